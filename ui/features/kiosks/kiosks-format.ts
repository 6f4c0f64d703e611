import type { LocalizedName } from '../../../machines/kiosk/kiosk-identity';
import type { Locale } from '../../../machines/session/local-store.schema';

/** A name in the interface's language (oz for any other). */
export function inLocale(text: LocalizedName | null | undefined, language: string): string {
  if (!text) return '';
  return text[(['oz', 'uz', 'ru'].includes(language) ? language : 'oz') as Locale];
}

const tashkentParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tashkent',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as yyyy-mm-dd HH:mm in Tashkent, as the equeue shows times; '' for none. */
export function tashkentTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = Object.fromEntries(tashkentParts.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
