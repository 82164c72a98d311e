// The shop's HTTP server (`npm start`, the e2e tests and the bench run this file; Node 24 runs it as
// TypeScript, by type stripping, and `tsc -b` checks it: site/server/tsconfig.json).
// - /commerce/resources/* goes straight to the API (the Hono app of packages/server);
// - the built site's files (dist/client: /_astro/*, the favicon) are sent from disk by `send`, as the
//   Node adapter's standalone mode would;
// - everything else (pages, /elements files, images) to the built Astro site (dist/server/entry.mjs, Node
//   adapter in middleware mode). In standalone mode the adapter looked for a file on disk before every
//   page (`send`'s stat, ENOENT, then the page): 7 % of a logged listing's profile. The files are listed
//   once here instead, as they only change with a build.
// Astro's endpoint for the API (src/pages/commerce/resources/[...path].ts) still works under
// `astro dev`, but going through Astro costs every API call its routing, a module import and
// request/response copies: measured at 200,000 products, search answered 357 req/s through Astro
// and 562 req/s straight (p99 60 → 35 ms, 10 connections, 2 cores).
// Both paths use one shop: @mercato/server is not bundled into the site (astro.config.mjs), so the
// pages and this file import the same module.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { attachChatSocket, BASE_PATH, getShop, onStopping, type PageStampRow } from '@mercato/server';
import { digestInPlace } from './digest-in-place.ts';
import { releaseMemoryWhenIdle } from './idle-memory.ts';
import { navigationFor } from '../src/request/navigation.ts';
import {
  compressedFile,
  compressible,
  compressNow,
  type Encoding,
  pickEncoding,
  varyOnEncoding,
} from '../src/request/compression.ts';
import {
  deliveryBarFirstSlot,
  fillOwnParts,
  type OwnPage,
  type OwnParts,
  ownPartsKey,
  splitOwnParts,
  type ViewTemplate,
  viewTemplateKey,
} from '../src/request/own-parts.ts';
import {
  keptHeaders,
  keptPage,
  ownPageSession,
  SHARED_PAGE_HEADER,
  type SharedPage,
  sharedPageKey,
} from '../src/request/shared-pages.ts';
import { warmPages } from './warm-pages.ts';

// SHA digests in place instead of on the thread pool (the CSP hashes of every page: digest-in-place.ts).
digestInPlace(globalThis.crypto.subtle);

/** The built site's handler (the Node adapter in middleware mode); `locals` reach the page's render. */
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: undefined, locals?: object) => void;
/** What this file hands a page render in Astro's locals (src/env.d.ts `App.Locals`). */
type PageLocals = Pick<App.Locals, 'ownPage' | 'sessionRead'>;
/** How a page request is answered: whole here (`answered`), or by Astro with these `locals`. */
type Answer = { answered?: true; locals?: PageLocals };

const { handler: astro } = (await import(new URL('../dist/server/entry.mjs', import.meta.url).href)) as {
  handler: AstroHandler;
};
const { default: send } = await import('send');

/** The built site's files (dist/client), by address: what `send` serves; anything else is Astro's. */
const CLIENT_DIR = fileURLToPath(new URL('../dist/client/', import.meta.url));
const CLIENT_FILES = new Set(
  readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `/${relative(CLIENT_DIR, join(e.parentPath, e.name)).split(sep).join('/')}`),
);

/** The content types of the built files that are compressed (src/request/compression.ts); others go as they are. */
const TEXT_FILES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

/**
 * Sends a built file; /_astro files are named by their content and the drawn pictures by their version
 * (/images/pack/v1/…, ADR 0032), so browsers keep them for a year. Scripts, styles and SVG go compressed
 * to a browser that accepts it (made once per process: src/request/compression.ts).
 */
async function sendFile(req: IncomingMessage, res: ServerResponse, path: string) {
  const immutable = path.startsWith('/_astro/') || path.startsWith('/images/pack/');
  const type = TEXT_FILES[path.slice(path.lastIndexOf('.') + 1)];
  if (type) {
    res.setHeader('vary', varyOnEncoding(res.getHeader('vary')));
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const packed = encoding ? await compressedFile(join(CLIENT_DIR, path), encoding) : null;
    if (encoding && packed) {
      res.writeHead(200, {
        'content-type': type,
        'content-encoding': encoding,
        'content-length': packed.byteLength,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
      });
      res.end(req.method === 'HEAD' ? undefined : packed);
      return;
    }
  }
  send(req, path, { root: CLIENT_DIR })
    .on('headers', () => {
      if (immutable) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    })
    .on('error', (err) => {
      res.statusCode = err.status ?? 500;
      res.end();
    })
    .pipe(res);
}

/** Kept pages compressed, by the kept body and encoding: a page kept for many visitors is compressed once. */
const packedPages = new WeakMap<Uint8Array, Partial<Record<Encoding, Uint8Array>>>();

/**
 * The body to send for a whole text answer: compressed when its type and size are worth it and the
 * browser accepts it (the headers then say so); as it is otherwise. `kept`: the body is a kept page's,
 * whose compressed form is kept beside it.
 */
function encodeWhole(res: ServerResponse, body: Uint8Array, kept = false): Uint8Array {
  if (
    res.getHeader('content-encoding') !== undefined ||
    res.statusCode === 204 ||
    res.statusCode === 304 ||
    !compressible(res.getHeader('content-type'), body.byteLength)
  )
    return body;
  res.setHeader('vary', varyOnEncoding(res.getHeader('vary')));
  const encoding = pickEncoding(res.req.headers['accept-encoding']);
  if (!encoding) return body;
  let packed: Uint8Array;
  if (kept) {
    const known = packedPages.get(body) ?? {};
    packed = known[encoding] ??= compressNow(body, encoding);
    packedPages.set(body, known);
  } else packed = compressNow(body, encoding);
  res.setHeader('content-encoding', encoding);
  return packed;
}

/** Sends a kept or filled page whole, compressed as encodeWhole() says. */
function sendWhole(res: ServerResponse, headers: OutgoingHttpHeaders, body: Uint8Array, kept = false) {
  res.statusCode = 200;
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  const sent = encodeWhole(res, body, kept);
  res.setHeader('content-length', sent.byteLength);
  res.end(sent);
}

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

const api = getRequestListener(async (request, env) => {
  const shop = await getShop();
  return shop.app.fetch(request, { clientAddress: env.incoming.socket.remoteAddress ?? '' });
});

/**
 * Headers of every page (not of the API, which sets its own, nor of /elements, embedded by partners).
 * The Content-Security-Policy of pages comes from Astro (astro.config.mjs `security.csp`: the hashes of
 * its inline scripts and styles, frame-ancestors 'none'); this one stands for the answers Astro does not
 * render (413 here, image endpoints) and is replaced by Astro's on pages.
 */
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  // The shop's pages are never framed (clickjacking): X-Frame-Options for browsers without CSP 3.
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Reads a page request's body up to `limit` bytes; null when it is larger (nothing more is read). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * A page is written to the socket in one piece. Astro hands its rendered stream to the Node adapter in
 * many small chunks (a listing page: hundreds), each a `write` and most of them a system call of its
 * own; the profile of a listing render had 15 % of the server's time in `writev`. Pages are small
 * (under 100 kB) and rendered before the first byte would be useful anyway (the page configuration and
 * the data come first), so nothing is lost by sending them whole, with their length.
 * `done(status, headers, body)`: given the whole page before it is sent (to keep it, src/request/shared-pages.ts
 * and src/request/own-parts.ts); answers the body to send. The page's mark is never sent.
 */
function writeInOnePiece(
  res: ServerResponse,
  done?: (status: number, headers: OutgoingHttpHeaders, body: Uint8Array) => Uint8Array,
) {
  const chunks: Uint8Array[] = [];
  const { write, end, writeHead } = res;
  // The original methods, called with the arguments the page's writer gave (any of their overloads).
  const original = (method: unknown) => method as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  let head: unknown[] | null = null;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null) return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : (chunk as Uint8Array),
    );
  };
  // The status line and headers wait for the body: then the length is known and the mark can go.
  res.writeHead = ((...args: unknown[]) => {
    head = args;
    return res;
  }) as ServerResponse['writeHead'];
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (typeof cb === 'function') queueMicrotask(() => cb());
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    res.write = write;
    res.end = end;
    res.writeHead = writeHead;
    const cb = [chunk, encoding, callback].find((a) => typeof a === 'function');
    if (typeof chunk !== 'function') collect(chunk, encoding);
    let body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    if (head) {
      const [status, ...rest] = head;
      const headers = rest.find((a) => a !== null && typeof a === 'object') as OutgoingHttpHeaders | undefined;
      if (Array.isArray(headers)) original(writeHead).apply(res, head);
      else {
        // As writeHead would, but still open to the changes below.
        res.statusCode = status as number;
        if (typeof rest[0] === 'string') res.statusMessage = rest[0];
        for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
      }
    }
    if (!res.headersSent) {
      // done() reads the page's mark; the mark itself never goes.
      if (done) body = done(res.statusCode, res.getHeaders(), body);
      res.removeHeader(SHARED_PAGE_HEADER);
      body = encodeWhole(res, body);
      if (res.req.method !== 'HEAD') res.setHeader('content-length', body.byteLength);
    }
    return body.byteLength === 0 ? original(end).call(res, cb) : original(end).call(res, body, cb);
  }) as ServerResponse['end'];
}

/**
 * The page of a visitor without a session, answered whole when a kept one is fresh under the page stamp
 * (src/request/shared-pages.ts); otherwise rendered, and kept when the page says it is the same for every
 * such visitor. A shopper's page goes to answerOwn(). `{ answered: true }` when answered; otherwise the
 * locals to render with.
 */
async function answerShared(req: IncomingMessage, res: ServerResponse): Promise<Answer> {
  const key = sharedPageKey(req.method, req.url ?? '/', req.headers.cookie);
  if (key === null) {
    const sessionId = ownPageSession(req.method, req.headers.cookie);
    if (sessionId !== null) return answerOwn(req, res, sessionId);
    writeInOnePiece(res);
    return {};
  }
  const { pageCache } = (await getShop()).services;
  const stamp = await pageCache.stamp().catch(() => null);
  const kept = await pageCache.pages.peek<SharedPage>(key, stamp);
  if (kept) {
    sendWhole(res, kept.headers, kept.body, true);
    return { answered: true };
  }
  writeInOnePiece(res, (status, headers, body) => {
    const page = keptPage(status, headers, body);
    if (page) pageCache.pages.put(key, stamp, page);
    return body;
  });
  return {};
}

/** The token of this process's marks around a page's own parts (src/request/own-parts.ts): no page text holds it. */
const OWN_MARK = `mercato-own-${randomBytes(12).toString('hex')}`;

/**
 * The page of a shopper with a session (src/request/own-parts.ts, docs/adr/0022-pages-kept-per-view.md):
 * when their own parts of the navigation's pages are kept under their own version and the page stamp,
 * and the template of the address's view likewise, the page is the template with the parts filled in
 * (after one more look-up: the delivery bar's first free slot, when the kept bar shows one). Otherwise
 * Astro renders it with the marks, and the template and the parts are kept when the page allows it.
 */
async function answerOwn(req: IncomingMessage, res: ServerResponse, sessionId: string): Promise<Answer> {
  const { sessions, pageCache, ownCache, slots } = (await getShop()).services;
  const url = req.url ?? '/';
  const read = await sessions.getAlongside<PageStampRow>(sessionId, pageCache.stampSelect()).catch(() => null);
  const session = read?.session ?? null;
  const stamp = read ? pageCache.stampOf(read.row) : null;
  if (session === null || stamp === null) {
    writeInOnePiece(res);
    return {};
  }
  const nav = navigationFor(pathOf(url) ?? '/', session.site);
  const own = await ownCache.peek<OwnParts>(session, ownPartsKey(nav), stamp);
  const template = own ? await pageCache.pages.peek<ViewTemplate>(viewTemplateKey(url, own.view), stamp) : undefined;
  if (own && template) {
    const sameSlot =
      own.firstSlot === undefined ||
      (session.customerId !== null &&
        JSON.stringify(await deliveryBarFirstSlot(slots, session.customerId, { session, stamp }, nav)) ===
          own.firstSlot);
    const page = sameSlot ? fillOwnParts(template, own.parts) : null;
    if (page) {
      sendWhole(res, template.headers, page);
      return { answered: true };
    }
  }
  const ownPage: OwnPage = { mark: OWN_MARK };
  writeInOnePiece(res, (status, headers, body) => {
    if (ownPage.view === undefined) return body;
    const { page, kept } = splitOwnParts(body, OWN_MARK);
    if (kept && status === 200 && headers['set-cookie'] === undefined) {
      pageCache.pages.put(viewTemplateKey(url, ownPage.view), stamp, {
        headers: keptHeaders(headers),
        pieces: kept.pieces,
        holes: kept.holes,
      });
      ownCache.put(session, ownPartsKey(nav), stamp, {
        value: { view: ownPage.view, parts: kept.parts, firstSlot: ownPage.firstSlot },
        until: ownPage.until,
      });
    }
    return page;
  });
  return { locals: { ownPage, sessionRead: read! } };
}

const STATIC_PATHS = /^\/(_astro|elements|images)\//;

/** The path of a request's address, decoded; null when it cannot be decoded (400, as the adapter did). */
function pathOf(url: string): string | null {
  const end = url.search(/[?#]/);
  try {
    return decodeURI(end === -1 ? url : url.slice(0, end));
  } catch {
    return null;
  }
}

const tooLarge = (res: ServerResponse) => {
  res.writeHead(413, { ...PAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
  res.end('Richiesta troppo grande.');
};

// Memory back to the system once the start is done and whenever a quiet spell follows requests.
const idleMemory = releaseMemoryWhenIdle();

/**
 * The answers under way (a live stream's until it ends) and the open connections: what stopping waits
 * for (drain(), below).
 */
const answering = new Set<ServerResponse>();
const connections = new Set<Socket>();
let draining = false;
let drained = () => {};

function countAnswer(res: ServerResponse) {
  answering.add(res);
  // While stopping, no connection is kept open after its answer.
  if (draining) res.setHeader('connection', 'close');
  res.once('close', () => {
    answering.delete(res);
    if (!draining) return;
    server.closeIdleConnections();
    if (answering.size === 0) drained();
  });
}

/** Every request of the shop's server (and of the start's warm-up, below). */
async function listener(req: IncomingMessage & { body?: Buffer }, res: ServerResponse) {
  idleMemory.busy();
  countAnswer(res);
  const url = req.url ?? '/';
  if (url === BASE_PATH || url.startsWith(`${BASE_PATH}/`) || url.startsWith(`${BASE_PATH}?`)) {
    api(req, res);
    return;
  }
  const path = pathOf(url);
  if (path === null) {
    res.writeHead(400);
    res.end('Bad request.');
    return;
  }
  if (!url.startsWith('/elements/')) {
    for (const [name, value] of Object.entries(PAGE_HEADERS)) res.setHeader(name, value);
  }
  if (CLIENT_FILES.has(path) && (req.method === 'GET' || req.method === 'HEAD')) {
    await sendFile(req, res, path);
    return;
  }
  // Pages are rendered, or answered from what is kept (whole to visitors without a session, per view to
  // shoppers); /elements and images are Astro's endpoints, streamed as they come.
  const { answered, locals }: Answer = STATIC_PATHS.test(url) ? {} : await answerShared(req, res);
  if (answered) return;
  // Page forms are small (login, rule agreement): their bodies are read here up to the API's limit and
  // handed to Astro whole, so a 200 MB POST is refused with 413 instead of being read into memory.
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = await readBody(req, (await getShop()).config.bodyLimit).catch(() => null);
    if (body === null) return tooLarge(res);
    req.body = body;
  }
  astro(req, res, undefined, locals);
}

const server = http.createServer(listener);
// An idle kept-alive connection is closed by the client or the balancer first, never by the shop: Node's
// 5 s default raced clients that reuse a connection after a pause (an ECONNRESET on a plain GET). 65 s
// outlasts the 60 s idle time balancers commonly keep; headersTimeout must exceed it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// The assistant's WebSocket (/commerce/resources/chat/socket): the upgrade is the API's too.
attachChatSocket(server, getShop);
server.on('connection', (socket: Socket) => {
  connections.add(socket);
  socket.once('close', () => connections.delete(socket));
});

/** MERCATO_DRAIN_SECONDS: how long stopping waits for the answers under way (default 10, at most 300). */
const drainMs = (() => {
  const s = Number(process.env.MERCATO_DRAIN_SECONDS);
  return Number.isFinite(s) && s >= 0 && s <= 300 ? s * 1000 : 10_000;
})();

/**
 * Stopping (SIGTERM or SIGINT, before the database closes; docs/adr/0046-cluster-behind-nginx.md):
 * 1. the port is let go at once, so a load balancer's next connection is refused and goes to another
 *    instance (nginx retries a refused connection with any method: nothing had been sent);
 * 2. the live slot streams end: the browsers reconnect through the balancer to an instance that stays;
 * 3. the answers under way finish (each on a connection closed after it), for up to MERCATO_DRAIN_SECONDS;
 * 4. whatever is still open is closed (upgraded connections too), then the shop closes its database.
 * An order, a stock change or a slot place is one transaction: finished in step 3, or rolled back whole.
 */
async function drain() {
  draining = true;
  server.close();
  server.closeIdleConnections();
  for (const res of answering) if (!res.headersSent) res.setHeader('connection', 'close');
  const shop = await getShop().catch(() => null);
  await shop?.services.slots.close().catch(() => {});
  if (answering.size > 0) {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      drained = resolve;
      timer = setTimeout(resolve, drainMs);
    });
    clearTimeout(timer);
  }
  server.closeAllConnections();
  for (const socket of connections) socket.destroy();
}
onStopping(drain);

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(
    err.code === 'EADDRINUSE'
      ? `Port ${port} is already in use on ${host}: stop the other process or set PORT=…`
      : `The server could not start: ${err.message}`,
  );
  process.exit(1);
});

// Open the database (create, migrate, seed) before taking the port: a shop that cannot open it (the
// data folder is in use by another shop, PostgreSQL unreachable, …) says why and exits non-zero instead
// of answering 500s behind a printed banner.
try {
  await getShop();
} catch (err) {
  console.error(`[mercato] The shop cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
// Warm start (MERCATO_WARMUP, as `npm start` sets it): the pages a visitor opens first are rendered once
// before the port is taken, through this same listener on a loopback port of its own (warm-pages.ts).
if (process.env.MERCATO_WARMUP === '1') {
  const warm = http.createServer(listener);
  await new Promise<void>((resolve) => warm.listen(0, '127.0.0.1', resolve));
  await warmPages(`http://127.0.0.1:${(warm.address() as AddressInfo).port}`);
  warm.close();
  warm.closeAllConnections();
}
// What opening the database and the warm-up left behind (migrations, the seed's check, the warm caches' garbage).
idleMemory.release();

// Started by `npm start` (scripts/start.mjs): stop as for SIGTERM when that process is gone.
const parentPid = Number(process.env.MERCATO_PARENT_PID);
if (parentPid > 0) {
  setInterval(() => {
    if (process.ppid !== parentPid) process.kill(process.pid, 'SIGTERM');
  }, 500).unref();
}

server.listen(port, host, () => {
  console.log(`Mercato: http://${host}:${port}/`);
});
