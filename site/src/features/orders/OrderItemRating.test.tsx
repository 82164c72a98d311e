// The stars of a delivered order's product (orders §2 order detail, §9 rating 1–5): a radio group that
// saves the choice at once, says so, and goes back to the saved vote when the save fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import OrderItemRating from './OrderItemRating.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubVotes(status = 200) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    const answer =
      status === 200
        ? { data: { itemId: 7, vote: (body as { vote: number }).vote } }
        : { error: { code: '409', type: 'ALERT', message: 'Potrai votare i prodotti dopo la consegna' } };
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

describe('OrderItemRating', () => {
  it('is a named radio group of 5 stars showing the saved vote', () => {
    stubVotes();
    render(<OrderItemRating orderId={3} itemId={7} product="Pasta di semola" vote={3} />);
    const group = screen.getByRole('group', { name: 'Il tuo voto per Pasta di semola' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(5);
    expect((screen.getByRole('radio', { name: '3 stelle su 5' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: '1 stella su 5' })).toBeTruthy();
  });

  it('saves a choice at once and says so', async () => {
    const calls = stubVotes();
    render(<OrderItemRating orderId={3} itemId={7} product="Pasta di semola" vote={null} />);
    expect(screen.getByRole('status').textContent).toBe('Non ancora votato');
    fireEvent.click(screen.getByRole('radio', { name: '4 stelle su 5' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Voto salvato'));
    expect(calls).toEqual([
      { method: 'PUT', path: '/commerce/resources/auth/orders/3/items/7/vote', body: { vote: 4 } },
    ]);
    expect((screen.getByRole('radio', { name: '4 stelle su 5' }) as HTMLInputElement).checked).toBe(true);
  });

  it('goes back to the saved vote when the save is refused', async () => {
    stubVotes(409);
    render(<OrderItemRating orderId={3} itemId={7} product="Pasta di semola" vote={2} />);
    fireEvent.click(screen.getByRole('radio', { name: '5 stelle su 5' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Il voto non è stato salvato. Riprova.'));
    expect((screen.getByRole('radio', { name: '2 stelle su 5' }) as HTMLInputElement).checked).toBe(true);
  });
});
