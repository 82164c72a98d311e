// Changing the shopping address of a logged customer (spec shell §4 "Changing address"), as the delivery
// header bar's tab 1 and the checkout's delivery page (its pickup-point chooser) both do it: when the
// trolley can be copied, the confirm 'Copiare il contenuto del carrello per il nuovo indirizzo in uso?'
// (Si/No); the address is set (PUT auth/addresses/current), the alert 'Profilo' says so, and the page
// loads again — the new site's home when the site changed. Failed calls are shown by the page's client.
import type { DeliveryAddress, Navigation } from '@mercato/contracts';
import { safeRedirectPath, storeHomePath } from '@mercato/contracts/urls';
import { errors, onboarding } from '@mercato/contracts/i18n/it';
import { isAddressChangeRefusal, isShopError } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { openModal } from '@mercato/core/stores/feedback';

/** `nav` is the page's navigation; choosing its address in use changes nothing. */
export async function changeShoppingAddress(
  nav: Navigation,
  site: Navigation,
  address: DeliveryAddress,
): Promise<void> {
  if (address.currentAddress && site === nav) return;
  const client = getClient();
  try {
    const { canCopy } = await client.canCopyTrolleyItemOnAddressChange(address.deliveryAddressId);
    const copyCart = canCopy && (await openModal({ kind: 'confirm', message: onboarding.copyTrolleyQuestion }));
    let done: { redirectUrl: string; message: string };
    try {
      done = await client.setCurrentShoppingAddress(site, address.deliveryAddressId, copyCart);
    } catch (err) {
      if (isShopError(err) && isAddressChangeRefusal(err)) {
        await openModal({
          kind: 'alert',
          title: errors.profileTitle,
          message: err.fieldErrors[0]?.message ?? err.message,
        });
      }
      return;
    }
    await openModal({
      kind: 'alert',
      title: onboarding.addressChangedTitle,
      message: done.message || onboarding.addressChanged,
    });
    if (site === nav) window.location.reload();
    else window.location.assign(safeRedirectPath(done.redirectUrl, storeHomePath(site)));
  } catch {
    // Reported by the client (toast or modal).
  }
}
