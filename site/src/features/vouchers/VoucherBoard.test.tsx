// The vouchers board (/ordini/buoni/amici-scuola) with calls of its own: 'RICHIEDI' makes one request per
// press (a double click sends one call; after an answer that never came the same key goes again; after a
// refusal the next press is a new request and the overview is read again); the barcode choice refuses an
// empty choice; printing marks the chosen codes, prints and closes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import { ShopError, type VoucherCalls } from '@mercato/client';
import type { PrintableVoucher, VoucherOverview } from '@mercato/contracts/vouchers';
import VoucherBoard from './VoucherBoard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const request = (over: Partial<PrintableVoucher> = {}): PrintableVoucher => ({
  id: 7,
  reference: 'AS00100007',
  productDescription: 'Buono Amici di Scuola: materiale didattico',
  quantity: 2,
  status: 'CONFERMATO',
  statusLabel: 'Confermato',
  pendingConfirmation: false,
  requestDate: '20/11/2026',
  barcodes: [
    { id: 70, code: '2000000070003', printed: false, operationDate: null },
    { id: 71, code: '2000000070010', printed: false, operationDate: null },
  ],
  ...over,
});
const overview = (available = 5, printable: PrintableVoucher[] = [request()]): VoucherOverview => ({
  vouchers: [
    { id: 3, productDescription: 'Buono Amici dello Sport: attrezzatura sportiva', availableQuantity: available },
  ],
  printable,
});
const shopError = (status: number) =>
  new ShopError({
    kind: status === 422 ? 'alert' : 'server',
    status,
    code: String(status),
    type: 'ALERT',
    title: 'Attenzione',
    message: 'x',
    presentation: 'none',
  });

function fakeCalls(over: Partial<VoucherCalls> = {}) {
  return {
    getVirtualCards: vi.fn(),
    getVirtualCardDetails: vi.fn(),
    getVouchers: vi.fn(async () => overview(1)),
    requestVouchers: vi.fn(async () => overview(3, [request({ id: 8, reference: 'AS00100008' }), request()])),
    printVouchers: vi.fn(async () =>
      overview(5, [
        request({
          status: 'IN_ATTESA',
          statusLabel: 'Stampato',
          pendingConfirmation: true,
          barcodes: [
            { id: 70, code: '2000000070003', printed: true, operationDate: '25/11/2026 10:00' },
            { id: 71, code: '2000000070010', printed: false, operationDate: null },
          ],
        }),
      ]),
    ),
    ...over,
  } as unknown as VoucherCalls & Record<keyof VoucherCalls, ReturnType<typeof vi.fn>>;
}

const richiedi = () => screen.getByRole('button', { name: 'RICHIEDI' });

describe('the vouchers board', () => {
  it('shows the empty texts when nothing can be asked for or printed', () => {
    render(<VoucherBoard initial={{ vouchers: [], printable: [] }} calls={fakeCalls()} />);
    expect(screen.getByText('Nessun buono disponibile')).toBeTruthy();
    expect(screen.getByText('Nessun buono stampabile disponibile')).toBeTruthy();
  });

  it('offers 1..available and sends one request for a double click', async () => {
    const calls = fakeCalls();
    render(<VoucherBoard initial={overview()} calls={calls} />);
    const select = screen.getByLabelText('Quantità da richiedere') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(richiedi());
    fireEvent.click(richiedi());
    expect(await screen.findByText('Disponibili: 3')).toBeTruthy();
    expect(calls.requestVouchers).toHaveBeenCalledTimes(1);
    expect(calls.requestVouchers.mock.calls[0][0]).toBe(3);
    expect(calls.requestVouchers.mock.calls[0][1]).toMatchObject({ quantity: 2 });
    expect(screen.getByRole('status').textContent).toContain('AS00100008');
  });

  it('takes the focus to the status line when the item asked for has none left', async () => {
    const calls = fakeCalls({
      requestVouchers: vi.fn(async () => overview(0, [request({ id: 8, reference: 'AS00100008' })])),
    });
    render(<VoucherBoard initial={overview(1)} calls={calls} />);
    richiedi().focus();
    fireEvent.click(richiedi());
    expect(await screen.findByText('Nessun buono disponibile')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
  });

  it('sends the same key again after an answer that never came, a new one after a refusal', async () => {
    const calls = fakeCalls();
    calls.requestVouchers.mockRejectedValueOnce(shopError(-1)).mockRejectedValueOnce(shopError(422));
    render(<VoucherBoard initial={overview()} calls={calls} />);
    fireEvent.click(richiedi());
    await waitFor(() => expect(calls.requestVouchers).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(richiedi().getAttribute('aria-busy')).toBeNull());
    fireEvent.click(richiedi());
    await waitFor(() => expect(calls.requestVouchers).toHaveBeenCalledTimes(2));
    const [first, second] = calls.requestVouchers.mock.calls.map(
      (c: unknown[]) => (c[1] as { idempotencyKey: string }).idempotencyKey,
    );
    expect(second).toBe(first);
    // The refusal: the overview is read again (1 left) and the next press is a new request.
    expect(await screen.findByText('Disponibili: 1')).toBeTruthy();
    fireEvent.click(richiedi());
    await waitFor(() => expect(calls.requestVouchers).toHaveBeenCalledTimes(3));
    expect((calls.requestVouchers.mock.calls[2][1] as { idempotencyKey: string }).idempotencyKey).not.toBe(first);
  });

  it('chooses the barcodes, refuses an empty choice, then prints the chosen ones', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const calls = fakeCalls();
    render(<VoucherBoard initial={overview()} calls={calls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stampa i buoni della richiesta AS00100007' }));
    const choice = screen.getByRole('alertdialog', { name: 'Scegli i buoni da stampare' });
    const boxes = within(choice).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true]);
    fireEvent.click(within(choice).getByLabelText('Seleziona tutti'));
    fireEvent.click(within(choice).getByRole('button', { name: 'Prosegui' }));
    expect(within(choice).getByRole('alert').textContent).toBe('Seleziona almeno un buono da stampare');
    fireEvent.click(boxes[1]);
    fireEvent.click(within(choice).getByRole('button', { name: 'Prosegui' }));

    const documents = screen.getByRole('alertdialog', { name: 'Buoni da stampare' });
    const images = within(documents).getAllByRole('img') as HTMLImageElement[];
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['/commerce/resources/barcode/ean/2000000070003']);
    expect(document.querySelectorAll('body > .vb-print-root .vb-doc')).toHaveLength(1);
    fireEvent.click(within(documents).getByRole('button', { name: 'Stampa' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.printVouchers).toHaveBeenCalledWith({ barcodeIds: [70] });
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByText('In attesa di conferma')).toBeTruthy();
    expect(document.querySelector('.vb-print-root')).toBeNull();
  });
});
