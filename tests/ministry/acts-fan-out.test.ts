import http from 'node:http';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  actChangesApplicationName,
  actChangesChannel,
  createLocalChangeFeed,
  defaultRetryDelayMs,
  parseChange,
} from '../../ministry/acts/change-feed';
import { type CreateMinistryOptions, createMinistry } from '../../ministry/app';
import { seedPeople } from '../../ministry/db/seed';
import {
  createTestDatabase,
  drivers,
  listeningMinistry,
  type TestMinistry,
  testDatabaseUrl,
} from '../support/ministry';
import { addVehicle, type Client, cleanSale, clientOf, userIdOf } from './acts-support';

// Act changes reach every ministry instance of one database (docs/decisions/016-act-change-fan-out.md):
// two instances on one PostgreSQL database, a transition through one, watchers on the other.

const rahimovaPin = seedPeople.find((p) => p.passnum === '1000002')!.pin;
// The promise of the portal: every open screen updates within a second of a transition.
const SECOND = { timeout: 1_000, interval: 5 };

type Change = [actId: number, version: number];

async function listening(options: CreateMinistryOptions): Promise<TestMinistry> {
  return listeningMinistry(await createMinistry({ faceId: false, ...options }));
}

/** The versions an SSE watcher of GET /notarial_act/{uuid}/watch has received, as they arrive. */
async function watch(ministry: TestMinistry, userid: string, uuid: string) {
  const { token } = await ministry.auth.sessions.create(ministry.db, await userIdOf(ministry, userid));
  const versions: number[] = [];
  // node:http with its own socket, destroyed on leave: fetch's pool would keep the socket a few
  // seconds more and hold up the ministry's close.
  const request = http.get(`${ministry.url}/api/notarial_act/${uuid}/watch`, {
    headers: { authorization: `Bearer ${token}` },
    agent: false,
  });
  request.on('error', () => undefined);
  const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
  expect(response.statusCode).toBe(200);
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (data) versions.push((JSON.parse(data[1]!) as { version: number }).version);
    }
  });
  return {
    versions,
    leave() {
      request.destroy();
    },
  };
}

/** Every change an instance's `acts.onActChanged` hears, until `stop`. */
function record(ministry: TestMinistry) {
  const changes: Change[] = [];
  const stop = ministry.acts.onActChanged((actId, version) => changes.push([actId, version]));
  return { changes, stop, of: (actId: number) => changes.filter(([id]) => id === actId) };
}

async function withAdmin<T>(
  work: (admin: pg.Client) => Promise<T>,
  connectionString = testDatabaseUrl,
): Promise<T> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!drivers.includes('postgresql'))(
  'act changes across ministry instances on postgresql',
  () => {
    let drop: () => Promise<void>;
    let databaseName: string;
    let databaseUrl: string;
    let a: TestMinistry;
    let b: TestMinistry;
    let applicant: Client;
    let buyer: Client;
    let notary: Client;
    // B's reconnections wait for this when it is set.
    let hold: Promise<void> | null = null;
    const bLog: string[] = [];
    let sentinel = 1_000_000_000;

    beforeAll(async () => {
      const database = await createTestDatabase('postgresql');
      drop = database.drop;
      databaseUrl = database.options.databaseUrl!;
      databaseName = new URL(databaseUrl).pathname.slice(1);
      a = await listening(database.options);
      b = await listening({
        ...database.options,
        logger: {
          level: 'info',
          stream: new Writable({
            write(chunk, _encoding, done) {
              bLog.push(String(chunk));
              done();
            },
          }),
        },
        actChangeFeed: { retryDelayMs: () => 10, beforeReconnect: () => hold ?? Promise.resolve() },
      });
      // Sessions live in the database: a token issued by A is good on B.
      applicant = await clientOf(a, 'drahimova');
      buyer = await clientOf(a, 'stursunov');
      notary = await clientOf(a, 'nabdullayeva');
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await drop?.();
    });

    async function newAct(): Promise<{ uuid: string; id: number }> {
      const created = await applicant.post('/notarial_act', {
        ...cleanSale,
        vehicle: await addVehicle(a, [rahimovaPin]),
      });
      expect(created.status).toBe(200);
      return { uuid: created.body.uuid, id: created.body.rid };
    }

    /**
     * Resolves once `ministry` has processed every notification sent before this call: PostgreSQL
     * delivers one connection's notifications in commit order, so a sentinel's arrival proves it.
     */
    async function drained(ministry: TestMinistry) {
      sentinel += 1;
      const mark = sentinel;
      const seen = record(ministry);
      // Notifications stay within their database.
      await withAdmin(
        (admin) => admin.query('select pg_notify($1, $2)', [actChangesChannel, `${mark}:1`]),
        databaseUrl,
      );
      await vi.waitFor(() => expect(seen.of(mark)).toEqual([[mark, 1]]), SECOND);
      seen.stop();
    }

    const listenBackends = () =>
      withAdmin(async (admin) => {
        const { rows } = await admin.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1 and application_name = $2 order by pid',
          [databaseName, actChangesApplicationName],
        );
        return rows.map((row) => row.pid);
      });

    it('brings a transition made through A to the watchers and listeners of B within a second, once', async () => {
      const act = await newAct();
      const watchers = await Promise.all([1, 2, 3].map(() => watch(b, 'stursunov', act.uuid)));
      for (const watcher of watchers) await vi.waitFor(() => expect(watcher.versions).toEqual([1]), SECOND);
      const onA = record(a);
      const onB = record(b);

      expect((await buyer.send(act.uuid, 'party.accepted', {}, 1)).status).toBe(200);
      for (const watcher of watchers)
        await vi.waitFor(() => expect(watcher.versions).toEqual([1, 2]), SECOND);
      await vi.waitFor(() => expect(onB.of(act.id)).toEqual([[act.id, 2]]), SECOND);

      // A heard its own change at once and dropped the notification of it that followed.
      await drained(a);
      await drained(b);
      expect(onA.of(act.id)).toEqual([[act.id, 2]]);
      expect(onB.of(act.id)).toEqual([[act.id, 2]]);
      // Three watchers, two instances: one LISTEN connection each, none per watcher.
      expect(await listenBackends()).toHaveLength(2);
      expect(await listenBackends()).toEqual(
        [a.actChanges.listenerPid(), b.actChanges.listenerPid()].sort((x, y) => x! - y!),
      );

      // A change committed outside `transition` (a data edit, the non-attendance job) travels the same
      // way, announced in its transaction.
      await a.db.transaction((tx) => a.acts.publishWithin(tx, act.id, 3));
      a.acts.committed(act.id, 3);
      await vi.waitFor(
        () =>
          expect(onB.of(act.id)).toEqual([
            [act.id, 2],
            [act.id, 3],
          ]),
        SECOND,
      );
      // A repeat, whoever announces it, is dropped everywhere.
      await b.db.transaction((tx) => b.acts.publishWithin(tx, act.id, 3));
      b.acts.committed(act.id, 3);
      await drained(a);
      await drained(b);
      expect(onA.of(act.id)).toEqual([
        [act.id, 2],
        [act.id, 3],
      ]);
      expect(onB.of(act.id)).toEqual([
        [act.id, 2],
        [act.id, 3],
      ]);
      onA.stop();
      onB.stop();
      for (const watcher of watchers) watcher.leave();
    });

    it('announces nothing for a transition that is refused, stale or crashes', async () => {
      const act = await newAct();
      expect((await buyer.send(act.uuid, 'party.accepted', {}, 1)).status).toBe(200);
      const watcher = await watch(b, 'drahimova', act.uuid);
      await vi.waitFor(() => expect(watcher.versions).toEqual([2]), SECOND);
      const onA = record(a);
      const onB = record(b);

      const stale = await applicant.send(act.uuid, 'act.sentForCheck', {}, 1);
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('stale_version');
      const refused = await buyer.send(act.uuid, 'party.accepted', {}, 2);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('transition_refused');
      await expect(
        a.acts.transition(
          {
            uuid: act.uuid,
            event: { type: 'act.sentForCheck' },
            expectedVersion: 2,
            user: { kind: 'user', userId: applicant.userId },
          },
          {
            afterFirstWrite: () => {
              throw new Error('injected crash');
            },
          },
        ),
      ).rejects.toThrow('injected crash');

      // The next good transition is the first thing anybody hears.
      expect((await applicant.send(act.uuid, 'act.sentForCheck', {}, 2)).status).toBe(200);
      await vi.waitFor(() => expect(watcher.versions).toEqual([2, 3]), SECOND);
      await drained(a);
      await drained(b);
      expect(onA.of(act.id)).toEqual([[act.id, 3]]);
      expect(onB.of(act.id)).toEqual([[act.id, 3]]);
      onA.stop();
      onB.stop();
      watcher.leave();
    });

    it('reconnects after its LISTEN backend is terminated, and its watchers re-read what they missed', async () => {
      const act = await newAct();
      expect((await buyer.send(act.uuid, 'party.accepted', {}, 1)).status).toBe(200);
      expect((await applicant.send(act.uuid, 'act.sentForCheck', {}, 2)).status).toBe(200);
      const watcher = await watch(b, 'stursunov', act.uuid);
      await vi.waitFor(() => expect(watcher.versions).toEqual([3]), SECOND);
      let resyncs = 0;
      const stopResync = b.acts.onResync(() => {
        resyncs += 1;
      });
      const onB = record(b);

      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      const lostPid = b.actChanges.listenerPid();
      expect(lostPid).not.toBeNull();
      const ended = await withAdmin((admin) =>
        admin.query<{ ended: boolean }>('select pg_terminate_backend($1) as ended', [lostPid]),
      );
      expect(ended.rows[0]?.ended).toBe(true);
      await vi.waitFor(() => expect(b.actChanges.listenerPid()).toBeNull(), SECOND);

      // Committed while B cannot listen: its notification never reaches B.
      const returned = await notary.send(act.uuid, 'act.returnedWithRemarks', { remark: 'narx' }, 3);
      expect(returned.status).toBe(200);
      await vi.waitFor(
        async () => expect(await listenBackends()).toEqual([a.actChanges.listenerPid()]),
        SECOND,
      );
      hold = null;
      release();

      // Reconnected, B tells its watchers to re-read: the missed version arrives without a notification.
      await vi.waitFor(() => expect(watcher.versions).toEqual([3, 4]), SECOND);
      expect(resyncs).toBe(1);
      const newPid = b.actChanges.listenerPid();
      expect(newPid).not.toBeNull();
      expect(newPid).not.toBe(lostPid);

      // And the next transition reaches B the ordinary way.
      expect((await applicant.send(act.uuid, 'act.sentForCheck', {}, 4)).status).toBe(200);
      await vi.waitFor(() => expect(watcher.versions).toEqual([3, 4, 5]), SECOND);
      await vi.waitFor(() => expect(onB.of(act.id)).toEqual([[act.id, 5]]), SECOND);

      // The loss and the recovery are logged with the server's code only.
      const log = bLog.join('');
      expect(log).toContain('act change feed lost its database connection');
      expect(log).toContain('"code":"57P01"');
      expect(log).toContain('act change feed reconnected');
      expect(log).not.toContain(rahimovaPin);
      stopResync();
      onB.stop();
      watcher.leave();
    });

    it('ends its LISTEN connection when the ministry closes', async () => {
      const pid = b.actChanges.listenerPid();
      expect(pid).not.toBeNull();
      expect(await listenBackends()).toContain(pid);
      await b.close();
      expect(b.actChanges.listenerPid()).toBeNull();
      await vi.waitFor(async () => expect(await listenBackends()).not.toContain(pid), SECOND);
      expect(await listenBackends()).toEqual([a.actChanges.listenerPid()]);
    });
  },
);

// PGlite keeps the in-process feed; callers see what they see on PostgreSQL: each change once, at once.
describe('the in-process act change feed (PGlite)', () => {
  it('delivers each change once, as soon as it is committed, and never a repeat', async () => {
    const feed = createLocalChangeFeed();
    const heard: Change[] = [];
    const stop = feed.onChanged((actId, version) => heard.push([actId, version]));
    // Nothing to send on PGlite: a transaction that cannot run SQL is not even touched.
    const noSql = { execute: () => Promise.reject(new Error('no SQL here')) };
    await feed.publishWithin(noSql as unknown as Parameters<typeof feed.publishWithin>[0], 7, 2);
    expect(heard).toEqual([]);
    feed.committed(7, 2);
    expect(heard).toEqual([[7, 2]]);
    feed.committed(7, 2);
    feed.committed(7, 1);
    feed.committed(8, 1);
    feed.committed(7, 3);
    expect(heard).toEqual([
      [7, 2],
      [8, 1],
      [7, 3],
    ]);
    stop();
    feed.committed(7, 4);
    expect(heard).toHaveLength(3);
    expect(feed.listenerPid()).toBeNull();
    await feed.close();
  });

  it('reads only well-formed notification payloads, and backs off up to 10 s', () => {
    expect(parseChange('12:3')).toEqual([12, 3]);
    for (const bad of [undefined, '', '12', '12:', ':3', '0:1', '1:0', '-1:2', '1:2:3', '1.5:2', 'a:b']) {
      expect(parseChange(bad)).toBeNull();
    }
    expect([1, 2, 3].map((n) => defaultRetryDelayMs(n, () => 1))).toEqual([250, 500, 1_000]);
    expect(defaultRetryDelayMs(1, () => 0)).toBe(125);
    expect(defaultRetryDelayMs(50, () => 1)).toBe(10_000);
  });
});
