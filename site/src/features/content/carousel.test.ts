import { describe, expect, it } from 'vitest';
import { nextSlide, previousSlide, setSlide, slidesFor, swipe, visibleSlides } from './carousel.ts';

describe('the carousel rules', () => {
  it('wraps next from the last to the first and previous from the first to the last', () => {
    expect([0, 1, 2, 3, 4].map((i) => nextSlide(i, 5))).toEqual([1, 2, 3, 4, 0]);
    expect([0, 1, 2, 3, 4].map((i) => previousSlide(i, 5))).toEqual([4, 0, 1, 2, 3]);
  });

  it('sets a slide only for a whole number from 1 to the count that is not the current one', () => {
    expect(setSlide(0, 5, 3)).toBe(2);
    expect(setSlide(0, 5, 5)).toBe(4);
    for (const n of [0, 6, -1, 2.5, Number.NaN, '3', null, undefined, 1]) expect(setSlide(0, 5, n)).toBeNull();
  });

  it('shows two slides in a double slider, wrapping, and one otherwise', () => {
    expect(visibleSlides(4, 5, true)).toEqual([4, 0]);
    expect(visibleSlides(4, 5, false)).toEqual([4]);
    expect(visibleSlides(0, 1, true)).toEqual([0]);
    expect(visibleSlides(0, 0, true)).toEqual([]);
  });

  it('takes a long swipe left as next and right as previous, a short one as nothing', () => {
    expect(swipe(0, 5, -80)).toBe(1);
    expect(swipe(0, 5, 80)).toBe(4);
    expect(swipe(0, 5, 10)).toBeNull();
    expect(swipe(0, 1, -80)).toBeNull();
  });

  it("keeps slides with an image, for everyone or for one of the shopper's clusters; the original variant 5", () => {
    const slides = [
      { id: 1, imageUrl: '/a.svg', clusters: [] },
      { id: 2, imageUrl: '', clusters: [] },
      { id: 3, imageUrl: '/c.svg', clusters: ['ORO'] },
      { id: 4, imageUrl: '/d.svg', clusters: ['PLUS', 'ORO'] },
      { id: 5, imageUrl: '/e.svg' },
      { id: 6, imageUrl: '/f.svg' },
      { id: 7, imageUrl: '/g.svg' },
    ];
    expect(slidesFor(slides, []).map((s) => s.id)).toEqual([1, 5, 6, 7]);
    expect(slidesFor(slides, ['ORO']).map((s) => s.id)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(slidesFor(slides, ['ORO'], true).map((s) => s.id)).toEqual([1, 3, 4, 5, 6]);
    expect(slidesFor([{ imageUrl: '/x.svg', clusters: ['ORO'] }], [])).toEqual([]);
  });
});
