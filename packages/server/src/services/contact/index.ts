// The contact area (spec shell §2 contact, scrivici; §5 write-us; §7 the nine contact calls; issue 37):
// the lists the write-us form chooses from, the report itself (the form's rule of contracts, the
// shop's proof-of-work captcha made for the action write_us, stored with its status), the FAQ and its
// Italian full-text search, whether the live chat and the complaint entries are open, and the staff's
// pages: the reports listed with their status and answered by e-mail through the outbox.
//
// chosen:
// - a report needs no session: free visitors write too (and accept the privacy notice); a logged
//   customer's is tied to their account; a client address sends at most WRITE_US_PER_CLIENT an hour;
// - the captcha's failure (missing, wrong, expired, already used) is the spec's alert
//   'Impossibile inviare la segnalazione: problema con il recaptcha' (400 ALERT), checked after the
//   fields so a report with bad fields keeps its solved challenge; a solution counts once, so a double
//   click stores one report;
// - the complaint entries (the open-complaint button and the complaint FAQ section) are open to a logged
//   customer with a delivered order, the orders a complaint can be made for ('Segnala anomalia').
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import {
  COMPLAINT_FAQ_SECTION,
  CONTACT_ANSWER_MAX,
  type ContactFlag,
  type ContactOption,
  FAQ_QUERY_MAX,
  type FaqEntry,
  type LiveChat,
  type SavedMessage,
  type SegnalationType,
  WRITE_US_CAPTCHA_ACTION,
  WRITE_US_CLIENT_LOG_MAX,
  WRITE_US_USER_AGENT_MAX,
} from '@mercato/contracts/contact';
import { contactArea, contactStaff, outboxPage, t, writeUs, writeUsForm } from '@mercato/contracts/i18n/it';
import { formatDateTime } from '@mercato/contracts/format/date';
import { writeUsSchema } from '@mercato/contracts/rules/write-us';
import type { ShopConfig } from '../../config.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { orders } from '../../db/schema/commerce.ts';
import { contactMessages, faqEntries } from '../../db/schema/contact.ts';
import { customers } from '../../db/schema/platform.ts';
import { alert, badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../errors.ts';
import { parseForm, parseInput } from '../../validation.ts';
import type { BoundArea } from '../bind.ts';
import type { CaptchaChallenge, CaptchaService } from '../captcha/index.ts';
import { queueMessage, type OutboxTransports } from '../outbox/queue.ts';
import type { RateLimiter } from '../rate-limit/index.ts';
import type { Session } from '../sessions/index.ts';
import type * as self from './index.ts';
import {
  BROWSER_IDS,
  BROWSERS,
  CONNECTION_TYPE_IDS,
  CONNECTION_TYPES,
  OPERATING_SYSTEM_IDS,
  OPERATING_SYSTEMS,
  SEGNALATION_MESSAGES,
  SEGNALATION_TYPES,
} from './reference.ts';

/** chosen: reports per client address in an hour. */
export const WRITE_US_PER_CLIENT = 10;
const WRITE_US_WINDOW_MS = 3600_000;
const DELIVERED = ['CONSEGNATO', 'RITIRATO'] as const;

export interface ContactContext {
  db: Db;
  config: ShopConfig;
  captcha: CaptchaService;
  rateLimit: RateLimiter;
  transports: OutboxTransports;
  now: () => Date;
}

// ------------------------------------------------------------------------------------ the lists (§7)

export const segnalationTypes = (_ctx: ContactContext): SegnalationType[] => [...SEGNALATION_TYPES];

/** GET contact/segnalationType/{id}/messages: the suggested texts of a nature (404 for an unknown one). */
export function segnalationTypeMessages(_ctx: ContactContext, id: string): ContactOption[] {
  const messages = SEGNALATION_MESSAGES[id];
  if (!Object.hasOwn(SEGNALATION_MESSAGES, id) || !messages) throw notFound();
  return messages.map((description, i) => ({ id: `${id}-${i + 1}`, description }));
}

export const browsers = (_ctx: ContactContext): ContactOption[] => [...BROWSERS];
export const connectionTypes = (_ctx: ContactContext): ContactOption[] => [...CONNECTION_TYPES];
export const operatingSystems = (_ctx: ContactContext): ContactOption[] => [...OPERATING_SYSTEMS];

/** GET contact/livechat: open when the chatbot is configured; its socket's address. */
export function livechat(ctx: ContactContext): LiveChat {
  return { opened: ctx.config.public.chatbotEnabled, chatUrl: ctx.config.public.chatbotUrl };
}

/** Whether the session's customer has a delivered order (the orders a complaint can be made for). */
async function hasDeliveredOrder(db: Db, session: Session | null): Promise<boolean> {
  if (session?.kind !== 'logged' || session.customerId === null) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, session.customerId), inArray(orders.status, [...DELIVERED])))
    .limit(1);
  return row !== undefined;
}

/** GET contact/openComplaint: whether the open-complaint button shows. */
export async function openComplaint(ctx: ContactContext, session: Session | null): Promise<ContactFlag> {
  return { opened: await hasDeliveredOrder(ctx.db, session) };
}

/** GET contact/showComplaintFaqSection: whether the complaint section of the FAQ shows. */
export async function showComplaintFaqSection(ctx: ContactContext, session: Session | null): Promise<ContactFlag> {
  return { opened: await hasDeliveredOrder(ctx.db, session) };
}

// ----------------------------------------------------------------------------------------- the FAQ

type FaqRow = typeof faqEntries.$inferSelect;
const toEntry = (r: FaqRow): FaqEntry => ({
  id: r.id,
  section: r.section,
  question: r.question,
  answer: r.answer,
  link: r.linkUrl ? { url: r.linkUrl, label: r.linkLabel ?? r.linkUrl } : null,
});

/** A FAQ search term: up to FAQ_QUERY_MAX characters. */
export const FaqQuery = z.string().check(z.maxLength(FAQ_QUERY_MAX, contactArea.searchTooLong));

/** The text searched: to_tsvector('italian', …) of migration 0022's index. */
const searchable = sql`to_tsvector('italian', ${faqEntries.question} || ' ' || ${faqEntries.keywords} || ' ' || ${faqEntries.answer})`;

/**
 * The FAQ entries, in their sections' order; the complaint section only with `complaints`. With a term:
 * those matching any of its words (Italian stemming: 'consegne' finds 'consegna'), best first.
 */
export async function faq(
  ctx: ContactContext,
  opts: { q?: string | null; complaints?: boolean; limit?: number } = {},
): Promise<FaqEntry[]> {
  const { db } = ctx;
  const q = parseInput(FaqQuery, (opts.q ?? '').trim(), contactArea.searchTooLong);
  const hideComplaints = opts.complaints ? undefined : sql`${faqEntries.section} <> ${COMPLAINT_FAQ_SECTION}`;
  if (q === '') {
    const rows = await db
      .select()
      .from(faqEntries)
      .where(hideComplaints)
      .orderBy(asc(faqEntries.orderNo), asc(faqEntries.id))
      .limit(opts.limit ?? 200);
    return rows.map(toEntry);
  }
  // Any word of the term (plainto_tsquery's '&' made '|'), ranked; words Italian ignores give no query.
  const query = sql`to_tsquery('italian', replace(plainto_tsquery('italian', ${q})::text, '&', '|'))`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select ${faqEntries.id} as id, ts_rank(${searchable}, q) as rank
      from ${faqEntries}, ${query} as q
      where q::text <> '' and ${searchable} @@ q ${hideComplaints ? sql`and ${hideComplaints}` : sql``}
      order by rank desc, ${faqEntries.orderNo} asc, ${faqEntries.id} asc
      limit ${opts.limit ?? 20}`),
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const found = await db.select().from(faqEntries).where(inArray(faqEntries.id, ids));
  return ids.map((id) => found.find((r) => r.id === id)).flatMap((r) => (r ? [toEntry(r)] : []));
}

// ------------------------------------------------------------------------------------ the report (§5)

/** GET contact/captcha/challenge: a proof-of-work challenge made for the write-us form. */
export function captchaChallenge(ctx: ContactContext): CaptchaChallenge {
  return ctx.captcha.challenge(ctx.now(), WRITE_US_CAPTCHA_ACTION);
}

/** What the report carries beyond the form (spec §3: userAgent, clientLog). */
const Extras = z.object({
  userAgent: z.optional(z.nullable(z.string().check(z.maxLength(WRITE_US_USER_AGENT_MAX)))),
  clientLog: z.optional(z.nullable(z.unknown())),
});

const blankToNull = (s: string | undefined | null): string | null => {
  const v = s?.trim();
  return v ? v : null;
};

/** A free visitor (no session, or a free-visit one) must accept the privacy notice. */
const isFreeVisitor = (session: Session | null) =>
  session === null || session.kind === 'freeVisit' || (session.kind === 'logged' && session.customerId === null);

/**
 * PUT contact/saveMessage: the report, checked with the form's own rule (400 with the field messages),
 * the nature against its type and the lists against theirs, then the captcha (400 ALERT), then stored.
 */
export async function saveMessage(
  ctx: ContactContext,
  session: Session | null,
  input: unknown,
  client: string,
): Promise<SavedMessage> {
  const { db, rateLimit, captcha, now } = ctx;
  const at = now();
  const hit = await rateLimit.hit(`contact:write-us:${client}`, WRITE_US_WINDOW_MS, at);
  if (hit.count > WRITE_US_PER_CLIENT) throw tooManyRequests(hit.retryAfter, writeUsForm.tooMany);
  const form = parseForm(writeUsSchema({ freeVisit: isFreeVisitor(session), now: at }), input);
  const extras = parseInput(Extras, input);
  const group = form.segnalationGroup;
  const technical = group === 'TECNICAL_PROBLEM';
  const delivery = group === 'DELIVERY_PROBLEM';
  const fieldErrors: { field: string; message: string }[] = [];
  const type = SEGNALATION_TYPES.find((s) => s.id === form.segnalationType && s.group === group);
  if (!type) fieldErrors.push({ field: 'segnalationType', message: writeUsForm.natureInvalid });
  const listed = (field: 'os' | 'browser' | 'connectionType', ids: Set<string>, label: string) => {
    const value = blankToNull(form[field]);
    if (value !== null && !ids.has(value))
      fieldErrors.push({ field, message: t(writeUsForm.optionInvalid, { label }) });
  };
  if (technical || group === 'REPORT') listed('os', OPERATING_SYSTEM_IDS, writeUsForm.os);
  if (technical) {
    listed('browser', BROWSER_IDS, writeUsForm.browser);
    listed('connectionType', CONNECTION_TYPE_IDS, writeUsForm.connectionType);
  }
  if (fieldErrors.length > 0) throw badRequest(fieldErrors[0]!.message, fieldErrors);
  const clientLog = extras.clientLog ?? null;
  const logText = clientLog === null ? null : JSON.stringify(clientLog);
  const verdict = await captcha.redeem(form.captcha, at, WRITE_US_CAPTCHA_ACTION);
  if (!verdict.ok) throw badRequest(writeUs.recaptchaFailed);
  const customerId = session?.kind === 'logged' ? session.customerId : null;
  const [row] = await db
    .insert(contactMessages)
    .values({
      customerId,
      name: form.name.trim(),
      surname: form.surname.trim(),
      cartaFidaty: blankToNull(form.cartaFidaty),
      email: form.email.trim(),
      phoneNumber: form.phoneNumber.trim(),
      address: blankToNull(form.address),
      town: blankToNull(form.town),
      cap: blankToNull(form.cap),
      segnalationGroup: group,
      segnalationType: form.segnalationType,
      os: technical || group === 'REPORT' ? blankToNull(form.os) : null,
      browser: technical ? blankToNull(form.browser) : null,
      connectionType: technical ? blankToNull(form.connectionType) : null,
      errorMessage: technical ? blankToNull(form.errorMessage) : null,
      errorDate: technical ? blankToNull(form.errorDate) : null,
      errorTime: technical ? blankToNull(form.errorTime) : null,
      orderNumber: delivery ? blankToNull(form.orderNumber) : null,
      deliveryDate: delivery ? blankToNull(form.deliveryDate) : null,
      message: form.message.trim(),
      privacyAgreement: form.privacyAgreement === true ? at.toISOString() : null,
      userAgent: blankToNull(extras.userAgent),
      clientLog: logText !== null && logText.length <= WRITE_US_CLIENT_LOG_MAX ? clientLog : null,
      createdAt: at,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}

// -------------------------------------------------------------------------------------- staff pages

/** The session's staff member's id: 401 without a login, 403 to anyone else (as the dev outbox). */
export async function staffOf(ctx: ContactContext, session: Session | null): Promise<number> {
  if (session?.kind !== 'logged' || session.customerId === null) throw unauthorized(contactStaffOnly());
  const [who] = await ctx.db
    .select({ role: customers.role })
    .from(customers)
    .where(eq(customers.id, session.customerId))
    .limit(1);
  if (who?.role !== 'staff') throw forbidden(contactStaffOnly());
  return session.customerId;
}

const contactStaffOnly = () => outboxPage.staffOnly;

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The reports, newest first (staff only). */
export async function staffMessages(ctx: ContactContext, session: Session | null): Promise<ContactMessageRow[]> {
  await staffOf(ctx, session);
  return ctx.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(200);
}

export const ContactAnswer = z.object({
  answer: z.string({ error: contactStaff.answerRequired }).check(
    z.refine((s) => s.trim() !== '', contactStaff.answerRequired),
    z.maxLength(CONTACT_ANSWER_MAX, contactStaff.answerTooLong),
  ),
});

/**
 * A staff member answers a report: the e-mail is written to the outbox and the report marked ANSWERED in
 * one transaction, once (a conditional update: a second answer, or a double click, is 409).
 */
export async function answerMessage(
  ctx: ContactContext,
  session: Session | null,
  id: number,
  input: unknown,
): Promise<ContactMessageRow> {
  const { db, transports, now } = ctx;
  const staffId = await staffOf(ctx, session);
  const { answer } = parseForm(ContactAnswer, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ status: 'ANSWERED', answer: answer.trim(), answeredBy: staffId, answeredAt: now() })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'NEW')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      if (!exists) throw notFound(contactStaff.notFound);
      throw alert(409, contactStaff.alreadyAnswered);
    }
    await queueMessage(tx, transports, {
      channel: 'EMAIL',
      kind: 'CONTACT_ANSWER',
      customerId: row.customerId,
      recipient: row.email,
      subject: t(contactStaff.mailSubject, { id: row.id }),
      bodyText: [
        t(contactStaff.mailGreeting, { name: row.name }),
        '',
        answer.trim(),
        '',
        t(contactStaff.mailQuote, { date: formatDateTime(row.createdAt) }),
        `> ${row.message.replace(/\n/g, '\n> ')}`,
        '',
        contactStaff.mailSignature,
      ].join('\n'),
    });
    return row;
  });
}

/** The area bound to its context, as other areas receive it. */
export type ContactService = BoundArea<typeof self, ContactContext>;
