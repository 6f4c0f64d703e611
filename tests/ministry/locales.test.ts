import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../ministry/errors';
import { languageOf, languages, translate } from '../../ministry/i18n';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../../locales/${language}/ministry.json`, import.meta.url), 'utf8'),
    ) as Tree,
  ]),
);

describe('ministry messages', () => {
  it('have the same keys in oz, uz and ru', () => {
    const oz = keys(catalogues.oz!).sort();
    expect(keys(catalogues.uz!).sort()).toEqual(oz);
    expect(keys(catalogues.ru!).sort()).toEqual(oz);
  });

  it('cover every error code', () => {
    for (const language of languages) {
      for (const code of errorCodes) expect(keys(catalogues[language]!)).toContain(`errors.${code}`);
    }
  });

  it('are written in the script of their locale', () => {
    for (const key of keys(catalogues.oz!)) {
      if (key === 'errors.access_denied') continue; // the specification fixes this text: "Access Denied"
      expect(translate('oz', key), key).not.toMatch(/[\u0400-\u04FF]/);
      expect(translate('uz', key), key).toMatch(/[\u0400-\u04FF]/);
      expect(translate('ru', key), key).toMatch(/[\u0400-\u04FF]/);
    }
  });

  it('fill placeholders', () => {
    expect(translate('ru', 'errors.uuid_not_found', { uuid: 'a1b2' })).toBe(
      'Нотариальное действие a1b2 не найдено',
    );
  });

  it.each([
    ['uz', 'uz'],
    ['uz-Cyrl', 'uz'],
    ['uz-Latn-UZ', 'oz'],
    ['RU', 'ru'],
    ['kk, ru', 'ru'],
    ['uz-UZ', 'oz'],
    ['', 'oz'],
  ] as const)('reads Accept-Language %j as %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
