import { describe, expect, it } from 'vitest';
import { defaultLocalStore, parseLocalStore } from './local-store.schema';

describe('localStore schema', () => {
  it('reads a valid store', () => {
    const value = { redirectUrl: '/equeue', mode: 'kiosk', locale: 'ru', token: 't', user: { id: 1 } };
    expect(parseLocalStore(JSON.stringify(value))).toEqual(value);
  });

  it.each([null, '', 'not json', '[]', '42', 'null'])('falls back to defaults on %j', (raw) => {
    expect(parseLocalStore(raw)).toEqual(defaultLocalStore);
  });

  it('keeps good fields when others are garbage', () => {
    const parsed = parseLocalStore(
      JSON.stringify({ redirectUrl: 'http://evil.example', mode: 'tv', locale: 'uz', token: '', user: 'x' }),
    );
    expect(parsed).toEqual({ ...defaultLocalStore, locale: 'uz' });
  });

  it('fills missing fields', () => {
    expect(parseLocalStore(JSON.stringify({ token: 'abc' }))).toEqual({ ...defaultLocalStore, token: 'abc' });
  });
});
