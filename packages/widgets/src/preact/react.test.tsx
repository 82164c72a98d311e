// The React semantics the widgets rely on, checked under React ('widgets'), the elements' Preact shim
// ('widgets-preact') and preact/compat ('widgets-compat'): the shim must behave as React does here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Component,
  cloneElement,
  isValidElement,
  useId,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { act, cleanup, fireEvent, render, screen } from '@test-support/render.ts';

afterEach(cleanup);

describe('the React API of the widgets', () => {
  it('calls onChange of a text input on every input, and of a checkbox on change', () => {
    const typed = vi.fn();
    const checked = vi.fn();
    render(
      <>
        <input aria-label="testo" value="" onChange={(e) => typed(e.currentTarget.value)} />
        <input aria-label="scelta" type="checkbox" checked={false} onChange={(e) => checked(e.currentTarget.checked)} />
      </>,
    );
    fireEvent.input(screen.getByLabelText('testo'), { target: { value: 'a' } });
    expect(typed).toHaveBeenCalledWith('a');
    fireEvent.click(screen.getByLabelText('scelta'));
    expect(checked).toHaveBeenCalledWith(true);
  });

  it('keeps both handlers of an input with onInput and onChange', () => {
    const onInput = vi.fn();
    const onChange = vi.fn();
    render(<input aria-label="quantità" type="number" onInput={onInput} onChange={onChange} />);
    fireEvent.input(screen.getByLabelText('quantità'), { target: { value: '3' } });
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('calls onFocus and onBlur with the element that gets the focus next', () => {
    const seen: string[] = [];
    render(
      <>
        <input
          aria-label="primo"
          onFocus={() => seen.push('focus')}
          onBlur={(e) => seen.push(`blur→${(e.relatedTarget as HTMLElement | null)?.id}`)}
        />
        <button id="dopo" type="button">
          dopo
        </button>
      </>,
    );
    fireEvent.focus(screen.getByLabelText('primo'));
    fireEvent.blur(screen.getByLabelText('primo'), { relatedTarget: screen.getByRole('button') });
    expect(seen).toEqual(['focus', 'blur→dopo']);
  });

  it('clones an element with merged props, keeping its ref', () => {
    const ref = { current: null as HTMLButtonElement | null };
    const original = (
      <button ref={ref} type="button" title="prima">
        Aggiungi
      </button>
    );
    expect(isValidElement(original)).toBe(true);
    expect(isValidElement('testo')).toBe(false);
    render(
      cloneElement(original as ReactElement<{ title?: string; 'aria-describedby'?: string }>, {
        'aria-describedby': 'aiuto',
      }),
    );
    const button = screen.getByRole('button', { name: 'Aggiungi' });
    expect(button.getAttribute('title')).toBe('prima');
    expect(button.getAttribute('aria-describedby')).toBe('aiuto');
    expect(ref.current).toBe(button);
  });

  it('gives every instance its own useId, in one root and (React, the shim) in separate roots', ({ task }) => {
    function Field() {
      const id = useId();
      return <p data-testid="id">{id}</p>;
    }
    render(
      <>
        <Field />
        <Field />
      </>,
    );
    render(<Field />);
    const ids = screen.getAllByTestId('id').map((p) => p.textContent);
    expect(ids[0]).not.toBe(ids[1]);
    // preact/compat (the site's islands) starts again in every root; the elements are each a root of their own.
    if (task.file.projectName !== 'widgets-compat') expect(new Set(ids).size).toBe(3);
  });

  it('catches a render error in an error boundary and renders again on request', async () => {
    let broken = true;
    function Part() {
      if (broken) throw new Error('rotto');
      return <p>Pronto</p>;
    }
    class Boundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        return this.state.failed ? (
          <button type="button" onClick={() => this.setState({ failed: false })}>
            Riprova
          </button>
        ) : (
          this.props.children
        );
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Part />
      </Boundary>,
    );
    broken = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    });
    expect(screen.getByText('Pronto')).toBeTruthy();
    quiet.mockRestore();
  });

  it('follows an external store', async () => {
    let value = 1;
    const listeners = new Set<() => void>();
    const subscribe = (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    };
    function Count() {
      const n = useSyncExternalStore(subscribe, () => value);
      const [renders] = useState(() => 'montato');
      return <p>{`${renders} ${n}`}</p>;
    }
    render(<Count />);
    expect(screen.getByText('montato 1')).toBeTruthy();
    await act(async () => {
      value = 2;
      for (const l of listeners) l();
    });
    expect(screen.getByText('montato 2')).toBeTruthy();
  });
});
