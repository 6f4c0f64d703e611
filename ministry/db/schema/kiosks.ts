import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { KioskPublicKey } from '../../../machines/kiosk/kiosk.schema';
import { kioskOperations, kioskStates } from '../../../machines/kiosk/kiosk.schema';
import { refersTo } from './columns';
import { offices } from './notary';
import { portal, users } from './portal';

// Enrolled kiosks (issue 27, decision 070): a device in a notary office whose kiosk-only operations
// (check-in by passport, general-queue numbers, its office) are signed with a key pair made on the
// device. An administrator enrols it for an office: the row starts `pending` with the hash of a
// one-time code; the kiosk's enrolment page consumes the code with its public key (`active`); an
// administrator may revoke it (`revoked`, final).
export const kiosks = portal.table(
  'kiosks',
  {
    id: serial('id').primaryKey(),
    officeId: refersTo('office_id', () => offices.id),
    // Where in the office it stands ("Entrance, left"): the administrators' own words.
    label: text('label').notNull(),
    state: text('state', { enum: kioskStates }).notNull().default('pending'),
    // SHA-256 of the one-time code (hex) while pending; null once used or revoked.
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'string' }),
    // The device's ECDSA P-256 public key (JWK), registered when the code is used.
    publicKey: jsonb('public_key').$type<KioskPublicKey>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdBy: refersTo('created_by', () => users.id),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true, mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    revokedBy: integer('revoked_by').references(() => users.id),
    // The last operation it signed (the administrators' "last seen").
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('kiosks_code_hash_idx').on(t.codeHash),
    index('kiosks_office_idx').on(t.officeId, t.id),
    check('kiosks_label', sql`char_length(${t.label}) between 1 and 60`),
    check(
      'kiosks_state_fields',
      sql`(${t.state} = 'pending' and ${t.publicKey} is null) or (${t.state} <> 'pending' and ${t.codeHash} is null)`,
    ),
  ],
);

// Each operation a kiosk signed: its nonce, so a signature is accepted once (the primary key refuses
// a replay), and its time, so the kiosk's calls within the rate window are counted here too. Rows
// older than both the nonce's lifetime and the window are deleted as new calls come in.
export const kioskCalls = portal.table(
  'kiosk_calls',
  {
    nonce: text('nonce').primaryKey(),
    kioskId: refersTo('kiosk_id', () => kiosks.id),
    operation: text('operation', { enum: kioskOperations }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('kiosk_calls_kiosk_at_idx').on(t.kioskId, t.at)],
);
