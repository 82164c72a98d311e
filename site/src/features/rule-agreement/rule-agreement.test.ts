import { safeRedirectPath } from '@mercato/contracts';
import { describe, expect, test } from 'vitest';
import { isHomeService, readRuleAgreementForm } from './rule-agreement.ts';

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};
const read = (entries: Record<string, string>) => readRuleAgreementForm(form(entries), (p) => safeRedirectPath(p));

describe('readRuleAgreementForm: the posted rule agreement as the checks read it', () => {
  test('an empty post: the question unanswered, nothing accepted, home next', () => {
    const v = read({});
    expect(v).toMatchObject({
      addressNow: '',
      service: null,
      pointId: null,
      conditions: false,
      privacy: false,
      next: '/',
    });
  });
  test('the answers, the service, the point and its private code', () => {
    const v = read({
      addressNow: 'si',
      service: 'drive',
      pointId: '12',
      'privateCode-12': 'ABC123',
      'privateCode-13': 'other',
      saleConditionsAccepted: 'on',
      privacyAccepted: 'on',
      next: '/account/dashboard',
    });
    expect(v).toMatchObject({
      addressNow: 'si',
      service: 'drive',
      pointId: 12,
      privateCode: 'ABC123',
      conditions: true,
      privacy: true,
      next: '/account/dashboard',
    });
  });
  test.each([
    ['addressNow', 'forse', 'addressNow', ''],
    ['service', 'teletrasporto', 'service', null],
    ['pointId', '-3', 'pointId', null],
    ['pointId', '1e400', 'pointId', null],
    ['next', '//evil.example', 'next', '/'],
    ['saleConditionsAccepted', 'true', 'conditions', false],
  ])('%s=%s is read as not given', (name, value, key, expected) => {
    expect(read({ [name]: value })[key as keyof ReturnType<typeof read>]).toEqual(expected);
  });
  test('the home services take the address form, the others a pickup point', () => {
    expect(isHomeService('supermercato')).toBe(true);
    expect(isHomeService('pharma')).toBe(true);
    for (const s of ['drive', 'pharma-drive', 'prenotazioni'] as const) expect(isHomeService(s)).toBe(false);
  });
});
