import { createMinistry } from './app';

// The sandbox ministry as a process: configuration from the environment (docs/contracts.md).
const port = Number(process.env.MINISTRY_PORT ?? 8081);
const ministry = await createMinistry({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || '.data/ministry',
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

await ministry.app.listen({ host: '127.0.0.1', port });
const address = ministry.app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
// Written whatever LOG_LEVEL says: launchers (scripts/start.ts, the e2e server, bench) wait for it.
process.stdout.write(
  `${JSON.stringify({ msg: 'ministry ready', url: `http://127.0.0.1:${boundPort}`, database: ministry.driver })}\n`,
);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    ministry.app.log.info({ signal }, 'ministry stopping');
    ministry.close().then(
      () => process.exit(0),
      (error: unknown) => {
        ministry.app.log.error({ err: error }, 'ministry did not close cleanly');
        process.exit(1);
      },
    );
  });
}
