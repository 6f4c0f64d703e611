import { toCardinal } from 'n2words/ru-RU';
import type { Locale } from '../session/local-store.schema';

/**
 * Numbers and amounts in words for the print forms (specification section 9: so'm and tiyin, in
 * Russian, Cyrillic Uzbek and Latin Uzbek). Russian comes from n2words; Uzbek is ours, because no
 * package at hand writes it (decision 032). The words are the languages' grammar, not messages, so
 * they live here with the rules that join them rather than in locales/.
 */

/** Trillions are the largest scale named here; amounts stop at 10^12 so'm (machines/fields/amount). */
export const maxInWords = 10n ** 15n - 1n;

interface UzbekNumerals {
  zero: string;
  /** Index 1-9. */
  ones: readonly string[];
  /** Index 1-9: ten, twenty ... ninety. */
  tens: readonly string[];
  hundred: string;
  /** Index 1-4: thousand, million, milliard, trillion. */
  scales: readonly string[];
}

// o‘ is written with U+2018, as everywhere in locales/oz.
const latin: UzbekNumerals = {
  zero: 'nol',
  ones: ['', 'bir', 'ikki', 'uch', 'to‘rt', 'besh', 'olti', 'yetti', 'sakkiz', 'to‘qqiz'],
  tens: ['', 'o‘n', 'yigirma', 'o‘ttiz', 'qirq', 'ellik', 'oltmish', 'yetmish', 'sakson', 'to‘qson'],
  hundred: 'yuz',
  scales: ['', 'ming', 'million', 'milliard', 'trillion'],
};

const cyrillic: UzbekNumerals = {
  zero: 'нол',
  ones: ['', 'бир', 'икки', 'уч', 'тўрт', 'беш', 'олти', 'етти', 'саккиз', 'тўққиз'],
  tens: ['', 'ўн', 'йигирма', 'ўттиз', 'қирқ', 'эллик', 'олтмиш', 'етмиш', 'саксон', 'тўқсон'],
  hundred: 'юз',
  scales: ['', 'минг', 'миллион', 'миллиард', 'триллион'],
};

/** The currency's names after a number: invariable in all three languages (decision 032). */
export const currencyWords: Record<Locale, { som: string; tiyin: string }> = {
  oz: { som: 'so‘m', tiyin: 'tiyin' },
  uz: { som: 'сўм', tiyin: 'тийин' },
  ru: { som: 'сум', tiyin: 'тийин' },
};

/**
 * Uzbek joins the groups of three digits without conjunctions, each group followed by its scale.
 * "bir" is written before yuz and ming as before million ("bir yuz", "bir ming"), as payment
 * documents do: nothing can be put in front of the amount to change it.
 */
function uzbekWords(n: bigint, words: UzbekNumerals): string {
  if (n === 0n) return words.zero;
  const groups: number[] = [];
  for (let rest = n; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  const out: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale] ?? 0;
    if (group === 0) continue;
    const hundreds = Math.floor(group / 100);
    const tens = Math.floor(group / 10) % 10;
    const ones = group % 10;
    if (hundreds > 0) out.push(words.ones[hundreds]!, words.hundred);
    if (tens > 0) out.push(words.tens[tens]!);
    if (ones > 0) out.push(words.ones[ones]!);
    if (scale > 0) out.push(words.scales[scale]!);
  }
  return out.join(' ');
}

/** A whole, non-negative count as a bigint; anything else is a caller's error. */
function wholeCount(n: bigint | number, what: string): bigint {
  if (typeof n === 'number' && !Number.isSafeInteger(n)) {
    throw new RangeError(`${what} must be a whole number within the safe integer range`);
  }
  const value = BigInt(n);
  if (value < 0n) throw new RangeError(`${what} must not be negative`);
  return value;
}

/** A whole number from 0 to 10^15 - 1 in words, lower case (masculine in Russian). */
export function numberInWords(n: bigint | number, locale: Locale): string {
  const value = wholeCount(n, 'the number');
  if (value > maxInWords) throw new RangeError('the number is beyond the trillions');
  if (locale === 'ru') return toCardinal(value);
  return uzbekWords(value, locale === 'uz' ? cyrillic : latin);
}

/**
 * An amount in tiyin as the print forms write it: the so'm in words, the tiyin as two digits
 * ("o‘n ikki so‘m 05 tiyin", "… so‘m 00 tiyin"), lower case.
 */
export function amountInWords(tiyin: bigint | number, locale: Locale): string {
  const value = wholeCount(tiyin, 'the amount in tiyin');
  const som = value / 100n;
  if (som > maxInWords) throw new RangeError("the amount is beyond the trillions of so'm");
  const cents = String(value % 100n).padStart(2, '0');
  const names = currencyWords[locale];
  return `${numberInWords(som, locale)} ${names.som} ${cents} ${names.tiyin}`;
}
