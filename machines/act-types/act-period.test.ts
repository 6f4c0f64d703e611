import { describe, expect, it } from 'vitest';
import { actPeriod } from './act-period';

describe('actPeriod', () => {
  it.each([
    ['a sale: from registration, no end', {}, { dateBegin: '2026-05-04', dateFinish: null }],
    [
      'a power of attorney whose term began before registration: from registration to its last day',
      { termFrom: '01.05.2026', termTo: '31.12.2026' },
      { dateBegin: '2026-05-04', dateFinish: '2026-12-31' },
    ],
    [
      'a power of attorney whose term begins later: from its first day',
      { termFrom: '10.06.2026', termTo: '10.06.2027' },
      { dateBegin: '2026-06-10', dateFinish: '2027-06-10' },
    ],
    [
      'a consent to departure: the trip bounds it',
      { departureFrom: '01.07.2026', departureTo: '15.08.2026' },
      { dateBegin: '2026-07-01', dateFinish: '2026-08-15' },
    ],
    [
      'an optional term with only its end',
      { termTo: '01.01.2027' },
      { dateBegin: '2026-05-04', dateFinish: '2027-01-01' },
    ],
    [
      'a term that ended before registration keeps its own bounds',
      { termFrom: '01.06.2025', termTo: '31.03.2026' },
      { dateBegin: '2025-06-01', dateFinish: '2026-03-31' },
    ],
    [
      'an ended term with only its end: a day long',
      { termTo: '01.01.2026' },
      { dateBegin: '2026-01-01', dateFinish: '2026-01-01' },
    ],
    [
      'a value that is not a date is no bound',
      { termTo: '2027-01-01' },
      { dateBegin: '2026-05-04', dateFinish: null },
    ],
  ])('%s', (_name, fields, period) => {
    expect(actPeriod('2026-05-04', fields)).toEqual(period);
  });
});
