import { index, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { refersTo } from './columns';
import { users } from './portal';

// Login state shared by every ministry instance of one database: sessions, liveness sessions of the
// face-ID server, the login and search limits' counters and the secrets that sign tokens.
export const auth = pgSchema('auth');

export const settings = auth.table('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = auth.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: refersTo('user_id', () => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    // Expiry of the newest token issued for the session; tokens carry their own `exp`.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    // The cleanup job's purge of sessions long expired (decision 114).
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

// The open event streams of sessions (the act watch, the video room), counted to bound them per session
// whichever instance holds them (decision 071). An instance keeps `seen_at` of its own rows fresh while
// their streams are open; rows of an instance that died stop counting once stale.
export const openStreams = auth.table(
  'open_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // The ministry process holding the stream (a random id per start).
    instance: uuid('instance').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('open_streams_session_idx').on(t.sessionId),
    index('open_streams_instance_idx').on(t.instance),
  ],
);

// One row per face check: the face-ID server begins and completes it, /api/auth consumes its jti once.
export const livenessSessions = auth.table(
  'liveness_sessions',
  {
    // Chosen by the client (a UUID v4 by contract), so kept as text: a malformed id must not be a SQL error.
    sessionId: text('session_id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    jti: text('jti').unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // The cleanup job deletes the face checks of days past (decision 114).
  (t) => [index('liveness_sessions_started_at_idx').on(t.startedAt)],
);

// The counters of the login and search limits (decision 129), kept by rate-limiter-flexible's Drizzle
// store: one row per limit and subject (`login:<hmac>`, `search:<kind>:<hmac>`; an HMAC of the
// passport or client address, never the value itself), the points spent in its window and when the
// window ends. Every instance of one database shares them; one statement counts an attempt.
export const rateLimits = auth.table(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  // The cleanup job deletes the counters whose window has ended (decision 114).
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
