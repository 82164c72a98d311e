// The complaint calls ('Segnala anomalia', contracts complaints.ts): `complaintCalls(request)` with the
// page's client, kept out of createClient() so that only the complaint's islands carry them.
import {
  type ComplaintProducts,
  type ComplaintRequest,
  type ComplaintSummary,
  complaintCallPath,
  complaintProductsCallPath,
} from '@mercato/contracts/complaints';
import type { ShopRequest } from './request.ts';

export function complaintCalls(request: ShopRequest) {
  return {
    /** GET auth/orders/{orderId}/complaint/products: the lines of a delivered order. */
    getComplaintProducts: (orderId: number) => request<ComplaintProducts>('GET', complaintProductsCallPath(orderId)),
    /** GET auth/orders/{orderId}/complaint: 'Riepilogo segnalazione' of the complaint made. */
    getComplaint: (orderId: number) => request<ComplaintSummary>('GET', complaintCallPath(orderId)),
    /**
     * POST auth/orders/{orderId}/complaint: the complaint with its photos (base64). A retry of the same
     * submission answers the same summary, so no anti-duplicate guard. 422 (field messages) and 409
     * (already reported, not delivered) are the form's to show; the others go to the page's reporter.
     */
    sendComplaint: (orderId: number, input: ComplaintRequest) =>
      request<ComplaintSummary>('POST', complaintCallPath(orderId), {
        body: input,
        dedupe: false,
        report: (e) => e.status !== 422 && e.status !== 409,
      }),
  };
}

export type ComplaintCalls = ReturnType<typeof complaintCalls>;
