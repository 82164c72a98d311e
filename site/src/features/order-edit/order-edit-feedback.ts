// How the order edit islands answer a change that failed (shell §8): the server's own refusal (a cut-off
// passed, the order changed meanwhile, a slot of another area) or 'Errore imprevisto. Riprovare', in the
// alert 'Modifica Ordine', then back to the orders list, which shows the order as it now is.
import { errors } from '@mercato/contracts/i18n/it';
import { ordersPath } from '@mercato/contracts/urls';
import { orderEditCalls, ShopError } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { openModal } from '@mercato/core/stores/feedback';

export const orderEditApi = () => orderEditCalls(getClient().request);

/** The refusal's own message for the answers a customer can act on, else the unexpected error's. */
export function orderEditMessage(err: unknown): string {
  if (err instanceof ShopError && [404, 409, 422].includes(err.status) && err.message) return err.message;
  return errors.unexpected;
}

/** The alert 'Modifica Ordine' with the failure, then the orders list. */
export function showOrderEditFailure(err: unknown): Promise<boolean> {
  return openModal({
    kind: 'alert',
    title: errors.orderEditTitle,
    message: orderEditMessage(err),
    redirectUrl: ordersPath(),
  });
}
