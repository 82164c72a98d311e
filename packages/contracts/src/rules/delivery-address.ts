// Delivery address form (spec orders §5). In edit mode region, province, town, postcode and street are
// disabled in the form but still validated here.
import * as z from 'zod/mini';
import { validation as v } from '../i18n/it.ts';
import { crossCheck, maxMessage, optionalMatching, requiredMessage, requiredText } from './common.ts';

export interface DeliveryAddressOptions {
  /** Identifiers of the customer's other addresses (the edited address excluded). */
  existingIdentifiers?: readonly string[];
}

const req = (label: string, max?: number) =>
  requiredText(requiredMessage(label), max, max === undefined ? undefined : maxMessage(label, max));
const flag = (label: string) =>
  z
    .union([z.boolean(), z.string()], { error: requiredMessage(label) })
    .check(z.refine((x) => typeof x === 'boolean' || x.trim() !== '', requiredMessage(label)));

export function deliveryAddressSchema({ existingIdentifiers = [] }: DeliveryAddressOptions = {}) {
  const taken = new Set(existingIdentifiers.map((id) => id.trim().toLocaleLowerCase('it')));
  return z
    .object({
      identifier: req('Identificativo').check(
        z.refine((s) => !taken.has(s.trim().toLocaleLowerCase('it')), v.identifierDuplicate),
      ),
      region: req('Regione'),
      province: req('Provincia'),
      town: req('Comune'),
      postCode: req('CAP', 5),
      street: req('Indirizzo'),
      /** Set when the street was chosen among the supported streets; null = typed or not supported. */
      streetId: z.optional(z.nullable(z.number())),
      houseNumber: req('Numero civico', 6),
      stairNumber: optionalMatching(
        (s) => /^[A-Za-z0-9]+$/.test(s.trim()),
        v.stairsInvalid,
        3,
        maxMessage('Scala/Interno', 3),
      ),
      floorNumber: req('Piano'),
      interphoneName: req('Citofono'),
      doorman: flag('Portineria'),
      lift: flag('Ascensore'),
      // chosen: the rule (at least 5 digits) wins over the spec's message "at least 10"
      homeNumber: optionalMatching((s) => /^\d{5,}$/.test(s.trim()), v.homePhoneInvalid),
      note: z.optional(z.string()),
    })
    .check(
      crossCheck<{ street?: unknown; streetId?: number | null }>((value) =>
        typeof value.street === 'string' && value.street.trim() !== '' && value.streetId == null
          ? [{ path: ['street'], message: v.streetUnsupported }]
          : [],
      ),
    );
}
export type DeliveryAddressForm = z.infer<ReturnType<typeof deliveryAddressSchema>>;
