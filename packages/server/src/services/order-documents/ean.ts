// EAN-13 barcode images (shell §7 `barcode/ean/{code}`): our own small encoder, no library. A code is 13
// digits whose last is the check digit of the first twelve (ean.ts withEanCheckDigit). The 95 modules:
// start guard 101, six left digits in the L or G set as the first digit's parity pattern says, centre
// guard 01010, six right digits in the R set, end guard 101. The SVG draws the bars, longer guards, a
// quiet zone of 11 modules left and 7 right, and the digits under the bars (the first one left of them).
import { withEanCheckDigit } from '../../ean.ts';

/** The L set (odd parity) of digits 0–9; R is its complement, G is R reversed. */
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
const G = R.map((p) => [...p].reverse().join(''));
/** Which set each of the six left digits uses, by the first digit (which has no bars of its own). */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLG', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** Whether `code` is a well-formed EAN-13: 13 digits, the last one the right check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && withEanCheckDigit(code.slice(0, 12)) === code;
}

/** The 95 modules of a valid EAN-13 ('1' a bar, '0' a space). */
export function eanModules(code: string): string {
  if (!isValidEan13(code)) throw new RangeError(`Not an EAN-13: ${code}`);
  const d = [...code].map(Number);
  const parity = PARITY[d[0]];
  let left = '';
  for (let k = 0; k < 6; k++) left += (parity[k] === 'L' ? L : G)[d[k + 1]];
  let right = '';
  for (let k = 0; k < 6; k++) right += R[d[k + 7]];
  return `101${left}01010${right}101`;
}

/** Modules that belong to the guards (drawn longer, into the digits' band). */
const isGuard = (m: number) => m < 3 || (m >= 45 && m < 50) || m >= 92;

const QUIET_LEFT = 11;
const QUIET_RIGHT = 7;
const BAR_HEIGHT = 60;
const GUARD_EXTRA = 5;
const TEXT_SIZE = 10;

/** An SVG image of the barcode, `title` read by screen readers. Sizes in modules (scaled by the page). */
export function eanSvg(code: string, title: string): string {
  const modules = eanModules(code);
  const width = QUIET_LEFT + modules.length + QUIET_RIGHT;
  const height = BAR_HEIGHT + TEXT_SIZE + 2;
  const bars: string[] = [];
  let m = 0;
  while (m < modules.length) {
    if (modules[m] !== '1') {
      m++;
      continue;
    }
    let end = m;
    while (end < modules.length && modules[end] === '1' && isGuard(end) === isGuard(m)) end++;
    const h = isGuard(m) ? BAR_HEIGHT + GUARD_EXTRA : BAR_HEIGHT;
    bars.push(`<rect x="${QUIET_LEFT + m}" y="0" width="${end - m}" height="${h}"/>`);
    m = end;
  }
  // The digits' baseline: under the normal bars, beside the longer guards; each half spread over its bars.
  const y = BAR_HEIGHT + TEXT_SIZE - 1;
  const half = (x: number, s: string) =>
    `<text x="${x + 2}" y="${y}" textLength="38" lengthAdjust="spacing">${s}</text>`;
  const digits = [
    `<text x="${QUIET_LEFT - 2}" y="${y}" text-anchor="end">${code[0]}</text>`,
    half(QUIET_LEFT + 3, code.slice(1, 7)),
    half(QUIET_LEFT + 50, code.slice(7)),
  ];
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * 2}" height="${height * 2}" role="img" aria-label="${escapedTitle.replace(/"/g, '&quot;')}">` +
    `<title>${escapedTitle}</title>` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<g fill="#000">${bars.join('')}</g>` +
    `<g fill="#000" font-family="'OCR-B', 'DejaVu Sans Mono', monospace" font-size="${TEXT_SIZE}">${digits.join('')}</g>` +
    '</svg>'
  );
}
