import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaceId, type FaceId, memoryLivenessStore } from '../../ministry/face-id';
import { serializeFrame } from '../../ministry/face-id/lpproto';
import { BUSY, FacePool } from '../../ministry/face-id/pool';
import { frames, photos } from '../../scripts/support/faces';
import { LpClient, statsOf } from '../../scripts/support/lp-client';

// One face-ID instance (two worker threads) for the whole file: starting Human costs seconds.
const secret = randomBytes(32);
const store = memoryLivenessStore();
let faceId: FaceId;
let server: Server;
let url: string;
const images = {} as Record<keyof typeof frames, Buffer>;

async function listen(instance: FaceId): Promise<{ server: Server; url: string }> {
  const http = createServer((_request, response) => response.writeHead(404).end());
  instance.attach(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { server: http, url: `ws://127.0.0.1:${(http.address() as AddressInfo).port}/liveness` };
}

async function session(options: { heartBeat?: string; silent?: boolean } = {}) {
  const client = await LpClient.open(url);
  const connected = await client.connect(randomUUID(), options);
  expect(connected.command).toBe('CONNECTED');
  return client;
}

beforeAll(async () => {
  faceId = createFaceId({
    secret,
    store,
    workers: 2,
    policy: {
      name: 'sandbox',
      framesPerStep: 3,
      heartbeatMs: 200,
      maxImageBytes: 512 * 1024,
      timeoutMs: 60_000,
    },
  });
  ({ server, url } = await listen(faceId));
  const [made] = await Promise.all([
    Promise.all(Object.entries(frames).map(async ([name, make]) => [name, await make()] as const)),
    faceId.warmUp(),
  ]);
  for (const [name, image] of made) images[name as keyof typeof frames] = image;
});

afterAll(async () => {
  await faceId?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('guidance on real photographs', () => {
  it('names what is wrong with each frame, most important first', async () => {
    const client = await session();
    const first = async (name: keyof typeof frames) => statsOf(await client.analyse(images[name]));

    const noFace = await first('noFace');
    expect(noFace.errors).toEqual([8]);
    expect(noFace.details.faceFramePosition.faceRect).toBeNull();
    expect((await first('twoFaces')).errors[0]).toBe(9);
    expect([12, 13]).toContain((await first('small')).errors[0]);
    expect((await first('tooClose')).errors[0]).toBe(38);
    expect((await first('dark')).errors[0]).toBe(5);
    expect((await first('bright')).errors[0]).toBe(4);
    expect((await first('blurred')).errors[0]).toBe(3);
    // The face at the left edge of the camera image: the camera goes to the user's right.
    expect((await first('offLeft')).errors[0]).toBe(17);

    // The face moved from the edge to the centre: a jump, so only the next frame counts.
    expect(await first('centred')).toMatchObject({ errors: [], isOk: false });
    const good = await first('centred');
    expect(good).toMatchObject({ errors: [], isOk: true, skipped: false });
    expect(good.challenge).toEqual({ step: 'center', index: 1, of: 1 });
    const rect = good.details.faceFramePosition.faceRect!;
    // The astronaut's face in the fitted photo: centred horizontally, in the upper half.
    expect(rect.x + rect.width / 2).toBeGreaterThan(260);
    expect(rect.x + rect.width / 2).toBeLessThan(380);
    expect(rect.width).toBeGreaterThan(120);
    expect(rect.y + rect.height).toBeLessThan(240);
    // PNG frames are analysed like JPEG ones.
    const png = await sharp(images.centred).png().toBuffer();
    client.image(png, 'image/png');
    expect(statsOf(await client.next())).toMatchObject({ errors: [], isOk: true });
    client.close();
  });
});

describe('the sandbox challenge', () => {
  it('ends in SUCCESS whose JWT verifies and carries a best shot of the same face', async () => {
    const client = await LpClient.open(url);
    const sessionId = randomUUID();
    const connected = await client.connect(sessionId);
    expect(connected.headers).toMatchObject({ 'session-id': sessionId, challenge: 'center' });
    for (let i = 0; i < 2; i++) expect(statsOf(await client.analyse(images.centred)).isOk).toBe(true);
    expect(statsOf(await client.analyse(images.centred)).isOk).toBe(true);
    const success = await client.next();
    expect(success.command).toBe('SUCCESS');
    expect((await client.closed()).code).toBe(1000);

    const token = await faceId.verifyLivenessToken(success.body);
    expect(token.sessionId).toBe(sessionId);
    expect(store.jtiOf(sessionId)).toBe(token.jti);
    expect(token.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(token.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const shot = await faceId.describeFace(token.bestshot);
    expect(shot.faces).toBe(1);
    const registry = await faceId.describeFace(await readFile(photos.astronaut));
    expect(faceId.distance(shot.embedding!, registry.embedding!)).toBeLessThanOrEqual(faceId.maxFaceDistance);
  });

  it('starts the step again when the face vanishes', async () => {
    const client = await session();
    const answers = [];
    for (const name of ['centred', 'centred', 'noFace', 'centred', 'centred'] as const) {
      answers.push(statsOf(await client.analyse(images[name])));
    }
    expect(answers.map((a) => a.isOk)).toEqual([true, true, false, true, true]);
    expect(answers[2]!.errors).toEqual([8]);
    expect(statsOf(await client.analyse(images.centred)).isOk).toBe(true);
    expect((await client.next()).command).toBe('SUCCESS');
  });

  it('never counts a frame with two faces, and starts the step again after one', async () => {
    const client = await session();
    for (let i = 0; i < 3; i++) {
      const stats = statsOf(await client.analyse(images.twoFaces));
      expect(stats).toMatchObject({ isOk: false, errors: [9] });
    }
    const answers = [];
    for (const name of ['centred', 'centred', 'twoFaces', 'centred', 'centred'] as const) {
      answers.push(statsOf(await client.analyse(images[name])));
    }
    expect(answers.map((a) => a.isOk)).toEqual([true, true, false, true, true]);
    expect(statsOf(await client.analyse(images.centred)).isOk).toBe(true);
    expect((await client.next()).command).toBe('SUCCESS');
  });

  it('treats a face box that jumps between frames as a new face', async () => {
    const client = await session();
    const answers = [];
    for (const name of [
      'atLeft',
      'atRight',
      'atLeft',
      'atRight',
      'atLeft',
      'atRight',
      'atRight',
      'atRight',
    ] as const) {
      answers.push(statsOf(await client.analyse(images[name])));
    }
    // Each position alone is acceptable: no guidance code, only the jump breaks the run.
    expect(answers.every((a) => a.errors.length === 0)).toBe(true);
    expect(answers.map((a) => a.isOk)).toEqual([true, false, false, false, false, false, true, true]);
    expect(statsOf(await client.analyse(images.atRight)).isOk).toBe(true);
    expect((await client.next()).command).toBe('SUCCESS');
  });

  it('ends with ERROR timeout when the limit passes, and logs the step it stopped at', async () => {
    // Workers start lazily: this instance never analyses a frame, so it costs no thread.
    const lines: string[] = [];
    const quick = createFaceId({
      secret,
      store: memoryLivenessStore(),
      policy: { timeoutMs: 300, heartbeatMs: 200 },
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    const listening = await listen(quick);
    try {
      const client = await LpClient.open(listening.url);
      expect((await client.connect(randomUUID())).command).toBe('CONNECTED');
      const error = await client.next();
      expect(error.command).toBe('ERROR');
      expect(error.headers.code).toBe('timeout');
      await client.closed();
      // For the analyst: the step pending when it ended (the first, no frame came) and the last
      // frame's guidance codes (none).
      const ended = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'liveness session ended');
      expect(ended).toMatchObject({
        outcome: 'timeout',
        frames: 0,
        step: 'center',
        stepIndex: 1,
        lastCodes: [],
      });
    } finally {
      await quick.close();
      await new Promise((resolve) => listening.server.close(resolve));
    }
  });
});

describe('the lpproto socket', () => {
  it('accepts a session id once', async () => {
    const sessionId = randomUUID();
    const first = await LpClient.open(url);
    expect((await first.connect(sessionId)).command).toBe('CONNECTED');
    const second = await LpClient.open(url);
    const refused = await second.connect(sessionId);
    expect(refused.command).toBe('ERROR');
    expect(refused.headers.code).toBe('session_in_use');
    await second.closed();
    first.close();
  });

  it('refuses what is not a JPEG or PNG image', async () => {
    const text = await session();
    text.send(
      serializeFrame(
        'IMAGE',
        { 'content-type': 'image/jpeg' },
        Buffer.from('not an image at all').toString('base64'),
      ),
    );
    expect((await text.next()).headers.code).toBe('unsupported_image');

    const gif = await session();
    gif.send(serializeFrame('IMAGE', { 'content-type': 'image/gif' }, 'R0lGODlhAQABAAAAACw='));
    expect((await gif.next()).headers.code).toBe('unsupported_image');

    // JPEG magic bytes on a body that does not decode: refused after the worker tried.
    const broken = await session();
    const truncated = images.centred.subarray(0, 2000);
    broken.image(Buffer.from(truncated));
    expect((await broken.next()).headers.code).toBe('unsupported_image');
  });

  it('refuses an image over the size limit, garbage and images before CONNECT', async () => {
    const large = await session();
    large.image(Buffer.concat([images.centred, Buffer.alloc(600 * 1024)]));
    const tooLarge = await large.next();
    expect(tooLarge.command).toBe('ERROR');
    expect(tooLarge.headers.code).toBe('image_too_large');

    const garbage = await LpClient.open(url);
    garbage.send('HELLO there');
    expect((await garbage.next()).headers.code).toBe('bad_frame');

    const notBase64 = await session();
    notBase64.send(serializeFrame('IMAGE', { 'content-type': 'image/png' }, '<binary?>'));
    expect((await notBase64.next()).headers.code).toBe('bad_frame');

    const early = await LpClient.open(url);
    early.image(images.centred);
    const error = await early.next();
    expect(error.headers).toMatchObject({ code: 'bad_frame' });
    expect(error.headers.message).toMatch(/CONNECT/);
  });

  it('refuses another subprotocol or none', async () => {
    await expect(LpClient.open(url, 'v12.stomp')).rejects.toThrow('HTTP 400');
    await expect(LpClient.open(url, [])).rejects.toThrow('HTTP 400');
    await expect(LpClient.open(url.replace('/liveness', '/other'), 'lpproto')).rejects.toThrow('HTTP 404');
  });

  it('beats, hears beats, and closes after two silent intervals', async () => {
    // Beats a second apart: 200 ms ones were outlasted by a client held up on a loaded machine (npm test
    // runs the e2e beside vitest), and the server rightly closed its socket after two silent intervals.
    const client = await session({ heartBeat: '1000,1000' });
    // The client beats every second: the server keeps the socket and beats too.
    await client.until(() => client.heartbeats >= 3 || client.closedWith !== null);
    expect(client.closedWith).toBeNull();
    client.stopBeating();
    const closed = await client.closed();
    expect(closed.code).toBe(1001);
  });

  it('skips frames it has no room for and says so, answering every frame', async () => {
    const client = await session();
    const sent = 12;
    for (let i = 0; i < sent; i++) client.image(images.noFace);
    const answers = [];
    for (let i = 0; i < sent; i++) answers.push(statsOf(await client.next()));
    const skipped = answers.filter((a) => a.skipped);
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.every((a) => !a.isOk && a.errors.length === 0)).toBe(true);
    expect(answers.filter((a) => !a.skipped).every((a) => a.errors[0] === 8)).toBe(true);
    expect(answers.length - skipped.length).toBeGreaterThan(0);
  });
});

describe('face descriptions', () => {
  it('gives no descriptor unless there is exactly one face', async () => {
    expect(await faceId.describeFace(images.noFace)).toEqual({ faces: 0, embedding: null });
    expect(await faceId.describeFace(images.twoFaces)).toEqual({ faces: 2, embedding: null });
  });

  it('refuses an image it cannot decode', async () => {
    await expect(faceId.describeFace(Buffer.from('not an image'))).rejects.toMatchObject({
      failure: 'undecodable',
    });
  });
});

describe('the score models', () => {
  it('score a face only in workers started with them, as a policy with a score threshold starts them', async () => {
    for (const scores of [false, true]) {
      const pool = new FacePool({ size: 1, minFaceScore: 0.7, scores });
      try {
        const job = pool.tryAnalyse(new Uint8Array(images.centred));
        if (job === BUSY) throw new Error('an idle pool refused a frame');
        const [face] = (await job).analysis.faces;
        if (scores) {
          expect(face?.real).toBeGreaterThan(0);
          expect(face?.live).toBeGreaterThan(0);
        } else {
          expect(face).toMatchObject({ real: null, live: null });
        }
      } finally {
        await pool.close();
      }
    }
  });
});
