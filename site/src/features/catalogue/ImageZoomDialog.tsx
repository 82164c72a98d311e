// The big image dialog of the product page (orders §2 "Products and store": dialogs, big image): the
// product's largest picture in the site's modal, with its zoom (zoom.ts: the wheel, a two-finger pinch, a
// drag to move it once enlarged), the buttons −, + and 'Dimensione iniziale', and the keys + / − / 0 and
// the arrows (Escape and 'Chiudi' close it, focus goes back to the picture's link). Opened by
// zoom-open.tsx, downloaded on the first press of the picture.
import { useEffect, useRef, useState } from 'react';
import { ZOOM_TOUCH_MIN, ZOOM_WHEEL_MAX } from '@mercato/contracts/constants';
import { productDialogs as texts } from '@mercato/contracts/i18n/it-product-dialogs';
import { t } from '@mercato/contracts/i18n/t';
import { Modal, useIds } from '@mercato/ui';
import { attachZoom, INITIAL_VIEW, type ZoomControl, type ZoomView } from './zoom.ts';

export interface ImageZoomDialogProps {
  /** The largest picture of the product. */
  src: string;
  /** The picture's text alternative. */
  alt: string;
  /** The product's name: the dialog's title. */
  product: string;
  onClose: () => void;
}

/** How far an arrow key moves the enlarged picture (CSS px). */
const PAN_STEP = 40;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

const levelText = (scale: number) => t(texts.zoomLevel, { level: scale.toLocaleString('it-IT') });

export default function ImageZoomDialog({ src, alt, product, onClose }: ImageZoomDialogProps) {
  const ids = useIds('zoom');
  const frameRef = useRef<HTMLDivElement>(null);
  const zoom = useRef<ZoomControl | null>(null);
  const [view, setView] = useState<ZoomView>(INITIAL_VIEW);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const root = frameRef.current?.getRootNode();
    try {
      zoom.current = attachZoom(root instanceof ShadowRoot ? root : document, ids('picture'), setView);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
    // + / − / 0 wherever the focus is in the dialog (its 'Chiudi' has it first); the arrows move the
    // enlarged picture.
    const onKey = (e: KeyboardEvent) => {
      const z = zoom.current;
      if (!z || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === '+' || e.key === '=') z.step(1);
      else if (e.key === '-' || e.key === '−' || e.key === '_') z.step(-1);
      else if (e.key === '0') z.reset();
      else if (ARROWS[e.key] && z.view.scale > ZOOM_TOUCH_MIN) z.pan(...ARROWS[e.key]!);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      zoom.current?.detach();
      zoom.current = null;
    };
  }, []);

  const enlarged = view.scale > ZOOM_TOUCH_MIN;
  return (
    <Modal
      open
      wide
      kind="info"
      title={product}
      confirmLabel={texts.close}
      onConfirm={onClose}
      message={
        <div className="zoom">
          <p id={ids('hint')} className="zoom__hint">
            {texts.zoomHint}
          </p>
          <div
            ref={frameRef}
            className="zoom__frame"
            role="group"
            aria-label={t(texts.zoomImage, { product })}
            aria-describedby={ids('hint')}
          >
            <img id={ids('picture')} className="zoom__picture" src={src} alt={alt} draggable={false} />
          </div>
          {/* The buttons stay focusable at the ends of the zoom (aria-disabled: a press changes nothing), so
              the focus never falls out of the dialog. */}
          {failure ? (
            <p className="zoom__error" role="alert">
              {failure}
            </p>
          ) : (
            <div className="zoom__controls">
              <button
                type="button"
                className="mercato-button zoom__button"
                aria-label={texts.zoomOut}
                aria-disabled={!enlarged || undefined}
                onClick={() => zoom.current?.step(-1)}
              >
                <span aria-hidden="true">−</span>
              </button>
              <output className="zoom__level" aria-live="polite">
                {levelText(view.scale)}
              </output>
              <button
                type="button"
                className="mercato-button zoom__button"
                aria-label={texts.zoomIn}
                aria-disabled={view.scale >= ZOOM_WHEEL_MAX || undefined}
                onClick={() => zoom.current?.step(1)}
              >
                <span aria-hidden="true">+</span>
              </button>
              <button
                type="button"
                className="mercato-button zoom__reset"
                aria-disabled={!enlarged || undefined}
                onClick={() => zoom.current?.reset()}
              >
                {texts.zoomReset}
              </button>
            </div>
          )}
        </div>
      }
    />
  );
}
