import { describe, expect, it } from 'vitest';
import { type DeliveryDetailItem, deliveryDetailCells, kilograms } from './order-documents.ts';

const item = (over: Partial<DeliveryDetailItem> = {}): DeliveryDetailItem => ({
  productCode: '1000185',
  code: '1000185',
  description: 'Sale marino fino 1 kg',
  quantity: 2,
  deliveredQuantity: 2,
  peso: null,
  unitPrice: 99,
  discount: 0,
  finalPrice: 198,
  percIVA: 10,
  otherPromotions: 0,
  strawberryPoints: 0,
  specialPromotions: 0,
  premium: false,
  freeItem: false,
  isSubstitute: false,
  isCesto: false,
  noteReintegro: null,
  substitutionDescription: null,
  ...over,
});

describe('delivery-detail cells', () => {
  it('writes pieces, prices, VAT and a dash for nothing', () => {
    expect(deliveryDetailCells(item())).toEqual({
      code: '1000185',
      description: 'Sale marino fino 1 kg',
      quantity: '2 pz',
      unitPrice: '0,99\u00a0€',
      discount: '—',
      finalPrice: '1,98\u00a0€',
      percIVA: '10%',
      otherPromotions: '—',
      points: '—',
    });
  });

  it('writes a weighed product by the kilogram, and its points and promotions', () => {
    const c = deliveryDetailCells(
      item({
        quantity: 1,
        deliveredQuantity: 1,
        peso: 670,
        unitPrice: 2149,
        strawberryPoints: 5,
        specialPromotions: 50,
      }),
    );
    expect([c.quantity, c.unitPrice, c.points]).toEqual(['0,670 kg', '21,49\u00a0€/kg', '5 punti · promo 0,50\u00a0€']);
    expect(kilograms(1250)).toBe('1,250');
  });

  it('shows the delivered quantity, none for a line not delivered', () => {
    expect(deliveryDetailCells(item({ deliveredQuantity: 1 })).quantity).toBe('1 pz');
    expect(deliveryDetailCells(item({ peso: 500, quantity: 1, deliveredQuantity: 0 })).quantity).toBe('0,000 kg');
  });
});
