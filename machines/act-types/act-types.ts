import type { TariffActType } from '../money/tariff';
import type { ActFieldName } from './act-fields';
import type { FieldSet } from './field-spec';
import type { IdentityDocument, PartyClass, PartyFieldName, PartyRole } from './party';
import type { RuleId } from './rules';
import type { OtherSubjectFieldName, RealEstateFieldName, SubjectKind, VehicleFieldName } from './subjects';

/**
 * The fourteen act types of section 3 as data (issue 10): for each, its fields, its parties, its
 * subjects, whether it may go the simplified way, its print form, its tariff and its rules. The
 * ministry's validation, the GraphQL inputs and the UI's creation form are to be built from this one
 * table (docs/decisions/033-act-type-registry.md); `validateActInput` (validate.ts) reads it.
 */
export const actTypeIds = [
  1, 4, 9, 101, 105, 11651, 11680, 11944, 11962, 12047, 15003, 15034, 15035, 15036,
] as const;
export type ActTypeId = (typeof actTypeIds)[number];

/** Stable names of the types: translation keys (actTypes:titles.<key>), print forms, GraphQL enums. */
export const actTypeKeys = [
  'vehicleSale',
  'vehicleGift',
  'pledge',
  'vehiclePowerOfAttorney',
  'realEstatePowerOfAttorney',
  'generalPowerOfAttorney',
  'delegation',
  'residenceConsent',
  'translation',
  'inheritanceRenunciation',
  'spouseConsent',
  'minorTravel',
  'minorEscort',
  'minorResidence',
] as const;
export type ActTypeKey = (typeof actTypeKeys)[number];

export interface RoleRule {
  role: PartyRole;
  /** How many parties of the role an act has, the applicant included when it is the applicant's role. */
  min: number;
  max: number;
  classes: readonly PartyClass[];
  /** The document a physical party of the role is named by with the PIN (decision 069). */
  identity: IdentityDocument;
  /** The party fields the role asks for beyond the common ones (party.ts, `commonPartyFields`). */
  fields: FieldSet<PartyFieldName>;
}

export interface SubjectUse<Name extends string> {
  use: 'required' | 'optional';
  fields: FieldSet<Name>;
}

export interface ActTypeSubjects {
  vehicle?: SubjectUse<VehicleFieldName>;
  realEstate?: SubjectUse<RealEstateFieldName>;
  other?: SubjectUse<OtherSubjectFieldName>;
  /** Exactly one of these subjects (a pledge is of a vehicle or of real estate). */
  oneOf?: readonly SubjectKind[];
}

export interface ActTypeDefinition {
  id: ActTypeId;
  key: ActTypeKey;
  /** In the actTypes namespace. */
  titleKey: `titles.${ActTypeKey}`;
  /** The role the logged-in applicant takes; the applicant is not in the input's party list. */
  applicantRole: PartyRole;
  roles: readonly RoleRule[];
  fields: FieldSet<ActFieldName>;
  subjects: ActTypeSubjects;
  /** Section 4: "simplified flow for types 1, 4, 9, 11680, 11651, 15003, 15034, 15035, 11944, 11962, 12047, 15036, 101, 105". */
  simplified: boolean;
  /** The print form's id; the forms themselves come in a later slice. */
  printForm: ActTypeKey;
  /** Its row of machines/money's tariff. */
  tariff: TariffActType;
  rules: readonly RuleId[];
  /**
   * The message when a role's count is outside its min..max (or the list is too long); by default
   * the role's own (`roleCountKey`).
   */
  partyCountKey?: string;
  /**
   * A field this type names in its own words, `group.field` -> translation key (`namespace:key`): a
   * gift has no price, so its figure is the vehicle's value. The creation form and the act's pages read
   * it through `fieldLabelKeyOf` (labels.ts); every other field keeps the registry's name.
   */
  fieldLabels?: Readonly<Partial<Record<`${'act' | 'party' | SubjectKind}.${string}`, string>>>;
}

/** The message of a role whose count is outside its bounds. */
export const roleCountKey = (role: PartyRole) => `error_party_count_${role}` as const;

/** At most this many parties besides the applicant (the ministry's act creation today). */
export const maxListedParties = 10;

const physical = ['physical'] as const;
const anyClass = ['physical', 'legal'] as const;

const role = (
  name: PartyRole,
  min: number,
  max: number,
  options: {
    classes?: readonly PartyClass[];
    identity?: IdentityDocument;
    fields?: FieldSet<PartyFieldName>;
  } = {},
): RoleRule => ({
  role: name,
  min,
  max,
  classes: options.classes ?? physical,
  identity: options.identity ?? 'passport',
  fields: options.fields ?? {},
});

// Types 1 and 4 answer a missing or surplus counterpart with the ministry's words of today.
const todaysCountKey = 'error_required_parties';

const vehicleByRegistry: FieldSet<VehicleFieldName> = {
  stateNumber: 'required',
  techPassportSeries: 'required',
  techPassportNumber: 'required',
};

const realEstateByRegistry: FieldSet<RealEstateFieldName> = {
  cadastreNumber: 'required',
  cadastreType: 'required',
  ownershipForm: 'optional',
  objectName: 'optional',
  address: 'optional',
  street: 'optional',
  home: 'optional',
  block: 'optional',
  flat: 'optional',
  area: 'optional',
  livingArea: 'optional',
  rooms: 'optional',
  price: 'optional',
  inventoryPrice: 'optional',
  previousPrice: 'optional',
};

const dealTerms: FieldSet<OtherSubjectFieldName> = {
  ownershipBasis: 'optional',
  paymentMethod: 'optional',
  ownSum: 'optional',
  creditSum: 'optional',
  creditOrganisation: 'optional',
  shares: 'optional',
};

const term: FieldSet<ActFieldName> = { termFrom: 'required', termTo: 'required' };

// Issue 28's type fields (docs/decisions/081-type-specific-act-fields.md), each set in its own lines.

/**
 * The official notarial blank the act is printed on, where one is used (every type but the
 * translation, which is certified on the translated document): all optional, as the notary may
 * give them at the print, but a number asks for its series and prefix and the count of blanks.
 */
const blank: FieldSet<ActFieldName> = {
  officialBlankCount: { requiredWith: 'blankNumber' },
  blankPrefix: { requiredWith: 'blankNumber' },
  blankSeries: { requiredWith: 'blankNumber' },
  blankNumber: { requiredWith: 'blankSeries' },
};

/** A power of attorney's class and validity. */
const proxy: FieldSet<ActFieldName> = { proxyClass: 'optional', validDate: 'optional' };

/** A power of attorney over a property: how it passes to the attorney, and the rent they may let it for. */
const propertyProxy: FieldSet<ActFieldName> = {
  ...proxy,
  transferType: 'optional',
  rentType: 'optional',
  rentSum: { requiredWith: 'rentType' },
};

/** What a pledge secures beyond the credit: a loan, a bill, penalties, the debt, the recovery's costs. */
const pledgeTerms: FieldSet<ActFieldName> = {
  loanSum: 'optional',
  totalSum: 'optional',
  billType: 'optional',
  penaltySum: 'optional',
  debtSum: 'optional',
  collectFees: 'optional',
};

const attorneyRights: FieldSet<PartyFieldName> = { grantedRights: 'required', relationship: 'optional' };

const trip: FieldSet<ActFieldName> = {
  departureCountry: 'optional',
  allCountries: 'optional',
  destinationCountries: { requiredUnless: 'allCountries' },
  purpose: 'required',
  otherPurpose: { requiredWhen: ['purpose', 'other'] },
  departureFrom: 'required',
  departureTo: 'required',
};

// A child has a birth certificate, not a passport: named by the PIN and the birth record's number.
const minor = role('minor', 1, 1, { identity: 'birthRecord', fields: { birthDate: 'required' } });
const parents = role('parent', 1, 2, { fields: { guardian: 'optional' } });

/** The rules of an act that transfers or binds a property. */
const propertyRules: readonly RuleId[] = [
  'coOwnersMustJoin',
  'deceasedPartyBlocks',
  'enforcementDebtBlocks',
  'subjectBansBlock',
  'duplicateUnfinishedAct',
  'coOwnedDeceasedGoesInPerson',
];
const minorRules: readonly RuleId[] = [
  'childNeedsBirthRecord',
  'deceasedPartyBlocks',
  'duplicateUnfinishedAct',
];

const define = (
  id: ActTypeId,
  key: ActTypeKey,
  rest: Omit<ActTypeDefinition, 'id' | 'key' | 'titleKey' | 'printForm' | 'tariff' | 'simplified'>,
): ActTypeDefinition => ({
  id,
  key,
  titleKey: `titles.${key}`,
  ...rest,
  simplified: true,
  printForm: key,
  tariff: id,
});

export const actTypes: Readonly<Record<ActTypeId, ActTypeDefinition>> = {
  1: define(1, 'vehicleSale', {
    applicantRole: 'seller',
    roles: [
      role('seller', 1, maxListedParties),
      role('buyer', 1, maxListedParties, { fields: { relationship: 'optional' } }),
    ],
    partyCountKey: todaysCountKey,
    fields: { ...blank },
    subjects: {
      vehicle: { use: 'required', fields: { ...vehicleByRegistry, price: 'required' } },
      other: { use: 'optional', fields: dealTerms },
    },
    rules: propertyRules,
  }),
  4: define(4, 'vehicleGift', {
    applicantRole: 'giver',
    roles: [
      role('giver', 1, maxListedParties),
      role('donee', 1, maxListedParties, { fields: { relationship: 'optional' } }),
    ],
    partyCountKey: todaysCountKey,
    fields: { ...blank },
    subjects: {
      vehicle: { use: 'required', fields: { ...vehicleByRegistry, price: 'required' } },
      other: { use: 'optional', fields: { ownershipBasis: 'optional', shares: 'optional' } },
    },
    fieldLabels: { 'vehicle.price': 'acts:create.giftValue' },
    rules: propertyRules,
  }),
  9: define(9, 'pledge', {
    applicantRole: 'pledgor',
    roles: [role('pledgor', 1, maxListedParties), role('pledgee', 1, 1, { classes: anyClass })],
    fields: {
      sum: 'required',
      creditNumber: 'required',
      creditDate: 'required',
      creditSum: 'required',
      creditPercent: 'optional',
      creditTerm: 'optional',
      creditPurpose: 'optional',
      termFrom: 'optional',
      termTo: 'optional',
      ...pledgeTerms,
      ...blank,
    },
    subjects: {
      vehicle: { use: 'optional', fields: { ...vehicleByRegistry, price: 'optional' } },
      realEstate: { use: 'optional', fields: realEstateByRegistry },
      other: { use: 'optional', fields: { ownershipBasis: 'optional', insurance: 'optional' } },
      oneOf: ['vehicle', 'realEstate'],
    },
    rules: propertyRules,
  }),
  101: define(101, 'vehiclePowerOfAttorney', {
    applicantRole: 'principal',
    roles: [role('principal', 1, maxListedParties), role('attorney', 1, 5, { fields: attorneyRights })],
    fields: { ...term, ...propertyProxy, ...blank },
    subjects: { vehicle: { use: 'required', fields: vehicleByRegistry } },
    rules: [
      'coOwnersMustJoin',
      'deceasedPartyBlocks',
      'subjectBansBlock',
      'duplicateUnfinishedAct',
      'coOwnedDeceasedGoesInPerson',
    ],
  }),
  105: define(105, 'realEstatePowerOfAttorney', {
    applicantRole: 'principal',
    roles: [role('principal', 1, maxListedParties), role('attorney', 1, 5, { fields: attorneyRights })],
    fields: { ...term, ...propertyProxy, ...blank },
    subjects: { realEstate: { use: 'required', fields: realEstateByRegistry } },
    rules: [
      'realEstatePoaNoDisposal',
      'coOwnersMustJoin',
      'deceasedPartyBlocks',
      'subjectBansBlock',
      'duplicateUnfinishedAct',
      'coOwnedDeceasedGoesInPerson',
    ],
  }),
  11651: define(11651, 'generalPowerOfAttorney', {
    applicantRole: 'principal',
    roles: [role('principal', 1, 1), role('attorney', 1, 5, { fields: attorneyRights })],
    fields: { ...term, ...proxy, organisationOrPersonName: 'optional', ...blank },
    subjects: {},
    rules: ['generalPoaNoPropertyRights', 'deceasedPartyBlocks', 'duplicateUnfinishedAct'],
  }),
  11680: define(11680, 'delegation', {
    applicantRole: 'attorney',
    roles: [role('attorney', 1, 1), role('substitute', 1, 5, { fields: { grantedRights: 'required' } })],
    fields: { basePowerOfAttorneyId: 'required', ...term, validDate: 'optional', ...blank },
    subjects: {},
    rules: ['delegationWithinBaseTerm', 'deceasedPartyBlocks', 'duplicateUnfinishedAct'],
  }),
  11944: define(11944, 'residenceConsent', {
    applicantRole: 'owner',
    roles: [role('owner', 1, maxListedParties), role('resident', 1, maxListedParties)],
    fields: { termFrom: 'optional', termTo: 'optional', ...blank },
    subjects: { realEstate: { use: 'required', fields: realEstateByRegistry } },
    rules: ['residenceConsentByOwner', 'coOwnersMustJoin', 'deceasedPartyBlocks', 'duplicateUnfinishedAct'],
  }),
  11962: define(11962, 'translation', {
    applicantRole: 'translator',
    roles: [role('translator', 1, 1, { fields: { translationLanguages: 'optional' } })],
    fields: {
      documentName: 'required',
      documentDate: 'optional',
      pageCount: 'required',
      languageFrom: 'required',
      languageTo: 'required',
      organisationOrPersonName: 'optional',
    },
    subjects: {},
    rules: ['deceasedPartyBlocks'],
  }),
  12047: define(12047, 'inheritanceRenunciation', {
    applicantRole: 'heir',
    roles: [role('heir', 1, 1), role('beneficiary', 0, 1)],
    fields: { inheritanceCaseNumber: 'required', ...blank },
    subjects: {},
    rules: ['deceasedPartyBlocks', 'duplicateUnfinishedAct'],
  }),
  15003: define(15003, 'spouseConsent', {
    applicantRole: 'consentGivingSpouse',
    roles: [
      role('consentGivingSpouse', 1, 1, { fields: { marriage: 'required' } }),
      role('consentReceivingSpouse', 1, 1),
    ],
    fields: { divorceRecord: 'optional', ...blank },
    subjects: {
      vehicle: { use: 'optional', fields: vehicleByRegistry },
      realEstate: { use: 'optional', fields: realEstateByRegistry },
      other: { use: 'required', fields: { consentTypes: 'required', otherProperty: 'optional' } },
    },
    rules: ['deceasedPartyBlocks', 'duplicateUnfinishedAct'],
  }),
  15034: define(15034, 'minorTravel', {
    applicantRole: 'parent',
    roles: [parents, minor, role('escort', 0, 2)],
    fields: { selfDeparture: 'required', ...trip, tripPeriod: 'optional', ...blank },
    subjects: {},
    rules: [...minorRules, 'selfDepartureFrom15'],
  }),
  15035: define(15035, 'minorEscort', {
    applicantRole: 'parent',
    roles: [parents, minor, role('escort', 1, 2)],
    fields: { ...trip, tripPeriod: 'optional', ...blank },
    subjects: {},
    rules: minorRules,
  }),
  15036: define(15036, 'minorResidence', {
    applicantRole: 'parent',
    roles: [parents, minor],
    fields: {
      destinationCountries: 'required',
      purpose: 'optional',
      otherPurpose: { requiredWhen: ['purpose', 'other'] },
      ...term,
      ...blank,
    },
    subjects: {},
    rules: minorRules,
  }),
};

export const isActTypeId = (value: unknown): value is ActTypeId =>
  (actTypeIds as readonly unknown[]).includes(value);
