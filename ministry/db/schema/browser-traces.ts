import {
  boolean,
  index,
  integer,
  jsonb,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InspectionEventRecord } from '../../../machines/replay/inspect.schema';
import { acts, notarialActs } from './acts';
import { sessions } from './auth';
import { refersTo } from './columns';
import { portal, users } from './portal';

// Browser traces (issue 14, decision 061): the SPA's inspection events of a traced session, kept for
// BROWSER_TRACE_RETENTION_DAYS, linked to the session and to the acts they touched. A trace is one page
// load of a session (the page names it with a UUID); its events arrive in numbered batches.

/** A user's consent to having their sessions traced (given after contacting support): append-only. */
export const browserTraceConsents = portal.table(
  'browser_trace_consents',
  {
    id: serial('id').primaryKey(),
    userId: refersTo('user_id', () => users.id),
    consent: boolean('consent').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('browser_trace_consents_user_idx').on(t.userId, t.id)],
);

export const browserTraces = portal.table(
  'browser_traces',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: refersTo('user_id', () => users.id),
    /** The page's own id for the trace. */
    clientId: uuid('client_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'string' }).notNull(),
    eventCount: integer('event_count').notNull().default(0),
    actorCount: integer('actor_count').notNull().default(0),
    bytes: integer('bytes').notNull().default(0),
    batchCount: integer('batch_count').notNull().default(0),
    /** The highest batch number received: fewer batches than it + 1 means one was lost. */
    maxSeq: integer('max_seq').notNull().default(0),
    capped: boolean('capped').notNull().default(false),
  },
  (t) => [
    uniqueIndex('browser_traces_client_idx').on(t.sessionId, t.clientId),
    index('browser_traces_last_at_idx').on(t.lastAt),
    // The daily quota counts a user's traces started since the day began (decision 071).
    index('browser_traces_user_started_idx').on(t.userId, t.startedAt),
  ],
);

export const browserTraceBatches = portal.table(
  'browser_trace_batches',
  {
    traceId: integer('trace_id')
      .notNull()
      .references(() => browserTraces.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    events: jsonb('events').$type<InspectionEventRecord[]>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.traceId, t.seq] })],
);

export const browserTraceActs = acts.table(
  'browser_trace_acts',
  {
    traceId: integer('trace_id')
      .notNull()
      .references(() => browserTraces.id, { onDelete: 'cascade' }),
    actId: integer('act_id')
      .notNull()
      .references(() => notarialActs.id),
  },
  (t) => [
    primaryKey({ columns: [t.traceId, t.actId] }),
    index('browser_trace_acts_act_idx').on(t.actId, t.traceId),
  ],
);
