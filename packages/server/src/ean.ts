// EAN-13: twelve digits and the check digit that makes a barcode scanners accept (weights 1 and 3).
export function withEanCheckDigit(body: string): string {
  let sum = 0;
  for (let k = 0; k < 12; k++) sum += Number(body[k]) * (k % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}
