// The shop's own assistant (issue 37, ADR 0038): conversations with the chatbot, kept in the database
// (any instance serves the next message; chat-socket.ts carries them over a WebSocket). The assistant
// answers from the FAQ (Italian full-text search, services/contact faq()) with the best entries and
// their links; 'operatore' hands a logged customer over to the live-chat queue that staff answer from
// their back-office page (/commerce/dev/chat). Every new message is published with
// `pg_notify('mercato_chat', …)` in its transaction, so the sockets of every instance (the customer's
// other tabs, the staff page's) hear of it on commit.
//
// A conversation belongs to one owner: a logged customer (all their sessions), else the session that
// opened it; the socket never names a conversation, the owner's own is always the one read and written.
// chosen: one conversation per owner, reopened after a staff member closed it (back to the assistant);
// the last CHAT_HISTORY messages are sent on (re)connection.
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  CHAT_FLOOD_LIMIT,
  CHAT_FLOOD_WINDOW_MS,
  CHATBOT_MESSAGE_MAX,
  type ChatLink,
  type ChatMessage,
  type ChatState,
} from '@mercato/contracts/contact';
import { chat as texts, OPERATOR_WORDS } from '@mercato/contracts/i18n/it-chat';
import { contactStaff } from '@mercato/contracts/i18n/it';
import type { Db, Listen, Tx } from '../../db/client.ts';
import { chatConversations, chatMessages } from '../../db/schema/contact.ts';
import { customers } from '../../db/schema/platform.ts';
import { alert, badRequest, notFound } from '../../errors.ts';
import type { BoundArea } from '../bind.ts';
import type { ContactService } from '../contact/index.ts';
import type { RateLimiter } from '../rate-limit/index.ts';
import type { Session } from '../sessions/index.ts';
import type * as self from './index.ts';

export const CHAT_CHANNEL = 'mercato_chat';
export const CHAT_HISTORY = 100;
/** How many FAQ entries an answer shows. */
export const CHAT_ANSWERS = 3;

export interface ChatContext {
  db: Db;
  contact: ContactService;
  rateLimit: RateLimiter;
  listen: Listen;
  now: () => Date;
}

/** What travels through NOTIFY. */
export type ChatEvent = { conversationId: number; message: ChatMessage } | { conversationId: number; state: ChatState };

export type ChatOutcome =
  | { ok: true; messages: ChatMessage[]; state: ChatState }
  | { ok: false; code: 'tooLong' | 'empty' | 'flood' | 'unavailable'; message: string };

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

const toMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  author: r.author,
  text: r.text,
  links: Array.isArray(r.links) ? (r.links as ChatLink[]) : [],
  clientId: r.author === 'customer' ? r.clientId : null,
  at: r.createdAt.toISOString(),
});

/** Who a session's conversation belongs to: its customer when logged, else the session itself. */
export function ownerOf(session: Session): { customerId: number } | { sessionId: string } {
  return session.kind === 'logged' && session.customerId !== null
    ? { customerId: session.customerId }
    : { sessionId: session.id };
}

const ownerWhere = (session: Session) => {
  const owner = ownerOf(session);
  return 'customerId' in owner
    ? eq(chatConversations.customerId, owner.customerId)
    : and(eq(chatConversations.sessionId, owner.sessionId), isNull(chatConversations.customerId));
};

/** The session's own conversation, or null before its first message. */
export async function conversationOf(ctx: ChatContext, session: Session, q: Db | Tx = ctx.db) {
  const [row] = await q
    .select()
    .from(chatConversations)
    .where(ownerWhere(session))
    .orderBy(desc(chatConversations.id))
    .limit(1);
  return row ?? null;
}

async function messagesOf(q: Db | Tx, conversationId: number, afterId = 0): Promise<ChatMessage[]> {
  const rows = await q
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY);
  return rows.reverse().map(toMessage);
}

/** What the panel shows on (re)connection: the state and the last messages. */
export async function history(
  ctx: ChatContext,
  session: Session,
): Promise<{ state: ChatState; messages: ChatMessage[] }> {
  const c = await conversationOf(ctx, session);
  if (!c) return { state: 'BOT', messages: [] };
  return { state: c.state, messages: await messagesOf(ctx.db, c.id) };
}

async function publish(tx: Tx, event: ChatEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(event)})`);
}

async function addMessage(
  tx: Tx,
  conversationId: number,
  author: MessageRow['author'],
  text: string,
  opts: { links?: ChatLink[]; clientId?: string | null; at: Date },
): Promise<ChatMessage | null> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      conversationId,
      author,
      text,
      links: opts.links && opts.links.length > 0 ? opts.links : null,
      clientId: opts.clientId ?? null,
      createdAt: opts.at,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const message = toMessage(row);
  await publish(tx, { conversationId, message });
  return message;
}

async function setState(tx: Tx, c: ConversationRow, state: ChatState, at: Date, extra: Partial<ConversationRow> = {}) {
  await tx
    .update(chatConversations)
    .set({ state, updatedAt: at, ...extra })
    .where(eq(chatConversations.id, c.id));
  await publish(tx, { conversationId: c.id, state });
}

/** The owner's conversation, made on its first message (locked for the message's transaction). */
async function ownConversation(tx: Tx, session: Session, at: Date): Promise<ConversationRow> {
  const [found] = await tx
    .select()
    .from(chatConversations)
    .where(ownerWhere(session))
    .orderBy(desc(chatConversations.id))
    .limit(1)
    .for('update');
  if (found) return found;
  const owner = ownerOf(session);
  const [made] = await tx
    .insert(chatConversations)
    .values({
      sessionId: session.id,
      customerId: 'customerId' in owner ? owner.customerId : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return made!;
}

const asksForOperator = (text: string) => {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/);
  return OPERATOR_WORDS.some((w) => words.includes(w));
};

/** The assistant's answer to `text`: the best FAQ entries with their links, or where else to look. */
export async function answerFor(ctx: ChatContext, text: string): Promise<{ text: string; links: ChatLink[] }> {
  const found = await ctx.contact.faq({ q: text.slice(0, 200), limit: CHAT_ANSWERS });
  if (found.length === 0)
    return {
      text: texts.noAnswer,
      links: [
        { url: '/customer-faq', label: texts.faqLink },
        { url: '/scrivici', label: texts.writeUsLink },
      ],
    };
  const [best, ...more] = found;
  const lines = [texts.answerIntro, `${best!.question}\n${best!.answer}`, ...more.map((e) => `• ${e.question}`)];
  const links: ChatLink[] = [];
  for (const e of found) {
    if (e.link && !links.some((l) => l.url === e.link!.url)) links.push(e.link);
  }
  links.push({ url: `/help?q=${encodeURIComponent(text.slice(0, 200))}`, label: texts.faqLink });
  return { text: lines.join('\n\n'), links };
}

const floodKey = (session: Session) => {
  const owner = ownerOf(session);
  return 'customerId' in owner ? `chat:flood:c:${owner.customerId}` : `chat:flood:s:${owner.sessionId}`;
};

/**
 * A customer's message (max CHATBOT_MESSAGE_MAX characters, at most CHAT_FLOOD_LIMIT in
 * CHAT_FLOOD_WINDOW_MS): stored once per `clientId`; the assistant answers while the conversation is
 * its own (state BOT), an operator otherwise. Answers the messages made (none for a repeated clientId).
 */
export async function post(ctx: ChatContext, session: Session, clientId: string, raw: string): Promise<ChatOutcome> {
  const text = raw.trim();
  if (text === '') return { ok: false, code: 'empty', message: texts.empty };
  if ([...text].length > CHATBOT_MESSAGE_MAX) return { ok: false, code: 'tooLong', message: texts.tooLong };
  const at = ctx.now();
  const hit = await ctx.rateLimit.hit(floodKey(session), CHAT_FLOOD_WINDOW_MS, at);
  if (hit.count > CHAT_FLOOD_LIMIT) return { ok: false, code: 'flood', message: texts.flood };
  const operator = asksForOperator(text);
  // The FAQ is read before the transaction: the one connection of PGlite is not held meanwhile.
  const answer = operator ? null : await answerFor(ctx, text);
  return ctx.db.transaction(async (tx) => {
    const c = await ownConversation(tx, session, at);
    const mine = await addMessage(tx, c.id, 'customer', text, { clientId, at });
    if (!mine) return { ok: true as const, messages: [], state: c.state };
    const made = [mine];
    let state = c.state;
    if (state === 'CLOSED') {
      state = 'BOT';
      await setState(tx, c, state, at, { staffId: null, queuedAt: null });
    }
    if (operator) {
      const said = await operatorRequest(tx, session, c, state, at);
      made.push(...said.messages);
      state = said.state;
    } else if (state === 'BOT' && answer) {
      const reply = await addMessage(tx, c.id, 'bot', answer.text, { links: answer.links, at });
      if (reply) made.push(reply);
    } else {
      await tx.update(chatConversations).set({ updatedAt: at }).where(eq(chatConversations.id, c.id));
    }
    return { ok: true as const, messages: made, state };
  });
}

async function operatorRequest(tx: Tx, session: Session, c: ConversationRow, state: ChatState, at: Date) {
  const system = (text: string) => addMessage(tx, c.id, 'system', text, { at });
  if (session.kind !== 'logged' || session.customerId === null) {
    const m = await system(texts.operatorNeedsLogin);
    return { state, messages: m ? [m] : [] };
  }
  if (state === 'QUEUED' || state === 'LIVE') {
    const m = await system(texts.operatorAlready);
    return { state, messages: m ? [m] : [] };
  }
  await setState(tx, c, 'QUEUED', at, { queuedAt: at });
  const m = await system(texts.operatorQueued);
  return { state: 'QUEUED' as const, messages: m ? [m] : [] };
}

/** The operator button of the panel: as the message 'operatore', without a message of the customer. */
export async function askOperator(ctx: ChatContext, session: Session): Promise<ChatOutcome> {
  const at = ctx.now();
  const hit = await ctx.rateLimit.hit(floodKey(session), CHAT_FLOOD_WINDOW_MS, at);
  if (hit.count > CHAT_FLOOD_LIMIT) return { ok: false, code: 'flood', message: texts.flood };
  return ctx.db.transaction(async (tx) => {
    const c = await ownConversation(tx, session, at);
    const said = await operatorRequest(tx, session, c, c.state === 'CLOSED' ? 'BOT' : c.state, at);
    return { ok: true as const, ...said };
  });
}

// ------------------------------------------------------------------------------------------- staff

export interface QueuedChat {
  id: number;
  state: ChatState;
  customer: string;
  email: string;
  queuedAt: string | null;
  updatedAt: string;
}

/** The conversations waiting for or taken by staff, the longest waiting first (staff only). */
export async function staffQueue(ctx: ChatContext, session: Session | null): Promise<QueuedChat[]> {
  await ctx.contact.staffOf(session);
  const rows = await ctx.db
    .select({
      id: chatConversations.id,
      state: chatConversations.state,
      forename: customers.forename,
      surname: customers.surname,
      email: customers.email,
      queuedAt: chatConversations.queuedAt,
      updatedAt: chatConversations.updatedAt,
    })
    .from(chatConversations)
    .innerJoin(customers, eq(customers.id, chatConversations.customerId))
    .where(inArray(chatConversations.state, ['QUEUED', 'LIVE']))
    .orderBy(asc(chatConversations.queuedAt), asc(chatConversations.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    state: r.state,
    customer: `${r.forename} ${r.surname}`,
    email: r.email,
    queuedAt: r.queuedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A conversation as staff read it (staff only; 404 for one nobody handed over). */
export async function staffConversation(ctx: ChatContext, session: Session | null, id: number) {
  await ctx.contact.staffOf(session);
  const [c] = await ctx.db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), sql`${chatConversations.customerId} is not null`));
  if (!c) throw notFound();
  return { id: c.id, state: c.state, messages: await messagesOf(ctx.db, c.id) };
}

/** A staff member's message: takes the conversation (LIVE) on the first one. */
export async function staffReply(ctx: ChatContext, session: Session | null, id: number, raw: string) {
  const staffId = await ctx.contact.staffOf(session);
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw badRequest(texts.empty, [{ field: 'text', message: texts.empty }]);
  if (text.length > 2000)
    throw badRequest(contactStaff.answerTooLong, [{ field: 'text', message: contactStaff.answerTooLong }]);
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
    if (!c || c.customerId === null) throw notFound();
    if (c.state !== 'QUEUED' && c.state !== 'LIVE') throw alert(409, contactStaff.chatClosed);
    if (c.state === 'QUEUED') {
      await setState(tx, c, 'LIVE', at, { staffId });
      await addMessage(tx, c.id, 'system', texts.operatorJoined, { at });
    }
    return addMessage(tx, c.id, 'staff', text, { at });
  });
}

/** A staff member ends the live chat: the customer is back with the assistant. */
export async function staffClose(ctx: ChatContext, session: Session | null, id: number): Promise<void> {
  await ctx.contact.staffOf(session);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [c] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
    if (!c || c.customerId === null) throw notFound();
    if (c.state !== 'QUEUED' && c.state !== 'LIVE') throw alert(409, contactStaff.chatClosed);
    await setState(tx, c, 'CLOSED', at);
    await addMessage(tx, c.id, 'system', texts.operatorClosed, { at });
  });
}

// ----------------------------------------------------------------------------------- live delivery

export interface ChatSubscriber {
  event(e: ChatEvent): void;
  /** LISTEN reconnected (events may be lost): the subscriber reloads its history. */
  resync(): void;
}

/** One LISTEN per process on CHAT_CHANNEL, handing each event to the sockets of its conversation. */
export function createChatHub(listen: Listen) {
  const subs = new Set<ChatSubscriber>();
  let listening: Promise<() => Promise<void>> | null = null;
  const start = () => {
    listening ??= listen(
      CHAT_CHANNEL,
      (payload) => {
        let e: ChatEvent;
        try {
          e = JSON.parse(payload) as ChatEvent;
        } catch {
          return;
        }
        for (const s of subs) s.event(e);
      },
      () => {
        for (const s of subs) s.resync();
      },
    ).catch((err: unknown) => {
      listening = null;
      throw err;
    });
    return listening;
  };
  return {
    async subscribe(sub: ChatSubscriber): Promise<() => void> {
      await start();
      subs.add(sub);
      return () => subs.delete(sub);
    },
    async close(): Promise<void> {
      subs.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}

/** The area bound to its context, as other areas receive it. */
export type ChatService = BoundArea<typeof self, ChatContext>;
