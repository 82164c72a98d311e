// The store home's main banners as a carousel (spec shell §4 "Carousel", §9 timings) following the
// WAI-ARIA carousel pattern: a region with aria-roledescription 'carousel'; the rotation control first,
// then previous and next; each slide a group with aria-roledescription 'slide' and the label '2 di 5';
// the slides live region polite while it does not rotate and off while it does. It advances every
// `intervalMs` (5000 by default), stops while the pointer is over it or focus is inside it, and when the
// shopper presses pause; it never starts on its own when the device asks for reduced motion (and then it
// has no fade either). Swiping left or right on touch is next or previous; a double slider shows two
// slides. Slides not shown are inert, so the keyboard reaches only what is visible. Rules in carousel.ts.
import { useEffect, useId, useRef, useState } from 'react';
import { cmsTexts as t, t as fill } from '@mercato/contracts/i18n/it';
import { CAROUSEL_INTERVAL_MS, nextSlide, previousSlide, setSlide, swipe, visibleSlides } from './carousel.ts';

export interface CarouselSlide {
  id: number;
  title: string;
  subtitle?: string | null;
  url: string;
  imageUrl: string;
  /** The drawn picture's widths (ADR 0032), when it has them. */
  srcset?: string | undefined;
}

export interface BannerCarouselProps {
  slides: CarouselSlide[];
  label?: string;
  intervalMs?: number;
  /** Two slides at once (the double slider). */
  double?: boolean;
  /** The original variant: a faster fade out (250 ms). */
  original?: boolean;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export default function BannerCarousel({
  slides,
  label = t.carousel,
  intervalMs = CAROUSEL_INTERVAL_MS,
  double = false,
  original = false,
}: BannerCarouselProps) {
  const id = useId();
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  // The shopper's choice (the rotation control); off from the start when motion should be reduced.
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchX = useRef<number | null>(null);

  useEffect(() => setPlaying(!reducedMotion()), []);
  const rotating = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((c) => nextSlide(c, count)), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  if (count === 0) return null;
  const shown = visibleSlides(current, count, double);
  const go = (n: number) => {
    const to = setSlide(current, count, n);
    if (to !== null) setCurrent(to);
  };

  return (
    <section
      className={`carousel${double ? ' carousel--double' : ''}${original ? ' carousel--original' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => setFocused(true)}
      onBlurCapture={(e) => {
        const to = e.relatedTarget as Node | null;
        if (!to || !e.currentTarget.contains(to)) setFocused(false);
      }}
    >
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button carousel__rotation"
            aria-label={playing ? t.pause : t.play}
            onClick={() => setPlaying((p) => !p)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-slides`}
            aria-label={t.previous}
            onClick={() => setCurrent((c) => previousSlide(c, count))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-slides`}
            aria-label={t.next}
            onClick={() => setCurrent((c) => nextSlide(c, count))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div
        id={`${id}-slides`}
        className="carousel__slides"
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={(e) => {
          if (e.pointerType === 'touch') touchX.current = e.clientX;
        }}
        onPointerUp={(e) => {
          if (touchX.current === null) return;
          const to = swipe(current, count, e.clientX - touchX.current);
          touchX.current = null;
          if (to !== null) setCurrent(to);
        }}
      >
        {slides.map((s, i) => {
          const at = shown.indexOf(i);
          return (
            <div
              key={s.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(t.slideOf, { index: i + 1, count })}
              className={`carousel__slide${at >= 0 ? ' is-shown' : ''}${at === 1 ? ' is-second' : ''}`}
              aria-hidden={at < 0 ? true : undefined}
              inert={at < 0 ? true : undefined}
            >
              <a className="banner banner--main" href={s.url}>
                <img
                  src={s.imageUrl}
                  srcSet={s.srcset}
                  sizes="(max-width: 900px) 100vw, 900px"
                  alt=""
                  width="1200"
                  height="400"
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
                <span className="banner__text">
                  <span className="banner__title">{s.title}</span>
                  {s.subtitle && <span className="banner__subtitle">{s.subtitle}</span>}
                </span>
              </a>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="carousel__dots">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className="carousel__dot"
              aria-label={fill(t.goTo, { index: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i + 1)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
