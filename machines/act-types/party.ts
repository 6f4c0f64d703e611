import { z } from 'zod';
import { exactBirthRecordNumberSchema } from '../fields/birth-record-number';
import { exactCalendarDateSchema } from '../fields/calendar-date';
import { freeTextSchema } from '../fields/free-text';
import { exactInnSchema } from '../fields/inn';
import {
  citizenPassportType,
  exactPassportNumberSchema,
  passportNumberKeys,
} from '../fields/passport-number';
import { exactPartyPassportSeriesSchema, passportSeriesKeys } from '../fields/passport-series';
import { exactPhoneSchema } from '../fields/phone';
import { exactPinSchema, pinKeys } from '../fields/pin';
import { signingBlankNumberSchema, signingBlankSeriesSchema } from '../fields/signing-blank';
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
  /**
   * The registry holds no such person: the ministry's answer when a PIN and its document do not name
   * one citizen together, worded so it does not say which of them is wrong (decision 069).
   */
  identity: 'error_wrong_party_identity',
  notAnObject: 'error_wrong_party',
} as const;

/** A part of an identity the input must give, asked for with its own key when left out. */
const given = (requiredKey: string, exact: z.ZodType<string, string>) =>
  z.string({ error: requiredKey }).min(1, requiredKey).pipe(exact);

/**
 * Who a person named in an act is, for the registry: the PIN and the passport (series and number)
 * together, never one of them alone, so the act's form cannot be used to look a person up by a
 * number someone happens to know (decision 069).
 */
export const personIdentityShape = {
  pin: given(pinKeys.required, exactPinSchema),
  passserial: given(passportSeriesKeys.required, exactPartyPassportSeriesSchema),
  passnum: given(passportNumberKeys.required, exactPassportNumberSchema(citizenPassportType)),
};

/** Someone named inside a party's data (a representative, an interpreter, a manager): PIN and passport. */
const person = (key: string) => z.object(personIdentityShape, { error: key });

/**
 * How a party takes part in the act (section 3, "participation"): in person at the office, through
 * the representative it names, or by video conference. Names in actTypes:options.participation.
 */
export const partyParticipations = ['inPerson', 'representative', 'video'] as const;
export type PartyParticipation = (typeof partyParticipations)[number];

/** The party's registration at its address (section 3, "registration type"): permanent or temporary. */
export const registrationTypes = ['permanent', 'temporary'] as const;
export type RegistrationType = (typeof registrationTypes)[number];

export const partyFieldKeys = {
  participation: 'error_wrong_participation',
  registrationType: 'error_wrong_registration_type',
  /** The represented party is not another party of the same act (the ministry's check). */
  representedParty: 'error_wrong_represented_party',
} as const;

/**
 * The party fields of section 3 that a role may carry, beyond who the party is. Which role asks
 * for which is the type's (act-types.ts).
 */
export const partyFields = {
  /** A representative acting for the party, and the document that lets them (section 3). */
  representative: {
    kind: 'group',
    schema: z.object(
      { ...personIdentityShape, basis: freeTextSchema(300) },
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
  /** A party living abroad: the consulate it is registered at, the registration's number and date. */
  consularRegistration: {
    kind: 'group',
    schema: z.object(
      { consulate: freeTextSchema(300), number: freeTextSchema(50), date: exactCalendarDateSchema },
      { error: 'error_required_consular_registration' },
    ),
    requiredKey: 'error_required_consular_registration',
  },
  participation: {
    kind: 'choice',
    schema: z.enum(partyParticipations, { error: partyFieldKeys.participation }),
    requiredKey: 'error_required_participation',
  },
  /** The power of attorney a representative acts by: its number, date and the notary who made it. */
  proxyDocument: {
    kind: 'group',
    schema: z.object(
      { number: freeTextSchema(50), date: exactCalendarDateSchema, issuer: freeTextSchema(300) },
      { error: 'error_required_proxy_document' },
    ),
    requiredKey: 'error_required_proxy_document',
  },
  /** The notarial blank the party signs on (machines/fields/signing-blank.ts). */
  signingBlank: {
    kind: 'group',
    schema: z.object(
      { series: signingBlankSeriesSchema, number: signingBlankNumberSchema },
      { error: 'error_required_signing_blank' },
    ),
    requiredKey: 'error_required_signing_blank',
  },
  registrationType: {
    kind: 'choice',
    schema: z.enum(registrationTypes, { error: partyFieldKeys.registrationType }),
    requiredKey: 'error_required_registration_type',
  },
  /**
   * For a party acting for another (a representative, a translator): the PIN of the party of the same
   * act it represents. That it names one is the ministry's check, which knows the act's people.
   */
  representedParty: {
    kind: 'pin',
    schema: z.string({ error: pinKeys.required }).min(1, pinKeys.required).pipe(exactPinSchema),
    requiredKey: 'error_required_represented_party',
  },
} as const satisfies Record<string, FieldSpec>;

export type PartyFieldName = keyof typeof partyFields;

/** The party fields every physical party may carry, whichever its role. */
export const commonPartyFields = [
  'representative',
  'signLanguageInterpreter',
  'notSigningReason',
  'payer',
  'participation',
  'proxyDocument',
  'consularRegistration',
  'registrationType',
  'signingBlank',
  'representedParty',
] as const;

/**
 * The document a physical party of a role is named by with the PIN: the passport, or for a minor the
 * birth record (a child has a birth certificate, not a passport).
 */
export const identityDocuments = ['passport', 'birthRecord'] as const;
export type IdentityDocument = (typeof identityDocuments)[number];

/**
 * Who a physical party is: the PIN and the passport together (decision 069), and a phone the
 * applicant adds for the invitation, which goes to the party's registry phone in any case.
 */
export const physicalIdentitySchema = z.object({
  ...personIdentityShape,
  phone: exactPhoneSchema.optional(),
});

/** Who a minor is: the PIN and the number of the child's birth record in the civil registry. */
export const minorIdentitySchema = z.object({
  pin: personIdentityShape.pin,
  birthRecordNumber: exactBirthRecordNumberSchema,
  phone: exactPhoneSchema.optional(),
});

/**
 * Who a legal party is (section 3: "branch name/tax id", "manager data"): the tax id and the manager
 * who acts for it, named by PIN and passport; the registry of legal entities must have this manager
 * for this tax id.
 */
export const legalIdentitySchema = z.object({
  inn: exactInnSchema,
  branchName: freeTextSchema(300).optional(),
  manager: person('error_required_manager'),
  phone: exactPhoneSchema.optional(),
});
