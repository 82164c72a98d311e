import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, fireEvent, cleanup, within } from '@test-support/render.ts';
import { ToastList, type ToastItem } from './Toast.tsx';

afterEach(cleanup);

const toasts: ToastItem[] = [
  { id: 1, type: 'info', message: 'Stai già aderendo alla Colletta Alimentare' },
  { id: 2, type: 'error', title: 'Errore', message: 'Si è verificato un problema, si prega di riprovare più tardi' },
  { id: 3, type: 'success', message: 'Codice copiato' },
  { id: 4, type: 'warning', message: 'Sessione scaduta: login necessaria...' },
];

describe('ToastList', () => {
  it('keeps both live regions in the page even when empty', () => {
    render(<ToastList toasts={[]} onDismiss={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('announces errors assertively and the rest politely, with the type in words', () => {
    render(<ToastList toasts={toasts} onDismiss={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Errore: Errore Si è verificato un problema');
    expect(alert.textContent).not.toContain('Codice copiato');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(within(status).getByText('Codice copiato')).toBeTruthy();
    expect(status.textContent).toContain('Informazione: Stai già aderendo');
    expect(status.textContent).toContain('Attenzione: Sessione scaduta');
    expect(within(status).getByText('Codice copiato').closest('[data-type]')?.getAttribute('data-type')).toBe(
      'success',
    );
  });

  it('dismisses a toast with its close button', () => {
    const onDismiss = vi.fn();
    render(<ToastList toasts={toasts} onDismiss={onDismiss} />);
    const closes = screen.getAllByRole('button', { name: 'Chiudi' });
    expect(closes).toHaveLength(4);
    const card = screen.getByText('Codice copiato').closest('[data-type]') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Chiudi' }));
    expect(onDismiss).toHaveBeenCalledWith(3);
  });
});
