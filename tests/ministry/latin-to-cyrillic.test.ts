import { describe, expect, it } from 'vitest';
import { latinToCyrillic, uzbekLatin } from '../../ministry/text/latin-to-cyrillic';

describe('latinToCyrillic', () => {
  it.each([
    ["Qoraqalpog'iston Respublikasi", 'Қорақалпоғистон Республикаси'],
    ["Ellikqal'a tumani", 'Элликқалъа тумани'],
    ["Yangiyo'l shahri", 'Янгийўл шаҳри'],
    ['Yangiyer shahri', 'Янгиер шаҳри'],
    ["Mirzo Ulug'bek tumani", 'Мирзо Улуғбек тумани'],
    ['Yozyovon tumani', 'Ёзёвон тумани'],
    ['Er-xotinning', 'Эр-хотиннинг'],
    ['Abdullayeva', 'Абдуллаева'],
    ['Shavkat SHAVKAT', 'Шавкат ШАВКАТ'],
    ['JSHSHIR 14 ta raqam', 'ЖШШИР 14 та рақам'],
    ["Ergashev Otabek Farhod o'g'li", 'Эргашев Отабек Фарҳод ўғли'],
  ])('%s -> %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

  it('writes o‘ and g‘ with the turned comma and the tutuq belgisi with an apostrophe', () => {
    expect(uzbekLatin("O'zbekiston, Ma'lumot, G'ijduvon")).toBe('O‘zbekiston, Ma’lumot, G‘ijduvon');
  });
});
