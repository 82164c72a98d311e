// The origin choice of a product (orders §2 "Products and store" dialogs: origin choice, single or
// multiple; for meat, raised-and-slaughtered country; §3 mainOriginCountry 'raisedCountry_slaughteredCountry'):
// how the origins a product offers are written, how a trolley line keeps the shopper's choice
// (productOrigin: one origin, or with a multiple choice every origin accepted, joined by '|', in the
// product's order), and how both are said to the shopper. The server checks a choice with
// normalOrigin(); the add button's dialog, the floating trolley and the checkout's lines show it.
import { originTexts as texts } from './i18n/it-origins.ts';
import { t } from './i18n/t.ts';

/** Between the origins of a multiple choice kept on a trolley line. */
export const ORIGIN_SEPARATOR = '|';
/** Between the raised and the slaughtered country of a meat origin ('Francia_Italia'). */
export const MEAT_ORIGIN_SEPARATOR = '_';

/** What a product offers: its origins (two or more), and whether the shopper may accept several. */
export interface OriginChoice {
  origins: readonly string[];
  multiple: boolean;
}

/** The origins of a line's productOrigin (none for null or ''). */
export function originsOfLine(productOrigin: string | null | undefined): string[] {
  return productOrigin ? productOrigin.split(ORIGIN_SEPARATOR) : [];
}

/**
 * A choice as a line keeps it: the chosen origins in the product's order, joined; null when `chosen`
 * is not a choice the product offers (an origin it does not have, none, two with a single choice, one
 * twice).
 */
export function normalOrigin(choice: OriginChoice, chosen: readonly string[]): string | null {
  if (chosen.length === 0 || new Set(chosen).size !== chosen.length) return null;
  if (!choice.multiple && chosen.length !== 1) return null;
  if (chosen.some((o) => !choice.origins.includes(o))) return null;
  return choice.origins.filter((o) => chosen.includes(o)).join(ORIGIN_SEPARATOR);
}

/**
 * One origin as the shopper reads it: 'Spagna', or for meat 'Allevato in Francia, macellato in Italia'
 * (inside a sentence: 'allevato in Francia, …').
 */
export function originLabel(origin: string, inSentence = false): string {
  const at = origin.indexOf(MEAT_ORIGIN_SEPARATOR);
  if (at < 0) return origin;
  const text = t(texts.originMeat, { raised: origin.slice(0, at), slaughtered: origin.slice(at + 1) });
  return inSentence ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** A line's choice as the trolley shows it: 'Origine: Italia o Spagna'; null without a choice. */
export function lineOriginText(productOrigin: string | null | undefined): string | null {
  const origins = originsOfLine(productOrigin);
  if (origins.length === 0) return null;
  return t(texts.originOfLine, { origin: origins.map((o) => originLabel(o, true)).join(texts.originOr) });
}
