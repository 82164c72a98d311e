// A route's input, checked beside it (issue 31 point 3): Hono's validator() around the spec's message
// mapping of validation.ts, so a failure answers what the services answer for the same input (400 in
// the spec's shape, the Italian per-field messages) and the handler reads the typed value with
// `c.req.valid('json' | 'query' | 'param')`; the services take that typed value, never `unknown`.
//   body(S)    the JSON body: jsonBody's rules first (a JSON content type, well-formed, storable), then S;
//   query(S)   the query string as the services read it (`c.req.query()`: the first value of each name);
//   params(S)  the path parameters.
// `form: true` reports like parseForm (the first message of each field, the first as the answer's);
// the default like parseInput; `invalid` answers a refused value otherwise (a 422 of a form's rules).
// Each carries its schema for the OpenAPI document.
//
// Deferred input (ADR 0029, 2026-11-29): where the service answers something else before the input's
// refusal (the rules not accepted, an order locked, a look-up counted), `deferred: true` checks the
// input here all the same but does not answer: `c.req.valid(…)` is `Parsed<T>` (validation.ts), the
// typed value or the refusal prepared as the service's parse would throw it, and the service calls
// `valueOrThrow(parsed)` at the very point where it parsed before, so the answer order stays. jsonBody's
// own rules (content type, malformed JSON) are still answered first, as they were. Example:
//   r.post('/auth/trolley/items', …, body(TrolleyItemAddInput, { deferred: true }),
//     async (c) => c.json({ data: await s.add(owner, c.req.valid('json')) }));
//   export async function add(…, input: Parsed<TrolleyItemAdd>) { …rules, nav…; const req = valueOrThrow(input); }
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type * as z from 'zod/mini';
import { type AppContext, jsonBody } from '../http.ts';
import { withPart } from '../openapi/meta.ts';
import { type Parsed, parseForm, parseInput } from '../validation.ts';
import { HttpError } from '../errors.ts';

interface Options {
  /** Report like parseForm instead of parseInput. */
  form?: boolean;
  /** Hand the outcome to the service as `Parsed<T>` instead of answering (see the module's comment). */
  deferred?: boolean;
  /**
   * The refusal of a value the schema refuses, instead of the spec's 400 (a form's 422): built from zod's
   * own issues (the schema's messages; no spec mapping, no storability check), as the service did.
   */
  invalid?: (error: z.core.$ZodError) => HttpError;
}

/** What `c.req.valid(…)` gives for `schema` with `opts`. */
type Out<S extends z.ZodMiniType, O extends Options> = O extends { deferred: true } ? Parsed<z.output<S>> : z.output<S>;

/**
 * The check of body()/query()/params() as a plain function, for input a handler assembles itself (a
 * value from the query or the body, an optional body).
 */
export function inputParser<S extends z.ZodMiniType, const O extends Options = Options>(
  schema: S,
  opts: O = {} as O,
): (value: unknown) => Out<S, O> {
  const check = (value: unknown): z.output<S> => {
    if (opts.invalid) {
      const result = schema.safeParse(value);
      if (!result.success) throw opts.invalid(result.error);
      return result.data;
    }
    return (opts.form ? parseForm : parseInput)(schema, value);
  };
  if (!opts.deferred) return check as (value: unknown) => Out<S, O>;
  return (value) => {
    try {
      return { ok: true, value: check(value) } as Out<S, O>;
    } catch (err) {
      if (err instanceof HttpError) return { ok: false, error: err } as Out<S, O>;
      throw err;
    }
  };
}
// Hono's validators are typed for any Env; the app's context is the one they run in.
const appContext = (c: Context) => c as unknown as AppContext;

/** The JSON body checked with `schema` (see the module's comment). */
export function body<S extends z.ZodMiniType, const O extends Options = Options>(schema: S, opts: O = {} as O) {
  const parse = inputParser(schema, opts);
  const validate = validator('json', async (_parsed, c): Promise<Out<S, O>> => parse(await jsonBody(appContext(c))));
  // jsonBody first: Hono's own JSON parsing (inside validator) would answer malformed JSON in its words.
  const guarded: typeof validate = async (c, next) => {
    await jsonBody(appContext(c));
    return validate(c, next);
  };
  return withPart({ input: { in: 'body', schema, form: opts.form === true } }, guarded);
}

/** The query string checked with `schema`. */
export function query<S extends z.ZodMiniType, const O extends Options = Options>(schema: S, opts: O = {} as O) {
  const parse = inputParser(schema, opts);
  const validate = validator('query', (_parsed, c): Out<S, O> => parse(c.req.query()));
  return withPart({ input: { in: 'query', schema, form: opts.form === true } }, validate);
}

/** The path parameters checked with `schema`. */
export function params<S extends z.ZodMiniType, const O extends Options = Options>(schema: S, opts: O = {} as O) {
  const parse = inputParser(schema, opts);
  const validate = validator('param', (_parsed, c): Out<S, O> => parse(c.req.param()));
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
