// The API's OpenAPI 3.1 document, read from the app's own route table: every route (app.routes, one
// entry per handler of its chain) becomes an operation made of what the parts of its chain carry
// (openapi/meta.ts): the access of its guards, the schemas of its validators (or of the input its
// service checks), the summary and the success answers of its `doc()`. Schemas are zod's JSON Schema
// (draft 2020-12, the dialect of OpenAPI 3.1); the schemas of contracts used whole by a route are named
// components. Error answers are the spec's shape (contracts ApiErrorResponse) with the statuses the
// guards and validators give, and 4XX for the refusals of the service.
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import * as contracts from '@mercato/contracts';
import * as checkout from '@mercato/contracts/checkout';
import * as complaints from '@mercato/contracts/complaints';
import * as orderDocuments from '@mercato/contracts/order-documents';
import * as orderEdit from '@mercato/contracts/order-edit';
import * as orders from '@mercato/contracts/orders';
import * as slots from '@mercato/contracts/slots';
import * as vouchers from '@mercato/contracts/vouchers';
import { SESSION_COOKIE, XSRF_HEADER } from '../auth/cookies.ts';
import { BASE_PATH } from '../base-path.ts';
import type { AppEnv } from '../http.ts';
import { type Access, partOf, type RouteDoc, type RoutePart, type Success } from './meta.ts';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  'x-access': Access | 'public';
  'x-xsrf': boolean;
  security?: Record<string, string[]>[];
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

/** A route of the app: its method and its path under BASE_PATH, Hono's spelling (`:id`). */
export interface AppRoute {
  method: string;
  path: string;
  parts: RoutePart[];
}

/** The app's routes (not its middleware: method ALL or a wildcard path), each with its chain's parts. */
export function appRoutes(app: Hono<AppEnv>): AppRoute[] {
  const byKey = new Map<string, AppRoute>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || r.path.includes('*') || !r.path.startsWith(BASE_PATH)) continue;
    const path = r.path.slice(BASE_PATH.length);
    const key = `${r.method} ${path}`;
    const route = byKey.get(key) ?? { method: r.method, path, parts: [] };
    byKey.set(key, route);
    const part = partOf(r.handler);
    if (part) route.parts.push(part);
  }
  return [...byKey.values()];
}

/** `/auth/orders/:orderId` → `/auth/orders/{orderId}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** Every schema of contracts by its exported name (the components' names). */
const NAMED: ReadonlyMap<unknown, string> = (() => {
  const out = new Map<unknown, string>();
  for (const mod of [contracts, checkout, complaints, orderDocuments, orderEdit, orders, slots, vouchers])
    for (const [name, value] of Object.entries(mod))
      if (value && typeof value === 'object' && '_zod' in value && /^[A-Z]/.test(name) && !out.has(value))
        out.set(value, name);
  return out;
})();

const cache = { input: new WeakMap<object, Json>(), output: new WeakMap<object, Json>() };

/** The JSON Schema of `schema` (as a request reads it: `input`; as an answer holds it: `output`). */
export function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  let out = cache[io].get(schema);
  if (!out) {
    out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
    delete out.$schema;
    cache[io].set(schema, out);
  }
  return out;
}

const ERROR_REF = { $ref: '#/components/schemas/ApiErrorResponse' };

class Builder {
  schemas: Record<string, Json> = { ApiErrorResponse: jsonSchemaOf(contracts.ApiErrorResponse, 'output') };
  io = new Map<string, 'input' | 'output'>([['ApiErrorResponse', 'output']]);

  /** A named component's reference for a schema of contracts, the schema itself otherwise. */
  ref(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
    const name = NAMED.get(schema);
    if (!name) return jsonSchemaOf(schema, io);
    // A schema named once, as read or as answered; used both ways, the second gets its own component.
    const first = this.io.get(name) ?? io;
    this.io.set(name, first);
    const id = first === io ? name : `${name}_${io}`;
    this.schemas[id] ??= jsonSchemaOf(schema, io);
    return { $ref: `#/components/schemas/${id}` };
  }

  parameters(where: 'path' | 'query', schema: z.ZodMiniType | undefined, names: string[]): Json[] {
    const json = schema ? jsonSchemaOf(schema, 'input') : {};
    const props = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required ?? []) as string[]);
    const all = where === 'path' ? names : Object.keys(props);
    return all.map((name) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: props[name] ?? { type: 'string' },
    }));
  }

  success(s: Success, out: Record<string, Json>): void {
    if ('data' in s) {
      out[String(s.status ?? 200)] = {
        description: s.description ?? 'The answer, in the envelope `{ data }`',
        content: {
          'application/json': {
            schema: { type: 'object', required: ['data'], properties: { data: this.ref(s.data, 'output') } },
          },
        },
      };
    } else if ('media' in s) {
      out[String(s.status ?? 200)] = {
        description: s.description,
        content: { [s.media]: { schema: { type: 'string' } } },
      };
    } else if ('location' in s) {
      out[String(s.status)] = {
        description: `Redirect: ${s.location}`,
        headers: { Location: { schema: { type: 'string' } } },
      };
    } else out['204'] = { description: s.description ?? 'Done, no content' };
  }

  operation(route: AppRoute): Operation | null {
    const doc: RouteDoc | undefined = route.parts.find((p) => p.doc)?.doc;
    if (!doc) return null;
    const access = route.parts.find((p) => p.access)?.access;
    const xsrf = route.parts.find((p) => p.xsrf)?.xsrf;
    const validated = (where: 'body' | 'query' | 'path') => route.parts.find((p) => p.input?.in === where)?.input;
    const input = (where: 'body' | 'query' | 'path') => validated(where)?.schema ?? doc.checkedByService?.[where];
    const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);

    const parameters = [
      ...this.parameters('path', input('path'), pathNames),
      ...this.parameters('query', input('query'), []),
    ];
    const body = input('body');
    const responses: Record<string, Json> = {};
    for (const s of Array.isArray(doc.ok) ? doc.ok : [doc.ok as Success]) this.success(s, responses);
    const error = (description: string) => ({
      description,
      content: {
        'application/json': { schema: ERROR_REF },
        ...(doc.htmlErrors ? { 'text/html': { schema: { type: 'string' } } } : {}),
      },
    });
    if (validated('body') || validated('query') || validated('path') || body)
      responses['400'] = error("Bad input: the spec's message, with one entity error per field");
    if (access?.kind === 'shopper')
      responses['403'] = error(
        'Not a power guest nor a logged customer: the login prompt (CONFIRM); or a missing XSRF token',
      );
    else if (xsrf) responses['403'] = error('A missing or wrong XSRF token');
    if (access?.kind === 'staff') responses['406'] = error("No login: 'Autenticazione necessaria' (then the login)");
    else if (access && access.kind !== 'shopper')
      responses['401'] = error(`Not a logged customer: ${access.prompt ?? 'the session text'}`);
    else if (xsrf) responses['401'] = error('No session');
    responses['4XX'] = error("Refused, in the spec's error shape");
    responses['500'] = error('An unexpected failure (the generic Italian text)');

    const op: Operation = {
      operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      summary: doc.summary,
      tags: [doc.tag],
      'x-access': access?.kind ?? 'public',
      'x-xsrf': xsrf !== undefined,
      responses,
    };
    if (doc.description) op.description = doc.description;
    if (access) op.security = [xsrf ? { session: [], xsrf: [] } : { session: [] }];
    if (parameters.length) op.parameters = parameters;
    if (body)
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: this.ref(body, 'input') } },
      };
    return op;
  }
}

/** The document of `app`; `undocumented` lists the routes without a `doc()` (a test keeps it empty). */
export function buildOpenApi(app: Hono<AppEnv>, version = '1'): { document: OpenApiDocument; undocumented: string[] } {
  const b = new Builder();
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const undocumented: string[] = [];
  for (const route of appRoutes(app)) {
    const op = b.operation(route);
    if (!op) {
      undocumented.push(`${route.method} ${route.path}`);
      continue;
    }
    for (const tag of op.tags) tags.add(tag);
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = op;
  }
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Mercato API',
      version,
      description:
        "The shop's JSON API. Answers are `{ data }`; errors `{ error: { code, type, message, entityErrors? } }` " +
        'with Italian messages. Calls with a session send its cookie; unsafe calls of auth/ and the logger also ' +
        'send the X-XSRF-TOKEN header (the value of the XSRF-TOKEN cookie). x-access names who may call an ' +
        'operation: public, shopper (a power guest or a logged customer), customer (a logged customer), ' +
        'customerOrGuestReading (a logged customer; a power guest may read), staff (a staff account; others 406/404).',
    },
    servers: [{ url: BASE_PATH }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: b.schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        xsrf: { type: 'apiKey', in: 'header', name: XSRF_HEADER },
      },
    },
  };
  return { document, undocumented };
}
