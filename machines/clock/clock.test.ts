import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  displayDate,
  displayDateTimeSeconds,
  displayTime,
  tashkentDate,
  tashkentDateTime,
  tashkentDayBounds,
  tashkentDayStart,
  tashkentInstant,
  tashkentInstantAtMinute,
  tashkentMinuteOfDay,
  tashkentMonth,
  tashkentToday,
  weekDayOf,
} from './clock';

const at = (iso: string) => new Date(iso);

describe('Tashkent date and time of an instant (UTC+5 all year)', () => {
  it.each([
    // [instant, Tashkent date, Tashkent time]
    ['2026-11-24T18:59:59Z', '2026-11-24', '23:59'],
    ['2026-11-24T19:00:00Z', '2026-11-25', '00:00'],
    ['2026-12-31T18:59:00Z', '2026-12-31', '23:59'],
    ['2026-12-31T19:00:00Z', '2027-01-01', '00:00'],
    ['2028-02-28T19:30:00Z', '2028-02-29', '00:30'],
    ['2027-02-28T19:30:00Z', '2027-03-01', '00:30'],
    // Summer is no different: no daylight saving.
    ['2026-07-01T04:00:00Z', '2026-07-01', '09:00'],
    // An offset in the text is honoured.
    ['2026-11-24T10:00:00+05:00', '2026-11-24', '10:00'],
  ])('%s is %s %s', (instant, date, time) => {
    expect(tashkentDate(at(instant))).toBe(date);
    expect(tashkentDate(instant)).toBe(date);
    expect(tashkentDateTime(instant)).toEqual({ date, time });
    expect(displayTime(instant)).toBe(time);
  });

  it('reads the month, the minute of the day and the calendar date', () => {
    expect(tashkentMonth(at('2026-11-30T20:00:00Z'))).toBe('2026-12');
    expect(tashkentMinuteOfDay(at('2026-11-24T19:30:00Z'))).toBe(30);
    expect(tashkentMinuteOfDay(at('2026-11-24T18:59:00Z'))).toBe(23 * 60 + 59);
    expect(tashkentToday(at('2026-12-31T19:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});

describe('the instant of a Tashkent wall time', () => {
  it.each([
    ['2026-11-25', '00:00', '2026-11-24T19:00:00.000Z'],
    ['2026-11-25', '10:30', '2026-11-25T05:30:00.000Z'],
    ['2026-11-25', '23:59:59', '2026-11-25T18:59:59.000Z'],
    ['2027-01-01', '03:00', '2026-12-31T22:00:00.000Z'],
  ])('%s %s is %s', (date, time, instant) => {
    expect(tashkentInstant(date, time)).toBe(instant);
    expect(tashkentDateTime(tashkentInstant(date, time)).date).toBe(date);
  });

  it('starts a day at midnight when no time is given, and counts minutes of the day', () => {
    expect(tashkentInstant('2026-11-25')).toBe('2026-11-24T19:00:00.000Z');
    expect(tashkentInstantAtMinute('2026-11-30', 9 * 60)).toBe('2026-11-30T04:00:00.000Z');
  });
});

describe('day bounds', () => {
  it.each([
    ['2026-11-25', '2026-11-24T19:00:00.000Z', '2026-11-25T19:00:00.000Z'],
    ['2026-12-31', '2026-12-30T19:00:00.000Z', '2026-12-31T19:00:00.000Z'],
    ['2028-02-28', '2028-02-27T19:00:00.000Z', '2028-02-28T19:00:00.000Z'],
    ['2028-02-29', '2028-02-28T19:00:00.000Z', '2028-02-29T19:00:00.000Z'],
  ])('%s runs from %s to %s', (date, start, end) => {
    expect(tashkentDayBounds(date)).toEqual({ start, end });
  });

  it.each([
    // The last instant of a day belongs to it; midnight belongs to the next.
    ['2026-11-25T18:59:59.999Z', '2026-11-24T19:00:00.000Z'],
    ['2026-11-25T19:00:00.000Z', '2026-11-25T19:00:00.000Z'],
    ['2026-12-31T19:00:00.000Z', '2026-12-31T19:00:00.000Z'],
  ])('the day of %s began at %s', (instant, start) => {
    expect(tashkentDayStart(instant)).toBe(start);
    const { start: from, end } = tashkentDayBounds(tashkentDate(instant));
    expect(from <= instant && instant < end).toBe(true);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-11-30', 30, '2026-12-30'],
    ['2026-11-30', 0, '2026-11-30'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-30', 'mon'],
    ['2026-12-05', 'sat'],
    ['2026-12-06', 'sun'],
    ['2027-01-01', 'fri'],
    ['2028-02-29', 'tue'],
  ])('%s is a %s', (date, weekDay) => {
    expect(weekDayOf(date)).toBe(weekDay);
  });
});

describe('age on a date', () => {
  const date = (year: number, month: number, day: number) => ({ year, month, day });
  it.each([
    // [birth, on, age]
    [date(2008, 11, 29), date(2026, 11, 28), 17],
    [date(2008, 11, 29), date(2026, 11, 29), 18],
    [date(2008, 12, 31), date(2026, 12, 31), 18],
    [date(2008, 12, 31), date(2027, 1, 1), 18],
    [date(2009, 1, 1), date(2026, 12, 31), 17],
    // Born on 29 February: in a common year the birthday comes on 1 March.
    [date(2008, 2, 29), date(2026, 2, 28), 17],
    [date(2008, 2, 29), date(2026, 3, 1), 18],
    [date(2008, 2, 29), date(2028, 2, 28), 19],
    [date(2008, 2, 29), date(2028, 2, 29), 20],
  ])('born %o is on %o %i', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });

  it("judges the age on Tashkent's today, not UTC's", () => {
    const birth = date(2008, 11, 25);
    // 20:00 UTC on the 24th is already the 25th, the birthday, in Tashkent.
    expect(ageOn(birth, tashkentToday(at('2026-11-24T20:00:00Z')))).toBe(18);
    expect(ageOn(birth, tashkentToday(at('2026-11-24T18:00:00Z')))).toBe(17);
  });
});

describe('formats', () => {
  it.each([
    ['2026-11-25', '25.11.2026'],
    ['2027-01-01', '01.01.2027'],
    ['not a date', 'not a date'],
  ])('%s is written %s', (value, written) => {
    expect(displayDate(value)).toBe(written);
  });

  it("writes an instant's Tashkent date and its time with seconds", () => {
    expect(displayDate(tashkentDate('2026-12-31T19:00:00Z'))).toBe('01.01.2027');
    expect(displayDateTimeSeconds('2026-12-31T19:05:09Z')).toBe('01.01.2027 00:05:09');
  });
});
