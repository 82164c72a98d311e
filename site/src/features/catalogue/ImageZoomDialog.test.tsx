// The big image dialog: the product's picture in the site's modal, titled by the product, zoomed by the
// keys + / − / 0 and the buttons, closed by Escape and 'Chiudi' with the focus back where it was.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@test-support/render.ts';
import ImageZoomDialog from './ImageZoomDialog.tsx';

afterEach(cleanup);

const open = (onClose = vi.fn()) => {
  render(
    <ImageZoomDialog
      src="/images/pack/v1/tray-1f34e-0-360.webp"
      alt="Mele Golden Mercato"
      product="Mele Golden"
      onClose={onClose}
    />,
  );
  return onClose;
};

describe('ImageZoomDialog', () => {
  it('shows the big picture in a dialog named by the product, with the zoom at 1×', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Mele Golden' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('img', { name: 'Mele Golden Mercato' }).getAttribute('src')).toContain('-360.webp');
    expect(screen.getByRole('group', { name: 'Immagine ingrandita: Mele Golden' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Zoom 1×');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chiudi' }));
  });

  it('zooms with + and −, in steps of 0.5, and 0 goes back to the start', () => {
    open();
    const picture = screen.getByRole('img', { name: 'Mele Golden Mercato' });
    fireEvent.keyDown(document.activeElement!, { key: '+' });
    fireEvent.keyDown(document.activeElement!, { key: '+' });
    expect(screen.getByRole('status').textContent).toBe('Zoom 2×');
    expect(picture.style.transform).toContain('scale(2)');
    fireEvent.keyDown(document.activeElement!, { key: '-' });
    expect(screen.getByRole('status').textContent).toBe('Zoom 1,5×');
    fireEvent.keyDown(document.activeElement!, { key: '0' });
    expect(screen.getByRole('status').textContent).toBe('Zoom 1×');
    // The buttons do the same; at 1× the − and 'Dimensione iniziale' say they do nothing.
    expect(screen.getByRole('button', { name: 'Riduci' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ingrandisci' }));
    expect(screen.getByRole('status').textContent).toBe('Zoom 1,5×');
    fireEvent.click(screen.getByRole('button', { name: 'Dimensione iniziale' }));
    expect(screen.getByRole('status').textContent).toBe('Zoom 1×');
  });

  it('goes no further than 15× with the keys', () => {
    open();
    for (let i = 0; i < 40; i++) fireEvent.keyDown(document.activeElement!, { key: '+' });
    expect(screen.getByRole('status').textContent).toBe('Zoom 15×');
    expect(screen.getByRole('button', { name: 'Ingrandisci' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('closes with Escape and with Chiudi', () => {
    const onClose = open();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
