// The contact area (spec shell §7 contact calls; issue 37; services/contact and services/chat):
//   anyone       the lists of the write-us form, livechat, the FAQ search, the write-us captcha challenge,
//                openComplaint / showComplaintFaqSection (false without a logged customer);
//   saveMessage  anyone, free visitors included (who may have no session yet): a JSON body (no cross-site
//                form can send one without a CORS preflight) and the proof-of-work captcha; with a session,
//                its XSRF token as well;
//   auth/staff/… a staff account (401 without a login, 403 to customers: the services check the role),
//                after the XSRF check of auth/;
//   chat/socket  the assistant's WebSocket (chat-socket.ts takes the upgrade before this app); a plain
//                request is told 426.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  ContactFlag,
  ContactOption,
  FaqEntry,
  LiveChat,
  SavedMessage,
  SegnalationType,
} from '@mercato/contracts/contact';
import { apiErrors, chat as chatTexts } from '@mercato/contracts/i18n/it';
import { alert, forbidden } from '../errors.ts';
import { clientAddress, jsonBody, privateAnswer, privateNoContent, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { ContactAnswer, FaqQuery } from '../services/contact/index.ts';
import { requireCustomer, xsrf } from './access.ts';
import { body, params, query } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Contact';
const TypeId = z.object({ id: z.string().check(z.regex(/^[A-Z_]{1,32}$/)) });
const Id = idParam('id');
const StaffReply = z.object({ text: z.string() });
/** Documentation of the staff answers (services/contact ContactMessageRow, services/chat QueuedChat). */
const StaffMessage = z.object({
  id: z.number(),
  status: z.enum(['NEW', 'ANSWERED']),
  email: z.string(),
  segnalationGroup: z.string(),
  message: z.string(),
});
const ChatMessageDoc = z.object({ id: z.number(), author: z.string(), text: z.string() });
const QueuedChatDoc = z.object({ id: z.number(), state: z.string(), customer: z.string(), email: z.string() });
const ChatDoc = z.object({ id: z.number(), state: z.string(), messages: z.array(ChatMessageDoc) });
const Challenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number(),
});

export function contactRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.contact;
  const chat = services.chat;
  const list = (schema: z.ZodMiniType) => ({ data: z.array(schema) });

  r.get('/contact/livechat', doc({ tag, summary: 'Whether the live chat is open', ok: { data: LiveChat } }), (c) =>
    c.json({ data: s.livechat() }),
  );
  r.get(
    '/contact/segnalationTypes',
    doc({ tag, summary: 'The natures of a write-us report, by type', ok: list(SegnalationType) }),
    (c) => c.json({ data: s.segnalationTypes() }),
  );
  r.get(
    '/contact/segnalationType/:id/messages',
    params(TypeId),
    doc({ tag, summary: "A nature's suggested texts", ok: list(ContactOption) }),
    (c) => c.json({ data: s.segnalationTypeMessages(c.req.valid('param').id) }),
  );
  r.get('/contact/browsers', doc({ tag, summary: 'Browsers', ok: list(ContactOption) }), (c) =>
    c.json({ data: s.browsers() }),
  );
  r.get('/contact/connectionTypes', doc({ tag, summary: 'Connection types', ok: list(ContactOption) }), (c) =>
    c.json({ data: s.connectionTypes() }),
  );
  r.get('/contact/operatingSystems', doc({ tag, summary: 'Operating systems', ok: list(ContactOption) }), (c) =>
    c.json({ data: s.operatingSystems() }),
  );
  r.get(
    '/contact/openComplaint',
    doc({ tag, summary: 'Whether the open-complaint button shows', ok: { data: ContactFlag } }),
    async (c) => privateAnswer(c, await s.openComplaint(c.get('session'))),
  );
  r.get(
    '/contact/showComplaintFaqSection',
    doc({ tag, summary: 'Whether the complaint FAQ section shows', ok: { data: ContactFlag } }),
    async (c) => privateAnswer(c, await s.showComplaintFaqSection(c.get('session'))),
  );
  r.get(
    '/contact/faq',
    query(z.object({ q: z.optional(FaqQuery) })),
    doc({ tag, summary: 'The FAQ, or the entries matching q (Italian full-text search)', ok: list(FaqEntry) }),
    async (c) => {
      const open = await s.showComplaintFaqSection(c.get('session'));
      return privateAnswer(c, await s.faq({ q: c.req.valid('query').q, complaints: open.opened }));
    },
  );
  r.get(
    '/contact/captcha/challenge',
    doc({ tag, summary: "The write-us form's proof-of-work challenge (action write_us)", ok: { data: Challenge } }),
    (c) => privateAnswer(c, s.captchaChallenge()),
  );
  r.put(
    '/contact/saveMessage',
    async (c, next) => {
      // A session's request carries its XSRF token; a visitor without one has only the captcha.
      if (c.get('session') && !c.get('xsrfValid')()) throw forbidden(apiErrors.xsrfInvalid);
      await next();
    },
    doc({ tag, summary: 'A write-us report (spec §3 write-us request)', ok: { data: SavedMessage } }),
    async (c) => privateAnswer(c, await s.saveMessage(c.get('session'), await jsonBody(c), clientAddress(c, config))),
  );

  // Staff (the back-office pages call the services directly; these serve their forms' scripts and tests).
  const staff = [xsrf(), requireCustomer()] as const;
  r.get(
    '/auth/staff/contact/messages',
    ...staff,
    doc({ tag, summary: 'Write-us reports (staff)', ok: list(StaffMessage) }),
    async (c) => privateAnswer(c, await s.staffMessages(c.get('session'))),
  );
  r.post(
    '/auth/staff/contact/messages/:id/answer',
    ...staff,
    params(Id),
    body(ContactAnswer, { deferred: true }),
    doc({ tag, summary: 'Answer a report by e-mail (staff)', ok: { data: StaffMessage } }),
    async (c) => {
      const parsed = c.req.valid('json');
      const input = parsed.ok ? parsed.value : {};
      if (!parsed.ok) await s.staffOf(c.get('session'));
      if (!parsed.ok) throw parsed.error;
      return privateAnswer(c, await s.answerMessage(c.get('session'), c.req.valid('param').id, input));
    },
  );
  r.get(
    '/auth/staff/chat/queue',
    ...staff,
    doc({ tag, summary: 'Live chats waiting or taken (staff)', ok: list(QueuedChatDoc) }),
    async (c) => privateAnswer(c, await chat.staffQueue(c.get('session'))),
  );
  r.get(
    '/auth/staff/chat/:id',
    ...staff,
    params(Id),
    doc({ tag, summary: 'A live chat (staff)', ok: { data: ChatDoc } }),
    async (c) => privateAnswer(c, await chat.staffConversation(c.get('session'), c.req.valid('param').id)),
  );
  r.post(
    '/auth/staff/chat/:id/messages',
    ...staff,
    params(Id),
    body(StaffReply, { deferred: true }),
    doc({ tag, summary: "A staff member's message in a live chat", ok: { data: ChatMessageDoc } }),
    async (c) => {
      const parsed = c.req.valid('json');
      await services.contact.staffOf(c.get('session'));
      if (!parsed.ok) throw parsed.error;
      return privateAnswer(c, await chat.staffReply(c.get('session'), c.req.valid('param').id, parsed.value.text));
    },
  );
  r.post(
    '/auth/staff/chat/:id/close',
    ...staff,
    params(Id),
    doc({ tag, summary: 'End a live chat (staff)', ok: { status: 204, description: 'Closed' } }),
    async (c) => {
      await chat.staffClose(c.get('session'), c.req.valid('param').id);
      return privateNoContent(c);
    },
  );
  r.get(
    '/chat/socket',
    doc({
      tag,
      summary: "The assistant's WebSocket (upgrade only; a plain request is 426)",
      ok: { media: 'websocket', description: 'Switching Protocols (101) to the chat frames of contracts contact.ts' },
    }),
    () => {
      throw alert(426, chatTexts.unavailable);
    },
  );
  return r;
}
