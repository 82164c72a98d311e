import { describe, expect, it } from 'vitest';
import { fillOwnParts, ownPartMarks, splitOwnParts, viewOf } from './own-parts.ts';

const MARK = 'mercato-own-0123abcd';
const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);
const part = (name: 'account' | 'delivery-bar' | 'islands', html: string) => {
  const { start, end } = ownPartMarks(MARK, name);
  return `${start}${html}${end}`;
};

describe('own parts', () => {
  it('splits a page at its marks into a template and parts, and fills them back to the page as sent', () => {
    const body = enc(
      `<header>${part('account', '<a>Ciao, Màrio</a>')}</header>${part('delivery-bar', '<astro-island props="{}">x</astro-island>')}<main>è</main>${part('islands', '')}</body>`,
    );
    const { page, kept } = splitOwnParts(body, MARK);
    const sent = '<header><a>Ciao, Màrio</a></header><astro-island props="{}">x</astro-island><main>è</main></body>';
    expect(dec(page)).toBe(sent);
    expect(kept?.holes).toEqual(['account', 'delivery-bar', 'islands']);
    expect(kept && Object.fromEntries(Object.entries(kept.parts).map(([k, v]) => [k, dec(v)]))).toEqual({
      account: '<a>Ciao, Màrio</a>',
      'delivery-bar': '<astro-island props="{}">x</astro-island>',
      islands: '',
    });
    if (!kept) throw new Error('kept');
    const template = { headers: {}, pieces: kept.pieces, holes: kept.holes };
    expect(dec(fillOwnParts(template, kept.parts) ?? enc(''))).toBe(sent);
    // Another shopper's parts in the same template; more parts than holes are fine, a missing one is not.
    const other = {
      account: enc('<a>Ciao, Giulia</a>'),
      'delivery-bar': enc(''),
      islands: enc('<i></i>'),
      x: enc('?'),
    };
    expect(dec(fillOwnParts(template, other) ?? enc(''))).toBe(
      '<header><a>Ciao, Giulia</a></header><main>è</main><i></i></body>',
    );
    expect(fillOwnParts(template, { account: enc('') })).toBeNull();
  });

  it('sends a page without marks as it is and keeps nothing of it', () => {
    const body = enc('<p>niente</p>');
    const { page, kept } = splitOwnParts(body, MARK);
    expect(page).toBe(body);
    expect(kept).toBeNull();
  });

  it('keeps nothing when a part holds a script, a style or a mark, or a mark is left open; the marks never go out', () => {
    for (const html of ['<script>x()</script>', '<STYLE>a{}</STYLE>', '<!--mercato-own-ffff:account-->']) {
      const { page, kept } = splitOwnParts(enc(`<b>${part('islands', html)}</b>`), MARK);
      expect(kept).toBeNull();
      expect(dec(page)).toBe(`<b>${html}</b>`);
    }
    const open = splitOwnParts(enc(`<b>${ownPartMarks(MARK, 'account').start}<a>x</a></b>`), MARK);
    expect(open.kept).toBeNull();
    expect(dec(open.page)).toBe('<b><a>x</a></b>');
    // The same part twice cannot be filled in once.
    expect(splitOwnParts(enc(part('account', 'a') + part('account', 'b')), MARK).kept).toBeNull();
    // Another process's marks are not this one's: sent as they are (never made by a page's text).
    expect(dec(splitOwnParts(enc(`<b>${part('account', 'a')}</b>`), 'mercato-own-other').page)).toContain(MARK);
  });

  it("tells views apart by what the page's shared part reads of the shopper, not by who they are", () => {
    const config = {
      freeVisit: false,
      powerGuest: false,
      hideProductPrice: false,
      agreementEcommerceRule: true,
      customer: { clusters: ['B', 'A'] },
    } as unknown as Parameters<typeof viewOf>[2];
    const logged = viewOf({ kind: 'logged' }, 'supermercato', config);
    expect(
      viewOf({ kind: 'logged' }, 'supermercato', { ...config, customer: { clusters: ['A', 'B'] } } as typeof config),
    ).toBe(logged);
    expect(
      viewOf({ kind: 'logged' }, 'supermercato', { ...config, customer: { clusters: ['A'] } } as typeof config),
    ).not.toBe(logged);
    expect(viewOf({ kind: 'logged' }, 'drive', config)).not.toBe(logged);
    expect(viewOf({ kind: 'powerGuest' }, 'supermercato', config)).not.toBe(logged);
    expect(viewOf({ kind: 'logged' }, 'supermercato', { ...config, agreementEcommerceRule: false })).not.toBe(logged);
    expect(viewOf({ kind: 'logged' }, 'supermercato', { ...config, hideProductPrice: true })).not.toBe(logged);
    expect(viewOf({ kind: 'logged' }, 'supermercato', { ...config, customer: null })).not.toBe(logged);
  });
});
