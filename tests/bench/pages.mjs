// Row 2, page weight: for each page of the shop that exists, the gzipped JS and CSS it loads (scripts,
// stylesheets, island component/renderer urls and their static imports; lazy imports apart), the JS
// Chromium actually downloaded (lazy parts fetched right after hydration included) and
// Lighthouse's mobile performance score, LCP, TBT and CLS (median of N runs, Debian's Chromium).
import { addSizes, kB, median, moduleGraph, sizes } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DEMO_LOGIN = { username: 'mario.rossi@example.it', password: 'Mercato2026!' };
const CHECKOUT_STEPS = ['/checkout/trolley', '/checkout/delivery', '/checkout/billing-payment', '/checkout/summary'];

/** GET without following redirects: { status, location, text }. */
async function get(base, path, cookie) {
  const res = await fetch(base + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const text = res.status === 200 ? await res.text() : '';
  return { status: res.status, location: res.headers.get('location'), text };
}

const attr = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);
const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** What a page's HTML asks the browser to load. */
export function assetsOf(html) {
  const js = new Set();
  const css = new Set();
  const inlineJs = [];
  const inlineCss = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(m[1], 'src');
    const type = attr(m[1], 'type');
    if (type && !/module|javascript/i.test(type)) continue; // JSON-LD and the like
    if (src) js.add(decode(src));
    else inlineJs.push(m[2]);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = (attr(m[1], 'rel') ?? '').toLowerCase();
    const href = attr(m[1], 'href');
    if (!href) continue;
    if (rel.split(/\s+/).includes('stylesheet')) css.add(decode(href));
    if (rel === 'modulepreload') js.add(decode(href));
  }
  for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const v = attr(m[1], name);
      if (v) js.add(decode(v));
    }
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inlineCss.push(m[1]);
  return { js: [...js], css: [...css], inlineJs: inlineJs.join('\n'), inlineCss: inlineCss.join('\n') };
}

/** Gzipped JS and CSS one page loads; fetched from the running shop. */
export async function pageWeight(base, html) {
  const a = assetsOf(html);
  const origin = new URL(base).origin;
  const abs = (u) => new URL(u, `${base}/`).toString();
  const local = (u) => new URL(u).origin === origin;
  const fetchText = async (u) => {
    const res = await fetch(u);
    if (!res.ok) throw new Error(`${new URL(u).pathname} answered ${res.status}`);
    return res.text();
  };
  // Inline module scripts may import files too.
  const { initial, lazy, code } = await moduleGraph(a.js.map(abs).filter(local), fetchText, (from, spec) =>
    new URL(spec, from).toString(),
  );
  const inlineImports = [...a.inlineJs.matchAll(/\bimport\s*(?:[\w*${}\s,]*?from\s*)?["'`](\/[^"'`]+)["'`]/g)].map(
    (m) => abs(m[1]),
  );
  const extra = inlineImports.length
    ? await moduleGraph(
        inlineImports.filter((u) => !initial.includes(u)),
        fetchText,
        (f, s) => new URL(s, f).toString(),
      )
    : null;
  const jsFiles = [...initial, ...(extra?.initial ?? [])];
  const jsSizes = jsFiles.map((u) => sizes(code.get(u) ?? extra.code.get(u)));
  if (a.inlineJs.trim()) jsSizes.push(sizes(a.inlineJs));
  const cssSizes = [];
  for (const u of a.css.map(abs).filter(local)) cssSizes.push(sizes(await fetchText(u)));
  if (a.inlineCss.trim()) cssSizes.push(sizes(a.inlineCss));
  const lazySizes = lazy.map((u) => sizes(code.get(u)));
  return {
    html: sizes(html),
    js: addSizes(jsSizes),
    css: addSizes(cssSizes),
    lazyJs: addSizes(lazySizes),
    files: {
      js: jsFiles.length,
      css: a.css.length,
      lazy: lazy.length,
      external: a.js.length + a.css.length - a.js.map(abs).filter(local).length - a.css.map(abs).filter(local).length,
    },
  };
}

/** Logs in the demo customer; resolves the Cookie header or null. */
async function login(base) {
  try {
    const res = await fetch(`${base}/commerce/resources/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    if (!res.ok) return null;
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  } catch {
    return null;
  }
}

/**
 * Makes the demo customer's checkout reach every step, so that each step's page answers 200 instead of
 * sending back to the step that misses something (site/src/features/checkout/checkout-steps.ts): products up to the minimum
 * order amount, the first available slot booked, the first payment offered chosen. Through the shop's
 * own API; a failure leaves the steps as they are (their rows then say where they send back).
 */
async function readyForCheckout(base, cookie) {
  const api = `${base}/commerce/resources`;
  const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', accept: 'application/json' };
  const call = async (method, path, body) => {
    const res = await fetch(`${api}/${path}`, { method, headers, body: body && JSON.stringify(body) });
    return res.ok ? ((await res.json().catch(() => null))?.data ?? null) : null;
  };
  try {
    let checkout = await call('GET', 'auth/checkout');
    for (let productId = 1; checkout && checkout.missing?.step === 'TROLLEY' && productId <= 60; productId++) {
      await call('POST', 'auth/trolley/item', { productId, quantity: 3 });
      checkout = await call('GET', 'auth/checkout');
    }
    const week = await call('GET', 'auth/slots');
    if (week?.firstAvailable && !week.reservation)
      await call('POST', 'auth/slots/reservation', {
        slotId: week.firstAvailable.slotId,
        idempotencyKey: `bench-${Date.now()}`,
      });
    checkout = await call('GET', 'auth/checkout');
    const option = checkout?.payment.options[0];
    if (option && !checkout.payment.type)
      await call('PATCH', 'auth/checkout', { payment: { type: option.type, walletId: null } });
  } catch {
    // The rows say where a step sends back.
  }
}

/** The pages to weigh: fixed paths plus listing/product urls discovered from links in the HTML. */
export async function discoverPages(base) {
  const pages = [];
  const probe = async (label, path, cookie) => {
    if (!path)
      return pages.push({
        label,
        path: null,
        reason: 'no link to it found on the store home/search page (not built yet)',
      });
    const r = await get(base, path, cookie);
    if (r.status === 200) pages.push({ label, path, html: r.text, cookie });
    else
      pages.push({
        label,
        path,
        reason: `answers ${r.status}${r.location ? ` → ${r.location.replace(base, '')}` : ''}${
          r.location?.includes('/checkout/') ? ' (the step guard: something is missing)' : ' (not built yet)'
        }`,
      });
    return r;
  };
  await probe('home', '/index');
  const store = await probe('store home', '/supermercato/home');
  const listing = /href="(\/supermercato\/menu\/\d+\/[^"#?]*)"/.exec(store.text ?? '')?.[1];
  await probe('listing', listing);
  const search = await probe('search', '/supermercato/ricerca/latte');
  const product = /href="(\/supermercato\/prodotto\/[^"#?]+)"/.exec(search.text ?? '')?.[1];
  await probe('product', product);
  const cookie = await login(base);
  if (cookie) await readyForCheckout(base, cookie);
  for (const step of CHECKOUT_STEPS) {
    if (cookie) await probe(`checkout ${step.split('/').pop()}`, step, cookie);
    else pages.push({ label: `checkout ${step.split('/').pop()}`, path: step, reason: 'the demo login failed' });
  }
  return pages;
}

/** Lighthouse mobile (default config) on each page, `runs` times; medians. */
export async function lighthouseAll(base, pages, runs, log) {
  let lighthouse, chromeLauncher;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
    chromeLauncher = await import('chrome-launcher');
  } catch (err) {
    return { error: `lighthouse not installed (${err.message.split('\n')[0]})` };
  }
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  } catch (err) {
    return { error: `Chromium did not start (${CHROMIUM}: ${err.message.split('\n')[0]})` };
  }
  const results = new Map();
  try {
    for (const p of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        log?.(`lighthouse ${p.path} run ${i + 1}/${runs}`);
        const r = await lighthouse(base + p.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: p.cookie ? { Cookie: p.cookie } : undefined,
        });
        const lhr = r?.lhr;
        if (!lhr || lhr.runtimeError) {
          samples.push({ error: lhr?.runtimeError?.message ?? 'no result' });
          continue;
        }
        samples.push({
          // The scripts Chromium downloaded, lazy parts fetched right after hydration included.
          scripts: (lhr.audits['network-requests']?.details?.items ?? [])
            .filter((i) => i.resourceType === 'Script' && i.url)
            .map((i) => i.url),
          score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue,
          tbt: lhr.audits['total-blocking-time']?.numericValue,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue,
        });
      }
      const ok = samples.filter((s) => !s.error);
      results.set(
        p.path,
        ok.length === 0
          ? { error: samples[0]?.error ?? 'no run' }
          : {
              runs: ok.length,
              score: median(ok.map((s) => s.score)),
              lcp: median(ok.map((s) => s.lcp)),
              tbt: median(ok.map((s) => s.tbt)),
              cls: median(ok.map((s) => s.cls)),
              scripts: ok[0].scripts,
              samples: samples.map(({ scripts, ...rest }) => rest),
            },
      );
    }
  } finally {
    await chrome.kill();
  }
  return { results, version: lighthouse.version ?? null };
}

/**
 * What Chromium downloaded during the first Lighthouse run: the page's scripts (each gzip -9, as fetched
 * again from the shop) and its inline scripts; lazy parts an island fetches right after hydration are
 * in, parts fetched only when the shopper asks are not. The checkout steps' budget in npm test
 * (tests/e2e/checkout-weight.spec.ts) weighs the same way.
 */
async function loadedRow(base, page, scripts) {
  const item = `${page.label} ${page.path} JS loaded in Chromium`;
  try {
    const origin = new URL(base).origin;
    const local = [...new Set(scripts)].filter((u) => new URL(u).origin === origin);
    const files = [];
    for (const u of local) {
      const res = await fetch(u);
      if (!res.ok) throw new Error(`${new URL(u).pathname} answered ${res.status}`);
      files.push(sizes(Buffer.from(await res.arrayBuffer())));
    }
    const inline = assetsOf(page.html).inlineJs;
    if (inline.trim()) files.push(sizes(inline));
    const js = addSizes(files);
    return {
      area: 'pages',
      item,
      figures: `JS ${kB(js.gzip)} gzip`,
      note: `${local.length} files${scripts.length > local.length ? ` (+${scripts.length - local.length} from other origins, not counted)` : ''}, during the first Lighthouse run`,
      data: { js, files: local.length },
    };
  } catch (err) {
    return { area: 'pages', item, figures: 'n/a', note: err.message };
  }
}

export async function pageRows(shop, { lighthouseRuns, log }) {
  const rows = [];
  const pages = await discoverPages(shop.base);
  const found = pages.filter((p) => p.html);
  for (const p of pages) {
    if (!p.html) {
      rows.push({ area: 'pages', item: `${p.label}${p.path ? ` ${p.path}` : ''}`, figures: 'n/a', note: p.reason });
      continue;
    }
    try {
      const w = await pageWeight(shop.base, p.html);
      p.weight = w;
      rows.push({
        area: 'pages',
        item: `${p.label} ${p.path} weight`,
        figures: `JS ${kB(w.js.gzip)} · CSS ${kB(w.css.gzip)} gzip`,
        note: `HTML ${kB(w.html.gzip)} gzip; ${w.files.js} JS + ${w.files.css} CSS files${w.lazyJs.gzip ? `; +${kB(w.lazyJs.gzip)} JS reachable by dynamic imports (an upper bound: most load only when used; see the 'loaded in Chromium' row)` : ''}${p.cookie ? '; logged in as the demo customer' : ''}`,
        data: w,
      });
    } catch (err) {
      rows.push({ area: 'pages', item: `${p.label} ${p.path} weight`, figures: 'n/a', note: err.message });
    }
  }
  if (found.length === 0) return rows;
  const lh = await lighthouseAll(shop.base, found, lighthouseRuns, log);
  for (const p of found) {
    const item = `${p.label} ${p.path} Lighthouse mobile`;
    const r = lh.error ? { error: lh.error } : lh.results.get(p.path);
    if (r.error) rows.push({ area: 'pages', item, figures: 'n/a', note: r.error });
    else
      rows.push({
        area: 'pages',
        item,
        figures: `score ${r.score} · LCP ${(r.lcp / 1000).toFixed(2)} s · TBT ${Math.round(r.tbt)} ms · CLS ${r.cls.toFixed(3)}`,
        note: `median of ${r.runs} run${r.runs > 1 ? 's' : ''} (simulated slow 4G, 4× CPU slowdown)`,
        data: r,
      });
    if (r.scripts) rows.push(await loadedRow(shop.base, p, r.scripts));
  }
  return rows;
}
