import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { resolveClientConfig } from '../../gateway/client-config.js';
import { translate } from '../../gateway/i18n.js';
import { AuthenticateMutation, PrecheckMutation } from '../../ui/features/auth/auth.documents.js';
import { ClientConfigQuery } from '../../ui/features/auth/client-config.documents.js';
import {
  AcceptOfferMutation,
  CheckTokenQuery,
  LogoutMutation,
  MeQuery,
  NotificationsQuery,
  RefuseOfferMutation,
  SessionUserFragment,
} from '../../ui/features/session/session.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import {
  captureLogs,
  gatewayForSuite,
  json,
  scriptedMinistryForSuite,
  send,
  startGateway,
  text,
} from './harness.js';
import { recordedBody, replay } from './recorded.js';

// The auth resolvers with the UI's documents, against a scripted ministry that answers with the sandbox
// ministry's recorded answers (tests/gateway/recorded/), or with what only a broken peer would send.

const credentials = { passserial: 'AB', passnum: '1000002', pin: '42309929990022' };
const livenessJwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl';

// Rahimova's record as GET /api/user answers it: numbers where the GraphQL type has text (id, gender).
const ministryUser = recordedBody<Record<string, unknown> & { id: number; gender: number }>('user');
const asGraphql = { ...ministryUser, id: String(ministryUser.id), gender: String(ministryUser.gender) };
const notifications =
  recordedBody<{ rid: number | null; link: string | null; kioskLink: string | null }[]>('notifications');

describe('auth resolvers against a scripted ministry', () => {
  const logs = captureLogs();
  const ministry = scriptedMinistryForSuite();
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url, logger: logs.logger }));

  const lastCall = (before: number) => {
    const calls = ministry().seen.slice(before);
    expect(calls).toHaveLength(1);
    return calls[0]!;
  };

  it('authenticate posts the passport data and the liveness token, and answers the user on resultCode 1', async () => {
    const answer = recordedBody<{ message: string }>('auth');
    ministry().script(() => replay('auth', { body: { ...answer, token: 'session-1' } }));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), AuthenticateMutation, {
      variables: { input: { ...credentials, jwt: livenessJwt } },
      headers: { 'accept-language': 'oz' },
    });
    expect(result.errors).toBeUndefined();
    const authenticated = result.data?.authenticate;
    expect(authenticated).toMatchObject({ resultCode: 1, message: answer.message, token: 'session-1' });
    expect(readFragment(SessionUserFragment, authenticated?.user)).toEqual(asGraphql);
    const call = lastCall(before);
    expect(call).toMatchObject({ method: 'POST', url: '/api/auth' });
    expect(JSON.parse(call.body)).toEqual({ ...credentials, jwt: livenessJwt });
  });

  it.each(['auth-maintenance', 'auth-refused'])(
    'authenticate passes the resultCode of %s on as data, with the ministry message',
    async (name) => {
      ministry().script(() => replay(name));
      const { result } = await send(gateway(), AuthenticateMutation, {
        variables: { input: { ...credentials, jwt: livenessJwt } },
      });
      const { resultCode, message } = recordedBody<{ resultCode: number; message: string }>(name);
      expect([0, 2]).toContain(resultCode);
      expect(result).toEqual({ data: { authenticate: { resultCode, message, token: null, user: null } } });
    },
  );

  it('authenticate maps 429 to TOO_MANY_ATTEMPTS with the ministry message', async () => {
    ministry().script(() => replay('check-before-auth-too-many-attempts'));
    const { result } = await send(gateway(), AuthenticateMutation, {
      variables: { input: { ...credentials, jwt: livenessJwt } },
      headers: { 'accept-language': 'ru' },
    });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: recordedBody<{ message: string }>('check-before-auth-too-many-attempts').message,
      extensions: { code: 'TOO_MANY_ATTEMPTS', ministryCode: 'too_many_attempts' },
    });
  });

  it('precheck maps 429 to TOO_MANY_ATTEMPTS too', async () => {
    ministry().script(() => replay('check-before-auth-too-many-attempts'));
    const { result } = await send(gateway(), PrecheckMutation, { variables: { input: credentials } });
    expect(result.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('authenticate answers an unreadable ministry answer as INTEGRATION_ERROR', async () => {
    ministry().script(() => json(200, { token: 'x' }));
    const { result } = await send(gateway(), AuthenticateMutation, {
      variables: { input: { ...credentials, jwt: livenessJwt } },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('INTEGRATION_ERROR');
  });

  it('checkToken forwards the token and hands the refreshed token back', async () => {
    ministry().script(() => replay('check-token', { headers: { 'x-refreshed-token': 'token-2' } }));
    const before = ministry().seen.length;
    const { response, result } = await send(gateway(), CheckTokenQuery, {
      headers: { authorization: 'Bearer token-1' },
    });
    expect(result).toEqual({ data: { checkToken: true } });
    expect(response.headers.get('x-refreshed-token')).toBe('token-2');
    const call = lastCall(before);
    expect(call).toMatchObject({ method: 'GET', url: '/api/check_token' });
    expect(call.headers.authorization).toBe('Bearer token-1');
  });

  it('me reads GET /api/user with every field of the record', async () => {
    ministry().script(() => replay('user', { headers: { 'x-refreshed-token': 'token-3' } }));
    const before = ministry().seen.length;
    const { response, result } = await send(gateway(), MeQuery, { headers: { authorization: 'Bearer t' } });
    expect(result.errors).toBeUndefined();
    expect(readFragment(SessionUserFragment, result.data?.me)).toEqual(asGraphql);
    expect(response.headers.get('x-refreshed-token')).toBe('token-3');
    expect(lastCall(before)).toMatchObject({ method: 'GET', url: '/api/user' });
  });

  it('notifications reads get_notify', async () => {
    ministry().script(() => replay('notifications'));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), NotificationsQuery, { headers: { authorization: 'Bearer t' } });
    // One visit by rid, one by uuid; rid is an ID (text) in GraphQL.
    expect(notifications.map((n) => n.rid === null)).toEqual([false, true]);
    // The ministry's video-tab links (decision 045) are not in the GraphQL type yet: the gateway's part
    // of issue 11 adds them.
    expect(result.data?.notifications).toEqual(
      notifications.map(({ link: _link, kioskLink: _kioskLink, ...n }) => ({
        ...n,
        // An act's visit names no office (decision 063: only an equeue reminder does).
        office: null,
        rid: n.rid === null ? null : String(n.rid),
      })),
    );
    expect(lastCall(before)).toMatchObject({ method: 'GET', url: '/api/notarial_act/get_notify' });
  });

  it.each([
    ['acceptOffer', AcceptOfferMutation, '1', 'offer-accept'],
    ['refuseOffer', RefuseOfferMutation, '0', 'offer-refuse'],
  ] as const)(
    '%s posts offer_accept with action %s and no body',
    async (field, document, action, recording) => {
      const { termsofuse } = recordedBody<{ termsofuse: number }>(recording);
      ministry().script(() => replay(recording, { headers: { 'x-refreshed-token': `after-${field}` } }));
      const before = ministry().seen.length;
      const { response, result } = await send(gateway(), document as TypedDocumentNode<unknown>, {
        headers: { authorization: 'Bearer t' },
      });
      expect(result).toEqual({ data: { [field]: termsofuse } });
      expect(response.headers.get('x-refreshed-token')).toBe(`after-${field}`);
      const call = lastCall(before);
      expect(call).toMatchObject({ method: 'POST', url: `/api/offer_accept?action=${action}`, body: '' });
      expect(call.headers.authorization).toBe('Bearer t');
    },
  );

  it('logout posts /api/logout with the token', async () => {
    ministry().script(() => replay('logout'));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), LogoutMutation, { headers: { authorization: 'Bearer bye' } });
    expect(result).toEqual({ data: { logout: true } });
    const call = lastCall(before);
    expect(call).toMatchObject({ method: 'POST', url: '/api/logout' });
    expect(call.headers.authorization).toBe('Bearer bye');
  });

  const sessionCalls = [
    ['checkToken', CheckTokenQuery],
    ['me', MeQuery],
    ['notifications', NotificationsQuery],
    ['acceptOffer', AcceptOfferMutation],
    ['refuseOffer', RefuseOfferMutation],
    ['logout', LogoutMutation],
  ] as const;

  it.each(sessionCalls)(
    '%s: 403 Access Denied is TOKEN_EXPIRED with the gateway message',
    async (_name, document) => {
      ministry().script(() => replay('check-token-access-denied'));
      const { response, result } = await send(gateway(), document as TypedDocumentNode<unknown>, {
        headers: { authorization: 'Bearer old', 'accept-language': 'ru' },
      });
      expect(result.errors?.[0]).toMatchObject({
        message: translate('ru', 'errors.TOKEN_EXPIRED'),
        extensions: { code: 'TOKEN_EXPIRED', ministryCode: 'access_denied' },
      });
      expect(response.headers.has('x-refreshed-token')).toBe(false);
    },
  );

  it.each(sessionCalls)('%s: other statuses map by the catalogue', async (_name, document) => {
    const cases = [
      [replay('notary-queue-not-a-notary'), 'FORBIDDEN'],
      [json(500, { code: 'internal_error', message: 'boom' }), 'INTERNAL_SERVER_ERROR'],
      [text(400, 'Noto‘g‘ri so‘rov'), 'BAD_REQUEST'],
      [replay('check-before-auth-too-many-attempts'), 'TOO_MANY_ATTEMPTS'],
    ] as const;
    for (const [reply, code] of cases) {
      ministry().script(() => reply);
      const { result } = await send(gateway(), document as TypedDocumentNode<unknown>, {
        headers: { authorization: 'Bearer t' },
      });
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it('a plain-text 403 Access Denied is TOKEN_EXPIRED too', async () => {
    ministry().script(() => text(403, 'Access Denied'));
    const { result } = await send(gateway(), CheckTokenQuery, { headers: { authorization: 'Bearer old' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('TOKEN_EXPIRED');
  });

  it('logs no passport data, PIN, liveness token or session token', async () => {
    ministry().script(() => replay('check-before-auth-too-many-attempts'));
    await send(gateway(), AuthenticateMutation, {
      variables: { input: { ...credentials, jwt: livenessJwt } },
      headers: { authorization: 'Bearer secret-session' },
    });
    const all = logs.lines.join('\n');
    expect(all).toContain('/api/auth');
    for (const secret of [credentials.pin, credentials.passnum, livenessJwt, 'secret-session']) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('auth timeouts', () => {
  // Never answers: only the gateway's own timeout ends the call.
  const ministry = scriptedMinistryForSuite(() => new Promise(() => undefined));

  it('authenticate runs on the auth timeout, not the general one', async () => {
    const gateway = startGateway({ ministryUrl: ministry().url, timeoutMs: 100_000, authTimeoutMs: 100 });
    try {
      const { result } = await send(gateway, AuthenticateMutation, {
        variables: { input: { ...credentials, jwt: livenessJwt } },
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('MINISTRY_TIMEOUT');
    } finally {
      await gateway.close();
    }
  });

  it('checkToken runs on the general timeout', async () => {
    const gateway = startGateway({ ministryUrl: ministry().url, timeoutMs: 100, authTimeoutMs: 100_000 });
    try {
      const { result } = await send(gateway, CheckTokenQuery, { headers: { authorization: 'Bearer t' } });
      expect(result.errors?.[0]?.extensions?.code).toBe('MINISTRY_TIMEOUT');
    } finally {
      await gateway.close();
    }
  });
});

describe('clientConfig', () => {
  it('answers the specification timings by default', async () => {
    const gateway = startGateway({ ministryUrl: 'http://127.0.0.1:9' });
    try {
      const { result } = await send(gateway, ClientConfigQuery);
      expect(result).toEqual({
        data: {
          clientConfig: {
            faceCheckLimitMs: 123_000,
            faceCheckStartDelayMs: 3_000,
            frameIntervalMs: 300,
            kioskIdleMs: 120_000,
            kioskIdleCountdownMs: 30_000,
            instructionalVideoUrl: null,
          },
        },
      });
    } finally {
      await gateway.close();
    }
  });

  it('answers what the gateway was configured with', async () => {
    const gateway = startGateway({
      ministryUrl: 'http://127.0.0.1:9',
      clientConfig: {
        faceCheckLimitMs: 5_000,
        kioskIdleMs: 60_000,
        kioskIdleCountdownMs: 10_000,
        instructionalVideoUrl: 'https://video.example/embed/x',
      },
    });
    try {
      const { result } = await send(gateway, ClientConfigQuery);
      expect(result.data?.clientConfig).toEqual({
        faceCheckLimitMs: 5_000,
        faceCheckStartDelayMs: 3_000,
        frameIntervalMs: 300,
        kioskIdleMs: 60_000,
        kioskIdleCountdownMs: 10_000,
        instructionalVideoUrl: 'https://video.example/embed/x',
      });
    } finally {
      await gateway.close();
    }
  });

  it('refuses kiosk inactivity limits out of their bounds, naming the variable, and takes the bounds themselves', () => {
    expect(() => resolveClientConfig({ kioskIdleMs: 9_999 })).toThrow(
      'KIOSK_IDLE_MS must be an integer from 10000 to 3600000 (milliseconds), got 9999',
    );
    expect(() => resolveClientConfig({ kioskIdleMs: 3_600_001 })).toThrow('KIOSK_IDLE_MS');
    expect(() => resolveClientConfig({ kioskIdleCountdownMs: 4_999 })).toThrow('KIOSK_IDLE_COUNTDOWN_MS');
    expect(() => resolveClientConfig({ kioskIdleCountdownMs: 300_001 })).toThrow('KIOSK_IDLE_COUNTDOWN_MS');
    expect(() => resolveClientConfig({ kioskIdleCountdownMs: 7_500.5 })).toThrow('KIOSK_IDLE_COUNTDOWN_MS');
    expect(resolveClientConfig({ kioskIdleMs: 10_000, kioskIdleCountdownMs: 300_000 })).toMatchObject({
      kioskIdleMs: 10_000,
      kioskIdleCountdownMs: 300_000,
    });
    expect(resolveClientConfig({ kioskIdleMs: 3_600_000, kioskIdleCountdownMs: 5_000 })).toMatchObject({
      kioskIdleMs: 3_600_000,
      kioskIdleCountdownMs: 5_000,
    });
    // The gateway does not start with them.
    expect(() =>
      startGateway({ ministryUrl: 'http://127.0.0.1:9', clientConfig: { kioskIdleMs: 1 } }),
    ).toThrow('KIOSK_IDLE_MS');
  });
});
