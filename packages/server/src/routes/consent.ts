// The cookie centre and the first-party analytics (issue 36):
//   GET  analytics/cookie-center/config/{navigation}/{channel}  the sections and the policy version in
//        force (spec shell §7; cached a minute; an open look-up: partner pages embed the cookie centre)
//   POST consent/records  one decision, stored append-only; it names the customer only with the session's
//        XSRF token (services/consent record)
//   GET  auth/consent/records  the logged customer's own records, newest first
//   POST analytics/collect  a batch of events for the shop's own collector; a refused call (bad, oversized
//        beyond ANALYTICS_BODY_MAX_BYTES) is counted, never stored
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { ANALYTICS_BODY_MAX_BYTES, COOKIE_CHANNELS } from '@mercato/contracts/consent';
import {
  AnalyticsBatch,
  ConsentRecord,
  ConsentRecordRequest,
  CookieCentreConfiguration,
} from '@mercato/contracts/consent-schemas';
import { apiErrors } from '@mercato/contracts/i18n/it';
import { NAVIGATIONS } from '@mercato/contracts/constants';
import { alert } from '../errors.ts';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { requireCustomer, xsrf } from './access.ts';
import { body, params } from './input.ts';

const tag = 'Consent';
const ConfigPath = z.object({ navigation: z.enum(NAVIGATIONS), channel: z.enum(COOKIE_CHANNELS) });
/** chosen: the configuration is cached a minute (a new policy version reaches every banner within it). */
const CONFIG_CACHE = 'public, max-age=60';

export function consentRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.consent;
  r.get(
    '/analytics/cookie-center/config/:navigation/:channel',
    params(ConfigPath),
    doc({
      tag,
      summary: "The cookie centre's sections and the cookie policy version in force",
      ok: { data: CookieCentreConfiguration },
    }),
    async (c) => {
      const { navigation, channel } = c.req.valid('param');
      c.header('Cache-Control', CONFIG_CACHE);
      return c.json({ data: await s.config(navigation, channel) });
    },
  );
  r.post(
    '/consent/records',
    body(ConsentRecordRequest),
    doc({ tag, summary: 'One cookie consent decision, stored append-only', ok: { data: ConsentRecord } }),
    async (c) => privateAnswer(c, await s.record(c.get('session'), c.get('xsrfValid')(), c.req.valid('json'))),
  );
  r.get(
    '/auth/consent/records',
    xsrf(),
    requireCustomer(),
    doc({ tag, summary: "The logged customer's own consent records", ok: { data: z.array(ConsentRecord) } }),
    async (c) => privateAnswer(c, await s.customerRecords(c.get('session'))),
  );
  const analytics = services.analytics;
  r.post(
    '/analytics/collect',
    // Every refusal below is counted (never stored): 413 beyond the collector's limit, 4xx for a bad batch.
    async (c, next) => {
      await next();
      const status = c.res.status;
      if (status >= 400 && status < 500) await analytics.reject(status === 413 ? 'too-large' : 'invalid');
    },
    bodyLimit({
      maxSize: ANALYTICS_BODY_MAX_BYTES,
      onError: () => {
        throw alert(413, apiErrors.bodyTooLarge);
      },
    }),
    body(AnalyticsBatch),
    doc({
      tag,
      summary: "A batch of analytics events for the shop's own collector",
      ok: { data: z.object({ stored: z.number() }) },
    }),
    async (c) => c.json({ data: await analytics.collect(c.req.valid('json')) }),
  );
  return r;
}
