import { describe, expect, it } from 'vitest';
import { ApiErrorResponse, LoginRequest, Message, PageConfiguration, Postcode, TrolleyItemAdd } from './index.ts';

describe('contracts', () => {
  it('accepts a five-digit postcode only', () => {
    expect(Postcode.safeParse('20121').success).toBe(true);
    expect(Postcode.safeParse('2012').success).toBe(false);
    expect(Postcode.safeParse('20121a').success).toBe(false);
  });

  it('rejects a trolley add with a quantity below 1 or a fraction', () => {
    expect(TrolleyItemAdd.safeParse({ productId: 1, quantity: 1 }).success).toBe(true);
    expect(TrolleyItemAdd.safeParse({ productId: 1, quantity: 0 }).success).toBe(false);
    expect(TrolleyItemAdd.safeParse({ productId: 1, quantity: 1.5 }).success).toBe(false);
  });

  it('requires username and password to log in', () => {
    expect(LoginRequest.safeParse({ username: 'mario.rossi@example.it', password: 'x' }).success).toBe(true);
    expect(LoginRequest.safeParse({ username: '', password: 'x' }).success).toBe(false);
    expect(LoginRequest.safeParse({ username: 'a' }).success).toBe(false);
  });

  it('parses the error envelope and refuses an unknown error type', () => {
    expect(
      ApiErrorResponse.safeParse({
        error: { code: '404', type: 'ALERT', message: 'Errore di trasferimento dati o risorsa non trovata' },
      }).success,
    ).toBe(true);
    expect(ApiErrorResponse.safeParse({ error: { code: '404', type: 'WARNING', message: 'x' } }).success).toBe(false);
  });

  it('refuses a message of an unknown type', () => {
    const m = {
      messageId: 1,
      messageTitle: 'Promo',
      messageText: 'Testo',
      confirmButtonLabel: 'OK',
      confirmButton: true,
      htmlType: false,
      htmlClass: null,
      redirectUrl: null,
      type: 'PROMO',
    };
    expect(Message.safeParse(m).success).toBe(true);
    expect(Message.safeParse({ ...m, type: 'SPAM' }).success).toBe(false);
  });

  it('refuses a page configuration of an unknown navigation', () => {
    const parsed = PageConfiguration.safeParse({ navigation: 'enoteca' });
    expect(parsed.success).toBe(false);
  });
});
