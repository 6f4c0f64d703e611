import type { LocalizedName } from '../../../machines/kiosk/kiosk-identity';
import type { Locale } from '../../../machines/session/local-store.schema';

/** A name in the interface's language (oz for any other). */
export function inLocale(text: LocalizedName | null | undefined, language: string): string {
  if (!text) return '';
  return text[(['oz', 'uz', 'ru'].includes(language) ? language : 'oz') as Locale];
}
