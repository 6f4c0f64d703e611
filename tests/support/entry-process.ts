import { spawn } from 'node:child_process';
import { root } from '../../scripts/processes';

/** How a process entry ended: its exit code and everything it wrote to stdout and stderr. */
export interface EntryRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a process's entry (`ministry/main.ts`, `scripts/replay.ts`, ...) as `npm start` and the README's
 * commands run it (node with tsx) to its end, with `env` over this process's environment.
 */
export function runEntry(
  entry: string,
  args: string[] = [],
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<EntryRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} ${args.join(' ')} did not end within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
