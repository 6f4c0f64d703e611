import type { z } from 'zod';

/**
 * One field of the registry: its rule (a zod schema built from machines/fields, messages are
 * translation keys), the key asked for when it is left out, and its kind, which tells a form which
 * input component and mask to use (the form itself comes in a later slice).
 */
export type FieldKind =
  | 'text'
  | 'date'
  | 'amount'
  | 'count'
  | 'percent'
  | 'area'
  | 'flag'
  | 'choice'
  | 'choices'
  | 'reference'
  /** A country of ISO 3166-1 by its numeric code (machines/fields/country.ts). */
  | 'country'
  /** Several countries by their numeric codes. */
  | 'countries'
  | 'pin'
  | 'passportSeries'
  | 'passportNumber'
  | 'birthRecordNumber'
  | 'inn'
  | 'cadastreNumber'
  | 'stateNumber'
  | 'techPassportSeries'
  | 'techPassportNumber'
  /** The official notarial blank's prefix, series and number (machines/fields/notarial-blank.ts). */
  | 'blankPrefix'
  | 'blankSeries'
  | 'blankNumber'
  | 'group';

export interface FieldSpec {
  kind: FieldKind;
  schema: z.ZodType;
  /** The message when a required field is left out. */
  requiredKey: string;
}

/**
 * Whether a type asks for a field: always, never (left out of the set), or only in a case: unless
 * a flag field is true (destination countries unless "all countries"), or when another field has
 * a value (the other purpose when the purpose is "other").
 */
export type FieldUse =
  | 'required'
  | 'optional'
  | { readonly requiredUnless: string }
  | { readonly requiredWhen: readonly [field: string, value: string | boolean] }
  /** Required once another field has a value (the blank's number with its series, a rent's sum with its type). */
  | { readonly requiredWith: string };

export type FieldSet<Name extends string> = Readonly<Partial<Record<Name, FieldUse>>>;

/** A value given: not left empty (a form's untouched text, flag or list counts as empty). */
const hasValue = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  value !== false &&
  !(Array.isArray(value) && value.length === 0);

/** Whether `use` asks for a value, given the other values of the same group. */
export function isRequired(use: FieldUse, values: Readonly<Record<string, unknown>>): boolean {
  if (use === 'required') return true;
  if (use === 'optional') return false;
  if ('requiredUnless' in use) return values[use.requiredUnless] !== true;
  if ('requiredWith' in use) return hasValue(values[use.requiredWith]);
  return values[use.requiredWhen[0]] === use.requiredWhen[1];
}
