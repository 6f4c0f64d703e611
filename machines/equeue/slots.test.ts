import { describe, expect, it } from 'vitest';
import { tashkentInstantAtMinute, weekDayOf } from '../clock/clock';
import { dayClosed, freeSlots, receivesOn, type SlotNotary, slotKey } from './slots';

const weekdays = 0b0011111;
const notary = (over: Partial<SlotNotary> = {}): SlotNotary => ({
  id: 1,
  licenseStatus: 'active',
  workDays: weekdays,
  workFrom: '09:00',
  workTo: '11:00',
  absence: null,
  absentUntil: null,
  ...over,
});
const monday9 = new Date('2026-11-30T04:00:00.000Z'); // 09:00 in Tashkent
const free = (
  notaries: SlotNotary[],
  date: string,
  options: { holidays?: string[]; held?: string[]; now?: Date } = {},
) =>
  freeSlots({
    date,
    notaries,
    holidays: new Set(options.holidays ?? []),
    held: new Set(options.held ?? []),
    now: options.now ?? monday9,
  });

describe('equeue slots', () => {
  it('cuts the working hours in 30-minute slots, Tashkent time', () => {
    expect(weekDayOf('2026-12-01')).toBe('tue');
    expect(free([notary()], '2026-12-01').map((s) => s.start)).toEqual([
      '2026-12-01T04:00:00.000Z',
      '2026-12-01T04:30:00.000Z',
      '2026-12-01T05:00:00.000Z',
      '2026-12-01T05:30:00.000Z',
    ]);
  });

  it('offers nothing on a holiday, a day off, a vacation or sick day, or without an active licence', () => {
    expect(free([notary()], '2026-12-08', { holidays: ['2026-12-08'] })).toEqual([]);
    expect(dayClosed('2026-12-08', new Set(['2026-12-08']), monday9)).toBe('holiday');
    expect(free([notary()], '2026-12-05')).toEqual([]); // Saturday
    expect(receivesOn(notary({ absence: 'vacation', absentUntil: '2026-12-01' }), '2026-12-01')).toBe(false);
    expect(receivesOn(notary({ absence: 'vacation', absentUntil: '2026-12-01' }), '2026-12-02')).toBe(true);
    expect(receivesOn(notary({ absence: 'sick', absentUntil: null }), '2026-12-20')).toBe(false);
    expect(free([notary({ licenseStatus: 'terminated' })], '2026-12-01')).toEqual([]);
  });

  it('leaves out slots already begun and slots held, and days outside the 30-day horizon', () => {
    const today = free([notary()], '2026-11-30', { now: new Date('2026-11-30T04:45:00.000Z') });
    expect(today.map((s) => s.start)).toEqual(['2026-11-30T05:00:00.000Z', '2026-11-30T05:30:00.000Z']);
    const held = slotKey({ start: tashkentInstantAtMinute('2026-12-01', 9 * 60), notaryId: 1 });
    expect(free([notary()], '2026-12-01', { held: [held] })).toHaveLength(3);
    expect(dayClosed('2026-11-29', new Set(), monday9)).toBe('outOfRange');
    expect(dayClosed('2026-12-31', new Set(), monday9)).toBe('outOfRange');
    expect(dayClosed('2026-12-30', new Set(), monday9)).toBeNull();
  });

  it('orders several notaries’ slots by time, then notary', () => {
    const slots = free([notary({ id: 2 }), notary({ id: 1, workFrom: '10:00' })], '2026-12-01');
    expect(slots.slice(2, 5)).toEqual([
      { start: '2026-12-01T05:00:00.000Z', notaryId: 1 },
      { start: '2026-12-01T05:00:00.000Z', notaryId: 2 },
      { start: '2026-12-01T05:30:00.000Z', notaryId: 1 },
    ]);
  });
});
