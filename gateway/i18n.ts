import oz from '../locales/oz/gateway.json' with { type: 'json' };
import ru from '../locales/ru/gateway.json' with { type: 'json' };
import uz from '../locales/uz/gateway.json' with { type: 'json' };

export const LOCALES = ['oz', 'uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'oz';

type Messages = typeof oz;
type Section = keyof Messages;
export type MessageKey = { [S in Section]: `${S}.${Extract<keyof Messages[S], string>}` }[Section];

// The three files must share one shape; a key missing in uz or ru fails typecheck here.
const catalogues: Record<Locale, Messages> = { oz, uz, ru };

export function translate(locale: Locale, key: MessageKey): string {
  const [section, name] = key.split('.') as [Section, string];
  const messages = catalogues[locale][section] as Record<string, string>;
  return messages[name] ?? key;
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The portal sends its own codes (oz, uz, ru) where uz means Cyrillic Uzbek. Browsers and other
 * clients send BCP 47 tags, so uz-Cyrl counts as uz, other uz-* (Latin is the official script) as oz and ru-RU as ru. Anything else falls back to
 * oz, as the ministry does.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
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
    if (tag.startsWith('uz-')) return 'oz';
    if (tag.startsWith('ru-')) return 'ru';
  }
  return DEFAULT_LOCALE;
}
