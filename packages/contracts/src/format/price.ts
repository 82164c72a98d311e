// Price display (spec shell §9: integral and decimal parts, decimal padded or truncated to 2 digits;
// currency EUR). Money is integer cents everywhere; euro amounts from third parties go through
// formatPriceFromEuro, which truncates (never rounds) to the cent.

export interface PriceParts {
  sign: '' | '-';
  /** Integral euros with the Italian thousands separator '.', e.g. '1.234'. */
  integral: string;
  /** Always two digits, e.g. '05'. */
  decimal: string;
}

const NBSP = '\u00a0';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Splits integer cents into sign, integral euros and two decimal digits. Non-integers are truncated. */
export function splitPrice(cents: number): PriceParts {
  if (!Number.isFinite(cents)) throw new RangeError(`Not a price in cents: ${cents}`);
  const whole = Math.trunc(cents);
  const abs = Math.abs(whole);
  const euros = Math.floor(abs / 100);
  return {
    sign: whole < 0 ? '-' : '',
    integral: groupThousands(String(euros)),
    decimal: String(abs % 100).padStart(2, '0'),
  };
}

/** '1.234,50 €' (non-breaking space before the euro sign); negative amounts start with '-'. */
export function formatPrice(cents: number): string {
  const { sign, integral, decimal } = splitPrice(cents);
  return `${sign}${integral},${decimal}${NBSP}€`;
}

/** Euros (a decimal number) to cents, truncating beyond the second decimal: 1.239 → 123, -1.239 → -123. */
export function euroToCents(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a euro amount: ${value}`);
  // Work on the decimal text so that binary fractions (1.15 = 1.14999…) are not truncated a cent low.
  const text = Math.abs(value).toFixed(10);
  const [intPart, fracPart = ''] = text.split('.');
  const cents = Number(intPart) * 100 + Number(`${fracPart}00`.slice(0, 2));
  return value < 0 && cents !== 0 ? -cents : cents;
}

/** Formats a euro amount with the decimal truncated (not rounded) to 2 digits: 1.239 → '1,23 €'. */
export function formatPriceFromEuro(value: number): string {
  return formatPrice(euroToCents(value));
}
