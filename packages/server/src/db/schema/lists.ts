// Shopping lists' notifications and spesa facile (issue 39). The lists themselves, their lines and their
// members are in commerce.ts (shopping_lists, shopping_list_items, shopping_list_shares).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
