/**
 * The portal's three languages (decision 086), written once: oz is Uzbek in Latin script (the
 * official one and the default, specification section 1), uz Uzbek in Cyrillic, ru Russian. Every
 * list of languages (schemas, catalogues, the gateway's and the ministry's i18n, scripts, tests and
 * e2e specs) imports this one.
 */
export const locales = ['oz', 'uz', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'oz';

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** The page's language as one of the three, oz for any other. */
export const localeOf = (language: string): Locale => (isLocale(language) ? language : defaultLocale);

/** A text the registry keeps in the three languages (a region's name, an office's, a holiday's). */
export type LocalizedText = Record<Locale, string>;

/** The text of a three-language record in `language`, oz for any other language; '' for none. */
export function localizedText(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  return text[localeOf(language)];
}

/**
 * The language of an `Accept-Language` header, for the gateway and the ministry alike. The portal
 * sends its own codes (oz, uz, ru: bare `uz` is Cyrillic, as the portal means it); browsers send
 * BCP 47 tags. Entries are taken by weight (q), then in order. `uz-Cyrl…` is uz; any other `uz-…`
 * (`uz-Latn`, `uz-UZ`: Latin is the official script and the default) is oz; `ru-…` is ru. A header
 * naming none of them, or none at all, gets oz.
 */
export function localeOfAcceptLanguage(header: string | readonly string[] | null | undefined): Locale {
  const raw = typeof header === 'string' ? header : header?.join(',');
  if (!raw) return defaultLocale;
  const ranked = raw
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (isLocale(tag)) return tag;
    if (tag.startsWith('uz-cyrl')) return 'uz';
    if (tag.startsWith('uz-') || tag.startsWith('oz-')) return 'oz';
    if (tag.startsWith('ru-')) return 'ru';
  }
  return defaultLocale;
}
