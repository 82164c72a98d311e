// The server-driven blocks of a v2 coupon card made safe (issue 35): HTML blocks through the shop's
// maintained sanitiser (html.ts), images only from the shop itself or over https. Applied when blocks
// are stored (the demo data, the back office) and again when they are sent.
import type { CouponBlock } from '@mercato/contracts/coupons';
import { sanitizeRichText } from './html.ts';

const HTML_BLOCKS = new Set(['HTML_TEXT', 'HTML_TEXT_ALT', 'REGOLAMENTO']);

const safeImage = (src: string | null | undefined): string | null =>
  src && (/^\/(?!\/)/.test(src) || /^https:\/\//i.test(src)) ? src : null;

export function sanitizeBlocks(blocks: readonly CouponBlock[] | null | undefined): CouponBlock[] {
  return (blocks ?? []).map((b) => ({
    ...b,
    decodedText: HTML_BLOCKS.has(b.msgType) && b.decodedText ? sanitizeRichText(b.decodedText) : null,
    img: b.msgType === 'LOGO' ? safeImage(b.img) : null,
  }));
}
