import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoData, seedDatabase, type AnyPgDatabase, type SeedSummary } from './index.ts';
import { memoryDatabase, postgresDatabase } from './test-db.ts';
import { FALLBACK_PICTURE, pictureOfDescription } from '@mercato/contracts/pictures';

interface TestDb {
  db: unknown;
  query: <T>(text: string) => Promise<T[]>;
  close: () => Promise<void>;
}

const now = new Date('2026-11-23T00:00:00+01:00');

describe('generateDemoData', () => {
  it('is deterministic: the same seed and now give byte-identical JSON, another seed differs', () => {
    const a = JSON.stringify(generateDemoData({ seed: 1, now }));
    const b = JSON.stringify(generateDemoData({ seed: 1, now }));
    const c = JSON.stringify(generateDemoData({ seed: 2, now }));
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('wine, bubbles, spirits and chocolate may be gift-wrapped, nothing else (issue 16)', () => {
    const data = generateDemoData({ seed: 1, now, products: 600 });
    const wrapped = data.products.filter((p) => p.giftWrapAllowed);
    expect(wrapped.length).toBeGreaterThan(0);
    expect(wrapped.length).toBeLessThan(data.products.length / 4);
    const nameOf = new Map(data.categories.map((c) => [c.id, c.name]));
    const gifts = [
      'Vini rossi',
      'Vini bianchi e rosati',
      'Spumanti e champagne',
      'Liquori e distillati',
      'Cioccolato e caramelle',
    ];
    for (const p of data.products)
      expect(p.giftWrapAllowed, p.description).toBe(gifts.includes(nameOf.get(p.categoryId) as string));
  });

  it('fresh fruit, vegetables and fish offer two origins, beef every raised/slaughtered pair (orders §2)', () => {
    const data = generateDemoData({ seed: 1, now, products: 600 });
    const nameOf = new Map(data.categories.map((c) => [c.id, c.name]));
    const chosen = data.products.filter((p) => (p.originChoices ?? []).length > 0);
    expect(chosen.length).toBeGreaterThan(0);
    for (const p of chosen) {
      const category = nameOf.get(p.categoryId) as string;
      expect(['Frutta fresca', 'Verdura fresca', 'Pesce fresco', 'Carne bovina'], p.description).toContain(category);
      expect(p.originChoices, p.description).toContain(p.mainOriginCountry);
      if (category === 'Carne bovina') {
        expect(p.originChoiceMultiple).toBe(true);
        expect(p.originChoices).toEqual(['Italia_Italia', 'Francia_Italia', 'Irlanda_Irlanda']);
      } else {
        expect(p.originChoiceMultiple).toBe(false);
        expect(p.originChoices).toHaveLength(2);
      }
    }
  });

  it('gives ten campioncini omaggio, grocery and pharmacy, in stock, each with a picture of its kind', () => {
    const data = generateDemoData({ seed: 1, now });
    const samples = data.sampleProducts;
    expect(samples).toHaveLength(10);
    expect(samples.every((p) => p.productType === 'CAMPIONCINI' && p.active && (p.availableQuantity ?? 0) > 0)).toBe(
      true,
    );
    expect(new Set(samples.map((p) => p.catalogue))).toEqual(new Set(['grocery', 'pharma']));
    // A picture of what it is (no shopping cart: pictures.ts knows each name).
    for (const p of samples) expect(pictureOfDescription(p.description)).not.toEqual(FALLBACK_PICTURE);
  });

  it("runs 'Avancassa' offers: -20% on eight small items by the till, with no promotion of their own", () => {
    const data = generateDemoData({ seed: 1, now });
    const nameOf = new Map(data.categories.map((c) => [c.id, c.name]));
    const byId = new Map(data.products.map((p) => [p.id, p]));
    const counter = data.promotions.filter((p) => p.checkoutCounter);
    expect(counter).toHaveLength(8);
    for (const promo of counter) {
      const p = byId.get(promo.productId)!;
      expect(['Cioccolato e caramelle', 'Patatine e salatini']).toContain(nameOf.get(p.categoryId));
      expect(p.priceCents).toBeLessThanOrEqual(300);
      expect(promo).toMatchObject({ type: 'PERCENTAGE', percent: 20, label: '-20%', navigation: null });
      expect(data.promotions.filter((x) => x.productId === promo.productId)).toHaveLength(1);
      expect((promo.startsAt as Date).getTime()).toBeLessThan(now.getTime());
      expect((promo.endsAt as Date).getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('no seeded order is placed in the future: an order placed now is listed first', () => {
    // Seeding at any hour: the insert time used to be the day's 08:00-21:00, later than an early seed.
    for (const at of ['2026-11-23T00:00:00+01:00', '2026-11-23T07:30:00+01:00', '2026-11-23T13:00:00+01:00']) {
      const when = new Date(at);
      const late = generateDemoData({ seed: 1, now: when }).orders.filter(
        (o) => (o.orderInsertTime as Date).getTime() >= when.getTime(),
      );
      expect([at, late.map((o) => o.id)]).toEqual([at, []]);
    }
  });

  it("seeded home orders are the courier's ('**') only on streets served by courier", () => {
    const data = generateDemoData({ seed: 1, now });
    const streetOf = new Map(data.streets.map((s) => [s.id, s]));
    const addressOf = new Map(data.deliveryAddresses.map((a) => [a.id, a]));
    const home = data.orders.filter((o) => o.deliveryMethod !== 'STORE');
    expect(home.length).toBeGreaterThan(0);
    for (const o of home) {
      const street = streetOf.get(addressOf.get(o.deliveryAddressId as number)?.streetId as number);
      expect([o.id, o.deliveryMethod]).toEqual([o.id, street?.courier ? 'COURIER' : 'HOME']);
    }
    expect(new Set(home.map((o) => o.deliveryMethod))).toEqual(new Set(['COURIER', 'HOME']));
  });

  it('a larger catalogue starts with the products of a smaller one', () => {
    const small = generateDemoData({ seed: 1, now, products: 300 });
    const big = generateDemoData({ seed: 1, now, products: 600 });
    expect(JSON.stringify(big.products.slice(0, 300))).toBe(JSON.stringify(small.products));
  });

  const data = generateDemoData({ seed: 7, now });

  it('has an Italian catalogue of 2,000 products in at least 30 categories', () => {
    expect(data.products).toHaveLength(2000);
    const used = new Set(data.products.map((p) => p.categoryId));
    expect(used.size).toBeGreaterThanOrEqual(30);
    expect(new Set(data.products.map((p) => p.code)).size).toBe(2000);
    const names = data.products.map((p) => p.description);
    expect(names).toContain('Latte intero');
    expect(names).toContain('Latte parzialmente scremato');
    expect(names).toContain('Mozzarella di bufala campana DOP');
    for (const p of data.products) {
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
      expect(Number.isInteger(p.unitPriceCents) && p.unitPriceCents > 0).toBe(true);
      expect(p.imagePath).toBe(`/images/products/${p.code}.svg`);
    }
  });

  it('has promotions (percentage, fixed price, MxN) with 30 days of price history', () => {
    const types = new Set(data.promotions.map((p) => p.type));
    expect(types).toEqual(new Set(['PERCENTAGE', 'FIXED_PRICE', 'MXN']));
    expect(data.promotions.some((p) => p.label === '3x2')).toBe(true);
    for (const promo of data.promotions.slice(0, 50)) {
      const history = data.productPrices.filter((r) => r.productId === promo.productId);
      const oldest = Math.min(...history.map((r) => r.validFrom.getTime()));
      expect(promo.startsAt.getTime() - oldest).toBeGreaterThanOrEqual(30 * 86_400_000);
      expect(history.filter((r) => r.validTo === null)).toHaveLength(1);
    }
  });

  it('has variable-weight items, nutrition values for food and only non-prescription medicines', () => {
    expect(data.products.some((p) => p.variableWeight && p.unitOfMeasure === 'kg')).toBe(true);
    const food = data.products.filter((p) => p.nutrition);
    expect(food.length).toBeGreaterThan(1000);
    const medicines = data.products.filter((p) => p.medicine);
    expect(medicines.length).toBeGreaterThan(20);
    for (const m of medicines) expect(['SOP', 'OTC']).toContain(m.medicineClass);
    const infoTypes = new Set(data.productInfos.map((i) => i.infoType));
    for (const t of [
      'HTML',
      'SPM_CARATTERISTICHE',
      'SPM_INGREDIENTI',
      'SPM_CONSIGLI_USO',
      'SPM_VALORI_NUTRIZIONALI',
      'SPM_COMPOSIZIONE',
    ])
      expect(infoTypes).toContain(t);
  });

  it('has the postcodes of the four towns with their check results and real streets', () => {
    const result = (pc: string) => data.postcodes.find((p) => p.postcode === pc)?.checkResult;
    for (let pc = 20121; pc <= 20162; pc++) expect(result(String(pc))).toBe('SUPPORTED');
    for (let pc = 50121; pc <= 50145; pc++) expect(result(String(pc))).toBe('SUPPORTED');
    for (let pc = 24121; pc <= 24129; pc++) expect(result(String(pc))).toBe('SERVICE_UNAVAILABLE');
    for (let pc = 90121; pc <= 90151; pc++) expect(result(String(pc))).toBe('NOT_SUPPORTED');
    const streetNames = new Set(data.streets.map((s) => s.name));
    for (const n of [
      'Via Torino',
      'Corso Buenos Aires',
      'Via Montenapoleone',
      'Viale Monza',
      'Corso Como',
      'Via Dante',
      'Via dei Calzaiuoli',
      "Via de' Tornabuoni",
      'Borgo San Lorenzo',
      'Via XX Settembre',
      'Viale Papa Giovanni XXIII',
      'Via Maqueda',
      'Via Roma',
    ]) {
      expect(streetNames).toContain(n);
    }
    for (const p of data.postcodes)
      expect(data.streets.filter((s) => s.postcode === p.postcode).length).toBeGreaterThanOrEqual(3);
  });

  it('has services per street, some streets without home delivery', () => {
    const supported = data.streets.filter((s) => s.postcode.startsWith('201') || s.postcode.startsWith('501'));
    const withHome = new Set(data.streetServices.filter((s) => s.site === 'supermercato').map((s) => s.streetId));
    expect(supported.some((s) => !withHome.has(s.id as number))).toBe(true);
    const torino = data.streets.find((s) => s.name === 'Via Torino' && s.postcode === '20123');
    expect(
      data.streetServices
        .filter((s) => s.streetId === torino?.id)
        .map((s) => s.site)
        .sort(),
    ).toEqual(['drive', 'pharma', 'pharma-drive', 'prenotazioni', 'supermercato']);
    const bergamo = new Set(data.streets.filter((s) => s.postcode.startsWith('241')).map((s) => s.id));
    expect(data.streetServices.some((s) => bergamo.has(s.streetId))).toBe(false);
  });

  it('has drives with lockers and private codes, Prenota e Ritira stores and 14 days of slots', () => {
    expect(data.drives.some((d) => d.privateCode)).toBe(true);
    expect(data.drives.some((d) => d.lockers)).toBe(true);
    expect(new Set(data.drives.map((d) => d.townName))).toEqual(new Set(['Milano', 'Firenze']));
    expect(new Set(data.pickupStores.map((d) => d.townName))).toEqual(new Set(['Milano', 'Firenze']));
    const areaDays = new Set(data.deliverySlots.filter((s) => s.deliveryAreaId === 1).map((s) => s.slotDate));
    expect(areaDays.size).toBe(14);
    expect(data.deliverySlots.some((s) => s.booked === s.capacity)).toBe(true);
    expect(data.deliverySlots.some((s) => s.eco)).toBe(true);
    const first = data.deliverySlots[0];
    expect(first.slotDate).toBe('2026-11-23');
    expect(first.startsAt.toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });

  it('has the demo customers', () => {
    const byEmail = (e: string) => data.customers.find((c) => c.email === e);
    expect(byEmail('mario.rossi@example.it')).toMatchObject({
      gender: 'M',
      agreementEcommerceRule: true,
      card: { type: 'ORO' },
    });
    expect(byEmail('giulia.bianchi@example.it')).toMatchObject({ gender: 'F', card: { type: 'PLUS' } });
    expect(byEmail('luca.verdi@example.it')).toMatchObject({
      gender: 'M',
      agreementEcommerceRule: false,
      card: { type: 'VERDE' },
    });
    expect(byEmail('staff@example.it')).toMatchObject({ role: 'staff' });
    expect(data.customers.length).toBeGreaterThanOrEqual(24);
    const giulia = byEmail('giulia.bianchi@example.it')?.id;
    const addresses = data.deliveryAddresses.filter((a) => a.customerId === giulia);
    expect(addresses.filter((a) => a.deliveryMethod === 'F' && a.town === 'Milano')).toHaveLength(2);
    expect(addresses.some((a) => a.deliveryMethod === 'D')).toBe(true);
    expect(data.messages.find((m) => m.customerId === giulia)?.title).toBe('Benvenuta in Mercato');
  });

  it('has content: CMS pages, menus for every navigation, footer, company, cookie centre', () => {
    for (const url of [
      '/customer-service',
      '/privacy-policy',
      '/cookie-policy',
      '/sale-condition',
      '/legal-note',
      '/accessibility',
      '/customer-faq',
    ]) {
      expect(data.cmsPages.some((p) => p.url === url)).toBe(true);
    }
    expect(data.cmsPages.find((p) => p.url === '/customer-service')?.html).toContain('Domenica: 8:30-20:00');
    for (const nav of ['supermercato', 'drive', 'pharma', 'pharma-drive', 'prenotazioni'] as const) {
      const top = data.menuItems.filter((m) => m.navigation === nav && m.kind === 'top');
      expect(top.length).toBeGreaterThanOrEqual(6);
      const bar = data.menuItems.filter((m) => m.navigation === nav && m.kind === 'navBar');
      for (const m of bar) expect(m.pagePath).toBe(`/${nav}/menu/${m.id}/${m.pagePath.split('/').pop()}`);
      expect(data.banners.some((b) => b.navigation === nav)).toBe(true);
      expect(
        data.cookieSections.filter((c) => c.navigation === nav && c.channel === 'web').map((c) => c.cookieKey),
      ).toEqual(['technical', 'analytics', 'profiling']);
    }
    expect(data.companyInfo[0]).toMatchObject({ label: 'Mercato S.p.A.', vat: 'P.IVA 01234567890' });
    expect(data.footerLinks.map((l) => l.url)).toEqual(
      expect.arrayContaining([
        '/customer-service',
        '/privacy-policy',
        '/cookie-policy',
        '/sale-condition',
        '/legal-note',
        '/accessibility',
        '/customer-faq',
      ]),
    );
  });
});

const backends: [string, () => Promise<TestDb>][] = [['PGlite', memoryDatabase]];
if (process.env.DATABASE_URL_TEST)
  backends.push(['PostgreSQL', () => postgresDatabase(process.env.DATABASE_URL_TEST as string)]);

describe.each(backends)('seedDatabase on %s', (backend, open) => {
  let ctx: TestDb;
  let summary: SeedSummary;

  beforeAll(async () => {
    ctx = await open();
    summary = await seedDatabase(ctx.db as AnyPgDatabase, { seed: 1, now });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const one = async <T>(query: string): Promise<T> => (await ctx.query<T>(query))[0];

  it('inserts the fixtures', async () => {
    // The catalogue's 2,000 and, after them, the three subscription plans' products (issue 40) and the ten
    // campioncini omaggio (issue 34).
    expect(summary.counts.products).toBe(2013);
    expect((await one<{ n: number }>("select count(*)::int as n from products where product_type = 'GROCERY'")).n).toBe(
      2000,
    );
    expect(
      await ctx.query<{ id: number; type: string }>(
        'select id, product_type as type from products where id > 2000 order by id',
      ),
    ).toEqual([
      ...[2001, 2002, 2003].map((id) => ({ id, type: 'SUBSCRIPTION' })),
      ...Array.from({ length: 10 }, (_, k) => ({ id: 2004 + k, type: 'CAMPIONCINI' })),
    ]);
    expect(
      (await one<{ n: number }>('select count(distinct category_id)::int as n from products')).n,
    ).toBeGreaterThanOrEqual(30);
    expect((await one<{ r: string }>("select check_result as r from postcodes where postcode = '24121'")).r).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect((await one<{ r: string }>("select check_result as r from postcodes where postcode = '90133'")).r).toBe(
      'NOT_SUPPORTED',
    );
    expect((await one<{ r: string }>("select check_result as r from postcodes where postcode = '20123'")).r).toBe(
      'SUPPORTED',
    );
    expect(
      (await one<{ n: number }>('select count(*)::int as n from drives where private_code is not null')).n,
    ).toBeGreaterThan(0);
    expect(
      (await one<{ n: number }>("select count(*)::int as n from products where description ilike '%latte%'")).n,
    ).toBeGreaterThan(10);
    expect(
      (await one<{ n: number }>("select count(*)::int as n from cms_pages where url = '/customer-service'")).n,
    ).toBe(1);
    expect((await one<{ n: number }>('select count(*)::int as n from delivery_slots')).n).toBeGreaterThan(1000);
  });

  it("inserts the demo customers, their cards and giulia's welcome message into the platform tables", async () => {
    const rows = await ctx.query<{
      email: string;
      gender: string;
      role: string;
      agreement: boolean;
      card: string | null;
      hash: string;
    }>(
      `select c.email, c.gender, c.role, c.agreement_ecommerce_rule as agreement, f.type as card, c.password_hash as hash
         from customers c left join fidaty_cards f on f.customer_id = c.id where c.email like '%@example.it'`,
    );
    const by = (e: string) => rows.find((r) => r.email === e);
    expect(by('mario.rossi@example.it')).toMatchObject({ gender: 'M', role: 'customer', agreement: true, card: 'ORO' });
    expect(by('giulia.bianchi@example.it')).toMatchObject({ gender: 'F', card: 'PLUS' });
    expect(by('luca.verdi@example.it')).toMatchObject({ gender: 'M', agreement: false, card: 'VERDE' });
    expect(by('staff@example.it')).toMatchObject({ role: 'staff' });
    expect(rows.length).toBeGreaterThanOrEqual(24);
    const { verifyPassword } = await import('../../auth/password.ts');
    expect(await verifyPassword('Mercato2026!', by('mario.rossi@example.it')?.hash as string)).toBe(true);
    const welcome = await ctx.query<{ title: string }>(
      "select m.title from messages m join customers c on c.id = m.customer_id where c.email = 'giulia.bianchi@example.it' and m.read_at is null",
    );
    expect(welcome.map((m) => m.title)).toContain('Benvenuta in Mercato');
    const giulia = await ctx.query<{ n: number }>(
      "select count(*)::int as n from delivery_addresses a join customers c on c.id = a.customer_id where c.email = 'giulia.bianchi@example.it'",
    );
    expect(giulia[0].n).toBeGreaterThanOrEqual(3);
  });

  it('leaves identity sequences past the seeded ids', async () => {
    const row = await one<{ id: number }>(
      "insert into towns (name, province, province_short_name, region) values ('Torino', 'Torino', 'TO', 'Piemonte') returning id",
    );
    expect(row.id).toBe(5);
  });

  it('reports its timings', () => {
    // reported, not asserted: benchmarks print figures
    expect(summary.timings.totalMs).toBeGreaterThan(0);
    console.log(`seed of 2,000 products on ${backend}: ${JSON.stringify(summary.timings)}`);
  });
});
