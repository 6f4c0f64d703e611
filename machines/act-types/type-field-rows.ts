import { actFields } from './act-fields';
import { type ActTypeDefinition, actTypes, isActTypeId } from './act-types';
import type { FieldKind, FieldSpec } from './field-spec';
import { choiceLabelKey, fieldLabelKeyOf } from './labels';

/**
 * The type fields an act has, as its page shows them (docs/decisions/081-type-specific-act-fields.md):
 * in the order its type lists them, then any other stored field of the catalogue (an act of before a
 * change of its type), each with its label key (the type's own word or the registry's
 * `actTypes:fields.act.<name>`), its kind, which tells the view how to write the value, and for a
 * choice the keys of its values' names. A field left empty is not a row; an optional flag is one only
 * when it is on (an unchecked one is never sent), a required flag says yes or no.
 */
export interface TypeFieldRow {
  name: string;
  labelKey: string;
  kind: FieldKind;
  value: unknown;
  /** A choice's (or choices') names, as translation keys `namespace:key`, in the value's order. */
  choiceKeys?: string[];
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function typeFieldRows(
  typeId: number,
  values: Readonly<Record<string, unknown>> | null | undefined,
): TypeFieldRow[] {
  if (!values) return [];
  const definition: ActTypeDefinition | undefined = isActTypeId(typeId) ? actTypes[typeId] : undefined;
  const names = [...new Set([...Object.keys(definition?.fields ?? {}), ...Object.keys(actFields)])];
  return names.flatMap((name) => {
    const spec: FieldSpec | undefined = actFields[name as keyof typeof actFields];
    const value = values[name];
    if (!spec || isEmpty(value)) return [];
    if (spec.kind === 'flag' && value !== true) {
      const use = definition?.fields[name as keyof typeof actFields];
      if (value !== false || use !== 'required') return [];
    }
    const row: TypeFieldRow = {
      name,
      labelKey: fieldLabelKeyOf(definition, 'act', name),
      kind: spec.kind,
      value,
    };
    if (spec.kind === 'choice' || spec.kind === 'choices') {
      const list = Array.isArray(value) ? value : [value];
      row.choiceKeys = list.map((item) => choiceLabelKey(name, String(item)) ?? String(item));
    }
    return [row];
  });
}
