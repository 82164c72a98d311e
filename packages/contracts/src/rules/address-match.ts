// The pure address rules of spec shell §5 (no zod): postcode completeness, street filtering and the
// street messages, drive and store search ranking. Widgets import this file alone to stay small;
// address.ts adds the form schemas on top.
import { addressValidation as v } from '../i18n/it-address-check.ts';

export const POSTCODE_LENGTH = 5;
export const STREET_MIN_LENGTH = 3;
export const PICKUP_SEARCH_MIN_LENGTH = 3;

/** True when the postcode can be checked: any other length disables the street input. */
export const isCompletePostcode = (postcode: string) => /^\d{5}$/.test(postcode.trim());

/** The postcode's message (shell §5): 'Inserire CAP per procedere' when empty, 'CAP non valido' unless complete; null when complete. */
export const postcodeMessage = (postcode: string): string | null =>
  postcode.trim() === '' ? v.postcodeRequired : isCompletePostcode(postcode) ? null : v.postcodeInvalid;

/** Every space-separated word of the query appears in the value, ignoring case. */
export function streetMatches(value: string, query: string): boolean {
  const haystack = value.toLocaleLowerCase('it');
  return words(query).every((word) => haystack.includes(word));
}

function words(query: string): string[] {
  return query.toLocaleLowerCase('it').split(/\s+/).filter(Boolean);
}

export interface StreetSuggestion {
  id: number;
  value: string;
}

/** The suggestions to list for what was typed: none under 3 characters. */
export function filterStreets<T extends StreetSuggestion>(suggestions: readonly T[], query: string): T[] {
  if (query.trim().length < STREET_MIN_LENGTH) return [];
  return suggestions.filter((s) => streetMatches(s.value, query));
}

export interface StreetField {
  street: string;
  streetId: number | null;
}

/**
 * Street chosen from the suggestions. Reading of the three messages:
 * - nothing chosen (empty, under 3 characters, or typed text matching suggestions but none picked):
 *   'Selezionare un indirizzo per procedere';
 * - typed text (3+ characters) matching no suggestion: 'Indirizzo non trovato o non coperto dal servizio';
 * - a chosen id that is not among the suggestions, or text edited after choosing: 'Via non presente'.
 * A street that fails is "notValid" and the services check must not run.
 */
export function streetMessage(field: StreetField, suggestions: readonly StreetSuggestion[]): string | null {
  const text = field.street.trim();
  if (field.streetId != null) {
    const chosen = suggestions.find((s) => s.id === field.streetId);
    if (!chosen || chosen.value.trim().toLocaleLowerCase('it') !== text.toLocaleLowerCase('it')) return v.streetMissing;
    return null;
  }
  if (text.length < STREET_MIN_LENGTH) return v.streetSelect;
  return filterStreets(suggestions, text).length === 0 ? v.streetNotFound : v.streetSelect;
}

/** A drive (Clicca e Vai) pickup point or a Prenota e Ritira store, as far as searching needs it. */
export interface SearchablePoint {
  description: string;
  province: string;
  provinceShortName?: string | null;
  townName: string;
  postCode: string;
  streetName: string;
  /** The access code of a private point; only a string can be matched (null = public). */
  privateCode?: string | boolean | null;
}

const contains = (value: string | null | undefined, word: string) =>
  !!value && value.toLocaleLowerCase('it').includes(word);
const codeEquals = (code: SearchablePoint['privateCode'], word: string) =>
  typeof code === 'string' && code.trim().toLocaleLowerCase('it') === word;

/** Rank of the first field a word matches: 0 private code (exactly), 1 description, 2 province, 3 town, 4 postcode, 5 street; -1 none. */
function fieldRank(point: SearchablePoint, word: string): number {
  if (codeEquals(point.privateCode, word)) return 0;
  if (contains(point.description, word)) return 1;
  if (contains(point.province, word) || contains(point.provinceShortName, word)) return 2;
  if (contains(point.townName, word)) return 3;
  if (contains(point.postCode, word)) return 4;
  if (contains(point.streetName, word)) return 5;
  return -1;
}

/**
 * Drive and store search (from 3 characters). Every word must match a field of the point; points are
 * ordered by the fields their words matched (private code, description, province, town, postcode,
 * street name: best words compared first), keeping the given order on ties. Under 3 characters no
 * search runs and the list is returned as it is.
 */
export function rankPickupPoints<T extends SearchablePoint>(points: readonly T[], query: string): T[] {
  if (query.trim().length < PICKUP_SEARCH_MIN_LENGTH) return [...points];
  const queryWords = words(query);
  const ranked: { point: T; ranks: number[]; index: number }[] = [];
  points.forEach((point, index) => {
    const ranks = queryWords.map((word) => fieldRank(point, word));
    if (ranks.every((r) => r >= 0)) ranked.push({ point, ranks: ranks.sort((a, b) => a - b), index });
  });
  ranked.sort((a, b) => {
    for (let i = 0; i < a.ranks.length; i++) if (a.ranks[i] !== b.ranks[i]) return a.ranks[i] - b.ranks[i];
    return a.index - b.index;
  });
  return ranked.map((r) => r.point);
}

/** Header drive filter: description, postcode or province contain the text, or the private code equals it. */
export function matchesHeaderDriveFilter(point: SearchablePoint, query: string): boolean {
  const word = query.trim().toLocaleLowerCase('it');
  if (word === '') return true;
  return (
    codeEquals(point.privateCode, word) ||
    contains(point.description, word) ||
    contains(point.postCode, word) ||
    contains(point.province, word) ||
    contains(point.provinceShortName, word)
  );
}
