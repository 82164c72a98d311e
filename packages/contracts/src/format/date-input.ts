// Reading dates and times that people type ('dd/MM/yyyy', 'HH:mm'), for the form rules and the server's
// checks. Apart from format/date.ts, which only writes them: the slot picker's element loads the writing
// half at once (its shared 'slots' chunk) and has no form that reads a date.
import type { DateParts } from './date.ts';

export interface TimeParts {
  h: number;
  min: number;
  s: number;
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
}

export function isValidDate(y: number, m: number, d: number): boolean {
  return (
    Number.isInteger(y) &&
    Number.isInteger(m) &&
    Number.isInteger(d) &&
    y >= 1 &&
    m >= 1 &&
    m <= 12 &&
    d >= 1 &&
    d <= daysInMonth(y, m)
  );
}

/** Strict 'dd/MM/yyyy' (two-digit day and month, four-digit year) to its parts; null if not a real date. */
export function parseItalianDate(text: string): DateParts | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const d = Number(match[1]);
  const m = Number(match[2]);
  const y = Number(match[3]);
  return isValidDate(y, m, d) ? { y, m, d } : null;
}

/** 'HH:mm' or 'HH:mm:ss' (24-hour) to its parts; null otherwise. */
export function parseTime(text: string): TimeParts | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const min = Number(match[2]);
  const s = match[3] === undefined ? 0 : Number(match[3]);
  return h <= 23 && min <= 59 && s <= 59 ? { h, min, s } : null;
}
