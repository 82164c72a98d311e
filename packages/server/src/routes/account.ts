// Becoming a customer and keeping the account (issue 40; services/account). Registration, the
// confirmation link, the forgotten password and its reset need no session and no XSRF header (there is
// no session to bind a token to; a cross-site form cannot send their JSON bodies without a CORS
// preflight, granted to partner origins only). They answer the same whatever the e-mail, and count
// floods per client and per e-mail (429). The password change is a logged customer's (401 otherwise,
// after the XSRF check) and works on the session's customer only.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@mercato/contracts/rules/account';
import { DbIdCoerced, DeliveryAddress } from '@mercato/contracts';
import { deliveryAddressSchema } from '@mercato/contracts/rules/delivery-address';
import { accountArea, onboardingApi } from '@mercato/contracts/i18n/it';
import { requiredMessage } from '@mercato/contracts/rules/common';
import { fieldError } from '../services/onboarding/shared.ts';
import { clientAddress, privateAnswer, privateNoContent, type AppContext, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { parseForm } from '../validation.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';
import { body, params, readJson } from './input.ts';

const AddressId = z.object({ id: DbIdCoerced });
/** The account's deletion: the password again. */
const DeleteAccountInput = z.object({
  password: z
    .string({ error: requiredMessage(accountArea.password) })
    .check(z.minLength(1, requiredMessage(accountArea.password)), z.maxLength(128, accountArea.currentPasswordWrong)),
});
const addressNotFound = { invalid: () => fieldError('addressId', onboardingApi.addressNotFound, 404) };

const tag = 'Account';
const form = { form: true } as const;

export function accountRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.account;
  const from = (c: AppContext) => ({ clientKey: clientAddress(c, config), origin: new URL(c.req.url).origin });

  const register = doc({
    tag,
    summary: 'A registration: a confirmation link by e-mail (204 whatever the e-mail; 429 past the limits)',
    ok: { status: 204 },
  });
  r.post('/account/register', body(registrationSchema, form), register, async (c) => {
    await s.register(c.req.valid('json'), from(c));
    return privateNoContent(c);
  });
  const confirm = doc({
    tag,
    summary: 'The confirmation link opened (400 when unknown, used or expired)',
    ok: { status: 204 },
  });
  r.post('/account/confirm', body(confirmEmailSchema, form), confirm, async (c) => {
    await s.confirmEmail(c.req.valid('json'));
    return privateNoContent(c);
  });
  const forgot = doc({
    tag,
    summary: "'Password dimenticata?': a 30-minute reset link by e-mail (204 whatever the e-mail)",
    ok: { status: 204 },
  });
  r.post('/account/password/forgot', body(forgotPasswordSchema, form), forgot, async (c) => {
    await s.requestPasswordReset(c.req.valid('json'), from(c));
    return privateNoContent(c);
  });
  const reset = doc({
    tag,
    summary: 'The reset link with a new password; every session of the customer ends',
    ok: { status: 204 },
  });
  r.post('/account/password/reset', body(resetPasswordSchema, form), reset, async (c) => {
    await s.resetPassword(c.req.valid('json'));
    return privateNoContent(c);
  });
  const change = doc({
    tag,
    summary: "The password changed (422 when the current one is wrong); the customer's other sessions end",
    ok: { status: 204 },
  });
  r.put('/auth/account/password', xsrf(), requireCustomer(), body(changePasswordSchema, form), change, async (c) => {
    const session = c.get('session');
    await s.changePassword(customerIdOf(c), session?.id ?? '', c.req.valid('json'));
    return privateNoContent(c);
  });

  // Home-delivery addresses with every field (orders §3, §5): the form's rules with the customer's other
  // identifiers (400 with a message per field), then the street among those offering home delivery.
  const o = services.onboarding;
  const addressForm = (besides: (c: AppContext) => number | null) =>
    ({
      form: true,
      check: async (value: unknown, c: AppContext) =>
        parseForm(
          deliveryAddressSchema({
            existingIdentifiers: await o.addressIdentifiersBesides(customerIdOf(c), besides(c)),
          }),
          value,
        ),
    }) as const;
  const editedId = (c: AppContext) => (c.req as unknown as { valid(t: 'param'): { id: number } }).valid('param').id;
  const customer = requireCustomer();
  const add = doc({
    tag,
    summary: "'delivery/add': a home-delivery address with every field",
    ok: { data: DeliveryAddress },
  });
  r.post(
    '/auth/addresses/home',
    xsrf(),
    customer,
    body(
      deliveryAddressSchema(),
      addressForm(() => null),
    ),
    add,
    async (c) => privateAnswer(c, await o.addHomeAddress(customerIdOf(c), c.req.valid('json'))),
  );
  const edit = doc({
    tag,
    summary: "'delivery/manage/{addressId}': a home address changed (postcode and street stay)",
    ok: { data: DeliveryAddress },
  });
  r.put(
    '/auth/addresses/:id/details',
    xsrf(),
    customer,
    readJson,
    params(AddressId, addressNotFound),
    body(deliveryAddressSchema(), addressForm(editedId)),
    edit,
    async (c) =>
      privateAnswer(c, await o.updateHomeAddress(customerIdOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  const remove = doc({ tag, summary: 'An address removed (409 for the address in use)', ok: { status: 204 } });
  r.delete('/auth/addresses/:id', xsrf(), customer, params(AddressId, addressNotFound), remove, async (c) => {
    await o.deleteAddress(customerIdOf(c), c.req.valid('param').id);
    return privateNoContent(c);
  });

  // 'I miei dati' (the referral page reads services.account.referralSummary directly: it makes the
  // customer's code the first time, which no GET of the API may do).
  const data = doc({
    tag,
    summary: "Everything the shop holds about the customer, as a JSON file ('Scarica i miei dati')",
    ok: { data: z.record(z.string(), z.unknown()) },
  });
  r.get('/auth/account/data', customer, data, async (c) => {
    const body = await s.exportData(customerIdOf(c));
    c.header('Content-Disposition', 'attachment; filename="i-miei-dati.json"');
    return privateAnswer(c, body);
  });
  const erase = doc({
    tag,
    summary: 'The account deleted after its password (409 while an order is open); orders kept anonymised',
    ok: { status: 204 },
  });
  r.delete('/auth/account', xsrf(), customer, body(DeleteAccountInput, form), erase, async (c) => {
    await s.deleteAccount(customerIdOf(c), c.req.valid('json').password);
    return privateNoContent(c);
  });
  return r;
}
