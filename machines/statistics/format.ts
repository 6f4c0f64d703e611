import { amountSeparators } from '../money/format-amount';
import type { Locale } from '../session/local-store.schema';

/**
 * Numbers on the statistics page as the portal writes amounts (machines/money, decision 032):
 * thousands grouped by a space, a decimal comma.
 */
export function formatCount(count: number, locale: Locale): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, amountSeparators[locale].group);
}

/** Average days with one decimal: 2.5 gives "2,5", 12 gives "12,0", 1234.5 gives "1 234,5". */
export function formatDays(days: number, locale: Locale): string {
  const tenths = Math.round(Math.abs(days) * 10);
  const sign = days < 0 && tenths > 0 ? '-' : '';
  return `${sign}${formatCount(Math.floor(tenths / 10), locale)}${amountSeparators[locale].decimal}${tenths % 10}`;
}

/** Year and month number of a yyyy-mm month. */
export const monthParts = (month: string) => ({ year: month.slice(0, 4), month: Number(month.slice(5, 7)) });
