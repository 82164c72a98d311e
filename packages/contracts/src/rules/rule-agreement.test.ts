import { expect, test } from 'vitest';
import { fieldErrors } from './common.ts';
import { ruleAgreementSchema } from './rule-agreement.ts';

test('both acceptances are required', () => {
  expect(fieldErrors(ruleAgreementSchema, { conditions: false, privacy: false })).toEqual({
    conditions: 'Le condizioni generali di vendita devono essere accettate per poter proseguire',
    privacy: "L'informativa privacy dev'essere accettata per poter proseguire",
  });
  expect(fieldErrors(ruleAgreementSchema, { conditions: true, privacy: true })).toEqual({});
});
