import { type ActTypeId, actTypes } from '../act-types/act-types';
import type { FieldSpec } from '../act-types/field-spec';
import { subjectCatalogues } from '../act-types/subjects';
import { type ActInputIssue, parseSubject } from '../act-types/validate';
import { maskAmount } from '../fields/amount';
import {
  emptyField,
  type InputKind,
  isGroupName,
  listGroups,
  type TypedGroup,
  type TypedValue,
} from './act-form.fields';
import { catalogueValues, type FieldValues } from './act-form.input';

/**
 * A real estate or the other subject data corrected in preparation ({rid}/realty/{id},
 * {rid}/other/{id}; decision 041): the stored subject as the creation form's inputs hold it, and the
 * form's values back to the input the ministry takes, judged first by the registry's own subject
 * schema (parseSubject), so the page and the ministry refuse the same things.
 */
export type EditableSubjectKind = 'realEstate' | 'other';

/** The fields an act of `typeId` asks for of that subject, in the catalogue's order. */
export function subjectFieldSet(typeId: ActTypeId, kind: EditableSubjectKind) {
  return (actTypes[typeId].subjects[kind]?.fields ?? {}) as Readonly<Record<string, NonNullable<unknown>>>;
}

/** A stored value (sums in tiyin) as its input shows it: so'm with the amount mask, a comma decimal. */
function typedOf(kind: InputKind, value: unknown): TypedValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (kind === 'flag') return value === true;
  if (kind === 'choices' || kind === 'countries') return Array.isArray(value) ? value.map(String) : undefined;
  if (kind === 'amount' && typeof value === 'number')
    return maskAmount(String(value / 100).replace('.', ','));
  if ((kind === 'area' || kind === 'percent') && typeof value === 'number') {
    return String(value).replace('.', ',');
  }
  return String(value);
}

function groupOf(name: string, value: unknown): TypedValue | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const text = (part: unknown) => (part === null || part === undefined ? '' : String(part));
  if (name === 'shares' && Array.isArray(value)) {
    return value.map(
      (entry: { share?: { numerator?: unknown; denominator?: unknown }; recipientPin?: unknown }) => ({
        numerator: text(entry.share?.numerator),
        denominator: text(entry.share?.denominator),
        recipientPin: text(entry.recipientPin),
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([part, v]) => [part, text(v)]),
  ) as TypedGroup;
}

/** The form's starting values: every field the type asks for, the stored one or the empty input. */
export function subjectFormValues(
  typeId: ActTypeId,
  kind: EditableSubjectKind,
  stored: Readonly<Record<string, unknown>>,
): FieldValues {
  const catalogue = subjectCatalogues[kind] as Readonly<Record<string, FieldSpec>>;
  const values: FieldValues = {};
  for (const name of Object.keys(subjectFieldSet(typeId, kind))) {
    const spec = catalogue[name];
    if (!spec) continue;
    const typed =
      spec.kind === 'group' || isGroupName(name)
        ? groupOf(name, stored[name])
        : typedOf(spec.kind as InputKind, stored[name]);
    const empty = emptyField(name, spec);
    // A group the stored subject lacks keeps its parts' empty inputs (a list group, no entry).
    values[name] = typed ?? (isGroupName(name) && listGroups.includes(name) ? [] : empty);
  }
  return values;
}

export type SubjectEditCheck =
  | { ok: true; input: Record<string, unknown> }
  | { ok: false; issues: ActInputIssue[] };

/**
 * The form's values as the correction's input (sums in so'm, as typed), or the registry's issues at
 * the subject's paths (`area`, `shares.0.share.numerator`), the keys the ministry would answer.
 */
export function subjectEditInput(
  typeId: ActTypeId,
  kind: EditableSubjectKind,
  values: Readonly<Record<string, unknown>>,
): SubjectEditCheck {
  const input = catalogueValues(kind, subjectFieldSet(typeId, kind), values);
  const parsed = parseSubject(typeId, kind, input);
  return parsed.ok ? { ok: true, input } : { ok: false, issues: parsed.issues };
}
