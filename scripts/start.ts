/**
 * Starts the whole portal on one machine: the sandbox ministry (with its embedded database unless
 * DATABASE_URL is set) and the gateway, which serves the built SPA. `--dev` adds Vite with HMR.
 * `npm start` builds the SPA first; this script never builds.
 *
 * Both processes are supervised (docs/decisions/028-supervision-and-circuit-breaker.md): a crash
 * after start restarts the process with backoff while the other keeps serving (the gateway answers
 * INTEGRATION_ERROR or MINISTRY_UNAVAILABLE meanwhile). A process that fails its first start stops
 * the portal: that is a configuration error, which no restart fixes.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readGatewayConfig } from '../gateway/config';
import { gatewayRefusal } from '../gateway/profile';
import { portalEnvOf } from '../machines/portal-env/portal-env';
import { readMinistryConfig } from '../ministry/config';
import { ministryRefusal } from '../ministry/profile';
import { portalAddresses } from './portal-addresses';
import {
  defaultRestartPolicy,
  root,
  type Supervised,
  type SupervisorEvent,
  stopChild,
  supervise,
} from './processes';
import { cliArgs } from './support/cli-args';

const { values } = cliArgs({
  usage: `usage: npm start          (builds the SPA, then tsx scripts/start.ts)
       npm run dev        (tsx scripts/start.ts --dev)

Starts the portal on this machine: the sandbox ministry (unless MINISTRY_URL names another) and the
gateway, each restarted when it crashes (decision 028); the portal is at http://localhost:PORT (8080).
Configuration is the environment (README "Configuration"): each process's variables are checked here
first, so a malformed one stops the start with one line naming it before anything runs.

  --dev       Vite with hot reload on http://localhost:5173 as well (refused with PORTAL_ENV=production)
  -h, --help  this text`,
  options: { dev: { type: 'boolean' } },
});
const dev = values.dev === true;
const launcherRefusal =
  'PORTAL_ENV=production: the launcher refuses --dev (npm run dev): Vite serves the SPA with hot reload';
// `npm start` is the portal as deployed: production mode (no GraphQL introspection or suggestions, no
// GraphiQL) unless NODE_ENV says otherwise; `npm run dev` keeps them. The children inherit it.
if (!dev) process.env.NODE_ENV ??= 'production';
const { port, ministryPort, ministryUrl, livenessUrl, portalUrl, publicUrl } = portalAddresses(process.env, {
  dev,
});
const started = performance.now();

// What each child will be given, beyond the environment it inherits.
const ministryEnv = { MINISTRY_PORT: ministryPort, PUBLIC_URL: publicUrl };
const gatewayEnv = { PORT: port, MINISTRY_URL: ministryUrl, LIVENESS_URL: livenessUrl };

// Each child's configuration (decision 090) and the production profile (decision 066), checked here
// with the environment each child will have, so that every malformed variable and every refusal is
// told at once and nothing is started; each process checks again for itself.
{
  const refusals: string[] = [];
  const production = (() => {
    try {
      return portalEnvOf(process.env) === 'production';
    } catch {
      return false; // PORTAL_ENV itself is malformed: the children's configurations name it below.
    }
  })();
  if (production && dev) refusals.push(launcherRefusal);
  const check = (
    name: string,
    read: () => { profile: { refused: string[] } },
    refusal: (r: string[]) => string,
  ) => {
    try {
      const { refused } = read().profile;
      if (production && refused.length > 0) refusals.push(refusal(refused));
    } catch (error) {
      refusals.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  if (!process.env.MINISTRY_URL)
    check('ministry', () => readMinistryConfig({ ...process.env, ...ministryEnv }), ministryRefusal);
  check('gateway', () => readGatewayConfig({ ...process.env, ...gatewayEnv }), gatewayRefusal);
  if (refusals.length > 0) {
    console.error(refusals.join('\n'));
    process.exit(1);
  }
}

// The built SPA the gateway serves: dist/, or STATIC_DIR when the gateway is given another folder.
const staticDir = process.env.STATIC_DIR || join(root, 'dist');
if (!dev && !existsSync(join(staticDir, 'index.html'))) {
  console.error('The SPA is not built: run `npm start` (it builds first) or `npm run build`.');
  process.exit(1);
}

const supervised: Supervised[] = [];
let vite: ReturnType<typeof spawn> | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...supervised.map((s) => s.stop()), ...(vite ? [stopChild(vite)] : [])]);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ending = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `signal ${signal}` : `exit ${code}`;

// Plain lines for the person at the terminal, between the services' JSON logs.
function report(event: SupervisorEvent) {
  if (stopping) return;
  switch (event.type) {
    case 'exited':
      if (event.upMs !== null)
        console.error(
          `${event.name} stopped (${ending(event.code, event.signal)}) after ${seconds(event.upMs)}.`,
        );
      else console.error(`${event.name} stopped (${ending(event.code, event.signal)}) before it was ready.`);
      break;
    case 'restarting':
      console.error(
        `Restarting ${event.name} in ${seconds(event.delayMs)} (crash ${event.crashes} in a row).`,
      );
      break;
    case 'ready':
      if (event.run > 1) console.error(`${event.name} is back (run ${event.run}).`);
      break;
    case 'crashLoop':
      console.error(
        [
          '',
          `!! ${event.name} keeps crashing: ${event.crashes} crashes in a row, none of them up for ${seconds(defaultRestartPolicy.healthyAfterMs)}; the last ended with ${ending(event.code, event.signal)}.`,
          `!! Its last output:`,
          ...event.lastLines.map((line) => `!!   ${line}`),
          `!! Restarts go on with growing waits (at most ${seconds(defaultRestartPolicy.maxDelayMs)}). Fix the cause, or stop the portal with Ctrl+C.`,
          '',
        ].join('\n'),
      );
      break;
    default:
      break;
  }
}

function start(name: string, entry: string, env: NodeJS.ProcessEnv, readyMessage: string): Promise<void> {
  const service = supervise(name, entry, env, readyMessage, { onEvent: report });
  supervised.push(service);
  return service.ready;
}

try {
  // The ministry first: the portal's port opens only once its database is migrated and seeded, so
  // whoever waits for that port (a person, the e2e suite, the bench) finds the whole portal ready.
  // With MINISTRY_URL pointing elsewhere (the real ministry), the sandbox is not started.
  if (!process.env.MINISTRY_URL) {
    await start('ministry', 'ministry/main.ts', ministryEnv, 'ministry ready');
  }
  await start('gateway', 'gateway/main.ts', gatewayEnv, 'gateway ready');
} catch (error) {
  // Stopped by Ctrl+C while starting: shutdown is already under way and says nothing more.
  if (!stopping) console.error(`${String(error)}; stopping the portal.`);
  await shutdown(1);
}

if (stopping) {
  // Nothing more to start: shutdown() exits the process.
} else if (dev) {
  vite = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${port}` },
    stdio: 'inherit',
  });
  // Vite is the developer's own tool: when it ends, the developer has stopped it or must see why.
  vite.once('exit', (exitCode) => {
    if (!stopping) {
      console.error(`vite stopped (exit ${exitCode}); stopping the portal.`);
      void shutdown(exitCode || 1);
    }
  });
} else {
  console.log(
    `Notary portal is running at ${portalUrl} (ready in ${seconds(performance.now() - started)}). Ctrl+C stops it.`,
  );
}
