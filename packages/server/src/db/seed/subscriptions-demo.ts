// Subscriptions demo (issue 40), drawn from a stream of its own (40) and made after everything else, so the
// data made before it stays byte for byte: the three 'Consegna Gratis' plans, each a SUBSCRIPTION product
// (ids after the whole catalogue, in a 'Servizi › Abbonamenti' category of their own, so a catalogue of any
// size keeps its products' ids), with their terms; an active open-ended subscription bought with a
// delivered order (federico.mancini5), one being activated with an order still to deliver
// (andrea.bruno17), and one customer without the permission, to see the refusal (elena.ferrari8).
//
// chosen (the spec names no plans, prices or terms): free home delivery on any slot, as Italian grocers
// sell it — a month of 4 deliveries, a year of 52, or a continuous monthly plan without a count that renews
// until it is switched off; the prices a grocer asks for them (a delivery costs 2,90–4,90 €).
import type { Navigation } from '@mercato/contracts';
import type { orders } from '../schema/commerce.ts';
import type { customerSubscriptions, subscriptionPlans } from '../schema/subscriptions.ts';
import type { DemoData, Insert } from './generate.ts';
import type { CategoryRow, ProductPriceRow, ProductRow } from './products.ts';
import type { Random } from './random.ts';
import { DAY_MS } from './time.ts';

type MakeOrder = (
  customerId: number,
  daysAgo: number,
  nav: Navigation,
  status: Insert<typeof orders>['status'],
  future: boolean,
  r: Random,
) => number | null;

/** Terms every plan shares, after the plan's own. */
const COMMON_TERMS = [
  "L'abbonamento si acquista aggiungendolo al carrello insieme alla spesa e confermando l'ordine: è in attivazione fino alla consegna (o al ritiro) di quell'ordine e attivo dal giorno della consegna.",
  "Se l'ordine con l'abbonamento viene annullato prima della consegna, l'abbonamento non viene attivato e il suo importo non è dovuto. Modificando l'ordine, l'abbonamento resta nell'ordine modificato, a meno che non venga tolto dal carrello.",
  "Le consegne gratuite valgono per la spesa con consegna a casa (Mercato a Casa e Parafarmacia a Casa) su qualsiasi fascia oraria disponibile, fermo restando il minimo di spesa di ciascun servizio: il costo della consegna è azzerato quando confermi l'ordine, che usa una consegna gratuita dell'abbonamento. Se l'ordine viene annullato, la consegna gratuita torna disponibile. Non valgono per il ritiro con Clicca e Vai o con Prenota e Ritira.",
  "Si può avere un solo abbonamento alla volta: un nuovo abbonamento si acquista quando quello in corso è scaduto. L'abbonamento è personale e non è rimborsabile dopo l'attivazione.",
];

export const SUBSCRIPTION_PLANS: readonly {
  code: string;
  name: string;
  description: string;
  priceCents: number;
  deliveries: number;
  periodDays: number;
  terms: string[];
}[] = [
  {
    code: 'CG-MENSILE',
    name: 'Consegna Gratis Mensile',
    description: '4 consegne a casa gratuite da usare entro 30 giorni dalla attivazione.',
    priceCents: 990,
    deliveries: 4,
    periodDays: 30,
    terms: [
      "Consegna Gratis Mensile costa 9,90 € e comprende 4 consegne a casa gratuite, da usare entro 30 giorni dal giorno dell'attivazione. Le consegne non usate entro la scadenza non si recuperano.",
      "Non si rinnova da sola: alla scadenza puoi acquistarne un'altra.",
    ],
  },
  {
    code: 'CG-ANNUALE',
    name: 'Consegna Gratis Annuale',
    description: '52 consegne a casa gratuite in un anno: una alla settimana.',
    priceCents: 7900,
    deliveries: 52,
    periodDays: 365,
    terms: [
      "Consegna Gratis Annuale costa 79,00 € e comprende 52 consegne a casa gratuite, da usare entro 365 giorni dal giorno dell'attivazione, anche più di una nella stessa settimana. Le consegne non usate entro la scadenza non si recuperano.",
      "Non si rinnova da sola: alla scadenza puoi acquistarne un'altra.",
    ],
  },
  {
    code: 'CG-CONTINUA',
    name: 'Consegna Gratis Continuativa',
    description: 'Consegne a casa gratuite e illimitate, con rinnovo automatico ogni 30 giorni.',
    priceCents: 1490,
    deliveries: -1,
    periodDays: 30,
    terms: [
      'Consegna Gratis Continuativa costa 14,90 € ogni 30 giorni e comprende consegne a casa gratuite senza limite di numero per tutto il periodo.',
      "Alla fine di ogni periodo si rinnova automaticamente per altri 30 giorni, con l'addebito di 14,90 € sulla prima carta indicata tra i pagamenti ricorrenti dell'indirizzo di consegna dell'ordine con cui l'hai acquistato o, se non ce n'è una, sulla carta salvata con cui hai pagato quell'ordine. Puoi disattivare il rinnovo automatico in qualsiasi momento da questa pagina: l'abbonamento resta attivo fino alla fine del periodo in corso e poi scade.",
      "Se l'addebito del rinnovo non va a buon fine, o non c'è una carta da addebitare, l'abbonamento scade alla fine del periodo pagato e il rinnovo automatico viene disattivato: te lo diciamo per e-mail e in questa pagina. Ogni rinnovo addebitato è elencato in questa pagina, con la data e l'importo.",
    ],
  },
];

/** The plan products' category: a department of its own, listed in no menu. */
const SERVICES = { name: 'Servizi', slug: 'servizi' };
const PLANS_LEAF = { name: 'Abbonamenti', slug: 'abbonamenti' };

export interface SubscriptionsDemoIds {
  /** Active open-ended, bought with a delivered order. */
  active: number;
  /** Being activated with an order still to deliver. */
  activating: number;
  /** Without the permission. */
  notAllowed: number;
}

export function subscriptionsDemo(
  data: DemoData,
  r: Random,
  now: Date,
  ids: SubscriptionsDemoIds,
  makeOrder: MakeOrder,
): void {
  const categoryId = Math.max(...data.categories.map((c) => c.id as number)) + 1;
  const category: CategoryRow = {
    id: categoryId,
    parentId: null,
    name: SERVICES.name,
    slug: SERVICES.slug,
    level: 1,
    orderNo: 99,
    catalogue: 'grocery',
    food: false,
    imageUrl: `/images/categories/${SERVICES.slug}.svg`,
  };
  const leaf: CategoryRow = {
    ...category,
    id: categoryId + 1,
    parentId: categoryId,
    name: PLANS_LEAF.name,
    slug: PLANS_LEAF.slug,
    level: 2,
    orderNo: 1,
    imageUrl: `/images/categories/${PLANS_LEAF.slug}.svg`,
  };
  data.categories.push(category, leaf);
  const createdAt = new Date(now.getTime() - 200 * DAY_MS);
  SUBSCRIPTION_PLANS.forEach((plan, k) => {
    const id = data.meta.products + k + 1;
    const product: ProductRow = {
      id,
      // Codes of a range the catalogue's (1,000,003 + 7·i) never reaches below 14 million products.
      code: String(99_000_001 + k),
      description: plan.name,
      brand: 'Mercato',
      label: plan.deliveries === -1 ? `${plan.periodDays} giorni, rinnovabile` : `${plan.periodDays} giorni`,
      categoryId: leaf.id as number,
      catalogue: 'grocery',
      productType: 'SUBSCRIPTION',
      barcode: null,
      priceCents: plan.priceCents,
      unitPriceCents: plan.priceCents,
      unitOfMeasure: 'pz',
      netQuantity: 1,
      variableWeight: false,
      averageWeightGrams: null,
      vatPercent: 22,
      pharmacy: false,
      medicine: false,
      medicineClass: null,
      aicCode: null,
      imagePath: `/images/products/${String(99_000_001 + k)}.svg`,
      tags: [],
      mainOriginCountry: null,
      nutrition: null,
      // A service, not goods: stock that never runs out, one per order.
      availableQuantity: 1_000_000,
      maxPurchasableQuantity: 1,
      outOfStock: false,
      premium: false,
      giftWrapAllowed: false,
      raee: false,
      ratingAvgTenths: 0,
      ratingVotes: 0,
      preparationHours: 0,
      active: true,
      createdAt,
    };
    data.subscriptionProducts.push(product);
    data.subscriptionProductPrices.push({
      productId: id,
      priceCents: plan.priceCents,
      validFrom: createdAt,
      validTo: null,
    } satisfies ProductPriceRow);
    data.subscriptionPlans.push({
      id: k + 1,
      code: plan.code,
      productId: id,
      name: plan.name,
      description: plan.description,
      deliveries: plan.deliveries,
      periodDays: plan.periodDays,
      terms: [...plan.terms, ...COMMON_TERMS],
      orderNo: k + 1,
      onSale: true,
    } satisfies Insert<typeof subscriptionPlans>);
  });

  // The orders first. makeOrder numbers their lines from its own counter, which the orders area's extra
  // lines (numbered after it) overtook: their lines are numbered again after every other line.
  const bought = makeOrder(ids.active, 40, 'supermercato', 'CONSEGNATO', false, r);
  const open = makeOrder(ids.activating, 0, 'supermercato', 'IN_LAVORAZIONE', true, r);
  const mine = new Set([bought, open]);
  let nextItem = Math.max(0, ...data.orderItems.filter((i) => !mine.has(i.orderId)).map((i) => i.id as number)) + 1;
  for (const line of data.orderItems) if (mine.has(line.orderId)) line.id = nextItem++;
  const orderOf = (id: number) => data.orders.find((o) => o.id === id) as Insert<typeof orders>;
  /** The plan's line added to order `orderId` (its totals follow). */
  const withPlan = (orderId: number, k: number) => {
    const plan = SUBSCRIPTION_PLANS[k]!;
    const product = data.subscriptionProducts[k]!;
    data.orderItems.push({
      id: nextItem++,
      orderId,
      productId: product.id,
      productCode: product.code,
      description: `${product.description} ${product.brand} ${product.label}`,
      quantity: 1,
      weightGrams: null,
      unitPriceCents: plan.priceCents,
      discountCents: 0,
      finalPriceCents: plan.priceCents,
      vatPercent: 22,
      hasPromo: false,
      isSubstitute: false,
      vote: null,
    });
    const o = orderOf(orderId);
    o.totalPriceCents = (o.totalPriceCents as number) + plan.priceCents;
    o.totalAmountCents = (o.totalAmountCents as number) + plan.priceCents;
  };
  const subs: Insert<typeof customerSubscriptions>[] = data.customerSubscriptions;

  // Active: 'Consegna Gratis Continuativa' bought 40 days ago, delivered, renewed once automatically.
  if (bought) {
    withPlan(bought, 2);
    const o = orderOf(bought);
    o.deliveredAt = o.slotEndTime as Date;
    const start = o.deliveredAt as Date;
    const period = SUBSCRIPTION_PLANS[2]!.periodDays * DAY_MS;
    let end = start.getTime() + period;
    while (end <= now.getTime()) end += period;
    subs.push({
      id: subs.length + 1,
      customerId: ids.active,
      planId: 3,
      orderId: bought,
      status: 'ATTIVO',
      startDate: start,
      endDate: new Date(end),
      remainingCounter: -1,
      autoRenewal: true,
      version: 1,
      createdAt: o.orderInsertTime as Date,
      updatedAt: start,
    });
  }
  // Being activated: 'Consegna Gratis Mensile' in an order to be delivered in two days.
  if (open) {
    withPlan(open, 0);
    const o = orderOf(open);
    subs.push({
      id: subs.length + 1,
      customerId: ids.activating,
      planId: 1,
      orderId: open,
      status: 'IN_ATTIVAZIONE',
      startDate: null,
      endDate: null,
      remainingCounter: SUBSCRIPTION_PLANS[0]!.deliveries,
      autoRenewal: false,
      version: 0,
      createdAt: o.orderInsertTime as Date,
      updatedAt: o.orderInsertTime as Date,
    });
  }
  data.notAllowedCustomers.push(ids.notAllowed);
}
