import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/database';

// How committed act changes reach every listener of every ministry instance
// (docs/decisions/016-act-change-fan-out.md). On PostgreSQL a change is announced with
// pg_notify('acts_changed', '<actId>:<version>') and each process keeps one dedicated LISTEN connection
// that turns notifications into local events; on PGlite (one process) the local events are all there is.
// Either way this process's own changes are delivered at once after commit, and a notification of a
// change already delivered is dropped, so a listener sees each (act, version) once.

export const actChangesChannel = 'acts_changed';

// Shown in pg_stat_activity, so an operator can tell the LISTEN connections from the pool's.
export const actChangesApplicationName = 'notary-ministry act changes';

export type ActChangedListener = (actId: number, version: number) => void;

type Executor = Pick<Database, 'execute'>;
type FeedLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface ActChangeFeed {
  /** Inside the transaction that commits the change: other instances hear it on commit, never on rollback. */
  publishWithin(tx: Executor, actId: number, version: number): Promise<void>;
  /** After the commit of a change published within its transaction: this process's listeners, now. */
  committed(actId: number, version: number): void;
  onChanged(listener: ActChangedListener): () => void;
  /** Announcements may have been lost (the LISTEN connection came back): re-read what you show. */
  onResync(listener: () => void): () => void;
  /**
   * Notifications of the other channels the connection was opened for (`channels`; decision 071's
   * session and access changes), as they arrive. Nothing on PGlite, whose database delivers them.
   */
  onNotice(listener: (channel: string, payload: string) => void): () => void;
  /** The LISTEN connection's server process id; null on PGlite and while disconnected. */
  listenerPid(): number | null;
  close(): Promise<void>;
}

export interface ActChangeFeedTuning {
  /** Wait before reconnection attempt `attempt` (1, 2, ...); default 250 ms doubling to 10 s, jittered. */
  retryDelayMs?: ((attempt: number) => number) | undefined;
  /** Tests: awaited before each reconnection attempt, to hold the feed down while something happens. */
  beforeReconnect?: (() => Promise<void>) | undefined;
}

export interface PostgresChangeFeedOptions extends ActChangeFeedTuning {
  connectionString: string;
  /** More channels to LISTEN to on the same connection, passed to `onNotice` listeners. */
  channels?: readonly string[];
  logger: FeedLogger;
}

/** Exponential backoff with jitter (half to all of the step), so instances do not reconnect in step. */
export function defaultRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(10_000, 250 * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

// Acts whose latest delivered version is remembered, to drop repeats; older entries are forgotten first.
// A repeat of a forgotten act would only make its watchers re-read once more.
const rememberedActs = 10_000;

/** Local delivery with the (act, version) repeat filter, shared by both drivers. */
function createFanOut() {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const latest = new Map<number, number>();
  return {
    deliver(actId: number, version: number) {
      const seen = latest.get(actId);
      // Versions only grow: an older or equal one has been delivered (or superseded) already.
      if (seen !== undefined && seen >= version) return;
      latest.delete(actId);
      latest.set(actId, version);
      if (latest.size > rememberedActs) latest.delete(latest.keys().next().value as number);
      events.emit('changed', actId, version);
    },
    resync() {
      events.emit('resync');
    },
    onChanged(listener: ActChangedListener) {
      events.on('changed', listener);
      return () => {
        events.off('changed', listener);
      };
    },
    onResync(listener: () => void) {
      events.on('resync', listener);
      return () => {
        events.off('resync', listener);
      };
    },
  };
}

/** PGlite: one process, so in-process delivery is the whole feed. */
export function createLocalChangeFeed(): ActChangeFeed {
  const fanOut = createFanOut();
  return {
    publishWithin: async () => undefined,
    committed: fanOut.deliver,
    onChanged: fanOut.onChanged,
    onResync: fanOut.onResync,
    listenerPid: () => null,
    onNotice: () => () => undefined,
    close: async () => undefined,
  };
}

/** `<actId>:<version>`, both positive integers; anything else is not ours. */
export function parseChange(payload: string | undefined): [number, number] | null {
  const match = /^(\d{1,15}):(\d{1,15})$/.exec(payload ?? '');
  if (!match) return null;
  const actId = Number(match[1]);
  const version = Number(match[2]);
  return actId > 0 && version > 0 ? [actId, version] : null;
}

// The SQLSTATE or socket code only: messages may quote values.
function codeOf(error: unknown): string | null {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/**
 * PostgreSQL: opens the LISTEN connection (a plain client, outside the pool) and answers once it
 * listens, so a change committed after this resolves reaches this process. A lost connection is
 * logged and reopened with backoff; listeners are then told to re-read.
 */
export async function openPostgresChangeFeed(options: PostgresChangeFeedOptions): Promise<ActChangeFeed> {
  const { connectionString, logger } = options;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => defaultRetryDelayMs(attempt));
  const fanOut = createFanOut();
  const channels = (options.channels ?? []).filter((channel) => /^[a-z_]{1,63}$/.test(channel));
  const notices = new Set<(channel: string, payload: string) => void>();
  let current: pg.Client | null = null;
  let pid: number | null = null;
  let closing = false;
  let connecting: Promise<unknown> | null = null;
  let reconnecting: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== actChangesChannel) {
      if (!channels.includes(message.channel)) return;
      for (const listener of notices) {
        try {
          listener(message.channel, message.payload ?? '');
        } catch (error) {
          logger.error({ err: error }, 'notification listener failed');
        }
      }
      return;
    }
    const change = parseChange(message.payload);
    if (!change) {
      logger.warn({ channel: message.channel }, 'act change feed: unreadable notification ignored');
      return;
    }
    try {
      fanOut.deliver(change[0], change[1]);
    } catch (error) {
      // A listener's fault must not take the LISTEN connection down with it.
      logger.error({ err: error }, 'act change listener failed');
    }
  };

  const lost = (client: pg.Client, error?: unknown) => {
    if (client !== current) return;
    current = null;
    pid = null;
    client.off('notification', onNotification);
    // A connection the server ended may still hold its socket: release it; errors are expected here.
    client.end().catch(() => undefined);
    if (closing) return;
    logger.warn({ code: codeOf(error) }, 'act change feed lost its database connection, reconnecting');
    reconnect();
  };

  const connectOnce = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString,
      application_name: actChangesApplicationName,
      connectionTimeoutMillis: 5_000,
      // The connection is idle between notifications: keepalive probes find a peer that vanished.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Attached before connecting: an unhandled 'error' event would end the process.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`listen ${actChangesChannel}`);
      for (const channel of channels) await client.query(`listen ${channel}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (closing) throw new Error('act change feed closed while connecting');
      current = client;
      pid = rows[0]?.pid ?? null;
    } catch (error) {
      client.off('notification', onNotification);
      await client.end().catch(() => undefined);
      throw error;
    }
  };

  const attempt = (): Promise<void> => {
    const run = connectOnce();
    connecting = run
      .catch(() => undefined)
      .finally(() => {
        connecting = null;
      });
    return run;
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      // Never what keeps a process alive: the HTTP server does that for a running ministry.
      timer.unref();
      wake = done;
    });

  function reconnect() {
    if (reconnecting || closing) return;
    reconnecting = (async () => {
      for (let n = 1; !closing; n += 1) {
        await pause(retryDelayMs(n));
        if (closing) return;
        await options.beforeReconnect?.();
        if (closing) return;
        try {
          await attempt();
          logger.info({ attempts: n }, 'act change feed reconnected');
          // Notifications sent while disconnected are gone for good: every watcher re-reads.
          fanOut.resync();
          return;
        } catch (error) {
          if (closing) return;
          logger.warn({ attempt: n, code: codeOf(error) }, 'act change feed could not reconnect');
        }
      }
    })().finally(() => {
      reconnecting = null;
    });
  }

  await attempt();

  return {
    async publishWithin(tx, actId, version) {
      // Delivered by PostgreSQL on commit, in commit order; discarded with a rollback.
      await tx.execute(sql`select pg_notify(${actChangesChannel}, ${`${actId}:${version}`})`);
    },
    committed: fanOut.deliver,
    onChanged: fanOut.onChanged,
    onResync: fanOut.onResync,
    onNotice(listener) {
      notices.add(listener);
      return () => {
        notices.delete(listener);
      };
    },
    listenerPid: () => pid,
    async close() {
      closing = true;
      wake?.();
      // A connection being opened right now is ended by its own attempt; wait for that.
      await connecting;
      const client = current;
      current = null;
      pid = null;
      if (client) {
        client.off('notification', onNotification);
        await client.end().catch(() => undefined);
      }
    },
  };
}
