// Shopping lists' notifications and spesa facile (issue 39). The lists themselves, their lines and their
// members are in commerce.ts (shopping_lists, shopping_list_items, shopping_list_shares).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { shoppingLists } from './commerce.ts';
import { customers } from './platform.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The notifications of /lds/notifiche (orders §3 Notification: typeId, title, message, read): typeId 2 a
 * share request (answered 'Accetta'/'Rifiuta'), the others news of a list (deleted by the customer).
 */
export const listNotifications = pgTable(
  'list_notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    message: text('message').notNull(),
    /** The list it is about (a share request's list); null once that list is deleted. */
    listId: integer('list_id').references(() => shoppingLists.id, { onDelete: 'set null' }),
    readAt: tsz('read_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('list_notifications_customer_idx').on(t.customerId, t.createdAt),
    index('list_notifications_unread_idx').on(t.customerId).where(sql`${t.readAt} is null`),
  ],
);

/** Products a customer deleted from 'Preferiti' (their habits): never proposed there again. */
export const spesaFacileHidden = pgTable(
  'spesafacile_hidden',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/**
 * Back-in-stock e-mail requests (PUT auth/displayable/notifybyemail/{productId}): one open request
 * (notified_at null) per customer and product; the e-mail is sent once, when the product can be bought
 * again, and the request is then closed.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
    notifiedAt: tsz('notified_at'),
  },
  (t) => [
    uniqueIndex('back_in_stock_open_idx').on(t.customerId, t.productId).where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_product_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
);
