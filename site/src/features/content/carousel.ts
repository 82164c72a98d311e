// The carousel's rules (spec shell §4 "Carousel", §5 banner clusters, §9 timings), pure so that they are
// tested without a browser: next wraps last to first and previous first to last; set-slide only for a
// whole number from 1 to the count that differs from the current one; slides without an image removed;
// a slide with clusters kept only when one of them is the shopper's; the original variant shows exactly
// the first 5 slides; a double slider shows the current slide and the one after it.

import { CAROUSEL_ADVANCE_MS } from '@mercato/contracts/constants';

/** Auto-advance (spec §9, configurable per carousel). The fades (500 ms in and out, the original
 * variant's out 250 ms; contracts CAROUSEL_FADE_*) are carousel.css's transitions. */
export const CAROUSEL_INTERVAL_MS = CAROUSEL_ADVANCE_MS;
/** The original variant's slides. */
export const ORIGINAL_SLIDES = 5;
/** A horizontal move longer than this, on touch, is a swipe. */
export const SWIPE_MIN_PX = 40;

export const nextSlide = (current: number, count: number): number => (count > 0 ? (current + 1) % count : 0);
export const previousSlide = (current: number, count: number): number =>
  count > 0 ? (current - 1 + count) % count : 0;

/**
 * The slide (0-based) `n` (1-based, as the dots and the global hook number them) names, or null when it
 * is not a whole number from 1 to `count` or is the current one: nothing changes then.
 */
export function setSlide(current: number, count: number, n: unknown): number | null {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > count) return null;
  return n - 1 === current ? null : n - 1;
}

/** The slides shown: the current one, and in a double slider the one after it (when there are two). */
export function visibleSlides(current: number, count: number, double: boolean): number[] {
  if (count === 0) return [];
  return double && count > 1 ? [current, nextSlide(current, count)] : [current];
}

/** The slide a swipe of `dx` pixels leads to (left: next, right: previous), or null for a short move. */
export function swipe(current: number, count: number, dx: number): number | null {
  if (count < 2 || Math.abs(dx) < SWIPE_MIN_PX) return null;
  return dx < 0 ? nextSlide(current, count) : previousSlide(current, count);
}

export interface Slide {
  imageUrl?: string | null;
  clusters?: string[];
}

/**
 * Spec §5: slides without an image removed; a slide with clusters kept only when one of them is among
 * the shopper's (a shopper with none loses every clustered slide); the original variant keeps the first
 * 5. The caller numbers what is left (dots and '1 di n' follow), and shows no carousel when none is left.
 */
export function slidesFor<T extends Slide>(
  slides: readonly T[],
  userClusters: readonly string[],
  original = false,
): T[] {
  const mine = new Set(userClusters);
  const kept = slides.filter(
    (s) => !!s.imageUrl && (!s.clusters || s.clusters.length === 0 || s.clusters.some((c) => mine.has(c))),
  );
  return original ? kept.slice(0, ORIGINAL_SLIDES) : kept;
}
