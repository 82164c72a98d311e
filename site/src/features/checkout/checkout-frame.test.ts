import { afterEach, describe, expect, test } from 'vitest';
import { announceCheckout, applyForwardState, startCheckoutFrame } from './checkout-frame.ts';

// The navigator as WizardNav.astro renders it, disabled.
function frame(step: string) {
  document.body.innerHTML = `
    <div data-checkout-step="${step}">
      <a class="btn" role="link" aria-disabled="true" tabindex="0" aria-describedby="r" data-checkout-next data-href="/checkout/billing-payment">PROSEGUI</a>
      <span id="r" data-checkout-reason>Prenota una fascia oraria.</span>
    </div>`;
  return document.querySelector<HTMLElement>('[data-checkout-step]')!;
}
const link = () => document.querySelector<HTMLAnchorElement>('[data-checkout-next]')!;
const reason = () => document.querySelector<HTMLElement>('[data-checkout-reason]')!;

let stop = () => {};
afterEach(() => stop());

describe('checkout frame', () => {
  test('enabling makes the button a plain link to the next step and hides the reason', () => {
    applyForwardState(frame('DELIVERY'), null);
    expect(link().getAttribute('href')).toBe('/checkout/billing-payment');
    expect(link().hasAttribute('aria-disabled')).toBe(false);
    expect(link().hasAttribute('role')).toBe(false);
    expect(reason().hidden).toBe(true);
  });

  test('a booked slot announced enables PROSEGUI; losing it disables it again with the reason', () => {
    stop = startCheckoutFrame(frame('DELIVERY'));
    announceCheckout(null);
    expect(link().getAttribute('href')).toBe('/checkout/billing-payment');
    announceCheckout({ step: 'DELIVERY', message: 'La fascia oraria è scaduta.' });
    expect(link().hasAttribute('href')).toBe(false);
    expect(link().getAttribute('aria-disabled')).toBe('true');
    expect(link().tabIndex).toBe(0);
    expect(reason().textContent).toBe('La fascia oraria è scaduta.');
    expect(reason().hidden).toBe(false);
  });

  test('what a later step misses does not block this one', () => {
    stop = startCheckoutFrame(frame('DELIVERY'));
    announceCheckout({ step: 'PAYMENT', message: 'Scegli come pagare.' });
    expect(link().getAttribute('href')).toBe('/checkout/billing-payment');
  });
});
