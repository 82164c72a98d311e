// Geography and delivery: towns, postcodes (with the onboarding check result), streets, the services
// available per street, drive pickup points (Clicca e Vai), Prenota e Ritira stores, delivery areas and
// their slots, customers' delivery addresses and activation (notify-me) requests.
import { DeliveryMethod, PostcodeCheckCode, enumValues } from '@mercato/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { NAVIGATIONS as NAVIGATION_LIST, type Navigation } from '@mercato/contracts';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The navigations (sites) of the shop, from contracts, typed as the non-empty tuple drizzle's `enum` wants. */
export const NAVIGATIONS = NAVIGATION_LIST as unknown as readonly [Navigation, ...Navigation[]];
export type { Navigation };

/** Postcode check result code (spec shell §3). */
export const POSTCODE_CHECK_RESULTS = enumValues(PostcodeCheckCode);
export type PostcodeCheckResult = (typeof POSTCODE_CHECK_RESULTS)[number];

/** Delivery methods (spec shell §3): F address, S store, C courier, D drive, P prenotazioni, W virtual. */
export const DELIVERY_METHOD_CODES = enumValues(DeliveryMethod);
export type DeliveryMethodCode = (typeof DELIVERY_METHOD_CODES)[number];

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const towns = pgTable(
  'towns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 128 }).notNull(),
    province: varchar('province', { length: 128 }).notNull(),
    provinceShortName: varchar('province_short_name', { length: 2 }).notNull(),
    region: varchar('region', { length: 128 }).notNull(),
    istatCode: varchar('istat_code', { length: 6 }),
  },
  (t) => [uniqueIndex('towns_name_province_uq').on(t.name, t.provinceShortName)],
);

/** A delivery area groups postcodes served by the same vans; home-delivery slots belong to an area. */
export const deliveryAreas = pgTable('delivery_areas', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  townId: integer('town_id')
    .notNull()
    .references(() => towns.id),
});

export const postcodes = pgTable(
  'postcodes',
  {
    postcode: varchar('postcode', { length: 5 }).primaryKey(),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id),
    checkResult: text('check_result', { enum: POSTCODE_CHECK_RESULTS }).notNull(),
    deliveryAreaId: integer('delivery_area_id').references(() => deliveryAreas.id),
  },
  (t) => [
    index('postcodes_town_idx').on(t.townId),
    check('postcodes_check_result_ck', sql`${t.checkResult} in ('NOT_SUPPORTED','SUPPORTED','SERVICE_UNAVAILABLE')`),
    check('postcodes_postcode_ck', sql`${t.postcode} ~ '^[0-9]{5}$'`),
  ],
);

export const streets = pgTable(
  'streets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postcode: varchar('postcode', { length: 5 })
      .notNull()
      .references(() => postcodes.postcode),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id),
    /** Full street name as shown, e.g. 'Corso Buenos Aires'. */
    name: varchar('name', { length: 128 }).notNull(),
    /** Reachable by the shop's small vans (spec: street furgoncino flag). */
    furgoncino: boolean('furgoncino').notNull().default(true),
    /** Served by courier (spec: street courier flag). */
    courier: boolean('courier').notNull().default(false),
  },
  (t) => [index('streets_postcode_idx').on(t.postcode, t.name), index('streets_town_idx').on(t.townId)],
);

/**
 * Services available on a street (spec shell §3 "Available service": site, description,
 * onboardingHtmlDescription). site is the navigation: supermercato = home delivery, drive, pharma,
 * pharma-drive, prenotazioni = reserve and collect. A street with no rows has no service.
 */
export const streetServices = pgTable(
  'street_services',
  {
    streetId: integer('street_id')
      .notNull()
      .references(() => streets.id, { onDelete: 'cascade' }),
    site: text('site', { enum: NAVIGATIONS }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    onboardingHtmlDescription: text('onboarding_html_description').notNull(),
    orderNo: integer('order_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.streetId, t.site] })],
);

/** Drive / pickup points (Clicca e Vai, and pharmacy drive). privateCode null = public. */
export const drives = pgTable(
  'drives',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    /** 'drive' or 'pharma-drive'. */
    site: text('site', { enum: NAVIGATIONS }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    streetId: integer('street_id').references(() => streets.id),
    streetName: varchar('street_name', { length: 128 }).notNull(),
    houseNumber: varchar('house_number', { length: 6 }),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id),
    townName: varchar('town_name', { length: 128 }).notNull(),
    province: varchar('province', { length: 128 }).notNull(),
    provinceShortName: varchar('province_short_name', { length: 2 }).notNull(),
    region: varchar('region', { length: 128 }).notNull(),
    postCode: varchar('post_code', { length: 5 }).notNull(),
    /** Access code of a private pickup point (e.g. a company canteen); null for public ones. */
    privateCode: varchar('private_code', { length: 32 }),
    /** Pickup happens from self-service lockers. */
    lockers: boolean('lockers').notNull().default(false),
    lockerCount: integer('locker_count').notNull().default(0),
    openingHours: varchar('opening_hours', { length: 255 }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('drives_post_code_idx').on(t.postCode),
    index('drives_town_idx').on(t.townId),
    index('drives_site_idx').on(t.site),
    index('drives_private_code_idx').on(t.privateCode),
  ],
);

/** Prenota e Ritira stores (negozi fisici where a reserved shopping is collected). */
export const pickupStores = pgTable(
  'pickup_stores',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    description: varchar('description', { length: 255 }).notNull(),
    streetId: integer('street_id').references(() => streets.id),
    streetName: varchar('street_name', { length: 128 }).notNull(),
    houseNumber: varchar('house_number', { length: 6 }),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id),
    townName: varchar('town_name', { length: 128 }).notNull(),
    province: varchar('province', { length: 128 }).notNull(),
    provinceShortName: varchar('province_short_name', { length: 2 }).notNull(),
    region: varchar('region', { length: 128 }).notNull(),
    postCode: varchar('post_code', { length: 5 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 25 }),
    openingHours: varchar('opening_hours', { length: 255 }),
    active: boolean('active').notNull().default(true),
    /**
     * The store tag of a Colletta Alimentare collection point (spec shell §2, §4 "Food collection join"):
     * the store's volunteers collect there the shopping customers donate, delivered to the store's address
     * by home delivery (services/colletta). null: the store takes no part in the collection.
     */
    collettaTag: varchar('colletta_tag', { length: 64 }),
  },
  (t) => [
    index('pickup_stores_post_code_idx').on(t.postCode),
    index('pickup_stores_town_idx').on(t.townId),
    uniqueIndex('pickup_stores_colletta_tag_uq').on(t.collettaTag),
  ],
);

/**
 * Delivery / pickup slots. Exactly one of deliveryAreaId (home delivery), driveId (Clicca e Vai),
 * pickupStoreId (Prenota e Ritira) is set. Capacity is taken with a conditional update
 * (`update … set booked = booked + 1 where booked < capacity returning`). One slot per owner, site,
 * day and time range (the unique indexes): the rolling horizon (services/slots/horizon.ts) inserts the
 * days to come with `on conflict do nothing`, so instances doing it at once make each slot once.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    site: text('site', { enum: NAVIGATIONS }).notNull(),
    deliveryAreaId: integer('delivery_area_id').references(() => deliveryAreas.id),
    driveId: integer('drive_id').references(() => drives.id),
    pickupStoreId: integer('pickup_store_id').references(() => pickupStores.id),
    /** Local (Europe/Rome) calendar day of the slot, YYYY-MM-DD. */
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    /** Local times 'HH:mm'. */
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    /** Same instants in UTC. */
    startsAt: tsz('starts_at').notNull(),
    endsAt: tsz('ends_at').notNull(),
    /** Time range id (spec: time range id), e.g. 1 = 08:00-10:00. */
    timeRangeId: integer('time_range_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    eco: boolean('eco').notNull().default(false),
    fast: boolean('fast').notNull().default(false),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('delivery_slots_area_idx').on(t.deliveryAreaId, t.startsAt),
    index('delivery_slots_drive_idx').on(t.driveId, t.startsAt),
    index('delivery_slots_store_idx').on(t.pickupStoreId, t.startsAt),
    uniqueIndex('delivery_slots_area_range_uq')
      .on(t.deliveryAreaId, t.site, t.slotDate, t.startTime, t.endTime)
      .where(sql`${t.deliveryAreaId} is not null`),
    uniqueIndex('delivery_slots_drive_range_uq')
      .on(t.driveId, t.site, t.slotDate, t.startTime, t.endTime)
      .where(sql`${t.driveId} is not null`),
    uniqueIndex('delivery_slots_store_range_uq')
      .on(t.pickupStoreId, t.site, t.slotDate, t.startTime, t.endTime)
      .where(sql`${t.pickupStoreId} is not null`),
    check('delivery_slots_booked_ck', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check('delivery_slots_price_ck', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A customer's delivery addresses: home addresses (method F) and saved pickup addresses
 * (D drive, P prenotazioni store). customerId refers to the platform customers table.
 */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id').notNull(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHOD_CODES }).notNull(),
    /** The customer's name for the address ('Casa', 'Ufficio'). */
    identifier: varchar('identifier', { length: 128 }).notNull(),
    currentAddress: boolean('current_address').notNull().default(false),
    streetId: integer('street_id').references(() => streets.id),
    postCode: varchar('post_code', { length: 5 }).notNull(),
    region: varchar('region', { length: 128 }),
    province: varchar('province', { length: 128 }),
    town: varchar('town', { length: 128 }).notNull(),
    street: varchar('street', { length: 128 }).notNull(),
    houseNumber: varchar('house_number', { length: 6 }),
    stairNumber: varchar('stair_number', { length: 3 }),
    floorNumber: varchar('floor_number', { length: 8 }),
    interphoneName: varchar('interphone_name', { length: 128 }),
    doorman: boolean('doorman').notNull().default(false),
    lift: boolean('lift').notNull().default(false),
    mobileNumber: varchar('mobile_number', { length: 25 }),
    mobileConfirmed: boolean('mobile_confirmed').notNull().default(false),
    homeNumber: varchar('home_number', { length: 25 }),
    note: varchar('note', { length: 512 }),
    driveId: integer('drive_id').references(() => drives.id),
    pickupStoreId: integer('pickup_store_id').references(() => pickupStores.id),
    /** The private code the customer entered for a private pickup point (needed only once). */
    privateCode: varchar('private_code', { length: 32 }),
    /**
     * A home address made by joining the Colletta Alimentare at this store (services/colletta): the
     * shopping delivered there is a donation (the order's collettaAlimentare). One per customer and store.
     */
    collettaStoreId: integer('colletta_store_id').references(() => pickupStores.id),
    createdAt: tsz('created_at').notNull().defaultNow(),
    deletedAt: tsz('deleted_at'),
  },
  (t) => [
    index('delivery_addresses_customer_idx').on(t.customerId),
    // A join is made once: a second one (a double click, another tab) finds the address of the first.
    uniqueIndex('delivery_addresses_colletta_uq')
      .on(t.customerId, t.collettaStoreId)
      .where(sql`${t.collettaStoreId} is not null and ${t.deletedAt} is null`),
    // Orders §5 'Identificativo già presente': one identifier per customer, case-insensitive (stored
    // trimmed); deleted addresses free theirs. The index makes it hold for requests at once too.
    uniqueIndex('delivery_addresses_identifier_uq')
      .on(t.customerId, sql`lower(${t.identifier})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Notify-me requests from the address checker when a street has no service. */
export const activationRequests = pgTable(
  'activation_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postcode: varchar('postcode', { length: 5 }).notNull(),
    streetId: integer('street_id').references(() => streets.id),
    name: varchar('name', { length: 128 }),
    email: varchar('email', { length: 255 }).notNull(),
    site: text('site', { enum: NAVIGATIONS }),
    privacyAgreement: boolean('privacy_agreement').notNull().default(false),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('activation_requests_postcode_idx').on(t.postcode)],
);

/** The customer's shopping address in use: current and not deleted (at most one per customer). */
export const currentAddressOf = (customerId: number) =>
  and(
    eq(deliveryAddresses.customerId, customerId),
    eq(deliveryAddresses.currentAddress, true),
    isNull(deliveryAddresses.deletedAt),
  );
