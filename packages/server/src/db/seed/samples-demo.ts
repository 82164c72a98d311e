// Campioncini omaggio demo (issue 34; contracts samples.ts, docs/adr/0054): free samples of product type
// CAMPIONCINI, made after everything else and without random numbers, so the data made before them stays
// byte for byte. Their ids come after the subscription plans' (past the whole catalogue), their codes from
// a range the catalogue never reaches, each catalogue's in a category of its own that no menu links
// ('Campioncini omaggio'). Pictures come from their names as every product's (docs/adr/0032).
//
// chosen: what Italian supermarkets and online pharmacies hand out as samples — small formats of creams,
// shampoo, toothpaste, coffee, tea, biscuits and supplements — with a few hundred pieces each, one of
// them nearly gone (3 left) so the stock limit shows.
import type { DemoData } from './generate.ts';
import type { CategoryRow, ProductRow } from './products.ts';
import { SUBSCRIPTION_PLANS } from './subscriptions-demo.ts';
import { DAY_MS } from './time.ts';

type Catalogue = 'grocery' | 'pharma';

/** The demo samples: name, brand, format, catalogue, VAT and pieces in stock. */
export const DEMO_SAMPLES: readonly {
  description: string;
  brand: string;
  label: string;
  catalogue: Catalogue;
  vatPercent: number;
  stock: number;
}[] = [
  {
    description: 'Caffè in capsule miscela arabica',
    brand: 'Torrefazione Aurora',
    label: 'Formato prova 2 capsule',
    catalogue: 'grocery',
    vatPercent: 22,
    stock: 400,
  },
  {
    description: 'Biscotti integrali con avena',
    brand: 'Forno Mercato',
    label: 'Formato prova 2 biscotti',
    catalogue: 'grocery',
    vatPercent: 10,
    stock: 300,
  },
  {
    description: 'Cioccolato fondente 70%',
    brand: 'Dolceria Alpina',
    label: 'Formato prova 10 g',
    catalogue: 'grocery',
    vatPercent: 10,
    stock: 250,
  },
  {
    description: 'Crema mani nutriente',
    brand: 'Mercato Cura',
    label: 'Formato prova 15 ml',
    catalogue: 'grocery',
    vatPercent: 22,
    stock: 350,
  },
  {
    description: 'Shampoo delicato uso frequente',
    brand: 'Mercato Cura',
    label: 'Formato prova 20 ml',
    catalogue: 'grocery',
    vatPercent: 22,
    stock: 3,
  },
  {
    description: 'Detersivo lavatrice concentrato',
    brand: 'Casa Pulita',
    label: 'Formato prova 1 lavaggio',
    catalogue: 'grocery',
    vatPercent: 22,
    stock: 200,
  },
  {
    description: 'Crema viso idratante acido ialuronico',
    brand: 'Dermalab',
    label: 'Formato prova 5 ml',
    catalogue: 'pharma',
    vatPercent: 22,
    stock: 300,
  },
  {
    description: 'Crema solare SPF 50 bambini',
    brand: 'Solmare',
    label: 'Formato prova 15 ml',
    catalogue: 'pharma',
    vatPercent: 22,
    stock: 150,
  },
  {
    description: 'Dentifricio sbiancante',
    brand: 'Dentalia',
    label: 'Formato prova 15 ml',
    catalogue: 'pharma',
    vatPercent: 22,
    stock: 250,
  },
  {
    description: 'Integratore magnesio e potassio',
    brand: 'Vitalis',
    label: 'Formato prova 2 bustine',
    catalogue: 'pharma',
    vatPercent: 10,
    stock: 200,
  },
];

/** First code of the samples: a range the catalogue's codes (1,000,003 + 7·i) never reach. */
export const SAMPLE_CODE_BASE = 99_100_001;

export function samplesDemo(data: DemoData, now: Date): void {
  const firstCategory = Math.max(...data.categories.map((c) => c.id as number)) + 1;
  const categoryOf = new Map<Catalogue, number>();
  (['grocery', 'pharma'] as const).forEach((catalogue, k) => {
    const id = firstCategory + k;
    categoryOf.set(catalogue, id);
    data.categories.push({
      id,
      parentId: null,
      name: 'Campioncini omaggio',
      slug: catalogue === 'grocery' ? 'campioncini-omaggio' : 'campioncini-omaggio-parafarmacia',
      level: 1,
      orderNo: 100,
      catalogue,
      food: false,
      imageUrl: '/images/categories/campioncini-omaggio.svg',
    } satisfies CategoryRow);
  });
  const firstId = data.meta.products + SUBSCRIPTION_PLANS.length + 1;
  const createdAt = new Date(now.getTime() - 30 * DAY_MS);
  DEMO_SAMPLES.forEach((s, k) => {
    const code = String(SAMPLE_CODE_BASE + k);
    data.sampleProducts.push({
      id: firstId + k,
      code,
      description: s.description,
      brand: s.brand,
      label: s.label,
      categoryId: categoryOf.get(s.catalogue) as number,
      catalogue: s.catalogue,
      productType: 'CAMPIONCINI',
      barcode: null,
      // Never sold: the price is the catalogue's check (> 0) only; the order's line is 0,00 €.
      priceCents: 1,
      unitPriceCents: 1,
      unitOfMeasure: 'pz',
      netQuantity: 1,
      variableWeight: false,
      averageWeightGrams: null,
      vatPercent: s.vatPercent,
      pharmacy: s.catalogue === 'pharma',
      medicine: false,
      medicineClass: null,
      aicCode: null,
      imagePath: `/images/products/${code}.svg`,
      tags: [],
      mainOriginCountry: null,
      nutrition: null,
      availableQuantity: s.stock,
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
    } satisfies ProductRow);
  });
}
