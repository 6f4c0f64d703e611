import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { alpha2Of, countryCodeSchema, countryNumericCodes, isCountryCode } from '../machines/fields/country';
import {
  codesModule,
  codesPath,
  countryLocales,
  countryRows,
  namesFile,
  namesPath,
} from '../scripts/countries';

// The country list of decision 078: ISO 3166-1 from i18n-iso-countries, names from CLDR.

const require = createRequire(import.meta.url);
const countries = require('i18n-iso-countries') as {
  numericToAlpha2: (numeric: number | string) => string | undefined;
  getNumericCodes: () => Record<string, string>;
};
const names = Object.fromEntries(
  countryLocales.map((locale) => [
    locale,
    JSON.parse(readFileSync(namesPath(locale), 'utf8')) as Record<string, string>,
  ]),
) as Record<(typeof countryLocales)[number], Record<string, string>>;

describe('the country list', () => {
  it('is the one scripts/countries.ts writes from the package and the runtime’s CLDR', () => {
    const rows = countryRows();
    expect(readFileSync(codesPath, 'utf8')).toBe(codesModule(rows));
    for (const locale of countryLocales)
      expect(readFileSync(namesPath(locale), 'utf8')).toBe(namesFile(rows, locale));
  });

  it('holds the 249 countries of ISO 3166-1, each numeric code once, with its alpha-2 code', () => {
    expect(countryNumericCodes).toHaveLength(249);
    expect(new Set(countryNumericCodes).size).toBe(249);
    for (const code of countryNumericCodes)
      expect(alpha2Of(code), String(code)).toBe(countries.numericToAlpha2(code));
    // The package's only other entry, Kosovo's user-assigned 983, is not ISO 3166-1.
    const packageOnly = Object.keys(countries.getNumericCodes())
      .map(Number)
      .filter((code) => !countryNumericCodes.includes(code));
    expect(packageOnly).toEqual([983]);
  });

  it.each(countryLocales)('names every country in %s, in that script', (locale) => {
    expect(Object.keys(names[locale]).map(Number)).toEqual(countryNumericCodes);
    const script = locale === 'oz' ? /^[A-Za-zʻ‘’'\-–., ()&]+$/u : /^[\p{Script=Cyrillic}’\-–—., ()&]+$/u;
    for (const [code, name] of Object.entries(names[locale])) {
      expect(name, code).toMatch(script);
      expect(name, code).not.toMatch(/^\d+$/);
    }
  });

  it.each([
    [860, 'UZ', 'Oʻzbekiston', 'Ўзбекистон', 'Узбекистан'],
    [643, 'RU', 'Rossiya', 'Россия', 'Россия'],
    [398, 'KZ', 'Qozogʻiston', 'Қозоғистон', 'Казахстан'],
    [4, 'AF', 'Afgʻoniston', 'Афғонистон', 'Афганистан'],
    [
      86,
      'IO',
      'Britaniyaning Hind okeanidagi hududi',
      'Британиянинг Ҳинд океанидаги ҳудуди',
      'Британская территория в Индийском океане',
    ],
  ] as const)('%i is %s: %s, %s, %s', (code, alpha2, oz, uz, ru) => {
    expect(alpha2Of(code)).toBe(alpha2);
    expect([names.oz[code], names.uz[code], names.ru[code]]).toEqual([oz, uz, ru]);
    expect(countryCodeSchema().parse(code)).toBe(code);
  });

  it.each([
    ['a code of no country', 999],
    ['zero', 0],
    ['Kosovo’s user-assigned code', 983],
    ['a negative code', -860],
    ['a fraction', 860.5],
    ['four digits', '8600'],
    ['a name', 'UZ'],
    ['nothing', null],
  ] as const)('refuses %s (%s)', (_what, value) => {
    expect(isCountryCode(value)).toBe(false);
    const parsed = countryCodeSchema().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('error_wrong_country');
  });

  it('reads a code as a form sends it, with or without its leading zeros', () => {
    expect(countryCodeSchema().parse('860')).toBe(860);
    expect(countryCodeSchema().parse('004')).toBe(4);
    expect(countryCodeSchema().parse(4)).toBe(4);
  });
});
