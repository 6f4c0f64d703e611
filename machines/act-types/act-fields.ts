import { z } from 'zod';
import { amountKeys, amountValueSchema } from '../fields/amount';
import { exactCalendarDateSchema } from '../fields/calendar-date';
import { countSchema } from '../fields/count';
import { countryCodeSchema, countryKeys } from '../fields/country';
import { freeTextSchema } from '../fields/free-text';
import { percentSchema } from '../fields/measure';
import {
  exactBlankNumberSchema,
  exactBlankPrefixSchema,
  exactBlankSeriesSchema,
  notarialBlankKeys,
} from '../fields/notarial-blank';
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

/*
 * The closed lists of the fields of issue 28 (docs/decisions/081-type-specific-act-fields.md), each
 * value named in the three locales under actTypes:options.<field>.<value>.
 */

/** The kind of bill (veksel) an obligation is drawn up in: a promissory note or a bill of exchange. */
export const billTypes = ['promissoryNote', 'billOfExchange'] as const;
/** How an attorney may let a property: for rent, sublet, or for free use (a loan for use). */
export const rentTypes = ['lease', 'sublease', 'freeUse'] as const;
/** The class of a power of attorney by its scope: one act, a kind of acts, or every act. */
export const proxyClasses = ['oneTime', 'special', 'general'] as const;
/** On what footing the subject passes to the attorney: to manage it, to use it, or to hold it. */
export const transferTypes = ['management', 'use', 'possession'] as const;

const amount = amountValueSchema({
  type: amountKeys.wrong,
  positive: amountKeys.positive,
  tooLarge: amountKeys.tooLarge,
});
const date = exactCalendarDateSchema;
const flag = (key: string) => z.boolean({ error: key });
const countryKey = countryKeys.wrong;
const choice = <const Values extends readonly [string, ...string[]]>(values: Values, key: string) =>
  z.enum(values, { error: key });

/** A record of the civil registry office (a divorce): its number, its date and the office. */
const civilRecord = (key: string) =>
  z.object(
    {
      recordNumber: freeTextSchema(50),
      recordDate: exactCalendarDateSchema,
      organisation: freeTextSchema(300),
    },
    { error: key },
  );

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
  // Issue 28: the rest of section 3's type-specific fields (decision 081).
  /** The last day the act may be used (a power of attorney that is valid beyond its term's start). */
  validDate: { kind: 'date', schema: date, requiredKey: 'error_required_valid_date' },
  /** The whole sum the pledge secures: the credit or loan with its interest and costs. */
  totalSum: { kind: 'amount', schema: amount, requiredKey: 'error_required_total_sum' },
  /** A loan (not a bank's credit) the pledge secures. */
  loanSum: { kind: 'amount', schema: amount, requiredKey: 'error_required_loan_sum' },
  billType: {
    kind: 'choice',
    schema: choice(billTypes, 'error_wrong_bill_type'),
    requiredKey: 'error_required_bill_type',
  },
  /** The penalty the pledge also secures, and the debt outstanding when it is made. */
  penaltySum: { kind: 'amount', schema: amount, requiredKey: 'error_required_penalty_sum' },
  debtSum: { kind: 'amount', schema: amount, requiredKey: 'error_required_debt_sum' },
  /** The pledgee's costs of recovery are collected from the pledged property too. */
  collectFees: { kind: 'flag', schema: flag('error_wrong_flag'), requiredKey: 'error_required_collect_fees' },
  proxyClass: {
    kind: 'choice',
    schema: choice(proxyClasses, 'error_wrong_proxy_class'),
    requiredKey: 'error_required_proxy_class',
  },
  transferType: {
    kind: 'choice',
    schema: choice(transferTypes, 'error_wrong_transfer_type'),
    requiredKey: 'error_required_transfer_type',
  },
  rentType: {
    kind: 'choice',
    schema: choice(rentTypes, 'error_wrong_rent_type'),
    requiredKey: 'error_required_rent_type',
  },
  /** The least rent a month the attorney may agree. */
  rentSum: { kind: 'amount', schema: amount, requiredKey: 'error_required_rent_sum' },
  /** Whom the act is addressed to: the organisation or person before whom the attorney acts, or who issued a translated document. */
  organisationOrPersonName: {
    kind: 'text',
    schema: freeTextSchema(300),
    requiredKey: 'error_required_organisation_or_person_name',
  },
  /** A spouse's consent to dispose of what was acquired in a marriage that ended: the divorce record. */
  divorceRecord: {
    kind: 'group',
    schema: civilRecord('error_required_divorce_record'),
    requiredKey: 'error_required_divorce_record',
  },
  /** Days a single trip of the minor may last within the departure dates. */
  tripPeriod: { kind: 'count', schema: countSchema(366), requiredKey: 'error_required_trip_period' },
  /** How many official notarial blanks the act takes. */
  officialBlankCount: {
    kind: 'count',
    schema: countSchema(100),
    requiredKey: 'error_required_official_blank_count',
  },
  blankPrefix: {
    kind: 'blankPrefix',
    schema: exactBlankPrefixSchema,
    requiredKey: notarialBlankKeys.prefixRequired,
  },
  blankSeries: {
    kind: 'blankSeries',
    schema: exactBlankSeriesSchema,
    requiredKey: notarialBlankKeys.seriesRequired,
  },
  blankNumber: {
    kind: 'blankNumber',
    schema: exactBlankNumberSchema,
    requiredKey: notarialBlankKeys.numberRequired,
  },
} as const satisfies Record<string, FieldSpec>;

export type ActFieldName = keyof typeof actFields;
