import { describe, expect, test } from 'vitest';
import type { Checkout } from '@mercato/contracts/checkout';
import { deliveryBanners, deliveryHeading, notesToSave, slotLayoutFor } from './checkout-delivery.ts';

describe('delivery page', () => {
  test('the heading follows the kind of delivery', () => {
    expect(deliveryHeading('HOME')).toBe('Consegna a domicilio');
    expect(deliveryHeading('PICKUP')).toBe('Ritiro Clicca e Vai');
    expect(deliveryHeading('STORE')).toBe('Ritiro e pagamento in negozio');
  });

  test('store reservations get the lite panel, the rest the weekly grid', () => {
    expect(slotLayoutFor('prenotazioni')).toBe('lite');
    expect(slotLayoutFor('supermercato')).toBe('week');
    expect(slotLayoutFor('drive')).toBe('week');
  });

  test('notes are sent only when they differ from what the shop holds', () => {
    expect(notesToSave('Citofono Rossi', '')).toBe('Citofono Rossi');
    expect(notesToSave('', 'Citofono Rossi')).toBe('');
    expect(notesToSave('Citofono Rossi', 'Citofono Rossi')).toBeNull();
  });

  test('banners: savings for home delivery, subscriptions only with one in the trolley', () => {
    const of = (kind: 'HOME' | 'PICKUP', types: string[]) =>
      ({
        delivery: { kind },
        trolley: { items: types.map((productType) => ({ productType })) },
      }) as unknown as Checkout;
    expect(deliveryBanners(of('HOME', ['GROCERY']))).toEqual({ savings: true, subscriptions: false });
    expect(deliveryBanners(of('PICKUP', ['SUBSCRIPTION']))).toEqual({ savings: false, subscriptions: true });
  });
});
