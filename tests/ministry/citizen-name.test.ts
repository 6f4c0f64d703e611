import { describe, expect, it } from 'vitest';
import { citizenNameIn, namesByLanguage, russianSpelling } from '../../ministry/text/citizen-name';

const qosimova = {
  surnameLatin: 'Qosimova',
  nameLatin: 'Malika',
  lastnameLatin: 'Anvar qizi',
  surnameCyrillic: 'Қосимова',
  nameCyrillic: 'Малика',
  lastnameCyrillic: 'Анвар қизи',
};

describe('a citizen name in the page language', () => {
  it.each([
    ['Қосимова Малика Анвар қизи', 'Косимова Малика Анвар кизи'],
    ['Холматов Анвар Равшан ўғли', 'Холматов Анвар Равшан угли'],
    ['ҒАНИЕВ Ҳамро ЎКТАМ', 'ГАНИЕВ Хамро УКТАМ'],
    ['Иванов Иван Иванович', 'Иванов Иван Иванович'],
  ])('Russian spells %s as %s', (uzbek, russian) => {
    expect(russianSpelling(uzbek)).toBe(russian);
  });

  it('is Latin in oz, Cyrillic Uzbek in uz, and has no Uzbek-only letter in ru', () => {
    expect(citizenNameIn('oz', qosimova)).toBe('Qosimova Malika Anvar qizi');
    expect(citizenNameIn('uz', qosimova)).toBe('Қосимова Малика Анвар қизи');
    expect(citizenNameIn('ru', qosimova)).toBe('Косимова Малика Анвар кизи');
    expect(namesByLanguage('Yo‘ldoshev', 'Йўлдошев')).toEqual({
      oz: 'Yo‘ldoshev',
      uz: 'Йўлдошев',
      ru: 'Йулдошев',
    });
  });
});
