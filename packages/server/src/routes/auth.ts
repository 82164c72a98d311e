// Authenticated area (auth/*): the app's middleware already required a logged session and, for unsafe
// methods, a valid XSRF header.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DbIdCoerced } from '@mercato/contracts';
import { unauthorized } from '../errors.ts';
import { jsonBody, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { onboardingApi, t } from '@mercato/contracts/i18n/it';
import { RuleAgreementInput } from '../services/customers/index.ts';
import { parseInput } from '../validation.ts';

function customerId(c: AppContext): number {
  const id = c.get('session')?.customerId;
  if (id === null || id === undefined) throw unauthorized();
  return id;
}

export function authRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/auth/profile/customer', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await services.customers.profile(customerId(c)) });
  });
  r.put('/auth/message/:id/read', async (c) => {
    const id = parseInput(z.object({ id: DbIdCoerced }), { id: c.req.param('id') }).id;
    await services.messages.markRead(customerId(c), id);
    return c.json({ data: { messageId: id, read: true } });
  });
  r.put('/auth/rule-agreement', async (c) => {
    const input = parseInput(RuleAgreementInput, await jsonBody(c));
    await services.customers.acceptRuleAgreement(customerId(c), input);
    return c.json({ data: { agreementEcommerceRule: true } });
  });
  // A digital Fìdaty card for a customer who has none ('Vuoi registrarti?' of spec shell §6).
  r.post('/auth/fidaty/card', async (c) => {
    const { card, created } = await services.customers.requestDigitalCard(customerId(c));
    return c.json(
      {
        data: {
          card,
          created,
          message: created
            ? t(onboardingApi.fidatyCardCreated, { barcode: card.barcode })
            : onboardingApi.fidatyCardExisting,
        },
      },
      created ? 201 : 200,
    );
  });
  return r;
}
