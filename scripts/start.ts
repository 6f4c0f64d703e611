/**
 * Starts the whole portal on one machine: the sandbox ministry (with its embedded database unless
 * DATABASE_URL is set) and the gateway, which serves the built SPA. `--dev` adds Vite with HMR.
 * `npm start` builds the SPA first; this script never builds.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { portalAddresses } from './portal-addresses';
import { root, type Service, startService, stopAll } from './processes';

const dev = process.argv.includes('--dev');
// `npm start` is the portal as deployed: production mode (no GraphQL introspection or suggestions, no
// GraphiQL) unless NODE_ENV says otherwise; `npm run dev` keeps them. The children inherit it.
if (!dev) process.env.NODE_ENV ??= 'production';
const { port, ministryPort, ministryUrl, livenessUrl, portalUrl, publicUrl } = portalAddresses(process.env, {
  dev,
});
const started = performance.now();

if (!dev && !existsSync(join(root, 'dist', 'index.html'))) {
  console.error('The SPA is not built: run `npm start` (it builds first) or `npm run build`.');
  process.exit(1);
}

const services: Service[] = [];
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stopAll(services);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function watch(service: Service): Service {
  services.push(service);
  service.child.once('exit', (exitCode) => {
    if (!stopping) {
      console.error(`${service.name} stopped (exit ${exitCode}); stopping the portal.`);
      void shutdown(exitCode || 1);
    }
  });
  return service;
}

try {
  // The ministry first: the portal's port opens only once its database is migrated and seeded, so
  // whoever waits for that port (a person, the e2e suite, the bench) finds the whole portal ready.
  // With MINISTRY_URL pointing elsewhere (the real ministry), the sandbox is not started.
  if (!process.env.MINISTRY_URL) {
    await watch(
      startService(
        'ministry',
        'ministry/main.ts',
        { MINISTRY_PORT: ministryPort, PUBLIC_URL: publicUrl },
        'ministry ready',
      ),
    ).ready;
  }
  await watch(
    startService(
      'gateway',
      'gateway/main.ts',
      { PORT: port, MINISTRY_URL: ministryUrl, LIVENESS_URL: livenessUrl },
      'gateway ready',
    ),
  ).ready;
} catch (error) {
  console.error(String(error));
  await shutdown(1);
}

if (dev) {
  watch({
    name: 'vite',
    child: spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
      cwd: root,
      env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${port}` },
      stdio: 'inherit',
    }),
    ready: Promise.resolve(),
  });
} else {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Notary portal is running at ${portalUrl} (ready in ${seconds} s). Ctrl+C stops it.`);
}
