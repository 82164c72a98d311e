// The contact area (issue 37): the write-us reports ('Scrivici') with their status and the staff's
// answer, the FAQ entries the assistant and the FAQ pages search (Italian full-text search), and the
// assistant's conversations with their messages. Conversations live here, not in a shop process, so any
// instance serves the next message (ADR 0038).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from './platform.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CONTACT_MESSAGE_STATUSES = ['NEW', 'ANSWERED'] as const;
export const CHAT_STATES = ['BOT', 'QUEUED', 'LIVE', 'CLOSED'] as const;
export const CHAT_AUTHORS = ['customer', 'bot', 'staff', 'system'] as const;

/** A write-us report as sent (spec shell §3 write-us request), with the staff's handling. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 64 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    cartaFidaty: varchar('carta_fidaty', { length: 30 }),
    email: varchar('email', { length: 128 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 16 }).notNull(),
    address: varchar('address', { length: 256 }),
    town: varchar('town', { length: 128 }),
    cap: varchar('cap', { length: 5 }),
    /** The type of report (TECNICAL_PROBLEM, DELIVERY_PROBLEM, REPORT). */
    segnalationGroup: varchar('segnalation_group', { length: 32 }).notNull(),
    /** The nature: the code of a segnalation type of that group (contracts contact.ts). */
    segnalationType: varchar('segnalation_type', { length: 64 }).notNull(),
    os: varchar('os', { length: 64 }),
    browser: varchar('browser', { length: 64 }),
    connectionType: varchar('connection_type', { length: 64 }),
    errorMessage: varchar('error_message', { length: 128 }),
    errorDate: varchar('error_date', { length: 10 }),
    errorTime: varchar('error_time', { length: 8 }),
    orderNumber: varchar('order_number', { length: 30 }),
    deliveryDate: varchar('delivery_date', { length: 10 }),
    message: varchar('message', { length: 512 }).notNull(),
    privacyAgreement: text('privacy_agreement'),
    userAgent: varchar('user_agent', { length: 512 }),
    clientLog: jsonb('client_log'),
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('NEW'),
    answer: varchar('answer', { length: 2000 }),
    answeredBy: integer('answered_by').references(() => customers.id, { onDelete: 'set null' }),
    answeredAt: tsz('answered_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** An entry of the shop's FAQ: what the FAQ pages list and the assistant answers from. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The FAQ section ('Consegna', 'Ordini', …; 'Reclami' is the complaint section). */
    section: varchar('section', { length: 64 }).notNull(),
    question: varchar('question', { length: 256 }).notNull(),
    answer: varchar('answer', { length: 2000 }).notNull(),
    /** Words a shopper may use that the texts do not hold ('orari', 'quando arriva'). */
    keywords: varchar('keywords', { length: 512 }).notNull().default(''),
    linkUrl: varchar('link_url', { length: 256 }),
    linkLabel: varchar('link_label', { length: 128 }),
    orderNo: integer('order_no').notNull().default(0),
  },
  (t) => [
    index('faq_entries_search_idx').using(
      'gin',
      sql`to_tsvector('italian', ${t.question} || ' ' || ${t.keywords} || ' ' || ${t.answer})`,
    ),
  ],
);

/**
 * A conversation with the assistant: a session's (free visitors, power guests) or a customer's (logged);
 * nobody else's. `state`: BOT (the assistant answers), QUEUED (a logged customer asked for an operator),
 * LIVE (a staff member took it), CLOSED.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    state: text('state', { enum: CHAT_STATES }).notNull().default('BOT'),
    staffId: integer('staff_id').references(() => customers.id, { onDelete: 'set null' }),
    queuedAt: tsz('queued_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_session_idx').on(t.sessionId),
    index('chat_conversations_customer_idx').on(t.customerId),
    index('chat_conversations_state_idx').on(t.state, t.queuedAt),
  ],
);

/** A message of a conversation; `clientId` makes a resent message (after a reconnection) count once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: CHAT_AUTHORS }).notNull(),
    text: varchar('text', { length: 2000 }).notNull(),
    /** The FAQ answers' links ({ label, url }[]). */
    links: jsonb('links'),
    clientId: varchar('client_id', { length: 64 }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_uq').on(t.conversationId, t.clientId),
  ],
);
