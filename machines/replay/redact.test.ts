import { describe, expect, it } from 'vitest';
import { redact, redactText } from './redact';

describe('redaction and ids', () => {
  // A v4 uuid whose last part is two letters and seven digits, a passport's shape.
  const uuid = '3f2a9c1e-7b4d-4e8a-9f01-ab1234567cde';

  it('keeps a uuid whole, even one with a passport-shaped run in it', () => {
    expect(redactText(`/enotarial_act/${uuid}`)).toBe(`/enotarial_act/${uuid}`);
    expect(redact({ path: `/enotarial_act/${uuid}`, uuid })).toEqual({
      path: `/enotarial_act/${uuid}`,
      uuid,
    });
  });

  it('still redacts a passport, a PIN and a phone beside a uuid', () => {
    expect(redactText(`${uuid} AB1234567 42309929990022 +998 90 123-45-67`)).toBe(
      `${uuid} [redacted] [redacted] [redacted]`,
    );
  });
});
