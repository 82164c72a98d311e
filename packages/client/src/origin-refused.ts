// Whether the shop refuses this page's calls with credentials: it answers them only to the origins of its
// MERCATO_PARTNER_ORIGINS, and a browser reports its refusal to a script as a network failure. An element
// on another origin asks before its first such call (the address checker's services step, a lazy chunk:
// nothing of this is downloaded with an element) and shows the partner what to fix instead of failing.
import { CREDENTIALS_HEADER, PARTNER_ORIGINS_SETTING } from '@mercato/contracts/constants';
import { errorCatalogue } from '@mercato/contracts/i18n/it-error-catalogue';
import { API_PREFIX } from './request.ts';
import { CLIENT_ERROR_TEXTS, ShopError } from './shop-error.ts';

/** An open look-up (any origin, no credentials) whose answer says whether this origin is refused. */
export const ORIGIN_PROBE_PATH = 'onboarding/services';
/** Set on the page once its console was told: one message per page, whichever bundle asked. */
export const ORIGIN_WARNED = Symbol.for('mercato.originNotAllowed.warned');

/** Per API origin, what its look-up said of this page's calls with credentials. */
const said = new Map<string, Promise<string | null>>();

/** The origin of `apiBase` when it is not the page's own; null on the same origin (or outside a browser). */
function foreignOrigin(apiBase: string): string | null {
  const page = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!apiBase || !page || page === 'null') return null;
  try {
    const origin = new URL(apiBase).origin;
    return origin === page || origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

async function ask(apiBase: string, fetchImpl: typeof fetch): Promise<string | null> {
  try {
    const res = await fetchImpl(`${apiBase.replace(/\/+$/, '')}${API_PREFIX}/${ORIGIN_PROBE_PATH}`, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
    return res.headers.get(CREDENTIALS_HEADER) ?? 'unsaid';
  } catch {
    return null;
  }
}

/**
 * The 'ORIGIN_NOT_ALLOWED' ShopError (status 0; its Italian message for the element to show) when the
 * shop at `apiBase` refuses this page's calls with credentials, else null: the same origin, a listed
 * one, a shop that did not say (then the call goes and fails, or not, as it will). The shop is asked
 * once per API origin; the first refusal of the page also tells the console which setting to change.
 */
export async function originRefusal(
  apiBase: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<ShopError | null> {
  const origin = foreignOrigin(apiBase);
  if (!origin) return null;
  let answer = said.get(origin);
  if (!answer) {
    answer = ask(apiBase, fetchImpl);
    said.set(origin, answer);
    // A shop that could not be reached is asked again next time.
    void answer.then((a) => a === null && said.delete(origin));
  }
  if ((await answer) !== 'refused') return null;
  const g = globalThis as { [ORIGIN_WARNED]?: boolean; location?: { origin?: string } };
  if (!g[ORIGIN_WARNED]) {
    g[ORIGIN_WARNED] = true;
    console.warn(
      `[mercato] The shop at ${origin} answers calls with credentials (guest entry, trolley, login) only to the ` +
        `origins listed in its ${PARTNER_ORIGINS_SETTING} setting, and ${g.location?.origin} is not one: add it ` +
        'there. Look-ups (postcode, streets, services) work from any origin.',
    );
  }
  return new ShopError({
    kind: 'forbidden',
    status: 0,
    code: 'ORIGIN_NOT_ALLOWED',
    type: 'ALERT',
    title: CLIENT_ERROR_TEXTS.defaultTitle,
    message: errorCatalogue.originNotAllowed,
    presentation: 'toast',
  });
}
