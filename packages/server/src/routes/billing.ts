// Billing-address calls (contracts checkout.ts: auth/billing-addresses…). A logged customer's (others:
// 401 with the session text, after the XSRF check of unsafe methods); every call works on the session's
// customer, so another customer's id answers 404 as an unknown one does. The bodies are checked here, in
// the form's order: the holder type and country (400), then the form's rules (422, with the customer's
// other identifiers for 'Verifica'; a save checks those again under its lock), then the shape (400). The
// JSON is read first, then the address's id (404), then the body.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { BillingAddress, DbIdParam } from '@mercato/contracts';
import { BillingAddressInput } from '@mercato/contracts/checkout';
import { billingApi, validation } from '@mercato/contracts/i18n/it';
import {
  BILLING_TYPES,
  billingAddressSchema,
  billingOptionsFor,
  normalizeTaxCode,
} from '@mercato/contracts/rules/billing-address';
import { privateAnswer, privateNoContent, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { addressNotFound, type BillingAddressRequest } from '../services/billing-addresses/index.ts';
import { fieldErrorsOf, parseForm, specMessage, unprocessable } from '../validation.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';
import { body, params, query, readJson } from './input.ts';

const tag = 'Billing addresses';
/** An address's id: anything but one is an unknown address (404). */
const Id = z.object({ id: DbIdParam });
/** 'Verifica' of an address edited (its own identifier is not another's). */
const Editing = z.object({ id: z.optional(DbIdParam) });
const notFound = { invalid: addressNotFound };

/** The holder type and country, checked first: they decide the form's fields. */
const HolderChoice = z.object({
  type: z.enum(BILLING_TYPES, { error: billingApi.typeInvalid }),
  countryType: z.enum(['IT', 'OTHER'], { error: billingApi.countryTypeInvalid }),
  preferred: z.optional(z.boolean({ error: billingApi.preferredInvalid })),
});

/**
 * A billing form checked: the holder type and country first (400), then the form's rules with the
 * customer's `otherIdentifiers` (422 with a message per field), then the shape of the call (lengths and
 * types of the fields the rules do not ask: 400). The tax code is upper-cased before both.
 */
export function checkBillingAddress(input: unknown, otherIdentifiers: readonly string[]): BillingAddressRequest {
  const holder = parseForm(HolderChoice, input);
  const form = input as Record<string, unknown>;
  const taxCode = typeof form.taxCode === 'string' ? normalizeTaxCode(form.taxCode) : form.taxCode;
  const options = billingOptionsFor(holder.type, holder.countryType, otherIdentifiers);
  const rules = billingAddressSchema(options).safeParse({ ...form, taxCode }, { error: specMessage });
  if (!rules.success) throw unprocessable(fieldErrorsOf(rules.error), validation.billingIdentifierRequired);
  return parseForm(BillingAddressInput, { ...form, taxCode });
}

/** A save's body: the form without the customer's identifiers (the service checks them under its lock). */
const saved = { form: true, check: (value: unknown) => checkBillingAddress(value, []) } as const;

export function billingRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const b = services.billingAddresses;
  const customer = requireCustomer();
  /** 'Verifica': the form against the customer's other identifiers (all but the address edited). */
  const verified = {
    form: true,
    check: async (value: unknown, c: AppContext) => {
      const req = c.req as unknown as { valid(target: 'query'): z.output<typeof Editing> };
      const editing = req.valid('query').id ?? null;
      return checkBillingAddress(value, await b.identifiersBesides(customerIdOf(c), editing));
    },
  } as const;

  r.get(
    '/auth/billing-addresses',
    customer,
    doc({ tag, summary: "The customer's billing addresses", ok: { data: z.array(BillingAddress) } }),
    async (c) => privateAnswer(c, await b.list(customerIdOf(c))),
  );
  const verify = doc({
    tag,
    summary: "'Verifica': checks an address (422 with a message per field); ?id= the address edited",
    ok: { status: 204 },
  });
  r.post(
    '/auth/billing-addresses/verify',
    xsrf(),
    customer,
    readJson,
    query(Editing, notFound),
    body(BillingAddressInput, verified),
    verify,
    (c) => privateNoContent(c),
  );
  const create = doc({ tag, summary: 'A new billing address', ok: { data: BillingAddress } });
  r.post('/auth/billing-addresses', xsrf(), customer, body(BillingAddressInput, saved), create, async (c) =>
    privateAnswer(c, await b.create(customerIdOf(c), c.req.valid('json'))),
  );
  const update = doc({ tag, summary: 'A billing address changed', ok: { data: BillingAddress } });
  r.put(
    '/auth/billing-addresses/:id',
    xsrf(),
    customer,
    readJson,
    params(Id, notFound),
    body(BillingAddressInput, saved),
    update,
    async (c) => privateAnswer(c, await b.update(customerIdOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  const remove = doc({ tag, summary: 'A billing address removed', ok: { status: 204 } });
  r.delete('/auth/billing-addresses/:id', xsrf(), customer, params(Id, notFound), remove, async (c) => {
    await b.remove(customerIdOf(c), c.req.valid('param').id);
    return privateNoContent(c);
  });
  return r;
}
