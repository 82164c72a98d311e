// Saving the delivery-address form from its pages ('delivery/add', 'delivery/manage/{addressId}'): the
// street's id looked up (new) or kept (edit), the orders §5 rules with the customer's other identifiers,
// then services.onboarding; a refusal becomes the form's messages.
import type { DeliveryAddress } from '@mercato/contracts';
import { deliveryAddressSchema } from '@mercato/contracts/rules/delivery-address';
import type { Shop } from '@mercato/server';
import { attempt, check, type FormOutcome } from './account-forms.ts';
import type { AddressFormValues } from './addresses.ts';

/** The form's values of a saved address (edit's first view, and its fixed fields on a post). */
export function valuesOf(a: DeliveryAddress): AddressFormValues {
  return {
    identifier: a.identifier,
    region: a.region ?? '',
    province: a.province ?? '',
    town: a.town ?? '',
    postCode: a.postCode,
    street: a.street?.name ?? '',
    streetId: a.streetId ?? null,
    houseNumber: a.houseNumber ?? '',
    stairNumber: a.stairNumber ?? '',
    floorNumber: a.floorNumber ?? '',
    interphoneName: a.interphoneName ?? '',
    doorman: a.doorman ?? '',
    lift: a.lift ?? '',
    homeNumber: a.homeNumber ?? '',
    note: a.note ?? '',
  };
}

export async function saveAddress(
  shop: Shop,
  customerId: number,
  values: AddressFormValues,
  editing: DeliveryAddress | null,
): Promise<FormOutcome> {
  const o = shop.services.onboarding;
  if (editing) {
    const fixed = valuesOf(editing);
    Object.assign(values, {
      region: fixed.region,
      province: fixed.province,
      town: fixed.town,
      postCode: fixed.postCode,
      street: fixed.street,
      streetId: fixed.streetId,
    });
  } else {
    values.streetId = await o.streetIdByName(values.postCode, values.street);
  }
  const others = await o.addressIdentifiersBesides(customerId, editing?.deliveryAddressId ?? null);
  const schema = deliveryAddressSchema({ existingIdentifiers: others });
  const outcome = check(schema, values);
  if (outcome.status !== 200) return outcome;
  const form = schema.parse(values);
  return attempt(
    () =>
      editing ? o.updateHomeAddress(customerId, editing.deliveryAddressId, form) : o.addHomeAddress(customerId, form),
    Object.keys(values),
  );
}
