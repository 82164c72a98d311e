// Dates of the cards: dd/MM/yyyy in Rome (spec orders §2 coupon card v1), '-' when missing. Intl does it
// in a few bytes (contracts format/date.ts, the shop's own formatter, weighs ~1.5 kB gzip in an element).
import { couponTexts } from '@mercato/contracts/i18n/it-coupons';

const rome = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export const cardDate = (iso: string | null | undefined): string =>
  iso ? rome.format(new Date(iso)) : couponTexts.noDate;
