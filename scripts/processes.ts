import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export type Service = { name: string; child: ChildProcess; ready: Promise<void> };

export interface ServiceOptions {
  /** Do not pass the child's output through (the bench and the tests read only what they need). */
  quiet?: boolean;
  /** Each complete line the child writes, stdout and stderr alike. */
  onLine?: (line: string) => void;
  /** Options for node itself, before the entry point (`--cpu-prof`, which NODE_OPTIONS may not carry). */
  execArgv?: readonly string[];
  /** Its working directory (the project's root by default; a test runs a copy of the image's). */
  cwd?: string;
}

/** Calls `onLine` with each complete line of `stream`, keeping a partial last line for the next chunk. */
function readLines(
  stream: NodeJS.ReadableStream | null,
  echo: NodeJS.WritableStream | null,
  onLine: (line: string) => void,
) {
  let buffered = '';
  stream?.on('data', (chunk: Buffer) => {
    echo?.write(chunk);
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}

/**
 * Starts an entry point (TypeScript under tsx; plain JavaScript as it is) and resolves `ready` when
 * it logs the JSON line whose msg is `readyMessage`. Output passes through unchanged so JSON logs
 * stay parseable.
 */
export function startService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  readyMessage: string,
  options: ServiceOptions = {},
): Service {
  const args = [
    ...(options.execArgv ?? []),
    ...(/\.[cm]?js$/.test(entry) ? [entry] : ['--import', 'tsx', entry]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    readLines(child.stdout, options.quiet ? null : process.stdout, (line) => {
      options.onLine?.(line);
      if (line.includes(`"msg":"${readyMessage}"`)) resolve();
    });
    readLines(child.stderr, options.quiet ? null : process.stderr, (line) => options.onLine?.(line));
    // 'close', not 'exit': it comes after the output is read, so a ready line written just before a
    // crash still counts.
    child.once('close', (code, signal) =>
      reject(new Error(`${name} exited before it was ready (${signal ?? code})`)),
    );
    child.once('error', reject);
  });
  // A failed start is reported once, by whoever awaits `ready`.
  ready.catch(() => {});
  return { name, child, ready };
}

/** True while a process of that id exists (signal 0 tests for it and sends nothing). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Sends `signal` and resolves once the child has exited; SIGKILL after `forceAfterMs`. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', forceAfterMs = 10_000) {
  return new Promise<void>((resolve) => {
    if (!running(child)) return resolve();
    const force = globalThis.setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
    child.once('exit', () => {
      globalThis.clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

export async function stopAll(services: Service[], signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  await Promise.all(services.map(({ child }) => stopChild(child, signal)));
}

/** How a supervised process is restarted (docs/decisions/028-supervision-and-circuit-breaker.md). */
export interface RestartPolicy {
  /** Wait before the first restart after a crash. */
  initialDelayMs: number;
  /** Each further crash without a healthy run in between multiplies the wait by this... */
  factor: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** A run that stayed up this long after its ready line was healthy: the next crash waits initialDelayMs again. */
  healthyAfterMs: number;
  /** This many crashes in a row without a healthy run are reported as a crash loop (restarts go on). */
  crashLoopAfter: number;
}

export const defaultRestartPolicy: RestartPolicy = {
  initialDelayMs: 500,
  factor: 2,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
  crashLoopAfter: 5,
};

/** The wait before restart number `crashes` (1 for the first crash of a series). */
export function restartDelay(policy: RestartPolicy, crashes: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** Math.max(0, crashes - 1));
}

export type SupervisorEvent =
  | { type: 'started'; name: string; pid: number | undefined; run: number }
  | { type: 'ready'; name: string; pid: number | undefined; run: number }
  | {
      type: 'exited';
      name: string;
      pid: number | undefined;
      code: number | null;
      signal: NodeJS.Signals | null;
      /** Milliseconds since the run's ready line, or null if it never got that far. */
      upMs: number | null;
    }
  | { type: 'restarting'; name: string; delayMs: number; crashes: number }
  | {
      type: 'crashLoop';
      name: string;
      crashes: number;
      code: number | null;
      signal: NodeJS.Signals | null;
      /** The last lines the process wrote before it exited, oldest first. */
      lastLines: string[];
    }
  | { type: 'stopped'; name: string };

export interface SuperviseOptions extends ServiceOptions {
  policy?: Partial<RestartPolicy>;
  onEvent?: (event: SupervisorEvent) => void;
  /** The wait between runs; resolves early when `signal` aborts. Tests may hold it. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Milliseconds on a monotonic clock (performance.now by default). */
  now?: () => number;
}

export interface Supervised {
  name: string;
  /**
   * Resolves at the first ready line. Rejects when the first run exits before it: a process that
   * never started is a configuration error (a taken port, a bad variable), not a crash, and is not
   * restarted.
   */
  ready: Promise<void>;
  /** The process of the current run; undefined while waiting to restart or after stop. */
  readonly child: ChildProcess | undefined;
  /** Runs started so far (1 until the first restart). */
  readonly runs: number;
  /** Stops supervising: no more restarts, the current run gets `signal` (SIGKILL after 10 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = globalThis.setTimeout(done, ms);
    function done() {
      globalThis.clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const KEPT_LINES = 20;

/**
 * Runs `entry` as startService does and restarts it whenever it exits after its first ready line,
 * with exponential backoff: initialDelayMs, then ×factor per crash up to maxDelayMs, back to
 * initialDelayMs after a run that stayed healthyAfterMs. A crash loop is reported (crashLoop event)
 * and restarts go on at the capped delay: a ministry whose database is briefly away comes back alone.
 */
export function supervise(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  readyMessage: string,
  options: SuperviseOptions = {},
): Supervised {
  const policy = { ...defaultRestartPolicy, ...options.policy };
  const emit = options.onEvent ?? (() => {});
  const wait = options.wait ?? abortableWait;
  const now = options.now ?? (() => performance.now());
  const stopping = new AbortController();
  let current: ChildProcess | undefined;
  let runs = 0;
  let crashes = 0;
  let reportedLoop = false;
  let lastLines: string[] = [];
  let resolveFirst: () => void = () => {};
  let rejectFirst: (error: unknown) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveFirst = resolve;
    rejectFirst = reject;
  });
  ready.catch(() => {});
  let stopped: Promise<void> | undefined;
  // Settles when the loop below has nothing more to do (stopped, or the first run failed).
  let loopEnded: Promise<void> = Promise.resolve();

  const keep = (line: string) => {
    lastLines.push(line);
    if (lastLines.length > KEPT_LINES) lastLines = lastLines.slice(-KEPT_LINES);
    options.onLine?.(line);
  };

  /** One run: resolves with how it ended once the process has exited. */
  async function run() {
    runs += 1;
    const number = runs;
    lastLines = [];
    const service = startService(name, entry, env, readyMessage, {
      ...(options.quiet ? { quiet: true } : {}),
      ...(options.execArgv ? { execArgv: options.execArgv } : {}),
      ...(options.cwd ? { cwd: options.cwd } : {}),
      onLine: keep,
    });
    current = service.child;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      service.child.once('close', (code, signal) => resolve({ code, signal }));
      // A spawn failure (no node binary) emits error and no exit.
      service.child.once('error', () => resolve({ code: null, signal: null }));
    });
    emit({ type: 'started', name, pid: service.child.pid, run: number });
    let readyAt: number | null = null;
    service.ready.then(
      () => {
        readyAt = now();
        emit({ type: 'ready', name, pid: service.child.pid, run: number });
        if (number === 1) resolveFirst();
      },
      () => {},
    );
    // A stop requested while the process was starting: it gets its signal now.
    if (stopping.signal.aborted) void stopChild(service.child);
    const { code, signal } = await exited;
    current = undefined;
    const upMs = readyAt === null ? null : now() - readyAt;
    emit({ type: 'exited', name, pid: service.child.pid, code, signal, upMs });
    return { code, signal, upMs, everReady: readyAt !== null };
  }

  async function loop() {
    for (;;) {
      const ended = await run();
      if (stopping.signal.aborted) return;
      if (runs === 1 && !ended.everReady) {
        rejectFirst(new Error(`${name} exited before it was ready (${ended.signal ?? ended.code})`));
        return;
      }
      if (ended.upMs !== null && ended.upMs >= policy.healthyAfterMs) {
        crashes = 0;
        reportedLoop = false;
      }
      crashes += 1;
      if (crashes >= policy.crashLoopAfter && !reportedLoop) {
        reportedLoop = true;
        emit({
          type: 'crashLoop',
          name,
          crashes,
          code: ended.code,
          signal: ended.signal,
          lastLines: [...lastLines],
        });
      }
      const delayMs = restartDelay(policy, crashes);
      emit({ type: 'restarting', name, delayMs, crashes });
      await wait(delayMs, stopping.signal);
      if (stopping.signal.aborted) return;
    }
  }

  loopEnded = loop().catch((error: unknown) => rejectFirst(error));

  return {
    name,
    ready,
    get child() {
      return current;
    },
    get runs() {
      return runs;
    },
    stop(signal = 'SIGTERM') {
      stopped ??= (async () => {
        stopping.abort();
        if (current) await stopChild(current, signal);
        await loopEnded;
        rejectFirst(new Error(`${name} was stopped before it was ready`));
        emit({ type: 'stopped', name });
      })();
      return stopped;
    },
  };
}
