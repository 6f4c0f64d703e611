import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type DocumentNode, print } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { type LoadSeed, loadNotary, seedLoad } from '../../scripts/bench-load-seed.js';
import { findPostgresBin, startTestPostgres, type TestPostgres } from '../../scripts/postgres.js';
import { processAlive, type Service, startService, stopChild } from '../../scripts/processes.js';
import { freePorts } from '../../scripts/support/free-ports.js';
import {
  ActChangedSubscription,
  ActQuery,
  SendActEventMutation,
} from '../../ui/features/acts/acts.documents.js';
import { wsClient } from '../gateway/harness.js';
import { clusterPid } from '../support/cluster.js';
import { faceLogin } from '../support/face-login.js';
import { drivers } from '../support/ministry.js';

// The fault test of issue 31 (decision 124): the cluster of `npm run cluster` on a PostgreSQL server
// and a Redis of the test's own, while scripted users walk acts through their steps (the seller sends
// an act for check, the notary returns it with a remark, again and again) through HAProxy, watchers
// follow every act over a socket to the other gateway, and the job queue sends the equeue's due
// reminders. Meanwhile each process is killed with SIGKILL in turn (a gateway, a ministry, the face-ID
// service, Redis, the other gateway, the other ministry), then PostgreSQL crashes and restarts.
// Afterwards: every act's version is its journal's length; each act moved by at least the steps its
// users saw done and at most those plus the ones whose answer was lost; every watcher shows each act as
// it is; every due reminder was written and handed to the SMS provider exactly once; and the users saw
// only answers of 200, their errors only the clear ones.

const redisServer = spawnSync('redis-server', ['--version']).status === 0;
const haproxy = spawnSync('haproxy', ['-v']).status === 0;
const ready = drivers.includes('postgresql') && redisServer && haproxy && findPostgresBin() !== undefined;

/** The errors a user may see while instances come and go: a retry, or a step someone else took first. */
const clearErrors = new Set(['MINISTRY_UNAVAILABLE', 'MINISTRY_TIMEOUT', 'STALE_VERSION']);

interface ClusterReady {
  url: string;
  gateways: number[];
  ministries: number[];
  faceIds: number[];
  frontends: { ministry: number; faceId: number };
}

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
}

describe.skipIf(!ready)('the cluster while its processes are killed and PostgreSQL restarts', () => {
  let postgres: TestPostgres;
  let redis: ChildProcess | undefined;
  let redisPort: number;
  let cluster: Service;
  let cluster$: ClusterReady;
  let seed: LoadSeed;
  const dataDir = mkdtempSync(join(tmpdir(), 'notary-faults-'));
  const lines: string[] = [];
  const watchers: Client[] = [];

  const pidOf = (name: string) => clusterPid(lines, name);

  async function startRedis() {
    redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await vi.waitFor(
      async () => {
        const client = spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' });
        expect(client.stdout.trim()).toBe('PONG');
      },
      { timeout: 10_000, interval: 100 },
    );
  }

  const sql = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    postgres = await startTestPostgres('postgres://postgres@127.0.0.1/notary_faults', () => {});
    [redisPort] = (await freePorts(1)) as [number];
    await startRedis();
    // Acts made through the ministry's routes, and a session per user (npm run bench:load's data).
    seed = await seedLoad({ dataDir, databaseUrl: postgres.url }, 2);
    cluster = startService(
      'cluster',
      'scripts/cluster.ts',
      {
        DATABASE_URL: postgres.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        PORT: String((await freePorts(1))[0]),
        LIVENESS_WORKERS: '1',
        LOG_LEVEL: 'warn',
        // Every user comes from 127.0.0.1: the request budgets are not what this test is about.
        REQUEST_BUDGET: '1000000',
        SESSION_REQUEST_BUDGET: '1000000',
        EQUEUE_REMINDER_INTERVAL_MS: '1000',
        SMS_SEND_INTERVAL_MS: '1000',
      },
      'cluster ready',
      { quiet: true, onLine: (line) => lines.push(line) },
    );
    await cluster.ready;
    cluster$ = JSON.parse(
      lines.find((line) => line.includes('"msg":"cluster ready"')) as string,
    ) as ClusterReady;
  }, 300_000);

  afterAll(async () => {
    await Promise.all(watchers.map((watcher) => watcher.dispose()));
    if (cluster) await stopChild(cluster.child, 'SIGKILL');
    // The launcher's children, when it could not stop them itself.
    for (const line of lines.filter((l) => l.includes('"msg":"cluster process started"'))) {
      const { pid } = JSON.parse(line) as { pid: number };
      if (processAlive(pid)) process.kill(pid, 'SIGKILL');
    }
    redis?.kill('SIGKILL');
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const tokenOf = (userid: string) => seed.users.find((user) => user.userid === userid)?.token as string;

  /** Every answer the users got: HTTP statuses and GraphQL error codes, counted. */
  const statuses = new Map<number, number>();
  const codes = new Map<string, number>();
  const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

  async function gql(document: DocumentNode, variables: object, token: string): Promise<Answer> {
    let answer: Response;
    try {
      answer = await fetch(`${cluster$.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'accept-language': 'oz',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ query: print(document), variables }),
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      // HAProxy is never killed: a refused or cut connection is a failure of the cluster.
      count(statuses, 0);
      return { status: 0 };
    }
    count(statuses, answer.status);
    const body = (await answer.json().catch(() => ({}))) as Omit<Answer, 'status'>;
    for (const error of body.errors ?? []) count(codes, error.extensions?.code ?? 'none');
    return { status: answer.status, ...body };
  }

  interface Walk {
    uuid: string;
    seller: string;
    startVersion: number;
    /** Steps the users saw done. */
    done: number;
    /** Steps answered STALE_VERSION: applied by an earlier attempt of the same request. */
    appliedBefore: number;
    /** Steps whose answer was lost (MINISTRY_UNAVAILABLE, a timeout): done or not. */
    unknown: number;
  }

  type ActView = {
    version: number;
    viewer: { roles: { applicant: boolean } };
    view: { allowed: string[] };
  };

  /** Reads the act as `token`'s user, retrying while the cluster answers with a clear error. */
  async function readAct(uuid: string, token: string, stop: () => boolean): Promise<ActView | undefined> {
    while (!stop()) {
      const read = await gql(ActQuery, { uuid }, token);
      const act = read.data?.act as ActView | undefined;
      if (act) return act;
      await delay(300);
    }
    return undefined;
  }

  /** The seller sends the act for check, the notary returns it with a remark, until `stop`. */
  async function walk(walkState: Walk, stop: () => boolean) {
    const notary = tokenOf(loadNotary);
    const seller = tokenOf(walkState.seller);
    let step = 0;
    while (!stop()) {
      const asNotary = await readAct(walkState.uuid, notary, stop);
      if (!asNotary) return;
      const byNotary = asNotary.view.allowed.includes('act_returnedWithRemarks');
      const asSeller = byNotary ? asNotary : await readAct(walkState.uuid, seller, stop);
      if (!asSeller) return;
      const type = byNotary ? 'act_returnedWithRemarks' : 'act_sentForCheck';
      if (!byNotary && !asSeller.view.allowed.includes(type))
        throw new Error(`act ${walkState.uuid} is stuck: ${JSON.stringify([asNotary.view, asSeller.view])}`);
      step += 1;
      const sent = await gql(
        SendActEventMutation,
        {
          uuid: walkState.uuid,
          type,
          version: asSeller.version,
          payload: byNotary ? { remark: `Fault test remark ${step}` } : {},
        },
        byNotary ? notary : seller,
      );
      const code = sent.errors?.[0]?.extensions?.code;
      if (sent.status === 200 && !sent.errors && sent.data?.sendActEvent) walkState.done += 1;
      // One walker per act: a version gone stale can only be its own step, applied by an attempt whose
      // answer was lost and refused when HAProxy sent it again to the other instance (decision 121).
      else if (code === 'STALE_VERSION') walkState.appliedBefore += 1;
      // Refused by the statechart: not applied. Anything else may have been.
      else if (code !== 'TRANSITION_REFUSED') walkState.unknown += 1;
      await delay(150);
    }
  }

  /** SIGKILL to a process of the cluster; resolves once its supervisor has it ready again. */
  async function killAndAwait(name: string, port: number) {
    const before = pidOf(name);
    if (!before) throw new Error(`no ${name} in the cluster`);
    process.kill(before, 'SIGKILL');
    await vi.waitFor(
      async () => {
        const now = pidOf(name);
        expect(now && now !== before).toBe(true);
        const probe = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(probe.status).toBe(200);
      },
      { timeout: 90_000, interval: 250 },
    );
  }

  it('keeps every act whole, every watcher current and every reminder single, showing users only clear errors', async () => {
    // The equeue's due reminders: bookings three hours ahead, made a day ago (decision 063's window).
    const [office] = await sql<{ id: number; notary: number }>(
      'select n.office_id as id, n.id as notary from notary.notaries n order by n.id limit 1',
    );
    const booked = seed.users.filter((user) => user.userid !== loadNotary).slice(0, 4);
    const bookingIds: number[] = [];
    for (const [index, user] of booked.entries()) {
      const [row] = await sql<{ id: number }>(
        `insert into equeue.bookings (user_id, office_id, notary_id, slot_start, state, context, created_at, updated_at)
         select u.id, $2, $3, now() + interval '3 hours' + ($4::int * interval '15 minutes'), 'booked.upcoming', '{}'::jsonb,
                now() - interval '1 day', now() - interval '1 day'
         from portal.users u where u.userid = $1 returning id`,
        [user.userid, office?.id, office?.notary, index],
      );
      bookingIds.push(row?.id as number);
    }

    // The acts that go back and forth between the seller and the notary.
    const walks: Walk[] = [];
    for (const user of seed.users.filter((u) => u.userid !== loadNotary)) {
      for (const uuid of user.acts) {
        if (walks.some((w) => w.uuid === uuid)) continue;
        const act = await readAct(uuid, tokenOf(loadNotary), () => false);
        const asSeller = await readAct(uuid, tokenOf(user.userid), () => false);
        // The applicant sends; the buyer reads the same act.
        if (!asSeller?.viewer.roles.applicant) continue;
        if (
          act?.view.allowed.includes('act_returnedWithRemarks') ||
          asSeller?.view.allowed.includes('act_sentForCheck')
        )
          walks.push({
            uuid,
            seller: user.userid,
            startVersion: act?.version ?? 0,
            done: 0,
            appliedBefore: 0,
            unknown: 0,
          });
      }
    }
    expect(walks.length).toBeGreaterThanOrEqual(4);

    // Watchers on the second gateway, straight to it (not through HAProxy): they reconnect as users' do.
    const seen = new Map<string, number>();
    const watcher = createClient({
      url: `ws://127.0.0.1:${cluster$.gateways[1]}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token: tokenOf(loadNotary), locale: 'oz' },
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: () => delay(300),
      shouldRetry: () => true,
      lazy: true,
    });
    watchers.push(watcher);
    for (const { uuid } of walks) {
      watcher.subscribe(
        { query: print(ActChangedSubscription), variables: { uuid } },
        {
          next: (value) => {
            const version = (value.data as { actChanged?: { version: number } } | null)?.actChanged?.version;
            if (version !== undefined) seen.set(uuid, version);
          },
          error: () => {},
          complete: () => {},
        },
      );
    }

    let stopped = false;
    const walking = Promise.all(walks.map((w) => walk(w, () => stopped)));
    const faults: string[] = [];
    try {
      await delay(3_000);
      const [gateway1, gateway2] = cluster$.gateways as [number, number];
      const [ministry1, ministry2] = cluster$.ministries as [number, number];
      await killAndAwait('gateway-1', gateway1);
      faults.push('gateway-1');
      await delay(2_000);
      await killAndAwait('ministry-1', ministry1);
      faults.push('ministry-1');
      await delay(2_000);
      await killAndAwait('face-id-1', cluster$.faceIds[0] as number);
      faults.push('face-id-1');
      await delay(2_000);
      redis?.kill('SIGKILL');
      await delay(1_000);
      await startRedis();
      faults.push('redis');
      await delay(2_000);
      await killAndAwait('gateway-2', gateway2);
      faults.push('gateway-2');
      await delay(2_000);
      await killAndAwait('ministry-2', ministry2);
      faults.push('ministry-2');
      await delay(2_000);
      postgres.crashAndRestart?.();
      await vi.waitFor(
        async () => {
          for (const port of [ministry1, ministry2])
            expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
        },
        { timeout: 60_000, interval: 250 },
      );
      faults.push('postgresql');
      await delay(4_000);
    } finally {
      stopped = true;
      await walking;
    }
    const tally = JSON.stringify({ statuses: [...statuses], codes: [...codes], walks });
    expect(faults, tally).toEqual([
      'gateway-1',
      'ministry-1',
      'face-id-1',
      'redis',
      'gateway-2',
      'ministry-2',
      'postgresql',
    ]);

    // Every act made through the ministry's routes (the sandbox's own acts are rows of its seed, never
    // journalled): its version is its journal's length, nothing half-applied.
    const made = [...new Set(seed.users.flatMap((user) => user.acts))];
    const acts = await sql<{ uuid: string; version: number; journal: number }>(
      `select a.uuid::text as uuid, a.version,
         (select count(*)::int from acts.journal j where j.act_id = a.id) as journal
       from acts.acts a where a.uuid = any($1::uuid[])`,
      [made],
    );
    expect(acts.length).toBe(made.length);
    expect(acts.filter((act) => act.version !== act.journal)).toEqual([]);
    // Each walked act moved by the steps its users sent, each once: by those they saw done or refused as
    // already applied, and at most by those whose answer was lost besides.
    for (const w of walks) {
      const now = acts.find((act) => act.uuid === w.uuid)?.version ?? 0;
      const moved = now - w.startVersion;
      expect(moved, `act ${w.uuid}: ${tally}`).toBeGreaterThanOrEqual(w.done + w.appliedBefore);
      expect(moved, `act ${w.uuid}: ${tally}`).toBeLessThanOrEqual(w.done + w.appliedBefore + w.unknown);
    }
    expect(walks.reduce((sum, w) => sum + w.done, 0)).toBeGreaterThan(walks.length * 3);

    // Every watcher caught up with every act.
    await vi.waitFor(
      () => {
        for (const w of walks)
          expect(seen.get(w.uuid), `watcher of ${w.uuid}`).toBe(acts.find((a) => a.uuid === w.uuid)?.version);
      },
      { timeout: 30_000, interval: 250 },
    );

    // Every due reminder written once, and handed to the SMS provider once.
    await vi.waitFor(
      async () => {
        // The reminder's SMS is written with the time the booking is marked reminded at.
        const reminders = await sql<{
          id: number;
          reminded: boolean;
          notes: number;
          sms: number;
          taken: number;
        }>(
          `select b.id, b.reminded_at is not null as reminded,
             (select count(*)::int from portal.notifications n where n.booking_id = b.id) as notes,
             (select count(*)::int from acts.sms_outbox o where o.phone = c.phone and o.at = b.reminded_at
                and o.sent_at is not null) as sms,
             (select count(*)::int from acts.sms_outbox o join sandbox.sms_messages m on m.key = 'sms-' || o.id
                where o.phone = c.phone and o.at = b.reminded_at) as taken
           from equeue.bookings b join portal.users u on u.id = b.user_id join registry.citizens c on c.id = u.citizen_id
           where b.id = any($1) order by b.id`,
          [bookingIds],
        );
        expect(reminders).toEqual(
          bookingIds.map((id) => ({ id, reminded: true, notes: 1, sms: 1, taken: 1 })),
        );
      },
      { timeout: 30_000, interval: 500 },
    );

    // The face-ID service is back: a person logs in with a real face check through HAProxy.
    const login = wsClient(cluster$.url, { locale: 'oz' });
    watchers.push(login);
    expect((await faceLogin(login)).resultCode).toBe(1);

    // No process stopped but those killed: a lost database connection is not a crash.
    // When one did, the message carries the cluster's last lines that are not info (a stack, an error).
    expect(
      lines.filter((line) => /stopped \((exit|SIG(?!KILL))/.test(line)),
      lines
        .filter((line) => !line.startsWith('{"level":30'))
        .slice(-40)
        .join('\n'),
    ).toEqual([]);
    // What the users saw: answers of 200 only, and among their errors only the clear ones.
    expect([...statuses.keys()], tally).toEqual([200]);
    expect(
      [...codes.keys()].filter((code) => !clearErrors.has(code)),
      tally,
    ).toEqual([]);
  }, 600_000);
});
