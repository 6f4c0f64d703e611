import { describe, expect, it } from 'vitest';
import { type PresenceInput, presenceAt, tashkentClock, workingDays } from './presence';

const weekdaysNineToSix: PresenceInput = {
  licenseStatus: 'active',
  absence: null,
  absentUntil: null,
  workDays: 0b0011111,
  workFrom: '09:00',
  workTo: '18:00',
};

// 2026-11-24 is a Tuesday. Tashkent is UTC+5 all year.
const at = (iso: string) => new Date(iso);

describe('presence at the workplace (Tashkent time)', () => {
  it('reads the Tashkent date, weekday and minute of an instant', () => {
    expect(tashkentClock(at('2026-11-24T19:30:00Z'))).toEqual({
      date: '2026-11-25',
      weekDay: 'wed',
      minute: 30,
    });
    expect(workingDays(0b1000001)).toEqual(['mon', 'sun']);
  });

  it('is present within the hours of a working day, off duty before, after and on days off', () => {
    expect(presenceAt(weekdaysNineToSix, at('2026-11-24T04:00:00Z'))).toBe('present'); // 09:00 Tue
    expect(presenceAt(weekdaysNineToSix, at('2026-11-24T03:59:00Z'))).toBe('offDuty'); // 08:59
    expect(presenceAt(weekdaysNineToSix, at('2026-11-24T12:59:00Z'))).toBe('present'); // 17:59
    expect(presenceAt(weekdaysNineToSix, at('2026-11-24T13:00:00Z'))).toBe('offDuty'); // 18:00
    expect(presenceAt(weekdaysNineToSix, at('2026-11-28T06:00:00Z'))).toBe('offDuty'); // Saturday 11:00
    expect(presenceAt({ ...weekdaysNineToSix, workDays: 0b0111111 }, at('2026-11-28T06:00:00Z'))).toBe(
      'present',
    );
  });

  it('is absent on vacation or sick leave up to its last day, whatever the hours', () => {
    const vacation = { ...weekdaysNineToSix, absence: 'vacation' as const, absentUntil: '2026-11-24' };
    expect(presenceAt(vacation, at('2026-11-24T06:00:00Z'))).toBe('absent');
    expect(presenceAt(vacation, at('2026-11-25T06:00:00Z'))).toBe('present');
    // 23:30 UTC on the 24th is already the 25th in Tashkent.
    expect(presenceAt(vacation, at('2026-11-24T23:30:00Z'))).toBe('offDuty');
    const sick = { ...weekdaysNineToSix, absence: 'sick' as const, absentUntil: null };
    expect(presenceAt(sick, at('2030-01-07T06:00:00Z'))).toBe('absent');
  });

  it('is never present without an active licence', () => {
    for (const licenseStatus of ['terminated', 'cancelled'] as const)
      expect(presenceAt({ ...weekdaysNineToSix, licenseStatus }, at('2026-11-24T06:00:00Z'))).toBe(
        'noLicense',
      );
  });
});
