import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyRetryAfterS } from '../../ministry/admission';
import { createMinistry, type Ministry } from '../../ministry/app';
import { translate } from '../../ministry/i18n';
import { createTestDatabase, drivers } from '../support/ministry';

// The admission queue (ministry/admission.ts, decision 031): requests start in arrival order, one per
// turn of the event loop, so a burst of requests neither runs in one endless turn (which kept new
// connections waiting) nor finishes in whatever order its queries happened to interleave.

describe('the admission queue on embedded PGlite', () => {
  let ministry: Ministry;
  let drop: () => Promise<void>;
  const finished: number[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    drop = database.drop;
    ministry = await createMinistry({ ...database.options, faceId: false });
    // A read of `queries` statements one after the other, as the act routes make them.
    ministry.app.get<{ Querystring: { n: string; queries: string } }>('/api/test/reads', async (request) => {
      for (let i = 0; i < Number(request.query.queries); i++) await ministry.db.execute(sql`select 1`);
      finished.push(Number(request.query.n));
      return { ok: true };
    });
  });
  afterAll(async () => {
    await ministry?.close();
    await drop?.();
  });

  const read = (n: number, queries: number) =>
    ministry.app.inject({ method: 'GET', url: `/api/test/reads?n=${n}&queries=${queries}` });

  it('answers requests that arrive together in the order they arrived', async () => {
    finished.length = 0;
    // The first needs ten statements, the others one: interleaved, the first would finish last.
    const answers = await Promise.all([read(0, 10), ...[1, 2, 3, 4, 5].map((n) => read(n, 1))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(finished).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('gives the event loop a turn between requests', async () => {
    finished.length = 0;
    let finishedAtNextTurn = -1;
    const burst = Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => read(n, 3)));
    // Other work (accepting a connection, reading a socket) waits for the next turn of the loop.
    setImmediate(() => {
      finishedAtNextTurn = finished.length;
    });
    await burst;
    expect(finished).toHaveLength(8);
    expect(finishedAtNextTurn).toBeGreaterThanOrEqual(0);
    expect(finishedAtNextTurn).toBeLessThan(8);
  });

  it('answers the health check at once, outside the queue', async () => {
    finished.length = 0;
    const burst = Promise.all([1, 2, 3, 4].map((n) => read(n, 3)));
    const health = await ministry.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(finished.length).toBeLessThan(4);
    await burst;
  });
});

// The waiting list is bounded: past it a request is answered at once, 503 `busy` with Retry-After, in
// its own language, and nothing else of it runs.
describe.each(drivers)('the admission queue when its waiting list is full, on %s', (driver) => {
  let ministry: Ministry;
  let drop: () => Promise<void>;
  let release: () => void = () => {};
  let held = Promise.resolve();
  let arrived: () => void = () => {};
  let ran = 0;

  beforeAll(async () => {
    const database = await createTestDatabase(driver);
    drop = database.drop;
    ministry = await createMinistry({
      ...database.options,
      faceId: false,
      maxActiveRequests: 1,
      maxWaitingRequests: 3,
    });
    // Runs until the test releases it: the one request under way, while the others wait.
    ministry.app.get('/api/test/held', async () => {
      ran += 1;
      arrived();
      await held;
      return { ok: true };
    });
  });
  afterAll(async () => {
    await ministry?.close();
    await drop?.();
  });

  // Sent at once (inject's chain would wait for its first `then`).
  const heldRead = (language: string) =>
    ministry.app
      .inject({ method: 'GET', url: '/api/test/held', headers: { 'accept-language': language } })
      .then((answer) => answer);

  it('answers 503 busy with Retry-After in the request language once three wait, and serves them all after', async () => {
    held = new Promise((resolve) => {
      release = resolve;
    });
    const underWay = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const first = heldRead('oz');
    await underWay;
    const waiting = [heldRead('oz'), heldRead('oz'), heldRead('oz')];
    const refused = await Promise.all([heldRead('ru'), heldRead('uz')]);
    for (const [answer, language] of [
      [refused[0]!, 'ru'],
      [refused[1]!, 'uz'],
    ] as const) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(busyRetryAfterS));
      expect(answer.json()).toEqual({ code: 'busy', message: translate(language, 'errors.busy') });
    }
    // The refused requests never reached their route; the health check still answers at once.
    expect(ran).toBe(1);
    expect((await ministry.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    release();
    const served = await Promise.all([first, ...waiting]);
    expect(served.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(ran).toBe(4);
    // A place freed is a place taken again.
    expect((await heldRead('oz')).statusCode).toBe(200);
  });
});
