import { expect, test } from 'vitest';
import {
  COMPLAINT_BODY_MAX_BYTES,
  COMPLAINT_PHOTO_MAX_BYTES,
  COMPLAINT_REASONS,
  sniffPhotoType,
} from './complaints.ts';
import { fieldErrors } from './rules/common.ts';
import { complaintProductRule } from './rules/complaint.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

test('a photo type is read from the bytes only', () => {
  expect(sniffPhotoType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
  expect(sniffPhotoType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
  expect(sniffPhotoType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  expect(sniffPhotoType(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
  expect(sniffPhotoType(bytes('%PDF-1.7'))).toBeNull();
  expect(sniffPhotoType(bytes('GIF89a'))).toBeNull();
  expect(sniffPhotoType(new Uint8Array())).toBeNull();
});

test('the complaint call has room for every photo in base64', () => {
  expect(COMPLAINT_BODY_MAX_BYTES).toBeGreaterThan((6 * COMPLAINT_PHOTO_MAX_BYTES * 4) / 3);
  expect(COMPLAINT_REASONS.filter((r) => r.needImage).map((r) => r.code)).toEqual([
    'DAMAGED',
    'EXPIRED',
    'WRONG_PRODUCT',
    'QUALITY',
  ]);
});

test('a product: a reason, a photo when the reason needs one, a description when it asks for one', () => {
  const rule = complaintProductRule(2);
  expect(fieldErrors(rule, { reason: '', complaintQuantity: 1, photoCount: 0 })).toEqual({
    reason: 'Selezionare il motivo della segnalazione',
  });
  expect(fieldErrors(rule, { reason: 'DAMAGED', complaintQuantity: 0, photoCount: 0 })).toEqual({
    complaintQuantity: 'La quantità non può superare la quantità consegnata (2)',
    photos: 'Allegare almeno una foto del prodotto',
  });
  expect(fieldErrors(rule, { reason: 'OTHER', complaintQuantity: 2, descrizione: ' ', photoCount: 4 })).toEqual({
    descrizione: "Il campo 'Descrizione' è obbligatorio",
    photos: 'Si possono allegare al massimo 3 foto per prodotto',
  });
  expect(fieldErrors(rule, { reason: 'MISSING', complaintQuantity: 2, scadenza: '01/01/1999', photoCount: 0 })).toEqual(
    {
      scadenza: 'Data di scadenza errata',
    },
  );
  expect(fieldErrors(rule, { reason: 'MISSING', complaintQuantity: 2, scadenza: '15/06/2026', photoCount: 0 })).toEqual(
    {},
  );
});
