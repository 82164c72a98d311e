// The link check (issue 38): every page reachable from the home, crawled as a free visitor, a power
// guest and a logged customer, answers without a 404 and without a silent redirect to /index. Fetches,
// not a browser per page: a page's links are read from its HTML; a few pages of each route shape are
// enough (one listing stands for the others, one product page for thousands).
//
// Links into areas still being built would be listed once, in WAITING, each with the issue it waits for.
// The list is empty since the account's subscriptions and 'Ultimi acquisti' landed (issue 38: it only
// ever shrinks): every link of the shop answers.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { enterAsGuestByApi, newCustomer } from './helpers.ts';

const WAITING: readonly { path: RegExp; issue: string }[] = [];

/** Pages fetched per route shape (digits and the slug after an id made one). */
const PER_SHAPE = 2;
/** A bound on one crawl, far above what the shop links today. */
const MAX_PAGES = 400;

const shapeOf = (path: string) =>
  path
    .replace(/\/\d+(?=\/|$)/g, '/:n')
    .replace(/\/(prodotto\/[^/]+)\/[^/]+$/, '/prodotto/:code/:slug')
    .replace(/\/prodotto\/[^/]+\/:slug$/, '/prodotto/:code/:slug')
    .replace(/(\/menu\/:n)\/[^/]+$/, '$1/:slug');

/** The same-origin page links of an HTML page (no API, assets, anchors, mailto, other sites). */
function linksOf(html: string, base: URL): string[] {
  const out: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = href!.replace(/&amp;/g, '&');
    if (!raw || raw.startsWith('#') || /^(mailto|tel|javascript):/i.test(raw)) continue;
    const url = new URL(raw, base);
    if (url.origin !== base.origin) continue;
    if (/^\/(commerce|elements|images|_astro)\//.test(url.pathname)) continue;
    out.push(url.pathname + url.search);
  }
  return out;
}

interface Dead {
  link: string;
  from: string;
  answer: string;
}

async function crawl(request: APIRequestContext, baseURL: string): Promise<{ dead: Dead[]; seen: number }> {
  const base = new URL(baseURL);
  const queue: { link: string; from: string }[] = [{ link: '/', from: '(start)' }];
  const done = new Set<string>();
  const shapes = new Map<string, number>();
  const dead: Dead[] = [];
  while (queue.length && done.size < MAX_PAGES) {
    const { link, from } = queue.shift()!;
    if (done.has(link)) continue;
    const path = link.split('?')[0]!;
    const shape = shapeOf(path) + (link.includes('?') ? '?' : '');
    if ((shapes.get(shape) ?? 0) >= PER_SHAPE) continue;
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    done.add(link);
    const res = await request.get(link, { maxRedirects: 0 });
    const status = res.status();
    const waiting = WAITING.some((w) => w.path.test(path));
    if (status >= 300 && status < 400) {
      const to = new URL(res.headers().location ?? '/', base);
      // '/' and '/index' lead home by design; any other page sent to /index is a dead link.
      if (to.pathname === '/index' && !['/', '/index'].includes(path)) {
        if (!waiting) dead.push({ link, from, answer: `${status} → /index` });
        continue;
      }
      if (to.origin === base.origin) queue.push({ link: to.pathname + to.search, from: link });
      continue;
    }
    if (status === 404 || status >= 500) {
      if (!waiting) dead.push({ link, from, answer: String(status) });
      continue;
    }
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const next of linksOf(await res.text(), base)) if (!done.has(next)) queue.push({ link: next, from: link });
  }
  return { dead, seen: done.size };
}

test.describe('no dead link', () => {
  test('as a free visitor', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      const { dead, seen } = await crawl(request, baseURL!);
      expect(dead).toEqual([]);
      expect(seen).toBeGreaterThan(10);
    } finally {
      await request.dispose();
    }
  });

  test('as a power guest', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      await enterAsGuestByApi(request);
      const { dead, seen } = await crawl(request, baseURL!);
      expect(dead).toEqual([]);
      expect(seen).toBeGreaterThan(20);
    } finally {
      await request.dispose();
    }
  });

  test('as a logged customer', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      await newCustomer(request, 'mario.rossi@example.it');
      const { dead, seen } = await crawl(request, baseURL!);
      expect(dead).toEqual([]);
      expect(seen).toBeGreaterThan(20);
    } finally {
      await request.dispose();
    }
  });
});
