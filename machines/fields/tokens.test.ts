import { describe, expect, it } from 'vitest';
import { isBearerToken, isInvitationToken, redactTokens } from './tokens';

const invite = 'Zq3xT9v0Lw8sYk2mRb7nHc4pJd6fGa1e';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoiYWJjIn0.c2lnbmF0dXJl';

describe('tokens', () => {
  it('knows an invitation token and a bearer token by their shape', () => {
    expect(isInvitationToken(invite)).toBe(true);
    for (const bad of ['', 'x'.repeat(65), `${invite}/accept`, 'a b', 'a%2F', '\uD800']) {
      expect(isInvitationToken(bad)).toBe(false);
    }
    expect(isBearerToken(jwt)).toBe(true);
    for (const bad of ['', 'a'.repeat(4097), 'a b', 'ў', '\u0000']) expect(isBearerToken(bad)).toBe(false);
  });

  it.each([
    [`GET /api/invitations/${invite}`, 'GET /api/invitations/[redacted]'],
    [`/api/invitations/${invite}/accept?x=1`, '/api/invitations/[redacted]/accept?x=1'],
    [
      `https://portal.uz/enotarial_act/3f2b8c1e-5d4a-4c6b-9e8f-1a2b3c4d5e6f?invite=${invite}`,
      'https://portal.uz/enotarial_act/3f2b8c1e-5d4a-4c6b-9e8f-1a2b3c4d5e6f?invite=[redacted]',
    ],
    [`?a=1&invite=${invite}&b=2`, '?a=1&invite=[redacted]&b=2'],
    [`token ${jwt} refused`, 'token [redacted] refused'],
    [`"Bearer ${jwt}"`, '"Bearer [redacted]"'],
    [`/api/regions?regionId=${invite}&x=1`, '/api/regions?regionId=[redacted]&x=1'],
    [`/api/notarial_act/${invite}/watch`, '/api/notarial_act/[redacted]/watch'],
  ])('redacts %s', (text, expected) => {
    expect(redactTokens(text)).toBe(expected);
    expect(redactTokens(expected)).toBe(expected);
  });

  it('leaves other text as it is', () => {
    for (const text of [
      '/api/notarial_act/3f2b8c1e-5d4a-4c6b-9e8f-1a2b3c4d5e6f',
      'eyJ alone',
      'a.b.c',
      'act.returnedWithRemarks',
      'FHDYO-2025-004117',
      'ministry answer unreadable',
      'NA-2025-000012',
    ]) {
      expect(redactTokens(text)).toBe(text);
    }
  });
});
