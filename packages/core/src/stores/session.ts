// The page configuration (spec shell §3) as the browser's cache of the server's truth: islands and
// elements read the session (free visit, power guest, logged customer) from here.
import { atom, computed } from 'nanostores';
import type { Customer, PageConfiguration } from '@mercato/contracts';

export const $pageConfiguration = atom<PageConfiguration | null>(null);

export const $customer = computed($pageConfiguration, (c): Customer | null => c?.customer ?? null);

export type SessionKind = 'unknown' | 'freeVisit' | 'powerGuest' | 'logged';

export const $sessionKind = computed($pageConfiguration, (c): SessionKind => {
  if (!c) return 'unknown';
  if (c.customer) return 'logged';
  return c.powerGuest ? 'powerGuest' : 'freeVisit';
});

/** Sets the configuration the server rendered the page with, or one fetched after navigation. */
export function setPageConfiguration(configuration: PageConfiguration | null): void {
  $pageConfiguration.set(configuration);
}

/** 'Bentornato Mario' / 'Bentornata Giulia' (spec shell §2), or null for a visitor. */
export function welcomeText(customer: Pick<Customer, 'forename' | 'gender'> | null): string | null {
  if (!customer) return null;
  return `${customer.gender === 'F' ? 'Bentornata' : 'Bentornato'} ${customer.forename}`;
}
