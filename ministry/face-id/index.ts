import type { Server } from 'node:http';
import { availableParallelism } from 'node:os';
import type pino from 'pino';
import { descriptorDistance, descriptorLength } from './descriptor';
import { type LivenessPolicy, readsScores, resolvePolicy } from './policy';
import { FacePool } from './pool';
import { LivenessServer, type LivenessStore } from './server';
import { LivenessTokenError, type VerifiedLivenessToken, verifyLivenessToken } from './token';

export type { LivenessPolicy } from './policy';
export { resolvePolicy } from './policy';
export { FaceJobError } from './pool';
export type { LivenessErrorCode, LivenessStore } from './server';
export type { LivenessTokenFailure } from './token';
export { LivenessTokenError };

export interface FaceIdOptions {
  /** HMAC key of the liveness JWT (HS256), at least 32 bytes. */
  secret: Uint8Array;
  store: LivenessStore;
  /** Overrides on top of LIVENESS_POLICY and the LIVENESS_* environment. */
  policy?: Partial<LivenessPolicy>;
  /** Inference threads; default LIVENESS_WORKERS or the number of cores. */
  workers?: number;
  /**
   * Run the anti-spoofing and liveness models even when no threshold of the policy reads them (a
   * measurement); by default only when one does.
   */
  scores?: boolean;
  logger?: pino.Logger | undefined;
}

export interface FaceId {
  /** Serves the lpproto socket on `path` (default `/liveness`) of the server's port. */
  attach(server: Server, path?: string): void;
  /** Throws LivenessTokenError; single use (the jti) is the caller's to record. */
  verifyLivenessToken(jwt: string): Promise<VerifiedLivenessToken>;
  /** The faces in an image and, when there is exactly one, its descriptor. Throws FaceJobError for an undecodable image. */
  describeFace(image: Buffer): Promise<{ faces: number; embedding: Float32Array | null }>;
  /** Euclidean distance of two descriptors (0 for identical ones). */
  distance(a: Float32Array, b: Float32Array): number;
  /** At or below it, two descriptors are the same person (docs/decisions/027-face-recognition.md). */
  readonly maxFaceDistance: number;
  /** Length of the descriptors describeFace gives; a stored descriptor of another length is stale. */
  readonly descriptorLength: number;
  readonly policy: LivenessPolicy;
  /** Starts the workers and runs one inference on each, so the first user does not wait. */
  warmUp(): Promise<void>;
  /** Frames and face descriptions the workers hold now, in hand or queued. */
  load(): number;
  close(): Promise<void>;
}

export function createFaceId(options: FaceIdOptions): FaceId {
  if (!(options.secret instanceof Uint8Array) || options.secret.length < 32) {
    throw new Error('the liveness token secret must be at least 32 bytes');
  }
  const policy = resolvePolicy(process.env, options.policy);
  const workers = options.workers ?? (Number(process.env.LIVENESS_WORKERS) || availableParallelism());
  const scores = options.scores ?? readsScores(policy);
  const pool = new FacePool({
    size: workers,
    minFaceScore: policy.minFaceScore,
    scores,
    logger: options.logger,
  });
  const server = new LivenessServer({
    pool,
    policy,
    secret: options.secret,
    store: options.store,
    logger: options.logger,
  });
  return {
    load: () => pool.load,
    policy,
    maxFaceDistance: policy.maxFaceDistance,
    descriptorLength,
    attach: (http, path) => server.attach(http, path),
    verifyLivenessToken: (jwt) => verifyLivenessToken(options.secret, jwt),
    // A copy: the pool hands its bytes to a worker thread, and the caller may still need them.
    describeFace: async (image) => {
      const { faces, embedding } = await pool.describe(new Uint8Array(image));
      return { faces, embedding };
    },
    distance: descriptorDistance,
    warmUp: () => pool.warmUp(),
    close: async () => {
      await server.close();
      await pool.close();
    },
  };
}

/**
 * Session ids used once and the token each session produced, in this process only: for tests and a
 * single ministry. Several instances share the database-backed store instead.
 */
export function memoryLivenessStore(): LivenessStore & { jtiOf(sessionId: string): string | undefined } {
  const sessions = new Map<string, string | null>();
  return {
    async begin(sessionId) {
      if (sessions.has(sessionId)) return false;
      sessions.set(sessionId, null);
      return true;
    },
    async complete(sessionId, jti) {
      if (sessions.get(sessionId) !== null)
        throw new Error('completing a liveness session that was not begun');
      sessions.set(sessionId, jti);
    },
    jtiOf: (sessionId) => sessions.get(sessionId) ?? undefined,
  };
}
