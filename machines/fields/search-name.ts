import { z } from 'zod';
import { searchKey, searchKeyInputLimit } from '../text/search-key';
import { searchNameMaxLength } from './search-name.mask';

export { maskSearchName, searchNameMaxLength } from './search-name.mask';

/**
 * A person's name typed into a public search (the deceased of an inheritance case): Latin or
 * Cyrillic, compared by machines/text/search-key. At least two letters or digits once folded, at
 * most 100 characters. Messages are translation keys resolved in each place's namespace.
 */

export const searchNameKeys = {
  required: 'error_required_search_name',
  short: 'error_search_name_too_short',
  long: 'error_search_name_too_long',
} as const;

export const searchNameSchema = z
  .string({ error: searchNameKeys.required })
  .max(searchKeyInputLimit, searchNameKeys.long)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, searchNameKeys.required)
      .max(searchNameMaxLength, searchNameKeys.long)
      .refine((value) => searchKey(value).replace(/ /g, '').length >= 2, searchNameKeys.short),
  );
