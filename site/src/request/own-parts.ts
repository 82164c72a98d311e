// Pages kept per view, with the shopper's own parts filled in (docs/adr/0022-pages-kept-per-view.md).
// A shopper with a session sees on the home, a store home, a listing or a search page what every shopper
// of the same view sees (the address, the navigation, their kind, clusters, prices shown: viewOf), except
// three parts of their own: the header's greeting and account links, the delivery bar and the shell's
// islands (pending messages, slot losses). When Astro renders such a page for site/server/main.ts, each own
// part is written between two marks (shell/OwnPart.astro); the server then keeps the page without
// them (the view's template, shared) and the parts apart (the session's, in the own cache under its own
// version), and answers the next page of the same view to any shopper whose parts it keeps by filling
// them in, without rendering. The marks carry a token of the process that no text of a page can hold
// (Astro escapes text and attributes), and never leave the server.
import type { Navigation, PageConfiguration, Slot } from '@mercato/contracts';
import type { Shop } from '@mercato/server';

/**
 * What site/server/main.ts hands a page render (Astro locals `ownPage`): the token of the marks; the page
 * fills in the rest when it may be kept per view (`sharePage()` in request/shared-pages.ts) and as its own
 * parts render (the delivery bar's first slot).
 */
export interface OwnPage {
  /** The token of this process's marks (site/server/main.ts). */
  mark: string;
  /** Set by a page that may be kept per view: what makes it the same for other shoppers (viewOf). */
  view?: string;
  /** When the own parts stop being true by themselves (a held slot's end), epoch ms. */
  until?: number | null;
  /** The delivery bar's first available slot as shown (JSON), when the bar asked for it. */
  firstSlot?: string;
}

/** The own parts of a page, by name (shell/OwnPart.astro). */
export type OwnPartName = 'account' | 'delivery-bar' | 'islands';

/** A page of a view without its own parts: the pieces around them, the parts' names, the headers as sent. */
export interface ViewTemplate {
  headers: Record<string, string | string[] | number>;
  pieces: Uint8Array[];
  holes: string[];
}

/** A session's own parts of the pages of a navigation, and what they were made from. */
export interface OwnParts {
  view: string;
  parts: Record<string, Uint8Array>;
  /** The delivery bar's first slot as shown (JSON), when it shows one it asked for. */
  firstSlot?: string;
}

const START = (mark: string) => `<!--${mark}:`;
const END = (mark: string, name: string) => `<!--/${mark}:${name}-->`;

/** The marks around an own part named `name`. */
export function ownPartMarks(mark: string, name: OwnPartName): { start: string; end: string } {
  return { start: `${START(mark)}${name}-->`, end: END(mark, name) };
}

/** What a part may not hold to be filled into another page: scripts and styles (the CSP's hashes, Astro's
 * island scripts written once per page before the first island of their kind), or another mark. */
const NOT_MOVABLE = /<(?:script|style)\b|<!--\/?mercato-own-/i;

/**
 * A rendered page split at its marks: `page`, as it is sent (the marks taken out); `template` and `parts`,
 * or null when it cannot be kept that way (no marks, a mark left open, a part holding a script or a style).
 */
export function splitOwnParts(
  body: Uint8Array,
  mark: string,
): { page: Uint8Array; kept: { pieces: Uint8Array[]; holes: string[]; parts: Record<string, Uint8Array> } | null } {
  const buf = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const start = START(mark);
  const pieces: Buffer[] = [];
  const holes: string[] = [];
  const parts: Record<string, Uint8Array> = {};
  let ok = true;
  let at = 0;
  const sent: Buffer[] = [];
  for (;;) {
    const open = buf.indexOf(start, at, 'latin1');
    if (open === -1) break;
    const nameEnd = buf.indexOf('-->', open + start.length, 'latin1');
    const name = nameEnd === -1 ? '' : buf.toString('latin1', open + start.length, nameEnd);
    const close = name ? buf.indexOf(END(mark, name), nameEnd, 'latin1') : -1;
    if (close === -1) {
      // A mark left open: send what there is without it, keep nothing.
      sent.push(buf.subarray(at, open));
      at = nameEnd === -1 ? buf.length : nameEnd + 3;
      ok = false;
      continue;
    }
    const piece = buf.subarray(at, open);
    const part = buf.subarray(nameEnd + 3, close);
    pieces.push(piece);
    sent.push(piece, part);
    if (name in parts || NOT_MOVABLE.test(part.toString('latin1'))) ok = false;
    holes.push(name);
    parts[name] = part;
    at = close + END(mark, name).length;
  }
  if (holes.length === 0 && ok) return { page: body, kept: null };
  pieces.push(buf.subarray(at));
  sent.push(buf.subarray(at));
  const page = Buffer.concat(sent);
  if (!ok) return { page, kept: null };
  // Copies: the kept pieces must not hold the whole page's buffer alive.
  return {
    page,
    kept: {
      pieces: pieces.map((p) => Uint8Array.prototype.slice.call(p)),
      holes,
      parts: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, Uint8Array.prototype.slice.call(v)])),
    },
  };
}

/** The page of a view for a shopper: the template's pieces with their parts; null when one is missing. */
export function fillOwnParts(template: ViewTemplate, parts: Record<string, Uint8Array>): Buffer | null {
  const out: Uint8Array[] = [];
  for (let i = 0; i < template.holes.length; i++) {
    const part = parts[template.holes[i]];
    if (part === undefined) return null;
    out.push(template.pieces[i], part);
  }
  out.push(template.pieces[template.holes.length]);
  return Buffer.concat(out);
}

/**
 * What makes a page of one address the same for two shoppers with a session, beside their own parts:
 * their kind, the navigation, whether they are a logged customer and have agreed to the rules, whether
 * prices are hidden from them, and their banner clusters (the catalogue's kept content, features/catalogue/page-cache.ts).
 */
export function viewOf(
  session: { kind: string },
  nav: Navigation,
  config: Pick<
    PageConfiguration,
    'freeVisit' | 'powerGuest' | 'hideProductPrice' | 'agreementEcommerceRule' | 'customer'
  >,
): string {
  const clusters = [...(config.customer?.clusters ?? [])].sort();
  return JSON.stringify([
    session.kind,
    nav,
    config.freeVisit,
    config.powerGuest,
    config.customer !== null,
    config.agreementEcommerceRule,
    config.hideProductPrice,
    clusters,
  ]);
}

/** The key of a view's template in the page cache's list of pages. */
export const viewTemplateKey = (url: string, view: string) => JSON.stringify(['view', url, view]);

/** The own cache's part under which a session's own parts of a navigation's pages are kept. */
export const ownPartsKey = (nav: Navigation) => `own-parts:${nav}`;

/**
 * The first slot the delivery bar names for a logged customer with nothing booked (services/slots
 * firstAvailable: other shoppers take places, so it is read for each page), when it is of the page's
 * navigation; null otherwise. The same in a render (features/delivery-bar/DeliveryBar.astro) and when a kept page
 * is filled in (site/server/main.ts), which compares it with the one its kept bar shows.
 */
export async function deliveryBarFirstSlot(
  slots: Shop['services']['slots'],
  customerId: number,
  own: { session: NonNullable<App.Locals['session']>; stamp: string | null },
  nav: Navigation,
): Promise<Slot | null> {
  const first = await slots.firstAvailable(customerId, own).catch(() => null);
  return first?.site === nav ? first.firstAvailable : null;
}
