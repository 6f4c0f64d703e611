import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  type GrantDecisionInput,
  needsApproval,
  type PortalRole,
  type UserChange,
  type UserJournalAction,
} from '../../machines/admin-users/admin-users.schema';
import { announceAccessChange } from '../auth/streams';
import type { Database, Tx } from '../db/database';
import { citizens, notaries, offices, roleGrants, sessions, userChanges, users } from '../db/schema';
import { MinistryError } from '../errors';

// Changes administrators make to users (decisions 056, 072): the rules of separation of duties, and the
// one function that applies a change to a person's roles or state (`applyUserChange`).

/** 400 naming the field and the message key, as parseInput answers bad input. */
const refused = (field: string, key: string) =>
  new MinistryError(400, 'validation_failed', { fields: { [field]: key } });

type UserRow = typeof users.$inferSelect;
type NotaryPost = { officeId: number; licenseNumber: string };

export interface Post {
  roles: PortalRole[];
  state: 'active' | 'blocked';
  deleted: boolean;
  notary: { officeId: number; licenseNumber: string; licenseStatus: string } | null;
}

export async function postOf(tx: Tx | Database, user: UserRow): Promise<Post> {
  const [notary] = await tx
    .select({
      officeId: notaries.officeId,
      licenseNumber: notaries.licenseNumber,
      licenseStatus: notaries.licenseStatus,
    })
    .from(notaries)
    .where(eq(notaries.userId, user.id))
    .limit(1);
  return { roles: user.roles, state: user.state, deleted: user.deletedAt !== null, notary: notary ?? null };
}

/**
 * Locks the row of every active, undeleted administrator, in id order (so two changes never deadlock),
 * and answers their ids. Every change takes these locks first, so two administrators acting at the
 * same moment see each other's committed change: on PostgreSQL a row another transaction blocked or
 * demoted meanwhile leaves the locked set when its lock is granted (decision 072).
 */
async function lockAdministrators(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`${users.roles} @> array['admin']::text[]`, eq(users.state, 'active'), isNull(users.deletedAt)),
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The acting administrator, still one under the locks: 403 forbidden if blocked or demoted meanwhile. */
async function actingAdministrator(tx: Tx, adminId: number): Promise<number[]> {
  const admins = await lockAdministrators(tx);
  if (!admins.includes(adminId)) throw new MinistryError(403, 'forbidden');
  return admins;
}

/** Ends every session of the user: their token is refused at the next call (403 Access Denied). */
async function endSessions(tx: Tx, userId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * The checks of a notary post that need the database, before it is asked for and again when applied:
 * the office exists, and the licence is nobody else's and the account's own when it has one.
 */
async function checkNotaryPost(tx: Tx, user: UserRow, notary: NotaryPost) {
  const [office] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, notary.officeId));
  if (!office) throw refused('notary.officeId', 'error_unknown_office');
  const [own] = await tx.select().from(notaries).where(eq(notaries.userId, user.id)).for('update');
  const [licensed] = await tx
    .select()
    .from(notaries)
    .where(eq(notaries.licenseNumber, notary.licenseNumber))
    .for('update');
  // A licence is one person's: another account's, or this account's other licence, is refused.
  if (licensed && licensed.userId !== null && licensed.userId !== user.id) {
    throw refused('notary.licenseNumber', 'error_license_taken');
  }
  if (own && own.licenseNumber !== notary.licenseNumber)
    throw refused('notary.licenseNumber', 'error_license_of_user');
  return licensed ?? null;
}

async function grantNotary(tx: Tx, user: UserRow, notary: NotaryPost) {
  const licensed = await checkNotaryPost(tx, user, notary);
  if (licensed) {
    await tx
      .update(notaries)
      .set({ userId: user.id, officeId: notary.officeId, licenseStatus: 'active' })
      .where(eq(notaries.id, licensed.id));
    return;
  }
  const [citizen] = await tx.select().from(citizens).where(eq(citizens.id, user.citizenId));
  const latin = `${citizen!.surnameLatin} ${citizen!.nameLatin} ${citizen!.lastnameLatin}`;
  const cyrillic = `${citizen!.surnameCyrillic} ${citizen!.nameCyrillic} ${citizen!.lastnameCyrillic}`;
  await tx.insert(notaries).values({
    userId: user.id,
    officeId: notary.officeId,
    licenseNumber: notary.licenseNumber,
    fullNameLatin: latin,
    fullNameCyrillic: cyrillic,
    searchKey: user.searchKey,
  });
}

/** A change as it is applied: a grant carries its notary post, and every change its reason. */
export type AppliedChange =
  | { action: 'grant'; role: PortalRole; notary?: NotaryPost }
  | { action: 'revoke'; role: PortalRole }
  | { action: 'block' | 'unblock' | 'delete' };

export interface ApplyUserChange {
  /** The administrator the journal names: who made the change, or who approved it. */
  adminId: number;
  /** The user's row, locked by the caller. */
  user: UserRow;
  change: AppliedChange;
  /** How the journal records it: the action itself, or `approve` for an approved grant. */
  journal: { action: UserJournalAction; reason: string };
  now: Date;
}

/**
 * The one place a person's roles, state or deletion change (decisions 056, 072): a direct change and an
 * approved grant both come here, after the rules of who may do what were checked. It writes the change,
 * ends the person's sessions when they are blocked or deleted, and journals it with the post before and
 * after. Anything that must follow a change of someone's rights belongs here.
 */
export async function applyUserChange(tx: Tx, { adminId, user, change, journal, now }: ApplyUserChange) {
  const before = await postOf(tx, user);
  switch (change.action) {
    case 'grant': {
      if (user.roles.includes(change.role)) throw refused('role', 'error_role_held');
      if (change.role === 'notary') {
        if (!change.notary) throw refused('notary', 'error_notary_required');
        await grantNotary(tx, user, change.notary);
      } else if (change.notary) {
        throw refused('notary', 'error_notary_not_needed');
      }
      await tx
        .update(users)
        .set({ roles: [...user.roles, change.role] })
        .where(eq(users.id, user.id));
      break;
    }
    case 'revoke': {
      if (!user.roles.includes(change.role)) throw refused('role', 'error_role_not_held');
      const left = user.roles.filter((r) => r !== change.role);
      // Every account is at least an applicant: the last role taken leaves that one.
      if (left.length === 0 && change.role === 'applicant') throw refused('role', 'error_last_role');
      if (change.role === 'notary') {
        // The licence row stays (the names on the notary's acts read it) but no longer works.
        await tx.update(notaries).set({ licenseStatus: 'terminated' }).where(eq(notaries.userId, user.id));
      }
      await tx
        .update(users)
        .set({ roles: left.length > 0 ? left : ['applicant'] })
        .where(eq(users.id, user.id));
      break;
    }
    case 'block': {
      if (user.state === 'blocked') throw refused('action', 'error_already_blocked');
      await tx.update(users).set({ state: 'blocked' }).where(eq(users.id, user.id));
      await endSessions(tx, user.id, now);
      break;
    }
    case 'unblock': {
      if (user.state !== 'blocked') throw refused('action', 'error_not_blocked');
      await tx.update(users).set({ state: 'active' }).where(eq(users.id, user.id));
      break;
    }
    case 'delete': {
      await tx.update(users).set({ deletedAt: now.toISOString() }).where(eq(users.id, user.id));
      await endSessions(tx, user.id, now);
      break;
    }
  }
  // A role changes what the user may see: their open streams are checked again on commit (decision
  // 071). A block or a deletion ends their sessions, which ends the streams by itself.
  if (change.action === 'grant' || change.action === 'revoke')
    await announceAccessChange(tx, { userId: user.id, actId: null });
  const [changed] = await tx.select().from(users).where(eq(users.id, user.id));
  await tx.insert(userChanges).values({
    at: now.toISOString(),
    adminId,
    userId: user.id,
    action: journal.action,
    role: 'role' in change ? change.role : null,
    reason: journal.reason,
    before,
    after: await postOf(tx, changed!),
  });
}

/** The user's row, locked; 404 for an unknown user, 400 for a deleted one (nothing changes them). */
async function lockUser(tx: Tx, userId: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new MinistryError(404, 'not_found');
  if (user.deletedAt !== null) throw refused('action', 'error_user_deleted');
  return user;
}

/** Whether `change` takes away an active administrator: a block, a deletion or the role revoked. */
const removesAdministrator = (change: UserChange) =>
  change.action === 'block' ||
  change.action === 'delete' ||
  (change.action === 'revoke' && change.role === 'admin');

/**
 * An administrator's change to a user, with the rules of separation of duties (decision 072): nobody
 * grants a role to themself or unblocks, blocks or deletes themself; the last active administrator is
 * never blocked, deleted or demoted; the administrator and notary roles are only asked for here (a
 * second administrator decides, `decideGrant`). Each refusal is a 403 with its own message.
 */
export async function changeUser(
  db: Database,
  now: () => Date,
  { adminId, userId, change }: { adminId: number; userId: number; change: UserChange },
): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await actingAdministrator(tx, adminId);
    if (userId === adminId) {
      if (change.action === 'grant') throw new MinistryError(403, 'self_grant_forbidden');
      if (change.action === 'unblock') throw new MinistryError(403, 'self_unblock_forbidden');
      if (change.action === 'block') throw new MinistryError(403, 'self_block_forbidden');
      if (change.action === 'delete') throw new MinistryError(403, 'self_delete_forbidden');
    }
    if (removesAdministrator(change) && admins.includes(userId) && !admins.some((id) => id !== userId)) {
      throw new MinistryError(403, 'last_admin');
    }
    const user = await lockUser(tx, userId);
    const at = now();
    if (change.action === 'grant' && needsApproval(change.role)) {
      await requestGrant(tx, { adminId, user, change, now: at });
      return;
    }
    await applyUserChange(tx, {
      adminId,
      user,
      change,
      journal: { action: change.action, reason: change.reason },
      now: at,
    });
  });
}

/** The first administrator's grant of a role that needs a second one: recorded as pending, journaled. */
async function requestGrant(
  tx: Tx,
  {
    adminId,
    user,
    change,
    now,
  }: { adminId: number; user: UserRow; change: Extract<UserChange, { action: 'grant' }>; now: Date },
) {
  if (user.roles.includes(change.role)) throw refused('role', 'error_role_held');
  if (change.role === 'notary') {
    if (!change.notary) throw refused('notary', 'error_notary_required');
    // Checked now so the asking administrator learns of a wrong post; checked again when approved.
    await checkNotaryPost(tx, user, change.notary);
  } else if (change.notary) {
    throw refused('notary', 'error_notary_not_needed');
  }
  const [grant] = await tx
    .insert(roleGrants)
    .values({
      userId: user.id,
      role: change.role,
      officeId: change.notary?.officeId ?? null,
      licenseNumber: change.notary?.licenseNumber ?? null,
      reason: change.reason,
      requestedBy: adminId,
      requestedAt: now.toISOString(),
    })
    .onConflictDoNothing()
    .returning({ id: roleGrants.id });
  if (!grant) throw refused('role', 'error_grant_pending');
  const post = await postOf(tx, user);
  await tx.insert(userChanges).values({
    at: now.toISOString(),
    adminId,
    userId: user.id,
    action: 'request',
    role: change.role,
    reason: change.reason,
    before: post,
    after: post,
  });
}

/**
 * A second administrator approves or rejects a pending grant (decision 072): never the one who asked
 * for it, never the person it is for. An approval applies the grant as the asking administrator wrote
 * it; both answers are journaled with the deciding administrator's reason.
 */
export async function decideGrant(
  db: Database,
  now: () => Date,
  {
    adminId,
    userId,
    grantId,
    decision,
  }: { adminId: number; userId: number; grantId: number; decision: GrantDecisionInput },
): Promise<void> {
  await db.transaction(async (tx) => {
    await actingAdministrator(tx, adminId);
    const [grant] = await tx
      .select()
      .from(roleGrants)
      .where(and(eq(roleGrants.id, grantId), eq(roleGrants.userId, userId)))
      .for('update');
    if (!grant) throw new MinistryError(404, 'not_found');
    if (grant.state !== 'pending') throw new MinistryError(409, 'grant_decided');
    if (grant.requestedBy === adminId) throw new MinistryError(403, 'grant_own_request');
    if (grant.userId === adminId) throw new MinistryError(403, 'self_grant_forbidden');
    const user = await lockUser(tx, userId);
    const at = now();
    if (decision.decision === 'approve') {
      await applyUserChange(tx, {
        adminId,
        user,
        change: {
          action: 'grant',
          role: grant.role,
          ...(grant.officeId !== null && grant.licenseNumber !== null
            ? { notary: { officeId: grant.officeId, licenseNumber: grant.licenseNumber } }
            : {}),
        },
        journal: { action: 'approve', reason: decision.reason },
        now: at,
      });
    } else {
      const post = await postOf(tx, user);
      await tx.insert(userChanges).values({
        at: at.toISOString(),
        adminId,
        userId,
        action: 'reject',
        role: grant.role,
        reason: decision.reason,
        before: post,
        after: post,
      });
    }
    await tx
      .update(roleGrants)
      .set({
        state: decision.decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: adminId,
        decidedAt: at.toISOString(),
        decisionReason: decision.reason,
      })
      .where(eq(roleGrants.id, grant.id));
  });
}
