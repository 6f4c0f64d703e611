import { z } from 'zod';
import { countryCodes } from './country-codes';

/**
 * A country of ISO 3166-1 by its numeric code, as the ministry stores it (section 3: the minor's
 * trip, a party's birth country and citizenship). The list is written from a maintained package
 * (scripts/countries.ts, docs/decisions/078-country-list.md); the names are the `countries`
 * namespace of locales/, keyed by the code. Messages are translation keys (decision 019).
 */
export const countryKeys = { wrong: 'error_wrong_country' } as const;

const numericCodes: ReadonlySet<number> = new Set(countryCodes.map(([numeric]) => numeric));

/** True for the numeric code of a country of the list. */
export const isCountryCode = (value: unknown): value is number =>
  typeof value === 'number' && numericCodes.has(value);

/** The alpha-2 code of a numeric one, or undefined for a code not in the list. */
export const alpha2Of = (numeric: number): string | undefined =>
  countryCodes.find(([code]) => code === numeric)?.[1];

/** A country's numeric code: a number, or its digits as a form or a query carries them ("860", "004"). */
export function countryCodeSchema(message: string = countryKeys.wrong) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).refine(isCountryCode, message),
  );
}

/** Every numeric code of the list, in order. */
export const countryNumericCodes: readonly number[] = countryCodes.map(([numeric]) => numeric);
