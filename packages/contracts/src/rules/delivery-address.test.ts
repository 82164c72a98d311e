import { expect, test } from 'vitest';
import { fieldErrors } from './common.ts';
import { deliveryAddressSchema } from './delivery-address.ts';

const address = {
  identifier: 'Casa',
  region: 'Lombardia',
  province: 'MI',
  town: 'Milano',
  postCode: '20121',
  street: 'Via Giuseppe Verdi',
  streetId: 7,
  houseNumber: '12',
  floorNumber: '3',
  interphoneName: 'Rossi',
  doorman: false,
  lift: true,
};

test('a complete address passes', () => {
  expect(fieldErrors(deliveryAddressSchema(), address)).toEqual({});
});

test('required fields', () => {
  expect(fieldErrors(deliveryAddressSchema(), {})).toEqual({
    identifier: "Il campo 'Identificativo' è obbligatorio",
    region: "Il campo 'Regione' è obbligatorio",
    province: "Il campo 'Provincia' è obbligatorio",
    town: "Il campo 'Comune' è obbligatorio",
    postCode: "Il campo 'CAP' è obbligatorio",
    street: "Il campo 'Indirizzo' è obbligatorio",
    houseNumber: "Il campo 'Numero civico' è obbligatorio",
    floorNumber: "Il campo 'Piano' è obbligatorio",
    interphoneName: "Il campo 'Citofono' è obbligatorio",
    doorman: "Il campo 'Portineria' è obbligatorio",
    lift: "Il campo 'Ascensore' è obbligatorio",
  });
});

test('unique identifier, lengths, stairs, home phone, supported street', () => {
  const schema = deliveryAddressSchema({ existingIdentifiers: ['Ufficio', 'casa '] });
  expect(
    fieldErrors(schema, {
      ...address,
      houseNumber: '1234567',
      postCode: '201210',
      stairNumber: 'B-2',
      homeNumber: '02 12',
      streetId: null,
    }),
  ).toEqual({
    identifier: 'Identificativo già presente',
    houseNumber: "Il campo 'Numero civico' può contenere al massimo 6 caratteri",
    postCode: "Il campo 'CAP' può contenere al massimo 5 caratteri",
    stairNumber: 'Formato non valido (testo o numero)',
    homeNumber: 'Il numero di telefono deve essere numerico di almeno 5 cifre',
    street: 'Indirizzo non supportato',
  });
  expect(fieldErrors(schema, { ...address, identifier: 'Mare', stairNumber: 'B2', homeNumber: '021234' })).toEqual({});
});
