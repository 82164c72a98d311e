import { describe, expect, test } from 'vitest';
import type { CurrentDeliveryAddress } from '@mercato/contracts';
import { deliveryBarContent } from './delivery-bar.ts';

const base = { furgoncino: false, drive: false, courier: false, phoneNumber: null };
const home: CurrentDeliveryAddress = {
  ...base,
  driveId: null,
  negozioFisicoId: null,
  description: 'Via Dante 7',
  postCode: '20121',
  townName: 'Milano',
};
const drivePoint: CurrentDeliveryAddress = {
  ...base,
  drive: true,
  driveId: 3,
  negozioFisicoId: null,
  description: 'Locker Stazione Centrale',
  postCode: '20124',
  townName: 'Milano',
};
const store: CurrentDeliveryAddress = {
  ...base,
  driveId: null,
  negozioFisicoId: 7,
  description: 'Mercato Via Roma',
  postCode: '50123',
  townName: 'Firenze',
};

describe('deliveryBarContent', () => {
  test('a home address shows on supermercato and pharma with the home-delivery label', () => {
    expect(deliveryBarContent('supermercato', home)).toEqual({
      kind: 'address',
      label: 'Consegna Con Mercato A Casa',
      address: 'Via Dante 7, 20121 Milano',
    });
    expect(deliveryBarContent('pharma', home)).toEqual({
      kind: 'address',
      label: 'Consegna Con Parafarmacia A Casa',
      address: 'Via Dante 7, 20121 Milano',
    });
  });

  test('a home address is never shown as a pickup: drive and prenotazioni ask to choose a point or a store', () => {
    expect(deliveryBarContent('drive', home)).toEqual({
      kind: 'choose',
      label: 'Ritiro Con Clicca E Vai',
      prompt: 'Scegli un punto di ritiro Clicca e Vai',
    });
    expect(deliveryBarContent('pharma-drive', home)).toMatchObject({
      kind: 'choose',
      prompt: 'Scegli un punto di ritiro Clicca e Vai',
    });
    expect(deliveryBarContent('prenotazioni', home)).toEqual({
      kind: 'choose',
      label: 'Ritiro Con Prenota E Ritira',
      prompt: 'Scegli il negozio dove ritirare la spesa',
    });
  });

  test('a Clicca e Vai point shows on drive, a store on prenotazioni, and neither as a home address', () => {
    expect(deliveryBarContent('drive', drivePoint)).toMatchObject({
      kind: 'address',
      address: 'Locker Stazione Centrale, 20124 Milano',
    });
    expect(deliveryBarContent('prenotazioni', store)).toMatchObject({
      kind: 'address',
      address: 'Mercato Via Roma, 50123 Firenze',
    });
    expect(deliveryBarContent('prenotazioni', drivePoint)).toMatchObject({ kind: 'choose' });
    expect(deliveryBarContent('drive', store)).toMatchObject({ kind: 'choose' });
    expect(deliveryBarContent('supermercato', drivePoint)).toEqual({
      kind: 'choose',
      label: 'Consegna Con Mercato A Casa',
      prompt: "Scegli l'indirizzo di consegna",
    });
  });
});
