import { describe, expect, it } from 'vitest';
import kaa from '../../../locales/kaa/face.json';
import oz from '../../../locales/oz/face.json';
import ru from '../../../locales/ru/face.json';
import uz from '../../../locales/uz/face.json';
import { genericCodes, guidanceFor, hintCodes } from '../../../machines/face-check/guidance';

describe('face-check hints', () => {
  it.each([
    ['oz', oz.hints],
    ['uz', uz.hints],
    ['ru', ru.hints],
    ['kaa', kaa.hints],
  ])('%s has a hint for every code of section 8 and the generic "code N"', (_locale, hints) => {
    const table = hints as Record<string, string>;
    for (const code of [...hintCodes, ...genericCodes]) {
      const key = guidanceFor([code])?.key.replace('hints.', '') ?? '';
      expect(table[key], `code ${code}`).toBeTruthy();
    }
    expect(table.generic).toContain('{{code}}');
    expect(Object.keys(table).sort()).toEqual(Object.keys(oz.hints).sort());
  });
});
