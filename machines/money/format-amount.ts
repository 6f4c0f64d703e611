import type { Locale } from '../session/local-store.schema';

/**
 * How each locale writes an amount in figures. All three write "12 345 678,90": thousands grouped
 * by spaces (specification section 9) and a decimal comma, as CLDR has it for uz-Latn, uz-Cyrl and
 * ru and as the currency mask of section 5 types it (machines/fields/amount), so what is shown can be
 * typed back unchanged. The group separator is a plain space, the one the mask writes (decision 032).
 */
export const amountSeparators: Record<Locale, { group: string; decimal: string }> = {
  oz: { group: ' ', decimal: ',' },
  uz: { group: ' ', decimal: ',' },
  ru: { group: ' ', decimal: ',' },
};

/** Tiyin as so'm in figures with two decimals: 1234567890 gives "12 345 678,90". */
export function formatAmount(tiyin: bigint | number, locale: Locale): string {
  if (typeof tiyin === 'number' && !Number.isSafeInteger(tiyin)) {
    throw new RangeError('the amount in tiyin must be a whole number within the safe integer range');
  }
  const value = BigInt(tiyin);
  const magnitude = value < 0n ? -value : value;
  const { group, decimal } = amountSeparators[locale];
  const whole = String(magnitude / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const cents = String(magnitude % 100n).padStart(2, '0');
  return `${value < 0n ? '-' : ''}${whole}${decimal}${cents}`;
}
