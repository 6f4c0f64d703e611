import { sql } from 'drizzle-orm';
import { check, integer, pgSchema, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    citizenId: integer('citizen_id')
      .notNull()
      .unique()
      .references(() => citizens.id),
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
