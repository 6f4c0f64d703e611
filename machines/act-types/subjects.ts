import { z } from 'zod';
import { amountKeys, amountValueSchema } from '../fields/amount';
import { exactCadastreNumberSchema } from '../fields/cadastre-number';
import { exactCalendarDateSchema } from '../fields/calendar-date';
import { countSchema } from '../fields/count';
import { freeTextSchema } from '../fields/free-text';
import { exactInnSchema } from '../fields/inn';
import { areaSchema } from '../fields/measure';
import { exactPinSchema } from '../fields/pin';
import { shareSchema } from '../fields/share';
import { exactStateNumberSchema, stateNumberKeys } from '../fields/state-number';
import {
  exactTechPassportNumberSchema,
  exactTechPassportSeriesSchema,
  techPassportKeys,
} from '../fields/tech-passport';
import type { FieldSpec } from './field-spec';

/**
 * The subjects of an act (section 3): a vehicle, found in the registry by its state number and tech
 * passport as today; real estate, by its cadastre number; and the other subject data. Each is a
 * catalogue of fields; a type says which it asks for (act-types.ts).
 */
export const subjectKinds = ['vehicle', 'realEstate', 'other'] as const;
export type SubjectKind = (typeof subjectKinds)[number];

export const subjectKeys = {
  vehicle: 'error_required_vehicle',
  realEstate: 'error_required_real_estate',
  other: 'error_required_other_subject',
  oneOf: 'error_required_subject',
} as const;

/** A vehicle's price answers one key for any wrong value, as the ministry's act creation does. */
const priceKey = 'error_wrong_price';

export const vehicleFields = {
  stateNumber: { kind: 'stateNumber', schema: exactStateNumberSchema, requiredKey: stateNumberKeys.required },
  techPassportSeries: {
    kind: 'techPassportSeries',
    schema: exactTechPassportSeriesSchema,
    requiredKey: techPassportKeys.seriesRequired,
  },
  techPassportNumber: {
    kind: 'techPassportNumber',
    schema: exactTechPassportNumberSchema,
    requiredKey: techPassportKeys.numberRequired,
  },
  // so'm; the ministry stores tiyin, so a third decimal is rounded away rather than refused (as today).
  price: {
    kind: 'amount',
    schema: amountValueSchema({ type: priceKey, positive: priceKey, tooLarge: priceKey }),
    requiredKey: priceKey,
  },
} as const satisfies Record<string, FieldSpec>;

/** Section 2's property ban check: a cadastre number "with residential or non-residential type". */
export const cadastreTypes = ['residential', 'nonResidential'] as const;

/**
 * Section 3's real estate "form": the form of ownership the property is held in: one private owner,
 * co-owners with shares or jointly (spouses), the state or a municipality (decision 081).
 */
export const ownershipForms = ['private', 'commonShared', 'commonJoint', 'state', 'municipal'] as const;

const amount = amountValueSchema({
  type: amountKeys.wrong,
  positive: amountKeys.positive,
  tooLarge: amountKeys.tooLarge,
});
const text = (max: number) => freeTextSchema(max);

export const realEstateFields = {
  cadastreNumber: {
    kind: 'cadastreNumber',
    schema: exactCadastreNumberSchema,
    requiredKey: 'error_required_cadastre_number',
  },
  cadastreType: {
    kind: 'choice',
    schema: z.enum(cadastreTypes, { error: 'error_wrong_cadastre_type' }),
    requiredKey: 'error_required_cadastre_type',
  },
  ownershipForm: {
    kind: 'choice',
    schema: z.enum(ownershipForms, { error: 'error_wrong_ownership_form' }),
    requiredKey: 'error_required_ownership_form',
  },
  objectName: { kind: 'text', schema: text(300), requiredKey: 'error_required_object_name' },
  street: { kind: 'text', schema: text(200), requiredKey: 'error_required_street' },
  home: { kind: 'text', schema: text(20), requiredKey: 'error_required_home' },
  block: { kind: 'text', schema: text(20), requiredKey: 'error_required_block' },
  flat: { kind: 'text', schema: text(20), requiredKey: 'error_required_flat' },
  address: { kind: 'text', schema: text(500), requiredKey: 'error_required_address' },
  area: { kind: 'area', schema: areaSchema, requiredKey: 'error_required_area' },
  livingArea: { kind: 'area', schema: areaSchema, requiredKey: 'error_required_living_area' },
  rooms: { kind: 'count', schema: countSchema(1000), requiredKey: 'error_required_rooms' },
  price: { kind: 'amount', schema: amount, requiredKey: 'error_required_price' },
  inventoryPrice: { kind: 'amount', schema: amount, requiredKey: 'error_required_inventory_price' },
  previousPrice: { kind: 'amount', schema: amount, requiredKey: 'error_required_previous_price' },
} as const satisfies Record<string, FieldSpec>;

/** Section 3's other subject data. The lists of choices are ours (decision 033). */
export const paymentMethods = ['cash', 'bankTransfer', 'credit', 'mixed'] as const;
/** What a spouse consents to (section 3: "consent (disposal) types"). */
export const consentTypes = ['sale', 'gift', 'pledge', 'exchange', 'rent'] as const;

export const otherSubjectFields = {
  otherProperty: { kind: 'text', schema: text(500), requiredKey: 'error_required_other_property' },
  ownershipBasis: { kind: 'text', schema: text(500), requiredKey: 'error_required_ownership_basis' },
  paymentMethod: {
    kind: 'choice',
    schema: z.enum(paymentMethods, { error: 'error_wrong_payment_method' }),
    requiredKey: 'error_required_payment_method',
  },
  ownSum: { kind: 'amount', schema: amount, requiredKey: 'error_required_own_sum' },
  creditSum: { kind: 'amount', schema: amount, requiredKey: 'error_required_credit_sum' },
  creditOrganisation: {
    kind: 'group',
    schema: z.object(
      { name: text(300), inn: exactInnSchema },
      { error: 'error_required_credit_organisation' },
    ),
    requiredKey: 'error_required_credit_organisation',
  },
  insurance: {
    kind: 'group',
    schema: z.object(
      { company: text(300), policyNumber: text(50), policyDate: exactCalendarDateSchema },
      { error: 'error_required_insurance' },
    ),
    requiredKey: 'error_required_insurance',
  },
  /** Shares passed on, each to its recipient (by PIN). */
  shares: {
    kind: 'group',
    schema: z
      .array(z.object({ share: shareSchema, recipientPin: exactPinSchema }), {
        error: 'error_required_shares',
      })
      .min(1, 'error_required_shares')
      .max(20, 'error_required_shares'),
    requiredKey: 'error_required_shares',
  },
  consentTypes: {
    kind: 'choices',
    schema: z
      .array(z.enum(consentTypes, { error: 'error_wrong_consent_type' }), {
        error: 'error_required_consent_types',
      })
      .min(1, 'error_required_consent_types')
      .max(consentTypes.length, 'error_wrong_consent_type')
      .refine((list) => new Set(list).size === list.length, 'error_wrong_consent_type'),
    requiredKey: 'error_required_consent_types',
  },
} as const satisfies Record<string, FieldSpec>;

export type VehicleFieldName = keyof typeof vehicleFields;
export type RealEstateFieldName = keyof typeof realEstateFields;
export type OtherSubjectFieldName = keyof typeof otherSubjectFields;

export const subjectCatalogues = {
  vehicle: vehicleFields,
  realEstate: realEstateFields,
  other: otherSubjectFields,
} as const;
