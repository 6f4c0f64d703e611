import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type SeedPerson, seedPeople } from '../../ministry/db/seed';
import { registryPhotoPath } from '../../ministry/db/seed/registry-photos';
import { signLivenessToken } from '../../ministry/face-id/token';
import type { TestMinistry } from '../support/ministry';

// Helpers of the auth-*.test.ts files: people, camera images, and liveness tokens made exactly as the
// face-ID server makes them (begin, sign with the database's secret, complete), for tests that are
// about sessions rather than about the face check itself.

export function person(passnum: string): SeedPerson {
  const found = seedPeople.find((p) => p.passnum === passnum);
  if (!found) throw new Error(`no seeded person with passport number ${passnum}`);
  return found;
}

export const rahimova = person('1000002'); // astronaut.png, the browser e2e user
export const yusupova = person('1000004'); // astronaut.png, has notifications
export const nazarova = person('1000006'); // grace_hopper.jpg
export const tursunov = person('1000003'); // astronaut.png, no notifications

export function credentials(p: SeedPerson) {
  return { passserial: p.passserial, passnum: p.passnum, pin: p.pin };
}

const shots = new Map<string, Promise<Buffer>>();

/** A 640x480 JPEG camera frame of a registry photograph, as a browser would send it. */
export function cameraShot(photo: string): Promise<Buffer> {
  let shot = shots.get(photo);
  if (!shot) {
    shot = sharp(registryPhotoPath(photo))
      .resize(640, 480, { fit: 'contain', background: '#808080' })
      .jpeg({ quality: 60 })
      .toBuffer();
    shots.set(photo, shot);
  }
  return shot;
}

/** A completed liveness session whose best shot is `photo`; answers its token (unused). */
export async function livenessToken(
  ministry: TestMinistry,
  photo: string,
): Promise<{ jwt: string; jti: string; sessionId: string }> {
  const sessionId = randomUUID();
  const store = ministry.auth.livenessStore;
  if (!(await store.begin(sessionId))) throw new Error('liveness session refused');
  const { jwt, jti } = await signLivenessToken(ministry.auth.secrets.liveness, {
    sessionId,
    bestshot: await cameraShot(photo),
  });
  await store.complete(sessionId, jti);
  return { jwt, jti, sessionId };
}

export interface AuthAnswer {
  resultCode: number;
  message: string;
  token: string | null;
  user: Record<string, unknown> | null;
}

export function api(ministry: TestMinistry) {
  return {
    async post(path: string, body?: unknown, headers: Record<string, string> = {}) {
      const init: RequestInit = { method: 'POST', headers: { ...headers } };
      if (body !== undefined) {
        init.headers = { 'content-type': 'application/json', ...headers };
        init.body = JSON.stringify(body);
      }
      return fetch(`${ministry.url}/api${path}`, init);
    },
    get(path: string, headers: Record<string, string> = {}) {
      return fetch(`${ministry.url}/api${path}`, { headers });
    },
    bearer(token: string, extra: Record<string, string> = {}) {
      return { authorization: `Bearer ${token}`, ...extra };
    },
  };
}

/** Logs `p` in with a fresh liveness token of `photo`; answers the parsed /api/auth answer. */
export async function login(
  ministry: TestMinistry,
  p: SeedPerson,
  photo: string = p.photo,
  headers: Record<string, string> = {},
): Promise<AuthAnswer> {
  const { jwt } = await livenessToken(ministry, photo);
  const response = await api(ministry).post('/auth', { ...credentials(p), jwt }, headers);
  if (response.status !== 200) throw new Error(`auth answered ${response.status}`);
  return (await response.json()) as AuthAnswer;
}
