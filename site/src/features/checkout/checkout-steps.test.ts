import { describe, expect, test } from 'vitest';
import type { CheckoutMissing } from '@mercato/contracts/checkout';
import { checkoutPath, orderFailurePath, orderSuccessPath } from '@mercato/contracts/urls';
import { trolley } from '@mercato/contracts/i18n/it';
import { blockedReason, guardStep, nextStep, sentBackReason, wizardMode } from './checkout-steps.ts';

const emptyTrolley: CheckoutMissing = { step: 'TROLLEY', message: trolley.empty };
const noSlot: CheckoutMissing = { step: 'DELIVERY', message: 'Prenota una fascia oraria di consegna.' };
const noPayment: CheckoutMissing = { step: 'PAYMENT', message: 'Scegli come pagare.' };

describe('checkout paths', () => {
  test('each step has its page, the order pages name the order', () => {
    expect(['TROLLEY', 'DELIVERY', 'PAYMENT', 'SUMMARY'].map((s) => checkoutPath(s as 'TROLLEY'))).toEqual([
      '/checkout/trolley',
      '/checkout/delivery',
      '/checkout/billing-payment',
      '/checkout/summary',
    ]);
    expect(orderSuccessPath(42)).toBe('/checkout/order/success/42');
    expect(orderFailurePath(7)).toBe('/checkout/order/failure/7');
  });
});

describe('wizard', () => {
  test('navigator modes and the next step', () => {
    expect(['TROLLEY', 'DELIVERY', 'PAYMENT', 'SUMMARY', 'ORDER'].map((s) => wizardMode(s as 'ORDER'))).toEqual([
      'first',
      'middle',
      'middle',
      'last',
      'order',
    ]);
    expect(nextStep('TROLLEY')).toBe('DELIVERY');
    expect(nextStep('DELIVERY')).toBe('PAYMENT');
    expect(nextStep('PAYMENT')).toBe('SUMMARY');
    expect(nextStep('SUMMARY')).toBeNull();
    expect(nextStep('ORDER')).toBeNull();
  });

  test('going forward is blocked by what this step or an earlier one misses, with its reason', () => {
    expect(blockedReason(null, 'DELIVERY')).toBeNull();
    expect(blockedReason(emptyTrolley, 'TROLLEY')).toBe(trolley.empty);
    expect(blockedReason(noSlot, 'TROLLEY')).toBeNull();
    expect(blockedReason(noSlot, 'DELIVERY')).toBe(noSlot.message);
    expect(blockedReason(noSlot, 'PAYMENT')).toBe(noSlot.message);
    expect(blockedReason(noPayment, 'DELIVERY')).toBeNull();
    expect(blockedReason(emptyTrolley, 'ORDER')).toBeNull();
  });
});

describe('guardStep', () => {
  test('nothing missing: every step shows', () => {
    for (const step of ['TROLLEY', 'DELIVERY', 'PAYMENT', 'SUMMARY'] as const) expect(guardStep(null, step)).toBeNull();
  });

  test('an empty trolley sends every later step back to the trolley, saying why', () => {
    expect(guardStep(emptyTrolley, 'TROLLEY')).toBeNull();
    expect(guardStep(emptyTrolley, 'DELIVERY')).toEqual({
      to: '/checkout/trolley?da=delivery',
      reason: 'Il tuo carrello è vuoto. Aggiungi dei prodotti.',
    });
    expect(guardStep(emptyTrolley, 'SUMMARY')?.to).toBe('/checkout/trolley?da=summary');
  });

  test('no slot: the delivery page shows, the later steps go back to it', () => {
    expect(guardStep(noSlot, 'TROLLEY')).toBeNull();
    expect(guardStep(noSlot, 'DELIVERY')).toBeNull();
    expect(guardStep(noSlot, 'PAYMENT')).toEqual({ to: '/checkout/delivery?da=payment', reason: noSlot.message });
    expect(guardStep(noSlot, 'SUMMARY')).toEqual({ to: '/checkout/delivery?da=summary', reason: noSlot.message });
  });

  test('no payment: only the summary goes back', () => {
    expect(guardStep(noPayment, 'PAYMENT')).toBeNull();
    expect(guardStep(noPayment, 'SUMMARY')?.to).toBe('/checkout/billing-payment?da=summary');
  });
});

describe('sentBackReason', () => {
  const at = (q: string) => new URL(`https://shop.example/checkout/delivery${q}`);
  test('the page sent back to shows the reason while the step still misses it', () => {
    expect(sentBackReason(noSlot, 'DELIVERY', at('?da=summary'))).toBe(noSlot.message);
    expect(sentBackReason(noSlot, 'DELIVERY', at('?da=PAYMENT'))).toBe(noSlot.message);
  });
  test('nothing without a later step named, or once the step has what it needs', () => {
    expect(sentBackReason(noSlot, 'DELIVERY', at(''))).toBeNull();
    expect(sentBackReason(noSlot, 'DELIVERY', at('?da=trolley'))).toBeNull();
    expect(sentBackReason(noSlot, 'DELIVERY', at('?da=delivery'))).toBeNull();
    expect(sentBackReason(noSlot, 'DELIVERY', at('?da=<script>'))).toBeNull();
    expect(sentBackReason(null, 'DELIVERY', at('?da=summary'))).toBeNull();
    expect(sentBackReason(noPayment, 'DELIVERY', at('?da=summary'))).toBeNull();
  });
});
