import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMinistry, type Ministry } from '../../ministry/app';
import { queryRows } from '../../ministry/db/database';
import { createFaceId } from '../../ministry/face-id';
import { frames } from '../../scripts/support/faces';
import { LpClient, statsOf } from '../../scripts/support/lp-client';
import { createTestDatabase, drivers } from '../support/ministry';
import { type AuthAnswer, credentials, nazarova, rahimova } from './auth-support';

// The whole login as the gateway drives it: a real lpproto session on the ministry's own port
// (ws://.../liveness) with camera frames of the registry photographs, then /api/auth with its token.
// Two ministry instances share one database: the face check may run on one and the login on the other.

interface Instance {
  ministry: Ministry;
  http: string;
  ws: string;
}

async function listen(ministry: Ministry): Promise<Instance> {
  await ministry.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ministry.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return {
    ministry,
    http: `http://127.0.0.1:${address.port}`,
    ws: `ws://127.0.0.1:${address.port}/liveness`,
  };
}

describe.each(drivers)('login with a live face check on %s', (driver) => {
  let first: Instance;
  let second: Instance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(driver);
    drop = database.drop;
    const options = {
      ...database.options,
      faceId: createFaceId,
      faceIdWorkers: 1,
      livenessPolicy: { name: 'sandbox' as const },
    };
    first = await listen(await createMinistry(options));
    // PGlite is one process's database; on a server, a second instance shares it.
    second = driver === 'postgresql' ? await listen(await createMinistry(options)) : first;
  });
  afterAll(async () => {
    await second?.ministry.close();
    await first?.ministry.close();
    await drop?.();
  });

  /** Runs the sandbox challenge with `frame` until SUCCESS; answers the token. */
  async function faceCheck(instance: Instance, frame: Buffer): Promise<{ jwt: string; sessionId: string }> {
    const client = await LpClient.open(instance.ws);
    try {
      const sessionId = randomUUID();
      const connected = await client.connect(sessionId);
      expect(connected.command).toBe('CONNECTED');
      const steps = (connected.headers.challenge ?? '').split(',');
      expect(steps).toEqual(['center']);
      const { framesPerStep } = instance.ministry.faceId!.policy;
      for (let i = 0; i < framesPerStep; i++) expect(statsOf(await client.analyse(frame)).isOk).toBe(true);
      const success = await client.next();
      expect(success.command).toBe('SUCCESS');
      return { jwt: success.body, sessionId };
    } finally {
      client.close();
    }
  }

  async function auth(instance: Instance, body: Record<string, unknown>): Promise<AuthAnswer> {
    const response = await fetch(`${instance.http}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as AuthAnswer;
  }

  it('logs Rahimova in with the astronaut camera, once per face check', async () => {
    const { jwt, sessionId } = await faceCheck(first, await frames.centred());
    const rows = await queryRows<{ completed: boolean; jti: string | null }>(
      first.ministry.db,
      sql`select completed_at is not null as completed, jti from auth.liveness_sessions where session_id = ${sessionId}`,
    );
    expect(rows).toEqual([{ completed: true, jti: expect.any(String) }]);

    const answer = await auth(second, { ...credentials(rahimova), jwt });
    expect(answer.resultCode).toBe(1);
    expect(answer.user?.passnum).toBe(rahimova.passnum);
    // The session works on every instance.
    const check = await fetch(`${first.http}/api/check_token`, {
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(check.status).toBe(200);

    expect((await auth(first, { ...credentials(rahimova), jwt })).resultCode).toBe(2);
    const used = await queryRows<{ used: boolean }>(
      first.ministry.db,
      sql`select used_at is not null as used from auth.liveness_sessions where session_id = ${sessionId}`,
    );
    expect(used).toEqual([{ used: true }]);
  });

  it('refuses Nazarova in front of the astronaut camera and accepts her own face', async () => {
    const astronaut = await faceCheck(second, await frames.centred());
    expect((await auth(first, { ...credentials(nazarova), jwt: astronaut.jwt })).resultCode).toBe(2);
    const hopper = await faceCheck(first, await frames.hopper());
    expect((await auth(second, { ...credentials(nazarova), jwt: hopper.jwt })).resultCode).toBe(1);
  });

  it('refuses a session id that was used before, on any instance', async () => {
    const { sessionId } = await faceCheck(first, await frames.centred());
    const client = await LpClient.open(second.ws);
    try {
      const answer = await client.connect(sessionId);
      expect(answer.command).toBe('ERROR');
      expect(answer.headers.code).toBe('session_in_use');
    } finally {
      client.close();
    }
  });
});

// AUTH_FACE_MATCH=off lets a newcomer try the sandbox with their own camera: the face check still
// has to pass with one live face, only the comparison with the registry photograph is skipped.
describe('the sandbox switch AUTH_FACE_MATCH=off', () => {
  let instance: Instance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    drop = database.drop;
    instance = await listen(
      await createMinistry({
        ...database.options,
        faceId: createFaceId,
        faceIdWorkers: 1,
        livenessPolicy: { name: 'sandbox' as const },
        auth: { faceMatch: 'off' },
      }),
    );
  });
  afterAll(async () => {
    await instance?.ministry.close();
    await drop?.();
  });

  it('accepts Nazarova behind the astronaut camera once the liveness check has passed', async () => {
    const client = await LpClient.open(instance.ws);
    let jwt: string;
    try {
      await client.connect(randomUUID());
      const frame = await frames.centred();
      for (let i = 0; i < instance.ministry.faceId!.policy.framesPerStep; i++) await client.analyse(frame);
      const success = await client.next();
      expect(success.command).toBe('SUCCESS');
      jwt = success.body;
    } finally {
      client.close();
    }
    const response = await fetch(`${instance.http}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials(nazarova), jwt }),
    });
    expect(((await response.json()) as AuthAnswer).resultCode).toBe(1);
  });
});
