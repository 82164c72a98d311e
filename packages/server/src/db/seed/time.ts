// Calendar helpers in Europe/Rome, pure and deterministic (no dependence on the machine's time zone).

const romeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function romeParts(d: Date): { y: number; m: number; d: number; h: number; mi: number; s: number } {
  const p: Record<string, string> = {};
  for (const part of romeFormat.formatToParts(d)) p[part.type] = part.value;
  return { y: +p.year, m: +p.month, d: +p.day, h: +p.hour, mi: +p.minute, s: +p.second };
}

/** The Rome calendar day of an instant, 'YYYY-MM-DD'. */
export function romeDate(d: Date): string {
  const p = romeParts(d);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The UTC instant of a Rome wall-clock time. */
export function romeToUtc(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wanted = Date.UTC(y, m - 1, d, h, mi);
  let guess = wanted - 3600_000;
  for (let i = 0; i < 3; i++) {
    const p = romeParts(new Date(guess));
    const seen = Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi, p.s);
    if (seen === wanted) break;
    guess += wanted - seen;
  }
  return new Date(guess);
}

/** Today's date at 00:00 Europe/Rome, as an instant. */
export function startOfTodayRome(at: Date = new Date()): Date {
  return romeToUtc(romeDate(at), '00:00');
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return t.toISOString().slice(0, 10);
}

export const DAY_MS = 86_400_000;

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
