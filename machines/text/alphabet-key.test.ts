import { describe, expect, it } from 'vitest';
import { type AlphabetLanguage, alphabetKey } from './alphabet-key';

/** The names sorted as SQL `collate "C"` sorts their keys: by code point. */
const sorted = (names: readonly string[], language: AlphabetLanguage) =>
  [...names].sort((a, b) => {
    const [x, y] = [alphabetKey(a, language), alphabetKey(b, language)];
    return x < y ? -1 : x > y ? 1 : 0;
  });

describe('alphabetKey', () => {
  it('puts the Latin Uzbek letters O‘ G‘ Sh Ch Ng after Z, in that order', () => {
    expect(
      sorted(['Chorshanbiyev', 'Sharipova', 'G‘aniyev', 'O‘ktam', 'Zokirov', 'Sattorova', 'Otajonov'], 'oz'),
    ).toEqual(['Otajonov', 'Sattorova', 'Zokirov', 'O‘ktam', 'G‘aniyev', 'Sharipova', 'Chorshanbiyev']);
    // Inside a word too: j comes before g‘.
    expect(sorted(['Tog‘ayeva Iroda', 'Tojiyev Sardor'], 'oz')).toEqual([
      'Tojiyev Sardor',
      'Tog‘ayeva Iroda',
    ]);
  });

  it('reads any apostrophe of O‘ and G‘, and a lone apostrophe only as a separation of letters', () => {
    for (const spelling of ["G'aniyev", 'Gʻaniyev', 'G’aniyev', 'G`aniyev'])
      expect(alphabetKey(spelling, 'oz')).toBe(alphabetKey('G‘aniyev', 'oz'));
    // Is'hoq is I-s-h-o-q: among the S's, not after them as Sh would be.
    expect(sorted(["Is'hoqov", 'Isoqov', 'Ismoilova'], 'oz')).toEqual(["Is'hoqov", 'Ismoilova', 'Isoqov']);
  });

  it('puts the Cyrillic Uzbek letters Ў Қ Ғ Ҳ after Я, in that order, and Ё after Е', () => {
    expect(
      sorted(
        ['Ҳасанов', 'Ғаниев', 'Қодиров', 'Ўроқов', 'Яхёев', 'Абдуллаева', 'Ёқубов', 'Ешматов', 'Жўраев'],
        'uz',
      ),
    ).toEqual([
      'Абдуллаева',
      'Ешматов',
      'Ёқубов',
      'Жўраев',
      'Яхёев',
      'Ўроқов',
      'Қодиров',
      'Ғаниев',
      'Ҳасанов',
    ]);
  });

  it('puts the Uzbek letters after their nearest Russian letters for a Russian reader', () => {
    expect(
      sorted(
        [
          'Ҳасанов',
          'Ғаниев',
          'Қодиров',
          'Ўроқов',
          'Яхёев',
          'Каримов',
          'Лутфуллаев',
          'Холиқова',
          'Бобоев',
          'Ёқубов',
          'Ешматов',
          'Жўраев',
        ],
        'ru',
      ),
    ).toEqual([
      'Бобоев',
      'Ғаниев',
      'Ешматов',
      'Ёқубов',
      'Жўраев',
      'Каримов',
      'Қодиров',
      'Лутфуллаев',
      'Ўроқов',
      'Холиқова',
      'Ҳасанов',
      'Яхёев',
    ]);
  });

  it('ignores case, puts a shorter word before a longer one, and other characters after the letters', () => {
    expect(alphabetKey('ABDULLAYEVA  nodira', 'oz')).toBe(alphabetKey('Abdullayeva Nodira', 'oz'));
    expect(sorted(['Alisher', 'Ali Zafar'], 'oz')).toEqual(['Ali Zafar', 'Alisher']);
    expect(sorted(['Abdullayev', 'Abdulla-Zoda'], 'oz')).toEqual(['Abdulla-Zoda', 'Abdullayev']);
    // A Latin name in a Cyrillic column still sorts, after the Cyrillic ones.
    expect(sorted(['Smith', 'Ҳасанов', 'Абдуллаева'], 'uz')).toEqual(['Абдуллаева', 'Ҳасанов', 'Smith']);
  });
});
