import { and, eq, exists, getTableColumns, gte, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import { tashkentDate, tashkentDateTime, tashkentInstant } from '../../machines/clock/clock';
import type { Database } from '../db/database';
import { jsonList, jsonObject, scalar } from '../db/json-rows';
import { prepared } from '../db/prepared';
import {
  actTypes,
  bookings,
  notarialActs,
  notaries,
  notifications,
  offices,
  parties,
  users,
} from '../db/schema';
import type { Language } from '../i18n';

// The notifications of GET /notarial_act/get_notify (decision 031): a user's upcoming visits, read in
// one statement and shaped as the specification's list.

export interface NotificationItem {
  regtypeid: number;
  regsystemid: number;
  rid: number | null;
  uuid: string | null;
  na: string | null;
  visitdate: string; // DD.MM.YYYY
  visittime: string; // HH:mm
  // An equeue booking's reminder (regsystemid 5): its office's name; null for an act's visit.
  office: string | null;
  // A video conference's act, opened straight on its video tab (decision 045); null for a visit in person.
  link: string | null;
  kioskLink: string | null;
}

/** The act's video tab in the portal, and on a kiosk. */
export function videoTabLinks(target: { regsystemid: number; rid: number | null; uuid: string | null }): {
  link: string;
  kioskLink: string;
} | null {
  const path =
    target.regsystemid === 2 && target.rid !== null
      ? `/my_notarial_act/${target.rid}`
      : target.uuid !== null
        ? `/enotarial_act/${target.uuid}`
        : null;
  return path === null ? null : { link: `${path}?tab=video`, kioskLink: `/kiosk${path}?tab=video` };
}

function linksOf(item: Omit<NotificationItem, 'link' | 'kioskLink'>) {
  const links = item.regtypeid === 2 ? videoTabLinks(item) : null;
  return { link: links?.link ?? null, kioskLink: links?.kioskLink ?? null };
}

function actName(row: { nameOz: string; nameUz: string; nameRu: string }, language: Language): string {
  return language === 'ru' ? row.nameRu : language === 'uz' ? row.nameUz : row.nameOz;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A name of three nullable columns in the request's language (null when the row has none). */
function nameIn(oz: string | null, uz: string | null, ru: string | null, language: Language): string | null {
  return oz === null || uz === null || ru === null
    ? null
    : actName({ nameOz: oz, nameUz: uz, nameRu: ru }, language);
}

type ActTypeNames = Pick<typeof actTypes.$inferSelect, 'nameOz' | 'nameUz' | 'nameRu'>;

/**
 * Both lists of a user's visits in one statement (decision 031): the acts with a set time where the
 * user is the applicant, a party or the notary, and the seeded notifications, each with its act type's names, as
 * the rows drizzle's selects of them read.
 */
function visitsOf(db: Database) {
  return prepared(db, 'visits', () => visitsStatement(db));
}

function visitsStatement(db: Database) {
  const typeNames = { nameOz: actTypes.nameOz, nameUz: actTypes.nameUz, nameRu: actTypes.nameRu };
  const userId = sql.placeholder('userId');
  const act = jsonObject<
    Pick<typeof notarialActs.$inferSelect, 'id' | 'uuid' | 'regtype' | 'regsystemid' | 'visitAt'> &
      ActTypeNames
  >({
    id: notarialActs.id,
    uuid: notarialActs.uuid,
    regtype: notarialActs.regtype,
    regsystemid: notarialActs.regsystemid,
    visitAt: notarialActs.visitAt,
    ...typeNames,
  });
  // A reminder of an equeue booking (regsystemid 5, decision 063) names its office, and may have no
  // act type (a consultation).
  const seeded = jsonObject<
    typeof notifications.$inferSelect &
      Nullable<ActTypeNames> & { officeOz: string | null; officeUz: string | null; officeRu: string | null }
  >({
    ...getTableColumns(notifications),
    ...typeNames,
    officeOz: offices.nameOz,
    officeUz: offices.nameUz,
    officeRu: offices.nameRu,
  });
  return db
    .select({
      acts: scalar<(typeof act)['_']['type'][]>(sql`select ${jsonList(act, notarialActs.id)}
          from ${notarialActs} inner join ${actTypes} on ${actTypes.id} = ${notarialActs.typeId}
          where ${and(
            isNotNull(notarialActs.visitAt),
            eq(notarialActs.unfinished, true),
            gte(notarialActs.visitAt, sql.placeholder('from')),
            or(
              eq(notarialActs.applicantUserId, userId),
              exists(
                db
                  .select({ id: parties.id })
                  .from(parties)
                  .where(
                    and(
                      eq(parties.actId, notarialActs.id),
                      eq(parties.userId, userId),
                      // A party who rejected or left the act is no longer told of its visit (decision 069).
                      or(isNull(parties.status), eq(parties.status, 'accepted')),
                    ),
                  ),
              ),
              exists(
                db
                  .select({ id: notaries.id })
                  .from(notaries)
                  .where(and(eq(notaries.id, notarialActs.notaryId), eq(notaries.userId, userId))),
              ),
            ),
          )}`),
      seeded: scalar<(typeof seeded)['_']['type'][]>(sql`select ${jsonList(
        seeded,
        sql`${notifications.visitdate}, ${notifications.visittime}, ${notifications.id}`,
      )} from ${notifications} left join ${actTypes} on ${actTypes.id} = ${notifications.actTypeId}
          left join ${bookings} on ${bookings.id} = ${notifications.bookingId}
          left join ${offices} on ${offices.id} = ${bookings.officeId}
          where ${and(
            eq(notifications.userId, userId),
            gte(notifications.visitdate, sql.placeholder('today')),
            // A reminder stays only while its booking still holds the slot (not cancelled nor moved on).
            or(isNull(notifications.bookingId), like(bookings.state, 'booked.%')),
          )}`),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('visits');
}

/**
 * The user's upcoming visits (today onwards, Tashkent time), soonest first: those of acts with a set
 * time where the user is the applicant, a party or the notary, and the sandbox's seeded ones. A video
 * conference links straight to the act's video tab, in the portal and on a kiosk.
 */
export async function upcomingVisits(
  db: Database,
  userId: number,
  now: Date,
  language: Language,
): Promise<NotificationItem[]> {
  const today = tashkentDate(now);
  const [found] = await visitsOf(db).execute({ userId, today, from: tashkentInstant(today) });
  const fromActs = (found?.acts ?? []).map((act): NotificationItem & { sortKey: string } => {
    const visit = tashkentDateTime(act.visitAt!);
    const [year, month, day] = visit.date.split('-');
    const item = {
      regtypeid: act.regtype,
      regsystemid: act.regsystemid,
      rid: act.regsystemid === 2 ? act.id : null,
      uuid: act.regsystemid === 2 ? null : act.uuid,
      na: actName(act, language),
      visitdate: `${day}.${month}.${year}`,
      visittime: visit.time,
      office: null,
    };
    return { ...item, ...linksOf(item), sortKey: `${visit.date} ${visit.time}` };
  });
  const seeded = (found?.seeded ?? []).map((item): NotificationItem & { sortKey: string } => {
    const [year, month, day] = item.visitdate.split('-');
    const notice = {
      regtypeid: item.regtypeid,
      regsystemid: item.regsystemid,
      rid: item.rid,
      uuid: item.uuid,
      na: nameIn(item.nameOz, item.nameUz, item.nameRu, language),
      visitdate: `${day}.${month}.${year}`,
      visittime: item.visittime.slice(0, 5),
      office: nameIn(item.officeOz, item.officeUz, item.officeRu, language),
    };
    return { ...notice, ...linksOf(notice), sortKey: `${item.visitdate} ${item.visittime.slice(0, 5)}` };
  });
  return [...fromActs, ...seeded]
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey))
    .map(({ sortKey: _sortKey, ...item }) => item);
}
