import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gatewaySandboxSettings } from '../../gateway/profile';
import { createMinistry } from '../../ministry/app';
import { seedPeople } from '../../ministry/db/seed';
import { measuredMaxFaceDistance, ministrySandboxSettings } from '../../ministry/profile';
import { root } from '../../scripts/processes';
import { freePorts } from '../../scripts/support/free-ports';
import { createTestDatabase, drivers } from '../support/ministry';

// The production profile (issue 27, decision 066): the real processes, spawned as `npm start` spawns
// them (and scripts/start.ts itself), refuse each sandbox setting with a message naming it, exit with a
// failure and leave no port listening; with everything set for production, on an empty database, the
// portal starts, serves the reference data, and none of the sandbox's routes or people are there.

/** Whether anything accepts a connection on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const secret = () => randomBytes(32).toString('base64url');

/** Everything production needs; every other variable the profiles read is blanked. */
const productionEnv = (): Record<string, string> => ({
  PORTAL_ENV: 'production',
  LIVENESS_POLICY: 'standard',
  AUTH_FACE_MATCH: '',
  LIVENESS_MAX_FACE_DISTANCE: '',
  SANDBOX_SMS_OUTBOX: '0',
  SANDBOX_SMS_PROVIDER: '0',
  SMS_PROVIDER_URL: 'https://sms.example',
  SANDBOX_ESIGN: '0',
  SANDBOX_PEOPLE: '0',
  SANDBOX_PAYMENTS: '0',
  SESSION_SECRET: secret(),
  LIVENESS_JWT_SECRET: secret(),
  PUBLIC_URL: 'https://notary.example',
  BROWSER_TRACE: '',
  HSTS: 'on',
  NODE_ENV: 'production',
  CORS_ORIGINS: '',
  DATABASE_URL: '',
  LIVENESS_WORKERS: '1',
  LOG_LEVEL: 'warn',
});

/** For each sandbox setting: the value that turns it on, all else production's. */
const sandboxValues: Record<string, Record<string, string>> = {
  LIVENESS_POLICY: { LIVENESS_POLICY: '' },
  AUTH_FACE_MATCH: { AUTH_FACE_MATCH: 'off' },
  'LIVENESS_*': {
    LIVENESS_MAX_FACE_DISTANCE: String(measuredMaxFaceDistance + 0.05),
    LIVENESS_TURN_YAW: '4',
  },
  SANDBOX_SMS_OUTBOX: { SANDBOX_SMS_OUTBOX: '' },
  SANDBOX_SMS_PROVIDER: { SANDBOX_SMS_PROVIDER: '' },
  SMS_PROVIDER_URL: { SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms' },
  SANDBOX_ESIGN: { SANDBOX_ESIGN: '1' },
  SANDBOX_PEOPLE: { SANDBOX_PEOPLE: '' },
  SANDBOX_PAYMENTS: { SANDBOX_PAYMENTS: '1' },
  SESSION_SECRET: { SESSION_SECRET: '' },
  LIVENESS_JWT_SECRET: { LIVENESS_JWT_SECRET: '' },
  PUBLIC_URL: { PUBLIC_URL: 'http://notary.example' },
  BROWSER_TRACE: { BROWSER_TRACE: 'all' },
  HSTS: { HSTS: 'off' },
  NODE_ENV: { NODE_ENV: 'development' },
  CORS_ORIGINS: { CORS_ORIGINS: 'https://kiosk.example,http://kiosk.example' },
};

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(entry: string, env: Record<string, string>, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Runs `entry` to its end: its status, its output, and whether its port listens afterwards. */
async function refusedStart(entry: string, env: Record<string, string>, args: string[] = []) {
  const [port, ministryPort] = await freePorts(2);
  const started = run(entry, { ...env, PORT: String(port), MINISTRY_PORT: String(ministryPort) }, args);
  const code = await started.exited;
  return {
    code,
    output: started.output(),
    listening: (await listening(port)) || (await listening(ministryPort)),
  };
}

/** Runs `cases` `limit` at a time (the machine has two cores). */
async function inTurn<T, R>(cases: T[], limit: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < cases.length) {
        const index = next++;
        results[index] = await each(cases[index]!);
      }
    }),
  );
  return results;
}

describe('PORTAL_ENV=production refuses every sandbox setting', () => {
  const processes = [
    { entry: 'ministry/main.ts', settings: ministrySandboxSettings.map((s) => s.variable) },
    { entry: 'gateway/main.ts', settings: gatewaySandboxSettings.map((s) => s.variable) },
  ];

  it('has a sandbox value for each setting the profiles list', () => {
    const listed = processes.flatMap((p) => p.settings);
    expect(Object.keys(sandboxValues).sort()).toEqual([...listed].sort());
  });

  it('refuses each one in turn, naming it, with a failure status and no port left listening', {
    timeout: 120_000,
  }, async () => {
    const cases = processes.flatMap(({ entry, settings }) =>
      settings.map((variable) => ({ entry, variable })),
    );
    const results = await inTurn(cases, 2, ({ entry, variable }) =>
      refusedStart(entry, { ...productionEnv(), ...sandboxValues[variable] }),
    );
    results.forEach((result, index) => {
      const { entry, variable } = cases[index]!;
      const label = `${entry} with ${variable} of the sandbox`;
      expect(result.code, label).toBe(1);
      expect(result.output, label).toContain('PORTAL_ENV=production');
      expect(result.output, label).toContain(variable);
      // Each variable set to the sandbox's value is named (LIVENESS_* names every loosened threshold).
      for (const name of Object.keys(sandboxValues[variable]!)) expect(result.output, label).toContain(name);
      // Only that setting: the others are production's.
      const others = processes
        .flatMap((p) => p.settings)
        .filter((other) => other !== variable && !variable.startsWith(other) && !other.startsWith(variable));
      for (const other of others) expect(result.output, `${label}: ${other}`).not.toContain(`- ${other}`);
      expect(result.listening, label).toBe(false);
    });
  });

  it('starts neither process under the launcher with the sandbox defaults, and names every setting', {
    timeout: 60_000,
  }, async () => {
    // `PORTAL_ENV=production npm start` with nothing else set: the sandbox defaults are all refused at once.
    const blank = Object.fromEntries(Object.keys(productionEnv()).map((name) => [name, '']));
    const result = await refusedStart('scripts/start.ts', { ...blank, PORTAL_ENV: 'production' });
    expect(result.code).toBe(1);
    for (const variable of [
      'LIVENESS_POLICY',
      'SANDBOX_SMS_OUTBOX',
      'SANDBOX_SMS_PROVIDER',
      'SMS_PROVIDER_URL is unset',
      'SANDBOX_ESIGN',
      'SANDBOX_PEOPLE',
      'SANDBOX_PAYMENTS',
      'SESSION_SECRET',
      'LIVENESS_JWT_SECRET',
      // The launcher hands the ministry its own address, http://localhost:{PORT}.
      'PUBLIC_URL is http://localhost:',
      'HSTS',
    ])
      expect(result.output).toContain(variable);
    expect(result.listening).toBe(false);

    // npm run dev (Vite with hot reload) is no production portal.
    const dev = await refusedStart('scripts/start.ts', productionEnv(), ['--dev']);
    expect(dev.code).toBe(1);
    expect(dev.output).toContain('--dev');
    expect(dev.listening).toBe(false);
  });

  it('names the variable of a malformed value', async () => {
    const result = await refusedStart('ministry/main.ts', { ...productionEnv(), SANDBOX_PEOPLE: 'yes' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('SANDBOX_PEOPLE must be 0 or 1');
    const env = await refusedStart('gateway/main.ts', { ...productionEnv(), PORTAL_ENV: 'prod' });
    expect(env.output).toContain('PORTAL_ENV must be sandbox or production');
  });
});

describe.each(drivers)('the production portal on %s', (driver) => {
  const dir = mkdtempSync(join(tmpdir(), 'notary-production-'));
  const dropped: (() => Promise<void>)[] = [];
  let portal: Run | undefined;
  afterAll(async () => {
    if (portal && portal.child.exitCode === null) {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
    for (const drop of dropped) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The database of this driver: the PGlite folder, or a PostgreSQL database, empty or seeded. */
  async function database(empty: boolean): Promise<Record<string, string>> {
    if (driver === 'pglite') return { DATA_DIR: join(dir, 'ministry'), DATABASE_URL: '' };
    const created = await createTestDatabase('postgresql', { empty });
    dropped.push(created.drop);
    return { DATABASE_URL: created.options.databaseUrl! };
  }

  it('starts on an empty database with reference data only, and none of the sandbox is there', {
    timeout: 240_000,
  }, async () => {
    const staticDir = join(dir, 'dist');
    mkdirSync(staticDir);
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Notarius</title><div id="root"></div>',
    );
    const [port, ministryPort] = await freePorts(2);
    portal = run('scripts/start.ts', {
      ...productionEnv(),
      ...(await database(true)),
      PORT: String(port),
      MINISTRY_PORT: String(ministryPort),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
    });
    await expect
      .poll(() => portal!.output(), { timeout: 200_000, interval: 200 })
      .toContain('Notary portal is running at http://127.0.0.1:');

    // The gateway answers its health and the ministry's reference data, over TLS-only headers.
    const graphql = async (query: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    };
    const health = await graphql('{ health { gateway ministry { status database } } }');
    expect(health.data?.health).toEqual({
      gateway: 'UP',
      ministry: { status: 'UP', database: driver },
    });
    const reference = await graphql('{ regions { id } actTypes { id } notaryOffices { id } }');
    expect(reference.errors).toBeUndefined();
    const counted = reference.data as Record<'regions' | 'actTypes' | 'notaryOffices', unknown[]>;
    expect(counted.regions).toHaveLength(14);
    expect(counted.actTypes.length).toBeGreaterThan(10);
    expect(counted.notaryOffices.length).toBeGreaterThanOrEqual(14);
    // No GraphiQL, no introspection.
    const introspection = await graphql('{ __schema { queryType { name } } }');
    expect(introspection.errors).toBeDefined();

    // The ministry: none of the sandbox's routes, none of its people.
    const ministry = `http://127.0.0.1:${ministryPort}`;
    expect((await fetch(`${ministry}/api/sms_outbox?phone=931000003`)).status).toBe(404);
    expect((await fetch(`${ministry}/sandbox/esign/sign`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${ministry}/api/invoices/1/pay`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${ministry}/api/sandbox/bank/callback`, { method: 'POST' })).status).toBe(404);
    const rahimova = seedPeople.find((p) => p.userid === 'drahimova')!;
    const precheck = await fetch(`${ministry}/api/check_before_auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ passserial: rahimova.passserial, passnum: rahimova.passnum, pin: rahimova.pin }),
    });
    expect(precheck.status).toBe(400);
    expect(((await precheck.json()) as { code: string }).code).toBe('passport_not_found');

    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    expect(await listening(port)).toBe(false);
    expect(await listening(ministryPort)).toBe(false);
  });

  it('refuses a database that holds the seeded fictional people', { timeout: 120_000 }, async () => {
    let env: Record<string, string>;
    if (driver === 'pglite') {
      // The production database above, once a sandbox ministry has seeded its people into it.
      env = await database(true);
      const sandbox = await createMinistry({ dataDir: env.DATA_DIR, faceId: false });
      await sandbox.close();
    } else {
      env = await database(false);
    }
    const result = await refusedStart('ministry/main.ts', { ...productionEnv(), ...env });
    expect(result.code).toBe(1);
    expect(result.output).toContain('seeded fictional people (SANDBOX_PEOPLE)');
    expect(result.listening).toBe(false);
  });
});
