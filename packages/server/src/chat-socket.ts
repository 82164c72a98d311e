// The assistant's WebSocket (issue 37, ADR 0038): `attachChatSocket(server)` takes the HTTP upgrades of
// /commerce/resources/chat/socket on a Node server (site/server/main.ts, which serves the shop, and
// serve.ts, the API alone); every other upgrade is refused. The conversation lives in the database
// (services/chat), so a reconnection may land on any instance; this file keeps only the open sockets.
//
// - Who: the session of the MERCATO_SESSION cookie; a visitor without one gets a new free-visit session
//   (its cookies set on the 101 answer), so a conversation always has an owner. The Origin must be the
//   shop's own (the Host) or a partner origin: a page elsewhere cannot open a chat with the visitor's
//   cookies (cross-site WebSocket hijacking).
// - Frames: JSON text frames of contracts contact.ts `ChatClientFrame`, at most CHAT_FRAME_MAX_BYTES;
//   anything else is answered `{ type: 'error', code: 'malformed' }` with the Italian message, and the
//   socket stays open. Frames of one socket are handled one after another.
// - Live: each socket subscribes to the process's hub (LISTEN mercato_chat) and forwards its own
//   conversation's new messages (from the customer's other tabs, from staff on any instance).
// - Alive: a ping every 30 s; a socket that did not answer the previous one is ended.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import {
  CHAT_FRAME_MAX_BYTES,
  CHAT_SOCKET_PATH,
  ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
} from '@mercato/contracts/contact';
import { chat as texts } from '@mercato/contracts/i18n/it-chat';
import { SESSION_COOKIE, sessionCookies } from './auth/cookies.ts';
import { BASE_PATH } from './base-path.ts';
import type { ChatEvent } from './services/chat/index.ts';
import type { Session } from './services/sessions/index.ts';
import type { Shop } from './shop.ts';

export const CHAT_SOCKET_URL_PATH = `${BASE_PATH}/${CHAT_SOCKET_PATH}`;
const PING_MS = 30_000;
/** Frames larger than this end the socket (ws's own limit); up to CHAT_FRAME_MAX_BYTES are read. */
const HARD_MAX_BYTES = 64 * 1024;

function cookieOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The Origin is the shop's own (same host) or a partner's; a request without one (not a browser) passes. */
export function originAllowed(req: IncomingMessage, partnerOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.host === req.headers.host) return true;
  return partnerOrigins.includes(url.origin);
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

const send = (ws: WebSocket, frame: ChatServerFrame) => {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
};

/** Takes the chat's upgrades on `server`; `shopOf` gives the shop (opened once). Answers a stop function. */
export function attachChatSocket(server: Server, shopOf: () => Promise<Shop>): () => void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_MAX_BYTES, perMessageDeflate: false });
  const alive = new WeakMap<WebSocket, boolean>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== CHAT_SOCKET_URL_PATH) return refuse(socket, 404, 'Not Found');
    void (async () => {
      const shop = await shopOf();
      if (!shop.config.public.chatbotEnabled) return refuse(socket, 404, 'Not Found');
      if (!originAllowed(req, shop.config.partnerOrigins)) return refuse(socket, 403, 'Forbidden');
      const sessions = shop.services.sessions;
      let session = await sessions.get(cookieOf(req.headers.cookie, SESSION_COOKIE));
      const made = session === null;
      session ??= await sessions.create({ kind: 'freeVisit' });
      const fresh = session;
      const secure =
        (req.socket as { encrypted?: boolean }).encrypted === true ||
        (shop.config.trustProxy > 0 && req.headers['x-forwarded-proto'] === 'https');
      const addCookies = (headers: string[]) => {
        if (made)
          for (const c of sessionCookies({ id: fresh.id, xsrfToken: fresh.xsrfToken }, { secure }))
            headers.push(`Set-Cookie: ${c}`);
      };
      wss.once('headers', addCookies);
      wss.handleUpgrade(req, socket, head, (ws) => {
        wss.off('headers', addCookies);
        alive.set(ws, true);
        ws.on('pong', () => alive.set(ws, true));
        connection(shop, ws, fresh.id);
      });
    })().catch(() => refuse(socket, 500, 'Internal Server Error'));
  };

  const ping = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, PING_MS);
  ping.unref();

  server.on('upgrade', onUpgrade);
  return () => {
    clearInterval(ping);
    server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  };
}

/** One socket: its frames in order, its conversation's live messages. */
function connection(shop: Shop, ws: WebSocket, sessionId: string): void {
  const { chat, sessions } = shop.services;
  let conversationId: number | null = null;
  let lastId = 0;
  const deliver = (messages: ChatMessage[]) => {
    for (const m of messages) {
      if (m.id <= lastId) continue;
      lastId = m.id;
      send(ws, { type: 'message', message: m });
    }
  };
  /** The session as it is now (a logout ends the chat of its customer). */
  const current = async (): Promise<Session | null> => sessions.get(sessionId);
  const sendHistory = async () => {
    const session = await current();
    if (!session) return end();
    const h = await chat.history(session);
    const c = await chat.conversationOf(session);
    conversationId = c?.id ?? null;
    lastId = h.messages.at(-1)?.id ?? 0;
    send(ws, {
      type: 'history',
      state: h.state,
      messages: h.messages,
      logged: session.kind === 'logged' && session.customerId !== null,
    });
  };
  const end = () => {
    send(ws, { type: 'error', code: 'unavailable', message: texts.unavailable });
    ws.close(4001, 'session');
  };
  // The frames' listener is attached before anything is awaited: a client's first frame ('hello', sent on
  // open) that arrived while the hub's subscription was still being made (PostgreSQL's LISTEN, the first
  // time in a process) was dropped, and the panel waited for its history for ever. The frames wait for
  // the subscription in the queue instead.
  let unsubscribe: (() => void) | null = null;
  let closed = false;
  const subscribed = chat.hub.subscribe({
    event(e: ChatEvent) {
      if (e.conversationId !== conversationId) return;
      if ('message' in e) deliver([e.message]);
      else send(ws, { type: 'state', state: e.state });
    },
    resync() {
      void sendHistory().catch(() => {});
    },
  });
  subscribed.then(
    (stop) => {
      if (closed) stop();
      else unsubscribe = stop;
    },
    () => {},
  );
  let queue: Promise<unknown> = subscribed;
  const malformed = (clientId?: string) =>
    send(ws, { type: 'error', code: 'malformed', message: texts.malformed, ...(clientId ? { clientId } : {}) });
  ws.on('message', (data, isBinary) => {
    queue = queue
      .then(async () => {
        const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        if (isBinary || bytes.length > CHAT_FRAME_MAX_BYTES) return malformed();
        let value: unknown;
        try {
          value = JSON.parse(bytes.toString('utf8'));
        } catch {
          return malformed();
        }
        const frame = ChatClientFrame.safeParse(value);
        if (!frame.success) return malformed();
        if (frame.data.type === 'hello') return sendHistory();
        const session = await current();
        if (!session) return end();
        const outcome =
          frame.data.type === 'message'
            ? await chat.post(session, frame.data.clientId, frame.data.text)
            : await chat.askOperator(session);
        if (!outcome.ok) {
          const clientId = frame.data.type === 'message' ? frame.data.clientId : undefined;
          return send(ws, {
            type: 'error',
            code: outcome.code,
            message: outcome.message,
            ...(clientId ? { clientId } : {}),
          });
        }
        if (conversationId === null) conversationId = (await chat.conversationOf(session))?.id ?? null;
        deliver(outcome.messages);
        send(ws, { type: 'state', state: outcome.state });
      })
      .catch(() => send(ws, { type: 'error', code: 'unavailable', message: texts.unavailable }));
  });
  ws.on('close', () => {
    closed = true;
    unsubscribe?.();
  });
  ws.on('error', () => ws.terminate());
}
