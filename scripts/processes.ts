import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export type Service = { name: string; child: ChildProcess; ready: Promise<void> };

/**
 * Starts a TypeScript entry point under tsx and resolves `ready` when it logs the JSON line
 * whose msg is `readyMessage`. Output passes through unchanged so JSON logs stay parseable.
 */
export function startService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  readyMessage: string,
  options: { quiet?: boolean } = {},
): Service {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      if (!options.quiet) process.stdout.write(chunk);
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes(`"msg":"${readyMessage}"`)) resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!options.quiet) process.stderr.write(chunk);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited before it was ready (${signal ?? code})`)),
    );
    child.once('error', reject);
  });
  // A failed start is reported once, by whoever awaits `ready`.
  ready.catch(() => {});
  return { name, child, ready };
}

export async function stopAll(services: Service[], signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  await Promise.all(
    services.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = globalThis.setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            globalThis.clearTimeout(force);
            resolve();
          });
          child.kill(signal);
        }),
    ),
  );
}
