import { describe, expect, test } from 'vitest';
import { fieldErrors } from './common.ts';
import { errorDateMessage, writeUsSchema } from './write-us.ts';

// 23 November 2026, 10:00 in Rome
const now = new Date('2026-11-23T09:00:00Z');

const base = {
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario.rossi@esempio.it',
  phoneNumber: '3331234567',
  segnalationGroup: 'REPORT',
  segnalationType: 'Suggerimento',
  message: 'Vorrei più prodotti bio',
  captcha: 'token',
};
const technical = {
  ...base,
  segnalationGroup: 'TECNICAL_PROBLEM',
  browser: 'Firefox',
  connectionType: 'Fibra',
  errorDate: '20/11/2026',
  errorTime: '18:30',
};

describe('write-us', () => {
  test('a complete report passes', () => {
    expect(fieldErrors(writeUsSchema({ freeVisit: false, now }), base)).toEqual({});
    expect(fieldErrors(writeUsSchema({ freeVisit: false, now }), technical)).toEqual({});
  });
  test('required fields with the spec messages', () => {
    const errors = fieldErrors(writeUsSchema({ freeVisit: true, now }), {});
    expect(errors.name).toBe("Il campo 'Nome' è obbligatorio");
    expect(errors.email).toBe('La mail inserita non è valida');
    expect(errors.message).toBe('Inserire la tua domanda');
    expect(errors.privacyAgreement).toBe("Accettare l'informativa sulla privacy");
    expect(Object.keys(errors).sort()).toEqual([
      'captcha',
      'email',
      'message',
      'name',
      'phoneNumber',
      'privacyAgreement',
      'segnalationGroup',
      'segnalationType',
      'surname',
    ]);
  });
  test('privacy consent only for free visitors', () => {
    expect(fieldErrors(writeUsSchema({ freeVisit: true, now }), base)).toEqual({
      privacyAgreement: "Accettare l'informativa sulla privacy",
    });
    expect(fieldErrors(writeUsSchema({ freeVisit: true, now }), { ...base, privacyAgreement: true })).toEqual({});
    expect(fieldErrors(writeUsSchema({ freeVisit: false, now }), { ...base, privacyAgreement: false })).toEqual({});
  });
  test('maximum lengths', () => {
    const errors = fieldErrors(writeUsSchema({ freeVisit: false, now }), {
      ...base,
      name: 'a'.repeat(65),
      surname: 'a'.repeat(64),
      cartaFidaty: '1'.repeat(31),
      cap: '201212',
      message: 'a'.repeat(513),
      email: `${'a'.repeat(120)}@esempio.it`,
    });
    expect(errors).toEqual({
      name: "Il campo 'Nome' può contenere al massimo 64 caratteri",
      cartaFidaty: "Il campo 'Carta Fìdaty' può contenere al massimo 30 caratteri",
      cap: "Il campo 'CAP' può contenere al massimo 5 caratteri",
      message: "Il campo 'Messaggio' può contenere al massimo 512 caratteri",
      email: 'La mail inserita non è valida',
    });
  });
  test('technical problem: error date and time', () => {
    const schema = writeUsSchema({ freeVisit: false, now });
    expect(fieldErrors(schema, { ...technical, errorDate: '', errorTime: '' })).toEqual({
      errorDate: "Il campo 'Data dell'errore' è obbligatorio",
      errorTime: "Il campo 'Ora dell'errore' è obbligatorio",
    });
    expect(fieldErrors(schema, { ...technical, errorDate: '2026-11-20', errorTime: '25:00' })).toEqual({
      errorDate: 'Il formato della data è errato',
      errorTime: "Il formato dell'ora è errato",
    });
    expect(fieldErrors(schema, { ...technical, errorDate: '31/02/2026' })).toEqual({
      errorDate: 'Il formato della data è errato',
    });
    expect(fieldErrors(schema, { ...technical, browser: '', errorMessage: 'x'.repeat(129) })).toEqual({
      browser: "Il campo 'Browser' è obbligatorio",
      errorMessage: "Il campo 'Messaggio di errore' può contenere al massimo 128 caratteri",
    });
  });
  test('delivery problem: order number digits only, max 30', () => {
    const schema = writeUsSchema({ freeVisit: false, now });
    const delivery = { ...base, segnalationGroup: 'DELIVERY_PROBLEM' };
    expect(fieldErrors(schema, { ...delivery, orderNumber: '12A4' })).toEqual({
      orderNumber: 'Il numero ordine deve contenere solo cifre',
    });
    expect(fieldErrors(schema, { ...delivery, orderNumber: '1'.repeat(31) })).toEqual({
      orderNumber: "Il campo 'Numero ordine' può contenere al massimo 30 caratteri",
    });
    expect(fieldErrors(schema, { ...delivery, orderNumber: '123456', deliveryDate: '32/11/2026' })).toEqual({
      deliveryDate: 'Il formato della data è errato',
    });
    expect(fieldErrors(schema, { ...delivery, orderNumber: '123456', deliveryDate: '21/11/2026' })).toEqual({});
  });
  test('an unknown group is refused', () => {
    expect(fieldErrors(writeUsSchema({ freeVisit: false, now }), { ...base, segnalationGroup: 'OTHER' })).toEqual({
      segnalationGroup: "Il campo 'Tipo di segnalazione' è obbligatorio",
    });
  });
});

describe('error date within the last 10 days', () => {
  const window = 'La data deve essere compresa negli ultimi 10 giorni';
  test('today and the 10 days before pass', () => {
    expect(errorDateMessage('23/11/2026', now)).toBeNull();
    expect(errorDateMessage('13/11/2026', now)).toBeNull();
  });
  test('11 days ago and the future fail', () => {
    expect(errorDateMessage('12/11/2026', now)).toBe(window);
    expect(errorDateMessage('24/11/2026', now)).toBe(window);
  });
  test('today is the Rome day, not the UTC day', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z'); // already 24 November in Rome
    expect(errorDateMessage('24/11/2026', lateEvening)).toBeNull();
    expect(errorDateMessage('13/11/2026', lateEvening)).toBe(window);
  });
  test('the window moves with now', () => {
    const schema = writeUsSchema({ freeVisit: false, now: new Date('2026-12-10T12:00:00Z') });
    expect(fieldErrors(schema, technical)).toEqual({ errorDate: window });
  });
});
