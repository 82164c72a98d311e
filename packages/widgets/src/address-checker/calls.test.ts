// The checker's calls (@mercato/client addressLookups, onboardingCalls) over the client's request() of
// the shop's origin, as the element makes them: look-ups may be asked again at once (a retry, a postcode
// typed twice), other calls keep the guard against doing the same thing twice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressLookups, createRequest, onboardingCalls } from '@mercato/client';
import { errorMessage } from './error-message.ts';

/** A notify-me request. */
const ANNA = {
  postcode: '50121',
  streetId: 150,
  email: 'anna@example.it',
  name: 'Anna',
  privacyAgreement: true,
  site: 'supermercato',
} as const;

// A request() of its own per test (requestFor keeps one per origin for the page's life).
const requestOf = (apiBase: string) => createRequest({ baseUrl: apiBase });

function stubShop(credentials: string[] = []) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    urls.push(String(input));
    credentials.push(`${init.credentials} ${String(input).replace(/^.*\/commerce\/resources/, '')}`);
    return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the address checker calls', () => {
  it('sends the same look-up twice in a row (Riprova right after a failed step)', async () => {
    const urls = stubShop();
    const api = addressLookups(requestOf('http://lookups.test'));
    await api.availableServices('50121', 150);
    await expect(api.availableServices('50121', 150)).resolves.toEqual([]);
    await api.checkPostcode('50121');
    await api.checkPostcode('50121');
    expect(urls.filter((u) => u.endsWith('/onboarding/services/available'))).toHaveLength(2);
    expect(urls.filter((u) => u.endsWith('/onboarding/postcode/check'))).toHaveLength(2);
  });

  it('refuses the same request for activation twice in a row, without calling the shop again', async () => {
    const urls = stubShop();
    const api = onboardingCalls(requestOf('http://activation.test'));
    await api.requestActivation(ANNA);
    await expect(api.requestActivation(ANNA)).rejects.toMatchObject({
      message: 'Operazione già avviata, aspettare il completamento e riprovare.',
    });
    expect(urls.filter((u) => u.endsWith('/onboarding/activation'))).toHaveLength(1);
  });

  it('makes the look-ups without cookies (any origin may ask them), the other calls with them', async () => {
    const sent: string[] = [];
    stubShop(sent);
    const request = requestOf('http://anyorigin.test');
    const api = addressLookups(request);
    const more = onboardingCalls(request);
    await api.checkPostcode('50121');
    await api.streetSuggestions('50121');
    await api.availableServices('50121', 150);
    await more.pickupPoints('drive', '50121');
    await more.pickupPoints('pharma-drive', '50121');
    await more.pickupPoints('prenotazioni', '50121');
    await more.captchaChallenge();
    await more.enterAsGuest({ postcode: '50121', streetId: 150, site: 'supermercato', captchaToken: 't' });
    expect(sent).toEqual([
      'omit /onboarding/postcode/check',
      'omit /onboarding/street/suggestions',
      'omit /onboarding/services/available',
      'omit /onboarding/drives/50121',
      'omit /onboarding/drives/pharma/50121',
      'omit /onboarding/prenotazioni/50121',
      // The shop is on another origin: asked once whether it would refuse the calls with credentials.
      'omit /onboarding/services',
      'include /onboarding/captcha/challenge',
      'include /onboarding/guest',
    ]);
  });

  it('on an origin the shop refuses, says so instead of making the calls with credentials', async () => {
    const sent: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('location', { origin: 'https://nuovo-partner.example', pathname: '/' });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input).replace(/^.*\/commerce\/resources/, '');
      sent.push(`${init.credentials} ${path}`);
      const said: Record<string, string> =
        path === '/onboarding/services' ? { 'X-Mercato-Credentials': 'refused' } : {};
      return new Response(JSON.stringify({ data: [] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...said },
      });
    });
    const api = onboardingCalls(requestOf('https://refusing.test'));
    await expect(api.pickupPoints('drive', '50121')).resolves.toEqual([]);
    const refused = {
      code: 'ORIGIN_NOT_ALLOWED',
      message:
        "Questo sito non è ancora abilitato ad accedere al negozio: il gestore del sito deve chiederne l'abilitazione.",
    };
    await expect(api.captchaChallenge()).rejects.toMatchObject(refused);
    await expect(
      api.enterAsGuest({ postcode: '50121', streetId: 150, site: 'supermercato', captchaToken: 't' }),
    ).rejects.toMatchObject(refused);
    await expect(api.requestActivation(ANNA)).rejects.toMatchObject(refused);
    expect(errorMessage(await api.captchaChallenge().catch((e: unknown) => e))).toBe(refused.message);
    expect(sent).toEqual(['omit /onboarding/drives/50121', 'omit /onboarding/services']);
  });
});
