import { describe, it, expect, vi, afterEach } from 'vitest';
import { useState } from 'react';
import { render, screen, fireEvent, cleanup } from '@test-support/render.ts';
import { Modal, type ModalKind } from './Modal.tsx';

afterEach(cleanup);

function Opener({ kind = 'confirm' as ModalKind, onResult = (_: boolean) => {} }) {
  const [open, setOpen] = useState(false);
  const close = (result: boolean) => {
    setOpen(false);
    onResult(result);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      <a href="#fuori">Fuori</a>
      <Modal
        open={open}
        kind={kind}
        message="Copiare il contenuto del carrello per il nuovo indirizzo in uso?"
        onConfirm={() => close(true)}
        onCancel={() => close(false)}
      />
    </>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Modal open={false} message="x" onConfirm={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a confirm with the default title and Si/No, labelled and described', () => {
    render(
      <Modal
        open
        kind="confirm"
        message="Vuoi aderire alla Colletta Alimentare?"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Attenzione' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Vuoi aderire alla Colletta Alimentare?',
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['No', 'Si']);
  });

  it('shows one OK button for alert and info; info is a plain dialog', () => {
    const { rerender } = render(
      <Modal
        open
        kind="alert"
        title="Profilo"
        message="Indirizzo modificato per la spesa corrente"
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Profilo' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
    rerender(
      <Modal
        open
        kind="info"
        title="Info"
        message="Pagina momentaneamente non disponibile"
        confirmLabel="Continua"
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Info' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continua' })).toBeTruthy();
  });

  it('renders trusted HTML only when html is set', () => {
    const { rerender } = render(<Modal open message="<b>Grassetto</b>" onConfirm={() => {}} />);
    expect(screen.getByText('<b>Grassetto</b>')).toBeTruthy();
    rerender(<Modal open html message="<b>Grassetto</b>" onConfirm={() => {}} />);
    expect(screen.getByText('Grassetto').tagName).toBe('B');
  });

  it('moves focus in, traps Tab, cancels on Escape and gives focus back to the opener', () => {
    const onResult = vi.fn();
    render(<Opener onResult={onResult} />);
    const opener = screen.getByRole('button', { name: 'Apri' });
    opener.focus();
    fireEvent.click(opener);
    const yes = screen.getByRole('button', { name: 'Si' });
    const no = screen.getByRole('button', { name: 'No' });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(yes, { key: 'Tab' });
    expect(document.activeElement).toBe(no);
    fireEvent.keyDown(no, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(yes);
    screen.getByRole('link', { name: 'Fuori' }).focus();
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onResult).toHaveBeenCalledWith(false);
    expect(document.activeElement).toBe(opener);
  });

  it('confirms with the primary button', () => {
    const onResult = vi.fn();
    render(<Opener onResult={onResult} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }));
    fireEvent.click(screen.getByRole('button', { name: 'Si' }));
    expect(onResult).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the trap working inside a shadow root (custom elements)', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const container = document.createElement('div');
    host.attachShadow({ mode: 'open' }).appendChild(container);
    const onResult = vi.fn();
    render(<Opener onResult={onResult} />, { container });
    const q = (name: string) => Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name)!;
    q('Apri').focus();
    fireEvent.click(q('Apri'));
    expect(host.shadowRoot!.activeElement).toBe(q('Si'));
    q('No').focus();
    expect(host.shadowRoot!.activeElement).toBe(q('No'));
    fireEvent.keyDown(q('No'), { key: 'Tab', shiftKey: true });
    expect(host.shadowRoot!.activeElement).toBe(q('Si'));
    fireEvent.keyDown(q('Si'), { key: 'Escape' });
    expect(onResult).toHaveBeenCalledWith(false);
    expect(host.shadowRoot!.activeElement).toBe(q('Apri'));
    host.remove();
  });
});
