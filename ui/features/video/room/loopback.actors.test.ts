import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { loopbackRefusalOf } from './loopback.actors';

const refusal = (code?: string) =>
  new CombinedError({ graphQLErrors: [{ message: 'refused', extensions: code ? { code } : {} }] });

describe('the test room’s refusals as the page says them', () => {
  it.each([
    ['TOKEN_EXPIRED', 'errors.loginRequired'],
    ['FORBIDDEN', 'errors.loginRequired'],
    ['TOO_MANY_ATTEMPTS', 'errors.tooManyAttempts'],
    ['VIDEO_TEST_BUSY', 'errors.testBusy'],
    ['MEDIA_TOO_MANY_ROOMS', 'errors.testBusy'],
    ['MINISTRY_UNAVAILABLE', 'errors.mediaServerConnection'],
    ['MINISTRY_TIMEOUT', 'errors.mediaServerConnection'],
    ['BAD_REQUEST', 'errors.mediaServerConnection'],
  ])('%s → %s', (code, errorKey) => {
    expect(loopbackRefusalOf(refusal(code))).toEqual({ errorKey });
  });

  it('no code, no error or a network failure is the media server connection error', () => {
    expect(loopbackRefusalOf(refusal())).toEqual({ errorKey: 'errors.mediaServerConnection' });
    expect(loopbackRefusalOf(undefined)).toEqual({ errorKey: 'errors.mediaServerConnection' });
    expect(loopbackRefusalOf(new CombinedError({ networkError: new Error('offline') }))).toEqual({
      errorKey: 'errors.mediaServerConnection',
    });
  });
});
