import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFaceId, type FaceId, LivenessTokenError, memoryLivenessStore } from '../../ministry/face-id';
import { signLivenessToken } from '../../ministry/face-id/token';

// No frame is analysed here, so the face-ID instance never starts a worker thread.
const secret = randomBytes(32);
let faceId: FaceId;
let bestshot: Buffer;

const b64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function claims(overrides: Record<string, unknown> = {}) {
  return {
    isOk: true,
    livenessWasSuccessful: true,
    bestshot: bestshot.toString('base64'),
    sid: randomUUID(),
    ...overrides,
  };
}

async function sign(
  payload: Record<string, unknown>,
  options: { key?: Uint8Array; alg?: string; iat?: number; ttl?: number } = {},
) {
  const iat = options.iat ?? Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.ttl ?? 60))
    .sign(options.key ?? secret);
}

async function reason(jwt: string): Promise<string> {
  const error = await faceId.verifyLivenessToken(jwt).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LivenessTokenError);
  return (error as LivenessTokenError).reason;
}

beforeAll(async () => {
  faceId = createFaceId({ secret, store: memoryLivenessStore() });
  bestshot = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer();
});

describe('the liveness JWT', () => {
  it('verifies a token the server signs, with a 60 s lifetime', async () => {
    const sessionId = randomUUID();
    const { jwt, jti } = await signLivenessToken(secret, { sessionId, bestshot });
    const token = await faceId.verifyLivenessToken(jwt);
    expect(token).toMatchObject({ sessionId, jti });
    expect(token.bestshot.equals(bestshot)).toBe(true);
    expect(token.expiresAt.getTime() - Date.now()).toBeGreaterThan(55_000);
    expect(token.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('refuses a token signed with another key', async () => {
    expect(await reason(await sign(claims(), { key: randomBytes(32) }))).toBe('bad_signature');
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await sign(claims())).split('.');
    const forged = `${header}.${b64url(claims({ sid: randomUUID() }))}.${signature}`;
    expect(await reason(forged)).toBe('bad_signature');
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 120;
    expect(await reason(await sign(claims(), { iat: past }))).toBe('expired');
  });

  it('refuses alg none and algorithms other than HS256', async () => {
    const now = Math.floor(Date.now() / 1000);
    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...claims(), jti: randomUUID(), iat: now, exp: now + 60 })}.`;
    expect(await reason(none)).toBe('wrong_algorithm');
    expect(await reason(await sign(claims(), { alg: 'HS512' }))).toBe('wrong_algorithm');
    expect(await reason(await sign(claims(), { alg: 'HS384' }))).toBe('wrong_algorithm');
  });

  it('refuses a token that does not certify success', async () => {
    expect(await reason(await sign(claims({ isOk: false })))).toBe('not_successful');
    expect(await reason(await sign(claims({ livenessWasSuccessful: false })))).toBe('not_successful');
  });

  it('refuses malformed tokens and claims', async () => {
    expect(await reason('not.a.jwt')).toBe('malformed');
    expect(await reason('')).toBe('malformed');
    expect(await reason(await sign(claims({ bestshot: undefined })))).toBe('malformed');
    expect(await reason(await sign(claims({ bestshot: Buffer.from('GIF89a').toString('base64') })))).toBe(
      'malformed',
    );
    expect(await reason(await sign(claims({ sid: 'not-a-uuid' })))).toBe('malformed');
    expect(await reason(await sign(claims(), { ttl: 3600 }))).toBe('malformed');
  });

  it('keeps the token out of the error message', async () => {
    const jwt = await sign(claims(), { key: randomBytes(32) });
    const error = await faceId.verifyLivenessToken(jwt).catch((e: Error) => e);
    expect(String((error as Error).message)).not.toContain(jwt.slice(0, 20));
  });
});
