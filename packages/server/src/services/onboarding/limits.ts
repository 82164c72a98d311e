// Limits of the onboarding that guard secrets and sessions (issue 13): wrong private pickup-point codes
// per customer or session and per client address (PRIVATE_CODE_FAILURES in PRIVATE_CODE_WINDOW_MS, then
// 429 with Retry-After even for the right code, so guessing stays slow), and power-guest sessions per
// client address (GUEST_ENTRIES_PER_CLIENT in GUEST_ENTRY_WINDOW_MS, then 429). Unknown clients are
// counted by their customer or session only.
import {
  GUEST_ENTRIES_PER_CLIENT,
  GUEST_ENTRY_WINDOW_MS,
  PRIVATE_CODE_FAILURES,
  PRIVATE_CODE_WINDOW_MS,
} from '@mercato/contracts';
import { onboardingApi } from '@mercato/contracts/i18n/it';
import { tooManyRequests } from '../../errors.ts';
import type { OnboardingContext } from './shared.ts';

/** Who is trying: a customer or a session, and the client address ('' or 'unknown' when not known). */
export interface Attempter {
  subject?: string | null;
  clientKey?: string | null;
}

const known = (clientKey: string | null | undefined): clientKey is string => !!clientKey && clientKey !== 'unknown';

function privateCodeKeys(who: Attempter): string[] {
  const keys: string[] = [];
  if (who.subject) keys.push(`privatecode:${who.subject}`);
  if (known(who.clientKey)) keys.push(`privatecode:client:${who.clientKey}`);
  return keys;
}

/** 429 when the customer / session or the client already sent too many wrong codes. */
export async function refuseBlockedPrivateCode(ox: OnboardingContext, who: Attempter): Promise<void> {
  for (const key of privateCodeKeys(who)) {
    const hit = await ox.rateLimit.peek(key, PRIVATE_CODE_WINDOW_MS);
    if (hit.count >= PRIVATE_CODE_FAILURES) throw tooManyRequests(hit.retryAfter, onboardingApi.tooManyPrivateCodes);
  }
}

/** Counts a wrong code for the customer / session and the client. */
export async function countWrongPrivateCode(ox: OnboardingContext, who: Attempter): Promise<void> {
  for (const key of privateCodeKeys(who)) await ox.rateLimit.hit(key, PRIVATE_CODE_WINDOW_MS);
}

/** Counts one power-guest entry of a client; 429 over the limit. */
export async function countGuestEntry(ox: OnboardingContext, clientKey: string | null | undefined): Promise<void> {
  if (!known(clientKey)) return;
  const hit = await ox.rateLimit.hit(`guest:client:${clientKey}`, GUEST_ENTRY_WINDOW_MS);
  if (hit.count > GUEST_ENTRIES_PER_CLIENT) throw tooManyRequests(hit.retryAfter, onboardingApi.tooManyGuestEntries);
}
