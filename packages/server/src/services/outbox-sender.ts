// The outbox's sender and reader (issue 16; services/outbox.ts writes the messages). When SMTP_URL is set
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
//   services/mobile.ts, and the channel added to the rows this sender takes;
// - a retry waits attempts² minutes from the message's creation (0, 1, 4, 9 minutes), so a short outage
//   of the SMTP server does not spend the five tries at once;
// - the SMTP server's own words of a failure are kept in last_error (never shown to a customer).
import { and, desc, eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { OutboxEntry } from '@mercato/contracts/checkout';
import type { ShopConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/checkout.ts';
import type { OutboxTransports } from './outbox.ts';

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

export interface OutboxServiceDeps {
  /** The transport (tests); default nodemailer over config.smtpUrl, none without it. */
  transport?: MailTransport | null;
  /** The clock (tests move it); default the system's. */
  now?: () => Date;
}

/** How much of a failure is kept (last_error holds 512 characters). */
const ERROR_LENGTH = 500;

export function createOutboxService(db: Db, config: ShopConfig, deps: OutboxServiceDeps = {}) {
  const now = deps.now ?? (() => new Date());
  const transport =
    deps.transport !== undefined ? deps.transport : config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const { maxAttempts, batchSize, intervalMs } = config.outbox;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | null = null;
  let closed = false;

  /** Sends one due PENDING e-mail, if any; answers what became of it (null: none due or all taken). */
  async function sendOne(mailer: MailTransport): Promise<'SENT' | 'PENDING' | 'FAILED' | null> {
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
  async function sendPending(): Promise<{ sent: number; retried: number; failed: number }> {
    const counts = { sent: 0, retried: 0, failed: 0 };
    if (!transport) return counts;
    for (let i = 0; i < batchSize && !closed; i++) {
      const outcome = await sendOne(transport);
      if (outcome === null) break;
      if (outcome === 'SENT') counts.sent++;
      else if (outcome === 'FAILED') counts.failed++;
      else counts.retried++;
    }
    return counts;
  }

  return {
    /** Whether e-mails are sent (SMTP_URL set). */
    sending: transport !== null,
    /** On the shop's start: the sender's timer, when there is a transport. */
    start(): void {
      if (!transport || timer) return;
      timer = setInterval(() => {
        if (running || closed) return;
        running = sendPending()
          .catch((err: unknown) => {
            if (!closed) console.error('[mercato] outbox sender failed:', err);
          })
          .finally(() => {
            running = null;
          });
      }, intervalMs);
      timer.unref();
    },
    /** On the shop's close (before the database's): the timer stopped, the round in progress finished. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
    sendPending,

    /** The messages, newest first (the development outbox page: every customer's, so never in production). */
    async list(query: OutboxListQuery = {}): Promise<OutboxEntry[]> {
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
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
