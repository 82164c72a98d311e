import { describe, expect, test } from 'vitest';
import { matchState } from './states.ts';
import { navigationFor, storeOf } from './navigation.ts';

describe('matchState', () => {
  test.each([
    ['/index', 'onboarding'],
    ['/accedi', 'login'],
    ['/accedi/', 'login'],
    ['/rule-agreement', 'ruleAgreement'],
    ['/account/dashboard', 'account.dashboard'],
    ['/account/fidaty', 'account'],
    ['/cookie-policy', 'cmsFooter'],
    ['/supermercato/home', 'store.home'],
    ['/pharmadrive/home', 'store.home'],
    ['/pharma-drive/menu/1/x', 'store'],
    ['/prenotazioni/ricerca/pane', 'store'],
    ['/checkout/pagamento', 'checkout'],
    ['/ordini', 'orders'],
    ['/lds/1', 'lds'],
    ['/prodotto-non-trovato', 'productNotFound'],
    ['/colletta-alimentare/milano-buenos-aires', 'colletta'],
    ['/', 'home'],
  ])('%s is %s', (path, name) => {
    expect(matchState(path)?.name).toBe(name);
  });
  test('the first match wins and unknown paths are no state', () => {
    expect(matchState('/account/dashboard')?.flags.authenticated).toBe(true);
    expect(matchState('/supermercato')).toBeNull();
    expect(matchState('/altro/home')).toBeNull();
    expect(matchState('/accedi/altro')).toBeNull();
  });
  test('the rule-agreement state blocks navigation away and needs a login', () => {
    expect(matchState('/rule-agreement')?.flags).toMatchObject({
      navigateFromDisabled: true,
      authenticated: true,
      allowedOnRuleAgreement: true,
    });
    expect(matchState('/supermercato/home')?.flags.allowedOnRuleAgreement).toBeUndefined();
  });
});

describe('navigationFor', () => {
  test('the first segment when it names a navigation (aliases understood)', () => {
    expect(navigationFor('/pharma/home', 'drive')).toBe('pharma');
    expect(navigationFor('/pharmadrive/home', null)).toBe('pharma-drive');
  });
  test("else the session's, else supermercato", () => {
    expect(navigationFor('/account/dashboard', 'prenotazioni')).toBe('prenotazioni');
    expect(navigationFor('/account/dashboard', 'altro')).toBe('supermercato');
    expect(navigationFor('/', undefined)).toBe('supermercato');
  });
});

describe('storeOf', () => {
  test('only the canonical names are store pages', () => {
    expect(storeOf('pharma-drive')).toBe('pharma-drive');
    expect(storeOf('pharmadrive')).toBeNull();
    expect(storeOf('altro')).toBeNull();
    expect(storeOf(undefined)).toBeNull();
  });
});
