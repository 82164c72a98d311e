// A route's input, checked beside it (issue 31 point 3): Hono's validator() around the spec's message
// mapping of validation.ts, so a failure answers what the services answer for the same input (400 in
// the spec's shape, the Italian per-field messages) and the handler reads the typed value with
// `c.req.valid('json' | 'query' | 'param')`.
//   body(S)    the JSON body: jsonBody's rules first (a JSON content type, well-formed, storable), then S;
//   query(S)   the query string as the services read it (`c.req.query()`: the first value of each name);
//   params(S)  the path parameters.
// `form: true` reports like parseForm (the first message of each field, the first as the answer's);
// the default like parseInput. Each carries its schema for the OpenAPI document.
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type * as z from 'zod/mini';
import { type AppContext, jsonBody } from '../http.ts';
import { withPart } from '../openapi/meta.ts';
import { parseForm, parseInput } from '../validation.ts';

interface Options {
  /** Report like parseForm instead of parseInput. */
  form?: boolean;
}

const parserOf = (opts: Options) => (opts.form ? parseForm : parseInput);
// Hono's validators are typed for any Env; the app's context is the one they run in.
const appContext = (c: Context) => c as unknown as AppContext;

/** The JSON body checked with `schema` (see the module's comment). */
export function body<S extends z.ZodMiniType>(schema: S, opts: Options = {}) {
  const parse = parserOf(opts);
  const validate = validator(
    'json',
    async (_parsed, c): Promise<z.infer<S>> => parse(schema, await jsonBody(appContext(c))),
  );
  // jsonBody first: Hono's own JSON parsing (inside validator) would answer malformed JSON in its words.
  const guarded: typeof validate = async (c, next) => {
    await jsonBody(appContext(c));
    return validate(c, next);
  };
  return withPart({ input: { in: 'body', schema, form: opts.form === true } }, guarded);
}

/** The query string checked with `schema`. */
export function query<S extends z.ZodMiniType>(schema: S, opts: Options = {}) {
  const parse = parserOf(opts);
  const validate = validator('query', (_parsed, c): z.infer<S> => parse(schema, c.req.query()));
  return withPart({ input: { in: 'query', schema, form: opts.form === true } }, validate);
}

/** The path parameters checked with `schema`. */
export function params<S extends z.ZodMiniType>(schema: S, opts: Options = {}) {
  const parse = parserOf(opts);
  const validate = validator('param', (_parsed, c): z.infer<S> => parse(schema, c.req.param()));
  return withPart({ input: { in: 'path', schema, form: opts.form === true } }, validate);
}

/**
 * The body read with jsonBody's rules only (a JSON content type, well-formed, storable), for a route that
 * answers something else (a look-up counted) between that and its schema's check.
 */
export const readJson = async (c: Context, next: () => Promise<void>): Promise<void> => {
  await jsonBody(appContext(c));
  await next();
};
