import { Repeater } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { MinistryStatus } from '../generated/schema-types.js';
import type { GatewayPubSub } from '../pubsub.js';
import { ministryUrl } from './client.js';
import { healthSchema } from './schemas.js';

export const MINISTRY_STATUS_TOPIC = 'ministry:status';

export interface MinistryStatusMonitorOptions {
  baseUrl: string;
  pubsub: GatewayPubSub;
  /** How often the ministry is probed while anyone subscribes. */
  intervalMs: number;
  /** A probe slower than this counts as DOWN. */
  probeTimeoutMs: number;
  logger: Logger;
  now?: () => Date;
}

export interface MinistryStatusMonitor {
  /** Probes the ministry now; subscribers hear about it if the status changed. */
  check(): Promise<MinistryStatus>;
  /** The current status at once, then every change, until the consumer returns. */
  subscribe(): AsyncIterable<MinistryStatus>;
  /** Number of live subscriptions on this gateway (probing runs only while it is above 0). */
  readonly subscribers: number;
  /** Called with the result of every probe, changed or not (the circuit breaker listens). */
  onChecked(listener: (status: MinistryStatus) => void): () => void;
  close(): void;
}

const sameStatus = (a: MinistryStatus | undefined, b: MinistryStatus) =>
  a !== undefined && a.status === b.status && a.database === b.database && a.migrations === b.migrations;

export function createMinistryStatusMonitor(options: MinistryStatusMonitorOptions): MinistryStatusMonitor {
  const { pubsub, logger } = options;
  const now = options.now ?? (() => new Date());
  let last: MinistryStatus | undefined;
  let inflight: Promise<MinistryStatus> | undefined;
  let subscribers = 0;
  let timer: NodeJS.Timeout | undefined;
  const checkedListeners = new Set<(status: MinistryStatus) => void>();

  async function probe(): Promise<MinistryStatus> {
    const checkedAt = now().toISOString();
    const down: MinistryStatus = { status: 'DOWN', database: null, migrations: null, checkedAt };
    try {
      const response = await fetch(ministryUrl(options.baseUrl, 'health'), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.probeTimeoutMs),
      });
      if (!response.ok) return down;
      const health = healthSchema.safeParse(await response.json());
      if (!health.success || health.data.status !== 'ok') return down;
      return {
        status: 'UP',
        database: health.data.database ?? null,
        migrations: health.data.migrations ?? null,
        checkedAt,
      };
    } catch {
      return down;
    }
  }

  function check(): Promise<MinistryStatus> {
    // Concurrent callers share one probe instead of each hitting the ministry.
    inflight ??= probe()
      .then((status) => {
        if (!sameStatus(last, status)) {
          logger.info({ status: status.status, database: status.database }, 'ministry status changed');
          pubsub.publish(MINISTRY_STATUS_TOPIC, status);
        }
        last = status;
        for (const listener of checkedListeners) listener(status);
        return status;
      })
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  }

  function retain() {
    subscribers += 1;
    if (subscribers === 1) {
      timer = setInterval(() => void check(), options.intervalMs);
      timer.unref();
    }
  }

  function release() {
    subscribers -= 1;
    if (subscribers === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  return {
    check,
    get subscribers() {
      return subscribers;
    },
    onChecked(listener) {
      checkedListeners.add(listener);
      return () => checkedListeners.delete(listener);
    },
    subscribe() {
      return new Repeater<MinistryStatus>(async (push, stop) => {
        // Listen before the first probe so a change published meanwhile is not lost.
        const changes = pubsub.subscribe(MINISTRY_STATUS_TOPIC);
        const polling = subscribers > 0;
        retain();
        void stop.then(() => {
          release();
          void changes.return();
        });
        let sent: MinistryStatus | undefined;
        const emit = async (status: MinistryStatus) => {
          // Other gateways publish on a shared event target too: pass on changes only.
          if (sameStatus(sent, status)) return;
          sent = status;
          await push(status);
        };
        // While probing already runs, `last` is at most one interval old; otherwise probe now.
        await emit(polling && last ? last : await check());
        for await (const status of changes) await emit(status);
        await stop;
      });
    },
    close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      checkedListeners.clear();
    },
  };
}
