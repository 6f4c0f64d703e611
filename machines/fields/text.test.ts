import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './text';

describe('storable text', () => {
  it.each(['', 'Rahimova Dilnoza', 'Раҳимова', 'o‘g‘li', '👩‍👩‍👧‍👦 𝕏', '\u202Eabc\u200F', "' OR 1=1 --"])(
    'takes %j',
    (text) => {
      expect(isStorableText(text)).toBe(true);
    },
  );

  it.each(['\u0000', 'a\u0000b', '\uD800', 'a\uD800b', '\uDC00', 'x\uDFFF', '\uDBFF\uDBFF\uDC00'])(
    'refuses %j',
    (text) => {
      expect(isStorableText(text)).toBe(false);
    },
  );

  it('names the first unstorable string of a JSON value, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, 'ok', null] })).toBeUndefined();
    expect(findUnstorableText({ a: 'ok', b: [1, 'x\u0000'] })).toBe('b.1');
    expect(findUnstorableText({ notary: { name: '\uD800' } })).toBe('notary.name');
    expect(findUnstorableText({ 'k\uDC00': 1 })).toBe('(key)');
    expect(findUnstorableText('\u0000')).toBe('(root)');
    expect(findUnstorableText(42)).toBeUndefined();
  });

  it('stops at the depth it is given', () => {
    const deep = { a: { b: { c: '\u0000' } } };
    expect(findUnstorableText(deep, 2)).toBeUndefined();
    expect(findUnstorableText(deep, 3)).toBe('a.b.c');
  });
});
