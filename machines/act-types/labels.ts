import { relationshipDegrees } from '../money/relationship';
import { actFields, tripPurposes } from './act-fields';
import { partyClasses, partyFields } from './party';
import { rights } from './rights';
import {
  cadastreTypes,
  consentTypes,
  otherSubjectFields,
  paymentMethods,
  realEstateFields,
} from './subjects';

/**
 * The names of the registry's fields and of their choices, as translation keys `namespace:key`
 * (locales/<locale>/<namespace>.json): what a form labels a field with and what a print form
 * writes beside its value (docs/decisions/039-print-forms.md). One place, so the words of a field
 * are the same on the screen and on paper. The type titles, role and right names are the
 * registry's own keys (act-types.ts, party.ts, rights.ts) in the same `actTypes` namespace.
 */
export const fieldGroups = {
  fields: actFields,
  partyFields,
  realEstateFields,
  otherFields: otherSubjectFields,
} as const;
export type FieldGroup = keyof typeof fieldGroups;

/** The label of a field of a group: `actTypes:fields.termFrom`, `actTypes:realEstateFields.area`. */
export const fieldLabelKey = (group: FieldGroup, name: string) => `actTypes:${group}.${name}` as const;

/** The heading of a kind of subject. */
export const subjectLabelKey = (kind: 'vehicle' | 'realEstate' | 'other') =>
  `actTypes:subjects.${kind}` as const;

/**
 * The closed lists a field chooses from, by field name, with where their names are: a choice is
 * printed and offered by its name, never by its key. The relationship degrees are the fee's
 * (machines/money), the rights the registry's.
 */
export const choiceLists = {
  purpose: { values: tripPurposes, key: (value: string) => `actTypes:choices.purpose.${value}` },
  cadastreType: { values: cadastreTypes, key: (value: string) => `actTypes:choices.cadastreType.${value}` },
  paymentMethod: {
    values: paymentMethods,
    key: (value: string) => `actTypes:choices.paymentMethod.${value}`,
  },
  consentTypes: { values: consentTypes, key: (value: string) => `actTypes:choices.consentTypes.${value}` },
  relationship: { values: relationshipDegrees, key: (value: string) => `money:relationship.${value}` },
  grantedRights: { values: rights, key: (value: string) => `actTypes:rights.${value}` },
  class: { values: partyClasses, key: (value: string) => `actTypes:choices.class.${value}` },
} as const satisfies Record<string, { values: readonly string[]; key: (value: string) => string }>;
export type ChoiceField = keyof typeof choiceLists;

export const isChoiceField = (name: string): name is ChoiceField => Object.hasOwn(choiceLists, name);

/** The name of one choice of a field, or undefined when the field has no list. */
export function choiceLabelKey(field: string, value: string): string | undefined {
  return isChoiceField(field) ? choiceLists[field].key(value) : undefined;
}

/** Every label key above: each locale has a text for each (tests/locales.test.ts). */
export const registryLabelKeys: readonly string[] = [
  ...Object.entries(fieldGroups).flatMap(([group, catalogue]) =>
    Object.keys(catalogue).map((name) => fieldLabelKey(group as FieldGroup, name)),
  ),
  ...(['vehicle', 'realEstate', 'other'] as const).map(subjectLabelKey),
  ...Object.values(choiceLists).flatMap((list) => list.values.map((value) => list.key(value))),
];
