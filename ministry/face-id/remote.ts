import { z } from 'zod';
import { requestIdHeader } from '../../machines/fields/request-id';
import { MinistryError } from '../errors';
import { currentRequestId } from '../request-id';
import { descriptorDistance, descriptorLength } from './descriptor';
import type { FaceId } from './index';
import { type LivenessPolicy, resolvePolicy } from './policy';
import { FaceJobError } from './pool';
import { describeToken, verifyLivenessToken } from './token';

// The ministry's face-ID when the face-ID service runs on its own (FACE_ID_URL, decision 120): the
// liveness socket is the service's (the gateway's LIVENESS_URL points there), the tokens it signs are
// verified here with the same key, and a face is described by the service over HTTP. The ministry
// loads no model and starts no worker.

export interface RemoteFaceIdOptions {
  /** FACE_ID_URL: the service's base, such as http://127.0.0.1:8082. */
  url: string;
  /** The liveness key (LIVENESS_JWT_SECRET or the database's): verifies tokens, signs describe calls. */
  secret: Uint8Array;
  policy?: Partial<LivenessPolicy> | undefined;
  /** How long a description may take, queue included (workers busy with frames): 20 s by default. */
  timeoutMs?: number | undefined;
}

const describedSchema = z.object({
  faces: z.number().int().min(0),
  embedding: z.array(z.number()).length(descriptorLength).nullable(),
});

export function createRemoteFaceId(options: RemoteFaceIdOptions): FaceId {
  const policy = resolvePolicy(process.env, options.policy);
  const endpoint = new URL('describe', options.url.endsWith('/') ? options.url : `${options.url}/`);
  const authorization = `Bearer ${describeToken(options.secret)}`;
  const timeoutMs = options.timeoutMs ?? 20_000;
  let inFlight = 0;
  // Unreachable, timed out, refused or answering nonsense: the citizen is told to retry, never a 500.
  const unavailable = () => new MinistryError(503, 'face_id_unavailable');

  async function describeFace(image: Buffer) {
    const headers: Record<string, string> = { authorization, 'content-type': 'application/octet-stream' };
    const requestId = currentRequestId();
    if (requestId) headers[requestIdHeader] = requestId;
    let answer: Response;
    try {
      answer = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(image),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    if (answer.status === 413) throw new FaceJobError('too_large', 'the image is too large');
    if (answer.status === 422) throw new FaceJobError('undecodable', 'the image could not be decoded');
    if (!answer.ok) {
      await answer.body?.cancel().catch(() => undefined);
      throw unavailable();
    }
    const body = describedSchema.safeParse(await answer.json().catch(() => null));
    if (!body.success) throw unavailable();
    const { faces, embedding } = body.data;
    return { faces, embedding: embedding ? Float32Array.from(embedding) : null };
  }

  return {
    // The service serves the socket; nothing is attached here.
    attach: () => undefined,
    verifyLivenessToken: (jwt) => verifyLivenessToken(options.secret, jwt),
    async describeFace(image) {
      inFlight += 1;
      try {
        return await describeFace(image);
      } finally {
        inFlight -= 1;
      }
    },
    distance: descriptorDistance,
    maxFaceDistance: policy.maxFaceDistance,
    descriptorLength,
    policy,
    // The service warms its own workers.
    warmUp: async () => undefined,
    load: () => inFlight,
    close: async () => undefined,
  };
}
