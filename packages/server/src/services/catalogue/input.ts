// Catalogue requests (issue 4; spec orders §2, §3): the limits, the filter grammar, the sort options, the
// query schemas (zod/mini, Italian messages) and the parsing of raw query parameters.
import * as z from 'zod/mini';
import type { SortId } from '@mercato/contracts';
import {
  FILTER_ID_RE,
  MAX_DB_ID,
  MAX_FILTERS,
  MAX_PAGE_SIZE,
  navigationOf,
  PROMOTION_FILTER_VALUES,
  SortId as SortIdEnum,
  splitList,
} from '@mercato/contracts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { apiErrors, catalogueApi, errors, onboardingApi, t } from '@mercato/contracts/i18n/it';
import { parsePublishDate, type Navigation } from '../nav/index.ts';
import { SEARCH_MAX_LENGTH, SUGGEST_MIN_LENGTH, type PromoType } from './search.ts';

export const MAX_START = 100_000;
export const MAX_LEVELS = 4;
export const SUGGEST_PRODUCTS = 8;
export const SUGGEST_CATEGORIES = 5;
export const RELATED = 8;

export const DEFAULT_NAV: Record<'grocery' | 'pharma', Navigation> = { grocery: 'supermercato', pharma: 'pharma' };
export const UNIT_LABEL = { kg: '€/kg', l: '€/l', pz: '€/pz' } as const;

export const SORT_LABELS: Readonly<Record<SortId, string>> = catalogueApi.sortLabels;
export const SORT_IDS = SortIdEnum.options;
/** Promotion type of each 'promozione:' filter value (the inverse of PROMOTION_FILTER_VALUES). */
export const PROMO_SLUG: Record<string, PromoType> = Object.fromEntries(
  Object.entries(PROMOTION_FILTER_VALUES).map(([type, value]) => [value, type as PromoType]),
);

// ------------------------------------------------------------------------------------------ requests

export const intParam = (max: number, message: string) =>
  z
    .pipe(z.string().check(z.regex(/^\d{1,9}$/, message)), z.transform(Number))
    .check(z.refine((n) => n <= max, message));
export const NavParam = z.optional(
  z.pipe(
    z.string(),
    z.transform((v, ctx) => {
      const nav = navigationOf(v);
      if (!nav) ctx.issues.push({ code: 'custom', message: catalogueApi.navigationInvalid, input: v });
      return nav as Navigation;
    }),
  ),
);
export const FiltersParam = z
  .array(z.string().check(z.regex(FILTER_ID_RE, catalogueApi.filterInvalid)))
  .check(z.maxLength(MAX_FILTERS, t(catalogueApi.tooManyFilters, { max: MAX_FILTERS })));
export const ListParams = {
  filters: FiltersParam,
  sort: z.optional(z.enum(SORT_IDS as [SortId, ...SortId[]], catalogueApi.sortInvalid)),
  start: z.optional(intParam(MAX_START, catalogueApi.startInvalid)),
  pageSize: z.optional(
    intParam(MAX_PAGE_SIZE, t(catalogueApi.pageSizeInvalid, { max: MAX_PAGE_SIZE })).check(
      z.refine((n) => n >= 1, t(catalogueApi.pageSizeInvalid, { max: MAX_PAGE_SIZE })),
    ),
  ),
  nav: NavParam,
};
export const queryText = (min: number, tooShort: string) =>
  z
    .string(catalogueApi.searchRequired)
    .check(
      z.trim(),
      z.minLength(min, tooShort),
      z.maxLength(SEARCH_MAX_LENGTH, t(catalogueApi.searchTooLong, { max: SEARCH_MAX_LENGTH })),
    );
export const SearchInput = z.object({ q: queryText(1, catalogueApi.searchRequired), ...ListParams });
export const ListingInput = z.object({
  menuItemId: intParam(MAX_DB_ID, catalogueApi.menuItemIdInvalid),
  ...ListParams,
});
export const SuggestInput = z.object({ q: queryText(SUGGEST_MIN_LENGTH, onboardingApi.searchTooShort), nav: NavParam });
export const CodeParam = z.string().check(z.regex(/^[A-Za-z0-9-]{1,32}$/, catalogueApi.productCodeInvalid));
export const ProductInput = z.object({ code: CodeParam, nav: NavParam });
export const NavInput = z.object({ nav: NavParam });
export const MenuInput = z.object({
  id: intParam(MAX_DB_ID, catalogueApi.menuItemIdInvalid),
  publishDate: z.optional(z.string()),
});
export const LandingInput = z.object({
  storeRef: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, catalogueApi.navigationInvalid)),
  virtualUrl: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,255}$/, catalogueApi.landingNotFound)),
  publishDate: z.optional(z.string()),
});
export const NavRequired = z.pipe(
  z.string(catalogueApi.navigationInvalid),
  z.transform((v, ctx) => {
    const nav = navigationOf(v);
    if (!nav) ctx.issues.push({ code: 'custom', message: catalogueApi.navigationInvalid, input: v });
    return nav as Navigation;
  }),
);
export const StoreCmsInput = z.object({ nav: NavRequired, publishDate: z.optional(z.string()) });
export const ProductSetInput = z.object({
  ids: z
    .array(z.string().check(z.regex(/^\d{1,9}$/, catalogueApi.productIdsInvalid)))
    .check(z.maxLength(MAX_PAGE_SIZE, t(catalogueApi.tooManyProductIds, { max: MAX_PAGE_SIZE }))),
  nav: NavParam,
});

/** Raw query parameters of a request: single values, and `filters` repeated and/or comma separated. */
export interface RawQuery {
  [name: string]: string | string[] | undefined;
}

/** The `ids` of a product set: repeated and/or comma separated, in the order given, without repeats. */
export const idsOf = (raw: RawQuery): string[] => splitList(raw.ids);

export const filtersOf = (raw: RawQuery): string[] => splitList(raw.filters);

export const productNotFound = () =>
  new HttpError(404, { code: '4004', type: 'ALERT', message: catalogueApi.productNotFound });
export const menuNotFound = (id: string | number) => notFound(t(errors.menuPageNotFound, { id }));

export function publishAt(value: string | undefined): Date {
  const at = parsePublishDate(value);
  if (at === null)
    throw badRequest(apiErrors.invalidPublishDate, [{ field: 'publishDate', message: apiErrors.invalidPublishDate }]);
  return at;
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
