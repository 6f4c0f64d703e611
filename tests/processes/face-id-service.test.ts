import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Gateway } from '../../gateway/app.js';
import { createRemoteFaceId } from '../../ministry/face-id/remote.js';
import { type Service, startService, stopChild } from '../../scripts/processes.js';
import { freePort } from '../../scripts/support/free-ports.js';
import { AuthenticateMutation, PrecheckMutation } from '../../ui/features/auth/auth.documents.js';
import { MeQuery } from '../../ui/features/session/session.documents.js';
import { send, startGateway, wsClient } from '../gateway/harness.js';
import { cameraFrame, faceCheck, operation, rahimova } from '../support/face-login.js';
import { drivers, startTestMinistry, type TestMinistry } from '../support/ministry.js';

// The face-ID service on its own (issue 31, decision 120): its own OS process (`npm run face-id`),
// reached by the gateway's LIVENESS_URL for the face check and by the ministry over HTTP for the face
// in the best shot, on the ministry's PostgreSQL database. A login goes through it; killed, the login
// is refused with a retry message, never a 500; started again, the next login goes through.

type Authenticated = { authenticate: { resultCode: number; token: string | null } };

describe.skipIf(!drivers.includes('postgresql'))('the face-ID service as its own process', () => {
  let ministry: TestMinistry;
  let gateway: Gateway;
  let client: Client;
  let frame: string;
  let service: Service | undefined;
  let faceIdUrl: string;
  let port: number;
  const output: string[] = [];

  const startFaceId = async () => {
    service = startService(
      'face-id',
      'ministry/face-id/main.ts',
      {
        DATABASE_URL: ministry.databaseUrl as string,
        FACE_ID_PORT: String(port),
        LIVENESS_WORKERS: '1',
        LOG_LEVEL: 'info',
        DRAIN_DELAY_MS: '1500',
      },
      'face-id ready',
      { quiet: true, onLine: (line) => output.push(line) },
    );
    await service.ready;
  };

  beforeAll(async () => {
    port = await freePort();
    faceIdUrl = `http://127.0.0.1:${port}`;
    // The ministry loads no model: it describes faces through the service (as FACE_ID_URL makes it).
    ministry = await startTestMinistry('postgresql', {
      faceId: ({ secret, policy }) =>
        createRemoteFaceId({ url: faceIdUrl, secret, policy, timeoutMs: 5_000 }),
    });
    await startFaceId();
    gateway = startGateway({ ministryUrl: ministry.url, livenessUrl: `ws://127.0.0.1:${port}/liveness` });
    client = wsClient(await gateway.listen(0, '127.0.0.1'), { locale: 'oz' });
    frame = await cameraFrame();
  }, 180_000);
  afterAll(async () => {
    await client?.dispose();
    await gateway?.close();
    if (service) await stopChild(service.child);
    await ministry?.close();
  });

  const login = async () => {
    expect(await operation(client, print(PrecheckMutation), { input: rahimova })).toEqual({ precheck: true });
    const { outcome } = await faceCheck(client, randomUUID(), frame);
    expect(outcome).toMatchObject({ kind: 'SUCCESS', isOk: true });
    return outcome.jwt as string;
  };

  it('checks the face over the gateway’s socket and describes it for the ministry’s login', async () => {
    const { authenticate } = await operation<Authenticated>(client, print(AuthenticateMutation), {
      input: { ...rahimova, jwt: await login() },
    });
    expect(authenticate.resultCode).toBe(1);
    const me = await send(gateway, MeQuery, {
      headers: { authorization: `Bearer ${authenticate.token}`, 'accept-language': 'oz' },
    });
    expect(me.result.errors).toBeUndefined();

    // Its own probes and metrics; the ministry's face-ID load is its calls to the service.
    expect((await fetch(`${faceIdUrl}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${faceIdUrl}/readyz`)).json()).toEqual({
      status: 'ready',
      database: 'postgresql',
    });
    expect(await (await fetch(`${faceIdUrl}/metrics`)).text()).toMatch(/^face_id_load 0$/m);
    expect(await (await fetch(`${ministry.url}/metrics`)).text()).toMatch(/^ministry_face_id_load 0$/m);
    // The ministry has no socket of its own any more.
    const ministrySocket = await new Promise<string>((resolve) => {
      const socket = new WebSocket(`${ministry.url.replace('http', 'ws')}/liveness`, 'lpproto');
      socket.once('open', () => {
        socket.close();
        resolve('open');
      });
      socket.once('error', () => resolve('refused'));
    });
    expect(ministrySocket).toBe('refused');
  }, 180_000);

  it('describes a face for the ministry only, and refuses what is not an image', async () => {
    const describe = (headers: Record<string, string>, body: Uint8Array<ArrayBuffer>) =>
      fetch(`${faceIdUrl}/describe`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', ...headers },
        body,
      });
    const junk = new TextEncoder().encode('not an image at all');
    expect((await describe({}, junk)).status).toBe(401);
    expect((await describe({ authorization: 'Bearer guessed' }, junk)).status).toBe(401);
    // The ministry's own client, with the key it holds: an undecodable image is the caller's fault.
    const remote = createRemoteFaceId({ url: faceIdUrl, secret: ministry.auth.secrets.liveness });
    await expect(remote.describeFace(Buffer.from(junk))).rejects.toMatchObject({
      name: 'FaceJobError',
      failure: 'undecodable',
    });
  });

  it('killed, a login is told to retry; started again, the next login goes through', async () => {
    const jwt = await login();
    await stopChild(service!.child, 'SIGKILL');
    const refused = await client
      .iterate({ query: print(AuthenticateMutation), variables: { input: { ...rahimova, jwt } } })
      .next();
    const error = refused.value?.errors?.[0] as { message: string; extensions: { code: string } } | undefined;
    expect(error?.extensions.code).toBe('MINISTRY_UNAVAILABLE');
    expect(error?.message).toBe(
      'Yuzni tekshirish xizmati hozir javob bermayapti. Bir necha soniyadan so‘ng qayta urinib ko‘ring',
    );

    await startFaceId();
    const { authenticate } = await operation<Authenticated>(client, print(AuthenticateMutation), {
      input: { ...rahimova, jwt: await login() },
    });
    expect(authenticate.resultCode).toBe(1);
    // Nothing of a face or a token in what the service wrote.
    expect(output.join('\n')).not.toContain(jwt);
    expect(output.join('\n')).not.toContain(rahimova.pin);
  }, 240_000);

  it('drains on SIGTERM: not ready while the load balancer notices, then gone', async () => {
    const child = service!.child;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${faceIdUrl}/readyz`)).status, { timeout: 1_000, interval: 50 })
      .toBe(503);
    expect(await exited).toBe(0);
    await expect(fetch(`${faceIdUrl}/healthz`)).rejects.toThrow();
  });
});
