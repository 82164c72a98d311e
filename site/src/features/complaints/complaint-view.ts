// Small helpers of the complaint components: dates as the shopper reads them, photos read in the browser.
import {
  COMPLAINT_PHOTO_FORMATS_TEXT,
  COMPLAINT_PHOTO_MAX_BYTES,
  COMPLAINT_PHOTO_MAX_MB,
  sniffPhotoType,
} from '@mercato/contracts/complaints';
import { t, validation } from '@mercato/contracts/i18n/it';

/** 'dd/MM/yyyy' of a calendar day 'yyyy-MM-dd'. */
export const italianDay = (day: string) => day.split('-').reverse().join('/');

let lastPhotoKey = 0;

export interface ChosenPhoto {
  /** A key of the page's list. */
  key: number;
  name: string;
  size: number;
  /** base64 of the bytes. */
  data: string;
}

/**
 * A chosen file as the complaint sends it, or the message of why not: too big, or bytes that are not a
 * photo of an allowed format (the same reading of the bytes the server makes).
 */
export async function readPhoto(file: File): Promise<ChosenPhoto | { error: string }> {
  if (file.size > COMPLAINT_PHOTO_MAX_BYTES)
    return { error: t(validation.uploadTooBig, { max: COMPLAINT_PHOTO_MAX_MB }) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffPhotoType(bytes)) return { error: t(validation.uploadFormat, { formats: COMPLAINT_PHOTO_FORMATS_TEXT }) };
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { key: ++lastPhotoKey, name: file.name, size: file.size, data: btoa(binary) };
}
