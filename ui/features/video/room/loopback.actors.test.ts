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
    ['MEDIA_REFUSED', 'errors.mediaServerConnection'],
    ['MINISTRY_UNAVAILABLE', 'errors.mediaServerConnection'],
    ['MINISTRY_TIMEOUT', 'errors.mediaServerConnection'],
    ['BAD_REQUEST', 'errors.mediaServerConnection'],
  ])('%s → %s', (code, errorKey) => {
    expect(loopbackRefusalOf(refusal(code))).toEqual({ errorKey });
  });

  it('the media server full is busy too', () => {
    const full = new CombinedError({
      graphQLErrors: [
        { message: 'full', extensions: { code: 'MEDIA_REFUSED', ministryCode: 'media_too_many_rooms' } },
      ],
    });
    expect(loopbackRefusalOf(full)).toEqual({ errorKey: 'errors.testBusy' });
  });

  it('no code, no error or a network failure is the media server connection error', () => {
    expect(loopbackRefusalOf(refusal())).toEqual({ errorKey: 'errors.mediaServerConnection' });
    expect(loopbackRefusalOf(undefined)).toEqual({ errorKey: 'errors.mediaServerConnection' });
    expect(loopbackRefusalOf(new CombinedError({ networkError: new Error('offline') }))).toEqual({
      errorKey: 'errors.mediaServerConnection',
    });
  });
});
