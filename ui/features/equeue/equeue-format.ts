import type { Locale } from '../../../machines/session/local-store.schema';

export interface LocalizedText {
  oz: string;
  uz: string;
  ru: string;
}

/** A name in the interface's language (oz is the fallback for any other). */
export function inLocale(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  return text[(['oz', 'uz', 'ru'].includes(language) ? language : 'oz') as Locale];
}

/** A slot's start as HH:mm, Tashkent time (UTC+5, no daylight saving). */
export function slotTime(start: string): string {
  const at = new Date(new Date(start).getTime() + 5 * 3600_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}
