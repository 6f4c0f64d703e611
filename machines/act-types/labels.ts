import { relationshipDegrees } from '../money/relationship';
import { actFields, billTypes, proxyClasses, rentTypes, transferTypes, tripPurposes } from './act-fields';
import { type ActTypeDefinition, actTypes } from './act-types';
import { partyClasses, partyFields, partyParticipations, registrationTypes } from './party';
import { rights } from './rights';
import {
  cadastreTypes,
  consentTypes,
  otherSubjectFields,
  ownershipForms,
  paymentMethods,
  realEstateFields,
  vehicleFields,
} from './subjects';

/**
 * The names of the registry's fields and of their choices, as translation keys `namespace:key`
 * (locales/<locale>/<namespace>.json), laid out as the creation form names them (decision 038:
 * `actTypes:fields.<catalogue>.<field>`, `actTypes:options.<field>.<value>`): what a print form
 * writes beside a value (docs/decisions/039-print-forms.md), so the words of a field are the same
 * on the screen and on paper. The type titles, role and right names are the registry's own keys
 * (act-types.ts, party.ts, rights.ts) in the same `actTypes` namespace.
 */
export const fieldGroups = {
  act: actFields,
  party: partyFields,
  vehicle: vehicleFields,
  realEstate: realEstateFields,
  other: otherSubjectFields,
} as const;
export type FieldGroup = keyof typeof fieldGroups;

/** The label of a field of a catalogue: `actTypes:fields.act.termFrom`, `actTypes:fields.realEstate.area`. */
export const fieldLabelKey = (group: FieldGroup, name: string) => `actTypes:fields.${group}.${name}` as const;

/**
 * The label of a field as a type names it: its own word where it has one (a gift's price is the
 * vehicle's value, act-types.ts `fieldLabels`), the registry's otherwise.
 */
export const fieldLabelKeyOf = (
  definition: Pick<ActTypeDefinition, 'fieldLabels'> | undefined,
  group: FieldGroup,
  name: string,
): string => definition?.fieldLabels?.[`${group}.${name}`] ?? fieldLabelKey(group, name);

/** The heading of a kind of subject. */
export const subjectLabelKey = (kind: 'vehicle' | 'realEstate' | 'other') =>
  `actTypes:subjects.${kind}` as const;

const option = (field: string) => (value: string) => `actTypes:options.${field}.${value}`;

/**
 * The closed lists a field chooses from, by field name, with where their names are: a choice is
 * printed and offered by its name, never by its key. The relationship degrees are the fee's
 * (machines/money), the rights the registry's, a party's class `actTypes:classes`.
 */
export const choiceLists = {
  purpose: { values: tripPurposes, key: option('purpose') },
  cadastreType: { values: cadastreTypes, key: option('cadastreType') },
  paymentMethod: { values: paymentMethods, key: option('paymentMethod') },
  consentTypes: { values: consentTypes, key: option('consentTypes') },
  ownershipForm: { values: ownershipForms, key: option('ownershipForm') },
  billType: { values: billTypes, key: option('billType') },
  rentType: { values: rentTypes, key: option('rentType') },
  proxyClass: { values: proxyClasses, key: option('proxyClass') },
  transferType: { values: transferTypes, key: option('transferType') },
  relationship: { values: relationshipDegrees, key: (value: string) => `money:relationship.${value}` },
  grantedRights: { values: rights, key: (value: string) => `actTypes:rights.${value}` },
  class: { values: partyClasses, key: (value: string) => `actTypes:classes.${value}` },
  participation: { values: partyParticipations, key: option('participation') },
  registrationType: { values: registrationTypes, key: option('registrationType') },
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
  ...Object.values(actTypes).flatMap((definition) =>
    Object.values(definition.fieldLabels ?? {}).filter((key): key is string => key !== undefined),
  ),
  ...Object.values(choiceLists).flatMap((list) => list.values.map((value) => list.key(value))),
];
