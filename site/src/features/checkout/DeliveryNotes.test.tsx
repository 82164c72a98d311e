// The delivery notes as a shopper types them, the shop faked at the fetch boundary (project 'site-islands').
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import { getClient } from '@mercato/core/api';
import { $modal, $toasts, closeModal, dismissToast } from '@mercato/core/stores/feedback';
import DeliveryNotes from './DeliveryNotes.tsx';
import { createTrolleyCheckoutShop } from '@test-support/checkout-shop.ts';

getClient({ duplicateWindowMs: 0, retries: 0 });

let shop: ReturnType<typeof createTrolleyCheckoutShop>;
beforeEach(() => {
  shop = createTrolleyCheckoutShop();
  vi.stubGlobal('fetch', shop.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  while ($modal.get()) closeModal(false);
  for (const t of $toasts.get()) dismissToast(t.id);
});

const field = () => screen.getByRole('textbox', { name: 'Note per la consegna' }) as HTMLTextAreaElement;

async function type(text: string) {
  await act(async () => {
    fireEvent.input(field(), { target: { value: text } });
  });
  await act(async () => {
    fireEvent.blur(field());
  });
}

describe('DeliveryNotes', () => {
  it('shows the saved notes with the counter, at most 512 characters', () => {
    render(<DeliveryNotes initial="Citofono" />);
    expect(field().value).toBe('Citofono');
    expect(field().maxLength).toBe(512);
    expect(screen.getByText('8 caratteri su 512')).toBeTruthy();
    // The section is named by its heading; the hint and the counter describe the field.
    expect(screen.getByRole('region', { name: 'Note per la consegna' })).toBeTruthy();
    expect(
      screen.getByRole('textbox', {
        name: 'Note per la consegna',
        description: 'Ad esempio citofono, scala o fascia in cui sei in casa. 8 caratteri su 512',
      }),
    ).toBe(field());
  });

  it('saves on leaving the field, once; leaving again unchanged sends nothing', async () => {
    render(<DeliveryNotes initial="" />);
    await type('Scala B, terzo piano');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Note salvate'));
    expect(shop.patches).toEqual([{ notes: 'Scala B, terzo piano' }]);
    await act(async () => {
      fireEvent.blur(field());
    });
    expect(shop.patches).toHaveLength(1);
    expect((await shop.checkout()).delivery.notes).toBe('Scala B, terzo piano');
  });

  it('a failed save keeps the text, says so with no dialog, and Riprova saves it', async () => {
    render(<DeliveryNotes initial="" />);
    shop.failPatches(0);
    await type('Citofono Rossi');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Non è stato possibile salvare le note'),
    );
    expect(field().value).toBe('Citofono Rossi');
    // Said with the field too, which is not marked invalid: the text is fine, the save failed.
    expect(
      screen.getByRole('textbox', {
        name: 'Note per la consegna',
        description: /14 caratteri su 512 Non è stato possibile salvare le note: .* Riprova$/,
      }),
    ).toBe(field());
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect($modal.get()).toBeNull();
    expect((await shop.checkout()).delivery.notes).toBe('');

    shop.failPatches(null);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Note salvate'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await shop.checkout()).delivery.notes).toBe('Citofono Rossi');
  });
});
