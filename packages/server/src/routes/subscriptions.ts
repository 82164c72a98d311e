// Subscriptions (contracts subscriptions.ts lists the calls; issue 40). A logged customer's (others: 401
// 'Effettua l'accesso per utilizzare il servizio', after the XSRF check for the change). Every answer is
// the customer's own: private, never stored by a cache. Buying is the trolley's add of the plan's product.
import { Hono } from 'hono';
import { AutoRenewalInput, SubscriptionStatus } from '@mercato/contracts/subscriptions';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { body, params } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Subscriptions';

export function subscriptionRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const subscriptions = services.subscriptions;
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/subscriptions',
    customer,
    doc({
      tag,
      summary: 'The subscription held (active or being activated), the plans on sale and the permission',
      ok: { data: SubscriptionStatus },
    }),
    async (c) => privateAnswer(c, await subscriptions.status(c.get('session'))),
  );
  r.put(
    '/auth/subscriptions/:subscriptionId/autorenewal',
    xsrf(LOGIN_PROMPT),
    customer,
    params(idParam('subscriptionId')),
    body(AutoRenewalInput),
    doc({
      tag,
      summary: 'The automatic renewal on or off (active open-ended subscriptions only; 409 otherwise)',
      ok: { data: SubscriptionStatus },
    }),
    async (c) =>
      privateAnswer(
        c,
        await subscriptions.setAutoRenewal(c.get('session'), c.req.valid('param').subscriptionId, c.req.valid('json')),
      ),
  );
  return r;
}
