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

/** A timestamp as dd.mm.yyyy HH:mm in Tashkent time (UTC+5, no daylight saving). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const tashkent = new Date(date.getTime() + 5 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(tashkent.getUTCDate())}.${pad(tashkent.getUTCMonth() + 1)}.${tashkent.getUTCFullYear()} ${pad(
    tashkent.getUTCHours(),
  )}:${pad(tashkent.getUTCMinutes())}`;
}
