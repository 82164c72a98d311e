// Write-us form 'Scrivici' (spec shell §3 write-us request, §5 write-us rule).
import * as z from 'zod/mini';
import { validation as v } from '../i18n/it.ts';
import { daysBetween, romeDate } from '../format/date.ts';
import { parseItalianDate } from '../format/date-input.ts';
import {
  crossCheck,
  firstError,
  isEmail,
  isItalianDate,
  isPhone,
  isTime,
  maxMessage,
  optionalText,
  requiredMatching,
  requiredText,
  requiredTrue,
} from './common.ts';

export const SEGNALATION_GROUPS = ['TECNICAL_PROBLEM', 'DELIVERY_PROBLEM', 'REPORT'] as const;
export type SegnalationGroup = (typeof SEGNALATION_GROUPS)[number];

/** How many days back an error date may be (today included as day 0). */
export const ERROR_DATE_WINDOW_DAYS = 10;

/** Error date check: null when it is a 'DD/MM/YYYY' Rome calendar day from 10 days ago up to today. */
export function errorDateMessage(text: string | undefined, now: Date): string | null {
  if (text === undefined || text.trim() === '') return v.errorDateRequired;
  const date = parseItalianDate(text);
  if (!date) return v.errorDateFormat;
  const age = daysBetween(date, romeDate(now));
  return age >= 0 && age <= ERROR_DATE_WINDOW_DAYS ? null : v.errorDateWindow;
}

const text = (max: number, label: string) => optionalText(max, maxMessage(label, max));

// Fields asked only for some groups; checked by the cross-field rule below.
// chosen: browser and connection type required for technical problems, error message optional;
// order number required and delivery date optional for delivery problems.
const technical = {
  browser: requiredText(v.browserRequired),
  connectionType: requiredText(v.connectionRequired),
  errorMessage: text(128, 'Messaggio di errore'),
  errorTime: requiredMatching(v.errorTimeRequired, isTime, v.errorTimeFormat),
};
const delivery = {
  orderNumber: requiredMatching(
    v.orderNumberRequired,
    (s) => /^\d+$/.test(s.trim()),
    v.orderNumberDigits,
    30,
    maxMessage('Numero ordine', 30),
  ),
  deliveryDate: z.optional(z.string().check(z.refine((s) => s.trim() === '' || isItalianDate(s), v.errorDateFormat))),
};

export interface WriteUsOptions {
  /** A free visitor must accept the privacy notice; logged customers and power guests need not. */
  freeVisit: boolean;
  /** The current instant, for the 10-day window of the error date. */
  now: Date;
}

export function writeUsSchema({ freeVisit, now }: WriteUsOptions) {
  return z
    .object({
      name: requiredText(v.nameRequired, 64, maxMessage('Nome', 64)),
      surname: requiredText(v.surnameRequired, 64, maxMessage('Cognome', 64)),
      cartaFidaty: text(30, 'Carta Fìdaty'),
      email: requiredMatching(v.emailInvalid, isEmail, v.emailInvalid, 128),
      phoneNumber: requiredMatching(v.phoneRequired, isPhone, v.phoneInvalid, 16, maxMessage('Telefono', 16)),
      address: text(256, 'Indirizzo'),
      town: text(128, 'Comune'),
      cap: text(5, 'CAP'),
      segnalationGroup: z.enum(SEGNALATION_GROUPS, { error: v.groupRequired }),
      segnalationType: requiredText(v.natureRequired),
      os: z.optional(z.string()),
      browser: z.optional(z.string()),
      connectionType: z.optional(z.string()),
      errorMessage: z.optional(z.string()),
      errorDate: z.optional(z.string()),
      errorTime: z.optional(z.string()),
      orderNumber: z.optional(z.string()),
      deliveryDate: z.optional(z.string()),
      message: requiredText(v.messageRequired, 512, maxMessage('Messaggio', 512)),
      privacyAgreement: freeVisit ? requiredTrue(v.privacyRequired) : z.optional(z.boolean()),
      captcha: requiredText(v.captchaRequired),
    })
    .check(
      crossCheck<Record<string, unknown>>((value) => {
        const issues: { path: string[]; message: string }[] = [];
        const add = (fields: Record<string, z.ZodMiniType>) => {
          for (const [field, schema] of Object.entries(fields)) {
            const message = firstError(schema, value[field]);
            if (message) issues.push({ path: [field], message });
          }
        };
        if (value.segnalationGroup === 'TECNICAL_PROBLEM') {
          add(technical);
          const message = errorDateMessage(typeof value.errorDate === 'string' ? value.errorDate : undefined, now);
          if (message) issues.push({ path: ['errorDate'], message });
        }
        if (value.segnalationGroup === 'DELIVERY_PROBLEM') add(delivery);
        return issues;
      }),
    );
}
export type WriteUsForm = z.infer<ReturnType<typeof writeUsSchema>>;
