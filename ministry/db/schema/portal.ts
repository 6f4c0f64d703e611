import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type PortalRole,
  portalRoles,
  userJournalActions,
  userStates,
} from '../../../machines/admin-users/admin-users.schema';
import { consentEvents } from '../../../machines/profile/profile.schema';
import { refersTo } from './columns';
import { actTypes } from './ref';
import { citizens } from './registry';

// Portal accounts: one per citizen who uses the portal. Roles are a list because one person may be
// an applicant and a notary at once; issue 3 adds sessions in `auth`.
export const portal = pgSchema('portal');

// The role list of the user record (issue 13, decision 056): machines/admin-users names them.
export const userRoles = portalRoles;
export type UserRole = PortalRole;

export const users = portal.table(
  'users',
  {
    id: serial('id').primaryKey(),
    citizenId: refersTo('citizen_id', () => citizens.id).unique(),
    // The login the administration screens show (spec: userid / login).
    userid: text('userid').notNull().unique(),
    // 1 physical person, 2 legal-entity representative.
    typeid: integer('typeid').notNull().default(1),
    orginn: text('orginn'),
    orgname: text('orgname'),
    // 0 not accepted, 1 accepted (specification, section 3).
    termsofuse: smallint('termsofuse').notNull().default(0),
    roles: text('roles').array().$type<UserRole[]>().notNull(),
    instime: timestamp('instime', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    // Set by an administrator (decision 056). A blocked or deleted user cannot log in, and blocking or
    // deleting revokes their sessions in the same transaction, so their token fails at the next call.
    state: text('state', { enum: userStates }).notNull().default('active'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    // The name in both scripts as machines/text/search-key folds it, for the administrators' search.
    searchKey: text('search_key').notNull().default(''),
    // Consent to the processing of personal data (section 3's profile; decision 059): given when the
    // account is opened, withdrawn and given again on the profile, each change in consent_journal.
    // While withdrawn, video registration is refused ("personal data not confirmed", section 8).
    personalDataConsent: boolean('personal_data_consent').notNull().default(true),
  },
  (t) => [
    check('users_termsofuse', sql`${t.termsofuse} in (0, 1)`),
    check(
      'users_roles_known',
      sql`${t.roles} <@ array['applicant', 'notary', 'admin', 'analyst', 'moderator']::text[]`,
    ),
    check('users_roles_not_empty', sql`cardinality(${t.roles}) > 0`),
    check('users_state', sql`${t.state} in ('active', 'blocked')`),
    // The administrators' filters by role, state and deletion; the list is paged by id.
    index('users_roles_idx').using('gin', t.roles),
    index('users_state_idx').on(t.state, t.id),
    index('users_deleted_idx').on(sql`(${t.deletedAt} is not null)`, t.id),
  ],
);

// Every change an administrator makes to a user (decision 056), append-only by trigger: who, when,
// why, and the user's roles, state and notary post before and after. A grant that needs a second
// administrator is journaled when requested and when approved or rejected (decision 072).
export const userChanges = portal.table(
  'user_changes',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    adminId: refersTo('admin_id', () => users.id),
    userId: refersTo('user_id', () => users.id),
    action: text('action', { enum: userJournalActions }).notNull(),
    role: text('role', { enum: portalRoles }),
    reason: text('reason').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [
    index('user_changes_user_idx').on(t.userId, t.at),
    index('user_changes_at_idx').on(t.at),
    check(
      'user_changes_action',
      sql`${t.action} in ('grant', 'revoke', 'block', 'unblock', 'delete', 'request', 'approve', 'reject')`,
    ),
    check('user_changes_reason', sql`char_length(btrim(${t.reason})) between 3 and 500`),
  ],
);

// Every change of a user's consent to personal-data processing (decision 059), append-only by trigger.
export const consentJournal = portal.table(
  'consent_journal',
  {
    id: serial('id').primaryKey(),
    userId: refersTo('user_id', () => users.id),
    event: text('event', { enum: consentEvents }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_journal_user_idx').on(t.userId, t.id),
    check('consent_journal_event', sql`${t.event} in ('given', 'withdrawn')`),
  ],
);

// Every time an applicant's act named a person the registry was asked about (decision 069): who asked
// (the applicant's account), whom the PIN and document named (null when they named nobody), for which
// act type, when. It counts an applicant's lookups of the day (REGISTRY_LOOKUPS_PER_DAY) and shows a
// person, on /profile, who looked them up. Append-only by trigger.
export const registryLookups = portal.table(
  'registry_lookups',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    applicantUserId: refersTo('applicant_user_id', () => users.id),
    citizenId: integer('citizen_id').references(() => citizens.id),
    actTypeId: refersTo('act_type_id', () => actTypes.id),
    found: boolean('found').notNull(),
  },
  (t) => [
    // The applicant's lookups of a day, counted before each creation.
    index('registry_lookups_applicant_idx').on(t.applicantUserId, t.at),
    // A person's journal on the profile, newest first, paged.
    index('registry_lookups_citizen_idx').on(t.citizenId, t.id),
    check('registry_lookups_found', sql`${t.found} = (${t.citizenId} is not null)`),
  ],
);

// Confirmation codes sent to a new phone (decision 059): only the code's hash is kept. A user has at
// most one open code (a new one closes the previous); the phone changes only with the right code.
export const phoneCodes = portal.table(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: refersTo('user_id', () => users.id),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    // Set when the code is used, spent by wrong attempts, or replaced by a newer code.
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('phone_codes_user_idx').on(t.userId, t.createdAt),
    check('phone_codes_phone', sql`${t.phone} ~ '^[0-9]{9}$'`),
    check('phone_codes_attempts', sql`${t.attempts} between 0 and 10`),
  ],
);

// Upcoming visits and video conferences of a user's acts (get_notify, specification section 3). The
// sandbox seeds a few; issue 4 derives them from acts. Visit date and time are Tashkent time.
export const notifications = portal.table(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: refersTo('user_id', () => users.id),
    // 1 in person, 2 video conference.
    regtypeid: smallint('regtypeid').notNull(),
    // 2: an act of my_notarial_act (linked by rid); 3 and 4: an act opened by uuid (enotarial_act);
    // 5: an equeue booking's reminder (booking_id, decision 063).
    regsystemid: smallint('regsystemid').notNull(),
    rid: integer('rid'),
    uuid: text('uuid'),
    // The equeue booking a reminder is about (its foreign key is in migration 0022: equeue's schema
    // module imports this one).
    bookingId: integer('booking_id'),
    // The act's type: `na` is its name in the request's language; null for a consultation's reminder.
    actTypeId: integer('act_type_id').references(() => actTypes.id),
    visitdate: date('visitdate', { mode: 'string' }).notNull(),
    visittime: time('visittime').notNull(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId),
    uniqueIndex('notifications_rid_idx').on(t.userId, t.regsystemid, t.rid),
    uniqueIndex('notifications_uuid_idx').on(t.userId, t.regsystemid, t.uuid),
    check('notifications_regtypeid', sql`${t.regtypeid} in (1, 2)`),
    // One reminder per booking, whichever ministry instance sends it.
    uniqueIndex('notifications_booking_idx').on(t.bookingId),
    check(
      'notifications_target',
      sql`${t.rid} is not null or ${t.uuid} is not null or ${t.bookingId} is not null`,
    ),
  ],
);
