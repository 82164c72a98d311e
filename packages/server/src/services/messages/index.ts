// Pending messages (spec shell §4): shown one by one, each marked read after confirmation.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { sanitizeRichText } from '../../html.ts';
import type { Db } from '../../db/client.ts';
import { messages as messagesTable } from '../../db/schema/platform.ts';
import { notFound } from '../../errors.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';

export type { Message } from '@mercato/contracts';
import type { Message } from '@mercato/contracts';
import type { BoundArea } from '../bind.ts';
import type * as self from './index.ts';

export interface MessageContext {
  db: Db;
}

export async function pending(ctx: MessageContext, customerId: number): Promise<Message[]> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(messagesTable)
    .where(and(eq(messagesTable.customerId, customerId), isNull(messagesTable.readAt)))
    .orderBy(asc(messagesTable.createdAt), asc(messagesTable.id));
  return rows.map((m) => ({
    messageId: m.id,
    messageTitle: m.title,
    // Stored HTML is sanitised again when shown (defence in depth).
    messageText: m.htmlType ? sanitizeRichText(m.text) : m.text,
    confirmButtonLabel: m.confirmButtonLabel,
    confirmButton: true,
    htmlType: m.htmlType,
    htmlClass: m.htmlClass,
    redirectUrl: m.redirectUrl,
    type: m.type,
  }));
}

/** Marks the customer's message read (idempotent); 404 when it is not theirs. */
export async function markRead(ctx: MessageContext, customerId: number, messageId: number): Promise<void> {
  const { db } = ctx;
  const [m] = await db
    .select({ id: messagesTable.id, readAt: messagesTable.readAt })
    .from(messagesTable)
    .where(and(eq(messagesTable.id, messageId), eq(messagesTable.customerId, customerId)))
    .limit(1);
  if (!m) throw notFound(apiErrors.messageNotFound);
  if (m.readAt === null)
    await db.update(messagesTable).set({ readAt: new Date() }).where(eq(messagesTable.id, messageId));
}

/** The area bound to its context, as other areas receive it. */
export type MessageService = BoundArea<typeof self, MessageContext>;
