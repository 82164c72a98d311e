// Types of the part of weigh.mjs that TypeScript uses (tests/e2e/checkout-weight.spec.ts weighs what a
// browser downloads the way the bench and check:sizes weigh files).
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
/** Raw, gzip (level 9) and brotli (quality 11) byte sizes of a buffer or string. */
export function sizes(content: string | Buffer): Sizes;
export function addSizes(list: Sizes[]): Sizes;
/** Bytes as kB (1 kB = 1,000 bytes), one decimal. */
export function kB(n: number | null | undefined): string;
