import { afterAll, beforeAll } from 'vitest';

/**
 * A resource of the enclosing `describe`: `start` runs in a `beforeAll`, `close` in an `afterAll`
 * (vitest runs after-hooks in reverse order, so what started later closes first). Read it inside
 * tests and later hooks, which run once it has started: `const gateway = forSuite(...)`, then
 * `gateway()`.
 */
export function forSuite<T>(
  what: string,
  start: () => T | Promise<T>,
  close: (resource: T) => Promise<void>,
): () => T {
  let started: { resource: T } | undefined;
  beforeAll(async () => {
    started = { resource: await start() };
  });
  afterAll(async () => {
    if (started) await close(started.resource);
  });
  return () => {
    if (!started) throw new Error(`${what} is read before the suite's beforeAll started it`);
    return started.resource;
  };
}
