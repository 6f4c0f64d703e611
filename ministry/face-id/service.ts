import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { Gauge, Registry } from 'prom-client';
import { databaseLivenessStore } from '../auth/liveness-store';
import { loadSecrets } from '../auth/settings';
import { connectPostgres } from '../db/database';
import { closeHttp, createLifecycle } from '../health/health';
import { loggerOptions, type MinistryLoggerOptions } from '../logger';
import { exposition } from '../metrics';
import { installRequestIds, requestIdOf } from '../request-id';
import { probeRoutes } from '../routes/health';
import { createFaceId, type FaceId, FaceJobError, type LivenessPolicy } from './index';
import { describeToken } from './token';

// The face-ID service on its own (issue 31, decision 120): the lpproto liveness socket the gateways'
// LIVENESS_URL reaches, and `POST /describe` the ministries call for the face in a best shot or a
// registry photograph, with its own workers, scaled by running more of these processes. It shares the
// ministry's PostgreSQL database for the liveness sessions it begins and completes (the ministry that
// answers /api/auth reads them) and for the liveness key; it migrates nothing.

export interface FaceIdServiceOptions {
  databaseUrl: string;
  poolSize?: number | undefined;
  /** LIVENESS_JWT_SECRET; unset, the key the ministry keeps in the database. */
  livenessSecret?: string | undefined;
  policy?: Partial<LivenessPolicy> | undefined;
  workers?: number | undefined;
  logger?: MinistryLoggerOptions | undefined;
}

export interface FaceIdService {
  app: FastifyInstance;
  faceId: FaceId;
  /** Readiness off (SIGTERM's first step): the load balancer sends new sockets elsewhere. */
  drain(): void;
  /** Ends the sockets (the gateways' bridges reconnect, to another instance) and the workers. */
  close(): Promise<void>;
}

const imageTypes = ['image/jpeg', 'image/png', 'application/octet-stream'];

export async function createFaceIdService(options: FaceIdServiceOptions): Promise<FaceIdService> {
  const database = connectPostgres(options.databaseUrl, { poolSize: options.poolSize ?? 4 });
  let faceId: FaceId | undefined;
  try {
    const { liveness: secret } = await loadSecrets(database.db, { liveness: options.livenessSecret });
    const app = Fastify({
      logger: options.logger ? loggerOptions(options.logger) : false,
      genReqId: requestIdOf,
    });
    faceId = createFaceId({
      secret,
      store: databaseLivenessStore(database.db),
      ...(options.policy ? { policy: options.policy } : {}),
      ...(options.workers ? { workers: options.workers } : {}),
      ...(options.logger ? { logger: app.log.child({ component: 'face-id' }) as unknown as Logger } : {}),
    });
    const engine = faceId;
    const lifecycle = createLifecycle();
    installRequestIds(app);
    engine.attach(app.server);
    await app.register(probeRoutes(database.db, 'postgresql', lifecycle));

    const registry = new Registry();
    new Gauge({
      name: 'face_id_load',
      help: 'Frames and face descriptions the workers hold, in hand or queued',
      registers: [registry],
      collect() {
        this.set(engine.load());
      },
    });
    app.get('/metrics', async (_request, reply) =>
      reply.type(registry.contentType).send(await exposition(registry)),
    );

    const expected = Buffer.from(`Bearer ${describeToken(secret)}`);
    const authorized = (header: string | undefined) => {
      const given = Buffer.from(header ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
    app.addContentTypeParser(
      imageTypes,
      { parseAs: 'buffer', bodyLimit: engine.policy.maxImageBytes },
      (_request, body, done) => done(null, body),
    );
    app.post('/describe', async (request, reply) => {
      if (!authorized(request.headers.authorization)) return reply.code(401).send({ code: 'unauthorized' });
      const image = request.body;
      if (!Buffer.isBuffer(image) || image.length === 0) return reply.code(400).send({ code: 'bad_request' });
      try {
        const { faces, embedding } = await engine.describeFace(image);
        return { faces, embedding: embedding ? Array.from(embedding) : null };
      } catch (error) {
        if (!(error instanceof FaceJobError) || error.failure === 'internal') throw error;
        return reply
          .code(error.failure === 'too_large' ? 413 : 422)
          .send({ code: error.failure === 'too_large' ? 'image_too_large' : 'unsupported_image' });
      }
    });

    return {
      app,
      faceId: engine,
      drain: () => lifecycle.drain(),
      async close() {
        await engine.close();
        await closeHttp(app);
        await database.close();
      },
    };
  } catch (error) {
    await faceId?.close();
    await database.close();
    throw error;
  }
}
