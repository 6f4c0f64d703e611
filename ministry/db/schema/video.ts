import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSchema,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { acts, notarialActs, parties } from './acts';
import { refersTo } from './columns';
import { portal, users } from './portal';

// The video domain of issue 11 (decision 045): the public keys the ministry verifies video joins
// with, the join challenges, attendance and the recordings the media server finishes. The sandbox's
// stand-in for the national e-signature app keeps its private keys in its own schema, `sandbox`,
// which a real deployment does not have.

/** The signature schemes a verifier knows; a real provider adds its own (e.g. 'cms'). */
export const signingAlgorithms = ['ecdsa-p256-sha256'] as const;

// One public key per person: the ministry only verifies with it.
export const signingKeys = portal.table(
  'signing_keys',
  {
    userId: refersTo('user_id', () => users.id).primaryKey(),
    algorithm: text('algorithm', { enum: signingAlgorithms }).notNull(),
    // SubjectPublicKeyInfo (DER), base64.
    publicKey: text('public_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [check('signing_keys_algorithm', sql`${t.algorithm} in ('ecdsa-p256-sha256')`)],
);

export const sandbox = pgSchema('sandbox');

// The sandbox signing provider's private keys (PKCS#8 DER, base64). Never read by /api.
// What the sandbox SMS provider (/sandbox/sms, decision 115) took: one row per idempotency key,
// however often a message was handed over.
export const sandboxSmsMessages = sandbox.table('sms_messages', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull(),
});

export const sandboxSigningKeys = sandbox.table('signing_keys', {
  userId: refersTo('user_id', () => users.id).primaryKey(),
  privateKey: text('private_key').notNull(),
});

// A join challenge: random, short-lived, single use, bound to one act and one person.
export const videoChallenges = acts.table(
  'video_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actId: refersTo('act_id', () => notarialActs.id),
    userId: refersTo('user_id', () => users.id),
    // 32 random bytes, base64url: what the person signs.
    challenge: text('challenge').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('video_challenges_act_user_idx').on(t.actId, t.userId),
    // The cleanup job deletes challenges a day past their expiry (decision 114).
    index('video_challenges_expires_at_idx').on(t.expiresAt),
  ],
);

export const videoRoles = ['notary', 'applicant', 'party'] as const;
export type VideoRole = (typeof videoRoles)[number];
export const videoClients = ['browser', 'kiosk'] as const;
export type VideoClient = (typeof videoClients)[number];

// One row per join: a rejoin adds a row, leaving fills `left_at`.
export const videoAttendance = acts.table(
  'video_attendance',
  {
    id: serial('id').primaryKey(),
    actId: refersTo('act_id', () => notarialActs.id),
    userId: refersTo('user_id', () => users.id),
    role: text('role', { enum: videoRoles }).notNull(),
    // The party row of a party or the applicant; null for the notary.
    partyId: integer('party_id').references(() => parties.id),
    client: text('client', { enum: videoClients }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'string' }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('video_attendance_act_idx').on(t.actId, t.joinedAt),
    check('video_attendance_role', sql`${t.role} in ('notary', 'applicant', 'party')`),
    check('video_attendance_client', sql`${t.client} in ('browser', 'kiosk')`),
    check('video_attendance_party', sql`(${t.role} = 'notary') = (${t.partyId} is null)`),
  ],
);

// One file of one participant's recording: a participant who drops and rejoins has several segments.
export const videoRecordings = acts.table(
  'video_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actId: refersTo('act_id', () => notarialActs.id),
    attendanceId: refersTo('attendance_id', () => videoAttendance.id),
    segment: smallint('segment').notNull(),
    // Where the media server wrote the file (absolute path on the ministry's recording volume).
    path: text('path').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'string' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    // Hex SHA-256 of the file as written.
    sha256: text('sha256').notNull(),
    // False: the media server could not finalise the file (the ministry stopped mid-recording).
    complete: boolean('complete').notNull(),
    hasAudio: boolean('has_audio').notNull(),
    hasVideo: boolean('has_video').notNull(),
    // Ten years from the end of the recording (issue 11).
    retentionUntil: date('retention_until', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('video_recordings_act_idx').on(t.actId, t.startedAt),
    uniqueIndex('video_recordings_segment_idx').on(t.attendanceId, t.segment),
    check('video_recordings_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('video_recordings_bytes', sql`${t.bytes} >= 0`),
    check('video_recordings_times', sql`${t.endedAt} >= ${t.startedAt}`),
  ],
);
