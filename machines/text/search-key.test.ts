import { describe, expect, it } from 'vitest';
import { matchesSearchKey, searchKey } from './search-key';

describe('searchKey', () => {
  it.each([
    ['Abdullayeva', 'Абдуллаева'],
    ['Abdullayeva', 'АБДУЛЛАЕВА'],
    ['Qosimova', 'Қосимова'],
    ['G‘ulomov', 'Ғуломов'],
    ["G'ulomov", 'Ғуломов'],
    ['O‘rinboyev', 'Ўринбоев'],
    ['Shartnoma', 'шартнома'],
    ['Yusupova', 'Юсупова'],
    ['Xolmatov', 'Холматов'],
    ['Axmedjanov', 'Ахмеджанов'],
    ['Toshkent', 'Тошкент'],
    ['Tsoy', 'Цой'],
    ['Ergashev', 'Эргашев'],
    // Russian spellings of Uzbek names: к for қ, х for ҳ.
    ['Hasanov', 'Хасанов'],
    ['Xoliqova', 'Холикова'],
    ['Qosimova', 'Косимова'],
  ])('%s and %s have one key', (latin, cyrillic) => {
    expect(searchKey(latin)).toBe(searchKey(cyrillic));
  });

  it('separates words by single spaces and drops punctuation', () => {
    expect(searchKey('  Oldi-sotdi,  shartnomasi! ')).toBe('oldi sotdi shartnomasi');
  });

  it('keeps different words apart', () => {
    expect(searchKey('Qosimova')).not.toBe(searchKey('Qasimova'));
    expect(searchKey('Hasanov')).not.toBe(searchKey('Husanov'));
  });
});

describe('matchesSearchKey', () => {
  const sale = searchKey('Transport vositasini oldi-sotdi shartnomasi');

  it('finds a Latin text by a Cyrillic query', () => {
    expect(matchesSearchKey(sale, 'олди-сотди')).toBe(true);
    expect(matchesSearchKey(sale, 'транспорт шартнома')).toBe(true);
  });

  it('finds a word by its inside from three letters on, by its start below that', () => {
    expect(matchesSearchKey(sale, 'sotdi')).toBe(true);
    expect(matchesSearchKey(sale, 'ot')).toBe(false);
    expect(matchesSearchKey(sale, 'ol')).toBe(true);
  });

  it('needs every word of the query', () => {
    expect(matchesSearchKey(sale, 'oldi hadya')).toBe(false);
  });

  it('matches nothing for an empty or punctuation-only query', () => {
    expect(matchesSearchKey(sale, '')).toBe(false);
    expect(matchesSearchKey(sale, ' - ')).toBe(false);
  });
});
