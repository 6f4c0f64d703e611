import { sql } from 'drizzle-orm';
import { check, index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { portalRoles } from '../../../machines/admin-users/admin-users.schema';
import { refersTo } from './columns';
import { offices } from './notary';
import { portal, users } from './portal';

export const roleGrantStates = ['pending', 'approved', 'rejected'] as const;
export type RoleGrantState = (typeof roleGrantStates)[number];

// A grant one administrator asked for and a second one decides (decision 072): the administrator and
// notary roles. Until approved the person has none of the role's rights. The checks make the two
// people rule hold whatever code writes here: nobody asks for themself, and the one who decides is
// neither the one who asked nor the person. A decided row never changes again (trigger, migration
// 0029), so the row is the record of both steps; the administrators' journal has them too.
export const roleGrants = portal.table(
  'role_grants',
  {
    id: serial('id').primaryKey(),
    userId: refersTo('user_id', () => users.id),
    role: text('role', { enum: portalRoles }).notNull(),
    // The notary post a notary grant asks for (decision 056), applied when approved.
    officeId: integer('office_id').references(() => offices.id),
    licenseNumber: text('license_number'),
    reason: text('reason').notNull(),
    requestedBy: refersTo('requested_by', () => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    state: text('state', { enum: roleGrantStates }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    // One pending grant of a role per person.
    uniqueIndex('role_grants_one_pending_idx').on(t.userId, t.role).where(sql`${t.state} = 'pending'`),
    // A user's grants on their page, and the list's "waiting for approval" filter.
    index('role_grants_user_idx').on(t.userId, t.id),
    index('role_grants_pending_idx').on(t.userId).where(sql`${t.state} = 'pending'`),
    check('role_grants_state', sql`${t.state} in ('pending', 'approved', 'rejected')`),
    check('role_grants_role', sql`${t.role} in ('admin', 'notary')`),
    check('role_grants_reason', sql`char_length(btrim(${t.reason})) between 3 and 500`),
    check(
      'role_grants_notary_post',
      sql`(${t.role} = 'notary') = (${t.officeId} is not null and ${t.licenseNumber} is not null)`,
    ),
    check(
      'role_grants_decided',
      sql`(${t.state} = 'pending') = (${t.decidedBy} is null and ${t.decidedAt} is null and ${t.decisionReason} is null)`,
    ),
    check(
      'role_grants_decision_reason',
      sql`${t.decisionReason} is null or char_length(btrim(${t.decisionReason})) between 3 and 500`,
    ),
    check('role_grants_not_self', sql`${t.requestedBy} <> ${t.userId}`),
    check(
      'role_grants_second_person',
      sql`${t.decidedBy} is null or (${t.decidedBy} <> ${t.requestedBy} and ${t.decidedBy} <> ${t.userId})`,
    ),
  ],
);
