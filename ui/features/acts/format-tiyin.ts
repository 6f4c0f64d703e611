import { formatAmount } from '../../../machines/money/format-amount';
import { localeOf } from '../../../machines/text/locales';

/**
 * Tiyin as so'm in the UI's language, as the print forms write them (machines/money `formatAmount`):
 * two decimals after a comma, thousands grouped with spaces ("1 234 567,89"). Apart from act-format.ts,
 * whose dates bring zod, so that the public catalogue can show a price without it (decision 103).
 */
export function formatTiyin(tiyin: number | null | undefined, language: string): string {
  if (tiyin === null || tiyin === undefined) return '';
  return formatAmount(tiyin, localeOf(language));
}
