/**
 * Dates as the portal writes them (specification, sections 5 and 9: dd.mm.yyyy), in Tashkent time
 * (UTC+5 all year, no daylight saving). Shared by every feature that shows a date: the acts' pages and
 * the equeue's rows read the same way.
 */

/** YYYY-MM-DD (or a timestamp) as dd.mm.yyyy; anything else unchanged. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** Every timestamp a screen shows: dd.mm.yyyy HH:mm:ss in Tashkent (section 5), machines/fields' one formatter. */
export { formatDateTime } from '../../machines/fields/date-time';
