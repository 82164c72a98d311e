// Product generator: product i is made from its own PRNG stream, so any product can be generated alone
// and a catalogue of N products always starts with the same products as a smaller one.
import type { InfoType, NutritionValues } from '../schema/catalogue.ts';
import type { categories, productInfos, productPrices, products, promotions } from '../schema/catalogue.ts';
import { slugify } from '@mercato/contracts';
import { withEanCheckDigit } from '../../ean.ts';
import { escapeHtml } from '../../html.ts';
import { DEPARTMENTS, QUALITY_CLAIMS, type LeafData } from './catalogue-data.ts';
import { Random } from './random.ts';
import { DAY_MS } from './time.ts';

/** Departments whose products may be gift-wrapped at checkout (orders §5 'Gift wrap only where the product allows'). */
const GIFT_WRAP_DEPARTMENTS = new Set([
  'Vini rossi',
  'Vini bianchi e rosati',
  'Spumanti e champagne',
  'Liquori e distillati',
  'Cioccolato e caramelle',
]);

export type CategoryRow = typeof categories.$inferInsert;
export type ProductRow = typeof products.$inferInsert;

export type ProductPriceRow = typeof productPrices.$inferInsert;
export type PromotionRow = typeof promotions.$inferInsert;
export type ProductInfoRow = typeof productInfos.$inferInsert;

export interface Leaf {
  data: LeafData;
  categoryId: number;
  catalogue: 'grocery' | 'pharma';
  food: boolean;
  departmentName: string;
}

export interface CatalogueTree {
  categories: CategoryRow[];
  leaves: Leaf[];
  /** Department category ids by catalogue, in order. */
  departments: { id: number; name: string; slug: string; catalogue: 'grocery' | 'pharma'; leafIds: number[] }[];
}

export function buildCategoryTree(): CatalogueTree {
  const rows: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  const departments: CatalogueTree['departments'] = [];
  let id = 1;
  DEPARTMENTS.forEach((dep, di) => {
    const depId = id++;
    const slug = slugify(dep.name);
    rows.push({
      id: depId,
      parentId: null,
      name: dep.name,
      slug,
      level: 1,
      orderNo: di + 1,
      catalogue: dep.catalogue,
      food: dep.food,
      imageUrl: `/images/categories/${slug}.svg`,
    });
    const entry = { id: depId, name: dep.name, slug, catalogue: dep.catalogue, leafIds: [] as number[] };
    departments.push(entry);
    dep.leaves.forEach((leaf, li) => {
      const leafId = id++;
      const leafSlug = slugify(leaf.name);
      rows.push({
        id: leafId,
        parentId: depId,
        name: leaf.name,
        slug: leafSlug,
        level: 2,
        orderNo: li + 1,
        catalogue: dep.catalogue,
        food: dep.food,
        imageUrl: `/images/categories/${leafSlug}.svg`,
      });
      leaves.push({
        data: leaf,
        categoryId: leafId,
        catalogue: dep.catalogue,
        food: dep.food,
        departmentName: dep.name,
      });
      entry.leafIds.push(leafId);
    });
  });
  return { categories: rows, leaves, departments };
}

export interface GeneratedProduct {
  product: ProductRow;
  prices: ProductPriceRow[];
  promotion: PromotionRow | null;
  infos: ProductInfoRow[];
}

/** Product code of product index i (0-based): 7 digits, unique. */
export function productCode(i: number): string {
  return String(1_000_000 + i * 7 + 3);
}

function ean13(i: number): string {
  return withEanCheckDigit(`80${String(i + 12_345).padStart(10, '0')}`);
}

/** Rounds a price in cents to a shop-like ending in 9 (min 19 cents). */
function shopPrice(cents: number): number {
  if (cents < 100) return Math.max(19, Math.round(cents / 10) * 10 + 9 - 10);
  return Math.max(19, Math.round(cents / 10) * 10 - 1);
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function jitterNutrition(rng: Random, n: LeafData['nutri']): NutritionValues | null {
  if (!n) return null;
  const j = () => 0.85 + rng.next() * 0.3;
  const kcal = Math.round(n[0] * j());
  const fat = round1(n[1] * j());
  const carbohydrates = round1(n[3] * j());
  return {
    energyKj: Math.round(kcal * 4.184),
    energyKcal: kcal,
    fat,
    saturatedFat: Math.min(fat, round1(n[2] * j())),
    carbohydrates,
    sugars: Math.min(carbohydrates, round1(n[4] * j())),
    fibre: round1(n[5] * j()),
    protein: round1(n[6] * j()),
    salt: Math.round(n[7] * j() * 100) / 100,
  };
}

function formatEuro(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;
}

function nutritionTable(n: NutritionValues, unit: 'kg' | 'l' | 'pz'): string {
  const per = unit === 'l' ? '100 ml' : '100 g';
  const row = (label: string, value: string) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`;
  const g = (x: number) => `${String(x).replace('.', ',')} g`;
  return (
    `<table><caption>Valori nutrizionali medi per ${per}</caption><tbody>` +
    row('Energia', `${n.energyKj} kJ / ${n.energyKcal} kcal`) +
    row('Grassi', g(n.fat)) +
    row('di cui acidi grassi saturi', g(n.saturatedFat)) +
    row('Carboidrati', g(n.carbohydrates)) +
    row('di cui zuccheri', g(n.sugars)) +
    row('Fibre', g(n.fibre)) +
    row('Proteine', g(n.protein)) +
    row('Sale', g(n.salt)) +
    '</tbody></table>'
  );
}

const PERCENTS = [10, 15, 20, 25, 30, 33, 40, 50];
const MXN: [number, number][] = [
  [3, 2],
  [2, 1],
  [4, 3],
  [3, 2],
];
const AVG_WEIGHTS = [250, 300, 400, 500, 600, 800, 1000, 1200];

/**
 * Makes product i (0-based). ids are i + 1; promotion ids are i + 1 too (sparse); price rows carry no id.
 * `grocery` products are sold in supermercato / drive / prenotazioni, `pharma` in pharma / pharma-drive.
 */
export function makeProduct(seed: number, tree: CatalogueTree, i: number, now: Date): GeneratedProduct {
  const rng = new Random(seed, 1_000_000 + i);
  const leafIndex = i % tree.leaves.length;
  const k = Math.floor(i / tree.leaves.length);
  const leaf = tree.leaves[leafIndex];
  const d = leaf.data;
  const id = i + 1;
  const code = productCode(i);

  const item = k < d.items.length ? d.items[k] : rng.pick(d.items);
  // 'name|format' items carry their own format label
  const [base, itemFormat] = item.split('|') as [string, string | undefined];
  const variant = k < d.items.length || !d.variants || rng.chance(0.25) ? null : rng.pick(d.variants);
  const description = variant ? `${base} ${variant}` : base;
  const brand = k < d.items.length ? d.brands[k % d.brands.length] : rng.pick(d.brands);

  const variableWeight = !!d.vw && rng.chance(d.vw);
  const ppuRange = d.ppu;
  // log-uniform price per unit
  const ppu = Math.round(
    Math.exp(Math.log(ppuRange[0]) + rng.next() * (Math.log(ppuRange[1]) - Math.log(ppuRange[0]))),
  );

  let label: string;
  let netQuantity: number;
  let priceCents: number;
  let unitPriceCents: number;
  let averageWeightGrams: number | null = null;
  if (variableWeight) {
    averageWeightGrams = rng.pick(AVG_WEIGHTS);
    label =
      averageWeightGrams >= 1000
        ? `circa ${String(averageWeightGrams / 1000).replace('.', ',')} kg`
        : `circa ${averageWeightGrams} g`;
    netQuantity = averageWeightGrams;
    unitPriceCents = shopPrice(ppu);
    priceCents = Math.max(19, Math.round((unitPriceCents * averageWeightGrams) / 1000));
  } else {
    const formats = d.formats.filter(([l]) => l !== 'al kg' && !l.startsWith('circa'));
    const [fl, fq] = rng.pick(formats);
    label = itemFormat ?? fl;
    netQuantity = fq;
    const raw = d.unit === 'pz' ? ppu * fq : (ppu * fq) / 1000;
    priceCents = shopPrice(raw);
    unitPriceCents =
      d.unit === 'pz' ? Math.max(1, Math.round(priceCents / fq)) : Math.max(1, Math.round((priceCents * 1000) / fq));
  }

  const tags = new Set<string>();
  for (const t of d.tags ?? []) if (t !== 'bio' && rng.chance(0.5)) tags.add(t);
  if (variant?.includes('bio') || base.includes('biologic')) tags.add('bio');
  if (variant?.includes('senza glutine') || base.includes('senza glutine')) tags.add('senza glutine');
  if (variant?.includes('senza lattosio') || base.includes('senza lattosio')) tags.add('senza lattosio');
  if (/DOP|IGP|DOC|DOCG/.test(base)) tags.add('italiano');

  const nutrition = leaf.food ? jitterNutrition(rng, d.nutri) : null;
  const medicine = !!d.medicine;
  const pharmacy = leaf.catalogue === 'pharma';
  const medicineClass: 'SOP' | 'OTC' | null = medicine ? (rng.chance(0.5) ? 'SOP' : 'OTC') : null;
  const origin = d.origin ? rng.pick(d.origin) : null;
  // chosen: fresh fruit, vegetables and fish offer the first origin of their department's list (Italia)
  // and their own, or the next one when theirs is Italia (a single choice: 'Italia' or 'Spagna'), beef
  // every raised/slaughtered pair of its list (a multiple choice). Derived without the generator's
  // random numbers, so every other value of the demo data stays.
  const originChoices =
    !d.originChoice || !d.origin || !origin || d.origin.length < 2
      ? []
      : d.originChoice === 'multiple'
        ? [...d.origin]
        : [d.origin[0]!, origin === d.origin[0] ? d.origin[1]! : origin];
  const available = rng.chance(0.02) ? 0 : rng.int(5, 250);
  const createdAt = new Date(now.getTime() - rng.int(100, 700) * DAY_MS);

  const product: ProductRow = {
    id,
    code,
    description,
    brand,
    label,
    categoryId: leaf.categoryId,
    catalogue: leaf.catalogue,
    productType: 'GROCERY',
    barcode: ean13(i),
    priceCents,
    unitPriceCents,
    unitOfMeasure: d.unit,
    netQuantity,
    variableWeight,
    averageWeightGrams,
    vatPercent: d.vat,
    pharmacy,
    medicine,
    medicineClass,
    aicCode: medicine ? `0${String(30_000_000 + i * 11).slice(-8)}` : null,
    imagePath: `/images/products/${code}.svg`,
    tags: [...tags].sort(),
    mainOriginCountry: origin,
    originChoices,
    originChoiceMultiple: d.originChoice === 'multiple' && originChoices.length > 0,
    nutrition,
    availableQuantity: available,
    maxPurchasableQuantity: medicine ? 5 : 99,
    outOfStock: available === 0,
    premium: rng.chance(0.01),
    // chosen: gift wrap for what Italians give as a present (wine, bubbles, spirits, chocolate); decided by
    // the department, not the generator's random numbers, so every other value of the demo data stays.
    giftWrapAllowed: GIFT_WRAP_DEPARTMENTS.has(d.name),
    raee: false,
    ratingAvgTenths: rng.chance(0.7) ? rng.int(30, 50) : 0,
    ratingVotes: 0,
    preparationHours: rng.chance(0.03) ? 48 : 0,
    active: true,
    createdAt,
  };
  product.ratingVotes = product.ratingAvgTenths ? rng.int(1, 400) : 0;

  // Promotions and price history
  let promotion: PromotionRow | null = null;
  const prices: ProductPriceRow[] = [];
  const inPromo = !product.outOfStock && rng.chance(0.16);
  if (inPromo) {
    const startsAt = new Date(now.getTime() - rng.int(0, 6) * DAY_MS);
    const endsAt = new Date(startsAt.getTime() + rng.int(10, 21) * DAY_MS);
    const roll = rng.next();
    const fidatyOnly = rng.chance(0.2);
    if (roll < 0.55) {
      const percent = rng.pick(PERCENTS);
      promotion = {
        id,
        code: `PR${code}`,
        productId: id,
        type: 'PERCENTAGE',
        percent,
        promoPriceCents: null,
        m: null,
        n: null,
        label: `-${percent}%`,
        description: `Sconto ${percent}%${fidatyOnly ? ' con carta fedeltà' : ''}`,
        fidatyOnly,
        navigation: null,
        startsAt,
        endsAt,
      };
    } else if (roll < 0.8) {
      const [m, n] = rng.pick(MXN);
      promotion = {
        id,
        code: `PR${code}`,
        productId: id,
        type: 'MXN',
        percent: null,
        promoPriceCents: null,
        m,
        n,
        label: `${m}x${n}`,
        description: `Prendi ${m} paghi ${n}`,
        fidatyOnly,
        navigation: null,
        startsAt,
        endsAt,
      };
    } else {
      const promoPriceCents = Math.min(priceCents - 10, shopPrice(priceCents * (0.7 + rng.next() * 0.15)));
      if (promoPriceCents > 0) {
        promotion = {
          id,
          code: `PR${code}`,
          productId: id,
          type: 'FIXED_PRICE',
          percent: null,
          promoPriceCents,
          m: null,
          n: null,
          label: 'Prezzo speciale',
          description: `Prezzo speciale ${formatEuro(promoPriceCents)}`,
          fidatyOnly,
          navigation: null,
          startsAt,
          endsAt,
        };
      }
    }
    // 30+ days of history before the promotion: three periods, the middle one sometimes lower.
    const t0 = new Date(startsAt.getTime() - 75 * DAY_MS);
    const t1 = new Date(startsAt.getTime() - rng.int(35, 50) * DAY_MS);
    const t2 = new Date(startsAt.getTime() - rng.int(8, 25) * DAY_MS);
    const p0 = shopPrice(priceCents * (0.9 + rng.next() * 0.1));
    const p1 = shopPrice(priceCents * (rng.chance(0.35) ? 0.88 + rng.next() * 0.1 : 1 + rng.next() * 0.08));
    if (product.createdAt && product.createdAt > t0) product.createdAt = new Date(t0.getTime() - DAY_MS);
    prices.push({ productId: id, priceCents: p0, validFrom: t0, validTo: t1 });
    prices.push({ productId: id, priceCents: p1, validFrom: t1, validTo: t2 });
    prices.push({ productId: id, priceCents, validFrom: t2, validTo: null });
  } else if (rng.chance(0.15)) {
    const t1 = new Date(now.getTime() - rng.int(20, 90) * DAY_MS);
    prices.push({
      productId: id,
      priceCents: shopPrice(priceCents * (0.92 + rng.next() * 0.1)),
      validFrom: product.createdAt as Date,
      validTo: t1,
    });
    prices.push({ productId: id, priceCents, validFrom: t1, validTo: null });
  } else {
    prices.push({ productId: id, priceCents, validFrom: product.createdAt as Date, validTo: null });
  }

  // Info blocks
  const infos: ProductInfoRow[] = [];
  const add = (infoType: InfoType, title: string, html: string) =>
    infos.push({ productId: id, infoType, title, html, orderNo: infos.length + 1 });
  const name = escapeHtml(`${description} ${brand}`);
  const claim = escapeHtml(rng.pick(QUALITY_CLAIMS));
  if (medicine) {
    add(
      'HTML',
      'Descrizione',
      `<p><strong>${name}</strong>, ${escapeHtml(label)}.</p><p>È un medicinale senza obbligo di prescrizione (${medicineClass}). Leggere attentamente il foglio illustrativo. Non superare le dosi consigliate. Se i sintomi persistono consultare il medico.</p>`,
    );
    add('SPM_COMPOSIZIONE', 'Composizione', `<p>${escapeHtml(d.composition ?? '')}</p>`);
    add('SPM_CONSIGLI_USO', "Modalità d'uso", `<p>${escapeHtml(d.usage ?? '')}</p>`);
  } else {
    add('HTML', 'Descrizione', `<p><strong>${name}</strong>, ${escapeHtml(label)}.</p><p>${claim}</p>`);
    const car: string[] = [`Formato: ${label}`, `Marca: ${brand}`];
    if (variableWeight) car.push('Prodotto a peso variabile: il prezzo finale è calcolato sul peso effettivo');
    if (origin) car.push(`Origine: ${origin.replace('_', ' / ')}`);
    if (product.tags?.length) car.push(`Caratteristiche: ${product.tags.join(', ')}`);
    add('SPM_CARATTERISTICHE', 'Caratteristiche', `<ul>${car.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>`);
    if (leaf.food) {
      add('SPM_INGREDIENTI', 'Ingredienti', `<p>${escapeHtml(d.ingr ?? base)}</p>`);
      if (nutrition) add('SPM_VALORI_NUTRIZIONALI', 'Valori nutrizionali', nutritionTable(nutrition, d.unit));
    } else if (d.composition) {
      add('SPM_COMPOSIZIONE', 'Composizione', `<p>${escapeHtml(d.composition)}</p>`);
    }
    if (d.usage) add('SPM_CONSIGLI_USO', "Consigli d'uso", `<p>${escapeHtml(d.usage)}</p>`);
  }

  return { product, prices, promotion, infos };
}
