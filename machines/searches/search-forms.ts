import { z } from 'zod';
import { cadastreTypes } from '../act-types/subjects';
import { exactCadastreNumberSchema } from '../fields/cadastre-number';
import { exactCalendarDateSchema } from '../fields/calendar-date';
import { registryNumberSchema } from '../fields/registry-number';
import { searchNameSchema } from '../fields/search-name';
import { stateNumberSchema } from '../fields/state-number';
import { techPassportNumberSchema, techPassportSeriesSchema } from '../fields/tech-passport';

/**
 * The forms of the public searches (docs/decisions/052-public-searches.md), from the field rules the
 * ministry checks the same queries with (machines/fields). Messages are translation keys of the
 * `searches` namespace, `validation.<key>`. The pages load this module (and zod) at their first
 * check, not with their first render (decision 104): they name a form by `SearchFormName`.
 */

const requiredDate = (requiredKey: string) => z.string().min(1, requiredKey).pipe(exactCalendarDateSchema);

/** The act check and the power-of-attorney check: registry number and date. */
export const registeredSearchSchema = z.object({
  regnum: registryNumberSchema,
  regdate: requiredDate('error_required_registry_date'),
});

export const inheritanceSearchSchema = z.object({
  name: searchNameSchema,
  deathDate: requiredDate('error_required_death_date'),
});

export const vehicleBanSearchSchema = z.object({
  stateNumber: stateNumberSchema,
  techPassportSeries: techPassportSeriesSchema,
  techPassportNumber: techPassportNumberSchema,
});

export const realEstateBanSearchSchema = z.object({
  cadastreNumber: z.string().min(1, 'error_required_cadastre_number').pipe(exactCadastreNumberSchema),
  cadastreType: z.enum(cadastreTypes, { error: 'error_wrong_cadastre_type' }),
});

/** Each field's first message (a translation key), or an empty record when the form is valid. */
export function formErrors(
  schema: z.ZodType,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The search forms by name: the ban check's rules depend on the property kind chosen (`kind`). */
export type SearchFormName = 'registryNumber' | 'inheritance' | 'ban';

export function searchFormSchema(form: SearchFormName, values: Readonly<Record<string, string>>): z.ZodType {
  switch (form) {
    case 'registryNumber':
      return registeredSearchSchema;
    case 'inheritance':
      return inheritanceSearchSchema;
    case 'ban':
      return values.kind === 'realEstate' ? realEstateBanSearchSchema : vehicleBanSearchSchema;
  }
}

/** A named search form's messages for `values` (`formErrors`). */
export const searchFormErrors = (form: SearchFormName, values: Readonly<Record<string, string>>) =>
  formErrors(searchFormSchema(form, values), values);
