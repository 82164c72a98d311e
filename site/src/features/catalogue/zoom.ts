// The zoom of the product page's big image (orders §2 "big image" dialog; shell §9 zoom constants, §5
// 'Touch-zoom needs a target id'): the rules as plain functions (wheel and keyboard steps, the pinch's
// steps and threshold, the picture kept inside its frame) and attachZoom(), which gives a picture the
// mouse wheel, a two-finger pinch and a drag to move it once enlarged (Pointer Events: mouse, pen and
// touch alike). ImageZoomDialog.tsx draws the dialog and its buttons around it.
import {
  ZOOM_PINCH_THRESHOLD_PX,
  ZOOM_TOUCH_MAX,
  ZOOM_TOUCH_MIN,
  ZOOM_TOUCH_STEP,
  ZOOM_WHEEL_MAX,
  ZOOM_WHEEL_STEP,
} from '@mercato/contracts/constants';
import { productDialogs as texts } from '@mercato/contracts/i18n/it-product-dialogs';

/** The picture's place: enlarged `scale` times, moved by (x, y) CSS px from the frame's top left corner. */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const INITIAL_VIEW: ZoomView = { scale: ZOOM_TOUCH_MIN, x: 0, y: 0 };

/** Two decimals: 0.1 steps add up without 1.2000000000000002. */
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The scale after one notch of the wheel (or one press of + / −): up by 0.5 when `direction` > 0, down
 * otherwise, between 1 and 15.
 */
export function wheelScale(scale: number, direction: number): number {
  const next = scale + (direction > 0 ? ZOOM_WHEEL_STEP : -ZOOM_WHEEL_STEP);
  return round(Math.min(ZOOM_WHEEL_MAX, Math.max(ZOOM_TOUCH_MIN, next)));
}

/** Where a pinch stands: the fingers' distance when the scale last changed. */
export interface Pinch {
  distance: number;
}

/**
 * One move of a two-finger pinch: nothing until the fingers' distance has changed by at least 2 px since
 * the last step; then one step of 0.1, in, when they moved apart, out, when they came closer, between 1
 * and 8. A picture enlarged beyond 8 with the wheel stays as it is when the fingers move apart.
 */
export function pinchScale(scale: number, pinch: Pinch, distance: number): { scale: number; pinch: Pinch } {
  const moved = distance - pinch.distance;
  if (Math.abs(moved) < ZOOM_PINCH_THRESHOLD_PX) return { scale, pinch };
  const next =
    moved > 0
      ? Math.max(scale, Math.min(ZOOM_TOUCH_MAX, scale + ZOOM_TOUCH_STEP))
      : Math.max(ZOOM_TOUCH_MIN, scale - ZOOM_TOUCH_STEP);
  return { scale: round(next), pinch: { distance } };
}

/**
 * The view at `scale`, keeping the picture's point under (fx, fy) (frame px: the pointer, the fingers'
 * middle, the frame's centre for the keys) where it is, and the frame covered by the picture.
 */
export function zoomAt(view: ZoomView, scale: number, fx: number, fy: number, width: number, height: number): ZoomView {
  const ratio = scale / view.scale;
  return clampView({ scale, x: fx - (fx - view.x) * ratio, y: fy - (fy - view.y) * ratio }, width, height);
}

/** The view moved by (dx, dy), the frame still covered by the picture. */
export function panBy(view: ZoomView, dx: number, dy: number, width: number, height: number): ZoomView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, width, height);
}

/** A picture of the frame's size enlarged `scale` times never shows the frame's background. */
export function clampView(view: ZoomView, width: number, height: number): ZoomView {
  const clamp = (v: number, size: number) => Math.min(0, Math.max(size - size * view.scale, v));
  return { scale: view.scale, x: round(clamp(view.x, width)), y: round(clamp(view.y, height)) };
}

/** The zoom of a picture wrongly set up: no target id, or none of the page's elements has it. */
export class ZoomConfigError extends Error {
  constructor() {
    super(texts.zoomConfig);
    this.name = 'ZoomConfigError';
  }
}

export interface ZoomControl {
  readonly view: ZoomView;
  /** One wheel step in (+1) or out (−1), around the frame's centre (the + and − keys and buttons). */
  step(direction: number): void;
  /** Back to the picture as it was (the 0 key). */
  reset(): void;
  /** Moves the enlarged picture (the arrow keys). */
  pan(dx: number, dy: number): void;
  /** Stops listening. */
  detach(): void;
}

/**
 * Gives the element of id `targetId` (the picture; its parent is the frame that clips it, both of one
 * size at scale 1) its zoom. Throws ZoomConfigError, whose message is the shop's 'Configurazione zoom
 * immagine errata!', without a target id or when `root` has no such element. `onChange` hears every view.
 */
export function attachZoom(
  root: Document | ShadowRoot,
  targetId: string | null | undefined,
  onChange: (view: ZoomView) => void = () => {},
): ZoomControl {
  const target = targetId ? root.getElementById(targetId) : null;
  const frame = target?.parentElement;
  if (!target || !frame) throw new ZoomConfigError();
  let view = INITIAL_VIEW;
  const size = () => ({ width: frame.clientWidth, height: frame.clientHeight });
  const show = (next: ZoomView) => {
    view = next;
    target.style.transformOrigin = '0 0';
    target.style.transform = `translate(${next.x}px, ${next.y}px) scale(${next.scale})`;
    frame.dataset.zoomed = next.scale > ZOOM_TOUCH_MIN ? 'true' : 'false';
    onChange(next);
  };
  const scaleTo = (scale: number, fx: number, fy: number) => {
    if (scale === view.scale) return;
    const { width, height } = size();
    show(zoomAt(view, scale, fx, fy, width, height));
  };
  const local = (x: number, y: number) => {
    const box = frame.getBoundingClientRect();
    return [x - box.left, y - box.top] as const;
  };

  const onWheel = (e: WheelEvent) => {
    if (e.deltaY === 0) return;
    e.preventDefault();
    const [fx, fy] = local(e.clientX, e.clientY);
    scaleTo(wheelScale(view.scale, -e.deltaY), fx, fy);
  };

  // The pointers down on the frame: one drags the enlarged picture, two pinch.
  const pointers = new Map<number, { x: number; y: number }>();
  let pinch: Pinch | null = null;
  const spread = () => {
    const [a, b] = [...pointers.values()];
    return a && b ? { distance: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 } : null;
  };
  const onDown = (e: PointerEvent) => {
    if (pointers.size >= 2) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    try {
      // The drag goes on when the pointer leaves the frame.
      frame.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer knows: the drag ends at the frame's edge.
    }
    const two = spread();
    pinch = two ? { distance: two.distance } : null;
  };
  const onMove = (e: PointerEvent) => {
    const last = pointers.get(e.pointerId);
    if (!last) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const two = spread();
    if (two && pinch) {
      const next = pinchScale(view.scale, pinch, two.distance);
      pinch = next.pinch;
      const [fx, fy] = local(two.mx, two.my);
      scaleTo(next.scale, fx, fy);
    } else if (pointers.size === 1 && view.scale > ZOOM_TOUCH_MIN) {
      const { width, height } = size();
      show(panBy(view, e.clientX - last.x, e.clientY - last.y, width, height));
    }
  };
  const onUp = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    pinch = null;
  };

  frame.addEventListener('wheel', onWheel, { passive: false });
  frame.addEventListener('pointerdown', onDown);
  frame.addEventListener('pointermove', onMove);
  frame.addEventListener('pointerup', onUp);
  frame.addEventListener('pointercancel', onUp);
  show(view);

  return {
    get view() {
      return view;
    },
    step(direction) {
      const { width, height } = size();
      scaleTo(wheelScale(view.scale, direction), width / 2, height / 2);
    },
    reset() {
      show(INITIAL_VIEW);
    },
    pan(dx, dy) {
      const { width, height } = size();
      show(panBy(view, dx, dy, width, height));
    },
    detach() {
      frame.removeEventListener('wheel', onWheel);
      frame.removeEventListener('pointerdown', onDown);
      frame.removeEventListener('pointermove', onMove);
      frame.removeEventListener('pointerup', onUp);
      frame.removeEventListener('pointercancel', onUp);
    },
  };
}
