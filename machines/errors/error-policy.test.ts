import { describe, expect, it } from 'vitest';
import { decideErrorReaction, type ErrorSituation } from './error-policy';

const base: ErrorSituation = { code: null, mode: 'browser', operation: 'query', currentPath: '/equeue?x=1' };
const decide = (over: Partial<ErrorSituation>) => decideErrorReaction({ ...base, ...over });

describe('error policy (specification, section 8)', () => {
  it('shows the ministry text of a 400 for 20 s and stays', () => {
    expect(decide({ code: 'BAD_REQUEST', message: ' Bad series ' })).toEqual({
      toast: { key: 'BAD_REQUEST', values: {}, detail: 'Bad series', durationMs: 20_000 },
      redirectTo: null,
      endSession: false,
      redirectTarget: null,
    });
  });

  it('ends the session on TOKEN_EXPIRED with a 3 s toast, keeping the current path', () => {
    const browser = decide({ code: 'TOKEN_EXPIRED' });
    expect(browser).toMatchObject({ endSession: true, redirectTarget: '/equeue?x=1', redirectTo: null });
    expect(browser.toast).toMatchObject({ key: 'TOKEN_EXPIRED', durationMs: 3_000 });
    expect(decide({ code: 'TOKEN_EXPIRED', mode: 'kiosk' }).redirectTo).toBe('/kiosk/auth');
  });

  it('asks for a login on LOGIN_REQUIRED (no session at all): the login way of TOKEN_EXPIRED, its own words', () => {
    const browser = decide({ code: 'LOGIN_REQUIRED' });
    expect(browser).toMatchObject({ endSession: true, redirectTarget: '/equeue?x=1', redirectTo: null });
    expect(browser.toast).toMatchObject({ key: 'LOGIN_REQUIRED', durationMs: 3_000 });
    expect(decide({ code: 'LOGIN_REQUIRED', mode: 'kiosk' }).redirectTo).toBe('/kiosk/auth');
  });

  it('sends other 403s to the forbidden page of the mode, without a toast', () => {
    expect(decide({ code: 'FORBIDDEN' })).toMatchObject({ toast: null, redirectTo: '/403' });
    expect(decide({ code: 'FORBIDDEN', mode: 'kiosk' }).redirectTo).toBe('/kiosk/403');
  });

  it('leaves the page on a 404 of a read but not of a write', () => {
    expect(decide({ code: 'NOT_FOUND', message: 'no act' })).toMatchObject({
      redirectTo: '/404',
      toast: { key: 'NOT_FOUND', detail: 'no act' },
    });
    expect(decide({ code: 'NOT_FOUND', mode: 'kiosk' }).redirectTo).toBe('/kiosk/404');
    expect(decide({ code: 'NOT_FOUND', operation: 'mutation' }).redirectTo).toBeNull();
    expect(decide({ code: 'NOT_FOUND', operation: 'download' }).redirectTo).toBe('/404');
  });

  it('names the act on UUID_NOT_FOUND and goes to my acts', () => {
    expect(decide({ code: 'UUID_NOT_FOUND', uuid: 'u-1' })).toMatchObject({
      toast: { key: 'UUID_NOT_FOUND', values: { uuid: 'u-1' }, durationMs: 20_000 },
      redirectTo: '/my_notarial_act',
    });
    expect(decide({ code: 'UUID_NOT_FOUND' }).toast?.key).toBe('UUID_NOT_FOUND_UNKNOWN');
    expect(decide({ code: 'UUID_NOT_FOUND', mode: 'kiosk' }).redirectTo).toBe('/kiosk/my_notarial_act');
  });

  it('restricts access on PIN_NOT_FOUND_IN_UUID', () => {
    expect(decide({ code: 'PIN_NOT_FOUND_IN_UUID' })).toMatchObject({
      toast: { key: 'PIN_NOT_FOUND_IN_UUID', durationMs: 20_000 },
      redirectTo: '/my_notarial_act',
    });
  });

  it('denies a download for 30 s on a 418', () => {
    for (const code of ['UUID_NOT_FOUND', 'PIN_NOT_FOUND_IN_UUID']) {
      expect(decide({ code, operation: 'download' })).toMatchObject({
        toast: { key: 'DOWNLOAD_ACCESS_DENIED', durationMs: 30_000 },
        redirectTo: '/my_notarial_act',
      });
      expect(decide({ code, operation: 'download', mode: 'kiosk' }).redirectTo).toBe(
        '/kiosk/my_notarial_act',
      );
    }
  });

  it('sends a kiosk user back to the kiosk list on any 418, never to the browser one', () => {
    for (const code of ['UUID_NOT_FOUND', 'PIN_NOT_FOUND_IN_UUID'])
      for (const operation of ['query', 'mutation', 'download'] as const)
        expect(decide({ code, operation, mode: 'kiosk' }).redirectTo).toBe('/kiosk/my_notarial_act');
  });

  it.each(['INTERNAL_SERVER_ERROR', 'MINISTRY_TIMEOUT', 'INTEGRATION_ERROR', 'MINISTRY_UNAVAILABLE'])(
    'toasts %s for 20 s',
    (code) => {
      expect(decide({ code })).toMatchObject({
        toast: { key: code, durationMs: 20_000, detail: null },
        redirectTo: null,
      });
    },
  );

  it.each(['CONFLICT', 'STALE_VERSION', 'TRANSITION_REFUSED', 'TOO_MANY_ATTEMPTS'])(
    'shows the ministry text of %s',
    (code) => {
      expect(decide({ code, message: 'why' }).toast).toMatchObject({ key: code, detail: 'why' });
    },
  );

  it('falls back to the system error for unknown codes and network failures', () => {
    expect(decide({ code: 'SOMETHING_NEW' }).toast?.key).toBe('SYSTEM_ERROR');
    expect(decide({ code: null }).toast).toMatchObject({ key: 'SYSTEM_ERROR', durationMs: 20_000 });
  });
});
