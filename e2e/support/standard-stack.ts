import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { portalPort } from './portal';

/**
 * A second portal for the standard liveness policy (docs/decisions/068): the run's own stack keeps
 * the sandbox policy, whose fake cameras show still photographs, and this one, on the worker's portal
 * port + 2 and + 3 with a fresh database, asks the random challenge that login-standard.spec.ts answers with the
 * scripted camera. Face matching is off here: the genuine corpus's person is not a seeded citizen,
 * and the match is what the sandbox stack's login specs check.
 */
const root = resolve(import.meta.dirname, '..', '..');

export interface StandardStack {
  url: string;
  stop(): Promise<void>;
}

export async function startStandardStack(timeoutMs = 150_000): Promise<StandardStack> {
  const port = portalPort + 2;
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(join(root, 'test-results', 'logs'), { recursive: true });
  // Its JSON logs join the ones npm test scans for personal data (scripts/log-scan.ts).
  const log = openSync(join(root, 'test-results', 'logs', 'e2e-standard-services.ndjson'), 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      MINISTRY_PORT: String(port + 1),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'notary-e2e-standard-')),
      LOG_LEVEL: 'info',
      LIVENESS_POLICY: 'standard',
      AUTH_FACE_MATCH: 'off',
      FACE_CHECK_LIMIT_MS: '100000',
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the standard-policy stack stopped at start (exit ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/graphql`, { method: 'GET' });
      if (response.status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the standard-policy stack did not start in time');
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
}
