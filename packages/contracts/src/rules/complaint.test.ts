import { expect, test } from 'vitest';
import { fieldErrors } from './common.ts';
import { complaintMessageSchema, complaintProductRule, complaintSendSchema } from './complaint.ts';

test('message: required, at most 512', () => {
  expect(fieldErrors(complaintMessageSchema, { message: '' })).toEqual({
    message: 'Inserire un messaggio per la segnalazione',
  });
  expect(fieldErrors(complaintMessageSchema, { message: 'a'.repeat(513) })).toEqual({
    message: "Il campo 'Messaggio' può contenere al massimo 512 caratteri",
  });
});

test('product: quantity up to delivered, description, lot, expiry date', () => {
  const rule = complaintProductRule(2);
  expect(
    fieldErrors(rule, {
      reason: 'OTHER',
      complaintQuantity: 3,
      descrizione: '',
      lotto: 'L'.repeat(21),
      scadenza: '31/02/2026',
      photoCount: 0,
    }),
  ).toEqual({
    complaintQuantity: 'La quantità non può superare la quantità consegnata (2)',
    descrizione: "Il campo 'Descrizione' è obbligatorio",
    lotto: "Il campo 'Lotto' può contenere al massimo 20 caratteri",
    scadenza: 'Data di scadenza errata',
  });
  expect(
    fieldErrors(rule, {
      reason: 'OTHER',
      complaintQuantity: 2,
      descrizione: 'Confezione rotta',
      lotto: 'L123',
      scadenza: '28/02/2027',
      photoCount: 0,
    }),
  ).toEqual({});
  expect(fieldErrors(complaintProductRule(1), { reason: 'MISSING', complaintQuantity: 1, photoCount: 0 })).toEqual({});
});

test('conditions must be accepted when files are sent', () => {
  expect(
    fieldErrors(complaintSendSchema, { message: 'Latte scaduto', fileCount: 1, conditionsAccepted: false }),
  ).toEqual({
    conditionsAccepted: 'Accettare le condizioni per inviare i file',
  });
  expect(
    fieldErrors(complaintSendSchema, { message: 'Latte scaduto', fileCount: 0, conditionsAccepted: false }),
  ).toEqual({});
});
