// Slot fixtures for the server tests: a town with a served postcode (delivery area), an unserved one, a
// Clicca e Vai point, a week of slots as each owner's weekly pattern (the horizon copies it forward), and
// shoppers signed in with a session of their own (no password round trip: 200 of them in the
// concurrency test).
import { fromRomeLocal } from '@mercato/contracts/format/date';
import { SESSION_COOKIE, XSRF_COOKIE } from '../auth/cookies.ts';
import { categories, products } from '../db/schema/catalogue.ts';
import {
  deliveryAddresses,
  deliveryAreas,
  deliverySlots,
  drives,
  postcodes,
  streets,
  towns,
} from '../db/schema/geo.ts';
import { TIME_RANGES } from '../db/seed/generate.ts';
import { addDays } from '../services/slot-rules/time.ts';
import type { Shop } from '../shop.ts';
import { Client, createCustomer } from './databases.ts';

/** The demo data's time ranges: the tests' slots have the shop's own. */
export { TIME_RANGES };

export interface SlotWorld {
  areaId: number;
  otherAreaId: number;
  driveId: number;
  postcode: string;
  otherPostcode: string;
  unservedPostcode: string;
  streetId: number;
}

/** The UTC instant of a Rome day and time, by the spec's summer-time rule. */
export function romeInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return fromRomeLocal(y, m, d, h, min);
}

type Owner = { deliveryAreaId: number } | { driveId: number };

/** Seven days of slots from `firstDay` (every range; capacity and price as given) for an owner. */
export async function insertWeek(
  shop: Shop,
  owner: Owner,
  firstDay: string,
  opts: { capacity?: number; price?: number; site?: 'supermercato' | 'drive' } = {},
): Promise<void> {
  const rows: (typeof deliverySlots.$inferInsert)[] = [];
  for (let i = 0; i < 7; i++) {
    const day = addDays(firstDay, i);
    TIME_RANGES.forEach(([start, end], r) => {
      rows.push({
        site: opts.site ?? ('driveId' in owner ? 'drive' : 'supermercato'),
        deliveryAreaId: 'deliveryAreaId' in owner ? owner.deliveryAreaId : null,
        driveId: 'driveId' in owner ? owner.driveId : null,
        slotDate: day,
        startTime: start,
        endTime: end,
        startsAt: romeInstant(day, start),
        endsAt: romeInstant(day, end),
        timeRangeId: r + 1,
        priceCents: opts.price ?? 390,
        eco: r === 2,
        fast: r === 0,
        capacity: opts.capacity ?? 20,
        booked: 0,
      });
    });
  }
  await shop.db.insert(deliverySlots).values(rows);
}

/** Towns, areas, postcodes, a street and a pickup point; no slots. */
export async function slotWorld(shop: Shop): Promise<SlotWorld> {
  const [town] = await shop.db
    .insert(towns)
    .values({ name: 'Milano', province: 'Milano', provinceShortName: 'MI', region: 'Lombardia' })
    .returning({ id: towns.id });
  const [area, other] = await shop.db
    .insert(deliveryAreas)
    .values([
      { code: 'MI-CENTRO', name: 'Milano centro', townId: town.id },
      { code: 'MI-NORD', name: 'Milano nord', townId: town.id },
    ])
    .returning({ id: deliveryAreas.id });
  await shop.db.insert(postcodes).values([
    { postcode: '20121', townId: town.id, checkResult: 'SUPPORTED', deliveryAreaId: area.id },
    { postcode: '20161', townId: town.id, checkResult: 'SUPPORTED', deliveryAreaId: other.id },
    { postcode: '20199', townId: town.id, checkResult: 'NOT_SUPPORTED', deliveryAreaId: null },
  ]);
  const [street] = await shop.db
    .insert(streets)
    .values({ postcode: '20121', townId: town.id, name: 'Corso Buenos Aires' })
    .returning({ id: streets.id });
  const [drive] = await shop.db
    .insert(drives)
    .values({
      code: 'CV-MI-1',
      site: 'drive',
      description: 'Clicca e Vai Milano',
      streetName: 'Via Torino',
      townId: town.id,
      townName: 'Milano',
      province: 'Milano',
      provinceShortName: 'MI',
      region: 'Lombardia',
      postCode: '20121',
    })
    .returning({ id: drives.id });
  return {
    areaId: area.id,
    otherAreaId: other.id,
    driveId: drive.id,
    postcode: '20121',
    otherPostcode: '20161',
    unservedPostcode: '20199',
    streetId: street.id,
  };
}

export interface Shopper {
  id: number;
  client: Client;
}

/**
 * A customer whose shopping address is at `postcode` (home delivery) or at a pickup point, signed in
 * (a session made directly), calling from a client address of their own.
 */
export async function shopper(
  shop: Shop,
  where: { postcode: string } | { driveId: number; postcode: string },
  clientAddress = `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
): Promise<Shopper> {
  const customer = await createCustomer(shop, {}, null);
  await shop.db.insert(deliveryAddresses).values({
    customerId: customer.id,
    deliveryMethod: 'driveId' in where ? 'D' : 'F',
    identifier: 'Casa',
    currentAddress: true,
    postCode: where.postcode,
    town: 'Milano',
    street: 'Corso Buenos Aires',
    houseNumber: '1',
    driveId: 'driveId' in where ? where.driveId : null,
  });
  const session = await shop.services.sessions.create({ kind: 'logged', customerId: customer.id });
  const client = new Client(shop, clientAddress);
  client.cookies.set(SESSION_COOKIE, session.id);
  client.cookies.set(XSRF_COOKIE, session.xsrfToken);
  return { id: customer.id, client };
}

/** A grocery product (with a preparation time in hours when given). */
export async function product(shop: Shop, code: string, preparationHours = 0): Promise<number> {
  let [cat] = await shop.db.select({ id: categories.id }).from(categories).limit(1);
  if (!cat)
    [cat] = await shop.db
      .insert(categories)
      .values({ name: 'Dispensa', slug: 'dispensa', level: 1, catalogue: 'grocery' })
      .returning({ id: categories.id });
  const [p] = await shop.db
    .insert(products)
    .values({
      code,
      description: `Torta ${code}`,
      brand: 'Prova',
      label: '1 pz',
      categoryId: cat.id,
      catalogue: 'grocery',
      priceCents: 990,
      unitPriceCents: 990,
      unitOfMeasure: 'pz',
      netQuantity: 1,
      vatPercent: 10,
      imagePath: `/images/products/${code}.svg`,
      preparationHours,
      createdAt: new Date(),
    })
    .returning({ id: products.id });
  return p.id;
}
