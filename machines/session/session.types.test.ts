import { describe, expect, it } from 'vitest';
import { hasNotaryRole, hasRole, termsAccepted } from './session.types';

describe('session user', () => {
  it('offers the notary workspace to the notary role only', () => {
    expect(hasNotaryRole({ roles: ['applicant', 'notary'] })).toBe(true);
    expect(hasNotaryRole({ roles: ['applicant'] })).toBe(false);
    expect(hasNotaryRole({ roles: 'notary' })).toBe(false);
    expect(hasNotaryRole({})).toBe(false);
    expect(hasNotaryRole(null)).toBe(false);
  });

  it('offers administration to administrators only, by the role list', () => {
    expect(hasRole({ roles: ['applicant', 'admin'] }, 'admin')).toBe(true);
    expect(hasRole({ roles: ['applicant', 'analyst'] }, 'admin')).toBe(false);
    expect(hasRole({ roles: ['applicant', 'analyst'] }, 'analyst')).toBe(true);
    expect(hasRole(null, 'admin')).toBe(false);
  });

  it('takes the terms as accepted only when termsofuse is 1', () => {
    expect(termsAccepted({ termsofuse: 1 })).toBe(true);
    expect(termsAccepted({ termsofuse: 0 })).toBe(false);
    expect(termsAccepted(null)).toBe(false);
  });
});
