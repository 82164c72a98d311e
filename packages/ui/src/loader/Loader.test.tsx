import { describe, it, expect, afterEach } from 'vitest';
import { render, screen, cleanup } from '@test-support/render.ts';
import { Loader, LoadingOverlay } from './Loader.tsx';

afterEach(cleanup);

describe('Loader', () => {
  it('is a status with the default Italian label', () => {
    render(<Loader />);
    expect(screen.getByRole('status').textContent).toBe('Caricamento in corso');
  });

  it('takes another label', () => {
    render(<Loader label="Autenticazione necessaria" showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Autenticazione necessaria');
  });
});

describe('LoadingOverlay', () => {
  it('keeps an empty status while idle and fills it with the overlay while loading', () => {
    const { rerender } = render(<LoadingOverlay loading={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByTestId('mercato-loader-overlay')).toBeNull();
    rerender(<LoadingOverlay loading />);
    expect(screen.getByRole('status').textContent).toBe('Caricamento in corso');
    expect(screen.getByTestId('mercato-loader-overlay').getAttribute('aria-hidden')).toBe('true');
    rerender(<LoadingOverlay loading={false} />);
    expect(screen.queryByTestId('mercato-loader-overlay')).toBeNull();
  });
});
