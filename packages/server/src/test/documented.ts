// Whether an answer of the app is one its route documents (openapi/meta.ts): a success with a status the
// route's `doc()` names and, for `{ data }`, data of its schema; a refusal in the spec's error shape (or
// an HTML page where the route says so). The tests' Client checks every answer it gets with it, so every
// flow of the server's tests also checks the API's description against the real answers.
import type { Hono } from 'hono';
import { ApiErrorResponse, envelope } from '@mercato/contracts';
import { BASE_PATH } from '../base-path.ts';
import type { AppEnv } from '../http.ts';
import { type AppRoute, appRoutes } from '../openapi/document.ts';
import type { RouteDoc, Success } from '../openapi/meta.ts';

interface Matcher {
  method: string;
  re: RegExp;
  params: number;
  route: AppRoute;
  doc: RouteDoc | undefined;
}

const matchers = new WeakMap<object, Matcher[]>();

function matchersOf(app: Hono<AppEnv>): Matcher[] {
  let list = matchers.get(app);
  if (!list) {
    list = appRoutes(app).map((route) => ({
      method: route.method,
      re: new RegExp(`^${route.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
      params: (route.path.match(/:\w+/g) ?? []).length,
      route,
      doc: route.parts.find((p) => p.doc)?.doc,
    }));
    matchers.set(app, list);
  }
  return list;
}

/** The route `method path` (path under BASE_PATH, no query) reaches: the one with the fewest parameters. */
export function routeOf(app: Hono<AppEnv>, method: string, path: string): Matcher | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  return matchersOf(app)
    .filter((x) => x.method === m && x.re.test(path))
    .sort((a, b) => a.params - b.params)[0];
}

/** Why `res` is not an answer its route documents, or null when it is. Reads a clone of JSON bodies only. */
export async function undocumentedAnswer(
  app: Hono<AppEnv>,
  method: string,
  url: string,
  res: Response,
): Promise<string | null> {
  // A CORS preflight is answered by the app's CORS layer (app.ts), for every path: 204, no body.
  if (method === 'OPTIONS')
    return res.status === 204 ? null : `OPTIONS ${url} → ${res.status}: a preflight answers 204`;
  const path = new URL(url, 'http://x').pathname.slice(BASE_PATH.length);
  const where = `${method} ${path} → ${res.status}`;
  const found = routeOf(app, method, path);
  const type = res.headers.get('content-type') ?? '';
  const readJson = async (): Promise<unknown> => {
    try {
      return JSON.parse(await res.clone().text());
    } catch {
      return undefined;
    }
  };
  if (res.status >= 400 || !found) {
    if (res.status < 400) return `${where}: no route documents this answer`;
    if (found?.doc?.htmlErrors && type.startsWith('text/html')) return null;
    // A preflight or a body refused before any route (413) answer the same shape.
    const parsed = ApiErrorResponse.safeParse(await readJson());
    return parsed.success ? null : `${where}: not the error shape`;
  }
  if (!found.doc) return `${where}: the route has no doc()`;
  const ok: readonly Success[] = Array.isArray(found.doc.ok) ? found.doc.ok : [found.doc.ok as Success];
  const same = ok.filter((s) => ('status' in s && s.status !== undefined ? s.status : 200) === res.status);
  if (!same.length)
    return `${where}: status not documented (${ok.map((s) => ('status' in s ? s.status : 200)).join(', ')})`;
  const problems: string[] = [];
  for (const s of same) {
    if ('data' in s) {
      if (!type.startsWith('application/json')) {
        problems.push(`not JSON (${type})`);
        continue;
      }
      const parsed = envelope(s.data).safeParse(await readJson());
      if (parsed.success) return null;
      problems.push(
        parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; '),
      );
    } else if ('media' in s) {
      if (type.startsWith(s.media)) return null;
      problems.push(`not ${s.media} (${type})`);
    } else if ('location' in s) {
      if (res.headers.get('location')) return null;
      problems.push('no Location');
    } else return null;
  }
  return `${where}: outside its documented shapes: ${problems.join(' | ')}`;
}
