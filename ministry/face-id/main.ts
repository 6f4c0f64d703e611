import { cliArgs } from '../../scripts/support/cli-args';
import { announceReady, drainOnSignal, refuseStart, startConfig, warmUpFaceId } from '../process-lifecycle';

// The face-ID service as a process (decision 120): the same configuration as the ministry's (one
// environment for the cluster), of which it reads FACE_ID_PORT, FACE_ID_HOST, DATABASE_URL,
// DATABASE_POOL_SIZE, LIVENESS_JWT_SECRET, LIVENESS_WORKERS and the LIVENESS_* thresholds, LOG_LEVEL
// and DRAIN_DELAY_MS.

cliArgs({
  usage: `usage: npm run face-id   (tsx ministry/face-id/main.ts)

The face-ID service on its own: the lpproto liveness socket at /liveness (the gateways' LIVENESS_URL)
and POST /describe for the ministries (their FACE_ID_URL), on FACE_ID_HOST:FACE_ID_PORT
(127.0.0.1:8082), with /healthz, /readyz and /metrics. It needs DATABASE_URL, the PostgreSQL database
a ministry has migrated. It takes no options: its configuration is the environment (README
"Configuration" and docs/contracts.md). A malformed variable stops the start with one line naming it.

  -h, --help  this text`,
  options: {},
});

const config = startConfig();
const databaseUrl = config.DATABASE_URL;
if (!databaseUrl)
  refuseStart(
    'DATABASE_URL must be set: the face-ID service keeps its liveness sessions in the ministry’s database',
  );

const { createFaceIdService } = await import('./service');
const service = await createFaceIdService({
  databaseUrl,
  poolSize: config.DATABASE_POOL_SIZE,
  livenessSecret: config.profile.config.LIVENESS_JWT_SECRET,
  workers: config.LIVENESS_WORKERS,
  logger: { level: config.LOG_LEVEL },
}).catch((error: unknown) =>
  // The database not migrated yet, or not answering: one line, no stack, nothing listening.
  refuseStart(`the face-ID service cannot start: ${error instanceof Error ? error.message : String(error)}`),
);

await service.app.listen({ host: config.FACE_ID_HOST, port: config.FACE_ID_PORT });
announceReady('face-id', service.app, config.FACE_ID_HOST);
warmUpFaceId(service.faceId, service.app);
// Its sockets end on close: the gateways' bridges reconnect to another instance.
drainOnSignal('face-id', service.app, config.DRAIN_DELAY_MS, service);
