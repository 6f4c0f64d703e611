import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import sharp from 'sharp';
import { expect, vi } from 'vitest';
import type { LivenessUpdate } from '../../gateway/generated/schema-types.js';
import {
  AuthenticateMutation,
  LivenessSubscription,
  PrecheckMutation,
  SendLivenessFrameMutation,
} from '../../ui/features/auth/auth.documents.js';

// The face check of a login through the gateway's graphql-ws, with frames of a real face photograph:
// Rahimova's registry photograph is the astronaut, the face the "camera" shows.

export const rahimova = { passserial: 'AB', passnum: '1000002', pin: '42309929990022' };
const astronaut = fileURLToPath(new URL('../../ministry/db/seed/photos/astronaut.png', import.meta.url));
// A liveness session that has not succeeded after this many frames has failed the test.
const MAX_FRAMES = 60;

/** A 640x480 camera frame of the astronaut, base64 JPEG as the browser's canvas makes it. */
export async function cameraFrame(): Promise<string> {
  const jpeg = await sharp(astronaut)
    .resize(640, 480, { fit: 'contain', background: '#808080' })
    .jpeg({ quality: 60 })
    .toBuffer();
  return jpeg.toString('base64');
}

/** One operation of `client`; its errors fail the test. */
export async function operation<T>(client: Client, query: string, variables: Record<string, unknown>) {
  const { value } = await client.iterate({ query, variables }).next();
  if (value?.errors) throw new Error(JSON.stringify(value.errors));
  return value?.data as T;
}

/**
 * A liveness session `sessionId` run to its end over `client`, each frame sent once the previous one
 * was answered: every update received, and the last (SUCCESS or ERROR).
 */
export async function faceCheck(client: Client, sessionId: string, frame: string) {
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
  for (let sent = 0; sent < MAX_FRAMES && !finished(); sent++) {
    const count = received.length;
    const { sendLivenessFrame } = await operation<{ sendLivenessFrame: boolean }>(
      client,
      print(SendLivenessFrameMutation),
      { sessionId, image: frame, contentType: 'image/jpeg' },
    );
    // false only once the session is over (its SUCCESS may still be on the way).
    if (!sendLivenessFrame) break;
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(count), patience);
  }
  await vi.waitFor(() => expect(finished()).toBeDefined(), patience);
  await reading;
  return { received, outcome: finished() as LivenessUpdate };
}

/**
 * Rahimova's whole login over `client` (a gateway's graphql-ws): the precheck, the face check with
 * frames of her photograph, then authenticate with its token. Any refusal fails the test.
 */
export async function faceLogin(client: Client): Promise<{ resultCode: number; token: string }> {
  expect(await operation(client, print(PrecheckMutation), { input: rahimova })).toEqual({ precheck: true });
  const { outcome } = await faceCheck(client, randomUUID(), await cameraFrame());
  expect(outcome).toMatchObject({ kind: 'SUCCESS', isOk: true });
  const { authenticate } = await operation<{ authenticate: { resultCode: number; token: string } }>(
    client,
    print(AuthenticateMutation),
    { input: { ...rahimova, jwt: outcome.jwt } },
  );
  return authenticate;
}
