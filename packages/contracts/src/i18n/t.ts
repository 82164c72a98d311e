// `t()` of the Italian texts, in its own module (bundles that use it carry no text area). Re-exported by it.ts.

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function t(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}
