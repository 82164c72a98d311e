// Storing a decision: the consent cookies and the page's announcement (core's consent API), then the
// shop's consent record (POST consent/records) with plain fetch, so that the banner carries no API
// client. The record names the customer only with the session's XSRF token (sent when its cookie exists).
import { API_PREFIX } from '@mercato/contracts/api-prefix';
import type { ConsentSource, CookieCentreConfiguration } from '@mercato/contracts/consent';
import { anonymousId, type ConsentState, writeConsent } from '@mercato/core/consent';

export function saveDecision(
  apiBase: string,
  config: CookieCentreConfiguration,
  choices: Readonly<Record<string, boolean>>,
  source: ConsentSource,
): { state: ConsentState; categories: Record<string, boolean>; record: Promise<boolean> } {
  const sections = config.cookieCenterConfigList;
  const categories: Record<string, boolean> = {};
  for (const s of sections) categories[s.cookieKey] = s.readOnly || choices[s.cookieKey] === true;
  const state = writeConsent(sections, categories, config.policyVersion);
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
  const record = fetch(`${apiBase}${API_PREFIX}/consent/records`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
    },
    body: JSON.stringify({
      anonymousId: anonymousId(),
      navigation: config.navigation,
      channel: config.channel,
      policyVersion: config.policyVersion,
      source,
      categories,
    }),
  }).then(
    (res) => res.ok,
    () => false,
  );
  return { state, categories, record };
}
