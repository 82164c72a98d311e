// Row 3, server: autocannon on loopback, a fixed number of requests at 10 connections, p50/p99 latency
// and requests per second of each call, and as the physical limit the same server answering a static
// file of about the same size (each row is also given as a ratio to that limit).
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { powToken, solvePow } from '../../packages/client/src/pow.ts';
import { kB, root } from './lib.mjs';

const API = '/commerce/resources';
/** Search terms of a grocery, one of them misspelt (the spellcheck path). */
const SEARCH_QUERIES = [
  'latte',
  'mozarela',
  'pasta',
  'biscotti',
  'olio',
  'acqua',
  'caffè',
  'yogurt',
  'pane',
  'pomodoro',
];
const CONNECTIONS = 10;
/**
 * Searches never asked before, for the list cache's cold path: each query with a second word and each
 * sort, 10 × 40 × 5 = 2,000 different searches (many find little or nothing: a miss costs the same).
 */
const SECOND_WORDS = [
  'bio',
  'integrale',
  'fresco',
  'intero',
  'light',
  'classico',
  'scremato',
  'senza',
  'lattosio',
  'glutine',
  'gusto',
  'dolce',
  'piccante',
  'extra',
  'vergine',
  'naturale',
  'frizzante',
  'grande',
  'piccolo',
  'famiglia',
  'formato',
  'confezione',
  'bianco',
  'rosso',
  'nero',
  'verde',
  'mediterraneo',
  'italiano',
  'tradizionale',
  'artigianale',
  'delicato',
  'cremoso',
  'croccante',
  'morbido',
  'magro',
  'ricco',
  'fibra',
  'proteine',
  'vitamine',
  'zucchero',
];
const SORTS = ['relevance', 'price-asc', 'price-desc', 'unit-price-asc', 'name-asc'];
const COLD_SEARCHES = SORTS.flatMap((sort) =>
  SECOND_WORDS.flatMap((w) => SEARCH_QUERIES.map((q) => `${q} ${w}|${sort}`)),
);
/**
 * The same searches with their two words the other way round, for one search at a time with nothing
 * queued: they find the same products, but none has been asked before (the list cache keys on the query
 * as typed), so each is the whole cold path again.
 */
const COLD_SEARCHES_ALONE = SORTS.flatMap((sort) =>
  SECOND_WORDS.flatMap((w) => SEARCH_QUERIES.map((q) => `${w} ${q}|${sort}`)),
);
const searchPath = (k) => {
  const [q, sort] = k.split('|');
  return `${API}/search?q=${encodeURIComponent(q)}&pageSize=24&sort=${sort}`;
};

/**
 * The calls measured. `probe` decides whether the call exists yet (a route answering 404, or a page
 * redirected to /index by the catch-all, is "not built yet"). Areas that land later add or fix their
 * entries here (search API, slots, checkout).
 */
export function calls({ productIds = Array.from({ length: 40 }, (_, i) => i + 1) } = {}) {
  return [
    { name: 'page configuration GET nav/supermercato', method: 'GET', path: `${API}/nav/supermercato` },
    { name: 'SSR home GET /index', method: 'GET', path: '/index' },
    { name: 'SSR home GET /index (power guest)', method: 'GET', path: '/index', guest: true },
    { name: 'SSR home GET /index (logged customer)', method: 'GET', path: '/index', logged: true },
    {
      name: 'postcode check POST (many clients)',
      method: 'POST',
      path: `${API}/onboarding/postcode/check`,
      body: JSON.stringify({ postcode: '20121' }),
      headers: { 'content-type': 'application/json' },
      manyClients: true,
      note: 'one X-Forwarded-For per request (MERCATO_TRUST_PROXY=1), so the 120/min per-client limit is not hit',
    },
    {
      name: 'postcode check POST (one client)',
      method: 'POST',
      path: `${API}/onboarding/postcode/check`,
      body: JSON.stringify({ postcode: '20121' }),
      headers: { 'content-type': 'application/json' },
      note: 'one client: past 120 look-ups a minute every answer is 429, so this is the rate-limited path',
      allowStatus: [429],
    },
    {
      name: 'search API GET search?q= (10 queries in turn)',
      method: 'GET',
      paths: SEARCH_QUERIES.map((q) => `${API}/search?q=${encodeURIComponent(q)}&pageSize=24`),
      note: `full-text + trigram spellcheck + facets in one round trip; ${SEARCH_QUERIES.join(', ')}`,
    },
    {
      name: 'search API, every request a search never asked before',
      method: 'GET',
      paths: COLD_SEARCHES.map(searchPath),
      cold: true,
      note: `the list cache's cold path (no warm-up, each request a different search: two words × 5 sorts, ${COLD_SEARCHES.length} in all)`,
    },
    {
      name: 'search API, a search never asked before, one at a time',
      method: 'GET',
      paths: COLD_SEARCHES_ALONE.map(searchPath),
      cold: true,
      connections: 1,
      note: `1 connection: what one shopper waits for a new search with nothing queued (the same searches, words the other way round, ${COLD_SEARCHES_ALONE.length} in all, none asked before)`,
    },
    {
      name: 'search API sorted by price per unit',
      method: 'GET',
      paths: SEARCH_QUERIES.map((q) => `${API}/search?q=${encodeURIComponent(q)}&pageSize=24&sort=unit-price-asc`),
    },
    {
      name: 'header suggestions GET search/suggest',
      method: 'GET',
      paths: SEARCH_QUERIES.map((q) => `${API}/search/suggest?q=${encodeURIComponent(q.slice(0, 4))}`),
      note: 'products and categories from the first 4 characters of each query',
    },
    { name: 'listing API GET menu/{id}/products', method: 'GET', discover: 'listing-api' },
    { name: 'search page GET /supermercato/ricerca/latte', method: 'GET', path: '/supermercato/ricerca/latte' },
    {
      name: 'search page GET /supermercato/ricerca/latte (power guest)',
      method: 'GET',
      path: '/supermercato/ricerca/latte',
      guest: true,
    },
    {
      name: 'search page GET /supermercato/ricerca/latte (logged customer)',
      method: 'GET',
      path: '/supermercato/ricerca/latte',
      logged: true,
    },
    { name: 'listing page (first menu link of the store home)', method: 'GET', discover: 'listing' },
    { name: 'listing page (power guest)', method: 'GET', discover: 'listing', guest: true },
    { name: 'listing page (logged customer)', method: 'GET', discover: 'listing', logged: true },
    {
      name: 'add to trolley POST auth/trolley/item',
      method: 'POST',
      path: `${API}/auth/trolley/item`,
      logged: true,
      // A different product per request: the same product twice at once is refused by design.
      bodies: productIds.map((id) => JSON.stringify({ productId: id, quantity: 1 })),
      headers: { 'content-type': 'application/json' },
      note: 'demo customer, 40 products in turn; a 409 is the same product still being added (refused by design)',
    },
    {
      name: 'slot availability GET slots/availability (many clients)',
      method: 'GET',
      path: `${API}/slots/availability?postcode=20121`,
      manyClients: true,
      note: "a postcode's read-only week (partner pages); one X-Forwarded-For per request, so the 120/min look-up limit is not hit",
    },
    {
      name: "shopper's week GET auth/slots",
      method: 'GET',
      path: `${API}/auth/slots`,
      logged: true,
      note: 'demo customer: states for the trolley, the hold and the orders',
    },
    {
      name: 'slot booking POST auth/slots/reservation',
      method: 'POST',
      discover: 'slot-booking',
      logged: true,
      headers: { 'content-type': 'application/json' },
      note: "demo customer switching between two slots, a new idempotency key each time (release + take in one transaction); one shopper's bookings queue on the trolley row",
    },
    {
      name: 'checkout GET auth/checkout',
      method: 'GET',
      path: `${API}/auth/checkout`,
      logged: true,
      note: 'demo customer: the trolley priced, delivery and hold, payments, totals and the missing step',
    },
    {
      name: 'checkout confirm POST auth/checkout/confirm, refused 409 (every check, no order)',
      method: 'POST',
      discover: 'checkout-confirm',
      logged: true,
      headers: { 'content-type': 'application/json' },
      allowStatus: [409],
      note: "demo customer's ready checkout confirmed with a stale version and a new key each time: the trolley row locked, the checkout read and priced again, every check, then 409 CHECKOUT_CHANGED and a rollback (the whole path but the order's writes, which a shopper does once); one shopper's confirmations queue on the trolley row",
    },
    {
      name: 'checkout confirm POST auth/checkout/confirm, each making an order',
      method: 'POST',
      discover: 'checkout-orders',
      logged: true,
    },
  ];
}

/**
 * Makes the demo customer's checkout ready (lines, a booked slot, payment at delivery) and answers bodies
 * confirming it with a stale version, each with a key of its own.
 */
async function checkoutConfirmBodies(base, session) {
  const headers = { cookie: session.cookie, 'x-xsrf-token': session.xsrf ?? '', 'content-type': 'application/json' };
  const call = (method, path, body) =>
    fetch(`${base}${API}${path}`, { method, headers, body: body && JSON.stringify(body) }).catch(() => null);
  const first = await call('GET', '/auth/checkout');
  if (!first?.ok) return null;
  let checkout = (await first.json()).data;
  // Lines up to the minimum amount (products that cannot be added are skipped).
  for (let id = 1; id <= 80 && checkout.totals.transactionAmount < checkout.totals.minimumAmount; id++) {
    await call('POST', '/auth/trolley/item', { productId: id, quantity: 2 });
    const again = await call('GET', '/auth/checkout');
    if (again?.ok) checkout = (await again.json()).data;
  }
  if (!checkout.delivery.reservation) {
    const week = await call('GET', '/auth/slots');
    const free = week?.ok
      ? (await week.json()).data.days.flatMap((d) => d.slots).filter((s) => s.state === 'AVAILABLE')
      : [];
    if (free.length)
      await call('POST', '/auth/slots/reservation', {
        slotId: free[0].slotId,
        idempotencyKey: `bench-ck-${Date.now()}`,
      });
  }
  await call('PATCH', '/auth/checkout', { payment: { type: 'HOME', walletId: null } });
  const run = `${process.pid}${Date.now().toString(36)}`;
  return Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ idempotencyKey: `bench-${run}-${i}`, version: 0 }));
}

/** The demo data's shoppers (seeded by the shop's first start, all with the demo password), the demo customer last. */
async function demoShoppers() {
  const { generateDemoData, DEMO_PASSWORD } = await import('../../packages/server/src/db/seed/generate.ts');
  const emails = generateDemoData()
    .customers.filter((c) => c.role === 'customer')
    .map((c) => c.email)
    .sort((a, b) => (a === DEMO_EMAIL) - (b === DEMO_EMAIL));
  return { emails, password: DEMO_PASSWORD };
}

/**
 * Makes one shopper's checkout ready to be confirmed, through the shop's own calls: lines from `products`
 * up to the minimum amount (at least three), a booked slot (given free places first when the shop runs
 * with its test hooks), payment at delivery. Resolves { session, body } or { error }.
 */
async function readyCheckout(base, session, products, run) {
  const headers = { cookie: session.cookie, 'x-xsrf-token': session.xsrf ?? '', 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${API}${path}`, { method, headers, body: body && JSON.stringify(body) });
    const text = await res.text();
    const json = text ? JSON.parse(text) : null;
    return { ok: res.ok, status: res.status, data: json?.data ?? null, code: json?.code };
  };
  let checkout = (await call('GET', '/auth/checkout')).data;
  if (!checkout) return { error: 'auth/checkout missing' };
  // Products that cannot be added (out of stock, not sold here) are skipped, 40 tries at most.
  let refused = '';
  for (let lines = 0, tries = 0; lines < 3 || checkout.totals.transactionAmount < checkout.totals.minimumAmount; ) {
    if (++tries > 40) return { error: `lines not added (${refused})` };
    const add = await call('POST', '/auth/trolley/item', { productId: products.next(), quantity: 1 });
    if (!add.ok) {
      refused = `${add.status} ${add.code}`;
      continue;
    }
    lines++;
    if (lines >= 3) checkout = (await call('GET', '/auth/checkout')).data;
  }
  if (!checkout.delivery.reservation) {
    const week = (await call('GET', '/auth/slots')).data;
    const slot = week?.days.flatMap((d) => d.slots).find((s) => s.state === 'AVAILABLE');
    if (!slot) return { error: 'no free slot' };
    // The fixture sets the slot's booked count to capacity - 5, so the slots never run out across rounds
    // (an error without MERCATO_TEST_HOOKS, then the week's own free places are used).
    await call('PUT', `/test/slots/${slot.slotId}/free-places`, { free: 5 });
    await call('POST', '/auth/slots/reservation', { slotId: slot.slotId, idempotencyKey: `bench-slot-${run}` });
  }
  await call('PATCH', '/auth/checkout', { payment: { type: 'HOME', walletId: null } });
  checkout = (await call('GET', '/auth/checkout')).data;
  if (checkout.missing) return { error: `${checkout.missing.step}: ${checkout.missing.message}` };
  if (checkout.mobileVerificationRequired) return { error: 'mobile number to verify' };
  return { session, body: JSON.stringify({ idempotencyKey: `bench-confirm-${run}`, version: checkout.version }) };
}

/** Runs `work` on each item with at most `limit` at once; resolves their results in order. */
async function pool(items, limit, work) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Confirmations that make orders, each of a different ready checkout: every demo shopper readies a
 * checkout (not timed), then all are confirmed at 10 connections (timed: each request's latency and the
 * first request to the last answer); once more per round, a shopper's next checkout after their order. The
 * first round warms up and is not counted. Resolves the row's { r, note } or { error }.
 */
async function confirmOrders(base, { rounds, log }) {
  const { emails, password } = await demoShoppers();
  const sessions = (await pool(emails, 4, (e) => login(base, e, password).catch(() => null))).filter(Boolean);
  if (sessions.length === 0) return { error: 'no demo shopper could log in' };
  // Shoppers who have not accepted the rules may not change their trolley: they accept them, as on the site.
  await pool(sessions, 4, (s) =>
    fetch(`${base}${API}/auth/rule-agreement`, {
      method: 'PUT',
      headers: { cookie: s.cookie, 'x-xsrf-token': s.xsrf ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ saleConditionsAccepted: true, privacyAccepted: true }),
    }).catch(() => null),
  );
  let productId = 0;
  // Products 1-400 in turn, one of each per line, so that no product runs out of stock.
  const products = { next: () => (productId++ % 400) + 1 };
  const run = `${process.pid}${Date.now().toString(36)}`;
  const latencies = [];
  const statuses = {};
  const skipped = new Map();
  let seconds = 0;
  let prepareSeconds = 0;
  for (let round = 0; round <= rounds; round++) {
    const t = performance.now();
    const prepared = await pool(sessions, 4, (s, i) =>
      readyCheckout(base, s, products, `${run}-${round}-${i}`).catch((err) => ({ error: err.message })),
    );
    prepareSeconds += (performance.now() - t) / 1000;
    const ready = prepared.filter((p) => p.body);
    for (const p of prepared) if (p.error) skipped.set(p.error, (skipped.get(p.error) ?? 0) + 1);
    if (ready.length === 0) return { error: `no checkout could be made ready (${[...skipped.keys()].join('; ')})` };
    log?.(
      `confirm round ${round}: ${ready.length} checkouts ready in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const t0 = performance.now();
    const timed = await pool(ready, CONNECTIONS, async ({ session, body }) => {
      const start = performance.now();
      const res = await fetch(`${base}${API}/auth/checkout/confirm`, {
        method: 'POST',
        headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf ?? '', 'content-type': 'application/json' },
        body,
      });
      const answer = await res.json().catch(() => null);
      const ms = performance.now() - start;
      const status = res.ok && answer?.data?.outcome === 'ORDERED' ? 'ORDERED' : `${res.status} ${answer?.code ?? ''}`;
      return { ms, status };
    });
    if (round === 0) continue;
    seconds += (performance.now() - t0) / 1000;
    for (const { ms, status } of timed) {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]);
  const ordered = statuses.ORDERED ?? 0;
  const r = {
    p50: at(0.5),
    p99: at(0.99),
    rps: ordered / seconds,
    total: latencies.length,
    ok: ordered,
    statuses,
    seconds,
    prepareSeconds,
    shoppers: sessions.length,
  };
  const other = Object.entries(statuses).filter(([s]) => s !== 'ORDERED');
  const note = [
    `${ordered} orders made of ${latencies.length} confirmations in ${rounds} rounds of ${sessions.length} demo shoppers (after one round of warm-up), each a different checkout: lines of three or more products up to the minimum, a booked slot, payment at delivery`,
    other.length ? `not ordered: ${other.map(([s, n]) => `${n}× ${s}`).join(', ')}` : null,
    skipped.size ? `checkouts not ready: ${[...skipped].map(([e, n]) => `${n}× ${e}`).join(', ')}` : null,
    `readying them (not timed) took ${prepareSeconds.toFixed(1)} s`,
    'each round ends with fewer than 10 confirmations in flight',
  ];
  return { r, note: note.filter(Boolean).join('; ') };
}

/** Bodies booking two free slots of the demo customer's week in turn, each with a key of its own. */
async function slotBookingBodies(base, session) {
  const res = await fetch(`${base}${API}/auth/slots`, {
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf ?? '' },
  }).catch(() => null);
  if (!res?.ok) return null;
  const week = (await res.json()).data;
  const free = week.days.flatMap((d) => d.slots).filter((s) => s.state === 'AVAILABLE');
  if (free.length < 2) return null;
  const run = `${process.pid}${Date.now().toString(36)}`;
  return Array.from({ length: 20_000 }, (_, i) =>
    JSON.stringify({ slotId: free[i % 2].slotId, idempotencyKey: `bench-${run}-${i}` }),
  );
}

const DEMO_EMAIL = 'mario.rossi@example.it';

async function login(base, username = DEMO_EMAIL, password = 'Mercato2026!') {
  const res = await fetch(`${base}${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) return null;
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  return { cookie: cookies.join('; '), xsrf: xsrf ? decodeURIComponent(xsrf) : null };
}

/**
 * A power guest's session, as the address checker makes it: the proof-of-work captcha solved, then the
 * entry with mario's home street (20121, Via Dante) for the supermarket.
 */
async function enterAsPowerGuest(base) {
  const challenge = (await (await fetch(`${base}${API}/onboarding/captcha/challenge`)).json()).data;
  const number = await solvePow(challenge);
  if (number === null) return null;
  const res = await fetch(`${base}${API}/onboarding/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postcode: '20121',
      streetId: 2,
      site: 'supermercato',
      captchaToken: powToken(challenge, number),
    }),
  });
  if (!res.ok) return null;
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  return { cookie: cookies.join('; '), xsrf: xsrf ? decodeURIComponent(xsrf) : null };
}

/** One request without following redirects: { status, size, location }. */
async function once(base, call, path, session) {
  const headers = { ...(call.headers ?? {}) };
  if (session) {
    headers.cookie = session.cookie;
    if (session.xsrf) headers['x-xsrf-token'] = session.xsrf;
  }
  if (call.manyClients) headers['x-forwarded-for'] = '10.255.255.1';
  const res = await fetch(base + path, {
    method: call.method,
    headers,
    body: call.body ?? call.bodies?.[0],
    redirect: 'manual',
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, size: body.length, location: res.headers.get('location') };
}

/** Files the site serves statically (site/dist/client), with their sizes. */
function staticFiles() {
  const dir = join(root, 'site/dist/client');
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push({ path: `/${relative(dir, p).split(sep).join('/')}`, size: statSync(p).size });
    }
  };
  try {
    walk(dir);
  } catch {}
  return out;
}

let ipCounter = 0;
const nextIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function cannon(autocannon, base, call, path, amount, session) {
  const headers = { ...(call.headers ?? {}) };
  if (session) {
    headers.cookie = session.cookie;
    if (session.xsrf) headers['x-xsrf-token'] = session.xsrf;
  }
  let i = 0;
  const request = { method: call.method, path, headers, body: call.body };
  const setupRequest = (req) => {
    const r = { ...req, headers: { ...req.headers } };
    if (call.manyClients) r.headers['x-forwarded-for'] = nextIp();
    // Bodies used once each (bookings with their idempotency keys) continue across the warm-up and the
    // measured run: a key sent again would only replay its first answer.
    if (call.bodies && call.onceEach) {
      call.cursor = (call.cursor ?? 0) + 1;
      r.body = call.bodies[call.cursor % call.bodies.length];
    } else if (call.bodies) r.body = call.bodies[i++ % call.bodies.length];
    if (call.paths) r.path = call.paths[i++ % call.paths.length];
    return r;
  };
  // autocannon stops on its sampling tick, so its own duration is rounded up to a second: time the
  // first request to the last response here instead.
  const t0 = performance.now();
  let last = t0;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: call.connections ?? CONNECTIONS,
        // A number of requests, or { seconds } for a fixed time (slow calls on PGlite at scale).
        ...(typeof amount === 'number'
          ? { amount }
          : { duration: amount.seconds, ...(amount.max ? { maxOverallRequests: amount.max } : {}) }),
        requests: [{ ...request, setupRequest }],
        timeout: 30,
        sampleInt: 100,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', () => {
      last = performance.now();
    });
  });
  const seconds = (last - t0) / 1000;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.total / seconds,
    total: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
    seconds,
  };
}

/** Before measuring: a tenth of a counted run (at least 50 requests), a quarter of a timed one (at least 1 s). */
const warmUp = (amount) =>
  typeof amount === 'number'
    ? Math.max(50, Math.round(amount / 10))
    : {
        seconds: Math.max(1, Math.round(amount.seconds / 4)),
        ...(amount.max ? { max: Math.max(50, Math.round(amount.max / 10)) } : {}),
      };

const fmtRun = (r) => `p50 ${r.p50} ms · p99 ${r.p99} ms · ${Math.round(r.rps)} req/s`;

/**
 * Measures every call that exists on a running shop. `label` names the database ('PGlite',
 * 'PostgreSQL'); `amount` requests per call after a warm-up of a tenth of it.
 */
export async function serverRows(shop, { label, amount, log, only, area = `server ${label}` }) {
  let autocannon;
  try {
    ({ default: autocannon } = await import('autocannon'));
  } catch (err) {
    return [
      { area, item: 'all calls', figures: 'n/a', note: `autocannon not installed (${err.message.split('\n')[0]})` },
    ];
  }
  const rows = [];
  const missing = [];
  const base = shop.base;
  const session = await login(base).catch(() => null);
  const guest = await enterAsPowerGuest(base).catch(() => null);
  // A free visitor has no session; a power guest the street it verified; a logged customer is mario.
  const sessionFor = (call) => (call.logged ? session : call.guest ? guest : null);
  const homeHtml = await fetch(`${base}/supermercato/home`)
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  const measured = [];
  for (const call of calls()) {
    if (only && !only(call)) continue;
    let path = call.path;
    if (call.discover === 'listing') path = /href="(\/supermercato\/menu\/\d+\/[^"#?]*)"/.exec(homeHtml)?.[1];
    if (call.discover === 'listing-api') {
      const id = /href="\/supermercato\/menu\/(\d+)\//.exec(homeHtml)?.[1];
      path = id ? `${API}/menu/${id}/products?pageSize=24` : undefined;
    }
    if (call.paths) path = call.paths[0];
    const item = call.name;
    if (call.guest && !guest) {
      missing.push({ area, item, figures: 'n/a', note: 'the power-guest entry failed' });
      continue;
    }
    if (call.logged && !session) {
      missing.push({ area, item, figures: 'n/a', note: 'the demo login failed' });
      continue;
    }
    if (call.discover === 'slot-booking') {
      const bodies = await slotBookingBodies(base, session);
      if (!bodies) {
        missing.push({
          area,
          item,
          figures: 'n/a',
          note: 'no two free slots in the demo week (or auth/slots missing)',
        });
        continue;
      }
      call.bodies = bodies;
      call.onceEach = true;
      path = `${API}/auth/slots/reservation`;
    }
    if (call.discover === 'checkout-orders') {
      log?.(`${label}: ${item}`);
      // Each round readies its checkouts first (about 5 s on PGlite): 4 rounds, 2 in --quick.
      const rounds = typeof amount === 'number' || amount.seconds >= 10 ? 4 : 2;
      const done = await confirmOrders(base, { rounds, log });
      if (done.error) missing.push({ area, item, figures: 'n/a', note: done.error });
      else
        rows.push({
          area,
          item,
          figures: `p50 ${done.r.p50} ms · p99 ${done.r.p99} ms · ${done.r.rps.toFixed(1)} orders/s`,
          note: done.note,
          data: done.r,
        });
      continue;
    }
    if (call.discover === 'checkout-confirm') {
      const bodies = await checkoutConfirmBodies(base, session);
      if (!bodies) {
        missing.push({ area, item, figures: 'n/a', note: 'auth/checkout missing (not built yet)' });
        continue;
      }
      call.bodies = bodies;
      call.onceEach = true;
      path = `${API}/auth/checkout/confirm`;
    }
    let probe;
    for (const candidate of call.candidates ?? [path]) {
      if (!candidate) continue;
      const p = await once(base, call, candidate, sessionFor(call));
      probe = { ...p, path: candidate };
      if ((p.status >= 200 && p.status < 300) || call.allowStatus?.includes(p.status)) break;
    }
    if (!probe) {
      missing.push({ area, item, figures: 'n/a', note: 'no link found to probe (not built yet)' });
      continue;
    }
    const okStatus = (probe.status >= 200 && probe.status < 300) || !!call.allowStatus?.includes(probe.status);
    if (!okStatus) {
      const why =
        probe.status === 404
          ? 'route answers 404'
          : probe.location
            ? `answers ${probe.status} → ${probe.location.replace(base, '')}`
            : `answers ${probe.status}`;
      missing.push({
        area,
        item,
        figures: 'n/a',
        note: `${why} (not built yet)${call.candidates ? `; probed ${call.candidates.join(', ')}` : ''}`,
      });
      continue;
    }
    log?.(`autocannon ${label}: ${item}`);
    // A cold call has no warm-up and never repeats a request (timed runs stop at the last search).
    if (!call.cold) await cannon(autocannon, base, call, probe.path, warmUp(amount), sessionFor(call));
    const callAmount = !call.cold
      ? amount
      : typeof amount === 'number'
        ? Math.min(amount, call.paths.length)
        : { ...amount, max: Math.min(amount.max ?? Infinity, call.paths.length) };
    const r = await cannon(autocannon, base, call, probe.path, callAmount, sessionFor(call));
    measured.push({ call, item, r, size: probe.size });
  }
  // The physical limit: the same server answering a static file of about the same size as each call.
  const files = staticFiles();
  const limits = new Map();
  for (const m of measured) {
    if (files.length === 0) break;
    const file = files.reduce((best, f) => (Math.abs(f.size - m.size) < Math.abs(best.size - m.size) ? f : best));
    if (!limits.has(file.path)) {
      log?.(`autocannon ${label}: static ${file.path}`);
      const call = { method: 'GET' };
      await cannon(autocannon, base, call, file.path, warmUp(amount));
      limits.set(file.path, { file, r: await cannon(autocannon, base, call, file.path, amount) });
    }
    m.limit = limits.get(file.path);
  }
  for (const m of measured) {
    const { r } = m;
    const ratio = m.limit
      ? `${(r.rps / m.limit.r.rps).toFixed(2)}× the limit's req/s (${m.limit.file.path})`
      : 'no static file to compare';
    const other = Object.entries(r.statuses)
      .filter(([s]) => !s.startsWith('2'))
      .map(([s, n]) => `${n}× ${s}`);
    rows.push({
      area,
      item: m.item,
      figures: fmtRun(r),
      note: [
        ratio,
        `${r.total} req, body ${kB(m.size)}`,
        other.length ? `non-2xx: ${other.join(', ')}` : null,
        r.errors ? `${r.errors} errors` : null,
        m.call.note,
      ]
        .filter(Boolean)
        .join('; '),
      data: { ...r, size: m.size, limitRps: m.limit?.r.rps ?? null, ratio: m.limit ? r.rps / m.limit.r.rps : null },
    });
  }
  for (const { file, r } of limits.values()) {
    rows.push({
      area,
      item: `limit: static ${file.path}`,
      figures: fmtRun(r),
      note: `${kB(file.size)} file served by the same server (site/dist/client)`,
      data: r,
    });
  }
  return [...rows, ...missing];
}
