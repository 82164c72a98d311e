// The page configuration of spec shell §3, built from the database for one navigation (site):
// session flags, customer, loyalty cards and pending messages when logged, menus published at the
// publish date, the store, SEO, footer, company and feature flags.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { publishedAt } from '../../db/published.ts';
import type { ShopConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { menuItems, stores, MENU_KINDS, type MenuKind } from '../../db/schema/catalogue.ts';
import { cmsPages, companyInfo, footerLinkGroups, footerLinks } from '../../db/schema/content.ts';
import { currentAddressOf, deliveryAddresses, drives, pickupStores, streets, towns } from '../../db/schema/geo.ts';
import { notFound } from '../../errors.ts';
import type { CustomerService } from '../customers/index.ts';
import type { MessageService } from '../messages/index.ts';
import type { SlotService } from '../slots/index.ts';
import { pickupAddressRows, toDeliveryAddress } from '../onboarding/addresses.ts';
import type { Session } from '../sessions/index.ts';
import type { OwnCache } from '../own-cache/index.ts';
import type { PageCache } from '../page-cache/index.ts';

import {
  isPharmacy,
  navigationOf,
  PUBLISH_DATE_MAX_YEAR,
  PUBLISH_DATE_MIN_YEAR,
  type Navigation,
} from '@mercato/contracts';
import { storeDefaults, t } from '@mercato/contracts/i18n/it';

export type { Navigation };

/**
 * The instant content is published at: 'YYYY-MM-DD' (the whole day, UTC) or an ISO date-time.
 * Undefined or empty → now; a year outside PUBLISH_DATE_MIN_YEAR…PUBLISH_DATE_MAX_YEAR (the database has
 * no year 0) or anything else → null (invalid).
 */
export function parsePublishDate(value: string | undefined | null, now: Date = new Date()): Date | null {
  if (value === undefined || value === null || value.trim() === '') return now;
  const v = value.trim();
  const inRange = (d: Date) =>
    !Number.isNaN(d.getTime()) &&
    d.getUTCFullYear() >= PUBLISH_DATE_MIN_YEAR &&
    d.getUTCFullYear() <= PUBLISH_DATE_MAX_YEAR;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const d = new Date(`${v}T23:59:59.999Z`);
    return !inRange(d) || d.toISOString().slice(0, 10) !== v ? null : d;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v)) {
    const d = new Date(v);
    return inRange(d) ? d : null;
  }
  return null;
}

// The shapes are defined once, in contracts.
export type { MenuItem, Menus, StoreInfo, Footer, PageConfiguration } from '@mercato/contracts';
import type {
  CurrentDeliveryAddress,
  DeliveryMethod,
  Footer,
  Menus,
  PageConfiguration,
  StoreInfo,
} from '@mercato/contracts';

/** Delivery methods of spec shell §3 offered by each navigation. */
const DELIVERY_METHODS: Record<Navigation, DeliveryMethod[]> = {
  supermercato: ['F', 'C', 'W'],
  drive: ['D'],
  pharma: ['F', 'C'],
  'pharma-drive': ['D'],
  prenotazioni: ['P', 'S'],
};

const MENU_FIELD: Record<MenuKind, keyof Menus> = {
  top: 'topMenuItems',
  navBar: 'navBarMenuItems',
  left: 'leftMenuItems',
  bottom: 'bottomMenuItems',
  motivational: 'motivationalMenuItems',
};

const PAGE_TITLE = storeDefaults.pageTitle;

export interface PageConfigurationRequest {
  nav: string;
  session: Session | null;
  publishDate?: string;
  /** The page stamp of the publish date, when the caller has read it already (the site's middleware). */
  stamp?: string | null;
}

export interface NavContext {
  db: Db;
  config: ShopConfig;
  customers: CustomerService;
  messages: MessageService;
  slots: SlotService;
  pageCache: PageCache;
  ownCache: OwnCache;
}

async function store(ctx: NavContext, nav: Navigation): Promise<StoreInfo> {
  const { db } = ctx;
  const [s] = await db.select().from(stores).where(eq(stores.navigation, nav)).limit(1);
  if (s) {
    return {
      supported: s.supported,
      storeRef: s.storeRef,
      code: s.code,
      path: s.path,
      name: s.name,
      label: s.label,
      navigation: nav,
      navigationRouteName: s.navigationRouteName,
      defaultStore: s.defaultStore,
      healthcareBadgeUrl: s.healthcareBadgeUrl,
      healthcareBadgeEnabled: s.healthcareBadgeEnabled,
      collettaAlimentare: s.collettaAlimentare,
    };
  }
  // The stores table is still empty (before the demo data).
  const f = storeDefaults.stores[nav];
  const storeRef = nav.toUpperCase().replace(/-/g, '_');
  return {
    supported: true,
    storeRef,
    code: storeRef,
    path: `/${nav}`,
    name: f.name,
    label: f.label,
    navigation: nav,
    navigationRouteName: 'store.home',
    defaultStore: nav === 'supermercato',
    healthcareBadgeUrl: null,
    healthcareBadgeEnabled: false,
    collettaAlimentare: false,
  };
}

async function menus(ctx: NavContext, nav: Navigation, at: Date): Promise<Menus> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.navigation, nav), publishedAt(menuItems, at)))
    .orderBy(asc(menuItems.kind), asc(menuItems.orderNo), asc(menuItems.id));
  const ids = [...new Set(rows.flatMap((r) => r.cmsPageIds))];
  const pages = ids.length
    ? await db
        .select({ id: cmsPages.id, url: cmsPages.url, profiled: cmsPages.profiled })
        .from(cmsPages)
        .where(and(inArray(cmsPages.id, ids), publishedAt(cmsPages, at)))
    : [];
  const byId = new Map(pages.map((p) => [p.id, p]));
  const out: Menus = {
    topMenuItems: [],
    navBarMenuItems: [],
    leftMenuItems: [],
    bottomMenuItems: [],
    motivationalMenuItems: [],
  };
  for (const r of rows) {
    if (!MENU_KINDS.includes(r.kind)) continue;
    out[MENU_FIELD[r.kind]].push({
      id: r.id,
      label: r.label,
      orderNo: r.orderNo,
      pagePath: r.pagePath,
      imageUrl: r.imageUrl,
      parentMenuItemId: r.parentId,
      isRoot: r.isRoot,
      cmsPages: r.cmsPageIds.flatMap((id) => {
        const p = byId.get(id);
        return p ? [{ type: 'MAIN_BANNER', url: p.url, profiled: p.profiled }] : [];
      }),
    });
  }
  return out;
}

async function footer(ctx: NavContext): Promise<{ footer: Footer; companyCode: string }> {
  const { db } = ctx;
  const [groups, links, [company]] = await Promise.all([
    db.select().from(footerLinkGroups).orderBy(asc(footerLinkGroups.orderNo), asc(footerLinkGroups.id)),
    db.select().from(footerLinks).orderBy(asc(footerLinks.groupId), asc(footerLinks.orderNo), asc(footerLinks.id)),
    db.select().from(companyInfo).orderBy(asc(companyInfo.id)).limit(1),
  ]);
  const f: Footer = {
    linkGroups: [],
    socialLinks: [],
    appStoreLinks: [],
    companyLabel: company?.label ?? storeDefaults.companyLabel,
    companyVat: company?.vat ?? storeDefaults.companyVat,
  };
  for (const g of groups) {
    const own = links.filter((l) => l.groupId === g.id);
    if (g.kind === 'links') {
      f.linkGroups.push({
        title: g.title,
        compact: g.compact,
        links: own.map((l) => ({ label: l.label, url: l.url, ...(l.external ? { external: true } : {}) })),
      });
    } else {
      const target = g.kind === 'social' ? f.socialLinks : f.appStoreLinks;
      for (const l of own) target.push({ label: l.label, url: l.url, ...(l.icon ? { icon: l.icon } : {}) });
    }
  }
  return { footer: f, companyCode: company?.companyCode ?? 'MERCATO' };
}

/** The shopping address in use: the power guest's verified street (and pickup point), or the customer's current address. */
async function currentDeliveryAddress(
  ctx: NavContext,
  session: Session | null,
  customerId: number | null,
): Promise<CurrentDeliveryAddress | null> {
  const { db } = ctx;
  if (customerId !== null) {
    const [a] = await db.select().from(deliveryAddresses).where(currentAddressOf(customerId)).limit(1);
    if (!a) return null;
    const [st] = a.streetId
      ? await db
          .select({ furgoncino: streets.furgoncino, courier: streets.courier })
          .from(streets)
          .where(eq(streets.id, a.streetId))
          .limit(1)
      : [];
    const point = a.driveId
      ? (await db.select({ description: drives.description }).from(drives).where(eq(drives.id, a.driveId)).limit(1))[0]
      : a.pickupStoreId
        ? (
            await db
              .select({ description: pickupStores.description })
              .from(pickupStores)
              .where(eq(pickupStores.id, a.pickupStoreId))
              .limit(1)
          )[0]
        : undefined;
    return {
      deliveryAddressId: a.id,
      driveId: a.driveId,
      negozioFisicoId: a.pickupStoreId,
      furgoncino: st?.furgoncino ?? false,
      drive: a.driveId !== null,
      courier: st?.courier ?? false,
      phoneNumber: a.mobileNumber,
      description: point?.description ?? [a.street, a.houseNumber].filter(Boolean).join(' '),
      postCode: a.postCode,
      townName: a.town,
    };
  }
  if (session?.kind !== 'powerGuest' || !session.streetId) return null;
  const [st] = await db
    .select({
      name: streets.name,
      postcode: streets.postcode,
      furgoncino: streets.furgoncino,
      courier: streets.courier,
      town: towns.name,
    })
    .from(streets)
    .innerJoin(towns, eq(towns.id, streets.townId))
    .where(eq(streets.id, session.streetId))
    .limit(1);
  if (!st) return null;
  const driveId = session.driveId ?? null;
  const storeId = session.pickupStoreId ?? null;
  const point = driveId
    ? (await db.select({ description: drives.description }).from(drives).where(eq(drives.id, driveId)).limit(1))[0]
    : storeId
      ? (
          await db
            .select({ description: pickupStores.description })
            .from(pickupStores)
            .where(eq(pickupStores.id, storeId))
            .limit(1)
        )[0]
      : undefined;
  return {
    driveId,
    negozioFisicoId: storeId,
    furgoncino: st.furgoncino,
    drive: driveId !== null,
    courier: st.courier,
    phoneNumber: null,
    description: point?.description ?? st.name,
    postCode: st.postcode,
    townName: st.town,
  };
}

/** The shopper's own part of the page: customer, cards, messages, addresses, slot hold and losses. */
function ownPartLoader(ctx: NavContext, session: Session | null, customerId: number | null, nav: Navigation) {
  const { db } = ctx;
  return async () => {
    const [customer, cards, pending, address, addresses, slotFields] = await Promise.all([
      customerId !== null ? ctx.customers.profile(customerId).catch(() => null) : Promise.resolve(null),
      customerId !== null ? ctx.customers.fidatyCards(customerId) : Promise.resolve([]),
      customerId !== null ? ctx.messages.pending(customerId) : Promise.resolve([]),
      currentDeliveryAddress(ctx, session, customerId),
      // Only the session's own customer's addresses (spec shell §3 deliveryAddresses).
      customerId !== null
        ? pickupAddressRows({ db }, customerId).then((rows) => rows.map(toDeliveryAddress))
        : Promise.resolve([]),
      // The hold in this navigation, and the slot losses not yet shown (answered once: services/slots;
      // taking them raises the own version, so they are not answered again from here).
      customerId !== null ? ctx.slots.pageSlots(customerId, nav) : Promise.resolve(null),
    ]);
    const holdEnds = slotFields?.slotReservationDTO?.reservedUntil;
    return {
      value: { customer, cards, pending, address, addresses, slotFields },
      until: holdEnds ? Date.parse(holdEnds) : null,
    };
  };
}

type OwnPart = Awaited<ReturnType<ReturnType<typeof ownPartLoader>>>['value'];
type SharedParts = { st: StoreInfo; mn: Menus; ft: { footer: Footer; companyCode: string } };

/** The page configuration of its shared parts and the shopper's own part. */
function pageOf(
  ctx: NavContext,
  nav: Navigation,
  at: Date,
  session: Session | null,
  { st, mn, ft }: SharedParts,
  own: OwnPart,
): PageConfiguration {
  const { config } = ctx;
  const { customer, cards, pending, address, addresses, slotFields } = own;
  const freeVisit = !session || session.kind === 'freeVisit' || (session.kind === 'logged' && !customer);
  const powerGuest = session?.kind === 'powerGuest';
  return {
    navigation: nav,
    publishDate: at.toISOString(),
    title: st.label,
    pageTitle: PAGE_TITLE,
    freeVisit,
    powerGuest,
    addTrolleyPowerGuestBlock: false,
    hideProductPrice: config.hideProductPrice && freeVisit,
    currentDeliveryAddress: address,
    customer,
    fidatyCards: customer ? cards : [],
    deliveryAddresses: customer ? addresses : [],
    companyCode: ft.companyCode,
    companyVat: ft.footer.companyVat,
    agreementEcommerceRule: customer ? customer.agreementEcommerceRule : true,
    messages: customer ? pending : [],
    deliveryMethods: DELIVERY_METHODS[nav],
    streetDeliveryMethods: [],
    driveMode: nav === 'drive',
    pharmaDriveMode: nav === 'pharma-drive',
    storeHomeEnabled: st.supported,
    slotReservationDTO: customer ? (slotFields?.slotReservationDTO ?? null) : null,
    slotReservationLoss: customer ? (slotFields?.slotReservationLoss ?? null) : null,
    firstSlotLoss: customer ? (slotFields?.firstSlotLoss ?? null) : null,
    chatbot: { enabled: config.public.chatbotEnabled, url: config.public.chatbotUrl },
    searchEnabled: true,
    navbarHide: false,
    store: st,
    seo: {
      attributes: { lang: 'it' },
      meta: {
        description: t(storeDefaults.seoDescription, { store: st.label }),
        'og:title': t(storeDefaults.ogTitle, { store: st.label, title: PAGE_TITLE }),
        'og:site_name': storeDefaults.siteName,
      },
    },
    menus: mn,
    cmsPagesDTO: [],
    checkoutWizardOutput: null,
    footer: ft.footer,
    orderDetailViewEnabled: true,
    orderDetailPdfEnabled: true,
    orderRatingEnabled: true,
    orderComplaintEnabled: true,
    orderRepurchaseEnabled: true,
    listSharingEnabled: true,
    giftWrapEnabled: config.checkout.giftEnabled,
    sponsoredProductEnabled: true,
    promotedResultEnabled: true,
    mobileNumberVerifyEnabled: config.checkout.mobileNumberVerifyEnabled,
    productMailNotificationEnabled: true,
    addToTrolleyCtaEnabled: true,
    massiveAddToTrolleyCtaEnabled: true,
    filterTagFarmacoSOP: isPharmacy(nav),
    linkSuggestionEnabled: true,
  };
}

export async function pageConfiguration(ctx: NavContext, req: PageConfigurationRequest): Promise<PageConfiguration> {
  const nav = navigationOf(req.nav);
  if (!nav) throw notFound();
  // An unreadable publish date (e.g. a stale cookie) means "now"; the HTTP route rejects it with 400.
  const at = parsePublishDate(req.publishDate) ?? new Date();
  const session = req.session;
  // The shared part (store, menus, footer) is the same for every shopper of the navigation while the
  // page stamp stays the same; the menus' key holds the publish window, which the stamp ends with.
  const stamp = req.stamp !== undefined ? req.stamp : await ctx.pageCache.stamp(at);
  const window = stamp?.slice(stamp.lastIndexOf(':') + 1) ?? '';
  const shared = <V>(key: unknown[], load: () => Promise<V>) =>
    ctx.pageCache.get(JSON.stringify(['nav', ...key]), stamp, load);
  const logged = session?.kind === 'logged' && session.customerId !== null;
  const customerId = logged ? (session.customerId as number) : null;
  // The shopper's own part, kept for their session while none of it changes (services/own-cache/).
  const ownPart = ownPartLoader(ctx, session, customerId, nav);
  const [st, mn, ft, own] = await Promise.all([
    shared(['store', nav], () => store(ctx, nav)),
    shared(['menus', nav, window], () => menus(ctx, nav, at)),
    shared(['footer'], () => footer(ctx)),
    session !== null && session.kind !== 'freeVisit'
      ? ctx.ownCache.get(session, `page:${nav}`, stamp, ownPart)
      : ownPart().then((o) => o.value),
  ]);
  return pageOf(ctx, nav, at, session, { st, mn, ft }, own);
}
