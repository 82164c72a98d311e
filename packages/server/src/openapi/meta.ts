// What a route says about itself, for the API's OpenAPI document (openapi/document.ts). Each part of a
// route's chain carries its piece: the guards of routes/access.ts their access, the validators of
// routes/input.ts their schema, and `doc()` the summary and the success answers. The document is read
// from the app's own route table (app.routes), so a route is declared once, where it is registered.
import type { MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import type { AppEnv } from '../http.ts';

/** Who may call a route (routes/access.ts). */
export type Access = 'shopper' | 'customer' | 'customerOrGuestReading' | 'staff';

/** A success answer of a route. */
export type Success =
  /** `{ data }` with `data` of this schema (JSON). */
  | { status?: 200 | 201; data: z.ZodMiniType; description?: string }
  /** No body. */
  | { status: 204; description?: string }
  /** A redirect; `location` says where to. */
  | { status: 302 | 303; location: string }
  /** Another media type (a document, an image, a page, an event stream). */
  | { status?: 200; media: string; description: string };

export interface RouteDoc {
  /** One line, English. */
  summary: string;
  description?: string;
  /** Groups the operations on the reference page. */
  tag: string;
  ok: Success | readonly Success[];
  /**
   * Input the service checks itself (not a validator of routes/input.ts: it answers other refusals
   * first, e.g. 404 for an order that is not the shopper's), documented all the same.
   */
  checkedByService?: { body?: z.ZodMiniType; query?: z.ZodMiniType; path?: z.ZodMiniType };
  /** Refusals may also be an HTML page (the test gateway's pages); else always JSON in the spec's shape. */
  htmlErrors?: true;
}

export interface RoutePart {
  access?: { kind: Access; prompt?: string };
  xsrf?: { prompt?: string };
  input?: { in: 'body' | 'query' | 'path'; schema: z.ZodMiniType; form: boolean };
  doc?: RouteDoc;
}

const PART = Symbol.for('mercato.route-part');

/** `handler` carrying `part` (read back by partOf). */
export function withPart<H extends (...args: never[]) => unknown>(part: RoutePart, handler: H): H {
  return Object.assign(handler, { [PART]: part });
}

/** The piece a handler of a route's chain carries, if any. */
export function partOf(handler: unknown): RoutePart | undefined {
  return typeof handler === 'function' ? (handler as { [PART]?: RoutePart })[PART] : undefined;
}

/** A route's summary and answers, as a middleware that does nothing but carry them. */
export function doc(d: RouteDoc): MiddlewareHandler<AppEnv> {
  return withPart({ doc: d }, (_c, next) => next());
}
