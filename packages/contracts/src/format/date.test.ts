import { describe, expect, test } from 'vitest';
import {
  daysBetween,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatTime,
  formatWeekdayDate,
  fromRomeLocal,
  romeDayKey,
  romeOffsetMinutes,
} from './date.ts';
import { parseItalianDate, parseTime } from './date-input.ts';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('romeOffsetMinutes (last Sunday of March to last Sunday of October, at 01:00 UTC)', () => {
  test('spring change 2026: Sunday 29 March', () => {
    expect(romeOffsetMinutes(utc('2026-03-29T00:59:59'))).toBe(60);
    expect(romeOffsetMinutes(utc('2026-03-29T01:00:00'))).toBe(120);
    expect(romeOffsetMinutes(utc('2026-03-22T12:00:00'))).toBe(60);
  });
  test('autumn change 2026: Sunday 25 October', () => {
    expect(romeOffsetMinutes(utc('2026-10-25T00:59:59'))).toBe(120);
    expect(romeOffsetMinutes(utc('2026-10-25T01:00:00'))).toBe(60);
    expect(romeOffsetMinutes(utc('2026-10-31T12:00:00'))).toBe(60);
  });
  test('winter and summer', () => {
    expect(romeOffsetMinutes(utc('2026-01-15T12:00:00'))).toBe(60);
    expect(romeOffsetMinutes(utc('2026-07-15T12:00:00'))).toBe(120);
    expect(romeOffsetMinutes(utc('2026-12-31T23:30:00'))).toBe(60);
    // other years: 31 March 2024 and 27 October 2024
    expect(romeOffsetMinutes(utc('2024-03-31T00:59:00'))).toBe(60);
    expect(romeOffsetMinutes(utc('2024-03-31T01:00:00'))).toBe(120);
    expect(romeOffsetMinutes(utc('2024-10-27T01:00:00'))).toBe(60);
  });
});

describe('formatters show Rome time', () => {
  test('local clock jumps at the spring change', () => {
    expect(formatTime(utc('2026-03-29T00:59:00'))).toBe('01:59');
    expect(formatTime(utc('2026-03-29T01:00:00'))).toBe('03:00');
  });
  test('local clock falls back at the autumn change', () => {
    expect(formatTime(utc('2026-10-25T00:59:00'))).toBe('02:59');
    expect(formatTime(utc('2026-10-25T01:00:00'))).toBe('02:00');
  });
  test('dates cross midnight in Rome', () => {
    expect(formatDate(utc('2026-11-22T23:30:00'))).toBe('23/11/2026');
    expect(formatDateTime(utc('2026-11-22T23:30:00'))).toBe('23/11/2026 00:30');
    expect(romeDayKey(utc('2026-11-22T23:30:00'))).toBe('2026-11-23');
    expect(romeDayKey(utc('2026-07-01T21:59:00'))).toBe('2026-07-01');
    expect(romeDayKey(utc('2026-07-01T22:00:00'))).toBe('2026-07-02');
    expect(formatDate(utc('2026-12-31T23:00:00'))).toBe('01/01/2027');
  });
  test('Italian weekday and month names', () => {
    expect(formatWeekdayDate(utc('2026-11-23T10:00:00'))).toBe('lunedì 23 novembre');
    expect(formatWeekdayDate(utc('2026-03-01T10:00:00'))).toBe('domenica 1 marzo');
    expect(formatWeekdayDate(utc('2026-08-14T22:30:00'))).toBe('sabato 15 agosto');
  });
  test('a calendar day as written, on both sides of the summer-time changes', () => {
    expect(formatCalendarDay('2026-03-29')).toBe('domenica 29 marzo');
    expect(formatCalendarDay('2026-10-25')).toBe('domenica 25 ottobre');
    expect(formatCalendarDay('2026-12-31')).toBe('giovedì 31 dicembre');
    expect(formatCalendarDay('2027-01-01')).toBe('venerdì 1 gennaio');
  });
  test('an invalid date throws', () => {
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('parseItalianDate', () => {
  test('valid dates', () => {
    expect(parseItalianDate('23/11/2026')).toEqual({ y: 2026, m: 11, d: 23 });
    expect(parseItalianDate('29/02/2024')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseItalianDate('29/02/2000')).toEqual({ y: 2000, m: 2, d: 29 });
  });
  test('rejects dates that do not exist and other shapes', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2026',
      '29/02/1900',
      '31/04/2026',
      '00/01/2026',
      '01/13/2026',
      '1/1/2026',
      '2026-11-23',
      '23/11/26',
      '',
      'aa/bb/cccc',
      '23/11/2026x',
    ]) {
      expect(parseItalianDate(text), text).toBeNull();
    }
  });
});

describe('parseTime', () => {
  test('HH:mm and HH:mm:ss', () => {
    expect(parseTime('07:05')).toEqual({ h: 7, min: 5, s: 0 });
    expect(parseTime('23:59:59')).toEqual({ h: 23, min: 59, s: 59 });
  });
  test('rejects impossible times', () => {
    for (const text of ['24:00', '12:60', '12:00:60', '7:05', '12', '12:00:5', 'ab:cd'])
      expect(parseTime(text), text).toBeNull();
  });
});

describe('fromRomeLocal', () => {
  test('winter and summer wall clock', () => {
    expect(fromRomeLocal(2026, 1, 15, 10, 30).toISOString()).toBe('2026-01-15T09:30:00.000Z');
    expect(fromRomeLocal(2026, 7, 15, 10, 30).toISOString()).toBe('2026-07-15T08:30:00.000Z');
    expect(fromRomeLocal(2026, 11, 23).toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
  test('around the changes', () => {
    expect(fromRomeLocal(2026, 3, 29, 1, 59).toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(fromRomeLocal(2026, 3, 29, 3, 0).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 does not exist on 29 March: read as winter time, i.e. 03:30 summer time
    expect(fromRomeLocal(2026, 3, 29, 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October: the earlier one
    expect(fromRomeLocal(2026, 10, 25, 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromRomeLocal(2026, 10, 25, 3, 0).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });
  test('round trip with the formatters', () => {
    const d = fromRomeLocal(2026, 11, 23, 18, 45);
    expect(formatDateTime(d)).toBe('23/11/2026 18:45');
  });
});

test('daysBetween', () => {
  expect(daysBetween({ y: 2026, m: 3, d: 28 }, { y: 2026, m: 3, d: 30 })).toBe(2);
  expect(daysBetween({ y: 2026, m: 12, d: 31 }, { y: 2027, m: 1, d: 1 })).toBe(1);
  expect(daysBetween({ y: 2026, m: 1, d: 2 }, { y: 2026, m: 1, d: 1 })).toBe(-1);
});
