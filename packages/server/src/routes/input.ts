// A route's input, checked beside it (issue 31 point 3): Hono's validator() around the spec's message
// mapping of validation.ts, so a failure answers what the services answer for the same input (400 in
// the spec's shape, the Italian per-field messages) and the handler reads the typed value with
// `c.req.valid('json' | 'query' | 'param')`; the services take that typed value, never `unknown`.
//   body(S)    the JSON body: jsonBody's rules first (a JSON content type, well-formed, storable), then S;
//   query(S)   the query string as the services read it (`c.req.query()`: the first value of each name);
//   params(S)  the path parameters.
// `form: true` reports like parseForm (the first message of each field, the first as the answer's);
// the default like parseInput; `invalid` answers a refused value otherwise (a 422 of a form's rules);
// `check` replaces the schema's check by a staged one (the schema then documents the input only).
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
  /**
   * A check of its own in place of the schema's, for input checked in stages (a form's rules, 422, before
   * the shape's 400; a value normalized; a field named as the form names it) or against what the request
   * reaches (a customer's own identifiers): it answers the typed value or throws the refusal. The schema
   * still documents the input. body(), query() and params() only (inputParser has no context).
   */
  check?: (value: unknown, c: AppContext) => unknown;
}

/** The value a check gives: the check's own (awaited), else the schema's output. */
type Value<S extends z.ZodMiniType, O extends Options> = O extends { check: (...args: never[]) => infer R }
  ? Awaited<R>
  : z.output<S>;
/** What `c.req.valid(…)` gives for `schema` with `opts`. */
type Out<S extends z.ZodMiniType, O extends Options> = O extends { deferred: true } ? Parsed<Value<S, O>> : Value<S, O>;

/**
 * The check of body()/query()/params() as a plain function, for input a handler assembles itself (a
 * value from the query or the body, an optional body).
 */
export function inputParser<S extends z.ZodMiniType, const O extends Omit<Options, 'check'> = Omit<Options, 'check'>>(
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

/** The check of body()/query()/params(): inputParser's, or the options' own `check` (maybe async). */
function checkOf<S extends z.ZodMiniType, O extends Options>(
  schema: S,
  opts: O,
): (value: unknown, c: Context) => Promise<Out<S, O>> {
  const { check } = opts;
  if (!check) {
    const parse = inputParser(schema, opts);
    return async (value) => parse(value) as Out<S, O>;
  }
  if (!opts.deferred) return async (value, c) => (await check(value, appContext(c))) as Out<S, O>;
  return async (value, c) => {
    try {
      return { ok: true, value: await check(value, appContext(c)) } as Out<S, O>;
    } catch (err) {
      if (err instanceof HttpError) return { ok: false, error: err } as Out<S, O>;
      throw err;
    }
  };
}

/** The JSON body checked with `schema` (see the module's comment). */
export function body<S extends z.ZodMiniType, const O extends Options = Options>(schema: S, opts: O = {} as O) {
  const parse = checkOf(schema, opts);
  const validate = validator('json', async (_parsed, c): Promise<Out<S, O>> => parse(await jsonBody(appContext(c)), c));
  // jsonBody first: Hono's own JSON parsing (inside validator) would answer malformed JSON in its words.
  const guarded: typeof validate = async (c, next) => {
    await jsonBody(appContext(c));
    return validate(c, next);
  };
  return withPart({ input: { in: 'body', schema, form: opts.form === true } }, guarded);
}

/** The query string checked with `schema`. */
export function query<S extends z.ZodMiniType, const O extends Options = Options>(schema: S, opts: O = {} as O) {
  const parse = checkOf(schema, opts);
  const validate = validator('query', (_parsed, c): Promise<Out<S, O>> => parse(c.req.query(), c));
  return withPart({ input: { in: 'query', schema, form: opts.form === true } }, validate);
}

/** The path parameters checked with `schema`. */
export function params<S extends z.ZodMiniType, const O extends Options = Options>(schema: S, opts: O = {} as O) {
  const parse = checkOf(schema, opts);
  const validate = validator('param', (_parsed, c): Promise<Out<S, O>> => parse(c.req.param(), c));
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
