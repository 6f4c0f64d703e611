import { describe, expect, it } from 'vitest';
import { newTraceparent, readTraceparent } from './traceparent';

describe('the traceparent a page starts a request’s trace with', () => {
  it('is version 00 with the random trace and span ids, sampled', () => {
    const value = newTraceparent((bytes) => bytes.set(Array.from({ length: 24 }, (_, i) => i + 0xa0)));
    expect(value).toBe('00-a0a1a2a3a4a5a6a7a8a9aaabacadaeaf-b0b1b2b3b4b5b6b7-01');
    expect(readTraceparent(value)).toEqual({
      traceId: 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf',
      spanId: 'b0b1b2b3b4b5b6b7',
    });
  });

  it('is never all zeros, which the standard calls invalid, whatever the random bytes', () => {
    const value = newTraceparent(() => undefined);
    expect(readTraceparent(value)).not.toBeNull();
    expect(value).toBe(`00-${'0'.repeat(31)}1-${'0'.repeat(15)}1-01`);
  });

  it('is read only when well formed', () => {
    for (const bad of [
      '',
      '00-zz-bad-01',
      `01-${'a'.repeat(32)}-${'b'.repeat(16)}-01`,
      `00-${'0'.repeat(32)}-${'b'.repeat(16)}-01`,
      `00-${'a'.repeat(32)}-${'0'.repeat(16)}-01`,
      `00-${'A'.repeat(32)}-${'b'.repeat(16)}-01`,
    ]) {
      expect(readTraceparent(bad), bad).toBeNull();
    }
  });
});
