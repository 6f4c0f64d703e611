import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../text/locales';
import { amountInWords, maxInWords, numberInWords } from './in-words';

// Every expected string below is written by hand, not produced by the code under test.
const numbers: Array<[n: bigint, oz: string, uz: string, ru: string]> = [
  [0n, 'nol', 'нол', 'ноль'],
  [1n, 'bir', 'бир', 'один'],
  [4n, 'to‘rt', 'тўрт', 'четыре'],
  [9n, 'to‘qqiz', 'тўққиз', 'девять'],
  [10n, 'o‘n', 'ўн', 'десять'],
  [11n, 'o‘n bir', 'ўн бир', 'одиннадцать'],
  [20n, 'yigirma', 'йигирма', 'двадцать'],
  [45n, 'qirq besh', 'қирқ беш', 'сорок пять'],
  [76n, 'yetmish olti', 'етмиш олти', 'семьдесят шесть'],
  [90n, 'to‘qson', 'тўқсон', 'девяносто'],
  [100n, 'bir yuz', 'бир юз', 'сто'],
  [101n, 'bir yuz bir', 'бир юз бир', 'сто один'],
  [110n, 'bir yuz o‘n', 'бир юз ўн', 'сто десять'],
  [999n, 'to‘qqiz yuz to‘qson to‘qqiz', 'тўққиз юз тўқсон тўққиз', 'девятьсот девяносто девять'],
  [1_000n, 'bir ming', 'бир минг', 'одна тысяча'],
  [2_000n, 'ikki ming', 'икки минг', 'две тысячи'],
  [21_000n, 'yigirma bir ming', 'йигирма бир минг', 'двадцать одна тысяча'],
  [100_000n, 'bir yuz ming', 'бир юз минг', 'сто тысяч'],
  [1_000_000n, 'bir million', 'бир миллион', 'один миллион'],
  [5_005_005n, 'besh million besh ming besh', 'беш миллион беш минг беш', 'пять миллионов пять тысяч пять'],
  [
    12_345_678n,
    'o‘n ikki million uch yuz qirq besh ming olti yuz yetmish sakkiz',
    'ўн икки миллион уч юз қирқ беш минг олти юз етмиш саккиз',
    'двенадцать миллионов триста сорок пять тысяч шестьсот семьдесят восемь',
  ],
  [1_000_001_000n, 'bir milliard bir ming', 'бир миллиард бир минг', 'один миллиард одна тысяча'],
  [
    999_999_999_999n,
    'to‘qqiz yuz to‘qson to‘qqiz milliard to‘qqiz yuz to‘qson to‘qqiz million to‘qqiz yuz to‘qson to‘qqiz ming to‘qqiz yuz to‘qson to‘qqiz',
    'тўққиз юз тўқсон тўққиз миллиард тўққиз юз тўқсон тўққиз миллион тўққиз юз тўқсон тўққиз минг тўққиз юз тўқсон тўққиз',
    'девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять',
  ],
  [1_000_000_000_000n, 'bir trillion', 'бир триллион', 'один триллион'],
];

const amounts: Array<[tiyin: bigint, oz: string, uz: string, ru: string]> = [
  [0n, 'nol so‘m 00 tiyin', 'нол сўм 00 тийин', 'ноль сум 00 тийин'],
  [5n, 'nol so‘m 05 tiyin', 'нол сўм 05 тийин', 'ноль сум 05 тийин'],
  [100n, 'bir so‘m 00 tiyin', 'бир сўм 00 тийин', 'один сум 00 тийин'],
  [1_100n, 'o‘n bir so‘m 00 tiyin', 'ўн бир сўм 00 тийин', 'одиннадцать сум 00 тийин'],
  [10_000n, 'bir yuz so‘m 00 tiyin', 'бир юз сўм 00 тийин', 'сто сум 00 тийин'],
  [10_100n, 'bir yuz bir so‘m 00 tiyin', 'бир юз бир сўм 00 тийин', 'сто один сум 00 тийин'],
  [10_101n, 'bir yuz bir so‘m 01 tiyin', 'бир юз бир сўм 01 тийин', 'сто один сум 01 тийин'],
  [100_000_000n, 'bir million so‘m 00 tiyin', 'бир миллион сўм 00 тийин', 'один миллион сум 00 тийин'],
  [
    1_234_567_890n,
    'o‘n ikki million uch yuz qirq besh ming olti yuz yetmish sakkiz so‘m 90 tiyin',
    'ўн икки миллион уч юз қирқ беш минг олти юз етмиш саккиз сўм 90 тийин',
    'двенадцать миллионов триста сорок пять тысяч шестьсот семьдесят восемь сум 90 тийин',
  ],
  // 10^12 - 1 so'm exactly, and then with 99 tiyin.
  [
    99_999_999_999_900n,
    'to‘qqiz yuz to‘qson to‘qqiz milliard to‘qqiz yuz to‘qson to‘qqiz million to‘qqiz yuz to‘qson to‘qqiz ming to‘qqiz yuz to‘qson to‘qqiz so‘m 00 tiyin',
    'тўққиз юз тўқсон тўққиз миллиард тўққиз юз тўқсон тўққиз миллион тўққиз юз тўқсон тўққиз минг тўққиз юз тўқсон тўққиз сўм 00 тийин',
    'девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять сум 00 тийин',
  ],
  [
    99_999_999_999_999n,
    'to‘qqiz yuz to‘qson to‘qqiz milliard to‘qqiz yuz to‘qson to‘qqiz million to‘qqiz yuz to‘qson to‘qqiz ming to‘qqiz yuz to‘qson to‘qqiz so‘m 99 tiyin',
    'тўққиз юз тўқсон тўққиз миллиард тўққиз юз тўқсон тўққиз миллион тўққиз юз тўқсон тўққиз минг тўққиз юз тўқсон тўққиз сўм 99 тийин',
    'девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять сум 99 тийин',
  ],
];

const column = { oz: 1, uz: 2, ru: 3 } as const;

describe('numbers in words', () => {
  describe.each(locales)('%s', (locale) => {
    it.each(numbers.map((row) => [row[0], row[column[locale]]] as const))('%s is "%s"', (n, words) => {
      expect(numberInWords(n, locale)).toBe(words);
    });
  });

  it('takes a safe integer as well as a bigint', () => {
    expect(numberInWords(12_345_678, 'oz')).toBe(numberInWords(12_345_678n, 'oz'));
  });

  it('writes o‘ with U+2018, as locales/oz does, and uz with Cyrillic letters only', () => {
    expect(numberInWords(4, 'oz')).toBe('to\u2018rt');
    expect(numberInWords(987_654_321_012, 'oz')).toMatch(/^[a-z\u2018 ]+$/);
    expect(numberInWords(987_654_321_012, 'uz')).toMatch(/^[\u0400-\u04FF ]+$/);
  });

  it.each(locales)('%s refuses a negative, a fraction and a number beyond the trillions', (locale) => {
    expect(() => numberInWords(-1, locale)).toThrow(RangeError);
    expect(() => numberInWords(1.5, locale)).toThrow(RangeError);
    expect(() => numberInWords(Number.MAX_SAFE_INTEGER + 1, locale)).toThrow(RangeError);
    expect(() => numberInWords(maxInWords + 1n, locale)).toThrow(RangeError);
    expect(numberInWords(maxInWords, locale)).not.toBe('');
  });
});

describe('amounts in words: so‘m in words, tiyin as two digits', () => {
  describe.each(locales)('%s', (locale) => {
    it.each(amounts.map((row) => [row[0], row[column[locale]]] as const))('%s tiyin is "%s"', (t, words) => {
      expect(amountInWords(t, locale)).toBe(words);
    });
  });

  it('takes tiyin as a safe integer as well as a bigint', () => {
    expect(amountInWords(1_234_567_890, 'ru')).toBe(amountInWords(1_234_567_890n, 'ru'));
  });

  it('refuses a negative amount, a fraction of a tiyin and so‘m beyond the trillions', () => {
    expect(() => amountInWords(-100, 'oz')).toThrow(RangeError);
    expect(() => amountInWords(10.5, 'oz')).toThrow(RangeError);
    expect(() => amountInWords((maxInWords + 1n) * 100n, 'oz')).toThrow(RangeError);
  });
});

// Reads Uzbek words back into a number, from its own table of word values: an oracle that shares no
// code with the writer.
const uzbekValues: Record<string, bigint> = {
  nol: 0n,
  bir: 1n,
  ikki: 2n,
  uch: 3n,
  'to‘rt': 4n,
  besh: 5n,
  olti: 6n,
  yetti: 7n,
  sakkiz: 8n,
  'to‘qqiz': 9n,
  'o‘n': 10n,
  yigirma: 20n,
  'o‘ttiz': 30n,
  qirq: 40n,
  ellik: 50n,
  oltmish: 60n,
  yetmish: 70n,
  sakson: 80n,
  'to‘qson': 90n,
  нол: 0n,
  бир: 1n,
  икки: 2n,
  уч: 3n,
  тўрт: 4n,
  беш: 5n,
  олти: 6n,
  етти: 7n,
  саккиз: 8n,
  тўққиз: 9n,
  ўн: 10n,
  йигирма: 20n,
  ўттиз: 30n,
  қирқ: 40n,
  эллик: 50n,
  олтмиш: 60n,
  етмиш: 70n,
  саксон: 80n,
  тўқсон: 90n,
};
const uzbekScales: Record<string, bigint> = {
  ming: 10n ** 3n,
  million: 10n ** 6n,
  milliard: 10n ** 9n,
  trillion: 10n ** 12n,
  минг: 10n ** 3n,
  миллион: 10n ** 6n,
  миллиард: 10n ** 9n,
  триллион: 10n ** 12n,
};

function readUzbek(words: string): bigint {
  let total = 0n;
  let group = 0n;
  for (const word of words.split(' ')) {
    if (word === 'yuz' || word === 'юз') group *= 100n;
    else if (word in uzbekScales) {
      total += group * uzbekScales[word]!;
      group = 0n;
    } else if (word in uzbekValues) group += uzbekValues[word]!;
    else throw new Error(`not an Uzbek numeral: ${word}`);
  }
  return total + group;
}

describe('properties, 0 to 10^12 - 1 so‘m', () => {
  const n = fc.bigInt({ min: 0n, max: 10n ** 12n - 1n });
  const tiyin = fc.bigInt({ min: 0n, max: 10n ** 14n - 1n });
  const twoDifferent = fc.tuple(tiyin, tiyin).filter(([a, b]) => a !== b);

  it.each(locales)('%s: words are non-empty, single-spaced, with no "undefined" or "NaN"', (locale) => {
    fc.assert(
      fc.property(tiyin, (value) => {
        const words = amountInWords(value, locale);
        expect(words).toMatch(/^\S+( \S+)*$/);
        expect(words).not.toMatch(/undefined|NaN/);
      }),
    );
  });

  it.each(locales)('%s: different amounts have different words', (locale) => {
    fc.assert(
      fc.property(twoDifferent, ([a, b]) => {
        expect(amountInWords(a, locale)).not.toBe(amountInWords(b, locale));
      }),
    );
  });

  it.each(['oz', 'uz'] as const)('%s: the words read back as the number', (locale) => {
    fc.assert(
      fc.property(n, (value) => {
        expect(readUzbek(numberInWords(value, locale))).toBe(value);
      }),
    );
  });
});
