// The complaint's products page as a shopper uses it, the shop faked at the fetch boundary (project
// 'site-islands'): controls wait for the tick, the rule's messages, a refused send keeps everything typed
// and shows the field's message beside it, a retry answers the summary.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import { getClient } from '@mercato/core/api';
import { $modal, $toasts, closeModal, dismissToast } from '@mercato/core/stores/feedback';
import type { ComplaintProducts, ComplaintRequest, ComplaintSummary } from '@mercato/contracts/complaints';
import ComplaintProductsForm from './ComplaintProductsForm.tsx';

getClient({ duplicateWindowMs: 0, retries: 0 });

const DATA: ComplaintProducts = {
  orderId: 42,
  orderPublicId: '4100042',
  deliveryDate: '2026-05-01',
  products: [
    {
      orderItemId: 1,
      productCode: 'A1',
      description: 'Latte intero 1 l',
      image: null,
      orderedQuantity: 3,
      deliveredQuantity: 2,
      substitutionDescription: null,
    },
    {
      orderItemId: 2,
      productCode: 'B2',
      description: 'Yogurt bianco',
      image: null,
      orderedQuantity: 1,
      deliveredQuantity: 0,
      substitutionDescription: null,
    },
  ],
};

const SUMMARY: ComplaintSummary = {
  complaintId: 7,
  orderId: 42,
  orderPublicId: '4100042',
  deliveryDate: '2026-05-01',
  email: 'anna@example.it',
  phone: null,
  action: 'PRODUCT',
  message: 'Latte mancante',
  createdAt: '2026-05-02T08:00:00.000Z',
  products: [],
};

let sent: ComplaintRequest[];
let answers: Response[];
beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return answers.shift() as Response;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  while ($modal.get()) closeModal(false);
  for (const t of $toasts.get()) dismissToast(t.id);
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const change = (el: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(el, { target: { value } });
    fireEvent.input(el, { target: { value } });
  });

describe('ComplaintProductsForm', () => {
  it('keeps controls disabled until ticked; an undelivered line cannot be ticked', async () => {
    render(<ComplaintProductsForm data={DATA} />);
    const [milk, yogurt] = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(yogurt.disabled).toBe(true);
    // The product's controls sit in a disabled fieldset until its tick.
    const controls = () => screen.getAllByLabelText('Motivo')[0].closest('fieldset') as HTMLFieldSetElement;
    expect(controls().disabled).toBe(true);
    await click('Prosegui');
    expect(screen.getByText('Selezionare almeno un prodotto da segnalare')).toBeTruthy();
    await act(async () => {
      fireEvent.click(milk);
    });
    expect(controls().disabled).toBe(false);
  });

  it('checks the product, keeps all typed after a refused send, then shows the summary', async () => {
    render(<ComplaintProductsForm data={DATA} />);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('checkbox')[0]);
    });
    await change(screen.getAllByLabelText('Motivo')[0], 'MISSING');
    await change(screen.getAllByLabelText('Quantità da segnalare')[0], '3');
    await change(screen.getByLabelText('Data di scadenza'), '31/02/2026');
    await click('Prosegui');
    expect(screen.getByText('La quantità non può superare la quantità consegnata (2)')).toBeTruthy();
    expect(screen.getByText('Data di scadenza errata')).toBeTruthy();
    await change(screen.getAllByLabelText('Quantità da segnalare')[0], '2');
    await change(screen.getByLabelText('Data di scadenza'), '');
    await click('Prosegui');
    const message = screen.getByLabelText('Messaggio') as HTMLTextAreaElement;
    // Sent empty: the rule's message is read first, then the hint with its count.
    await click('Invia');
    expect(
      screen.getByRole('textbox', {
        name: 'Messaggio',
        description: 'Inserire un messaggio per la segnalazione Descrivi il problema (massimo 512 caratteri). (0/512)',
      }),
    ).toBe(message);
    expect(sent).toHaveLength(0);
    await change(message, 'Mancavano due bottiglie');
    // The server refuses a product's field: back on the page, its message beside it, nothing lost.
    answers.push(
      json(422, {
        error: {
          code: '422',
          type: 'ALERT',
          message: 'La quantità non può superare la quantità consegnata (1)',
          entityErrors: [
            {
              field: 'products.0.complaintQuantity',
              message: 'La quantità non può superare la quantità consegnata (1)',
            },
          ],
        },
      }),
    );
    await click('Invia');
    await waitFor(() =>
      expect(screen.getByText('La quantità non può superare la quantità consegnata (1)')).toBeTruthy(),
    );
    expect(sent[0]).toMatchObject({
      action: 'PRODUCT',
      message: 'Mancavano due bottiglie',
      products: [{ orderItemId: 1, reason: 'MISSING', complaintQuantity: 2, photos: [] }],
    });
    expect((screen.getAllByLabelText('Quantità da segnalare')[0] as HTMLInputElement).value).toBe('2');
    await change(screen.getAllByLabelText('Quantità da segnalare')[0], '1');
    await click('Prosegui');
    expect((screen.getByLabelText('Messaggio') as HTMLTextAreaElement).value).toBe('Mancavano due bottiglie');
    answers.push(json(200, { data: SUMMARY }));
    await click('Invia');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Riepilogo segnalazione' })).toBeTruthy());
    expect(screen.getByText('4100042')).toBeTruthy();
    expect(sent[1].products?.[0].complaintQuantity).toBe(1);
  });
});
