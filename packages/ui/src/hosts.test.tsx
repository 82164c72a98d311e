import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, fireEvent, cleanup, act } from '@test-support/render.ts';
import {
  $modal,
  $toasts,
  openModal,
  closeModal,
  showToast,
  beginTask,
  showActionFeedback,
} from '@mercato/core/stores/feedback';
import { ModalHost } from './modal/ModalHost.tsx';
import { ToastHost } from './toast/ToastHost.tsx';
import { LoaderHost } from './loader/LoaderHost.tsx';
import { ActionFeedbackHost } from './action-feedback/ActionFeedbackHost.tsx';

afterEach(() => {
  cleanup();
  // Leave the shared stores empty for the next test.
  while ($modal.get()) closeModal(false);
  vi.useRealTimers();
});

describe('ModalHost', () => {
  it('shows queued requests one at a time and answers each', async () => {
    render(<ModalHost navigate={() => {}} />);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = openModal({ kind: 'confirm', message: 'Vuoi aderire alla Colletta Alimentare?' });
      second = openModal({ kind: 'alert', title: 'Profilo', message: 'Indirizzo modificato per la spesa corrente' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Attenzione' }).textContent).toContain('Vuoi aderire');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Si' }));
    });
    await expect(first).resolves.toBe(true);
    const next = screen.getByRole('alertdialog', { name: 'Profilo' });
    act(() => {
      fireEvent.keyDown(next, { key: 'Escape' });
    });
    await expect(second).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('navigates to a safe redirectUrl after closing, never to a script URL', () => {
    const navigate = vi.fn();
    render(<ModalHost navigate={navigate} />);
    act(() => {
      void openModal({
        kind: 'alert',
        title: 'Info',
        message: 'Pagina momentaneamente non disponibile',
        redirectUrl: '/index',
      });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    });
    expect(navigate).toHaveBeenCalledWith('/index');
    act(() => {
      void openModal({ kind: 'alert', message: 'x', redirectUrl: 'javascript:alert(1)' });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('ToastHost', () => {
  it('shows a toast from the store, removes it after its duration, and closes on demand', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      showToast({ type: 'info', message: 'Stai già aderendo alla Colletta Alimentare' });
      showToast({ type: 'error', message: 'Errore di trasferimento dati o risorsa non trovata', durationMs: 10_000 });
    });
    expect(screen.getByRole('status').textContent).toContain('Stai già aderendo');
    expect(screen.getByRole('alert').textContent).toContain('Errore di trasferimento dati');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('');
    expect($toasts.get()).toEqual([]);
  });
});

describe('LoaderHost', () => {
  it('shows the overlay while a task runs', () => {
    render(<LoaderHost />);
    expect(screen.getByRole('status').textContent).toBe('');
    let end!: () => void;
    act(() => {
      end = beginTask();
    });
    expect(screen.getByRole('status').textContent).toBe('Caricamento in corso');
    act(() => end());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("shows a task's own text under the spinner ('Autenticazione necessaria' of a 406)", () => {
    render(<LoaderHost />);
    let end!: () => void;
    act(() => {
      end = beginTask('Autenticazione necessaria');
    });
    expect(screen.getByRole('status').textContent).toBe('Autenticazione necessaria');
    expect(screen.getByTestId('mercato-loader-overlay').textContent).toBe('Autenticazione necessaria');
    act(() => end());
    act(() => {
      end = beginTask();
    });
    expect(screen.getByRole('status').textContent).toBe('Caricamento in corso');
    expect(screen.getByTestId('mercato-loader-overlay').textContent).toBe('');
    act(() => end());
  });
});

describe('ActionFeedbackHost', () => {
  it('announces the feedback of its target', () => {
    vi.useFakeTimers();
    render(
      <>
        <div data-testid="carrello">
          <ActionFeedbackHost target="trolley" />
        </div>
        <div data-testid="liste">
          <ActionFeedbackHost target="list" />
        </div>
      </>,
    );
    act(() => {
      showActionFeedback({ kind: 'add', target: 'trolley' });
    });
    expect(screen.getByTestId('carrello').textContent).toContain('Prodotto aggiunto al carrello');
    expect(screen.getByTestId('liste').textContent).toBe('');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('carrello').textContent).toBe('');
  });
});
