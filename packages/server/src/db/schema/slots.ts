// Slot bookings (services/slots): the idempotency keys of booking requests, and the slot-loss messages
// waiting for a customer's next page (spec shell §3 firstSlotLoss, slotReservationLoss; §4 "then
// slot-loss modals (first slot loss, then slot reservation loss)").
import type { SlotReservation } from '@mercato/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { NAVIGATIONS, deliverySlots } from './geo.ts';
import { customers } from './platform.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per booking request that booked: the same key again answers `answer` and books nothing. The
 * primary key decides races (a second request with the key waits for the first's transaction, then
 * finds its row). Rows older than a day are deleted by the expiry sweep.
 */
export const slotIdempotencyKeys = pgTable(
  'slot_idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => deliverySlots.id),
    /** The reservation answered the first time. */
    answer: jsonb('answer').$type<SlotReservation>().notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] }), index('slot_idempotency_keys_created_idx').on(t.createdAt)],
);

export const SLOT_LOSS_KINDS = ['FIRST_SLOT', 'RESERVATION'] as const;
export type SlotLossKind = (typeof SLOT_LOSS_KINDS)[number];

/** A slot loss the customer has not been told of yet: answered once by the page configuration, then deleted. */
export const slotLosses = pgTable(
  'slot_losses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SLOT_LOSS_KINDS }).notNull(),
    navigation: text('navigation', { enum: NAVIGATIONS }).notNull(),
    message: text('message').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('slot_losses_customer_idx').on(t.customerId),
    check('slot_losses_kind_ck', sql`${t.kind} in ('FIRST_SLOT','RESERVATION')`),
  ],
);
