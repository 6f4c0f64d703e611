import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import type { LivenessUpdate } from '../../gateway/generated/schema-types.js';
import { connectedUpdate, statsUpdate } from '../../gateway/liveness/updates.js';
import { LivenessSubscription, SendLivenessFrameMutation } from '../../ui/features/auth/auth.documents.js';
import { captureLogs, send, startGateway, wsClient } from './harness.js';
import { type LpprotoPeer, startLpprotoPeer } from './lpproto-peer.js';

const IMAGE = Buffer.from('not really a jpeg, the peer does not look').toString('base64');

type Update = Omit<LivenessUpdate, '__typename'>;

describe('liveness bridge against a scripted face-ID server', () => {
  let peer: LpprotoPeer;
  let gateway: Gateway;
  let url: string;
  let logs: ReturnType<typeof captureLogs>;
  const clients: Client[] = [];

  beforeAll(async () => {
    peer = await startLpprotoPeer();
    logs = captureLogs();
    gateway = startGateway({
      ministryUrl: 'http://127.0.0.1:9',
      livenessUrl: peer.url,
      logger: logs.logger,
      // The smallest minimum reconnect delay of the policy (1 s), so the reconnect test is quick.
      liveness: { random: () => 0, maxImageChars: 4_096 },
    });
    url = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await gateway.close();
    await peer.close();
  });

  const connect = () => {
    const client = wsClient(url);
    clients.push(client);
    return client;
  };

  /** Subscribes and returns a reader of the updates. */
  const subscribe = (client: Client, sessionId: string) => {
    const updates = client.iterate({ query: print(LivenessSubscription), variables: { sessionId } });
    return {
      async next(): Promise<Update | undefined> {
        const { value, done } = await updates.next();
        if (done) return undefined;
        if (value.errors) throw new Error(JSON.stringify(value.errors));
        return (value.data as { liveness: Update }).liveness;
      },
      end: () => updates.return?.(),
    };
  };

  const sendFrame = async (
    client: Client,
    variables: { sessionId: string; image?: string; contentType?: string },
  ) => {
    const { value } = await client
      .iterate({
        query: print(SendLivenessFrameMutation),
        variables: { image: IMAGE, contentType: 'image/jpeg', ...variables },
      })
      .next();
    return value;
  };

  /** The peer's connection for the n-th connect (0-based) once its CONNECT arrived. */
  const connectionWithConnect = async (index: number) =>
    vi.waitFor(
      () => {
        const connection = peer.connections[index];
        expect(connection?.frames.some((f) => f.command === 'CONNECT')).toBe(true);
        return connection!;
      },
      // A reconnect comes after the policy's minimum delay (1 s here), beyond waitFor's default.
      { timeout: 5_000 },
    );

  /**
   * A new liveness session on `client`: subscribed, its first update pending, and the peer's
   * connection for it once its CONNECT arrived (`before`: the peer's connections until then).
   */
  const openSession = async (client = connect()) => {
    const sessionId = randomUUID();
    const before = peer.connections.length;
    const updates = subscribe(client, sessionId);
    const first = updates.next();
    const connection = await connectionWithConnect(before);
    return { client, sessionId, before, updates, first, connection };
  };

  it('opens the socket with subprotocol lpproto and sends CONNECT with the session id and heart-beat', async () => {
    const { sessionId, updates, first, connection } = await openSession();
    expect(connection.protocol).toBe('lpproto');
    expect(connection.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(connection.frames[0]).toEqual({
      command: 'CONNECT',
      headers: { 'session-id': sessionId, 'heart-beat': '3000,3000' },
      body: '',
    });
    connection.send('CONNECTED', { 'session-id': sessionId, 'heart-beat': '3000,3000', challenge: 'center' });
    expect(await first).toMatchObject({
      kind: 'CONNECTED',
      challenge: { step: 'CENTER', index: 1, of: 1 },
      errors: [],
      isOk: false,
    });
    await updates.end();
  });

  it('relays frames both ways, and SUCCESS ends the subscription and closes the socket', async () => {
    const { client, sessionId, updates, first: connected, connection } = await openSession();

    // Before CONNECTED the session takes no frames.
    expect(await sendFrame(client, { sessionId })).toEqual({ data: { sendLivenessFrame: false } });

    connection.send('CONNECTED', { 'session-id': sessionId, challenge: 'center,turnLeft,turnRight' });
    expect(await connected).toMatchObject({
      kind: 'CONNECTED',
      challenge: { step: 'CENTER', index: 1, of: 3 },
    });

    expect(await sendFrame(client, { sessionId })).toEqual({ data: { sendLivenessFrame: true } });
    await vi.waitFor(() =>
      expect(connection.frames.find((f) => f.command === 'IMAGE')).toEqual({
        command: 'IMAGE',
        headers: { 'content-type': 'image/jpeg' },
        body: IMAGE,
      }),
    );
    expect(await sendFrame(client, { sessionId, contentType: 'image/png' })).toEqual({
      data: { sendLivenessFrame: true },
    });
    await vi.waitFor(() =>
      expect(connection.frames.filter((f) => f.command === 'IMAGE').at(-1)?.headers['content-type']).toBe(
        'image/png',
      ),
    );

    const stats = {
      errors: [12, 14],
      details: { faceFramePosition: { faceRect: { x: 200, y: 120, width: 180, height: 250 } } },
      isOk: false,
      challenge: { step: 'turnLeft', index: 2, of: 3 },
      skipped: false,
    };
    connection.send('STATS', {}, JSON.stringify(stats));
    expect(await updates.next()).toEqual({
      kind: 'STATS',
      errors: [12, 14],
      faceRect: { x: 200, y: 120, width: 180, height: 250 },
      isOk: false,
      challenge: { step: 'TURN_LEFT', index: 2, of: 3 },
      skipped: false,
      jwt: null,
      errorCode: null,
    });
    connection.send(
      'STATS',
      {},
      JSON.stringify({
        errors: [],
        details: { faceFramePosition: { faceRect: null } },
        isOk: false,
        skipped: true,
      }),
    );
    expect(await updates.next()).toMatchObject({
      kind: 'STATS',
      skipped: true,
      faceRect: null,
      challenge: null,
    });

    connection.send('SUCCESS', {}, 'signed.liveness.jwt');
    expect(await updates.next()).toMatchObject({ kind: 'SUCCESS', isOk: true, jwt: 'signed.liveness.jwt' });
    expect(await updates.next()).toBeUndefined();
    await vi.waitFor(() => expect(connection.closed).toBe(true));
    expect(gateway.liveness.sessions).toBe(0);
    expect(await sendFrame(client, { sessionId })).toEqual({ data: { sendLivenessFrame: false } });
  });

  it('names every step of the standard challenge in the schema’s words (docs/decisions/068)', () => {
    const steps = [
      ['center', 'CENTER'],
      ['turnLeft', 'TURN_LEFT'],
      ['turnRight', 'TURN_RIGHT'],
      ['chinUp', 'CHIN_UP'],
      ['chinDown', 'CHIN_DOWN'],
      ['eyesClosed', 'EYES_CLOSED'],
    ] as const;
    for (const [lp, schema] of steps) {
      const body = JSON.stringify({
        errors: [],
        isOk: false,
        challenge: { step: lp, index: 2, of: 4 },
        skipped: false,
      });
      expect(statsUpdate({ command: 'STATS', headers: {}, body })?.challenge).toEqual({
        step: schema,
        index: 2,
        of: 4,
      });
    }
    expect(
      connectedUpdate({ command: 'CONNECTED', headers: { challenge: 'chinDown,eyesClosed' }, body: '' })
        .challenge,
    ).toEqual({ step: 'CHIN_DOWN', index: 1, of: 2 });
  });

  it('an ERROR frame is relayed with its code and ends the session', async () => {
    const { before, updates, first, connection } = await openSession();
    connection.send('ERROR', { code: 'timeout', message: 'liveness session timed out' });
    expect(await first).toMatchObject({ kind: 'ERROR', errorCode: 'timeout', isOk: false });
    expect(await updates.next()).toBeUndefined();
    await vi.waitFor(() => expect(connection.closed).toBe(true));
    expect(peer.connections).toHaveLength(before + 1);
  });

  it('a dropped face-ID connection gives RECONNECTING, then reconnects and the subscription goes on', async () => {
    const { client, sessionId, before, updates, first: connected, connection: first } = await openSession();
    first.send('CONNECTED', { 'session-id': sessionId, challenge: 'center' });
    expect((await connected)?.kind).toBe('CONNECTED');

    first.drop();
    expect(await updates.next()).toMatchObject({ kind: 'RECONNECTING', errors: [], isOk: false });
    // While reconnecting, frames have nowhere to go.
    expect(await sendFrame(client, { sessionId })).toEqual({ data: { sendLivenessFrame: false } });

    const second = await connectionWithConnect(before + 1);
    // The server takes a session id once, so the reconnect is a new lpproto session.
    const fresh = second.frames[0]?.headers['session-id'];
    expect(fresh).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fresh).not.toBe(sessionId);
    second.send('CONNECTED', { 'session-id': fresh!, challenge: 'center' });
    expect((await updates.next())?.kind).toBe('CONNECTED');
    expect(await sendFrame(client, { sessionId })).toEqual({ data: { sendLivenessFrame: true } });
    await vi.waitFor(() => expect(second.frames.some((f) => f.command === 'IMAGE')).toBe(true));
    await updates.end();
    await vi.waitFor(() => expect(second.closed).toBe(true));
  });

  it('unsubscribing closes the face-ID socket and forgets the session', async () => {
    const { sessionId, updates, first: connected, connection } = await openSession();
    connection.send('CONNECTED', { 'session-id': sessionId, challenge: 'center' });
    await connected;
    expect(gateway.liveness.sessions).toBe(1);
    await updates.end();
    await vi.waitFor(() => expect(connection.closed).toBe(true));
    expect(gateway.liveness.sessions).toBe(0);
  });

  it('a client that goes away without unsubscribing has its face-ID socket closed too', async () => {
    const { client, first, connection } = await openSession();
    void first.catch(() => undefined);
    await client.dispose();
    await vi.waitFor(() => expect(connection.closed).toBe(true));
    await vi.waitFor(() => expect(gateway.liveness.sessions).toBe(0));
  });

  it('keeps one face-ID socket per session: a second subscription gets session_in_use', async () => {
    const owner = connect();
    const other = connect();
    const { sessionId, before, updates, first: connected, connection } = await openSession(owner);
    connection.send('CONNECTED', { 'session-id': sessionId, challenge: 'center' });
    await connected;

    const intruder = subscribe(other, sessionId);
    expect(await intruder.next()).toMatchObject({ kind: 'ERROR', errorCode: 'session_in_use' });
    expect(await intruder.next()).toBeUndefined();
    // Another connection cannot feed the session either; it looks as if there were none.
    expect(await sendFrame(other, { sessionId })).toEqual({ data: { sendLivenessFrame: false } });
    expect(peer.connections).toHaveLength(before + 1);

    // The owner's session is untouched.
    expect(await sendFrame(owner, { sessionId })).toEqual({ data: { sendLivenessFrame: true } });
    await updates.end();
  });

  it('validates the session id, content type and size of a frame at the gateway', async () => {
    const client = connect();
    const sessionId = randomUUID();
    const codeOf = async (variables: Parameters<typeof sendFrame>[1]) => {
      const result = await sendFrame(client, variables);
      return result?.errors?.[0]?.extensions?.code ?? result?.data?.sendLivenessFrame;
    };
    expect(await codeOf({ sessionId: 'not-a-uuid' })).toBe('BAD_REQUEST');
    expect(await codeOf({ sessionId, contentType: 'image/gif' })).toBe('BAD_REQUEST');
    expect(await codeOf({ sessionId, image: `data:image/jpeg;base64,${IMAGE}` })).toBe('BAD_REQUEST');
    expect(await codeOf({ sessionId, image: 'A'.repeat(4_100) })).toBe('BAD_REQUEST');
    // Well formed, but no such session on this gateway.
    expect(await codeOf({ sessionId })).toBe(false);

    const badSession = client.iterate({
      query: print(LivenessSubscription),
      variables: { sessionId: 'nope' },
    });
    const { value } = await badSession.next();
    expect(value?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('refuses liveness over plain HTTP, where no frame could reach the session', async () => {
    const { result } = await send(gateway, SendLivenessFrameMutation, {
      variables: { sessionId: randomUUID(), image: IMAGE, contentType: 'image/jpeg' },
    });
    expect(result).toEqual({ data: { sendLivenessFrame: false } });
    const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: print(LivenessSubscription), variables: { sessionId: randomUUID() } }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('never logs frames', () => {
    const all = logs.lines.join('\n');
    expect(all).toContain('liveness: session ended');
    expect(all).not.toContain(IMAGE);
    expect(all).not.toContain('signed.liveness.jwt');
  });
});

describe('liveness bridge when the face-ID server is away', () => {
  it('keeps reconnecting (RECONNECTING each time) until the client leaves', async () => {
    // Nothing listens here: every attempt is refused at once.
    const peer = await startLpprotoPeer();
    const url = peer.url;
    await peer.close();
    const gateway = startGateway({
      ministryUrl: 'http://127.0.0.1:9',
      livenessUrl: url,
      liveness: { random: () => 0 },
    });
    const client = wsClient(await gateway.listen(0, '127.0.0.1'));
    try {
      const updates = client.iterate({
        query: print(LivenessSubscription),
        variables: { sessionId: randomUUID() },
      });
      const first = await updates.next();
      expect(first.value?.data).toMatchObject({ liveness: { kind: 'RECONNECTING' } });
      const second = await updates.next();
      expect(second.value?.data).toMatchObject({ liveness: { kind: 'RECONNECTING' } });
      await updates.return?.();
      await vi.waitFor(() => expect(gateway.liveness.sessions).toBe(0));
    } finally {
      await client.dispose();
      await gateway.close();
    }
  });

  it('ends open sessions with ERROR unavailable when the gateway closes', async () => {
    const peer = await startLpprotoPeer();
    const gateway = startGateway({ ministryUrl: 'http://127.0.0.1:9', livenessUrl: peer.url });
    const client = wsClient(await gateway.listen(0, '127.0.0.1'));
    try {
      const updates = client.iterate({
        query: print(LivenessSubscription),
        variables: { sessionId: randomUUID() },
      });
      const pending = updates.next();
      await vi.waitFor(() => expect(peer.connections).toHaveLength(1));
      gateway.liveness.close();
      expect((await pending).value?.data).toMatchObject({
        liveness: { kind: 'ERROR', errorCode: 'unavailable' },
      });
      await vi.waitFor(() => expect(peer.last().closed).toBe(true));
    } finally {
      await client.dispose();
      await gateway.close();
      await peer.close();
    }
  });
});
