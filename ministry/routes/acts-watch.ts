import type { FastifyInstance } from 'fastify';
import type { Acts } from '../acts/lifecycle';
import { actFor, actVersions } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import { revokedEvent, type SessionStreams } from '../auth/streams';
import type { Database } from '../db/database';
import { eventStreams } from './event-stream';

// GET /api/notarial_act/{uuid}/watch: the act's versions as Server-Sent Events, for the gateway's
// Subscription.actChanged (docs/decisions/012-acts-gateway.md). The same access rule as the detail
// (418 uuid_not_found / pin_not_found_in_uuid, answered as JSON before the stream starts). Only the
// version travels: the caller reads the detail itself, with its own token and language, so the
// stream never carries personal data and cannot disagree with GET /notarial_act/{uuid}.
//
// `acts.onActChanged` hears every instance of the database (docs/decisions/016-act-change-fan-out.md):
// one LISTEN connection per process, and one subscription per route shared by all its streams, so a
// thousand watchers cost neither a thousand connections nor a thousand listeners. When the feed
// reconnects (`acts.onResync`), changes may have gone unannounced: the route re-reads the version of
// every watched act in one query and sends those that moved.
//
// A stream lasts only as long as its authorization (docs/decisions/071-revocation-reaches-streams.md):
// it counts against its session's bound of open streams (429 beyond it), and when the session ends
// (logout, "log out the others", a block, expiry) or the user's access changes (a role, an exit from
// the act) it sends `event: revoked` with the reason and ends.

/** Who may read the act: the detail's rule (acts/queries.ts), reused, never restated. */
export type ActAccess = (
  db: Database,
  uuid: string,
  userId: number,
) => Promise<{ act: { id: number; version: number } }>;

export interface ActWatchRoutesOptions {
  db: Database;
  acts: Pick<Acts, 'onActChanged'> & Partial<Pick<Acts, 'onResync'>>;
  /** The session's open streams: bounded, and ended when the session or the user's access ends. */
  streams: SessionStreams;
  /** Defaults to the detail's own check, `actFor`. */
  access?: ActAccess;
  /** A comment line this often keeps proxies from closing an idle stream and shows the peer is alive. */
  heartbeatMs?: number;
}

export const defaultWatchHeartbeatMs = 15_000;

// The browser EventSource would wait this long before reconnecting; the gateway has its own policy.
const retryMs = 2_000;

// Acts re-read per query after a reconnection of the change feed.
const resyncBatch = 500;

interface Watcher {
  send(version: number): void;
  end(): void;
}

export function actWatchRoutes({
  db,
  acts,
  streams,
  access = actFor,
  heartbeatMs = defaultWatchHeartbeatMs,
}: ActWatchRoutesOptions) {
  return async (app: FastifyInstance) => {
    const openStream = eventStreams(app, heartbeatMs);

    // Open streams by act id, behind one subscription taken with the first stream and dropped with
    // the last.
    const watchers = new Map<number, Set<Watcher>>();
    let unsubscribe: (() => void) | null = null;

    const resync = async () => {
      const ids = [...watchers.keys()];
      try {
        for (let i = 0; i < ids.length; i += resyncBatch) {
          const rows = await actVersions(db, ids.slice(i, i + resyncBatch));
          for (const row of rows) for (const watcher of watchers.get(row.id) ?? []) watcher.send(row.version);
        }
      } catch (error) {
        // Cannot tell what changed: end the streams, the callers reconnect and start from the current
        // version.
        app.log.warn({ err: error }, 'act watch re-read failed, streams ended');
        for (const set of [...watchers.values()]) for (const watcher of [...set]) watcher.end();
      }
    };

    const watch = (actId: number, watcher: Watcher) => {
      if (!unsubscribe) {
        const stopChanges = acts.onActChanged((changedId, version) => {
          for (const w of watchers.get(changedId) ?? []) w.send(version);
        });
        const stopResync = acts.onResync?.(() => void resync());
        unsubscribe = () => {
          stopChanges();
          stopResync?.();
        };
      }
      let set = watchers.get(actId);
      if (!set) {
        set = new Set();
        watchers.set(actId, set);
      }
      set.add(watcher);
      return () => {
        set.delete(watcher);
        if (set.size === 0) watchers.delete(actId);
        if (watchers.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    };

    app.get<{ Params: { uuid: string } }>(
      '/notarial_act/:uuid/watch',
      // Outside the admission queue (../admission.ts): the stream stays open as long as its watcher does.
      { config: { session: 'required', admission: 'bypass' } },
      async (request, reply) => {
        const session = sessionOf(request);
        const { userId } = session;
        // Refusals are ordinary JSON errors: nothing is streamed to a stranger.
        const { act } = await access(db, request.params.uuid, userId);
        // The same for a session holding the most streams already (429).
        const slot = await streams.admit(session, act.id, () => access(db, request.params.uuid, userId));

        const stream = openStream(reply, `retry: ${retryMs}\n\n`);
        stream.onEnd(slot.release);
        slot.attach((reason) => {
          stream.write(revokedEvent(reason));
          stream.end();
        });
        let sent = 0;
        const send = (version: number) => {
          if (version <= sent) return;
          sent = version;
          stream.write(`event: changed\nid: ${version}\ndata: ${JSON.stringify({ version })}\n\n`);
        };
        // Listen first, then read the current version: a transition committed in between is seen by
        // one of the two, and `send` drops whichever repeats.
        stream.onEnd(watch(act.id, { send, end: stream.end }));

        try {
          // The version the watcher starts from, so it can tell whether its own copy is current.
          const current = await access(db, request.params.uuid, userId);
          send(current.act.version);
        } catch (error) {
          // Access lost between the two reads (practically never): end the stream; the caller's next
          // connection gets the 418 as JSON.
          request.log.warn({ err: error instanceof Error ? { name: error.name } : {} }, 'act watch ended');
          stream.end();
        }
      },
    );
  };
}
