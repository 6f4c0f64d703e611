import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgSchema,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { refersTo } from './columns';
import { actTypes } from './ref';
import { citizens } from './registry';

// Portal accounts: one per citizen who uses the portal. Roles are a list because one person may be
// an applicant and a notary at once; issue 3 adds sessions in `auth`.
export const portal = pgSchema('portal');

export const userRoles = ['applicant', 'notary', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

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
  },
  (t) => [
    check('users_termsofuse', sql`${t.termsofuse} in (0, 1)`),
    check('users_roles_known', sql`${t.roles} <@ array['applicant', 'notary', 'admin']::text[]`),
    check('users_roles_not_empty', sql`cardinality(${t.roles}) > 0`),
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
    // 2: an act of my_notarial_act (linked by rid); 3 and 4: an act opened by uuid (enotarial_act).
    regsystemid: smallint('regsystemid').notNull(),
    rid: integer('rid'),
    uuid: text('uuid'),
    // The act's type: `na` is its name in the request's language.
    actTypeId: refersTo('act_type_id', () => actTypes.id),
    visitdate: date('visitdate', { mode: 'string' }).notNull(),
    visittime: time('visittime').notNull(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId),
    uniqueIndex('notifications_rid_idx').on(t.userId, t.regsystemid, t.rid),
    uniqueIndex('notifications_uuid_idx').on(t.userId, t.regsystemid, t.uuid),
    check('notifications_regtypeid', sql`${t.regtypeid} in (1, 2)`),
    check('notifications_target', sql`${t.rid} is not null or ${t.uuid} is not null`),
  ],
);
