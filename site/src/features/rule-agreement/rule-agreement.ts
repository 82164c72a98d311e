// The rule agreement's server logic (spec orders §2 "Rule agreement dialog/page", §4, §5; shell §4), apart
// from the page so that it can be tested. One form, posted to /rule-agreement by the page and by the
// dialog: whether to choose an address now; if so the service, then the matching address (the account's
// home-address form, or a Clicca e Vai point / a Prenota e Ritira store searched by city or address); then
// the two acceptances. Order of the writes: every check first, then the address (saved, made the address
// in use), then the acceptances, so an agreement is never recorded with its chosen address missing; the
// address writes are idempotent, so a retry or a second click after a half-done attempt completes it.
import { NAVIGATIONS, type Navigation, type PickupPoint } from '@mercato/contracts';
import { accountAddresses, onboardingApi, ruleAgreement } from '@mercato/contracts/i18n/it';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { deliveryAddressSchema } from '@mercato/contracts/rules/delivery-address';
import { ruleAgreementSchema } from '@mercato/contracts/rules/rule-agreement';
import { HttpError, type Shop } from '@mercato/server';
import { attempt, textOf } from '../account/account-forms.ts';
import { saveAddress } from '../account/address-save.ts';
import { addressFormValues, type AddressFormValues } from '../account/addresses.ts';

/** The services of the address step (orders §2: supermarket, pharma, pharma drive, drive, in-store). */
export const RULE_SERVICES: readonly Navigation[] = NAVIGATIONS;
/** Home delivery services take the home-address form; the others a pickup point. */
export const isHomeService = (s: Navigation | null): boolean => s === 'supermercato' || s === 'pharma';

export interface RuleAgreementValues {
  /** 'si' / 'no', '' while unanswered. */
  addressNow: '' | 'si' | 'no';
  service: Navigation | null;
  address: AddressFormValues;
  /** The pickup search's words and the point chosen among its results. */
  query: string;
  pointId: number | null;
  privateCode: string;
  conditions: boolean;
  privacy: boolean;
  /** Where to go once done (a path of this site). */
  next: string;
}

export interface RuleAgreementState {
  values: RuleAgreementValues;
  errors: Record<string, string>;
  alert: string | null;
  /** The pickup points found for `values.query` (null: no search). */
  points: PickupPoint[] | null;
  /** Done: the agreement is recorded (and the address saved when one was chosen). */
  done: boolean;
  status: number;
}

export const emptyValues = (next = '/'): RuleAgreementValues => ({
  addressNow: '',
  service: null,
  address: addressFormValues(new FormData()),
  query: '',
  pointId: null,
  privateCode: '',
  conditions: false,
  privacy: false,
  next,
});

/** The posted form as the checks read it (anything unexpected is read as not given). */
export function readRuleAgreementForm(form: FormData, safeNext: (path: string | null) => string): RuleAgreementValues {
  const answer = textOf(form, 'addressNow');
  const service = textOf(form, 'service');
  const pointId = Number(textOf(form, 'pointId'));
  return {
    addressNow: answer === 'si' || answer === 'no' ? answer : '',
    service: (RULE_SERVICES as readonly string[]).includes(service) ? (service as Navigation) : null,
    address: addressFormValues(form),
    query: textOf(form, 'cerca').slice(0, 100),
    pointId: Number.isSafeInteger(pointId) && pointId > 0 ? pointId : null,
    privateCode: textOf(form, `privateCode-${pointId}`).slice(0, 32),
    conditions: form.get('saleConditionsAccepted') === 'on',
    privacy: form.get('privacyAccepted') === 'on',
    next: safeNext(textOf(form, 'next') || null),
  };
}

const state = (values: RuleAgreementValues, part: Partial<RuleAgreementState> = {}): RuleAgreementState => ({
  values,
  errors: {},
  alert: null,
  points: null,
  done: false,
  status: 200,
  ...part,
});

/** The pickup points of the chosen service near `query` (shell §5: from 3 characters, ranked). */
async function searchPoints(shop: Shop, v: RuleAgreementValues): Promise<PickupPoint[] | null> {
  const o = shop.services.onboarding;
  if (v.query.trim().length < 3) return null;
  if (v.service === 'prenotazioni') return o.stores(v.query);
  if (v.service === 'drive' || v.service === 'pharma-drive') return o.drives(v.service, v.query);
  return null;
}

/** 'Cerca': the points found, every typed value kept. */
export async function searchRuleAgreementPoints(shop: Shop, v: RuleAgreementValues): Promise<RuleAgreementState> {
  if (v.query.trim().length < 3) return state(v, { errors: { cerca: accountAddresses.searchHint }, status: 400 });
  return state(v, { points: await searchPoints(shop, v) });
}

/** A home address of the customer that is this one (a resubmitted form): answered as saved already. */
async function sameHomeAddress(shop: Shop, customerId: number, a: AddressFormValues): Promise<number | null> {
  const key = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
  const saved = await shop.services.onboarding.findDeliveryAddresses(customerId, 'supermercato');
  const same = saved.find(
    (s) =>
      key(s.identifier) === key(a.identifier) &&
      key(s.postCode) === key(a.postCode) &&
      key(s.street?.name) === key(a.street) &&
      key(s.houseNumber) === key(a.houseNumber),
  );
  return same?.deliveryAddressId ?? null;
}

/** 'Continua': every check, then the address (when chosen) made the one in use, then the acceptances. */
export async function submitRuleAgreement(
  shop: Shop,
  customerId: number,
  v: RuleAgreementValues,
  clientKey: string | null,
): Promise<RuleAgreementState> {
  const o = shop.services.onboarding;
  const errors: Record<string, string> = {};
  if (v.addressNow === '') errors.addressNow = ruleAgreement.addressChoiceRequired;
  const withAddress = v.addressNow === 'si';
  const home = withAddress && isHomeService(v.service);
  let savedHome: number | null = null;
  if (withAddress && v.service === null) errors.service = ruleAgreement.serviceRequired;
  if (home) {
    savedHome = await sameHomeAddress(shop, customerId, v.address);
    if (savedHome === null) {
      // The rules as saveAddress applies them (the street's id looked up), before anything is written.
      const streetId = await o.streetIdByName(v.address.postCode, v.address.street);
      const others = await o.addressIdentifiersBesides(customerId, null);
      const schema = deliveryAddressSchema({ existingIdentifiers: others });
      Object.assign(errors, fieldErrors(schema, { ...v.address, streetId }));
    }
  } else if (withAddress && v.service !== null && v.pointId === null) {
    errors.pointId = onboardingApi.driveRequired;
  }
  Object.assign(errors, fieldErrors(ruleAgreementSchema, { conditions: v.conditions, privacy: v.privacy }));
  // A failed 'Continua' keeps the points of the search on screen.
  const points = await searchPoints(shop, v);
  if (Object.keys(errors).length > 0) return state(v, { errors, points, status: 400 });

  try {
    if (withAddress && v.service !== null) {
      let addressId = savedHome;
      if (home && addressId === null) {
        const saved = await saveAddress(shop, customerId, { ...v.address }, null);
        if (saved.status !== 200)
          return state(v, { errors: saved.errors, alert: saved.alert, points, status: saved.status });
        addressId = await sameHomeAddress(shop, customerId, v.address);
      } else if (!home) {
        const { address } = await o.addPickupPoint(
          customerId,
          {
            site: v.service,
            driveId: v.service === 'prenotazioni' ? null : v.pointId,
            negozioFisicoId: v.service === 'prenotazioni' ? v.pointId : null,
            privateCode: v.privateCode || null,
          },
          clientKey,
        );
        addressId = address.deliveryAddressId;
      }
      // The chosen address becomes the one in use; what the trolley holds goes along.
      if (addressId !== null)
        await o.setCurrentShoppingAddress(customerId, { addressId, copyCart: true, site: v.service });
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const field = error.body.entityErrors?.[0];
    const onPoint = field && ['driveId', 'negozioFisicoId', 'privateCode', 'pointId'].includes(field.field ?? '');
    return state(v, {
      errors: onPoint ? { pointId: field.message } : {},
      alert: onPoint ? null : error.body.message,
      points,
      status: error.status,
    });
  }
  const accepted = await attempt(
    () =>
      shop.services.customers.acceptRuleAgreement(customerId, { saleConditionsAccepted: true, privacyAccepted: true }),
    [],
  );
  if (accepted.status !== 200) return state(v, { alert: accepted.alert, points, status: accepted.status });
  return state(v, { done: true });
}
