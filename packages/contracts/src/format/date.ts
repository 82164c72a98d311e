// Dates are stored in UTC and shown in Europe/Rome (architecture). The offset follows spec shell §9:
// summer time (+0200) from the last Sunday of March to the last Sunday of October, otherwise +0100,
// switching at 01:00 UTC as EU law does. No Intl time-zone data is used, so browser and server agree.

const MINUTE = 60_000;
const DAY = 86_400_000;

export const WEEKDAYS_IT = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'] as const;
export const MONTHS_IT = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

export interface DateParts {
  y: number;
  m: number;
  d: number;
}

/** UTC milliseconds of 01:00 UTC on the last Sunday of the month (month 1-12). */
function lastSundayAt0100Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0)); // day 0 of the next month
  const day = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month - 1, day, 1, 0);
}

/** Rome's offset from UTC in minutes at that instant: 120 in summer time, otherwise 60. */
export function romeOffsetMinutes(date: Date): number {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  return time >= lastSundayAt0100Utc(year, 3) && time < lastSundayAt0100Utc(year, 10) ? 120 : 60;
}

interface RomeParts extends DateParts {
  h: number;
  min: number;
  s: number;
  weekday: number;
}

function romeParts(date: Date): RomeParts {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  const local = new Date(date.getTime() + romeOffsetMinutes(date) * MINUTE);
  return {
    y: local.getUTCFullYear(),
    m: local.getUTCMonth() + 1,
    d: local.getUTCDate(),
    h: local.getUTCHours(),
    min: local.getUTCMinutes(),
    s: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** 'dd/MM/yyyy' of the Rome calendar day. */
export function formatDate(date: Date): string {
  const p = romeParts(date);
  return `${pad2(p.d)}/${pad2(p.m)}/${pad4(p.y)}`;
}

/** 'HH:mm' in Rome. */
export function formatTime(date: Date): string {
  const p = romeParts(date);
  return `${pad2(p.h)}:${pad2(p.min)}`;
}

/** 'dd/MM/yyyy HH:mm' in Rome. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${formatTime(date)}`;
}

/** 'lunedì 23 novembre' in Rome. */
export function formatWeekdayDate(date: Date): string {
  const p = romeParts(date);
  return `${WEEKDAYS_IT[p.weekday]} ${p.d} ${MONTHS_IT[p.m - 1]}`;
}

/** 'giovedì 26 novembre' of a calendar day 'yyyy-MM-dd' (a slot's day, already a Rome day). */
export function formatCalendarDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS_IT[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS_IT[m - 1]}`;
}

/** 'yyyy-MM-dd' of the Rome calendar day (a key for grouping slots and orders by day). */
export function romeDayKey(date: Date): string {
  const p = romeParts(date);
  return `${pad4(p.y)}-${pad2(p.m)}-${pad2(p.d)}`;
}

/** The Rome calendar day of an instant. */
export function romeDate(date: Date): DateParts {
  const { y, m, d } = romeParts(date);
  return { y, m, d };
}

/** Whole days from a to b (both calendar days), e.g. 2026-03-01 → 2026-03-03 is 2. */
export function daysBetween(a: DateParts, b: DateParts): number {
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / DAY);
}

/**
 * The instant of a Rome wall-clock time (month 1-12). A time that happens twice (the October change)
 * gives the earlier instant; a time that does not exist (the March change) is read with the winter
 * offset, so 02:30 becomes 03:30 summer time.
 */
export function fromRomeLocal(y: number, m: number, d: number, h = 0, min = 0): Date {
  const local = Date.UTC(y, m - 1, d, h, min);
  for (const offset of [120, 60]) {
    const candidate = new Date(local - offset * MINUTE);
    if (romeOffsetMinutes(candidate) === offset) return candidate;
  }
  return new Date(local - 60 * MINUTE);
}
