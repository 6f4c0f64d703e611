import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import type { LivenessUpdate } from '../../gateway/generated/schema-types.js';
import { createFaceId } from '../../ministry/face-id/index.js';
import {
  AuthenticateMutation,
  LivenessSubscription,
  PrecheckMutation,
  SendLivenessFrameMutation,
} from '../../ui/features/auth/auth.documents.js';
import {
  AcceptOfferMutation,
  CheckTokenQuery,
  LogoutMutation,
  MeQuery,
  NotificationsQuery,
  SessionUserFragment,
} from '../../ui/features/session/session.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { startTestMinistry, type TestMinistry } from '../support/ministry.js';
import { send, startGateway, wsClient } from './harness.js';

// The whole login through the gateway against the sandbox ministry with its real face-ID server:
// pre-check, liveness over graphql-ws with frames of a real face photograph, auth, and the session
// calls after it. Rahimova's registry photograph is the astronaut, the face the "camera" shows.
const rahimova = { passserial: 'AB', passnum: '1000002', pin: '42309929990022' };
const astronaut = fileURLToPath(new URL('../../ministry/db/seed/photos/astronaut.png', import.meta.url));
// A liveness session that has not succeeded after this many frames has failed the test.
const MAX_FRAMES = 60;

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
    // A 640x480 camera frame, JPEG as the browser's canvas makes it.
    const jpeg = await sharp(astronaut)
      .resize(640, 480, { fit: 'contain', background: '#808080' })
      .jpeg({ quality: 60 })
      .toBuffer();
    frame = jpeg.toString('base64');
  }, 120_000);
  afterAll(async () => {
    await client?.dispose();
    await gateway?.close();
    await ministry?.close();
  });

  const operation = async <T>(query: string, variables: Record<string, unknown>) => {
    const { value } = await client.iterate({ query, variables }).next();
    if (value?.errors) throw new Error(JSON.stringify(value.errors));
    return value?.data as T;
  };

  it('precheck, face check to SUCCESS, authenticate, then the session calls until logout', async () => {
    expect(await operation(print(PrecheckMutation), { input: rahimova })).toEqual({ precheck: true });

    const sessionId = randomUUID();
    const updates = client.iterate({ query: print(LivenessSubscription), variables: { sessionId } });
    const received: LivenessUpdate[] = [];
    const reading = (async () => {
      for await (const result of updates) {
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        received.push((result.data as { liveness: LivenessUpdate }).liveness);
      }
    })();
    const finished = () => received.find((u) => u.kind === 'SUCCESS' || u.kind === 'ERROR');
    // Model loading may make the first answers slow; the waits are for answers, not for time.
    const patience = { timeout: 60_000, interval: 20 };

    await vi.waitFor(() => expect(received[0]?.kind).toBe('CONNECTED'), patience);
    expect(received[0]).toMatchObject({ challenge: { step: 'CENTER', index: 1 } });

    // Paced by the server: each frame goes once the previous one has been answered.
    for (let sent = 0; sent < MAX_FRAMES && !finished(); sent++) {
      const count = received.length;
      const { sendLivenessFrame } = await operation<{ sendLivenessFrame: boolean }>(
        print(SendLivenessFrameMutation),
        { sessionId, image: frame, contentType: 'image/jpeg' },
      );
      // false only once the session is over (its SUCCESS may still be on the way).
      if (!sendLivenessFrame) break;
      await vi.waitFor(() => expect(received.length).toBeGreaterThan(count), patience);
    }
    await vi.waitFor(() => expect(finished()).toBeDefined(), patience);
    await reading;
    const outcome = finished();
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
