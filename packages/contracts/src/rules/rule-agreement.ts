// Rule agreement (spec orders §5): both acceptances are required.
import * as z from 'zod/mini';
import { ruleAgreement } from '../i18n/it.ts';
import { requiredTrue } from './common.ts';

export const ruleAgreementSchema = z.object({
  /** Conditions of sale. */
  conditions: requiredTrue(ruleAgreement.conditionsRequired),
  /** Privacy notice (asked in the dialog). */
  privacy: requiredTrue(ruleAgreement.privacyRequired),
});
export type RuleAgreementForm = z.infer<typeof ruleAgreementSchema>;
