import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type AdminUsersQuery,
  adminUsersPageSize,
  adminUsersQuerySchema,
  type PortalRole,
  readUserQuery,
  type UserChange,
  userChangeSchema,
} from '../../machines/admin-users/admin-users.schema';
import { recordIdSchema } from '../../machines/fields/record-id';
import { administratorsOnly } from '../auth/administrator';
import { announceAccessChange } from '../auth/streams';
import { userRecord } from '../auth/user-record';
import type { Database, Tx } from '../db/database';
import { citizens, notaries, offices, sessions, userChanges, users } from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import type { Language } from '../i18n';

// User administration (issue 13, decision 056): administrators list and find portal users, read the
// admin labels of a user (specification section 3), and grant or revoke roles, block, unblock and
// soft-delete, each change journaled with its reason in portal.user_changes (append-only).

const idParams = z.object({ id: recordIdSchema() });

/** 400 naming the field and the message key, as parseInput answers bad input. */
const refused = (field: string, key: string) =>
  new MinistryError(400, 'validation_failed', { fields: { [field]: key } });

interface Post {
  roles: PortalRole[];
  state: 'active' | 'blocked';
  deleted: boolean;
  notary: { officeId: number; licenseNumber: string; licenseStatus: string } | null;
}

async function postOf(tx: Tx | Database, user: typeof users.$inferSelect): Promise<Post> {
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

const fullName = (c: typeof citizens.$inferSelect, language: Language) =>
  language === 'oz'
    ? `${c.surnameLatin} ${c.nameLatin} ${c.lastnameLatin}`
    : `${c.surnameCyrillic} ${c.nameCyrillic} ${c.lastnameCyrillic}`;

function whereOf(query: AdminUsersQuery) {
  const typed = query.q === undefined ? null : readUserQuery(query.q);
  const search =
    typed === null
      ? undefined
      : typed.kind === 'pin'
        ? eq(citizens.pin, typed.pin)
        : typed.kind === 'passport'
          ? and(eq(citizens.passserial, typed.passserial), eq(citizens.passnum, typed.passnum))
          : // Every word of the query in the name's key, as matchesSearchKey reads it (decision 051).
            and(
              ...typed.key
                .split(' ')
                .map((word) =>
                  word.length >= 3
                    ? sql`${users.searchKey} like ${`%${word}%`}`
                    : sql`(' ' || ${users.searchKey}) like ${`% ${word}%`}`,
                ),
            );
  return and(
    search,
    query.role === undefined ? undefined : sql`${users.roles} @> array[${query.role}]::text[]`,
    query.state === undefined ? undefined : eq(users.state, query.state),
    query.deleted === undefined
      ? undefined
      : query.deleted
        ? isNotNull(users.deletedAt)
        : isNull(users.deletedAt),
  );
}

export function adminUserRoutes({ db, now }: { db: Database; now: () => Date }) {
  const required = { config: { session: 'required' as const } };

  async function journalOf(userId: number, language: Language) {
    const rows = await db
      .select({ change: userChanges, admin: users, citizen: citizens })
      .from(userChanges)
      .innerJoin(users, eq(users.id, userChanges.adminId))
      .innerJoin(citizens, eq(citizens.id, users.citizenId))
      .where(eq(userChanges.userId, userId))
      .orderBy(desc(userChanges.at), desc(userChanges.id))
      .limit(100);
    return rows.map(({ change, admin, citizen }) => ({
      id: change.id,
      at: new Date(change.at).toISOString(),
      admin: { id: admin.id, userid: admin.userid, fullname: fullName(citizen, language) },
      action: change.action,
      role: change.role,
      reason: change.reason,
    }));
  }

  async function detailOf(userId: number, language: Language) {
    const [row] = await db
      .select({ user: users, citizen: citizens })
      .from(users)
      .innerJoin(citizens, eq(citizens.id, users.citizenId))
      .where(eq(users.id, userId));
    const record = row ? await userRecord(db, userId, language) : null;
    if (!row || !record) throw new MinistryError(404, 'not_found');
    const post = await postOf(db, row.user);
    const [office] = post.notary
      ? await db.select().from(offices).where(eq(offices.id, post.notary.officeId))
      : [];
    const officeName = office ? { oz: office.nameOz, uz: office.nameUz, ru: office.nameRu }[language] : null;
    // The admin labels of the specification (section 3), in its words.
    return {
      id: record.id,
      login: record.userid,
      fio: `${record.surname} ${record.name} ${record.lastname}`,
      fullname: record.fullname,
      surname: record.surname,
      name: record.name,
      lastname: record.lastname,
      state: row.user.state,
      roles: row.user.roles,
      isdeleted: row.user.deletedAt !== null,
      phone: record.phone,
      email: record.email,
      type: record.typeid,
      pin: record.pin,
      inn: record.inn,
      orgInn: record.orginn,
      orgname: record.orgname,
      birthdate: record.birthdate,
      birthcountry: record.birthcountry,
      passport: `${record.passserial} ${record.passnum}`,
      issueorg: record.issueorg,
      issuedate: record.issuedate,
      exprdate: record.exprdate,
      citizenship: record.citizenship,
      nationality: record.nationality,
      regaddress: record.regaddress,
      actaddress: record.actaddress,
      instime: new Date(row.user.instime).toISOString(),
      notary: post.notary ? { ...post.notary, officeName } : null,
      comments: await journalOf(userId, language),
    };
  }

  /** Ends every session of the user: their token is refused at the next call (403 Access Denied). */
  async function endSessions(tx: Tx, userId: number) {
    await tx
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  async function grantNotary(
    tx: Tx,
    user: typeof users.$inferSelect,
    notary: { officeId: number; licenseNumber: string },
  ) {
    const [office] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, notary.officeId));
    if (!office) throw refused('notary.officeId', 'error_admin_office');
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

  async function apply(tx: Tx, adminId: number, userId: number, change: UserChange) {
    const self = userId === adminId;
    // An administrator demoting themself: every administrator's row is locked first (in id order, so
    // two such changes never deadlock), and one other working administrator must remain.
    if (self && change.action === 'revoke' && change.role === 'admin') {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`${users.roles} @> array['admin']::text[]`,
            eq(users.state, 'active'),
            isNull(users.deletedAt),
          ),
        )
        .orderBy(asc(users.id))
        .for('update');
      if (!admins.some((a) => a.id !== adminId)) throw refused('role', 'error_last_admin');
    }
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new MinistryError(404, 'not_found');
    if (user.deletedAt !== null) throw refused('action', 'error_user_deleted');
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
          .where(eq(users.id, userId));
        break;
      }
      case 'revoke': {
        if (!user.roles.includes(change.role)) throw refused('role', 'error_role_not_held');
        const left = user.roles.filter((r) => r !== change.role);
        // Every account is at least an applicant: the last role taken leaves that one.
        if (left.length === 0 && change.role === 'applicant') throw refused('role', 'error_last_role');
        if (change.role === 'notary') {
          // The licence row stays (the names on the notary's acts read it) but no longer works.
          await tx.update(notaries).set({ licenseStatus: 'terminated' }).where(eq(notaries.userId, userId));
        }
        await tx
          .update(users)
          .set({ roles: left.length > 0 ? left : ['applicant'] })
          .where(eq(users.id, userId));
        break;
      }
      case 'block': {
        if (self) throw refused('action', 'error_self_block');
        if (user.state === 'blocked') throw refused('action', 'error_already_blocked');
        await tx.update(users).set({ state: 'blocked' }).where(eq(users.id, userId));
        await endSessions(tx, userId);
        break;
      }
      case 'unblock': {
        if (user.state !== 'blocked') throw refused('action', 'error_not_blocked');
        await tx.update(users).set({ state: 'active' }).where(eq(users.id, userId));
        break;
      }
      case 'delete': {
        if (self) throw refused('action', 'error_self_delete');
        await tx.update(users).set({ deletedAt: now().toISOString() }).where(eq(users.id, userId));
        await endSessions(tx, userId);
        break;
      }
    }
    // A role changes what the user may see: their open streams are checked again on commit (decision
    // 071). A block or a deletion ends their sessions, which ends the streams by itself.
    if (change.action === 'grant' || change.action === 'revoke')
      await announceAccessChange(tx, { userId, actId: null });
    const [changed] = await tx.select().from(users).where(eq(users.id, userId));
    await tx.insert(userChanges).values({
      at: now().toISOString(),
      adminId,
      userId,
      action: change.action,
      role: 'role' in change ? change.role : null,
      reason: change.reason,
      before,
      after: await postOf(tx, changed!),
    });
  }

  return async (app: FastifyInstance) => {
    const adminOf = administratorsOnly(app, db);

    app.get('/admin/users', required, async (request) => {
      const query = parseInput(adminUsersQuerySchema, request.query);
      const where = whereOf(query);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(users)
        .innerJoin(citizens, eq(citizens.id, users.citizenId))
        .where(where);
      const rows = await db
        .select({ user: users, citizen: citizens })
        .from(users)
        .innerJoin(citizens, eq(citizens.id, users.citizenId))
        .where(where)
        .orderBy(asc(users.id))
        .limit(adminUsersPageSize)
        .offset((query.page - 1) * adminUsersPageSize);
      return {
        total,
        page: query.page,
        pageSize: adminUsersPageSize,
        items: rows.map(({ user, citizen }) => ({
          id: user.id,
          login: user.userid,
          fio: fullName(citizen, request.language),
          pin: citizen.pin,
          passport: `${citizen.passserial} ${citizen.passnum}`,
          roles: user.roles,
          state: user.state,
          isdeleted: user.deletedAt !== null,
          instime: new Date(user.instime).toISOString(),
        })),
      };
    });

    app.get<{ Params: { id: string } }>('/admin/users/:id', required, async (request) => {
      const { id } = parseInput(idParams, request.params);
      return detailOf(id, request.language);
    });

    app.post<{ Params: { id: string } }>('/admin/users/:id/changes', required, async (request) => {
      const adminId = adminOf(request);
      const { id } = parseInput(idParams, request.params);
      const change = parseInput(userChangeSchema, request.body);
      await db.transaction((tx) => apply(tx, adminId, id, change));
      return detailOf(id, request.language);
    });
  };
}
