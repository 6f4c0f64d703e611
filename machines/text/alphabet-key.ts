/**
 * A name's key for sorting in an alphabet's order by plain code points (SQL `collate "C"`, the same
 * on PGlite and PostgreSQL whatever the server's locale, and servable by a btree index): each letter
 * becomes one character whose code is its place in the alphabet, so comparing keys compares names
 * letter by letter in that alphabet (decision 051). Code point order alone is wrong for Uzbek: in
 * Latin it puts Sh among the S's, Ch among the C's and O‘, G‘ right after O, G, where the alphabet
 * has them last; in Cyrillic it puts Ё and Ў before А and Ғ before Қ.
 *
 * - `oz`, Latin Uzbek: A B D E F G H I J K L M N O P Q R S T U V X Y Z O‘ G‘ Sh Ch Ng (C and W,
 *   which no native Uzbek word has, where the Latin alphabet has them: C after B, W after V). The
 *   apostrophe of O‘ and G‘ may be any of ‘ ʻ ’ ' `; elsewhere an apostrophe only separates letters
 *   (Is'hoq is I s h o q, not I sh o q).
 * - `uz`, Cyrillic Uzbek: А Б В Г Д Е Ё Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Ъ Ь Э Ю Я Ў Қ Ғ Ҳ
 *   (Щ and Ы of Russian loans after Ш and Ъ).
 * - `ru`, Russian for a name in Uzbek Cyrillic: the Russian alphabet, Ё its own letter after Е as the
 *   alphabet lists it, and the Uzbek letters right after the Russian letters they are nearest to
 *   (Ғ after Г, Қ after К, Ў after У, Ҳ after Х), as CLDR's collation for Russian places them.
 *
 * Case does not matter; a space or any other separator comes before every letter (so "Ali Z" before
 * "Alisher"); digits come before letters; a character of no alphabet comes after them all.
 */

export type AlphabetLanguage = 'oz' | 'uz' | 'ru';

const alphabets: Record<AlphabetLanguage, readonly string[]> = {
  oz: 'a b c d e f g h i j k l m n o p q r s t u v w x y z o‘ g‘ sh ch ng'.split(' '),
  uz: 'а б в г д е ё ж з и й к л м н о п р с т у ф х ц ч ш щ ъ ы ь э ю я ў қ ғ ҳ'.split(' '),
  ru: 'а б в г ғ д е ё ж з и й к қ л м н о п р с т у ў ф х ҳ ц ч ш щ ъ ы ь э ю я'.split(' '),
};

/** The apostrophes Uzbek Latin is written with, folded to ‘ (U+2018). */
const apostrophes = /[ʻʼ’'`]/g;

/** A letter's place: one character from 'A' (0x41) up, above the separator and the digits (≤ 37 letters: up to 'f'). */
const placeOf = (index: number) => String.fromCharCode(0x41 + index);

const places: Record<AlphabetLanguage, Map<string, string>> = {
  oz: new Map(alphabets.oz.map((letter, i) => [letter, placeOf(i)])),
  uz: new Map(alphabets.uz.map((letter, i) => [letter, placeOf(i)])),
  ru: new Map(alphabets.ru.map((letter, i) => [letter, placeOf(i)])),
};

export function alphabetKey(name: string, language: AlphabetLanguage): string {
  const text = name.normalize('NFC').toLowerCase().replace(apostrophes, '‘');
  const letters = places[language];
  let key = '';
  for (let i = 0; i < text.length; ) {
    // A two-character letter first (sh, ch, ng, o‘, g‘), then a single one.
    const pair = letters.get(text.slice(i, i + 2));
    if (pair) {
      key += pair;
      i += 2;
      continue;
    }
    const char = text[i]!;
    i += 1;
    const single = letters.get(char);
    if (single) key += single;
    else if (char === '‘') continue;
    else if (/[0-9]/.test(char)) key += char;
    // After every letter of the alphabet ('~' is above their places), in its own code's order.
    else if (/[\p{L}\p{N}]/u.test(char)) key += `~${char}`;
    else if (!key.endsWith(' ')) key += ' ';
  }
  return key.trim();
}
