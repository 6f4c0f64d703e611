import { describe, expect, it } from 'vitest';
import { hasNotaryRole, termsAccepted } from './session.types';

describe('session user', () => {
  it('offers the notary workspace to the notary role only', () => {
    expect(hasNotaryRole({ roles: ['applicant', 'notary'] })).toBe(true);
    expect(hasNotaryRole({ roles: ['applicant'] })).toBe(false);
    expect(hasNotaryRole({ roles: 'notary' })).toBe(false);
    expect(hasNotaryRole({})).toBe(false);
    expect(hasNotaryRole(null)).toBe(false);
  });

  it('takes the terms as accepted only when termsofuse is 1', () => {
    expect(termsAccepted({ termsofuse: 1 })).toBe(true);
    expect(termsAccepted({ termsofuse: 0 })).toBe(false);
    expect(termsAccepted(null)).toBe(false);
  });
});
