import { readFileSync } from 'node:fs';

import { defaultLocale, type Locale, localeOfAcceptLanguage, locales } from '../machines/text/locales';

export const languages = locales;
export type Language = Locale;
export const defaultLanguage: Language = defaultLocale;

type Messages = { [key: string]: string | Messages };

function read(language: Language, namespace: string): Messages {
  const file = new URL(`../locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/**
 * The ministry's own messages (ministry.json), and under `actTypes.` and `money.` the registry's
 * names of types, roles, rights, fields and choices that the print forms write
 * (machines/act-types/labels.ts): the same words as the screens'; under `countries.` the country
 * names by numeric code (decision 078).
 */
const sharedNamespaces = ['actTypes', 'money', 'countries'] as const;

function load(language: Language): Messages {
  const own = read(language, 'ministry');
  for (const namespace of sharedNamespaces) own[namespace] = read(language, namespace);
  return own;
}

const catalogues: Record<Language, Messages> = { oz: load('oz'), uz: load('uz'), ru: load('ru') };

/** `Accept-Language` -> oz | uz | ru: the portal's one rule (machines/text/locales, decision 086), shared with the gateway. */
export const languageOf = (header: string | string[] | undefined): Language => localeOfAcceptLanguage(header);

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): boolean {
  return languages.every((language) => lookup(catalogues[language], key) !== undefined);
}

/** Text of `key` (dotted path in ministry.json) with `{{name}}` placeholders filled in. */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = lookup(catalogues[language], key) ?? lookup(catalogues[defaultLanguage], key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Text of a registry label key `namespace:key` (machines/act-types/labels.ts) in `language`. */
export function translateLabel(language: Language, key: string): string {
  return translate(language, key.replace(':', '.'));
}

/** A name as the lookup below compares it: lower case, Uzbek apostrophes as one letter, no spaces. */
const countryNameKey = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/['\u02BB\u02BC\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const countryCodesByName: ReadonlyMap<string, number> = new Map(
  languages.flatMap((language) =>
    Object.entries(catalogues[language].countries as Record<string, string>).map(
      ([code, name]) => [countryNameKey(name), Number(code)] as const,
    ),
  ),
);

/**
 * The ISO 3166-1 numeric code of a country named in any of the three languages, as the citizen
 * registry writes a birth country ("O'zbekiston"), or null when no name of the list matches
 * (decisions 078, 082).
 */
export function countryCodeOfName(name: string): number | null {
  return countryCodesByName.get(countryNameKey(name)) ?? null;
}
