import { z } from 'zod';
import { regtypeSchema } from '../act/act.schema';
import { type CalendarDate, compareDates, parseCalendarDate } from '../fields/calendar-date';
import { exactPhoneSchema } from '../fields/phone';
import { recordIdSchema } from '../fields/record-id';
import { type ActFieldName, actFields } from './act-fields';
import {
  type ActTypeDefinition,
  type ActTypeId,
  type ActTypeKey,
  actTypeIds,
  actTypes,
  maxListedParties,
  roleCountKey,
} from './act-types';
import { type FieldSet, type FieldSpec, isRequired } from './field-spec';
import {
  commonPartyFields,
  legalIdentitySchema,
  minorIdentitySchema,
  type PartyClass,
  type PartyFieldName,
  type PartyRole,
  partyFields,
  partyKeys,
  physicalIdentitySchema,
} from './party';
import type { Right } from './rights';
import {
  checkEscort,
  disposalRights,
  escortNotAllowedKey,
  escortRequiredKey,
  propertyRights,
  ruleTraits,
} from './rules';
import {
  type OtherSubjectFieldName,
  type RealEstateFieldName,
  type SubjectKind,
  subjectCatalogues,
  subjectKeys,
  subjectKinds,
  type VehicleFieldName,
} from './subjects';

/**
 * What is wrong with an act creation input, as a list of `{ path, messageKey }`: the path in the
 * ministry's dotted form (`parties.0.pin`, `fields.termTo`, `vehicle.price`), one message per path
 * (the first, as the ministry's 400 `fields` holds it), the message a translation key resolved under
 * each place's `validation.` (docs/decisions/019-field-rules.md). Empty when the input is valid.
 */
export interface ActInputIssue {
  path: string;
  messageKey: string;
}

export interface ValidateOptions {
  /** Machines own no clock: today's date in Tashkent, for the age rules. */
  today: CalendarDate;
  /** The registry to read; the real one unless a test gives its own. */
  registry?: Readonly<Record<number, ActTypeDefinition>>;
}

export const inputKeys = {
  input: 'error_wrong_act_input',
  type: 'error_wrong_act_type',
  parties: 'error_wrong_parties',
  simplified: 'error_simplified_not_allowed',
  termOrder: 'error_term_order',
  /** A zod message that is not one of our keys (a shape no schema words, e.g. a string for an object). */
  fallback: 'invalid_value',
} as const;

/**
 * The act's notary: the least loaded notary of a region (the applicant's unless `regionId` names
 * another), or one picked by hand. Also the ministry's notary change (ministry/acts/edit.ts).
 */
export const notaryChoiceSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('auto'), regionId: recordIdSchema('error_wrong_notary_choice').optional() }),
    z.object({ mode: z.literal('manual'), notaryId: recordIdSchema('error_wrong_notary_choice') }),
  ],
  { error: 'error_wrong_notary_choice' },
);
export type NotaryChoice = z.output<typeof notaryChoiceSchema>;

/** The parts every act shares, as the ministry's act creation takes them today. */
const envelopeSchema = z.object({
  regtype: regtypeSchema.default(1),
  simplified: z.boolean({ error: inputKeys.input }).default(false),
  notary: notaryChoiceSchema,
  clientPhone: exactPhoneSchema.optional(),
});

/**
 * The type an input names: its id (`1`) or its key (`vehicleSale`, the GraphQL enum's value);
 * undefined for anything else.
 */
export function actTypeOf(type: unknown): ActTypeId | undefined {
  if (typeof type === 'string') return actTypeIds.find((id) => actTypes[id].key === type);
  return actTypeIds.find((id) => id === type);
}

type Values = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const keyLike = /^[a-z][A-Za-z0-9_]*$/;

class Issues {
  readonly list: ActInputIssue[] = [];
  private readonly paths = new Set<string>();

  add(path: string, messageKey: string) {
    if (this.paths.has(path)) return;
    this.paths.add(path);
    this.list.push({ path, messageKey: keyLike.test(messageKey) ? messageKey : inputKeys.fallback });
  }

  /** The issues of a zod parse, under `prefix`. */
  addZod(prefix: string, error: z.ZodError) {
    for (const issue of error.issues)
      this.add([prefix, ...issue.path.map(String)].filter(Boolean).join('.'), issue.message);
  }
}

const join = (...parts: (string | number)[]) => parts.filter((part) => part !== '').join('.');

/** Checks the fields `set` asks for against their catalogue; gives the values that parsed. */
function checkGroup<Name extends string>(
  catalogue: Readonly<Record<Name, FieldSpec>>,
  set: FieldSet<Name>,
  values: Values,
  prefix: string,
  issues: Issues,
): Partial<Record<Name, unknown>> {
  const parsed: Partial<Record<Name, unknown>> = {};
  for (const [name, use] of Object.entries(set) as [Name, NonNullable<FieldSet<Name>[Name]>][]) {
    const value = values[name];
    const spec = catalogue[name];
    if (value === undefined || value === null || value === '') {
      if (isRequired(use, values)) issues.add(join(prefix, name), spec.requiredKey);
      continue;
    }
    const result = spec.schema.safeParse(value);
    if (result.success) parsed[name] = result.data;
    else issues.addZod(join(prefix, name), result.error);
  }
  return parsed;
}

type Parsed<Name extends string> = Partial<Record<Name, unknown>>;

/** Who a physical party is: the PIN and the passport, and a phone the applicant adds. */
export type PhysicalIdentity = z.output<typeof physicalIdentitySchema>;
/** Who a minor is: the PIN and the birth record's number. */
export type MinorIdentity = z.output<typeof minorIdentitySchema>;
/** Who a legal party is: its tax id, branch and manager. */
export type LegalIdentity = z.output<typeof legalIdentitySchema>;

export type ParsedParty = {
  /** The party's place in the input's list (the 400's `parties.<index>` paths). */
  index: number;
  role: PartyRole;
  fields: Parsed<PartyFieldName>;
} & (
  | { class: 'physical'; identity: PhysicalIdentity | MinorIdentity }
  | { class: 'legal'; identity: LegalIdentity }
);

function checkParties(definition: ActTypeDefinition, raw: unknown, issues: Issues): ParsedParty[] {
  const countKey = (role: PartyRole) => definition.partyCountKey ?? roleCountKey(role);
  if (!Array.isArray(raw)) {
    issues.add('parties', inputKeys.parties);
    return [];
  }
  if (raw.length > maxListedParties) issues.add('parties', countKey(definition.applicantRole));
  const parsed: ParsedParty[] = [];
  const counts = new Map<PartyRole, number>([[definition.applicantRole, 1]]);
  for (const [index, party] of (raw as unknown[]).entries()) {
    const at = join('parties', index);
    if (!isObject(party)) {
      issues.add(at, partyKeys.notAnObject);
      continue;
    }
    const rule = definition.roles.find((r) => r.role === party.role);
    if (!rule) {
      issues.add(join(at, 'role'), partyKeys.role);
      continue;
    }
    counts.set(rule.role, (counts.get(rule.role) ?? 0) + 1);
    const partyClass = (party.class ?? 'physical') as PartyClass;
    if (!rule.classes.includes(partyClass)) {
      issues.add(join(at, 'class'), partyKeys.class);
      continue;
    }
    const set: FieldSet<PartyFieldName> =
      partyClass === 'legal'
        ? rule.fields
        : { ...Object.fromEntries(commonPartyFields.map((name) => [name, 'optional'])), ...rule.fields };
    const fields = checkGroup(partyFields, set, party, at, issues);
    const identitySchema =
      partyClass === 'legal'
        ? legalIdentitySchema
        : rule.identity === 'birthRecord'
          ? minorIdentitySchema
          : physicalIdentitySchema;
    const identity = identitySchema.safeParse(party);
    if (!identity.success) issues.addZod(at, identity.error);
    // A party whose identity failed still counts for its role and its rules; the parsed value is
    // given only when nothing failed, so every party there has its identity.
    parsed.push({
      index,
      role: rule.role,
      fields,
      class: partyClass,
      identity: identity.data,
    } as ParsedParty);
  }
  for (const rule of definition.roles) {
    const count = counts.get(rule.role) ?? 0;
    if (count < rule.min || count > rule.max) issues.add('parties', countKey(rule.role));
  }
  return parsed;
}

/**
 * The applicant is the logged-in person, so who they are is known; the party fields of their role
 * (a spouse's marriage record, a representative, the payer flag) come under `applicant`.
 */
function checkApplicant(definition: ActTypeDefinition, raw: unknown, issues: Issues): Parsed<PartyFieldName> {
  if (raw !== undefined && !isObject(raw)) {
    issues.add('applicant', partyKeys.notAnObject);
    return {};
  }
  const rule = definition.roles.find((r) => r.role === definition.applicantRole);
  const set: FieldSet<PartyFieldName> = {
    ...Object.fromEntries(commonPartyFields.map((name) => [name, 'optional'])),
    ...rule?.fields,
  };
  return checkGroup(partyFields, set, raw ?? {}, 'applicant', issues);
}

/** The subjects an input gives, each as its catalogue parsed it. */
export interface ParsedSubjects {
  vehicle?: Parsed<VehicleFieldName>;
  realEstate?: Parsed<RealEstateFieldName>;
  other?: Parsed<OtherSubjectFieldName>;
}

function checkSubjects(definition: ActTypeDefinition, input: Values, issues: Issues): ParsedSubjects {
  const parsed: Record<string, Parsed<string>> = {};
  for (const kind of subjectKinds) {
    const use = definition.subjects[kind];
    if (!use) continue;
    const value = input[kind];
    if (value === undefined || value === null) {
      if (use.use === 'required') issues.add(kind, subjectKeys[kind]);
      continue;
    }
    if (!isObject(value)) {
      issues.add(kind, subjectKeys[kind]);
      continue;
    }
    parsed[kind] = checkGroup<string>(
      subjectCatalogues[kind],
      use.fields as FieldSet<string>,
      value,
      kind,
      issues,
    );
  }
  const oneOf = definition.subjects.oneOf;
  if (oneOf && oneOf.filter((kind) => input[kind] !== undefined && input[kind] !== null).length !== 1) {
    issues.add(oneOf[0]!, subjectKeys.oneOf);
  }
  return parsed as ParsedSubjects;
}

/** A from..to pair of dates that parsed: the last day may not come before the first. */
function checkOrder(fields: Partial<Record<string, unknown>>, from: string, to: string, issues: Issues) {
  const [first, last] = [fields[from], fields[to]].map((v) =>
    typeof v === 'string' ? parseCalendarDate(v) : undefined,
  );
  if (first && last && compareDates(first, last) > 0) issues.add(join('fields', to), inputKeys.termOrder);
}

function checkRules(
  definition: ActTypeDefinition,
  fields: Partial<Record<string, unknown>>,
  parties: ParsedParty[],
  today: CalendarDate,
  issues: Issues,
) {
  const granted = (party: ParsedParty) =>
    (party.fields.grantedRights as { rights: Right[] } | undefined)?.rights ?? [];
  const refuseRights = (
    rule: 'generalPoaNoPropertyRights' | 'realEstatePoaNoDisposal',
    forbidden: (r: Right[]) => Right[],
  ) => {
    if (!definition.rules.includes(rule)) return;
    for (const party of parties) {
      if (forbidden(granted(party)).length > 0) {
        issues.add(join('parties', party.index, 'grantedRights', 'rights'), ruleTraits[rule].messageKey);
      }
    }
  };
  refuseRights('generalPoaNoPropertyRights', propertyRights);
  refuseRights('realEstatePoaNoDisposal', disposalRights);

  if (definition.rules.includes('selfDepartureFrom15') && typeof fields.selfDeparture === 'boolean') {
    const minor = parties.find((party) => party.role === 'minor');
    const birth =
      typeof minor?.fields.birthDate === 'string' ? parseCalendarDate(minor.fields.birthDate) : undefined;
    if (birth) {
      const escorts = parties.filter((party) => party.role === 'escort').length;
      const check = checkEscort({ selfDeparture: fields.selfDeparture, birth, today, escorts });
      if (check === 'tooYoungToTravelAlone') {
        issues.add('fields.selfDeparture', ruleTraits.selfDepartureFrom15.messageKey);
      }
      if (check === 'escortRequired') issues.add('parties', escortRequiredKey);
      if (check === 'escortNotAllowed') issues.add('parties', escortNotAllowedKey);
    }
  }
}

/** A valid act creation input as the registry parsed it: what the ministry stores. */
export interface ParsedActInput extends ParsedSubjects {
  typeId: ActTypeId;
  typeKey: ActTypeKey;
  definition: ActTypeDefinition;
  regtype: 1 | 2;
  simplified: boolean;
  notary: NotaryChoice;
  clientPhone?: string | undefined;
  /** The type's fields (act-fields.ts). */
  fields: Parsed<ActFieldName>;
  /** The applicant's own party fields (a spouse's marriage record, a representative...). */
  applicant: Parsed<PartyFieldName>;
  parties: ParsedParty[];
}

export type ParseResult =
  | { ok: true; value: ParsedActInput; issues: [] }
  | { ok: false; value?: undefined; issues: ActInputIssue[] };

/**
 * Validates an act creation input against the registry's type and gives its parsed value: the shared
 * parts (registration type, the simplified way, the notary, the client's phone), the type's fields,
 * each party (its role and class, who it is, its fields), the roles' counts, the subjects and the
 * rules that need nothing but the input. The rules that need the seeded registries are the
 * ministry's. The value is there only when there is no issue.
 */
export function parseActInput(typeId: ActTypeId, input: unknown, options: ValidateOptions): ParseResult {
  const definition = (options.registry ?? actTypes)[typeId];
  if (!definition) return { ok: false, issues: [{ path: 'type', messageKey: inputKeys.type }] };
  const issues = new Issues();
  if (!isObject(input)) {
    issues.add('', inputKeys.input);
    return { ok: false, issues: issues.list };
  }
  if (input.type !== undefined && input.type !== typeId && input.type !== definition.key)
    issues.add('type', inputKeys.type);
  const envelope = envelopeSchema.safeParse(input);
  if (!envelope.success) issues.addZod('', envelope.error);
  if (input.simplified === true && !definition.simplified) issues.add('simplified', inputKeys.simplified);

  const rawFields = input.fields ?? {};
  if (!isObject(rawFields)) issues.add('fields', inputKeys.input);
  const fields = checkGroup(
    actFields,
    definition.fields,
    isObject(rawFields) ? rawFields : {},
    'fields',
    issues,
  );
  checkOrder(fields, 'termFrom', 'termTo', issues);
  checkOrder(fields, 'departureFrom', 'departureTo', issues);
  // A power of attorney is not valid until a day before its term begins.
  checkOrder(fields, 'termFrom', 'validDate', issues);

  const parties = checkParties(definition, input.parties, issues);
  const applicant = checkApplicant(definition, input.applicant, issues);
  const subjects = checkSubjects(definition, input, issues);
  checkRules(definition, fields, parties, options.today, issues);
  if (issues.list.length > 0 || !envelope.success) return { ok: false, issues: issues.list };
  return {
    ok: true,
    issues: [],
    value: {
      typeId,
      typeKey: definition.key,
      definition,
      ...envelope.data,
      fields,
      applicant,
      parties,
      ...subjects,
    },
  };
}

/**
 * What is wrong with an act creation input (`parseActInput`'s issues): empty when it is valid.
 */
export function validateActInput(
  typeId: ActTypeId,
  input: unknown,
  options: ValidateOptions,
): ActInputIssue[] {
  return parseActInput(typeId, input, options).issues;
}

/** The subjects an act can have corrected in preparation, by the type's own field set. */
export type SubjectValues<Kind extends SubjectKind> = Kind extends 'vehicle'
  ? Parsed<VehicleFieldName>
  : Kind extends 'realEstate'
    ? Parsed<RealEstateFieldName>
    : Parsed<OtherSubjectFieldName>;

export type SubjectParseResult<Kind extends SubjectKind> =
  | { ok: true; value: SubjectValues<Kind>; issues: [] }
  | { ok: false; value?: undefined; issues: ActInputIssue[] };

/**
 * One subject of an act of `typeId` on its own (a correction in preparation, ministry/acts/edit.ts):
 * the fields the type asks for of that kind, checked by the same catalogue and field set as the
 * creation's `parseActInput`, paths relative to the subject (`cadastreNumber`, `shares.0.share`).
 * A field the type does not ask for is not read, as in the creation. A type without that subject
 * answers the subject's required key at the empty path.
 */
export function parseSubject<Kind extends SubjectKind>(
  typeId: ActTypeId,
  kind: Kind,
  input: unknown,
  options: Pick<ValidateOptions, 'registry'> = {},
): SubjectParseResult<Kind> {
  const use = (options.registry ?? actTypes)[typeId]?.subjects[kind];
  if (!use) return { ok: false, issues: [{ path: '', messageKey: subjectKeys[kind] }] };
  if (!isObject(input)) return { ok: false, issues: [{ path: '', messageKey: subjectKeys[kind] }] };
  const issues = new Issues();
  const value = checkGroup<string>(
    subjectCatalogues[kind],
    use.fields as FieldSet<string>,
    input,
    '',
    issues,
  );
  if (issues.list.length > 0) return { ok: false, issues: issues.list };
  return { ok: true, issues: [], value: value as SubjectValues<Kind> };
}
