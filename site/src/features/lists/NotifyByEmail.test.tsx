// The product page's 'Avvisami quando disponibile': one press asks once, and the live region says the
// answer; a failure says so and leaves the button to try again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import { backInStock as texts } from '@mercato/contracts/i18n/it';
import NotifyByEmail from './NotifyByEmail.tsx';

afterEach(() => cleanup());

describe('NotifyByEmail', () => {
  it('asks for the product once and announces the answer', async () => {
    const notifyByEmail = vi.fn(async (_id: number) => null);
    render(<NotifyByEmail productId={42} calls={{ notifyByEmail }} />);
    fireEvent.click(screen.getByRole('button', { name: texts.button }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.done));
    expect(notifyByEmail).toHaveBeenCalledTimes(1);
    expect(notifyByEmail).toHaveBeenCalledWith(42);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a failure and lets the customer try again', async () => {
    const notifyByEmail = vi.fn(async (_id: number): Promise<null> => {
      throw new Error('offline');
    });
    render(<NotifyByEmail productId={7} calls={{ notifyByEmail }} />);
    fireEvent.click(screen.getByRole('button', { name: texts.button }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.failed));
    expect(screen.getByRole('button', { name: texts.button })).toBeTruthy();
  });
});
