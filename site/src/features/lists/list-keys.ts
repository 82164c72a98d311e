// One idempotency key per press of a button that makes something (a list, a copy, the trolley's add): the
// client's own retries resend it, so the server makes it once (contracts lists.ts ListCreate).
export const newKey = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The add-to-list request of a product tile, the product page or the floating trolley. */
export interface AddToListRequest {
  productId: number;
  description: string;
}

/** The event the floating trolley's rows send (`emit('add-to-list', …)` of the widgets' runtime). */
export const ADD_TO_LIST_EVENT = 'mercato:add-to-list';

/** The server-drawn buttons (AddToListButton.astro) carry these attributes. */
export const ADD_TO_LIST_SELECTOR = 'button[data-add-to-list]';

/** The request a server-drawn button stands for, or null. */
export function requestOfButton(button: Element): AddToListRequest | null {
  const productId = Number(button.getAttribute('data-add-to-list'));
  if (!Number.isInteger(productId) || productId <= 0) return null;
  return { productId, description: button.getAttribute('data-description') ?? '' };
}
