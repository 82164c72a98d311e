// Mobile-number calls (spec shell §7: auth/mobilenumber/sendVerifyCode, verifyCode, confirm). A logged
// customer's (others: 401, after the XSRF check); each call works on the session's customer (another
// customer's delivery address answers 404 as an unknown one does). The bodies are checked here, in the
// form's order: the form's rule for the number first, then what the shop can keep (services/mobile
// storedNumber), then the rest of the body.
import { Hono } from 'hono';
import {
  MobileCodeSent,
  MobileConfirmRequest,
  MobileNumberRequest,
  MobileVerifyRequest,
} from '@mercato/contracts/checkout';
import { mobileNumberSchema } from '@mercato/contracts/rules/mobile';
import { clientAddress, privateAnswer, privateNoContent, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import {
  storedNumber,
  VerifyRequest,
  type MobileConfirmInput,
  type MobileNumberInput,
  type MobileVerifyInput,
} from '../services/mobile/index.ts';
import { parseForm } from '../validation.ts';
import { customerIdOf, requireCustomer, xsrf } from './access.ts';
import { body } from './input.ts';

const tag = 'Mobile number';

/** The number of a body: the form's rule, then what the shop can keep; normalized. */
const numberOf = (value: unknown): string => storedNumber(parseForm(mobileNumberSchema, value).mobileNumber);

const sendInput = {
  form: true,
  check: (value: unknown): MobileNumberInput => ({ mobileNumber: numberOf(value) }),
} as const;
const verifyInput = {
  form: true,
  // The number and the code with the form's messages at once, then what the shop can keep of the number.
  check: (value: unknown): MobileVerifyInput => {
    const req = parseForm(VerifyRequest, value);
    return { mobileNumber: storedNumber(req.mobileNumber), verifyCode: req.verifyCode };
  },
} as const;
const confirmInput = {
  form: true,
  check: (value: unknown): MobileConfirmInput => {
    const mobileNumber = numberOf(value);
    return { mobileNumber, deliveryAddressId: parseForm(MobileConfirmRequest, value).deliveryAddressId };
  },
} as const;

export function mobileRoutes({ services, config }: AppDeps) {
  const r = new Hono<AppEnv>();
  const m = services.mobile;
  const customer = requireCustomer();

  const send = doc({
    tag,
    summary: 'Sends a 4-digit code by SMS (429 before the resend time)',
    ok: { data: MobileCodeSent },
  });
  r.post('/auth/mobilenumber/sendVerifyCode', xsrf(), customer, body(MobileNumberRequest, sendInput), send, async (c) =>
    privateAnswer(c, await m.sendVerifyCode(customerIdOf(c), c.req.valid('json'), clientAddress(c, config))),
  );
  const verify = doc({ tag, summary: 'Checks the code (422 with the reason when wrong)', ok: { status: 204 } });
  r.post(
    '/auth/mobilenumber/verifyCode',
    xsrf(),
    customer,
    body(MobileVerifyRequest, verifyInput),
    verify,
    async (c) => {
      await m.verifyCode(customerIdOf(c), c.req.valid('json'));
      return privateNoContent(c);
    },
  );
  const confirm = doc({ tag, summary: "The verified number becomes a delivery address's", ok: { status: 204 } });
  r.post(
    '/auth/mobilenumber/confirm',
    xsrf(),
    customer,
    body(MobileConfirmRequest, confirmInput),
    confirm,
    async (c) => {
      await m.confirm(customerIdOf(c), c.req.valid('json'));
      return privateNoContent(c);
    },
  );
  return r;
}
