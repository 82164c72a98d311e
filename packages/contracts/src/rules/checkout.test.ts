import { expect, test } from 'vitest';
import { deliveryNotesSchema, giftSchema, invoiceNotesSchema } from './checkout.ts';
import { fieldErrors } from './common.ts';

test('delivery notes: optional, at most 512', () => {
  expect(fieldErrors(deliveryNotesSchema, {})).toEqual({});
  expect(fieldErrors(deliveryNotesSchema, { notes: 'a'.repeat(512) })).toEqual({});
  expect(fieldErrors(deliveryNotesSchema, { notes: 'a'.repeat(513) })).toEqual({
    notes: "Il campo 'Note per la consegna' può contenere al massimo 512 caratteri",
  });
});

test('gift form messages', () => {
  expect(fieldErrors(giftSchema, {})).toEqual({
    giftRecipientForename: "Il campo 'Nome' è obbligatorio",
    giftRecipientSurname: "Il campo 'Cognome' è obbligatorio",
    giftRecipientPhone: "Il campo 'Cellulare' è obbligatorio",
    giftGreetingCardText: "Il campo 'Biglietto augurale' è obbligatorio",
  });
  const gift = { giftRecipientForename: 'Lucia', giftRecipientSurname: 'Bianchi', giftGreetingCardText: 'Auguri!' };
  expect(fieldErrors(giftSchema, { ...gift, giftRecipientPhone: '1234' })).toEqual({
    giftRecipientPhone: 'Il numero di telefono deve essere numerico di almeno 5 cifre',
  });
  expect(fieldErrors(giftSchema, { ...gift, giftRecipientPhone: '+3912345' })).toEqual({
    giftRecipientPhone: 'Il numero di telefono deve essere numerico di almeno 5 cifre',
  });
  expect(fieldErrors(giftSchema, { ...gift, giftRecipientPhone: '12345' })).toEqual({});
});

test('invoice notes: CIG 10, CUP 17, NUM ORD 17', () => {
  expect(
    fieldErrors(invoiceNotesSchema, { cig: 'a'.repeat(10), billingCup: 'b'.repeat(17), billingNumord: '1'.repeat(17) }),
  ).toEqual({});
  expect(
    fieldErrors(invoiceNotesSchema, { cig: 'a'.repeat(11), billingCup: 'b'.repeat(18), billingNumord: '1'.repeat(18) }),
  ).toEqual({
    cig: "Il campo 'CIG' può contenere al massimo 10 caratteri",
    billingCup: "Il campo 'CUP' può contenere al massimo 17 caratteri",
    billingNumord: "Il campo 'NUM ORD' può contenere al massimo 17 caratteri",
  });
});
