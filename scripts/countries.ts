import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { locales } from '../machines/text/locales';

// The country list of ISO 3166-1 (docs/decisions/078-country-list.md): `npx tsx scripts/countries.ts`
// writes machines/fields/country-codes.ts (numeric code and alpha-2, from i18n-iso-countries) and
// locales/{oz,uz,ru}/countries.json (the names, from CLDR through Node's full ICU: Chromium's ICU has
// no Uzbek, and i18n-iso-countries has Latin Uzbek only). tests/countries.test.ts fails when the
// files and this script disagree.

const require = createRequire(import.meta.url);
/** [alpha-2, alpha-3, numeric, ISO 3166-2 name] of every entry the package knows. */
const packageCodes = require('i18n-iso-countries/codes.json') as [string, string, string, string][];

/** Kosovo's 983 is a user-assigned code the package adds, not one of ISO 3166-1. */
const notIso = new Set(['XK']);

/**
 * The one name CLDR 48 lacks: British Indian Ocean Territory in Cyrillic Uzbek, written from the
 * Latin Uzbek name of the same CLDR ("Britaniyaning Hind okeanidagi hududi"). Used only while the
 * runtime's CLDR has no name of its own.
 */
const missingInCldr: Record<string, Partial<Record<CountryLocale, string>>> = {
  IO: { uz: 'Британиянинг Ҳинд океанидаги ҳудуди' },
};

export const countryLocales = locales;
export type CountryLocale = (typeof countryLocales)[number];
const cldrLocale: Record<CountryLocale, string> = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };

export interface CountryRow {
  numeric: number;
  alpha2: string;
  names: Record<CountryLocale, string>;
}

/** The list, by numeric code, with each name from the running Node's CLDR (or the note above). */
export function countryRows(): CountryRow[] {
  const displays = Object.fromEntries(
    countryLocales.map((locale) => {
      const display = new Intl.DisplayNames([cldrLocale[locale]], { type: 'region', fallback: 'none' });
      if (display.resolvedOptions().locale !== cldrLocale[locale]) {
        throw new Error(`this Node has no ${cldrLocale[locale]} data (a small-ICU build?)`);
      }
      return [locale, display];
    }),
  ) as Record<CountryLocale, Intl.DisplayNames>;
  return packageCodes
    .filter(([alpha2]) => !notIso.has(alpha2))
    .map(([alpha2, , numeric]) => ({
      numeric: Number(numeric),
      alpha2,
      names: Object.fromEntries(
        countryLocales.map((locale) => {
          const name = displays[locale].of(alpha2) ?? missingInCldr[alpha2]?.[locale];
          if (!name) throw new Error(`no ${locale} name for ${alpha2}`);
          return [locale, name];
        }),
      ) as Record<CountryLocale, string>,
    }))
    .sort((a, b) => a.numeric - b.numeric);
}

/** The TypeScript module of the codes (machines/ imports only xstate, zod and itself). */
export function codesModule(rows: readonly CountryRow[]): string {
  const pairs = rows.map((row) => `  [${row.numeric}, '${row.alpha2}'],`).join('\n');
  return `// Written by scripts/countries.ts from i18n-iso-countries: do not edit (docs/decisions/078-country-list.md).

/** ISO 3166-1: each country's numeric code and its alpha-2 code, by numeric code. */
export const countryCodes: readonly (readonly [numeric: number, alpha2: string])[] = [
${pairs}
];
`;
}

/** A locale's names by numeric code: the \`countries\` namespace. */
export function namesFile(rows: readonly CountryRow[], locale: CountryLocale): string {
  return `${JSON.stringify(Object.fromEntries(rows.map((row) => [String(row.numeric), row.names[locale]])), null, 2)}\n`;
}

export const codesPath = fileURLToPath(new URL('../machines/fields/country-codes.ts', import.meta.url));
export const namesPath = (locale: CountryLocale) =>
  fileURLToPath(new URL(`../locales/${locale}/countries.json`, import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = countryRows();
  await writeFile(codesPath, codesModule(rows));
  for (const locale of countryLocales) await writeFile(namesPath(locale), namesFile(rows, locale));
  console.log(`${rows.length} countries written`);
}
