// What the runtime-less elements (the chatbot's launcher, ADR 0039; the cookie centre, ADR 0048) share with
// defineWidget's elements without its weight: each prop as its kebab-case attribute, the camelCase and
// lower-case spellings frameworks write taken as that attribute, and a property per prop. Imports nothing.

export const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every spelling of every prop's attribute, for observedAttributes. */
export const attributeSpellings = (names: readonly string[]) => [
  ...new Set(names.flatMap((n) => [n, kebab(n), n.toLowerCase()])),
];

/** The documented (kebab-case) attribute `attr` spells, or `attr` itself when it is no prop's. */
export function documentedAttribute(names: readonly string[], attr: string): string {
  const prop = names.find((n) => n === attr || n.toLowerCase() === attr || kebab(n) === attr);
  return prop === undefined ? attr : kebab(prop);
}

/**
 * A property per prop on `proto`, read from and written to its attribute: a boolean is the attribute's
 * presence (and not 'false'); undefined, null, false or '' remove it.
 */
export function defineAttributeProps(proto: HTMLElement, props: Readonly<Record<string, 'string' | 'boolean'>>) {
  for (const n of Object.keys(props)) {
    const a = kebab(n);
    Object.defineProperty(proto, n, {
      get(this: HTMLElement) {
        const v = this.getAttribute(a);
        return props[n] === 'boolean' ? v !== null && v !== 'false' : (v ?? undefined);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === undefined || value === null || value === false || value === '') this.removeAttribute(a);
        else this.setAttribute(a, value === true ? '' : String(value));
      },
    });
  }
}
