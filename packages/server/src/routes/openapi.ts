// The API describes itself: GET openapi.json (OpenAPI 3.1, built from the app's routes by
// openapi/document.ts) and GET openapi (the reference page for partners). Public, the same for everyone,
// cacheable; built once, on the first call, from the app as mounted.
import { Hono } from 'hono';
import type { AppEnv } from '../http.ts';
import { buildOpenApi } from '../openapi/document.ts';
import { doc } from '../openapi/meta.ts';
import { PAGE_CSP, referencePage } from '../openapi/page.ts';

/** chosen: the document changes only with a new version of the shop; an hour keeps partners' tools fast. */
const CACHE = 'public, max-age=3600';

export function openApiRoutes(appOf: () => Hono<AppEnv>) {
  const r = new Hono<AppEnv>();
  let built: { json: string; page: string } | null = null;
  const get = () => {
    if (!built) {
      const { document } = buildOpenApi(appOf());
      built = { json: JSON.stringify(document), page: referencePage(document) };
    }
    return built;
  };
  const tag = 'Platform';
  const document = doc({
    tag,
    summary: 'This document (OpenAPI 3.1)',
    ok: { media: 'application/json', description: 'The OpenAPI document itself (not in the `{ data }` envelope)' },
  });
  r.get('/openapi.json', document, (c) =>
    c.body(get().json, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE }),
  );
  const page = doc({
    tag,
    summary: 'The reference page of this API',
    ok: { media: 'text/html', description: 'The page' },
  });
  r.get('/openapi', page, (c) =>
    c.html(get().page, 200, {
      'Cache-Control': CACHE,
      'Content-Security-Policy': PAGE_CSP,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    }),
  );
  return r;
}
