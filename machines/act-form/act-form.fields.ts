import { z } from 'zod';
import { actFields } from '../act-types/act-fields';
import type { FieldKind, FieldSpec } from '../act-types/field-spec';
import { partyFields } from '../act-types/party';
import { subjectCatalogues } from '../act-types/subjects';

/**
 * What a form needs of the registry's fields beyond their rules (machines/act-types): the catalogue
 * each field is in (its label is actTypes:fields.<catalogue>.<name>), the parts of a group field
 * with the kind of each (its label actTypes:parts.<group>.<part>), the choices of a choice field,
 * and the value an untouched input holds. The form is generated from these and the type's
 * definition (docs/decisions/038-act-creation-form.md).
 */
export const catalogues = {
  act: actFields,
  party: partyFields,
  vehicle: subjectCatalogues.vehicle,
  realEstate: subjectCatalogues.realEstate,
  other: subjectCatalogues.other,
} as const satisfies Record<string, Readonly<Record<string, FieldSpec>>>;
export type CatalogueName = keyof typeof catalogues;

/** A kind that is one input (every kind but a group). */
export type InputKind = Exclude<FieldKind, 'group'>;

/**
 * The parts of each group field, in the order a form shows them. `shares` is a list of such parts
 * (a share and its recipient), every other group one object.
 */
export const groupParts = {
  // A person named inside a party: the PIN with the passport, never alone (decision 069).
  representative: { pin: 'pin', passserial: 'passportSeries', passnum: 'passportNumber', basis: 'text' },
  signLanguageInterpreter: { pin: 'pin', passserial: 'passportSeries', passnum: 'passportNumber' },
  manager: { pin: 'pin', passserial: 'passportSeries', passnum: 'passportNumber' },
  guardian: { post: 'text', decision: 'text' },
  marriage: { recordNumber: 'text', recordDate: 'date', organisation: 'text' },
  translationLanguages: { from: 'text', to: 'text' },
  grantedRights: { rights: 'choices', delegation: 'flag' },
  creditOrganisation: { name: 'text', inn: 'inn' },
  insurance: { company: 'text', policyNumber: 'text', policyDate: 'date' },
  shares: { numerator: 'count', denominator: 'count', recipientPin: 'pin' },
  // A spouse consent's divorce record (act field, decision 081): the parts of a marriage record.
  divorceRecord: { recordNumber: 'text', recordDate: 'date', organisation: 'text' },
  // A party's own (decision 082): the consulate abroad, the power of attorney, the notarial blank.
  consularRegistration: { consulate: 'text', number: 'text', date: 'date' },
  proxyDocument: { number: 'text', date: 'date', issuer: 'text' },
  signingBlank: { series: 'text', number: 'text' },
} as const satisfies Record<string, Record<string, InputKind>>;
export type GroupName = keyof typeof groupParts;

export const isGroupName = (name: string): name is GroupName => name in groupParts;

/** A field whose value is a list of groups (the shares of a property). */
export const listGroups: readonly GroupName[] = ['shares'];

/**
 * A value as the form holds it: text as typed (masks applied), a flag as a boolean, a multiple
 * choice as the list of chosen values, a group as an object of its parts, a list of groups as a list.
 */
export type TypedValue = string | boolean | string[] | TypedGroup | TypedGroup[];
export interface TypedGroup {
  [part: string]: string | boolean | string[];
}

/** The value of an input of `kind` nobody has touched. */
export function emptyOf(kind: InputKind): string | boolean | string[] {
  if (kind === 'flag') return false;
  if (kind === 'choices' || kind === 'countries') return [];
  return '';
}

/** The empty value of a group's parts (one entry of a list group). */
export function emptyGroup(group: GroupName): TypedGroup {
  return Object.fromEntries(
    Object.entries(groupParts[group]).map(([part, kind]) => [part, emptyOf(kind as InputKind)]),
  );
}

/** The empty value of a field of a catalogue: a group's parts, or its kind's empty value. */
export function emptyField(name: string, spec: FieldSpec): TypedValue {
  if (isGroupName(name)) return listGroups.includes(name) ? [] : emptyGroup(name);
  return emptyOf(spec.kind as InputKind);
}

/** The choices of an enum schema, of a list of one, or of an object's `rights`/part list. */
function enumOptions(schema: z.ZodType): readonly string[] {
  if (schema instanceof z.ZodEnum) return schema.options as string[];
  if (schema instanceof z.ZodArray) return enumOptions(schema.element as z.ZodType);
  if (schema instanceof z.ZodObject && 'rights' in schema.shape) {
    return enumOptions(schema.shape.rights as z.ZodType);
  }
  return [];
}

/**
 * The values a choice (select) or choices (checkbox group) field offers, read from its own rule so
 * the form offers exactly what the registry accepts.
 */
export function choiceOptions(spec: FieldSpec): readonly string[] {
  return enumOptions(spec.schema);
}
