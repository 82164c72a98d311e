// The virtual cards and vouchers calls (contracts vouchers.ts lists the paths): one function per call over a
// `request()` of request.ts — `voucherCalls(client.request)` with the page's client — kept out of
// createClient() so that the pages that never show cards or vouchers do not carry them.
import type {
  VirtualCardDetail,
  VirtualCardPage,
  VoucherOverview,
  VoucherPrintInput,
  VoucherRequestInput,
} from '@mercato/contracts/vouchers';
import type { ShopRequest } from './request.ts';

export function voucherCalls(request: ShopRequest) {
  return {
    /** GET auth/virtual-cards?page=: the orders of the last 360 days holding virtual cards. */
    getVirtualCards: (page = 1) => request<VirtualCardPage>('GET', 'auth/virtual-cards', { query: { page } }),
    /** GET auth/virtual-cards/{orderId}: the order's cards with PIN and serial (asked only when shown). */
    getVirtualCardDetails: (orderId: number) => request<VirtualCardDetail[]>('GET', `auth/virtual-cards/${orderId}`),
    /** GET auth/vouchers: the items to ask for and the printable requests. */
    getVouchers: () => request<VoucherOverview>('GET', 'auth/vouchers'),
    /**
     * POST auth/vouchers/{voucherId}/requests {quantity, idempotencyKey}: 'RICHIEDI'. One key per press,
     * sent again on a retry: the server makes one request whatever happens.
     */
    requestVouchers: (voucherId: number, input: VoucherRequestInput) =>
      request<VoucherOverview>('POST', `auth/vouchers/${voucherId}/requests`, { body: input, dedupe: false }),
    /** POST auth/vouchers/print {barcodeIds}: the chosen barcodes printed. */
    printVouchers: (input: VoucherPrintInput) =>
      request<VoucherOverview>('POST', 'auth/vouchers/print', { body: input, dedupe: false }),
  };
}

export type VoucherCalls = ReturnType<typeof voucherCalls>;
