// The power-guest entry (spec shell §4, §6): the look-up rate limit, the proof-of-work captcha, the
// session of a verified address, and the partner hand-over link.
import { and, eq } from 'drizzle-orm';
import { trolleys } from '../../db/schema/commerce.ts';
import { sessions as sessionsTable } from '../../db/schema/platform.ts';
import { alert, HttpError, notFound } from '../../errors.ts';
import { openHandoff } from '../../auth/handoff.ts';
import { onboardingApi, t } from '@mercato/contracts/i18n/it';
import type * as z from 'zod/mini';
import type { Session } from '../sessions/index.ts';
import { homePath } from './address-check.ts';
import { pickupChoice, streetOffering } from './addresses.ts';
import { countGuestEntry } from './limits.ts';
import { fieldError, type GuestEntry, type GuestInput, type OnboardingContext, type Site } from './shared.ts';

/** Counts one look-up of a client; over the limit → 429 with Retry-After. Unknown clients are not counted. */
export async function countAddressLookup(ox: OnboardingContext, clientKey: string): Promise<void> {
  if (!clientKey || clientKey === 'unknown') return;
  const { lookupsPerClient, lookupWindowMs } = ox.config.onboarding;
  const hit = await ox.rateLimit.hit(`onboarding:client:${clientKey}`, lookupWindowMs);
  if (hit.count > lookupsPerClient) {
    throw new HttpError(
      429,
      {
        code: '429',
        type: 'ALERT',
        message: t(onboardingApi.tooManyLookups, { seconds: hit.retryAfter }),
        retryAfter: hit.retryAfter,
      },
      { 'Retry-After': String(hit.retryAfter) },
    );
  }
}

/**
 * The power-guest entry: the captcha solution is spent first (each challenge once), then the street,
 * the site and the pickup point are checked, and the visitor's session is replaced by a new power-guest
 * session (new id) carrying street, site and drive / store. Logged customers are refused (409).
 */
export async function enterAsGuest(
  ox: OnboardingContext,
  req: z.output<typeof GuestInput>,
  current: Session | null,
  clientKey?: string | null,
): Promise<GuestEntry> {
  if (current?.kind === 'logged') throw alert(409, onboardingApi.alreadyLogged);
  // Sessions per client are limited (limits.ts), besides the captcha's cost.
  await countGuestEntry(ox, clientKey);
  const verdict = await ox.captcha.redeem(req.captchaToken);
  if (!verdict.ok) {
    const message =
      verdict.reason === 'expired'
        ? onboardingApi.captchaExpired
        : verdict.reason === 'used'
          ? onboardingApi.captchaUsed
          : onboardingApi.captchaInvalid;
    throw fieldError('captchaToken', message);
  }
  await streetOffering(ox, req.postcode, req.streetId, req.site);
  const { drive, store } = await pickupChoice(ox, req, {
    subject: current?.id ? `session:${current.id}` : null,
    clientKey,
  });
  const session = await ox.db.transaction(async (tx) => {
    await ox.sessions.destroy(current?.id, tx);
    const s = await ox.sessions.create({ kind: 'powerGuest', streetId: req.streetId, site: req.site }, tx);
    await tx
      .update(sessionsTable)
      .set({ driveId: drive?.id ?? null, pickupStoreId: store?.id ?? null })
      .where(eq(sessionsTable.id, s.id));
    // A guest trolley follows its owner to the new session id.
    if (current?.id)
      await tx
        .update(trolleys)
        .set({ guestSessionId: s.id })
        .where(and(eq(trolleys.guestSessionId, current.id), eq(trolleys.status, 'OPEN')));
    return s;
  });
  return { session, redirectUrl: await homePath(ox, req.site) };
}

/**
 * Completes a hand-over from a partner page (auth/handoff.ts): the sealed power-guest session is
 * replaced by a new one with the same address and service, so the token cannot be used twice.
 */
export async function completeHandoff(ox: OnboardingContext, token: string): Promise<GuestEntry> {
  const id = openHandoff(token, ox.config.sessionSecret);
  const old = id ? await ox.sessions.get(id) : null;
  if (old?.kind !== 'powerGuest' || !old.streetId || !old.site) throw notFound(onboardingApi.handoffExpired);
  const site = old.site as Site;
  const session = await ox.db.transaction(async (tx) => {
    await ox.sessions.destroy(old.id, tx);
    const s = await ox.sessions.create({ kind: 'powerGuest', streetId: old.streetId, site }, tx);
    await tx
      .update(sessionsTable)
      .set({ driveId: old.driveId ?? null, pickupStoreId: old.pickupStoreId ?? null })
      .where(eq(sessionsTable.id, s.id));
    await tx
      .update(trolleys)
      .set({ guestSessionId: s.id })
      .where(and(eq(trolleys.guestSessionId, old.id), eq(trolleys.status, 'OPEN')));
    return s;
  });
  return { session, redirectUrl: await homePath(ox, site) };
}
