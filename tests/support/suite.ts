import { afterAll, afterEach, beforeAll } from 'vitest';

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

/**
 * What a test of the enclosing `describe` opens (a peer, a stream) and keeps, closed after it whatever
 * happened, the last kept first: `const keep = closedAfterEach()`, then `keep(await open(...))`.
 */
export function closedAfterEach(): <T extends { close(): unknown }>(item: T) => T {
  const opened: { close(): unknown }[] = [];
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
  });
  return (item) => {
    opened.push(item);
    return item;
  };
}
