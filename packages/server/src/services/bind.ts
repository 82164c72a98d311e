// The one helper of the composition root (index.ts): an area's named functions, each taking the area's
// context first, bound to that context, so that `services.vouchers.print(session, body)` keeps the type
// of `print(ctx, session, body)` without its first parameter.
//
// Only the functions whose first parameter accepts the given context are kept in the type; the area's
// other exports (schemas, texts, helpers taking a database handle or nothing) are not part of the bound
// area. A bound function keeps no type parameters: a generic call is bound by hand (sessions.getAlongside).

// biome-ignore lint/suspicious/noExplicitAny: any matches every parameter list.
type AnyFn = (...args: any[]) => unknown;

/** The keys of `M` whose value is a function taking a `C` first (not a function of no parameter). */
type CallsOf<M, C> = {
  [K in keyof M]: M[K] extends (ctx: infer P, ...args: infer _A) => unknown
    ? unknown extends P
      ? never
      : [C] extends [P]
        ? K
        : never
    : never;
}[keyof M];

/** The area's calls without their context parameter. */
export type BoundArea<M, C> = {
  [K in CallsOf<M, C>]: M[K] extends (ctx: infer _P, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** Binds every call of `area` (a module namespace, `import * as area`) to `ctx`. */
export function bindArea<M extends object, C>(area: M, ctx: C): BoundArea<M, C> {
  const bound: Record<string, AnyFn> = {};
  for (const [name, value] of Object.entries(area)) {
    if (typeof value === 'function') bound[name] = (...args: unknown[]) => (value as AnyFn)(ctx, ...args);
  }
  return bound as BoundArea<M, C>;
}
