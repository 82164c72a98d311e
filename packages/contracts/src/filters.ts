// The filter grammar of listings and searches (orders §2 Filters; the ids are chosen where the spec says
// nothing): a filter id is 'group:value' — 'categoria:{id}', 'marca:{slug}', 'caratteristica:{slug}',
// 'promozione:{percentuale|prezzo-speciale|mxn}' — or 'solo-promozioni'. Lists travel repeated and/or
// comma separated (?filtri=a,b in the site's URLs, ?filters= in the API). No imports: browser scripts
// (the filter bar) use it without the rest of contracts.

export const FILTER_GROUPS = {
  category: 'categoria',
  brand: 'marca',
  tag: 'caratteristica',
  promotion: 'promozione',
} as const;
export type FilterGroupName = (typeof FILTER_GROUPS)[keyof typeof FILTER_GROUPS];

/** The 'Solo promozioni' switch. */
export const ONLY_PROMOTIONS_FILTER = 'solo-promozioni';

/** The value of a 'promozione:' filter for each promotion type. */
export const PROMOTION_FILTER_VALUES = {
  PERCENTAGE: 'percentuale',
  FIXED_PRICE: 'prezzo-speciale',
  MXN: 'mxn',
} as const;

/** At most this many filters are read from a URL or accepted by the API. */
export const MAX_FILTERS = 50;

/** A well-formed filter id. */
export const FILTER_ID_RE =
  /^(categoria:\d{1,9}|marca:[a-z0-9-]{1,80}|caratteristica:[a-z0-9-]{1,80}|promozione:(percentuale|prezzo-speciale|mxn)|solo-promozioni)$/;

export const filterId = (group: FilterGroupName, value: string | number) => `${group}:${value}`;

/** The group and value of a filter id ('solo-promozioni' has no value). */
export function parseFilterId(id: string): { group: string; value: string } {
  const at = id.indexOf(':');
  return at < 0 ? { group: id, value: '' } : { group: id.slice(0, at), value: id.slice(at + 1) };
}

/** A list parameter as given, repeated and/or comma separated: trimmed, in order, without blanks or repeats. */
export function splitList(values: string | readonly string[] | undefined | null): string[] {
  const list = values == null ? [] : typeof values === 'string' ? [values] : values;
  return [
    ...new Set(
      list
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
}
