import { aliasedTable, and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  type AdminUsersQuery,
  adminUsersPageSize,
  readUserQuery,
} from '../../machines/admin-users/admin-users.schema';
import { userRecord } from '../auth/user-record';
import type { Database } from '../db/database';
import { citizens, offices, roleGrants, userChanges, users } from '../db/schema';
import { MinistryError } from '../errors';
import type { Language } from '../i18n';
import { citizenNameIn } from '../text/citizen-name';
import { postOf } from './changes';

// What administrators read about users (decisions 056, 072): the list, one user's admin labels
// (specification section 3), the journal of their changes and the grants waiting for a second
// administrator.

/** The roles a user waits for a second administrator's approval of. */
const pendingRoles = sql<string[]>`array(select ${roleGrants.role} from ${roleGrants}
  where ${roleGrants.userId} = ${users.id} and ${roleGrants.state} = 'pending' order by ${roleGrants.role})`;

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
    query.pending === undefined
      ? undefined
      : sql`${query.pending ? sql`` : sql`not `}exists (select 1 from ${roleGrants}
          where ${roleGrants.userId} = ${users.id} and ${roleGrants.state} = 'pending')`,
  );
}

/** One page of the administrators' list, by id. */
export async function listUsers(db: Database, query: AdminUsersQuery, language: Language) {
  const where = whereOf(query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .where(where);
  const rows = await db
    .select({ user: users, citizen: citizens, pendingRoles })
    .from(users)
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(adminUsersPageSize)
    .offset((query.page - 1) * adminUsersPageSize);
  return {
    total: Number(total),
    page: query.page,
    pageSize: adminUsersPageSize,
    items: rows.map(({ user, citizen, pendingRoles }) => ({
      id: user.id,
      login: user.userid,
      fio: citizenNameIn(language, citizen),
      pin: citizen.pin,
      passport: `${citizen.passserial} ${citizen.passnum}`,
      roles: user.roles,
      pendingRoles,
      state: user.state,
      isdeleted: user.deletedAt !== null,
      instime: new Date(user.instime).toISOString(),
    })),
  };
}

const adminOf = (
  row: { admin: typeof users.$inferSelect; citizen: typeof citizens.$inferSelect },
  language: Language,
) => ({
  id: row.admin.id,
  userid: row.admin.userid,
  fullname: citizenNameIn(language, row.citizen),
});

async function journalOf(db: Database, userId: number, language: Language) {
  const rows = await db
    .select({ change: userChanges, admin: users, citizen: citizens })
    .from(userChanges)
    .innerJoin(users, eq(users.id, userChanges.adminId))
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .where(eq(userChanges.userId, userId))
    .orderBy(desc(userChanges.at), desc(userChanges.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.change.id,
    at: new Date(row.change.at).toISOString(),
    admin: adminOf(row, language),
    action: row.change.action,
    role: row.change.role,
    reason: row.change.reason,
  }));
}

/**
 * The user's grants waiting for a second administrator, and whether the viewing administrator may
 * decide each: not the one who asked for it, not the person it is for (decision 072).
 */
async function pendingGrantsOf(db: Database, userId: number, viewerId: number, language: Language) {
  const office = aliasedTable(offices, 'grant_office');
  const rows = await db
    .select({ grant: roleGrants, admin: users, citizen: citizens, office })
    .from(roleGrants)
    .innerJoin(users, eq(users.id, roleGrants.requestedBy))
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .leftJoin(office, eq(office.id, roleGrants.officeId))
    .where(and(eq(roleGrants.userId, userId), eq(roleGrants.state, 'pending')))
    .orderBy(asc(roleGrants.id));
  return rows.map((row) => ({
    id: row.grant.id,
    role: row.grant.role,
    notary:
      row.grant.officeId !== null && row.grant.licenseNumber !== null
        ? {
            officeId: row.grant.officeId,
            officeName: row.office
              ? { oz: row.office.nameOz, uz: row.office.nameUz, ru: row.office.nameRu }[language]
              : null,
            licenseNumber: row.grant.licenseNumber,
          }
        : null,
    reason: row.grant.reason,
    requestedAt: new Date(row.grant.requestedAt).toISOString(),
    requestedBy: adminOf(row, language),
    decidable: row.grant.requestedBy !== viewerId && row.grant.userId !== viewerId,
  }));
}

/** The admin labels of a user as `viewerId`, an administrator, reads them; 404 for an unknown user. */
export async function userDetail(db: Database, userId: number, viewerId: number, language: Language) {
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
    pendingGrants: await pendingGrantsOf(db, userId, viewerId, language),
    comments: await journalOf(db, userId, language),
  };
}
