// The deterministic demo-data generator: pure, no database. The same seed and `now` give byte-identical
// JSON. Passwords are not part of the data (they are hashed at insert time).
import type {
  activationRequests,
  deliveryAddresses,
  deliveryAreas,
  deliverySlots,
  drives,
  pickupStores,
  postcodes,
  streets,
  streetServices,
  towns,
  Navigation,
} from '../schema/geo.ts';
import type { menuItems, stores } from '../schema/catalogue.ts';
import type {
  coupons,
  customerCoupons,
  deliveryPromotions,
  customerInitiatives,
  initiatives,
  orderItems,
  orders,
  shoppingListItems,
  shoppingLists,
  shoppingListShares,
  trolleyItems,
  trolleys,
} from '../schema/commerce.ts';
import type { listNotifications } from '../schema/lists.ts';
import type { customerSubscriptions, subscriptionPlans } from '../schema/subscriptions.ts';
import type {
  complaintProducts,
  complaints,
  customerVouchers,
  virtualCards,
  voucherBarcodes,
  voucherRequests,
} from '../schema/orders-area.ts';
import { ordersAreaDemo } from './orders-area.ts';
import type { faqEntries } from '../schema/contact.ts';
import { FAQ_ENTRIES } from './faq-data.ts';
import type {
  banners,
  cmsPages,
  companyInfo,
  cookieSections,
  footerLinkGroups,
  footerLinks,
  landingPages,
} from '../schema/content.ts';
import {
  BANNER_TEXTS,
  CMS_PAGES,
  COLLETTA_LANDING,
  COOKIE_SECTIONS,
  FOOTER_GROUPS,
  FORENAMES_F,
  FORENAMES_M,
  SURNAMES,
  CUSTOMER_SERVICE_HOURS,
} from './content-data.ts';
import { INFO_FOOTER_LINKS, INFO_PAGES, INFO_PAGES_FIRST_ID } from './info-pages.ts';
import { DELIVERY_AREAS, DRIVES, FEATURED_STREETS, PICKUP_STORES, SERVICE_TEXT, TOWNS } from './geo-data.ts';
import {
  buildCategoryTree,
  makeProduct,
  type CatalogueTree,
  type CategoryRow,
  type ProductInfoRow,
  type ProductPriceRow,
  type ProductRow,
  type PromotionRow,
} from './products.ts';
import { CATALOGUE_OF, isPickup, landingPath, menuPath, searchPath, slugify, storeHomePath } from '@mercato/contracts';
import { withEanCheckDigit } from '../../ean.ts';
import { Random, streamRandom } from './random.ts';
import { listsDemo } from './lists-demo.ts';
import { couponsDemo } from './coupons-demo.ts';
import { samplesDemo } from './samples-demo.ts';
import { subscriptionsDemo } from './subscriptions-demo.ts';
import { DAY_MS, addDays, romeDate, romeToUtc, startOfTodayRome } from './time.ts';

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const DEFAULT_PRODUCTS = 2000;
export const DEFAULT_SEED = 20_26;
export const DEMO_PASSWORD = 'Mercato2026!';

export interface GenerateOptions {
  /** Number of products (default 2,000). */
  products?: number;
  /** PRNG seed (default 2026). */
  seed?: number;
  /** Reference instant for every date (default: today 00:00 Europe/Rome). */
  now?: Date;
}

export type LoyaltyCardType = 'VERDE' | 'ORO' | 'PLUS';

/** A demo customer, independent of the platform table's shape (mapped at insert time). */
export interface DemoCustomer {
  id: number;
  email: string;
  forename: string;
  surname: string;
  gender: 'M' | 'F';
  role: 'customer' | 'staff';
  agreementEcommerceRule: boolean;
  sendInfoAgreement: boolean;
  purchasePreferencesAgreement: boolean;
  marketingSurveyAgreement: boolean;
  mobileNumber: string;
  birthDate: string;
  clusters: string[];
  insertDate: Date;
  card: { barcode: string; type: LoyaltyCardType; saldo: number } | null;
  /** One of the documented demo accounts (listed on the login page). */
  featured: boolean;
}

export interface DemoMessage {
  id: number;
  customerId: number;
  type: 'PROMO' | 'RULE';
  title: string;
  text: string;
  confirmButtonLabel: string;
  htmlType: boolean;
  redirectUrl: string | null;
  createdAt: Date;
}

export interface DemoData {
  meta: { seed: number; now: string; products: number };
  towns: Insert<typeof towns>[];
  deliveryAreas: Insert<typeof deliveryAreas>[];
  postcodes: Insert<typeof postcodes>[];
  streets: Insert<typeof streets>[];
  streetServices: Insert<typeof streetServices>[];
  drives: Insert<typeof drives>[];
  pickupStores: Insert<typeof pickupStores>[];
  deliverySlots: Insert<typeof deliverySlots>[];
  activationRequests: Insert<typeof activationRequests>[];
  stores: Insert<typeof stores>[];
  categories: CategoryRow[];
  menuItems: Insert<typeof menuItems>[];
  products: ProductRow[];
  productPrices: ProductPriceRow[];
  promotions: PromotionRow[];
  productInfos: ProductInfoRow[];
  customers: DemoCustomer[];
  messages: DemoMessage[];
  deliveryAddresses: Insert<typeof deliveryAddresses>[];
  trolleys: Insert<typeof trolleys>[];
  trolleyItems: Insert<typeof trolleyItems>[];
  orders: Insert<typeof orders>[];
  orderItems: Insert<typeof orderItems>[];
  complaints: Insert<typeof complaints>[];
  complaintProducts: Insert<typeof complaintProducts>[];
  virtualCards: Insert<typeof virtualCards>[];
  customerVouchers: Insert<typeof customerVouchers>[];
  voucherRequests: Insert<typeof voucherRequests>[];
  voucherBarcodes: Insert<typeof voucherBarcodes>[];
  shoppingLists: Insert<typeof shoppingLists>[];
  shoppingListItems: Insert<typeof shoppingListItems>[];
  shoppingListShares: Insert<typeof shoppingListShares>[];
  listNotifications: Insert<typeof listNotifications>[];
  coupons: Insert<typeof coupons>[];
  customerCoupons: Insert<typeof customerCoupons>[];
  deliveryPromotions: Insert<typeof deliveryPromotions>[];
  initiatives: Insert<typeof initiatives>[];
  customerInitiatives: Insert<typeof customerInitiatives>[];
  cmsPages: Insert<typeof cmsPages>[];
  banners: Insert<typeof banners>[];
  landingPages: Insert<typeof landingPages>[];
  footerLinkGroups: Insert<typeof footerLinkGroups>[];
  footerLinks: Insert<typeof footerLinks>[];
  companyInfo: Insert<typeof companyInfo>[];
  cookieSections: Insert<typeof cookieSections>[];
  faqEntries: Insert<typeof faqEntries>[];
  // Subscriptions (issue 40): the plans' products come after the whole catalogue (ids past `products`).
  subscriptionProducts: ProductRow[];
  subscriptionProductPrices: ProductPriceRow[];
  subscriptionPlans: Insert<typeof subscriptionPlans>[];
  customerSubscriptions: Insert<typeof customerSubscriptions>[];
  /** Customers without the permission to buy subscriptions (orders §6). */
  notAllowedCustomers: number[];
  /** Campioncini omaggio (samples-demo.ts): ids after the subscription plans' products. */
  sampleProducts: ProductRow[];
}

export const TIME_RANGES: [string, string][] = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['12:00', '14:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['18:00', '20:00'],
  ['20:00', '22:00'],
];

export const STORE_DEFS: {
  navigation: Navigation;
  storeRef: string;
  name: string;
  label: string;
  catalogue: 'grocery' | 'pharma';
  routeName: string;
}[] = (
  [
    {
      navigation: 'supermercato',
      storeRef: 'SUPERMERCATO',
      name: 'Supermercato',
      label: 'Mercato a Casa',
      routeName: 'store.home',
    },
    {
      navigation: 'drive',
      storeRef: 'DRIVE',
      name: 'Clicca e Vai',
      label: 'Ritiro con Clicca e Vai',
      routeName: 'store.home',
    },
    {
      navigation: 'pharma',
      storeRef: 'PHARMA',
      name: 'Parafarmacia',
      label: 'Parafarmacia a Casa',
      routeName: 'store.home',
    },
    {
      navigation: 'pharma-drive',
      storeRef: 'PHARMA_DRIVE',
      name: 'Parafarmacia Clicca e Vai',
      label: 'Parafarmacia con Clicca e Vai',
      routeName: 'store.home',
    },
    {
      navigation: 'prenotazioni',
      storeRef: 'PRENOTAZIONI',
      name: 'Prenota e Ritira',
      label: 'Ritiro con Prenota e Ritira',
      routeName: 'store.home',
    },
  ] as const
).map((d) => ({ ...d, catalogue: CATALOGUE_OF[d.navigation] }));

/** The verticalStore of a navigation, as used in the shop's URLs (`/{verticalStore}/home`). */
export function verticalStoreOf(navigation: Navigation): string {
  return navigation;
}

function cardBarcode(rng: Random, prefix: string): string {
  return withEanCheckDigit(prefix + rng.digits(12 - prefix.length));
}

export interface Context {
  seed: number;
  now: Date;
  rng: Random;
  tree: CatalogueTree;
}

export function resolveOptions(opts: GenerateOptions = {}): { seed: number; now: Date; products: number } {
  const products = opts.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(products) || products < 0)
    throw new Error(`products must be a non-negative integer, got ${products}`);
  return { seed: opts.seed ?? DEFAULT_SEED, now: opts.now ?? startOfTodayRome(), products };
}

/**
 * Everything of the demo data except the products beyond `productLimit` (seedDatabase streams those).
 * The rest of the data refers only to the first min(products, 2,000) products, so a large catalogue
 * starts with exactly the products of the default one.
 */
export function generateDemoData(opts: GenerateOptions = {}): DemoData {
  const { seed, now, products: productCount } = resolveOptions(opts);
  return generateWithProducts(seed, now, productCount, productCount);
}

export function generateWithProducts(seed: number, now: Date, productCount: number, materialise: number): DemoData {
  const rng = new Random(seed, 1);
  const tree = buildCategoryTree();
  const data: DemoData = {
    meta: { seed, now: now.toISOString(), products: productCount },
    towns: [],
    deliveryAreas: [],
    postcodes: [],
    streets: [],
    streetServices: [],
    drives: [],
    pickupStores: [],
    deliverySlots: [],
    activationRequests: [],
    stores: [],
    categories: tree.categories,
    menuItems: [],
    products: [],
    productPrices: [],
    promotions: [],
    productInfos: [],
    customers: [],
    messages: [],
    deliveryAddresses: [],
    trolleys: [],
    trolleyItems: [],
    orders: [],
    orderItems: [],
    complaints: [],
    complaintProducts: [],
    virtualCards: [],
    customerVouchers: [],
    voucherRequests: [],
    voucherBarcodes: [],
    shoppingLists: [],
    shoppingListItems: [],
    shoppingListShares: [],
    listNotifications: [],
    coupons: [],
    customerCoupons: [],
    deliveryPromotions: [],
    initiatives: [],
    customerInitiatives: [],
    cmsPages: [],
    banners: [],
    landingPages: [],
    footerLinkGroups: [],
    footerLinks: [],
    companyInfo: [],
    cookieSections: [],
    faqEntries: [],
    subscriptionProducts: [],
    subscriptionProductPrices: [],
    subscriptionPlans: [],
    customerSubscriptions: [],
    notAllowedCustomers: [],
    sampleProducts: [],
  };

  // ---- products (the first `materialise` ones; ids 1..N)
  for (let i = 0; i < materialise; i++) {
    const g = makeProduct(seed, tree, i, now);
    data.products.push(g.product);
    for (const p of g.prices) data.productPrices.push(p);
    if (g.promotion) data.promotions.push(g.promotion);
    for (const info of g.infos) data.productInfos.push(info);
  }
  // Products the rest of the data may refer to: made on demand (same function, same result).
  const refCount = Math.min(productCount, DEFAULT_PRODUCTS);
  const refCache = new Map<number, ProductRow>();
  const refProduct = (index: number): ProductRow => {
    let p = refCache.get(index) ?? data.products[index];
    if (!p) {
      p = makeProduct(seed, tree, index, now).product;
      refCache.set(index, p);
    }
    return p;
  };
  const groceryIdx: number[] = [];
  const pharmaIdx: number[] = [];
  for (let i = 0; i < refCount; i++) {
    const leaf = tree.leaves[i % tree.leaves.length];
    (leaf.catalogue === 'grocery' ? groceryIdx : pharmaIdx).push(i);
  }

  geography(data, rng, now);
  catalogueNavigation(
    data,
    rng,
    tree,
    now,
    groceryIdx.map((i) => refProduct(i)),
  );
  const customerIds = customersAndAddresses(data, rng, now);
  commerce(data, rng, now, customerIds, groceryIdx, pharmaIdx, refProduct);
  content(data, now);
  checkoutCounterOffers(data, tree, now);
  return data;
}

/** The departments of what Italian shops keep by the till: sweets, crisps, chewing gum and mints. */
const CHECKOUT_COUNTER_CATEGORIES = new Set(['Cioccolato e caramelle', 'Patatine e salatini']);
/** How many 'Avancassa' offers the demo shop runs, the most an item costs (cents), and their discount. */
const CHECKOUT_COUNTER_OFFERS = 8;
const CHECKOUT_COUNTER_MAX_CENTS = 300;
const CHECKOUT_COUNTER_PERCENT = 20;

/**
 * The 'Avancassa' promotions (orders §2 dialogs): -20% on small items by the till (at most 3 €, sold by the
 * piece, in stock, with no promotion of their own), the last ones of the catalogue, running a month from
 * now. Made after everything else and without the generator's random numbers: no other value of the demo
 * data changes (orders are priced without them).
 */
function checkoutCounterOffers(data: DemoData, tree: CatalogueTree, now: Date): void {
  const nameOf = new Map(tree.leaves.map((l) => [l.categoryId, l.data.name]));
  const promoted = new Set(data.promotions.map((p) => p.productId));
  const chosen = data.products
    .filter(
      (p) =>
        CHECKOUT_COUNTER_CATEGORIES.has(nameOf.get(p.categoryId) ?? '') &&
        p.priceCents <= CHECKOUT_COUNTER_MAX_CENTS &&
        !p.variableWeight &&
        !p.outOfStock &&
        !promoted.has(p.id as number),
    )
    .slice(-CHECKOUT_COUNTER_OFFERS);
  for (const p of chosen)
    data.promotions.push({
      // Past every product's own promotion id (a promotion's id is its product's).
      id: 10_000_000 + (p.id as number),
      code: `AC${p.code}`,
      productId: p.id as number,
      type: 'PERCENTAGE',
      percent: CHECKOUT_COUNTER_PERCENT,
      promoPriceCents: null,
      m: null,
      n: null,
      label: `-${CHECKOUT_COUNTER_PERCENT}%`,
      description: `Offerta alla cassa: sconto ${CHECKOUT_COUNTER_PERCENT}%`,
      fidatyOnly: false,
      navigation: null,
      checkoutCounter: true,
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
    });
}

// ------------------------------------------------------------------------------------------- geography

function geography(data: DemoData, rng: Random, now: Date): void {
  const townIds = new Map<string, number>();
  TOWNS.forEach((t, i) => {
    const id = i + 1;
    townIds.set(t.key, id);
    data.towns.push({
      id,
      name: t.name,
      province: t.province,
      provinceShortName: t.provinceShortName,
      region: t.region,
      istatCode: t.istatCode,
    });
  });
  DELIVERY_AREAS.forEach((a, i) => {
    data.deliveryAreas.push({ id: i + 1, code: a.code, name: a.name, townId: townIds.get(a.town) as number });
  });
  const areaOf = (town: string, pc: number): number | null => {
    const idx = DELIVERY_AREAS.findIndex((a) => a.town === town && pc >= a.from && pc <= a.to);
    return idx < 0 ? null : idx + 1;
  };

  let streetId = 1;
  const streetByKey = new Map<string, number>();
  for (const town of TOWNS) {
    const townId = townIds.get(town.key) as number;
    let filler = 0;
    for (let pc = town.from; pc <= town.to; pc++) {
      const postcode = String(pc);
      data.postcodes.push({
        postcode,
        townId,
        checkResult: town.checkResult,
        deliveryAreaId: town.checkResult === 'SUPPORTED' ? areaOf(town.key, pc) : null,
      });
      const names = [...(town.known[postcode] ?? [])];
      const wanted = Math.max(3, names.length);
      while (names.length < wanted) {
        const n = town.filler[filler % town.filler.length];
        filler++;
        if (!names.includes(n)) names.push(n);
      }
      for (const name of names) {
        const id = streetId++;
        streetByKey.set(`${postcode}|${name}`, id);
        data.streets.push({ id, postcode, townId, name, furgoncino: !rng.chance(0.08), courier: rng.chance(0.3) });
        if (town.checkResult !== 'SUPPORTED') continue;
        const featured = FEATURED_STREETS.has(name);
        if (!featured && rng.chance(0.04)) continue; // a street with no service at all
        const sites: Navigation[] = [];
        if (featured || !rng.chance(0.15)) sites.push('supermercato');
        sites.push('drive');
        if (featured || !rng.chance(0.1)) sites.push('pharma');
        if (featured || rng.chance(0.6)) sites.push('pharma-drive');
        if (featured || rng.chance(0.85)) sites.push('prenotazioni');
        sites.forEach((site, orderNo) => {
          const t = SERVICE_TEXT[site];
          data.streetServices.push({
            streetId: id,
            site,
            description: t.description,
            onboardingHtmlDescription: t.html,
            orderNo: orderNo + 1,
          });
        });
      }
    }
  }

  const townOf = (key: string) => TOWNS.find((t) => t.key === key) as (typeof TOWNS)[number];
  DRIVES.forEach((d, i) => {
    const t = townOf(d.town);
    data.drives.push({
      id: i + 1,
      code: `${d.site === 'drive' ? 'DRV' : 'PHD'}-${t.provinceShortName}-${String(i + 1).padStart(2, '0')}`,
      site: d.site,
      description: d.description,
      streetId: streetByKey.get(`${d.postcode}|${d.street}`) ?? null,
      streetName: d.street,
      houseNumber: d.houseNumber,
      townId: townIds.get(d.town) as number,
      townName: t.name,
      province: t.province,
      provinceShortName: t.provinceShortName,
      region: t.region,
      postCode: d.postcode,
      privateCode: d.privateCode ?? null,
      lockers: d.lockerCount > 0,
      lockerCount: d.lockerCount,
      openingHours: d.openingHours,
      active: true,
    });
  });
  PICKUP_STORES.forEach((s, i) => {
    const t = townOf(s.town);
    data.pickupStores.push({
      id: i + 1,
      code: `PR-${t.provinceShortName}-${String(i + 1).padStart(2, '0')}`,
      description: s.description,
      streetId: streetByKey.get(`${s.postcode}|${s.street}`) ?? null,
      streetName: s.street,
      houseNumber: s.houseNumber,
      townId: townIds.get(s.town) as number,
      townName: t.name,
      province: t.province,
      provinceShortName: t.provinceShortName,
      region: t.region,
      postCode: s.postcode,
      phoneNumber: s.phoneNumber,
      openingHours: s.openingHours,
      active: true,
      collettaTag: s.collettaTag ?? null,
    });
  });

  // ---- slots: 14 days from today (Europe/Rome) for every area, drive and store
  const today = romeDate(now);
  let slotId = 1;
  const addSlots = (kind: 'area' | 'drive' | 'store', ownerId: number, site: Navigation) => {
    for (let day = 0; day < 14; day++) {
      const date = addDays(today, day);
      TIME_RANGES.forEach(([start, end], r) => {
        const startsAt = romeToUtc(date, start);
        const endsAt = romeToUtc(date, end);
        let price: number;
        let capacity: number;
        let eco = false;
        let fast = false;
        if (kind === 'area') {
          price = [490, 390, 390, 390, 390, 490, 590][r];
          capacity = rng.int(15, 40);
          if (rng.chance(0.2)) {
            eco = true;
            price -= 200;
          } else if (day <= 1 && rng.chance(0.35)) {
            fast = true;
            price += 200;
          }
        } else if (kind === 'drive') {
          price = rng.chance(0.5) ? 0 : 190;
          capacity = rng.int(8, 20);
          if (rng.chance(0.15)) {
            eco = true;
            price = 0;
          }
        } else {
          price = 0;
          capacity = rng.int(10, 30);
        }
        const soldOut = rng.chance(day < 3 ? 0.25 : 0.08);
        const booked = soldOut ? capacity : rng.int(0, Math.floor(capacity * 0.8));
        data.deliverySlots.push({
          id: slotId++,
          site,
          deliveryAreaId: kind === 'area' ? ownerId : null,
          driveId: kind === 'drive' ? ownerId : null,
          pickupStoreId: kind === 'store' ? ownerId : null,
          slotDate: date,
          startTime: start,
          endTime: end,
          startsAt,
          endsAt,
          timeRangeId: r + 1,
          priceCents: price,
          eco,
          fast,
          capacity,
          booked,
          active: true,
        });
      });
    }
  };
  for (const a of data.deliveryAreas) addSlots('area', a.id as number, 'supermercato');
  for (const d of data.drives) addSlots('drive', d.id as number, d.site);
  for (const s of data.pickupStores) addSlots('store', s.id as number, 'prenotazioni');

  data.activationRequests.push({
    id: 1,
    postcode: '24122',
    streetId: streetByKey.get('24122|Via XX Settembre') ?? null,
    name: 'Chiara',
    email: 'chiara.ferrari@example.it',
    site: 'supermercato',
    privacyAgreement: true,
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
  });
}

// ------------------------------------------------------------------------------------------- catalogue

function catalogueNavigation(data: DemoData, rng: Random, tree: CatalogueTree, now: Date, grocery: ProductRow[]): void {
  STORE_DEFS.forEach((s, i) => {
    data.stores.push({
      id: i + 1,
      navigation: s.navigation,
      storeRef: s.storeRef,
      code: String(100 + i),
      path: `/${verticalStoreOf(s.navigation)}`,
      name: s.name,
      label: s.label,
      navigationRouteName: s.routeName,
      supported: true,
      defaultStore: s.navigation === 'supermercato',
      isOnboarding: false,
      welcomeDisabled: false,
      healthcareBadgeUrl: s.catalogue === 'pharma' ? '/images/ministero-salute-logo.svg' : null,
      healthcareBadgeEnabled: s.catalogue === 'pharma',
      collettaAlimentare: s.navigation === 'supermercato',
      catalogue: s.catalogue,
    });
  });

  const published = new Date(now.getTime() - 365 * DAY_MS);
  let menuId = 1;
  let bannerId = 1;
  let landingId = 1;
  for (const s of STORE_DEFS) {
    const vs = verticalStoreOf(s.navigation);
    const nav = s.navigation;
    const push = (
      kind: 'top' | 'navBar' | 'left' | 'bottom' | 'motivational',
      label: string,
      pagePath: string,
      orderNo: number,
      extra: Partial<Insert<typeof menuItems>> = {},
    ) => {
      const id = menuId++;
      data.menuItems.push({
        id,
        navigation: nav,
        kind,
        parentId: null,
        orderNo,
        isRoot: false,
        label,
        pagePath,
        imageUrl: null,
        categoryId: null,
        cmsPageIds: [],
        publishFrom: published,
        publishTo: null,
        ...extra,
      });
      return id;
    };
    // navBar: departments of the store's catalogue, with their leaf categories as children
    const deps = tree.departments.filter((d) => d.catalogue === s.catalogue);
    const depMenuIds: number[] = [];
    deps.forEach((dep, di) => {
      const depItem = menuId;
      depMenuIds.push(depItem);
      push('navBar', dep.name, menuPath(s.navigation, depItem, dep.name), di + 1, {
        isRoot: true,
        categoryId: dep.id,
        imageUrl: `/images/categories/${dep.slug}.svg`,
      });
      dep.leafIds.forEach((leafId, li) => {
        const cat = tree.categories.find((c) => c.id === leafId) as CategoryRow;
        const id = menuId;
        push('navBar', cat.name, menuPath(s.navigation, id, cat.name), li + 1, {
          parentId: depItem,
          categoryId: leafId,
          imageUrl: `/images/categories/${cat.slug}.svg`,
        });
      });
    });
    // top menu (~6 items)
    const top =
      s.catalogue === 'grocery'
        ? [
            ['Offerte', '/promotions/list'],
            ['Novità', landingPath(s.navigation, 'novita')],
            ['Le mie liste', '/lds/all'],
            ['I miei ordini', '/ordini/precedenti'],
            ['Coupon', '/promotions/coupons'],
            ['Servizio clienti', '/customer-service'],
          ]
        : [
            ['Offerte parafarmacia', '/promotions/list'],
            ['Farmaci da banco', menuPath(s.navigation, depMenuIds[1] ?? depMenuIds[0] ?? 0, 'Farmaci da banco')],
            ['Integratori', landingPath(s.navigation, 'integratori')],
            ['I miei ordini', '/ordini/precedenti'],
            ['Coupon', '/promotions/coupons'],
            ['Servizio clienti', '/customer-service'],
          ];
    top.forEach(([label, path], i) => push('top', label, path, i + 1, { isRoot: true }));
    // a seasonal item published in the future (publishDate preview)
    push('top', 'Speciale Natale', landingPath(s.navigation, 'natale'), top.length + 1, {
      isRoot: true,
      publishFrom: new Date(now.getTime() + 10 * DAY_MS),
      publishTo: new Date(now.getTime() + 45 * DAY_MS),
    });
    // left menu
    const left =
      s.catalogue === 'grocery'
        ? [
            ['Tutte le offerte', '/promotions/list'],
            ['Prodotti bio', landingPath(s.navigation, 'bio')],
            ['Senza glutine', landingPath(s.navigation, 'senza-glutine')],
            ["Sapori d'Italia", landingPath(s.navigation, 'sapori-italia')],
          ]
        : [
            ['Tutte le offerte', '/promotions/list'],
            ['Integratori', landingPath(s.navigation, 'integratori')],
            ['Protezione solare', searchPath(s.navigation, 'crema solare')],
          ];
    left.forEach(([label, path], i) => push('left', label, path, i + 1, { isRoot: true }));
    // bottom menu
    [
      ['Condizioni di vendita', '/sale-condition'],
      ['Privacy', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
      ['Accessibilità', '/accessibility'],
    ].forEach(([label, path], i) => push('bottom', label, path, i + 1, { isRoot: true }));
    // motivational menu: what the navigation's way of receiving the shopping promises. Home delivery
    // (supermercato, pharma) the courier's; pickup (drive, pharma-drive, prenotazioni) its own, never a
    // delivery home. chosen: the pickup texts.
    (isPickup(nav)
      ? [
          [nav === 'prenotazioni' ? 'Ritiro nel negozio scelto' : 'Ritiro nel punto scelto', '/customer-faq', 'clock'],
          ['Nessun costo di consegna', '/sale-condition', 'wallet'],
          ['Spesa pronta al tuo arrivo', '/customer-faq', 'cart'],
        ]
      : [
          ['Consegna a casa in 24 ore', '/agevolazioni-consegna', 'truck'],
          // chosen (issue 34): a pharmacy promises its pharmacists' advice, not fresh food
          CATALOGUE_OF[nav] === 'pharma'
            ? ['Consigli del farmacista', '/customer-faq', 'leaf']
            : ['Freschezza garantita', '/customer-faq', 'leaf'],
          ['Paghi alla consegna', '/sale-condition', 'wallet'],
        ]
    ).forEach(([label, path, icon], i) =>
      push('motivational', label, path, i + 1, { isRoot: true, imageUrl: `/images/icons/${icon}.svg` }),
    );

    // banners
    const texts = BANNER_TEXTS[s.catalogue];
    const types: ['MAIN_BANNER' | 'SECONDARY_BANNER' | 'PROMOTIONAL_BANNER' | 'SIDE_BANNER', number][] = [
      ['MAIN_BANNER', 5],
      ['SECONDARY_BANNER', 2],
      ['PROMOTIONAL_BANNER', 1],
      ['SIDE_BANNER', 1],
    ];
    let t = 0;
    for (const [type, count] of types) {
      for (let n = 0; n < count; n++) {
        const text = texts[t++ % texts.length];
        const oroOnly = text.title.includes('ORO');
        data.banners.push({
          id: bannerId++,
          navigation: nav,
          type,
          title: text.title,
          subtitle: text.subtitle,
          html: `<h2>${text.title}</h2><p>${text.subtitle}</p>`,
          imageUrl: `/images/banners/${vs}-${slugify(text.title)}.svg`,
          linkUrl:
            type === 'MAIN_BANNER' && n === 2 && s.catalogue === 'grocery'
              ? '/promotions/list'
              : storeHomePath(s.navigation),
          menuItemId: type === 'SIDE_BANNER' ? depMenuIds[0] : null,
          clusters: oroOnly ? ['ORO'] : [],
          orderNo: n + 1,
          publishFrom: published,
          publishTo: null,
        });
      }
    }
    // a banner scheduled in the future
    data.banners.push({
      id: bannerId++,
      navigation: nav,
      type: 'MAIN_BANNER',
      title: 'Speciale Natale',
      subtitle: 'Panettoni, pandori e spumanti',
      html: '<h2>Speciale Natale</h2><p>Panettoni, pandori e spumanti</p>',
      imageUrl: `/images/banners/${vs}-natale.svg`,
      linkUrl: landingPath(s.navigation, 'natale'),
      menuItemId: null,
      clusters: [],
      orderNo: 6,
      publishFrom: new Date(now.getTime() + 10 * DAY_MS),
      publishTo: new Date(now.getTime() + 45 * DAY_MS),
    });

    // landing pages
    const pick = (pred: (p: ProductRow) => boolean, n: number) =>
      grocery
        .filter(pred)
        .slice(0, n)
        .map((p) => p.code);
    const landings: [string, string, string[]][] =
      s.catalogue === 'grocery'
        ? [
            [
              'novita',
              'Novità',
              grocery
                .slice()
                .sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime())
                .slice(0, 24)
                .map((p) => p.code),
            ],
            ['bio', 'Prodotti bio', pick((p) => (p.tags ?? []).includes('bio'), 48)],
            ['senza-glutine', 'Senza glutine', pick((p) => (p.tags ?? []).includes('senza glutine'), 48)],
            ['sapori-italia', "Sapori d'Italia", pick((p) => /DOP|IGP|DOC/.test(p.description), 48)],
            [
              'natale',
              'Speciale Natale',
              pick((p) => /Panettone|Pandoro|Spumant|Prosecco|Torron/.test(p.description), 24),
            ],
          ]
        : [
            ['integratori', 'Integratori', []],
            ['natale', 'Speciale Natale', []],
          ];
    // The Colletta Alimentare landing: its three CMS banners, the long-life products the food bank asks
    // for, and 'Aggiungi tutti' (content-data.ts COLLETTA_LANDING).
    if (s.navigation === 'supermercato') {
      const c = COLLETTA_LANDING;
      data.landingPages.push({
        id: landingId++,
        navigation: nav,
        storeRef: s.storeRef,
        virtualUrl: c.virtualUrl,
        vanityUrl: landingPath(s.navigation, c.virtualUrl),
        title: c.title,
        menuItemId: null,
        productCodes: pick(
          (p) =>
            /^(Tonno al naturale|Ceci lessati|Fagioli borlotti|Lenticchie|Pomodori pelati|Passata di pomodoro)/.test(
              p.description,
            ),
          12,
        ),
        showBreadcrumbs: true,
        allProductsToTrolley: true,
        bundle: false,
        cmsPageUrl: c.banners.MAIN_BANNER.url,
        cmsFooterBannerUrl: c.banners.SECONDARY_BANNER.url,
        cmsPromotionalBannerUrl: c.banners.PROMOTIONAL_BANNER.url,
        publishFrom: published,
        publishTo: null,
      });
    }
    for (const [virtualUrl, title, codes] of landings) {
      data.landingPages.push({
        id: landingId++,
        navigation: nav,
        storeRef: s.storeRef,
        virtualUrl,
        vanityUrl: landingPath(s.navigation, virtualUrl),
        title,
        menuItemId: null,
        productCodes: codes,
        showBreadcrumbs: true,
        allProductsToTrolley: virtualUrl === 'natale',
        bundle: false,
        cmsPageUrl: null,
        cmsFooterBannerUrl: null,
        cmsPromotionalBannerUrl: null,
        publishFrom: virtualUrl === 'natale' ? new Date(now.getTime() + 10 * DAY_MS) : published,
        publishTo: null,
      });
    }
  }
  void rng;
}

// ------------------------------------------------------------------------------------------- customers

interface CustomerIds {
  mario: number;
  giulia: number;
  luca: number;
  staff: number;
  generated: number[];
}

function customersAndAddresses(data: DemoData, rng: Random, now: Date): CustomerIds {
  const insertDate = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const base = {
    role: 'customer' as const,
    sendInfoAgreement: true,
    purchasePreferencesAgreement: true,
    marketingSurveyAgreement: false,
    featured: true,
  };
  data.customers.push(
    {
      ...base,
      id: 1,
      email: 'mario.rossi@example.it',
      forename: 'Mario',
      surname: 'Rossi',
      gender: 'M',
      agreementEcommerceRule: true,
      mobileNumber: '3331234567',
      birthDate: '1978-04-12',
      clusters: ['ORO', 'FAMIGLIA'],
      insertDate: insertDate(900),
      card: { barcode: cardBarcode(rng, '2900'), type: 'ORO', saldo: 4250 },
    },
    {
      ...base,
      id: 2,
      email: 'giulia.bianchi@example.it',
      forename: 'Giulia',
      surname: 'Bianchi',
      gender: 'F',
      agreementEcommerceRule: true,
      mobileNumber: '3479876543',
      birthDate: '1990-09-03',
      clusters: ['PLUS', 'GIOVANI'],
      insertDate: insertDate(400),
      card: { barcode: cardBarcode(rng, '2901'), type: 'PLUS', saldo: 1830 },
      marketingSurveyAgreement: true,
    },
    {
      ...base,
      id: 3,
      email: 'luca.verdi@example.it',
      forename: 'Luca',
      surname: 'Verdi',
      gender: 'M',
      agreementEcommerceRule: false,
      mobileNumber: '3201112233',
      birthDate: '1985-01-27',
      clusters: ['VERDE'],
      insertDate: insertDate(20),
      card: { barcode: cardBarcode(rng, '2902'), type: 'VERDE', saldo: 120 },
      sendInfoAgreement: false,
      purchasePreferencesAgreement: false,
    },
    {
      ...base,
      id: 4,
      email: 'staff@example.it',
      forename: 'Sara',
      surname: 'Galli',
      gender: 'F',
      role: 'staff',
      agreementEcommerceRule: true,
      mobileNumber: '3405556677',
      birthDate: '1982-06-30',
      clusters: ['STAFF'],
      insertDate: insertDate(1000),
      card: null,
    },
  );
  const generated: number[] = [];
  const cardTypes: LoyaltyCardType[] = ['VERDE', 'ORO', 'PLUS'];
  for (let n = 0; n < 20; n++) {
    const id = 5 + n;
    const female = n % 2 === 1;
    const forename = female ? FORENAMES_F[(n * 7) % FORENAMES_F.length] : FORENAMES_M[(n * 7) % FORENAMES_M.length];
    const surname = SURNAMES[(n * 3) % SURNAMES.length];
    const type = rng.chance(0.15) ? null : rng.pick(cardTypes);
    data.customers.push({
      id,
      email: `${slugify(forename)}.${slugify(surname).replace(/-/g, '')}${n + 1}@example.it`,
      forename,
      surname,
      gender: female ? 'F' : 'M',
      role: 'customer',
      agreementEcommerceRule: rng.chance(0.9),
      sendInfoAgreement: rng.chance(0.6),
      purchasePreferencesAgreement: rng.chance(0.5),
      marketingSurveyAgreement: rng.chance(0.3),
      mobileNumber: `3${rng.int(20, 49)}${rng.digits(7)}`,
      birthDate: `${rng.int(1950, 2004)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      clusters: type ? [type] : [],
      insertDate: insertDate(rng.int(10, 1500)),
      card: type ? { barcode: cardBarcode(rng, `29${String(10 + n)}`), type, saldo: rng.int(0, 6000) } : null,
      featured: false,
    });
    generated.push(id);
  }

  data.messages.push({
    id: 1,
    customerId: 2,
    type: 'PROMO',
    title: 'Benvenuta in Mercato',
    text: 'Da oggi puoi fare la spesa online con consegna a casa, ritirarla con Clicca e Vai o prenotarla e ritirarla in negozio con Prenota e Ritira. Buona spesa!',
    confirmButtonLabel: 'Inizia la spesa',
    htmlType: false,
    redirectUrl: null,
    createdAt: new Date(now.getTime() - DAY_MS),
  });

  // ---- addresses
  const streetOf = (postcode: string, name: string) =>
    data.streets.find((s) => s.postcode === postcode && s.name === name);
  const townName = (postcode: string) =>
    postcode.startsWith('50')
      ? { town: 'Firenze', province: 'Firenze', region: 'Toscana' }
      : { town: 'Milano', province: 'Milano', region: 'Lombardia' };
  let addrId = 1;
  const home = (
    customerId: number,
    identifier: string,
    postcode: string,
    street: string,
    houseNumber: string,
    current: boolean,
    extra: Partial<Insert<typeof deliveryAddresses>> = {},
  ) => {
    const s = streetOf(postcode, street);
    const c = data.customers.find((x) => x.id === customerId) as DemoCustomer;
    data.deliveryAddresses.push({
      id: addrId++,
      customerId,
      deliveryMethod: 'F',
      identifier,
      currentAddress: current,
      streetId: s?.id ?? null,
      postCode: postcode,
      ...townName(postcode),
      street,
      houseNumber,
      stairNumber: null,
      floorNumber: String(rng.int(0, 6)),
      interphoneName: `${c.surname}`,
      doorman: rng.chance(0.3),
      lift: rng.chance(0.6),
      mobileNumber: c.mobileNumber,
      mobileConfirmed: true,
      homeNumber: null,
      note: null,
      driveId: null,
      pickupStoreId: null,
      privateCode: null,
      createdAt: c.insertDate,
      deletedAt: null,
      ...extra,
    });
    return addrId - 1;
  };
  const pickup = (
    customerId: number,
    driveId: number | null,
    storeId: number | null,
    current: boolean,
    privateCode: string | null = null,
  ) => {
    const d = driveId ? data.drives.find((x) => x.id === driveId) : data.pickupStores.find((x) => x.id === storeId);
    if (!d) throw new Error('unknown pickup point');
    const c = data.customers.find((x) => x.id === customerId) as DemoCustomer;
    data.deliveryAddresses.push({
      id: addrId++,
      customerId,
      deliveryMethod: driveId ? 'D' : 'P',
      identifier: d.description,
      currentAddress: current,
      streetId: d.streetId ?? null,
      postCode: d.postCode,
      region: d.region,
      province: d.province,
      town: d.townName,
      street: d.streetName,
      houseNumber: d.houseNumber ?? null,
      mobileNumber: c.mobileNumber,
      mobileConfirmed: true,
      driveId,
      pickupStoreId: storeId,
      privateCode,
      createdAt: c.insertDate,
      deletedAt: null,
    });
    return addrId - 1;
  };
  home(1, 'Casa', '20121', 'Via Dante', '7', true, { stairNumber: 'B', note: 'Citofonare Rossi, terzo piano' });
  pickup(1, 1, null, false);
  home(2, 'Casa', '20124', 'Corso Buenos Aires', '12', true);
  home(2, 'Ufficio', '20123', 'Via Torino', '40', false, {
    interphoneName: 'Studio Bianchi',
    note: 'Consegnare in portineria',
  });
  pickup(2, 2, null, false);
  pickup(2, 6, null, false, 'TORREPN24');
  pickup(2, null, 1, false);
  home(3, 'Casa', '50122', 'Via dei Calzaiuoli', '3', true);
  home(4, 'Sede', '20123', 'Via Torino', '1', true);
  const milanStreets = data.streets.filter((s) => s.postcode.startsWith('201'));
  const florenceStreets = data.streets.filter((s) => s.postcode.startsWith('501'));
  for (const id of generated) {
    const s = rng.chance(0.7) ? rng.pick(milanStreets) : rng.pick(florenceStreets);
    home(id, 'Casa', s.postcode, s.name, String(rng.int(1, 180)), true);
  }
  return { mario: 1, giulia: 2, luca: 3, staff: 4, generated };
}

// ------------------------------------------------------------------------------------------- commerce

const ORDER_NAVS: Navigation[] = ['supermercato', 'supermercato', 'drive', 'prenotazioni', 'pharma'];

function commerce(
  data: DemoData,
  rng: Random,
  now: Date,
  ids: CustomerIds,
  groceryIdx: number[],
  pharmaIdx: number[],
  product: (i: number) => ProductRow,
): void {
  const promoByProduct = new Map<number, PromotionRow>();
  for (const p of data.promotions) promoByProduct.set(p.productId, p);
  let orderId = 1;
  let itemId = 1;
  const customers = data.customers;
  const addressesOf = (cid: number) => data.deliveryAddresses.filter((a) => a.customerId === cid);

  const makeOrder = (
    customerId: number,
    daysAgo: number,
    nav: Navigation,
    status: Insert<typeof orders>['status'],
    future = false,
    r: Random = rng,
  ) => {
    const pool = CATALOGUE_OF[nav] === 'pharma' ? pharmaIdx : groceryIdx;
    if (pool.length === 0) return null;
    const c = customers.find((x) => x.id === customerId) as DemoCustomer;
    const id = orderId++;
    // Placed between 08:00 and 21:00 of its day, but never after the seed's `now` (an order of today seeded
    // in the morning was dated in the future and listed above the one the shopper just placed): at the
    // latest an hour (and a minute per order id) before it.
    const placedAt = now.getTime() - daysAgo * DAY_MS + r.int(8, 21) * 3600_000;
    const insertTime = new Date(Math.min(placedAt, now.getTime() - (60 + id) * 60_000));
    const deliveryDay = romeDate(new Date(insertTime.getTime() + (future ? 0 : r.int(1, 3) * DAY_MS)));
    const [st, en] = r.pick(TIME_RANGES);
    let slotId: number | null = null;
    let slotStart = romeToUtc(future ? addDays(romeDate(now), 2) : deliveryDay, st);
    let slotEnd = romeToUtc(future ? addDays(romeDate(now), 2) : deliveryDay, en);
    let slotPrice = nav === 'supermercato' || nav === 'pharma' ? r.pick([290, 390, 490]) : 0;
    const addrs = addressesOf(customerId);
    const pickupAddr = addrs.find((a) => (nav === 'drive' ? a.deliveryMethod === 'D' : a.deliveryMethod === 'P'));
    const homeAddr = addrs.find((a) => a.deliveryMethod === 'F');
    const isPickup = nav === 'drive' || nav === 'prenotazioni';
    const addr = isPickup ? (pickupAddr ?? null) : (homeAddr ?? null);
    if (future) {
      // book a real slot of the customer's area / pickup point
      const area = data.postcodes.find((p) => p.postcode === homeAddr?.postCode)?.deliveryAreaId;
      const slot = data.deliverySlots.find(
        (s) =>
          s.slotDate === addDays(romeDate(now), 2) &&
          (s.booked ?? 0) < s.capacity &&
          (isPickup
            ? nav === 'drive'
              ? s.driveId === addr?.driveId
              : s.pickupStoreId === addr?.pickupStoreId
            : s.deliveryAreaId === area),
      );
      if (slot) {
        slot.booked = (slot.booked ?? 0) + 1;
        slotId = slot.id as number;
        slotStart = slot.startsAt;
        slotEnd = slot.endsAt;
        slotPrice = slot.priceCents;
      }
    }
    const lines = r.int(3, 12);
    const chosen = r.sample(pool, lines);
    let total = 0;
    let discount = 0;
    for (const idx of chosen) {
      const p = product(idx);
      const quantity = p.variableWeight ? 1 : r.int(1, 4);
      const weight = p.variableWeight ? Math.round((p.averageWeightGrams as number) * (0.85 + r.next() * 0.3)) : null;
      const gross = weight ? Math.round((p.unitPriceCents * weight) / 1000) : p.priceCents * quantity;
      const promo = promoByProduct.get(p.id as number);
      let lineDiscount = 0;
      if (promo && r.chance(0.7)) {
        if (promo.type === 'PERCENTAGE') lineDiscount = Math.round((gross * (promo.percent as number)) / 100);
        else if (promo.type === 'FIXED_PRICE')
          lineDiscount = Math.max(0, (p.priceCents - (promo.promoPriceCents as number)) * quantity);
        else if (promo.type === 'MXN' && quantity >= (promo.m as number))
          lineDiscount =
            p.priceCents * ((promo.m as number) - (promo.n as number)) * Math.floor(quantity / (promo.m as number));
      }
      total += gross;
      discount += lineDiscount;
      data.orderItems.push({
        id: itemId++,
        orderId: id,
        productId: p.id,
        productCode: p.code,
        description: `${p.description} ${p.brand} ${p.label}`,
        quantity,
        weightGrams: weight,
        unitPriceCents: p.variableWeight ? p.unitPriceCents : p.priceCents,
        discountCents: lineDiscount,
        finalPriceCents: gross - lineDiscount,
        vatPercent: p.vatPercent,
        hasPromo: lineDiscount > 0,
        isSubstitute: status === 'CONSEGNATO' && r.chance(0.05),
        vote: status === 'CONSEGNATO' && r.chance(0.2) ? r.int(3, 5) : null,
      });
    }
    const paymentType = r.pick(['ONLINE', 'HOME', 'FIDATY_CARD', 'PREPAID'] as const);
    const drive = addr?.driveId ? data.drives.find((d) => d.id === addr.driveId) : null;
    const store = addr?.pickupStoreId ? data.pickupStores.find((s) => s.id === addr.pickupStoreId) : null;
    data.orders.push({
      id,
      publicOrderId: String(4_100_000 + id * 37),
      customerId,
      navigation: nav,
      status,
      orderInsertTime: insertTime,
      // The courier's only where the address's street is served by courier (orders §2 '**'); else our vans.
      deliveryMethod: isPickup
        ? 'STORE'
        : data.streets.find((st) => st.id === addr?.streetId)?.courier
          ? 'COURIER'
          : 'HOME',
      deliveryAddressId: addr?.id ?? null,
      driveId: drive?.id ?? null,
      pickupStoreId: store?.id ?? null,
      deliveryStoreName: drive?.description ?? store?.description ?? null,
      deliveryAddressText: addr
        ? `${addr.street} ${addr.houseNumber ?? ''}, ${addr.postCode} ${addr.town}`.replace(' ,', ',')
        : null,
      slotId,
      slotStartTime: slotStart,
      slotEndTime: slotEnd,
      slotPriceCents: slotPrice,
      paymentType,
      paymentStatus:
        future && paymentType === 'ONLINE' && r.chance(0.3)
          ? 'PAGAMENTO SOSPESO'
          : // A cancelled order paid by card was refunded (order-edit/cancel.ts does so).
            status === 'ANNULLATO' && (paymentType === 'ONLINE' || paymentType === 'PREPAID')
            ? 'PAGAMENTO RIMBORSATO'
            : 'PAGAMENTO EFFETTUATO',
      totalPriceCents: total,
      totalDiscountCents: discount,
      totalAmountCents: total - discount + slotPrice,
      fidatyCardBarcode: c.card?.barcode ?? null,
      orderPoints: c.card ? Math.floor((total - discount) / 100) : 0,
      collettaAlimentare: false,
      idempotencyKey: null,
      trolleyId: null,
      complaintOpened: status === 'CONSEGNATO' && r.chance(0.05),
      cutoffUpdate: future ? new Date(slotStart.getTime() - 24 * 3600_000) : null,
      cutoffDelete: future ? new Date(slotStart.getTime() - 24 * 3600_000) : null,
      createdAt: insertTime,
      updatedAt: insertTime,
    });
    return id;
  };

  // demo customers: a rich history
  const history: [number, number, Navigation, Insert<typeof orders>['status']][] = [
    [ids.mario, 95, 'supermercato', 'CONSEGNATO'],
    [ids.mario, 61, 'supermercato', 'CONSEGNATO'],
    [ids.mario, 33, 'drive', 'RITIRATO'],
    [ids.mario, 19, 'pharma', 'CONSEGNATO'],
    [ids.mario, 8, 'supermercato', 'ANNULLATO'],
    [ids.mario, 5, 'supermercato', 'CONSEGNATO'],
    [ids.giulia, 70, 'supermercato', 'CONSEGNATO'],
    [ids.giulia, 40, 'drive', 'RITIRATO'],
    [ids.giulia, 22, 'prenotazioni', 'RITIRATO'],
    [ids.giulia, 9, 'supermercato', 'CONSEGNATO'],
    [ids.luca, 12, 'supermercato', 'CONSEGNATO'],
  ];
  const marioOrders: number[] = [];
  for (const [cid, days, nav, status] of history) {
    const id = makeOrder(cid, days, nav, status);
    if (cid === ids.mario && id) marioOrders.push(id);
  }
  makeOrder(ids.mario, 1, 'supermercato', 'IN_LAVORAZIONE', true);
  makeOrder(ids.giulia, 0, 'supermercato', 'IN_LAVORAZIONE', true);
  for (const cid of ids.generated) {
    const n = rng.int(0, 3);
    for (let k = 0; k < n; k++)
      makeOrder(cid, rng.int(3, 200), rng.pick(ORDER_NAVS.slice(0, 2)), rng.chance(0.9) ? 'CONSEGNATO' : 'ANNULLATO');
  }

  // ---- trolley of mario (supermercato)
  if (groceryIdx.length >= 3) {
    data.trolleys.push({
      id: 1,
      customerId: ids.mario,
      guestSessionId: null,
      navigation: 'supermercato',
      status: 'OPEN',
      deliveryAddressId: 1,
      slotId: null,
      slotReservedUntil: null,
      version: 3,
      createdAt: new Date(now.getTime() - 2 * 3600_000),
      updatedAt: new Date(now.getTime() - 3600_000),
    });
    rng.sample(groceryIdx.slice(0, 200), 3).forEach((idx, k) => {
      const p = product(idx);
      data.trolleyItems.push({
        id: k + 1,
        trolleyId: 1,
        productId: p.id as number,
        quantity: p.variableWeight ? 1 : k + 1,
        productIntervalId: null,
        productAttributeIds: [],
        productOrigin: null,
        giftWrap: null,
        readonly: false,
        addedAt: new Date(now.getTime() - 2 * 3600_000),
        updatedAt: new Date(now.getTime() - 3600_000),
      });
    });
  }

  // ---- shopping lists
  let listId = 1;
  let listItemId = 1;
  const list = (customerId: number, title: string, count: number, generic: string[] = []) => {
    const id = listId++;
    const created = new Date(now.getTime() - rng.int(5, 120) * DAY_MS);
    data.shoppingLists.push({ id, customerId, title, createdAt: created, updatedAt: created });
    const c = customers.find((x) => x.id === customerId) as DemoCustomer;
    data.shoppingListShares.push({
      listId: id,
      email: c.email,
      customerId,
      stateId: '1',
      message: null,
      createdAt: created,
    });
    let order = 1;
    if (groceryIdx.length) {
      for (const idx of rng.sample(groceryIdx, count)) {
        const p = product(idx);
        data.shoppingListItems.push({
          id: listItemId++,
          listId: id,
          productId: p.id as number,
          genericDescription: null,
          quantity: rng.int(1, 3),
          orderNo: order++,
          createdAt: created,
        });
      }
    }
    for (const g of generic)
      data.shoppingListItems.push({
        id: listItemId++,
        listId: id,
        productId: null,
        genericDescription: g,
        quantity: 1,
        orderNo: order++,
        createdAt: created,
      });
    return id;
  };
  list(ids.mario, 'Spesa settimanale', 10);
  list(ids.mario, 'Grigliata con gli amici', 5, ['Carbonella', 'Piatti di carta']);
  const colazione = list(ids.giulia, 'Colazione', 6);
  data.shoppingListShares.push({
    listId: colazione,
    email: 'mario.rossi@example.it',
    customerId: ids.mario,
    stateId: '2',
    message: 'Ti condivido la lista della colazione',
    createdAt: now,
  });
  data.shoppingListShares.push({
    listId: colazione,
    email: 'luca.verdi@example.it',
    customerId: ids.luca,
    stateId: '3',
    message: 'Aggiungi quello che manca!',
    createdAt: now,
  });
  list(ids.giulia, 'Cena vegetariana', 7, ['Basilico fresco']);
  for (const cid of ids.generated)
    if (rng.chance(0.4))
      list(
        cid,
        rng.pick(['Spesa del mese', 'Dispensa', 'Festa di compleanno', 'Pranzo della domenica']),
        rng.int(3, 8),
      );

  // ---- coupons
  const start = new Date(now.getTime() - 10 * DAY_MS);
  const expire = new Date(now.getTime() + 30 * DAY_MS);
  const g0 = groceryIdx.length ? product(groceryIdx[0]) : null;
  const g1 = groceryIdx.length > 1 ? product(groceryIdx[1]) : null;
  const couponDefs: Omit<Insert<typeof coupons>, 'startDate' | 'expireDate'>[] = [
    {
      code: 'BENVENUTO10',
      type: 'DISCOUNT',
      description: '10 € di sconto sulla prima spesa',
      valueCents: 1000,
      minSpendCents: 5000,
      conditionList: ['Spesa minima 50 €', 'Valido sul primo ordine online'],
    },
    {
      code: 'SPESA5',
      type: 'DISCOUNT',
      description: '5 € di sconto con una spesa di almeno 60 €',
      valueCents: 500,
      minSpendCents: 6000,
      conditionList: ['Spesa minima 60 €'],
    },
    {
      code: 'FRESCO15',
      type: 'PERCENTAGE',
      description: '15% di sconto su frutta e verdura',
      percent: 15,
      minSpendCents: 0,
      conditionList: ['Valido sui prodotti del reparto Frutta e verdura'],
    },
    {
      code: 'PUNTI200',
      type: 'FIDATY_POINTS',
      description: '200 punti extra sulla carta fedeltà',
      points: 200,
      minSpendCents: 3000,
      productId: g0?.id ?? null,
      conditionList: ['Acquistando il prodotto indicato'],
    },
    {
      code: 'TRIGGER2',
      type: 'DISCOUNT_TRIGGER',
      description: '2 € di sconto sul prossimo acquisto',
      valueCents: 200,
      minSpendCents: 0,
      productId: g1?.id ?? null,
      conditionList: ['Acquistando il prodotto indicato ricevi un buono per la spesa successiva'],
    },
    {
      code: 'PHARMA10',
      type: 'PERCENTAGE',
      description: '10% di sconto in parafarmacia',
      percent: 10,
      minSpendCents: 2000,
      navigation: 'pharma',
      conditionList: ['Esclusi i farmaci da banco'],
    },
    {
      code: 'CONSEGNAGRATIS',
      type: 'DISCOUNT',
      description: 'Consegna gratuita',
      valueCents: 490,
      minSpendCents: 4000,
      navigation: 'supermercato',
      conditionList: ['Valido sulle fasce orarie dal lunedì al venerdì'],
    },
    {
      code: 'ESTATE2026',
      type: 'DISCOUNT',
      description: 'Buono estate (scaduto)',
      valueCents: 300,
      minSpendCents: 2000,
      conditionList: ['Scaduto'],
    },
  ];
  couponDefs.forEach((c, i) => {
    const expired = c.code === 'ESTATE2026';
    data.coupons.push({
      ...c,
      id: i + 1,
      listBodyMessage: c.description,
      detailHeaderMessage: c.description,
      detailBodyMessage: `<p>${c.description}. ${(c.conditionList ?? []).join('. ')}.</p>`,
      checkoutTitleMessage: 'Coupon applicato',
      checkoutDescriptionMessage: c.description,
      barcode: cardBarcode(rng, '99'),
      eanBuono: cardBarcode(rng, '98'),
      codiceWeb: c.code,
      barcodeVisible: i % 2 === 0,
      showStartDate: true,
      imageUrl: `/images/coupons/${slugify(c.code)}.svg`,
      startDate: expired ? new Date(now.getTime() - 120 * DAY_MS) : start,
      expireDate: expired ? new Date(now.getTime() - 30 * DAY_MS) : expire,
    });
  });
  const assign = (cid: number, couponIds: number[], usedIn: number | null = null) => {
    couponIds.forEach((couponId, k) =>
      data.customerCoupons.push({
        customerId: cid,
        couponId,
        inTrolley: false,
        usedInOrderId: k === 0 ? usedIn : null,
        assignedAt: start,
      }),
    );
  };
  assign(ids.mario, [2, 1, 3, 4, 5, 7, 8], marioOrders[marioOrders.length - 1] ?? null);
  assign(ids.giulia, [1, 3, 5, 6, 7]);
  assign(ids.luca, [1, 2]);
  for (const cid of ids.generated)
    assign(
      cid,
      rng.sample([1, 2, 3, 4, 5, 6, 7], rng.int(0, 3)).sort((a, b) => a - b),
    );

  // ---- initiatives
  const inits: Insert<typeof initiatives>[] = [
    {
      id: 1,
      description: 'Raccolta punti Cucina Italiana: pentole e coltelli con i punti della tua carta',
      objectName: 'Cucina Italiana',
      decimalFlag: false,
      virtualUrl: 'cucina-italiana',
      donationAllowed: false,
      kind: 'CURRENT',
      startDate: new Date(now.getTime() - 60 * DAY_MS),
      endDate: new Date(now.getTime() + 120 * DAY_MS),
    },
    {
      id: 2,
      description: 'Amici di Scuola: buoni per materiale didattico alle scuole della tua città',
      objectName: 'Amici di Scuola',
      decimalFlag: false,
      virtualUrl: 'amici-di-scuola',
      donationAllowed: true,
      kind: 'CURRENT',
      startDate: new Date(now.getTime() - 30 * DAY_MS),
      endDate: new Date(now.getTime() + 60 * DAY_MS),
    },
    {
      id: 3,
      description: 'Colletta Alimentare: dona il tuo credito al Banco Alimentare',
      objectName: 'Colletta Alimentare',
      decimalFlag: true,
      virtualUrl: 'colletta-alimentare',
      donationAllowed: true,
      kind: 'CURRENT',
      startDate: new Date(now.getTime() - 10 * DAY_MS),
      endDate: new Date(now.getTime() + 20 * DAY_MS),
    },
    {
      id: 4,
      description: 'Cashback carburante',
      objectName: 'Buoni carburante',
      decimalFlag: true,
      virtualUrl: 'buoni-carburante',
      donationAllowed: false,
      kind: 'OTHER',
      startDate: new Date(now.getTime() - 200 * DAY_MS),
      endDate: new Date(now.getTime() + 10 * DAY_MS),
    },
  ];
  for (const i of inits)
    data.initiatives.push({
      ...i,
      imageUrl: `/images/initiatives/${i.virtualUrl}.svg`,
      landingPage: `/promotions/iniziativa/${i.id}`,
    });
  for (const c of customers) {
    if (!c.card) continue;
    for (const i of inits)
      if (c.featured || rng.chance(0.5))
        data.customerInitiatives.push({
          customerId: c.id,
          initiativeId: i.id as number,
          saldo: i.decimalFlag ? rng.int(0, 5000) : rng.int(0, 1500),
        });
  }
  // The orders area (issue 17): every state an order can be in, for mario, giulia and the customers the
  // orders-area e2e specs use, from a stream of its own so everything above stays as it was.
  const ordersAreaCustomers = [ids.mario, ids.giulia, ...[1, 3, 5, 10, 13, 15].map((n) => ids.generated[n] as number)];
  ordersAreaDemo(data, streamRandom(Number(data.meta.seed), 17), now, ordersAreaCustomers, makeOrder);
  // The lists' notifications (issue 39), from a stream of their own.
  listsDemo(data.listNotifications, streamRandom(Number(data.meta.seed), 39), now, {
    giulia: ids.giulia,
    luca: ids.luca,
    colazione,
    colazioneMessage: 'Aggiungi quello che manca!',
  });
  // Coupons v2 and delivery promotions (issue 35), from a stream of their own.
  couponsDemo(
    data,
    streamRandom(Number(data.meta.seed), 35),
    now,
    ids,
    groceryIdx.slice(0, 3).map((i) => product(i).id as number),
  );
  // Subscriptions (issue 40), from a stream of their own, after everything else.
  subscriptionsDemo(
    data,
    streamRandom(Number(data.meta.seed), 40),
    now,
    {
      active: ids.generated[4] as number,
      activating: ids.generated[16] as number,
      notAllowed: ids.generated[7] as number,
    },
    makeOrder,
  );
  // Campioncini omaggio (issue 34), after everything else and without random numbers.
  samplesDemo(data, now);
}

// ------------------------------------------------------------------------------------------- content

function content(data: DemoData, now: Date): void {
  const published = new Date(now.getTime() - 365 * DAY_MS);
  let id = 1;
  for (const p of CMS_PAGES) {
    data.cmsPages.push({
      id: id++,
      url: p.url,
      navigation: null,
      title: p.title,
      html: p.html,
      popup: !!p.popup,
      profiled: false,
      publishFrom: published,
      publishTo: null,
      updatedAt: published,
    });
  }
  // The FAQ (issue 37): static texts, no random draw.
  FAQ_ENTRIES.forEach((f, i) =>
    data.faqEntries.push({
      id: i + 1,
      section: f.section,
      question: f.question,
      answer: f.answer,
      keywords: f.keywords,
      linkUrl: f.link?.[0] ?? null,
      linkLabel: f.link?.[1] ?? null,
      orderNo: i + 1,
    }),
  );
  // a newer version of the sale conditions published in the future (publishDate preview)
  const sale = CMS_PAGES.find((p) => p.url === '/sale-condition');
  if (sale) {
    data.cmsPages.push({
      id: id++,
      url: '/sale-condition',
      navigation: null,
      title: sale.title,
      html: sale.html.replace('</h1>', '</h1>\n<p><em>Versione in vigore dal prossimo mese.</em></p>'),
      popup: false,
      profiled: false,
      publishFrom: new Date(now.getTime() + 30 * DAY_MS),
      publishTo: null,
      updatedAt: now,
    });
  }
  // The Colletta Alimentare landing's banners (the supermercato's pages).
  for (const [type, b] of Object.entries(COLLETTA_LANDING.banners)) {
    data.cmsPages.push({
      id: id++,
      url: b.url,
      navigation: 'supermercato',
      title: b.title,
      html: b.html,
      popup: false,
      profiled: false,
      type: type as keyof typeof COLLETTA_LANDING.banners,
      publishFrom: published,
      publishTo: null,
      updatedAt: published,
    });
  }
  // The information pages' real content (issue 38): newer versions, ids of their own.
  INFO_PAGES.forEach((p, i) => {
    data.cmsPages.push({
      id: INFO_PAGES_FIRST_ID + i,
      url: p.url,
      navigation: null,
      title: p.title,
      html: p.html,
      popup: false,
      profiled: false,
      publishFrom: new Date(published.getTime() + DAY_MS),
      publishTo: null,
      updatedAt: new Date(published.getTime() + DAY_MS),
    });
  });
  let groupId = 1;
  let linkId = 1;
  FOOTER_GROUPS.forEach((g, gi) => {
    const gid = groupId++;
    data.footerLinkGroups.push({ id: gid, kind: g.kind, title: g.title, orderNo: gi + 1, compact: g.compact });
    g.links.forEach((l, li) => {
      data.footerLinks.push({
        id: linkId++,
        groupId: gid,
        label: l[0],
        url: l[1],
        icon: l[2] ?? null,
        external: l[1].startsWith('http'),
        orderNo: li + 1,
      });
    });
  });
  // The legal group links the service rules and the apps' privacy too (issue 38), with ids of their own.
  const legal = data.footerLinkGroups.find((g) => g.title === 'Informazioni legali');
  if (legal)
    INFO_FOOTER_LINKS.forEach(([label, url], i) =>
      data.footerLinks.push({
        id: INFO_PAGES_FIRST_ID + i,
        groupId: legal.id as number,
        label,
        url,
        icon: null,
        external: false,
        orderNo: 100 + i,
      }),
    );
  data.companyInfo.push({
    id: 1,
    label: 'Mercato S.p.A.',
    vat: 'P.IVA 01234567890',
    companyCode: 'MERCATO',
    address: 'Via Torino 1, 20123 Milano',
    phone: '800 123 456',
    email: 'servizio.clienti@mercato.example',
    customerServiceHours: CUSTOMER_SERVICE_HOURS,
  });
  let cookieId = 1;
  for (const s of STORE_DEFS) {
    for (const channel of ['web', 'app'] as const) {
      COOKIE_SECTIONS.forEach((c, i) => {
        data.cookieSections.push({
          id: cookieId++,
          navigation: s.navigation,
          channel,
          cookieKey: c.cookieKey,
          orderNo: i + 1,
          enabled: true,
          readOnly: c.readOnly,
          hasCookie: true,
          checked: c.checked,
          iconClass: c.iconClass,
          label: c.label,
          description: c.description,
          durationMonths: c.durationMonths,
        });
      });
    }
  }
}
