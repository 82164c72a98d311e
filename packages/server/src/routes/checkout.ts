// Checkout calls (contracts checkout.ts): the shopper's checkout, their choices, the confirmation and
// its attempts. A logged customer's (others: 401 'Effettua l'accesso per utilizzare il servizio', after
// the XSRF check of unsafe methods). The input is checked here: the confirmation's body and the attempt's
// id at once; the choices (PATCH) deferred, as the service first finds the shopper's trolley and refuses a
// customer who has not accepted the rules after them (their form rules answer 422 before the shape's 400).
import { Hono } from 'hono';
import {
  Checkout,
  CheckoutAttempt,
  CheckoutConfirmation,
  CheckoutConfirmRequest,
  CheckoutUpdate,
} from '@mercato/contracts/checkout';
import type * as z from 'zod/mini';
import { GIFT_MESSAGE_MAX, type FieldError } from '@mercato/contracts';
import { apiErrors, checkoutApi, t } from '@mercato/contracts/i18n/it';
import { deliveryNotesSchema, giftSchema, invoiceNotesSchema } from '@mercato/contracts/rules/checkout';
import { badRequest } from '../errors.ts';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { fieldErrorsOf, parseInput, unprocessable } from '../validation.ts';
import { doc } from '../openapi/meta.ts';
import { LOGIN_PROMPT, requireCustomer, xsrf } from './access.ts';
import { body, params } from './input.ts';
import { idParam } from './params.ts';

const tag = 'Checkout';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The rules' messages of `value` under `schema`, each field once, prefixed with `prefix`. */
function ruleErrors(schema: z.ZodMiniType, value: unknown, prefix: string): FieldError[] {
  const r = schema.safeParse(value);
  return r.success ? [] : fieldErrorsOf(r.error, prefix);
}

/**
 * PATCH's body (services/checkout/update.ts round 1): the form rules, on the parts sent with the right types (a wrong type is the shape's 400).
 * The gift form is checked only when enabled (a disabled form keeps what was typed, unchecked).
 */
function checkRules(body: unknown): CheckoutUpdate {
  if (!isObject(body)) throw badRequest(apiErrors.invalidInput);
  const errors: FieldError[] = [];
  if (typeof body.notes === 'string') errors.push(...ruleErrors(deliveryNotesSchema, { notes: body.notes }, ''));
  const gift = body.gift;
  if (isObject(gift) && gift.enabled === true) errors.push(...ruleErrors(giftSchema, gift, 'gift'));
  const invoice = body.invoice;
  if (isObject(invoice) && isObject(invoice.notes))
    errors.push(...ruleErrors(invoiceNotesSchema, invoice.notes, 'invoice.notes'));
  const wrap = body.giftWrap;
  if (isObject(wrap) && typeof wrap.giftMessage === 'string') {
    if (wrap.giftMessage.trim() === '')
      errors.push({ field: 'giftWrap.giftMessage', message: checkoutApi.giftMessageRequired });
    else if (wrap.giftMessage.length > GIFT_MESSAGE_MAX)
      errors.push({
        field: 'giftWrap.giftMessage',
        message: t(checkoutApi.giftMessageTooLong, { max: GIFT_MESSAGE_MAX }),
      });
  }
  if (errors.length) throw unprocessable(errors);
  return parseInput(CheckoutUpdate, body);
}

export function checkoutRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.checkout;
  const customer = requireCustomer(LOGIN_PROMPT);
  r.get(
    '/auth/checkout',
    customer,
    doc({ tag, summary: "The shopper's checkout of the current navigation", ok: { data: Checkout } }),
    async (c) => privateAnswer(c, await s.get(c.get('session'))),
  );
  const update = doc({
    tag,
    summary: "Saves the shopper's choices as made; answers the checkout",
    ok: { data: Checkout },
  });
  r.patch(
    '/auth/checkout',
    xsrf(LOGIN_PROMPT),
    customer,
    body(CheckoutUpdate, { deferred: true, check: checkRules }),
    update,
    async (c) => privateAnswer(c, await s.update(c.get('session'), c.req.valid('json'))),
  );
  const sample = (summary: string) => doc({ tag, summary, ok: { data: Checkout } });
  r.put(
    '/auth/checkout/samples/:productId',
    xsrf(LOGIN_PROMPT),
    customer,
    params(idParam('productId')),
    sample('Chooses a campioncino omaggio (again: nothing changes); answers the checkout'),
    async (c) => privateAnswer(c, await s.chooseSample(c.get('session'), c.req.valid('param').productId)),
  );
  r.delete(
    '/auth/checkout/samples/:productId',
    xsrf(LOGIN_PROMPT),
    customer,
    params(idParam('productId')),
    sample('Gives up a campioncino omaggio (not chosen: nothing changes); answers the checkout'),
    async (c) => privateAnswer(c, await s.dropSample(c.get('session'), c.req.valid('param').productId)),
  );
  const confirm = doc({
    tag,
    summary: 'Confirms the checkout (one idempotencyKey per press; a refusal is a 409 with the problems)',
    ok: { data: CheckoutConfirmation },
  });
  r.post('/auth/checkout/confirm', xsrf(LOGIN_PROMPT), customer, body(CheckoutConfirmRequest), confirm, async (c) =>
    privateAnswer(c, await s.confirm(c.get('session'), c.req.valid('json'))),
  );
  r.get(
    '/auth/checkout/attempts/:attemptId',
    customer,
    params(idParam('attemptId')),
    doc({ tag, summary: 'What became of a confirmation (the failure page)', ok: { data: CheckoutAttempt } }),
    async (c) => privateAnswer(c, await s.attempt(c.get('session'), c.req.valid('param').attemptId)),
  );
  return r;
}
