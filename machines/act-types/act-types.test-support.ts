import type { CalendarDate } from '../fields/calendar-date';
import type { ActTypeId } from './act-types';

/** The day the examples are judged on (machines own no clock). */
export const exampleToday: CalendarDate = { year: 2025, month: 6, day: 1 };

const person = (pin: string, extra: Record<string, unknown> = {}) => ({
  passserial: 'AA',
  passnum: '1234567',
  pin,
  phone: '901234567',
  ...extra,
});

/** A minor: the PIN and the birth record's number, no passport (decision 069). */
const child = (extra: Record<string, unknown> = {}) => ({
  pin: '51234567890123',
  birthRecordNumber: 'FHDYO-2015-000173',
  birthDate: '01.02.2015',
  ...extra,
});

const shared = { regtype: 1, notary: { mode: 'auto' } };
const vehicle = { stateNumber: '01A123BC', techPassportSeries: 'AAF', techPassportNumber: '1234567' };
const realEstate = {
  cadastreNumber: '11:14:04:01:01:1630',
  cadastreType: 'residential',
  area: 54.5,
  rooms: 2,
};
const term = { termFrom: '01.06.2025', termTo: '31.05.2026' };
const rights = (...list: string[]) => ({ rights: list, delegation: false });
const trip = {
  destinationCountries: [643],
  purpose: 'tourism',
  departureFrom: '10.07.2025',
  departureTo: '10.08.2025',
};

/** A valid creation input of each type, as a client sends it; each validates with no issue. */
export const actTypeExamples: Record<ActTypeId, Record<string, unknown>> = {
  1: {
    ...shared,
    type: 1,
    vehicle: { ...vehicle, price: 125_000_000 },
    parties: [{ role: 'buyer', ...person('31234567890123'), relationship: 'other' }],
  },
  4: {
    ...shared,
    type: 4,
    vehicle: { ...vehicle, price: 80_000_000.5 },
    parties: [{ role: 'donee', ...person('31234567890123'), relationship: 'child' }],
  },
  9: {
    ...shared,
    fields: {
      sum: 300_000_000,
      creditNumber: 'KR-2025/17',
      creditDate: '15.05.2025',
      creditSum: 200_000_000,
    },
    realEstate,
    parties: [
      {
        role: 'pledgee',
        class: 'legal',
        inn: '201234567',
        manager: { pin: '31234567890123', passserial: 'AA', passnum: '1234567' },
      },
    ],
  },
  101: {
    ...shared,
    fields: term,
    vehicle,
    parties: [
      {
        role: 'attorney',
        ...person('31234567890123'),
        grantedRights: rights('vehicleDrive', 'vehicleRegister'),
      },
    ],
  },
  105: {
    ...shared,
    fields: term,
    realEstate,
    parties: [
      {
        role: 'attorney',
        ...person('31234567890123'),
        grantedRights: rights('realEstateManage', 'realEstateRent'),
      },
    ],
  },
  11651: {
    ...shared,
    fields: term,
    parties: [
      {
        role: 'attorney',
        ...person('31234567890123'),
        grantedRights: rights('representInCourt', 'receivePayments'),
      },
    ],
  },
  11680: {
    ...shared,
    fields: { basePowerOfAttorneyId: 42, ...term },
    parties: [{ role: 'substitute', ...person('31234567890123'), grantedRights: rights('vehicleDrive') }],
  },
  11944: {
    ...shared,
    realEstate,
    parties: [{ role: 'resident', ...person('31234567890123') }],
  },
  11962: {
    ...shared,
    fields: { documentName: 'Diploma', pageCount: 2, languageFrom: 'en', languageTo: 'oz' },
    parties: [],
  },
  12047: {
    ...shared,
    fields: { inheritanceCaseNumber: '123/2025' },
    parties: [],
  },
  15003: {
    ...shared,
    applicant: {
      marriage: { recordNumber: '1045', recordDate: '12.09.2015', organisation: 'Chilonzor FHDYo' },
    },
    other: { consentTypes: ['sale'] },
    realEstate,
    parties: [{ role: 'consentReceivingSpouse', ...person('31234567890123') }],
  },
  15034: {
    ...shared,
    fields: { selfDeparture: false, ...trip },
    parties: [
      { role: 'minor', ...child() },
      { role: 'escort', ...person('31234567890123') },
    ],
  },
  15035: {
    ...shared,
    fields: trip,
    parties: [
      { role: 'minor', ...child() },
      { role: 'escort', ...person('31234567890123') },
    ],
  },
  15036: {
    ...shared,
    fields: { destinationCountries: [643], ...term },
    parties: [{ role: 'minor', ...child() }],
  },
};
