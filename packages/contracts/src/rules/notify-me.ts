// Notify-me form (spec shell §2, §5): name, email and privacy consent, all required.
import * as z from 'zod/mini';
import { validation as v } from '../i18n/it.ts';
import { isEmail, maxMessage, requiredMatching, requiredText, requiredTrue } from './common.ts';

export const notifyMeSchema = z.object({
  name: requiredText(v.nameRequired, 128, maxMessage('Nome', 128)),
  // the spec quotes one e-mail message; it serves for missing and malformed alike
  email: requiredMatching(v.emailInvalid, isEmail, v.emailInvalid, 128),
  consent: requiredTrue(v.consentRequired),
});
export type NotifyMeForm = z.infer<typeof notifyMeSchema>;
