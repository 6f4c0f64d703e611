/**
 * One search key for a text in any of the portal's scripts: Latin Uzbek, Cyrillic Uzbek or Russian.
 * A visitor types a name or a word in whichever script their keyboard has; the key of the query is
 * looked for in the keys of the stored texts, so "шартнома" finds "shartnoma", "Abdullayeva" finds
 * "Абдуллаева" and back.
 *
 * The key is deliberately coarse (a folding, not a transliteration): both sides are folded the same
 * way, so only equal folds matter. Cyrillic letters become their Latin Uzbek spelling, then the
 * spellings that differ between the alphabets for one sound are merged: modifier marks and
 * apostrophes vanish (o‘ = o, g‘ = g), "y" before a vowel is dropped (ya = a, ye = e: Russian
 * "Абдуллаева" is "abdullaeva", Latin "Abdullayeva" likewise), kh = x, ts = s, and runs of one letter
 * collapse (Ахмеджанов / Axmedjanov). Russian has no қ or ҳ and writes к and х for them, so q = k
 * and h = x outside sh and ch ("Хасанов" finds Hasanov, "Холикова" finds Xoliqova). Anything that is
 * not a letter or a digit separates words.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  қ: 'q',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  ў: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ҳ: 'h',
  ц: 's',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Longest accepted input, in characters: a search box's bound, not a document's. */
export const searchKeyInputLimit = 200;

/** The search key of `text` (words separated by single spaces, no leading or trailing space). */
export function searchKey(text: string): string {
  let latin = '';
  for (const ch of text.normalize('NFC').toLowerCase()) latin += CYRILLIC[ch] ?? ch;
  return latin
    .normalize('NFD')
    .replace(/[\u0300-\u036f'`\u02BB\u02BC\u2018\u2019]/g, '')
    .replace(/kh/g, 'x')
    .replace(/ts/g, 's')
    .replace(/q/g, 'k')
    .replace(/(?<![sc])h/g, 'x')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/y(?=[aeiou])/g, '')
    .replace(/(\p{L})\1+/gu, '$1')
    .trim();
}

/**
 * Whether every word of `query`'s key occurs in `textKey` (a key made by `searchKey`), each as the
 * start of one of its words or anywhere inside it when the query word has three letters or more.
 */
export function matchesSearchKey(textKey: string, query: string): boolean {
  const words = searchKey(query).split(' ').filter(Boolean);
  if (words.length === 0) return false;
  const padded = ` ${textKey}`;
  return words.every((word) => (word.length >= 3 ? textKey.includes(word) : padded.includes(` ${word}`)));
}
