// The big image's zoom (shell §9 constants, §5 'Touch-zoom needs a target id'): the wheel's and the pinch's
// steps and limits, the pinch's 2 px threshold, the picture kept over its frame, and the message of a
// zoom without its target.
import { afterEach, describe, expect, it } from 'vitest';
import { attachZoom, clampView, pinchScale, wheelScale, zoomAt, ZoomConfigError } from './zoom.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('wheel', () => {
  it('zooms in steps of 0.5 from 1 up to 15, and back down to 1', () => {
    expect(wheelScale(1, 1)).toBe(1.5);
    expect(wheelScale(1.5, -1)).toBe(1);
    let scale = 1;
    for (let i = 0; i < 40; i++) scale = wheelScale(scale, 1);
    expect(scale).toBe(15);
    for (let i = 0; i < 40; i++) scale = wheelScale(scale, -1);
    expect(scale).toBe(1);
  });
});

describe('pinch', () => {
  it('waits until the fingers have moved 2 px, then steps by 0.1', () => {
    const start = { distance: 100 };
    expect(pinchScale(1, start, 101.9)).toEqual({ scale: 1, pinch: start });
    expect(pinchScale(1, start, 102)).toEqual({ scale: 1.1, pinch: { distance: 102 } });
    expect(pinchScale(2, start, 98)).toEqual({ scale: 1.9, pinch: { distance: 98 } });
  });

  it('stays between 1 and 8, and leaves a wheel zoom beyond 8 where it is', () => {
    let scale = 1;
    let pinch = { distance: 100 };
    for (let i = 1; i <= 100; i++) ({ scale, pinch } = pinchScale(scale, pinch, 100 + i * 3));
    expect(scale).toBe(8);
    for (let i = 1; i <= 100; i++) ({ scale, pinch } = pinchScale(scale, pinch, pinch.distance - 3));
    expect(scale).toBe(1);
    expect(pinchScale(12, { distance: 100 }, 110).scale).toBe(12);
    expect(pinchScale(12, { distance: 100 }, 90).scale).toBe(11.9);
  });
});

describe('the view', () => {
  it('keeps the point under the pointer in place and the frame covered', () => {
    // Doubling around the frame's centre (200, 200) of a 400 px frame moves the picture by -200 px.
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 2, 200, 200, 400, 400)).toEqual({ scale: 2, x: -200, y: -200 });
    // Around the top left corner nothing moves.
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 3, 0, 0, 400, 400)).toEqual({ scale: 3, x: 0, y: 0 });
    // Never beyond the picture's edges.
    expect(clampView({ scale: 2, x: 50, y: -900 }, 400, 400)).toEqual({ scale: 2, x: 0, y: -400 });
  });
});

describe('attachZoom', () => {
  const picture = () => {
    document.body.innerHTML = '<div id="frame"><img id="big" alt="Mele Golden"></div>';
    return document.getElementById('frame')!;
  };

  it("says 'Configurazione zoom immagine errata!' without a target id, or with one that is not there", () => {
    picture();
    expect(() => attachZoom(document, undefined)).toThrow(ZoomConfigError);
    expect(() => attachZoom(document, '')).toThrow('Configurazione zoom immagine errata!');
    expect(() => attachZoom(document, 'missing')).toThrow('Configurazione zoom immagine errata!');
  });

  it('zooms with the wheel and the keys, and resets', () => {
    const frame = picture();
    const seen: number[] = [];
    const zoom = attachZoom(document, 'big', (v) => seen.push(v.scale));
    frame.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, cancelable: true }));
    frame.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, cancelable: true }));
    expect(zoom.view.scale).toBe(2);
    expect(document.getElementById('big')!.style.transform).toContain('scale(2)');
    expect(frame.dataset.zoomed).toBe('true');
    zoom.step(-1);
    expect(zoom.view.scale).toBe(1.5);
    zoom.reset();
    expect(zoom.view.scale).toBe(1);
    expect(frame.dataset.zoomed).toBe('false');
    expect(seen).toEqual([1, 1.5, 2, 1.5, 1]);
    zoom.detach();
    frame.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, cancelable: true }));
    expect(zoom.view.scale).toBe(1);
  });

  it('zooms with a two-finger pinch', () => {
    const frame = picture();
    const zoom = attachZoom(document, 'big');
    const touch = (type: string, pointerId: number, clientX: number) =>
      frame.dispatchEvent(new PointerEvent(type, { pointerId, clientX, clientY: 0, pointerType: 'touch' }));
    touch('pointerdown', 1, 100);
    touch('pointerdown', 2, 200);
    touch('pointermove', 2, 201);
    expect(zoom.view.scale).toBe(1);
    touch('pointermove', 2, 203);
    expect(zoom.view.scale).toBe(1.1);
    touch('pointermove', 2, 206);
    expect(zoom.view.scale).toBe(1.2);
    touch('pointermove', 2, 190);
    expect(zoom.view.scale).toBe(1.1);
    touch('pointerup', 1, 100);
    touch('pointerup', 2, 190);
  });
});
