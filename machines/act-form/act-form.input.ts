import { type ActTypeDefinition, type ActTypeId, actTypes, isActTypeId } from '../act-types/act-types';
import type { FieldSet } from '../act-types/field-spec';
import {
  commonPartyFields,
  type PartyClass,
  type PartyFieldName,
  type PartyRole,
  partyFields,
} from '../act-types/party';
import { type SubjectKind, subjectCatalogues, subjectKinds } from '../act-types/subjects';
import { type ActInputIssue, parseActInput } from '../act-types/validate';
import type { CalendarDate } from '../fields/calendar-date';
import {
  type CatalogueName,
  catalogues,
  emptyField,
  groupParts,
  type InputKind,
  isGroupName,
  listGroups,
  type TypedGroup,
  type TypedValue,
} from './act-form.fields';
import {
  emptyNotaryChoice,
  type NotaryChoiceFormValues,
  type NotaryChoiceOutput,
  notaryChoiceFormSchema,
} from './act-form.schema';

/**
 * The act creation form of every type (issue 10): its values as typed, the values a type starts
 * with, and the pure mapping to CreateActInput. The values have CreateActInput's shape (`fields`,
 * `applicant`, `parties`, the subjects), so a path the registry or the ministry names
 * (`parties.0.pin`, `fields.termTo`, `vehicle.price`) is the path of the form's own field. The
 * rule of every field is the registry's: `validateActForm` maps the values and runs
 * `parseActInput`, there is no second schema (docs/decisions/038-act-creation-form.md).
 */

export type FieldValues = Record<string, TypedValue>;

/** A person named inside a party (a legal party's manager): the PIN and the passport. */
export interface PersonFormValues {
  pin: string;
  passserial: string;
  passnum: string;
}

/**
 * A party as typed: its role and class, who it is (the PIN with the passport, or a minor's birth
 * record; decision 069), and the party fields of its role at the top.
 */
export interface PartyFormValues {
  role: PartyRole;
  class: PartyClass;
  passserial: string;
  passnum: string;
  pin: string;
  birthRecordNumber: string;
  phone: string;
  inn: string;
  branchName: string;
  manager: PersonFormValues;
  [field: string]: TypedValue | PersonFormValues | undefined;
}

export interface ActFormValues {
  /** The type's id as the picker holds it. */
  type: string;
  regtype: string;
  simplified: boolean;
  notary: NotaryChoiceFormValues;
  fields: FieldValues;
  applicant: FieldValues;
  parties: PartyFormValues[];
  vehicle: FieldValues;
  realEstate: FieldValues;
  other: FieldValues;
  /** Which optional subjects the applicant added (a required one is always sent). */
  withSubject: Record<SubjectKind, boolean>;
}

/** The party fields a party of `role` and `partyClass` may carry: the common ones, then its role's. */
export function partyFieldSet(
  definition: ActTypeDefinition,
  role: PartyRole,
  partyClass: PartyClass,
): FieldSet<PartyFieldName> {
  const rule = definition.roles.find((r) => r.role === role);
  if (partyClass === 'legal') return rule?.fields ?? {};
  return {
    ...Object.fromEntries(commonPartyFields.map((name) => [name, 'optional' as const])),
    ...rule?.fields,
  };
}

function emptyValues(catalogue: CatalogueName, set: Readonly<Record<string, unknown>>): FieldValues {
  const specs = catalogues[catalogue] as Readonly<Record<string, Parameters<typeof emptyField>[1]>>;
  return Object.fromEntries(
    Object.keys(set)
      .filter((name) => specs[name])
      .map((name) => [name, emptyField(name, specs[name]!)]),
  );
}

/** A new party of `role`: physical, nothing typed, the party fields of the role empty. */
export function emptyParty(definition: ActTypeDefinition, role: PartyRole): PartyFormValues {
  // Every party field the role may carry, whichever class is chosen later (a legal party sends its role's).
  const set = partyFieldSet(definition, role, 'physical');
  return {
    role,
    class: 'physical',
    passserial: '',
    passnum: '',
    pin: '',
    birthRecordNumber: '',
    phone: '',
    inn: '',
    branchName: '',
    manager: { pin: '', passserial: '', passnum: '' },
    ...emptyValues('party', set),
  };
}

/** The parties a form of a type starts with: each role's minimum, the applicant counting for theirs. */
export function initialParties(definition: ActTypeDefinition): PartyFormValues[] {
  return definition.roles.flatMap((rule) => {
    const count = rule.role === definition.applicantRole ? rule.min - 1 : rule.min;
    return Array.from({ length: Math.max(0, count) }, () => emptyParty(definition, rule.role));
  });
}

/** How many parties of a role the form may list (the applicant is one of theirs, not listed). */
export function listedBounds(definition: ActTypeDefinition, role: PartyRole): { min: number; max: number } {
  const rule = definition.roles.find((r) => r.role === role);
  if (!rule) return { min: 0, max: 0 };
  const own = role === definition.applicantRole ? 1 : 0;
  return { min: Math.max(0, rule.min - own), max: Math.max(0, rule.max - own) };
}

/** The role a person invited from outside takes: the first role that is not the applicant's. */
export function invitedRole(definition: ActTypeDefinition): PartyRole {
  return (definition.roles.find((r) => r.role !== definition.applicantRole) ?? definition.roles[0]!).role;
}

export interface InitialFormOptions {
  simplified?: boolean;
  /** Someone to list as the invited party (the /enotarial_act/-1 link). */
  invitee?: { pin: string; passserial: string; passnum: string };
}

/** The values a form of type `typeId` starts with. */
export function initialActForm(typeId: ActTypeId, options: InitialFormOptions = {}): ActFormValues {
  const definition = actTypes[typeId];
  const parties = initialParties(definition);
  if (options.invitee) {
    const role = invitedRole(definition);
    const at = parties.findIndex((party) => party.role === role);
    const invited = { ...emptyParty(definition, role), ...options.invitee };
    if (at >= 0) parties[at] = invited;
    else parties.push(invited);
  }
  const applicantRule = definition.roles.find((r) => r.role === definition.applicantRole);
  return {
    type: String(typeId),
    regtype: '1',
    simplified: options.simplified ?? false,
    notary: emptyNotaryChoice,
    fields: emptyValues('act', definition.fields),
    applicant: emptyValues('party', {
      ...Object.fromEntries(commonPartyFields.map((name) => [name, 'optional'])),
      ...applicantRule?.fields,
    }),
    parties,
    vehicle: emptyValues('vehicle', definition.subjects.vehicle?.fields ?? {}),
    realEstate: emptyValues('realEstate', definition.subjects.realEstate?.fields ?? {}),
    other: emptyValues('other', definition.subjects.other?.fields ?? {}),
    withSubject: { vehicle: false, realEstate: false, other: false },
  };
}

/* Typed text to the values CreateActInput carries. */

/** A typed number (space-grouped, comma or dot): the number, or the text when it is not one. */
function typedNumber(text: string): number | string {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

const numericKinds: readonly InputKind[] = ['amount', 'count', 'percent', 'area', 'reference', 'country'];

/**
 * One value of `kind` as the input carries it, or undefined when nothing was typed (so a required
 * field answers its own required message). A text that is not a number stays text, so the
 * registry's rule answers its "wrong" message.
 */
export function inputValue(kind: InputKind, value: unknown): unknown {
  if (kind === 'flag') return typeof value === 'boolean' ? value : undefined;
  if (kind === 'choices') return Array.isArray(value) && value.length > 0 ? value : undefined;
  // The countries' picker holds the chosen numeric codes as text.
  if (kind === 'countries') {
    const codes = (Array.isArray(value) ? value : []).filter(
      (code): code is string => typeof code === 'string',
    );
    return codes.length > 0 ? codes.map(typedNumber) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return numericKinds.includes(kind) ? typedNumber(text) : text;
}

/** A group's parts; undefined when none was filled in. */
function groupValue(group: keyof typeof groupParts, value: unknown): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const typed = value as TypedGroup;
  const parts = Object.entries(groupParts[group]) as [string, InputKind][];
  const out: Record<string, unknown> = {};
  let filled = false;
  for (const [part, kind] of parts) {
    const v = inputValue(kind, typed[part]);
    // A flag alone (the delegation of rights) does not make a group filled in.
    if (v !== undefined && kind !== 'flag') filled = true;
    if (v !== undefined) out[part] = v;
  }
  if (!filled) return undefined;
  if (group === 'shares') {
    const { numerator, denominator, recipientPin } = out;
    return { share: { numerator, denominator }, recipientPin };
  }
  return out;
}

/** The fields of `set` from a catalogue, as the input carries them (nothing for what was left empty). */
export function catalogueValues(
  catalogue: CatalogueName,
  set: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const specs = catalogues[catalogue] as Readonly<Record<string, { kind: string }>>;
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(set)) {
    const spec = specs[name];
    if (!spec) continue;
    let value: unknown;
    if (isGroupName(name) && listGroups.includes(name)) {
      const list = Array.isArray(values[name]) ? (values[name] as unknown[]) : [];
      const entries = list.map((entry) => groupValue(name, entry)).filter((entry) => entry !== undefined);
      value = entries.length > 0 ? entries : undefined;
    } else if (isGroupName(name)) {
      value = groupValue(name, values[name]);
    } else {
      value = inputValue(spec.kind as InputKind, values[name]);
    }
    // An optional flag left unchecked is not given (a required one says no with false).
    if (value === false && set[name] === 'optional') continue;
    if (value !== undefined) out[name] = value;
  }
  return out;
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
/** A phone typed with its mask: the digits alone, as the input carries it. */
const phoneDigits = (value: string) => text(value.replace(/\D/g, ''));

/** A person's identity as typed: sent when any part is filled, so a missing part gets its own message. */
function personInput(person: PersonFormValues): Record<string, string | undefined> | undefined {
  const parts = { pin: text(person.pin), passserial: text(person.passserial), passnum: text(person.passnum) };
  return Object.values(parts).some((part) => part !== undefined) ? parts : undefined;
}

function partyInput(definition: ActTypeDefinition, party: PartyFormValues): Record<string, unknown> {
  const fields = catalogueValues('party', partyFieldSet(definition, party.role, party.class), party);
  if (party.class === 'legal') {
    return {
      role: party.role,
      class: 'legal',
      inn: text(party.inn),
      branchName: text(party.branchName),
      manager: personInput(party.manager),
      phone: phoneDigits(party.phone),
      ...fields,
    };
  }
  const byBirthRecord = definition.roles.find((r) => r.role === party.role)?.identity === 'birthRecord';
  return {
    role: party.role,
    class: 'physical',
    ...(byBirthRecord
      ? { birthRecordNumber: text(party.birthRecordNumber) }
      : { passserial: text(party.passserial), passnum: text(party.passnum) }),
    pin: text(party.pin),
    phone: phoneDigits(party.phone),
    ...fields,
  };
}

/** Drops the keys whose value is undefined (GraphQL variables and the registry see the same object). */
function defined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

/** Whether the form sends a subject: a required one always, an optional one when it was added. */
export function sendsSubject(
  definition: ActTypeDefinition,
  values: ActFormValues,
  kind: SubjectKind,
): boolean {
  const use = definition.subjects[kind];
  if (!use) return false;
  return use.use === 'required' || values.withSubject[kind];
}

/**
 * The CreateActInput of the form's values, the notary already parsed (`notaryChoiceFormSchema`).
 * The parties keep their order, so the input's `parties.<index>` is the form's.
 */
export function toCreateActInput(values: ActFormValues, notary: NotaryChoiceOutput) {
  const typeId = Number(values.type);
  if (!isActTypeId(typeId)) throw new Error('act form: unknown type');
  const definition = actTypes[typeId];
  const applicantRule = definition.roles.find((r) => r.role === definition.applicantRole);
  const subject = (kind: SubjectKind) =>
    sendsSubject(definition, values, kind)
      ? catalogueValues(kind, definition.subjects[kind]?.fields ?? {}, values[kind])
      : undefined;
  const applicant = catalogueValues(
    'party',
    { ...Object.fromEntries(commonPartyFields.map((name) => [name, 'optional'])), ...applicantRule?.fields },
    values.applicant,
  );
  return defined({
    type: definition.key,
    regtype: Number(values.regtype) || 1,
    simplified: values.simplified,
    fields: catalogueValues('act', definition.fields, values.fields),
    applicant: Object.keys(applicant).length > 0 ? applicant : undefined,
    parties: values.parties.map((party) => defined(partyInput(definition, party))),
    vehicle: subject('vehicle'),
    realEstate: subject('realEstate'),
    other: subject('other'),
    notary,
  });
}

export type CreateActFormInput = ReturnType<typeof toCreateActInput>;

export type ActFormCheck =
  | { ok: true; input: CreateActFormInput }
  | { ok: false; issues: readonly ActInputIssue[] };

/**
 * The form's values checked by the registry: the notary by its form rule, everything else by
 * `parseActInput` on the input the form would send. Issues are at the form's own paths.
 */
export function validateActForm(values: ActFormValues, today: CalendarDate): ActFormCheck {
  const typeId = Number(values.type);
  if (!isActTypeId(typeId))
    return { ok: false, issues: [{ path: 'type', messageKey: 'error_wrong_act_type' }] };
  const notary = notaryChoiceFormSchema.safeParse(values.notary);
  const notaryIssues: ActInputIssue[] = notary.success
    ? []
    : notary.error.issues.map((issue) => ({
        path: ['notary', ...issue.path].join('.'),
        messageKey: issue.message,
      }));
  const input = toCreateActInput(values, notary.success ? notary.data : { mode: 'auto' });
  const result = parseActInput(typeId, input, { today });
  const issues = [...notaryIssues, ...result.issues];
  return issues.length === 0 ? { ok: true, input } : { ok: false, issues };
}

/** The subjects a type has, in the order the form shows them. */
export const subjectsOf = (definition: ActTypeDefinition): SubjectKind[] =>
  subjectKinds.filter((kind) => definition.subjects[kind] !== undefined);

/** The catalogue of a subject kind (re-exported for the form's sections). */
export { partyFields, subjectCatalogues };
