// Uzbek Latin -> Uzbek Cyrillic (the 1995 alphabet mapping), so the seed keeps one spelling of every
// name and derives the Cyrillic one instead of typing it twice. Seed sources may write the modifier
// letters as ASCII apostrophes; `uzbekLatin` turns them into the typographic marks shown to users.

const OKINA = '\u2018'; // o‘ g‘
const TUTUQ = '\u2019'; // tutuq belgisi (’)
const APOSTROPHES = /['\u02BB\u02BC\u2018\u2019`]/;

export function uzbekLatin(text: string): string {
  return text.replace(/([OoGg])['\u02BB\u2018`]/g, `$1${OKINA}`).replace(/['\u02BC`]/g, TUTUQ);
}

const single: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
};

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'o‘']);

// Two Latin letters written as one Cyrillic letter, in the order they are tried, each with the Latin
// letter it counts as for the next "e" (ё, ю, я and е end in a vowel).
const DIGRAPHS: readonly [latin: string, cyrillic: string, letter: string][] = [
  ['o‘', 'ў', 'o‘'],
  ['g‘', 'ғ', 'g‘'],
  ['sh', 'ш', 'sh'],
  ['ch', 'ч', 'ch'],
  ['yo', 'ё', 'o'],
  ['yu', 'ю', 'u'],
  ['ya', 'я', 'a'],
  ['ye', 'е', 'e'],
];

function isUpper(ch: string | undefined): boolean {
  return ch !== undefined && ch !== ch.toLowerCase();
}

function applyCase(source: string, cyrillic: string, nextSource: string | undefined): string {
  if (!isUpper(source[0])) return cyrillic;
  // "SH" in an all-caps word stays all caps; "Sh" at the start of a capitalised word is one letter.
  const allCaps = source.length > 1 ? isUpper(source[1]) : isUpper(nextSource) || nextSource === undefined;
  if (allCaps || cyrillic.length === 1) return cyrillic.toUpperCase();
  return cyrillic[0]!.toUpperCase() + cyrillic.slice(1);
}

export function latinToCyrillic(input: string): string {
  const text = uzbekLatin(input);
  let out = '';
  let previous = ''; // previous Latin letter, lower-cased; '' at a word boundary
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i).toLowerCase();
    let take = 1;
    let cyr: string;
    let letter: string;
    // "yo‘" is "йў", not "ё".
    const digraph = DIGRAPHS.find(([latin]) => rest.startsWith(latin) && !rest.startsWith('yo‘'));
    if (digraph) {
      [take, cyr, letter] = [2, digraph[1], digraph[2]];
    } else if (rest[0] === 'e') {
      // A bare "e" opening a word or following a vowel is written "э" in Cyrillic.
      [cyr, letter] = [previous === '' || VOWELS.has(previous) ? 'э' : 'е', 'e'];
    } else if (rest[0] === TUTUQ || (rest[0] !== undefined && APOSTROPHES.test(rest[0]))) {
      [cyr, letter] = ['ъ', previous];
    } else if (rest[0] !== undefined && single[rest[0]] !== undefined) {
      [cyr, letter] = [single[rest[0]]!, rest[0]];
    } else {
      out += text[i];
      previous = '';
      i += 1;
      continue;
    }
    const source = text.slice(i, i + take);
    out += applyCase(source, cyr, text[i + take]);
    previous = letter;
    i += take;
  }
  return out;
}
