import { describe, expect, it } from 'vitest';
import {
  processAlive,
  restartDelay,
  type SuperviseOptions,
  type SupervisorEvent,
  supervise,
} from '../../scripts/processes';

// scripts/start.ts supervises the ministry and the gateway with this: a crashed process comes back
// after a growing wait, a crash loop is named, and stop() ends everything with no restart after it.

const FIXTURE = 'tests/support/supervised-fixture.mjs';

function watched(options: SuperviseOptions = {}) {
  const events: SupervisorEvent[] = [];
  const supervised = supervise('fixture', FIXTURE, {}, 'fixture ready', {
    quiet: true,
    ...options,
    onEvent: (event) => events.push(event),
  });
  const of = <T extends SupervisorEvent['type']>(type: T) =>
    events.filter((e): e is Extract<SupervisorEvent, { type: T }> => e.type === type);
  /** Resolves once `count` runs have written their ready line. */
  const readyRuns = async (count: number) => {
    await expect.poll(() => of('ready').length, { timeout: 20_000, interval: 20 }).toBe(count);
    return of('ready')[count - 1]!.pid!;
  };
  return { supervised, events, of, readyRuns };
}

describe('the process supervisor of npm start', () => {
  it('doubles the wait per crash up to its cap', () => {
    const policy = {
      initialDelayMs: 500,
      factor: 2,
      maxDelayMs: 30_000,
      healthyAfterMs: 60_000,
      crashLoopAfter: 5,
    };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => restartDelay(policy, n))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('restarts a killed process with growing waits, reports the crash loop, and stops cleanly', async () => {
    const { supervised, of, readyRuns, events } = watched({
      policy: { initialDelayMs: 50, factor: 2, maxDelayMs: 100, healthyAfterMs: 600_000, crashLoopAfter: 3 },
    });
    await supervised.ready;
    const pids = [await readyRuns(1)];
    for (let run = 2; run <= 4; run++) {
      process.kill(pids.at(-1)!, 'SIGKILL');
      pids.push(await readyRuns(run));
    }
    expect(new Set(pids).size).toBe(4);
    expect(pids.slice(0, 3).filter(processAlive)).toEqual([]);
    expect(of('exited').map((e) => e.signal)).toEqual(['SIGKILL', 'SIGKILL', 'SIGKILL']);
    expect(of('restarting').map((e) => e.delayMs)).toEqual([50, 100, 100]);

    // The third crash in a row is named once, with the exit and the process's last words.
    const loops = of('crashLoop');
    expect(loops).toHaveLength(1);
    expect(loops[0]).toMatchObject({ name: 'fixture', crashes: 3, signal: 'SIGKILL' });
    expect(loops[0]!.lastLines.join('\n')).toContain(`"msg":"fixture ready","pid":${pids[2]}`);

    await supervised.stop();
    expect(processAlive(pids[3]!)).toBe(false);
    expect(supervised.child).toBeUndefined();
    const last = events.slice(-2);
    // SIGTERM: the fixture closes itself and exits 0; nothing is started after it.
    expect(last[0]).toMatchObject({ type: 'exited', code: 0, signal: null });
    expect(last[1]).toEqual({ type: 'stopped', name: 'fixture' });
    expect(supervised.runs).toBe(4);
  });

  it('goes back to the first wait after a healthy run', async () => {
    const { supervised, of, readyRuns } = watched({
      policy: { initialDelayMs: 50, factor: 4, maxDelayMs: 10_000, healthyAfterMs: 0, crashLoopAfter: 2 },
    });
    try {
      let pid = await readyRuns(1);
      for (let run = 2; run <= 3; run++) {
        process.kill(pid, 'SIGKILL');
        pid = await readyRuns(run);
      }
      expect(of('restarting').map((e) => e.delayMs)).toEqual([50, 50]);
      expect(of('crashLoop')).toEqual([]);
    } finally {
      await supervised.stop();
    }
  });

  it('does not restart after stop(), even when stopped during the wait', async () => {
    let held: () => void = () => {};
    const { supervised, of, readyRuns } = watched({
      // A wait that ends only when stop() aborts it.
      wait: (_ms, signal) =>
        new Promise<void>((resolve) => {
          held = resolve;
          signal.addEventListener('abort', () => resolve(), { once: true });
        }),
    });
    const pid = await readyRuns(1);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => of('restarting').length, { timeout: 10_000, interval: 20 }).toBe(1);
    await supervised.stop();
    held();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(of('started')).toHaveLength(1);
    expect(of('stopped')).toHaveLength(1);
  });

  it('does not restart a process that never got ready: its first start fails', async () => {
    const events: SupervisorEvent[] = [];
    const supervised = supervise('fixture', FIXTURE, { FIXTURE_FAIL_BEFORE_READY: '1' }, 'fixture ready', {
      quiet: true,
      onEvent: (event) => events.push(event),
    });
    await expect(supervised.ready).rejects.toThrow('fixture exited before it was ready (2)');
    await supervised.stop();
    expect(events.map((e) => e.type)).toEqual(['started', 'exited', 'stopped']);
  });
});
