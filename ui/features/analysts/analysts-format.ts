import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../machines/fields/date-time';

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

/** An ISO instant in Tashkent time, as the portal shows every timestamp (machines/fields' one formatter). */
export const formatInstant = (iso: string | null) => formatDateTime(iso);
