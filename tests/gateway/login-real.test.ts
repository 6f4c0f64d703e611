import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import { createFaceId } from '../../ministry/face-id/index.js';
import { AuthenticateMutation, PrecheckMutation } from '../../ui/features/auth/auth.documents.js';
import {
  AcceptOfferMutation,
  CheckTokenQuery,
  LogoutMutation,
  MeQuery,
  NotificationsQuery,
  SessionUserFragment,
} from '../../ui/features/session/session.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { cameraFrame, faceCheck, rahimova, operation as runOperation } from '../support/face-login.js';
import { startTestMinistry, type TestMinistry } from '../support/ministry.js';
import { send, startGateway, wsClient } from './harness.js';

// The whole login through the gateway against the sandbox ministry with its real face-ID server:
// pre-check, liveness over graphql-ws with frames of a real face photograph, auth, and the session
// calls after it. Rahimova's registry photograph is the astronaut, the face the "camera" shows.

describe('login through the gateway against the sandbox ministry and its face-ID server', () => {
  let ministry: TestMinistry;
  let gateway: Gateway;
  let client: Client;
  let frame: string;

  beforeAll(async () => {
    ministry = await startTestMinistry('pglite', { faceId: createFaceId, faceIdWorkers: 1 });
    gateway = startGateway({
      ministryUrl: ministry.url,
      livenessUrl: `${ministry.url.replace('http', 'ws')}/liveness`,
    });
    const url = await gateway.listen(0, '127.0.0.1');
    client = wsClient(url, { locale: 'oz' });
    frame = await cameraFrame();
  }, 120_000);
  afterAll(async () => {
    await client?.dispose();
    await gateway?.close();
    await ministry?.close();
  });

  const operation = <T>(query: string, variables: Record<string, unknown>) =>
    runOperation<T>(client, query, variables);

  it('precheck, face check to SUCCESS, authenticate, then the session calls until logout', async () => {
    expect(await operation(print(PrecheckMutation), { input: rahimova })).toEqual({ precheck: true });

    const { received, outcome } = await faceCheck(client, randomUUID(), frame);
    expect(received[0]).toMatchObject({ kind: 'CONNECTED', challenge: { step: 'CENTER', index: 1 } });
    expect(outcome).toMatchObject({ kind: 'SUCCESS', isOk: true, errorCode: null });
    const jwt = outcome?.jwt;
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const analysed = received.filter((u) => u.kind === 'STATS' && !u.skipped);
    expect(analysed.length).toBeGreaterThan(0);
    // A face was found in the frames: its box is reported in frame pixels.
    expect(analysed.some((u) => u.faceRect && u.faceRect.width > 0 && u.faceRect.x >= 0)).toBe(true);
    expect(gateway.liveness.sessions).toBe(0);

    const { authenticate } = await operation<{
      authenticate: {
        resultCode: number;
        token: string | null;
        user: { passnum: string; termsofuse: number };
      };
    }>(print(AuthenticateMutation), { input: { ...rahimova, jwt } });
    expect(authenticate).toMatchObject({ resultCode: 1, user: { passnum: rahimova.passnum } });
    let token = authenticate.token!;
    expect(token).toBeTruthy();

    const session = () => ({ authorization: `Bearer ${token}`, 'accept-language': 'oz' });
    const me = await send(gateway, MeQuery, { headers: session() });
    expect(me.result.errors).toBeUndefined();
    expect(readFragment(SessionUserFragment, me.result.data?.me)).toMatchObject({
      passserial: rahimova.passserial,
      passnum: rahimova.passnum,
      pin: rahimova.pin,
      termsofuse: 0,
    });
    const refreshed = me.response.headers.get('x-refreshed-token');
    expect(refreshed).toBeTruthy();
    token = refreshed!;

    expect((await send(gateway, CheckTokenQuery, { headers: session() })).result).toEqual({
      data: { checkToken: true },
    });
    const notifications = await send(gateway, NotificationsQuery, { headers: session() });
    expect(notifications.result.errors).toBeUndefined();
    expect(Array.isArray(notifications.result.data?.notifications)).toBe(true);

    expect((await send(gateway, AcceptOfferMutation, { headers: session() })).result).toEqual({
      data: { acceptOffer: 1 },
    });
    const after = (await send(gateway, MeQuery, { headers: session() })).result.data?.me;
    expect(readFragment(SessionUserFragment, after)?.termsofuse).toBe(1);

    expect((await send(gateway, LogoutMutation, { headers: session() })).result).toEqual({
      data: { logout: true },
    });
    const loggedOut = await send(gateway, CheckTokenQuery, { headers: session() });
    expect(loggedOut.result.errors?.[0]?.extensions?.code).toBe('TOKEN_EXPIRED');
  }, 180_000);
});
