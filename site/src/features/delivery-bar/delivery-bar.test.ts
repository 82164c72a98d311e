import { describe, expect, test } from 'vitest';
import type { CurrentDeliveryAddress, DeliveryAddress } from '@mercato/contracts';
import { addressCard, addressList, deliveryBarContent, siteCards } from './delivery-bar.ts';

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

describe('deliveryBarContent without an address in use', () => {
  test('a logged customer with no address yet is asked to choose one of the navigation’s kind', () => {
    expect(deliveryBarContent('supermercato', null)).toEqual({
      kind: 'choose',
      label: 'Consegna Con Mercato A Casa',
      prompt: "Scegli l'indirizzo di consegna",
    });
    expect(deliveryBarContent('pharma-drive', null)).toMatchObject({
      prompt: 'Scegli un punto di ritiro Clicca e Vai',
    });
  });
});

describe('siteCards', () => {
  test('with a Fìdaty card: the five services, the shop’s first, by their names', () => {
    expect(siteCards(true)).toEqual([
      { site: 'supermercato', name: 'Mercato a Casa' },
      { site: 'drive', name: 'Clicca e Vai' },
      { site: 'prenotazioni', name: 'Prenota e Ritira' },
      { site: 'pharma', name: 'Parafarmacia a Casa' },
      { site: 'pharma-drive', name: 'Parafarmacia Clicca e Vai' },
    ]);
  });

  test('without a card the pickup services are not offered (spec shell §6)', () => {
    expect(siteCards(false).map((c) => c.site)).toEqual(['supermercato', 'pharma']);
  });
});

describe('addressList', () => {
  test('each kind of site has its heading and its empty message', () => {
    expect(addressList('drive')).toEqual({
      title: 'Scegli il punto di ritiro Clicca e Vai',
      empty: 'Nessun indirizzo Clicca e Vai trovato',
    });
    expect(addressList('pharma-drive').empty).toBe('Nessun indirizzo Clicca e Vai trovato');
    expect(addressList('prenotazioni')).toEqual({
      title: 'Scegli il negozio Prenota e Ritira',
      empty: 'Nessun indirizzo Prenota e Ritira trovato',
    });
    expect(addressList('supermercato')).toEqual({
      title: "Scegli l'indirizzo di consegna",
      empty: 'Nessun indirizzo di consegna trovato',
    });
    expect(addressList('pharma')).toEqual(addressList('supermercato'));
  });
});

describe('addressCard', () => {
  const saved = {
    deliveryAddressId: 1,
    currentAddress: false,
    postCode: '20123',
    streetId: 5,
    driveId: null,
    negozioFisicoId: null,
    drive: false,
    lockers: false,
    privateCode: null,
    town: 'Milano',
  } satisfies Partial<DeliveryAddress>;

  test('a home address: its name, then street, house number, postcode and town', () => {
    const office: DeliveryAddress = {
      ...saved,
      identifier: 'Ufficio',
      street: { name: 'Via Torino', furgoncino: false, courier: false },
      houseNumber: '40',
      description: 'Ufficio',
    };
    expect(addressCard(office)).toEqual({ title: 'Ufficio', place: 'Via Torino 40, 20123 Milano', notes: [] });
  });

  test('a pickup point: the point’s name; a private one and lockers say so', () => {
    const point: DeliveryAddress = {
      ...saved,
      identifier: 'Ritiro 2',
      postCode: '20124',
      driveId: 6,
      drive: true,
      lockers: true,
      privateCode: true,
      street: { name: 'Piazza Gae Aulenti', furgoncino: false, courier: false },
      houseNumber: '10',
      description: 'Mensa aziendale Torre Porta Nuova',
    };
    expect(addressCard(point)).toEqual({
      title: 'Mensa aziendale Torre Porta Nuova',
      place: 'Piazza Gae Aulenti 10, 20124 Milano',
      notes: ['Area di ritiro riservata', 'Ritiro dai locker'],
    });
  });

  test('missing parts are left out, never printed as blanks', () => {
    const bare: DeliveryAddress = { ...saved, identifier: 'Casa', town: undefined, houseNumber: null };
    expect(addressCard(bare)).toEqual({ title: 'Casa', place: '20123', notes: [] });
  });
});
