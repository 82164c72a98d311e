import { describe, it, expect, afterEach } from 'vitest';
import { render, screen, fireEvent, cleanup } from '@test-support/render.ts';
import { LazyImage } from './LazyImage.tsx';

afterEach(cleanup);

describe('LazyImage', () => {
  it('loads lazily and asynchronously with its size and alt', () => {
    render(<LazyImage src="/img/latte.svg" alt="Latte intero 1 l" width={160} height={120} />);
    const img = screen.getByRole('img', { name: 'Latte intero 1 l' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('160');
    expect(img.getAttribute('height')).toBe('120');
  });

  it('shows a placeholder with the same name when the image fails', () => {
    render(<LazyImage src="/img/rotta.svg" alt="Pasta di semola" width={100} height={100} />);
    fireEvent.error(screen.getByRole('img', { name: 'Pasta di semola' }));
    const placeholder = screen.getByRole('img', { name: 'Pasta di semola' });
    expect(placeholder.tagName).toBe('SPAN');
  });

  it('uses the fallback image when given', () => {
    render(<LazyImage src="/img/rotta.svg" alt="Mele" width={100} height={100} fallbackSrc="/img/segnaposto.svg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Mele' }));
    expect(screen.getByRole('img', { name: 'Mele' }).getAttribute('src')).toBe('/img/segnaposto.svg');
  });
});
