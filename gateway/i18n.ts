import oz from '../locales/oz/gateway.json' with { type: 'json' };
import ru from '../locales/ru/gateway.json' with { type: 'json' };
import uz from '../locales/uz/gateway.json' with { type: 'json' };

import { defaultLocale, type Locale, localeOfAcceptLanguage, locales } from '../machines/text/locales';

export type { Locale };
export const LOCALES = locales;
export const DEFAULT_LOCALE: Locale = defaultLocale;

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

/** The portal's one Accept-Language rule (machines/text/locales, decision 086), shared with the ministry. */
export const negotiateLocale = (header: string | null | undefined): Locale => localeOfAcceptLanguage(header);
