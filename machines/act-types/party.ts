import { z } from 'zod';
import { exactCalendarDateSchema } from '../fields/calendar-date';
import { freeTextSchema } from '../fields/free-text';
import { exactInnSchema } from '../fields/inn';
import { citizenPassportType, exactPassportNumberSchema } from '../fields/passport-number';
import { exactPassportSeriesSchema } from '../fields/passport-series';
import { exactPhoneSchema } from '../fields/phone';
import { exactPinSchema } from '../fields/pin';
import { relationshipDegrees } from '../money/relationship';
import type { FieldSpec } from './field-spec';
import { grantedRightsSchema, rightKeys } from './rights';

/**
 * The parties of an act (sections 3 and 6). Section 6 names seller, buyer, giver, donee, attorney,
 * consent-giving and consent-receiving spouse, escort and minor; the issue adds pledgor and pledgee,
 * principal, parent and translator. The rest (substitute, heir, beneficiary, owner, resident) are
 * inferred from the act types' common notarial practice (docs/decisions/033-act-type-registry.md).
 * Names in actTypes:roles.<role>.
 */
export const partyRoles = [
  'seller',
  'buyer',
  'giver',
  'donee',
  'pledgor',
  'pledgee',
  'principal',
  'attorney',
  'substitute',
  'consentGivingSpouse',
  'consentReceivingSpouse',
  'parent',
  'minor',
  'escort',
  'translator',
  'heir',
  'beneficiary',
  'owner',
  'resident',
] as const;
export type PartyRole = (typeof partyRoles)[number];

/** Section 3: a party's class, physical or legal. */
export const partyClasses = ['physical', 'legal'] as const;
export type PartyClass = (typeof partyClasses)[number];

export const partyKeys = {
  role: 'error_wrong_party_role',
  class: 'error_wrong_party_class',
  identity: 'error_wrong_party_identity',
  notAnObject: 'error_wrong_party',
} as const;

/** Someone named by PIN inside a party's data (a representative, an interpreter, a manager). */
const person = (key: string) => z.object({ pin: exactPinSchema }, { error: key });

/**
 * The party fields of section 3 that a role may carry, beyond who the party is. Which role asks
 * for which is the type's (act-types.ts).
 */
export const partyFields = {
  /** A representative acting for the party, and the document that lets them (section 3). */
  representative: {
    kind: 'group',
    schema: z.object(
      { pin: exactPinSchema, basis: freeTextSchema(300) },
      { error: 'error_required_representative' },
    ),
    requiredKey: 'error_required_representative',
  },
  signLanguageInterpreter: {
    kind: 'group',
    schema: person('error_required_sign_language_interpreter'),
    requiredKey: 'error_required_sign_language_interpreter',
  },
  notSigningReason: {
    kind: 'text',
    schema: freeTextSchema(500),
    requiredKey: 'error_required_not_signing_reason',
  },
  /** A guardian's (trustee's) post and the decision that appointed them (section 3: "guard post and decision"). */
  guardian: {
    kind: 'group',
    schema: z.object(
      { post: freeTextSchema(200), decision: freeTextSchema(300) },
      { error: 'error_required_guardian' },
    ),
    requiredKey: 'error_required_guardian',
  },
  /** The marriage record (section 3: "marriage data"; act field "marriage record number/date/organisation"). */
  marriage: {
    kind: 'group',
    schema: z.object(
      {
        recordNumber: freeTextSchema(50),
        recordDate: exactCalendarDateSchema,
        organisation: freeTextSchema(300),
      },
      { error: 'error_required_marriage' },
    ),
    requiredKey: 'error_required_marriage',
  },
  grantedRights: { kind: 'choices', schema: grantedRightsSchema, requiredKey: rightKeys.required },
  payer: {
    kind: 'flag',
    schema: z.boolean({ error: 'error_wrong_flag' }),
    requiredKey: 'error_required_payer',
  },
  relationship: {
    kind: 'choice',
    schema: z.enum(relationshipDegrees, { error: 'error_wrong_relationship' }),
    requiredKey: 'error_required_relationship',
  },
  /** A minor's birth date, for the age rules (15 and over may travel alone). */
  birthDate: { kind: 'date', schema: exactCalendarDateSchema, requiredKey: 'error_required_birth_date' },
  /** The languages a translator works in (section 3: "translation languages"). */
  translationLanguages: {
    kind: 'group',
    schema: z.object(
      { from: freeTextSchema(50), to: freeTextSchema(50) },
      { error: 'error_required_translation_languages' },
    ),
    requiredKey: 'error_required_translation_languages',
  },
} as const satisfies Record<string, FieldSpec>;

export type PartyFieldName = keyof typeof partyFields;

/** The party fields every physical party may carry, whichever its role. */
export const commonPartyFields = [
  'representative',
  'signLanguageInterpreter',
  'notSigningReason',
  'payer',
] as const;

/**
 * Who a physical party is, as the ministry's act creation takes it today: the passport (series and
 * number) or the PIN, or both, and a phone for the invitation.
 */
export const physicalIdentitySchema = z
  .object({
    passserial: exactPassportSeriesSchema.optional(),
    passnum: exactPassportNumberSchema(citizenPassportType).optional(),
    pin: exactPinSchema.optional(),
    phone: exactPhoneSchema.optional(),
  })
  .refine((p) => p.pin !== undefined || (p.passserial !== undefined && p.passnum !== undefined), {
    message: partyKeys.identity,
    path: ['pin'],
  });

/** Who a legal party is (section 3: "branch name/tax id", "manager data"). */
export const legalIdentitySchema = z.object({
  inn: exactInnSchema,
  branchName: freeTextSchema(300).optional(),
  manager: person('error_required_manager'),
  phone: exactPhoneSchema.optional(),
});
