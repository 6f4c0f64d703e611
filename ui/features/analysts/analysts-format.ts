import type { TFunction } from 'i18next';

/** A duration as analysts read it: the two largest units (`2 kun 3 soat`, `5 daqiqa`). */
export function formatDuration(t: TFunction, ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return t('timeline.unknown');
  const seconds = Math.max(0, Math.round(ms / 1000));
  const parts: [string, number][] = [
    ['duration.days', Math.floor(seconds / 86_400)],
    ['duration.hours', Math.floor((seconds % 86_400) / 3600)],
    ['duration.minutes', Math.floor((seconds % 3600) / 60)],
    ['duration.seconds', seconds % 60],
  ];
  const first = parts.findIndex(([, n]) => n > 0);
  if (first === -1) return t('duration.seconds', { n: 0 });
  return parts
    .slice(first, first + 2)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => t(key, { n }))
    .join(' ');
}

/** An ISO instant in Tashkent time, as the portal shows times. */
export function formatInstant(iso: string | null, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale === 'ru' ? 'ru-RU' : 'uz-Latn-UZ', {
    timeZone: 'Asia/Tashkent',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}
