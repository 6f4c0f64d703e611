import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../fields/calendar-date';
import { actTypeIds, actTypes } from './act-types';
import { actTypeExamples, exampleToday } from './act-types.test-support';
import { rights } from './rights';
import {
  checkEscort,
  delegationWithinBaseTerm,
  disposalRights,
  maySelfDepart,
  propertyRights,
  ruleIds,
  ruleTraits,
} from './rules';
import { validateActInput } from './validate';

const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });
const validate = (id: Parameters<typeof validateActInput>[0], input: unknown) =>
  validateActInput(id, input, { today: exampleToday });

describe('self-departure from age 15', () => {
  const today = day(2025, 6, 1);
  it.each([
    [day(2010, 6, 1), true],
    [day(2010, 6, 2), false],
    [day(2010, 5, 31), true],
    [day(2015, 1, 1), false],
    [day(2000, 2, 29), true],
  ])('born %j: may travel alone %s', (birth, may) => {
    expect(maySelfDepart(birth, today)).toBe(may);
  });

  it.each([
    [true, day(2009, 1, 1), 0, 'ok'],
    [true, day(2009, 1, 1), 1, 'escortNotAllowed'],
    [true, day(2015, 1, 1), 0, 'tooYoungToTravelAlone'],
    [false, day(2015, 1, 1), 0, 'escortRequired'],
    [false, day(2015, 1, 1), 1, 'ok'],
    [false, day(2009, 1, 1), 1, 'ok'],
  ] as const)('alone %s, born %j, %i escorts: %s', (selfDeparture, birth, escorts, result) => {
    expect(checkEscort({ selfDeparture, birth, today, escorts })).toBe(result);
  });

  type Trip = { fields: Record<string, unknown>; parties: { role: string; birthDate?: string }[] };
  const trip = (selfDeparture: boolean, birthDate: string, escort: boolean): Trip => {
    const input = structuredClone(actTypeExamples[15034]) as Trip;
    input.fields.selfDeparture = selfDeparture;
    input.parties = input.parties
      .map((p) => (p.role === 'minor' ? { ...p, birthDate } : p))
      .filter((p) => escort || p.role !== 'escort');
    return input;
  };

  it('takes a child of 16 travelling alone, with no escort asked', () => {
    expect(validate(15034, trip(true, '01.02.2009', false))).toEqual([]);
  });

  it('refuses a child of 10 travelling alone, and asks for an escort otherwise', () => {
    expect(validate(15034, trip(true, '01.02.2015', false))).toEqual([
      { path: 'fields.selfDeparture', messageKey: 'error_rule_self_departure_from_15' },
    ]);
    expect(validate(15034, trip(false, '01.02.2015', false))).toEqual([
      { path: 'parties', messageKey: 'error_rule_escort_required' },
    ]);
    expect(validate(15034, trip(true, '01.02.2009', true))).toEqual([
      { path: 'parties', messageKey: 'error_rule_escort_not_allowed' },
    ]);
  });
});

describe('granted rights', () => {
  it('11651: no right over real estate or vehicles', () => {
    expect(propertyRights(['representInCourt', 'vehicleDrive', 'realEstateRent'])).toEqual([
      'vehicleDrive',
      'realEstateRent',
    ]);
    expect(propertyRights(['representInCourt', 'receivePayments'])).toEqual([]);
    const input = structuredClone(actTypeExamples[11651]) as {
      parties: { grantedRights: { rights: string[] } }[];
    };
    input.parties[0]!.grantedRights.rights.push('realEstateSell');
    expect(validate(11651, input)).toEqual([
      { path: 'parties.0.grantedRights.rights', messageKey: 'error_rule_general_poa_no_property_rights' },
    ]);
  });

  it('105: no sale, gift, pledge or exchange', () => {
    expect(disposalRights(rights)).toEqual([
      'vehicleSell',
      'vehicleGive',
      'vehiclePledge',
      'realEstateSell',
      'realEstateGive',
      'realEstatePledge',
      'realEstateExchange',
    ]);
    const input = structuredClone(actTypeExamples[105]) as {
      parties: { grantedRights: { rights: string[] } }[];
    };
    input.parties[0]!.grantedRights.rights.push('realEstateExchange');
    expect(validate(105, input)).toEqual([
      { path: 'parties.0.grantedRights.rights', messageKey: 'error_rule_real_estate_poa_no_disposal' },
    ]);
  });

  it('101 may grant a vehicle sale: neither rule is its own', () => {
    const input = structuredClone(actTypeExamples[101]) as {
      parties: { grantedRights: { rights: string[] } }[];
    };
    input.parties[0]!.grantedRights.rights.push('vehicleSell');
    expect(validate(101, input)).toEqual([]);
  });
});

describe('a delegation within its base term', () => {
  const base = { from: day(2025, 1, 1), to: day(2025, 12, 31) };
  it.each([
    [day(2025, 1, 1), day(2025, 12, 31), true],
    [day(2025, 3, 1), day(2025, 6, 30), true],
    [day(2024, 12, 31), day(2025, 6, 30), false],
    [day(2025, 3, 1), day(2026, 1, 1), false],
  ])('from %j to %j: %s', (from, to, within) => {
    expect(delegationWithinBaseTerm(base, { from, to })).toBe(within);
  });
});

describe('the rules of the registry', () => {
  it('name only rules of the closed list, and every rule is some type’s', () => {
    const used = new Set(actTypeIds.flatMap((id) => actTypes[id].rules));
    expect([...used].sort()).toEqual([...ruleIds].sort());
  });

  it('give each rule its own message', () => {
    const keys = ruleIds.map((id) => ruleTraits[id].messageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('put the type-bound rules on their types', () => {
    expect(actTypes[11651].rules).toContain('generalPoaNoPropertyRights');
    expect(actTypes[105].rules).toContain('realEstatePoaNoDisposal');
    expect(actTypes[11680].rules).toContain('delegationWithinBaseTerm');
    expect(actTypes[11944].rules).toContain('residenceConsentByOwner');
    expect(actTypes[15034].rules).toContain('selfDepartureFrom15');
    expect(ruleTraits.coOwnedDeceasedGoesInPerson.outcome).toBe('inPerson');
  });
});
