// The logged customer's own calls under auth/: the profile, a message read, the rules accepted, a digital
// Fìdaty card. A logged customer's (others: 401 with the session text, after the XSRF check of unsafe
// methods).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { Customer, FidatyCard } from '@mercato/contracts';
import type { AppDeps, AppEnv } from '../http.ts';
import { onboardingApi, t } from '@mercato/contracts/i18n/it';
import { doc } from '../openapi/meta.ts';
import { RuleAgreementInput } from '../services/customers/index.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';
import { body, params } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Customer';

export function authRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const customer = requireCustomer();
  r.get(
    '/auth/profile/customer',
    customer,
    doc({ tag, summary: "The logged customer's profile", ok: { data: Customer } }),
    async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data: await services.customers.profile(customerIdOf(c)) });
    },
  );
  const read = doc({
    tag,
    summary: 'Marks a message of the customer read',
    ok: { data: z.object({ messageId: z.number(), read: z.literal(true) }) },
  });
  r.put('/auth/message/:id/read', xsrf(), customer, params(idParam('id')), read, async (c) => {
    const { id } = c.req.valid('param');
    await services.messages.markRead(customerIdOf(c), id);
    return c.json({ data: { messageId: id, read: true } });
  });
  const agreement = doc({
    tag,
    summary: 'The sale conditions and the privacy notice accepted',
    ok: { data: z.object({ agreementEcommerceRule: z.literal(true) }) },
  });
  r.put('/auth/rule-agreement', xsrf(), customer, body(RuleAgreementInput), agreement, async (c) => {
    await services.customers.acceptRuleAgreement(customerIdOf(c), c.req.valid('json'));
    return c.json({ data: { agreementEcommerceRule: true } });
  });
  // A digital Fìdaty card for a customer who has none ('Vuoi registrarti?' of spec shell §6).
  const card = z.object({ card: FidatyCard, created: z.boolean(), message: z.string() });
  const fidaty = doc({
    tag,
    summary: 'A digital Fìdaty card (201 when made now, 200 when the customer had one)',
    ok: [
      { status: 201, data: card },
      { status: 200, data: card },
    ],
  });
  r.post('/auth/fidaty/card', xsrf(), customer, fidaty, async (c) => {
    const { card, created } = await services.customers.requestDigitalCard(customerIdOf(c));
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
