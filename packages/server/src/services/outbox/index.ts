// The outbox's sender and reader (issue 16; services/outbox/queue.ts writes the messages). When SMTP_URL is set
// a timer (like the slots' expiry sweep) sends the PENDING e-mails through nodemailer: SENT when the SMTP
// server took one, else tried again later with attempts + 1, FAILED after config.outbox.maxAttempts.
// Without SMTP_URL e-mails are written KEPT and nothing is sent.
//
// Each e-mail is sent inside a short transaction that holds its row (FOR UPDATE SKIP LOCKED): two senders
// (the timers of two instances of the shop over one PostgreSQL) never take the same row, and a row whose
// sender died goes back to PENDING with the rolled-back transaction. The SMTP timeouts below bound how long
// the row is held. (With PGlite the shop's only connection waits meanwhile: SMTP with the embedded database
// is for trying things out; a shop in production runs on PostgreSQL.)
//
// chosen:
// - SMS have no transport: they stay KEPT (readable on the development outbox page). An SMS provider
//   plugs in the same way as SMTP: a transport for the SMS channel, `transports.sms` true in
//   services/mobile/, and the channel added to the rows this sender takes;
// - a retry waits attempts² minutes from the message's creation (0, 1, 4, 9 minutes), so a short outage
//   of the SMTP server does not spend the five tries at once;
// - the SMTP server's own words of a failure are kept in last_error (never shown to a customer).
import { and, desc, eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import * as z from 'zod/mini';
import type { OutboxEntry } from '@mercato/contracts/checkout';
import { outboxPage } from '@mercato/contracts/i18n/it';
import type { ShopConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/checkout.ts';
import { customers } from '../../db/schema/platform.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { Session } from '../sessions/index.ts';
import type { OutboxTransports } from './queue.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The channels this shop can deliver (queueMessage's `transports`): e-mail with SMTP_URL, SMS never yet. */
export const outboxTransports = (config: ShopConfig): OutboxTransports => ({
  email: config.smtpUrl !== null,
  sms: false,
});

/** What the sender hands to the mail transport. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail transport: resolves once the server took the message, rejects otherwise. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP (SMTP_URL: smtp://user:pass@host:587, smtps://…). */
export function smtpTransport(url: string): MailTransport {
  const mailer = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await mailer.sendMail(mail);
    },
    close: () => mailer.close(),
  };
}

export interface OutboxListQuery {
  /** Only the messages to this recipient (an e-mail address or a mobile number). */
  to?: string;
  limit?: number;
}

/** How much of a failure is kept (last_error holds 512 characters). */
const ERROR_LENGTH = 500;

export interface OutboxServiceDeps {
  /** The transport (tests); default nodemailer over config.smtpUrl, none without it. */
  transport?: MailTransport | null;
  /** The clock (tests move it); default the system's. */
  now?: () => Date;
}

export interface OutboxContext {
  db: Db;
  config: ShopConfig;
  now: () => Date;
  /** The e-mail transport, or null when nothing is sent (no SMTP_URL). */
  transport: MailTransport | null;
  /** The sender's timer and the round in progress (one per shop). */
  state: { timer?: ReturnType<typeof setInterval>; running: Promise<unknown> | null; closed: boolean };
}

/** The sender's context: the transport of the configuration (or the tests'), the timer not started. */
export function outboxContext(db: Db, config: ShopConfig, deps: OutboxServiceDeps = {}): OutboxContext {
  const transport =
    deps.transport !== undefined ? deps.transport : config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  return { db, config, now: deps.now ?? (() => new Date()), transport, state: { running: null, closed: false } };
}

/** Sends one due PENDING e-mail, if any; answers what became of it (null: none due or all taken). */
async function sendOne(ctx: OutboxContext, mailer: MailTransport): Promise<'SENT' | 'PENDING' | 'FAILED' | null> {
  const { db, config, now } = ctx;
  const { maxAttempts } = config.outbox;
  const at = now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'PENDING'),
          eq(outboxMessages.channel, 'EMAIL'),
          sql`${outboxMessages.createdAt} + ${outboxMessages.attempts} * ${outboxMessages.attempts} * interval '1 minute' <= ${at.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(outboxMessages.createdAt, outboxMessages.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    try {
      await mailer.send({
        from: config.mailFrom,
        to: row.recipient,
        subject: row.subject,
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
      });
    } catch (err) {
      const attempts = row.attempts + 1;
      const status = attempts >= maxAttempts ? 'FAILED' : 'PENDING';
      await tx
        .update(outboxMessages)
        .set({ attempts, status, lastError: String((err as Error)?.message ?? err).slice(0, ERROR_LENGTH) })
        .where(eq(outboxMessages.id, row.id));
      return status;
    }
    await tx
      .update(outboxMessages)
      .set({ status: 'SENT', attempts: row.attempts + 1, sentAt: now(), lastError: null })
      .where(eq(outboxMessages.id, row.id));
    return 'SENT';
  });
}

/** One round of the timer: up to batchSize due e-mails; answers how many of each outcome. */
export async function sendPending(ctx: OutboxContext): Promise<{ sent: number; retried: number; failed: number }> {
  const { transport, state } = ctx;
  const { batchSize } = ctx.config.outbox;
  const counts = { sent: 0, retried: 0, failed: 0 };
  if (!transport) return counts;
  for (let i = 0; i < batchSize && !state.closed; i++) {
    const outcome = await sendOne(ctx, transport);
    if (outcome === null) break;
    if (outcome === 'SENT') counts.sent++;
    else if (outcome === 'FAILED') counts.failed++;
    else counts.retried++;
  }
  return counts;
}

/** Whether e-mails are sent (SMTP_URL set). */
export function sending(ctx: OutboxContext): boolean {
  return ctx.transport !== null;
}

/** On the shop's start: the sender's timer, when there is a transport. */
export function start(ctx: OutboxContext): void {
  const { transport, state } = ctx;
  if (!transport || state.timer) return;
  state.timer = setInterval(() => {
    if (state.running || state.closed) return;
    state.running = sendPending(ctx)
      .catch((err: unknown) => {
        if (!state.closed) console.error('[mercato] outbox sender failed:', err);
      })
      .finally(() => {
        state.running = null;
      });
  }, ctx.config.outbox.intervalMs);
  state.timer.unref();
}

/** On the shop's close (before the database's): the timer stopped, the round in progress finished. */
export async function close(ctx: OutboxContext): Promise<void> {
  const { transport, state } = ctx;
  state.closed = true;
  clearInterval(state.timer);
  await state.running;
  transport?.close();
}

/** The messages, newest first (the development outbox page: every customer's, so never in production). */
export async function list(ctx: OutboxContext, query: OutboxListQuery = {}): Promise<OutboxEntry[]> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(query.to ? eq(outboxMessages.recipient, query.to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(Math.min(Math.max(query.limit ?? 100, 1), 500));
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    kind: r.kind,
    recipient: r.recipient,
    subject: r.subject,
    text: r.bodyText,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

/** The outbox page's `?to=`: a recipient as stored (an e-mail address or a mobile number), never a control character. */
export const DevOutboxRecipient = z
  .string()
  .check(z.maxLength(255, outboxPage.badRecipient), z.regex(/^[^\u0000-\u001f\u007f]*$/, outboxPage.badRecipient));

/**
 * The development outbox page (/commerce/dev/outbox), newest first, up to 200: it shows every customer's
 * messages, SMS verification codes included, so it exists only with config.devOutbox (404 otherwise) and
 * answers staff accounts only: 401 without a login, 403 to a customer (issue 33 point 5). `to` as given
 * in the address (blank: every recipient); a value no recipient can be is 400, never a database error.
 */
export async function readPage(
  ctx: OutboxContext,
  session: Session | null,
  to: string | null | undefined,
): Promise<OutboxEntry[]> {
  const { db, config } = ctx;
  if (!config.devOutbox) throw notFound();
  if (session?.kind !== 'logged' || session.customerId === null) throw unauthorized(outboxPage.staffOnly);
  const [who] = await db
    .select({ role: customers.role })
    .from(customers)
    .where(eq(customers.id, session.customerId))
    .limit(1);
  if (who?.role !== 'staff') throw forbidden(outboxPage.staffOnly);
  const recipient = DevOutboxRecipient.safeParse(to?.trim() ?? '');
  if (!recipient.success)
    throw badRequest(outboxPage.badRecipient, [{ field: 'to', message: outboxPage.badRecipient }]);
  return list(ctx, { to: recipient.data || undefined, limit: 200 });
}
