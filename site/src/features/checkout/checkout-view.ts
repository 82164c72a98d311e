// What the billing-payment and summary steps show of a checkout, as plain functions (tested alone).
import type { BillingAddress } from '@mercato/contracts';
import type { Checkout } from '@mercato/contracts/checkout';
import { formatCalendarDay } from '@mercato/contracts/format/date';
import { checkout as checkoutTexts, checkoutPages as texts, t } from '@mercato/contracts/i18n/it';

/** 'giovedì 26 novembre, dalle 10:00 alle 12:00' of a Rome day (yyyy-MM-dd) and its times (HH:mm). */
export const slotWhenText = (date: string, start: string, end: string): string =>
  t(texts.slotText, { date: formatCalendarDay(date), start, end });

/** The booked slot as slotWhenText writes it, or null without a booked slot. */
export function slotText(checkout: Checkout): string | null {
  const r = checkout.delivery.reservation;
  return r ? slotWhenText(r.startDate, r.startTime, r.endTime) : null;
}

/** The delivery address line, or the spec's empty text for the kind of delivery. */
export function addressText(checkout: Checkout): string {
  const d = checkout.delivery;
  if (d.addressText) return d.addressText;
  return d.kind === 'HOME' ? checkoutTexts.noDeliveryAddress : checkoutTexts.noPickupPoint;
}

/** The chosen payment's Italian name (with the saved card), or null before a choice. */
export function paymentText(checkout: Checkout): string | null {
  const p = checkout.payment;
  const option = p.options.find((o) => o.type === p.type);
  if (!option) return null;
  const wallet = p.wallets.find((w) => w.id === p.walletId);
  return wallet
    ? `${option.displayableDescription} — ${t(texts.walletText, { cardType: wallet.cardType, maskedPan: wallet.maskedPan })}`
    : option.displayableDescription;
}

/** A billing address on one line (the invoice choice's list, the summary's billing card). */
export function billingAddressText(a: BillingAddress): string {
  const place = [a.postcode, a.town, a.province ? `(${a.province})` : ''].filter(Boolean).join(' ');
  return `${a.heading}, ${a.street} ${a.houseNumber}, ${place}${a.countryType === 'OTHER' ? `, ${a.country}` : ''}`;
}
