import { describe, it, expect, afterEach, vi } from 'vitest';
import { render, screen, fireEvent, cleanup, act } from '@test-support/render.ts';
import { Tooltip } from './Tooltip.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const setup = () =>
  render(
    <Tooltip content="Potrai richiedere un nuovo codice dopo 30 secondi">
      <button type="button">Reinvia il codice</button>
    </Tooltip>,
  );

const tip = () => screen.queryByRole('tooltip');

describe('Tooltip', () => {
  it('describes its trigger and is hidden at first', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Reinvia il codice' });
    const id = button.getAttribute('aria-describedby')!;
    expect(document.getElementById(id)?.textContent).toBe('Potrai richiedere un nuovo codice dopo 30 secondi');
    expect(tip()).toBeNull();
  });

  it('shows on focus and hides 200 ms after blur', () => {
    vi.useFakeTimers();
    setup();
    const button = screen.getByRole('button', { name: 'Reinvia il codice' });
    fireEvent.focus(button);
    expect(tip()?.textContent).toBe('Potrai richiedere un nuovo codice dopo 30 secondi');
    fireEvent.blur(button);
    act(() => vi.advanceTimersByTime(199));
    expect(tip()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tip()).toBeNull();
  });

  it('shows on hover, stays while the pointer is on the tooltip, hides on Escape', () => {
    vi.useFakeTimers();
    setup();
    const button = screen.getByRole('button', { name: 'Reinvia il codice' });
    fireEvent.mouseEnter(button);
    expect(tip()).not.toBeNull();
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(tip()!);
    act(() => vi.advanceTimersByTime(500));
    expect(tip()).not.toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tip()).toBeNull();
  });
});
