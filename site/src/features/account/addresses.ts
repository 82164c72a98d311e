// The account's address pages (spec orders §2 route table, issue 40), apart from the pages so that it can
// be tested: the nine service routes, the delivery-address form read as the rules read it.
//
// chosen: '/account/{a}-{b}' is the page of service b for a shopper who shops with service a now (the
// switch between them: the address chosen there becomes the one in use); '/account/{a}' is service a's.
// delivery = home delivery (Consegna a casa), drive = Clicca e Vai, prenotazioni = Prenota e Ritira.
import type { Navigation, PickupPoint } from '@mercato/contracts';
import { onboarding, t } from '@mercato/contracts/i18n/it';

export type AccountService = 'delivery' | 'drive' | 'prenotazioni';

export interface ServiceRoute {
  /** The service whose addresses the page shows. */
  service: AccountService;
  /** The service the shopper switches from, on the combined routes. */
  from: AccountService | null;
}

const SERVICES: readonly AccountService[] = ['delivery', 'drive', 'prenotazioni'];

/** The route table's nine service pages, by their path segment. */
export const SERVICE_ROUTES: Readonly<Record<string, ServiceRoute>> = Object.fromEntries(
  SERVICES.flatMap((a) => [
    [a, { service: a, from: null }] as const,
    ...SERVICES.filter((b) => b !== a).map((b) => [`${a}-${b}`, { service: b, from: a }] as const),
  ]),
);

/** The navigation (site) whose addresses a service page lists. */
export const siteOf = (service: AccountService): Navigation =>
  service === 'delivery' ? 'supermercato' : service === 'drive' ? 'drive' : 'prenotazioni';

export const servicePath = (service: AccountService) => `/account/${service}`;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const flag = (form: FormData, name: string): boolean | string => {
  const value = text(form, name);
  return value === 'true' ? true : value === 'false' ? false : '';
};

/** The delivery-address form's values as deliveryAddressSchema reads them (the street's id is looked up). */
export function addressFormValues(form: FormData) {
  const cut = (name: string, max = 600) => text(form, name).slice(0, max);
  return {
    identifier: cut('identifier'),
    region: cut('region'),
    province: cut('province'),
    town: cut('town'),
    postCode: cut('postCode'),
    street: cut('street'),
    streetId: null as number | null,
    houseNumber: cut('houseNumber'),
    stairNumber: cut('stairNumber'),
    floorNumber: cut('floorNumber'),
    interphoneName: cut('interphoneName'),
    doorman: flag(form, 'doorman'),
    lift: flag(form, 'lift'),
    homeNumber: cut('homeNumber'),
    note: cut('note', 512),
  };
}
export type AddressFormValues = ReturnType<typeof addressFormValues>;

/** A pickup point's address line, as the pickup searches show it. */
export const pointAddress = (p: PickupPoint): string =>
  `${p.streetName} ${p.houseNumber ?? ''}, ${p.postCode} ${p.townName} (${p.provinceShortName})`;

/** '1 punto di ritiro trovato' / 'N punti di ritiro trovati'. */
export const pointsFound = (n: number): string =>
  n === 1 ? onboarding.onePointFound : t(onboarding.pointsFound, { count: n });
