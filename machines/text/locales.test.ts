import { describe, expect, it } from 'vitest';
import { isLocale, localeOfAcceptLanguage, locales, localizedText } from './locales';

describe('the Accept-Language rule of the gateway and the ministry', () => {
  it.each([
    // The portal's own codes: bare uz is Cyrillic Uzbek.
    ['oz', 'oz'],
    ['uz', 'uz'],
    ['ru', 'ru'],
    ['RU', 'ru'],
    // BCP 47 tags: Cyrillic script is uz; Latin, or no script with a region, is oz (the default).
    ['uz-Cyrl', 'uz'],
    ['uz-Cyrl-UZ', 'uz'],
    ['uz-Latn', 'oz'],
    ['uz-Latn-UZ', 'oz'],
    ['uz-UZ', 'oz'],
    ['ru-RU', 'ru'],
    // Weights count, then order; an unknown language is skipped, none known is oz.
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['uz-Latn-UZ,ru;q=0.5', 'oz'],
    ['en;q=0.9,uz;q=0.8,ru;q=0.7', 'uz'],
    ['ru;q=0.4, uz-Cyrl;q=0.6', 'uz'],
    ['kk, ru', 'ru'],
    ['ru;q=0, oz;q=0.1', 'oz'],
    ['en-US,de;q=0.5', 'oz'],
    ['', 'oz'],
    [null, 'oz'],
    [undefined, 'oz'],
    // Node gives a repeated header as a list.
    [['kk', 'uz-Cyrl'], 'uz'],
  ] as const)('reads %j as %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});

describe('the three languages', () => {
  it('are oz, uz and ru, oz first (the default)', () => {
    expect(locales[0]).toBe('oz');
    expect(locales.every(isLocale)).toBe(true);
    expect(isLocale('en')).toBe(false);
  });

  it("picks a record's text in the page's language, oz for any other", () => {
    const name = { oz: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'город Ташкент' };
    expect(localizedText(name, 'uz')).toBe('Тошкент шаҳри');
    expect(localizedText(name, 'ru')).toBe('город Ташкент');
    expect(localizedText(name, 'en')).toBe('Toshkent shahri');
    expect(localizedText(null, 'ru')).toBe('');
  });
});
