import { z } from 'zod';
import { amountKeys, amountValueSchema } from '../fields/amount';
import { exactCalendarDateSchema } from '../fields/calendar-date';
import { countSchema } from '../fields/count';
import { countryCodeSchema, countryKeys } from '../fields/country';
import { freeTextSchema } from '../fields/free-text';
import { percentSchema } from '../fields/measure';
import { recordIdSchema } from '../fields/record-id';
import type { FieldSpec } from './field-spec';

/**
 * The type-specific act fields of section 3 that the fourteen types use, each once. A type lists
 * which of them it asks for (act-types.ts). Rules come from machines/fields (decision 019); the keys
 * of this file are the fields' own required messages and the choices' wrong messages.
 */

/** The purposes of a minor's trip (section 3: "purpose (plus other purpose)"); the list is ours. */
export const tripPurposes = [
  'tourism',
  'study',
  'treatment',
  'visit',
  'sport',
  'residence',
  'other',
] as const;
export type TripPurpose = (typeof tripPurposes)[number];

const amount = amountValueSchema({
  type: amountKeys.wrong,
  positive: amountKeys.positive,
  tooLarge: amountKeys.tooLarge,
});
const date = exactCalendarDateSchema;
const flag = (key: string) => z.boolean({ error: key });
const countryKey = countryKeys.wrong;

export const actFields = {
  termFrom: { kind: 'date', schema: date, requiredKey: 'error_required_term_from' },
  termTo: { kind: 'date', schema: date, requiredKey: 'error_required_term_to' },
  sum: { kind: 'amount', schema: amount, requiredKey: 'error_required_sum' },
  creditNumber: { kind: 'text', schema: freeTextSchema(50), requiredKey: 'error_required_credit_number' },
  creditDate: { kind: 'date', schema: date, requiredKey: 'error_required_credit_date' },
  creditSum: { kind: 'amount', schema: amount, requiredKey: 'error_required_credit_sum' },
  creditPercent: { kind: 'percent', schema: percentSchema, requiredKey: 'error_required_credit_percent' },
  /** Months. */
  creditTerm: { kind: 'count', schema: countSchema(600), requiredKey: 'error_required_credit_term' },
  creditPurpose: { kind: 'text', schema: freeTextSchema(500), requiredKey: 'error_required_credit_purpose' },
  basePowerOfAttorneyId: {
    kind: 'reference',
    schema: recordIdSchema('error_wrong_base_power_of_attorney'),
    requiredKey: 'error_required_base_power_of_attorney',
  },
  inheritanceCaseNumber: {
    kind: 'text',
    schema: freeTextSchema(50),
    requiredKey: 'error_required_inheritance_case_number',
  },
  documentName: { kind: 'text', schema: freeTextSchema(300), requiredKey: 'error_required_document_name' },
  documentDate: { kind: 'date', schema: date, requiredKey: 'error_required_document_date' },
  pageCount: { kind: 'count', schema: countSchema(10_000), requiredKey: 'error_required_page_count' },
  languageFrom: { kind: 'text', schema: freeTextSchema(50), requiredKey: 'error_required_language_from' },
  languageTo: { kind: 'text', schema: freeTextSchema(50), requiredKey: 'error_required_language_to' },
  selfDeparture: {
    kind: 'flag',
    schema: flag('error_wrong_flag'),
    requiredKey: 'error_required_self_departure',
  },
  departureCountry: {
    kind: 'country',
    schema: countryCodeSchema(countryKey),
    requiredKey: 'error_required_departure_country',
  },
  allCountries: {
    kind: 'flag',
    schema: flag('error_wrong_flag'),
    requiredKey: 'error_required_all_countries',
  },
  destinationCountries: {
    kind: 'countries',
    schema: z
      .array(countryCodeSchema(countryKey), { error: countryKey })
      .min(1, 'error_required_destination_countries')
      .max(250, countryKey),
    requiredKey: 'error_required_destination_countries',
  },
  purpose: {
    kind: 'choice',
    schema: z.enum(tripPurposes, { error: 'error_wrong_purpose' }),
    requiredKey: 'error_required_purpose',
  },
  otherPurpose: { kind: 'text', schema: freeTextSchema(300), requiredKey: 'error_required_other_purpose' },
  departureFrom: { kind: 'date', schema: date, requiredKey: 'error_required_departure_from' },
  departureTo: { kind: 'date', schema: date, requiredKey: 'error_required_departure_to' },
} as const satisfies Record<string, FieldSpec>;

export type ActFieldName = keyof typeof actFields;
