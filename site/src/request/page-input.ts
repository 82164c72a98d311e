// What a page reads from the request (its posted form, the publish-date cookie) made safe to use: bad
// input never throws out of a page. An error thrown by a page would become Astro's 500 route, and with
// no 500 page that was the `[...path]` catch-all, i.e. a silent redirect to /index.

/**
 * The posted form of a page, or an empty form when the body is not one (another content type, a
 * malformed multipart body): the page then shows its own field errors instead of failing.
 */
export async function readPageForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Years a publish date may name: content is dated in the shop's lifetime, not in year 0 or 275760. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

/**
 * The `MERCATO_PUBLISH_DATE` cookie's value when it is a real publish date ('YYYY-MM-DD' or an ISO
 * date-time, years 2000–2999), else undefined: a bad cookie is ignored (content as of now), it never
 * makes the pages fail. `0000-01-01` is a valid ISO date the database cannot compare with.
 */
export function publishDateCookie(value: string | undefined | null): string | undefined {
  if (value == null) return undefined;
  const v = value.trim();
  const m = DAY.exec(v) ?? INSTANT.exec(v);
  if (!m) return undefined;
  const year = Number(m[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return undefined;
  const time = new Date(DAY.test(v) ? `${v}T00:00:00Z` : v).getTime();
  if (Number.isNaN(time)) return undefined;
  // '2026-02-31' is not a day (Date would roll it over to March).
  if (DAY.test(v) && new Date(time).toISOString().slice(0, 10) !== v) return undefined;
  return v;
}
