import { and, asc, eq, exists, gte, isNotNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tashkentDateTime, tashkentInstant } from '../acts/time';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { actTypes, notarialActs, notifications, parties } from '../db/schema';
import { tashkentDay } from '../db/seed/notifications';
import type { Language } from '../i18n';

export interface NotificationItem {
  regtypeid: number;
  regsystemid: number;
  rid: number | null;
  uuid: string | null;
  na: string;
  visitdate: string; // DD.MM.YYYY
  visittime: string; // HH:mm
}

function actName(row: { nameOz: string; nameUz: string; nameRu: string }, language: Language): string {
  return language === 'ru' ? row.nameRu : language === 'uz' ? row.nameUz : row.nameOz;
}

export function notificationRoutes(db: Database, now: () => Date) {
  return async (app: FastifyInstance) => {
    // The user's upcoming visits (today onwards, Tashkent time), soonest first: those of acts with a set
    // time where the user is the applicant or a party, and the sandbox's seeded ones.
    app.get('/notarial_act/get_notify', { config: { session: 'required' } }, async (request) => {
      const userId = sessionOf(request).userId;
      const today = tashkentDay(now());
      const actRows = await db
        .select({ act: notarialActs, type: actTypes })
        .from(notarialActs)
        .innerJoin(actTypes, eq(actTypes.id, notarialActs.typeId))
        .where(
          and(
            isNotNull(notarialActs.visitAt),
            eq(notarialActs.unfinished, true),
            gte(notarialActs.visitAt, tashkentInstant(today, '00:00')),
            or(
              eq(notarialActs.applicantUserId, userId),
              exists(
                db
                  .select({ id: parties.id })
                  .from(parties)
                  .where(and(eq(parties.actId, notarialActs.id), eq(parties.userId, userId))),
              ),
            ),
          ),
        );
      const fromActs = actRows.map(({ act, type }): NotificationItem & { sortKey: string } => {
        const visit = tashkentDateTime(act.visitAt!);
        const [year, month, day] = visit.date.split('-');
        return {
          regtypeid: act.regtype,
          regsystemid: act.regsystemid,
          rid: act.regsystemid === 2 ? act.id : null,
          uuid: act.regsystemid === 2 ? null : act.uuid,
          na: actName(type, request.language),
          visitdate: `${day}.${month}.${year}`,
          visittime: visit.time,
          sortKey: `${visit.date} ${visit.time}`,
        };
      });
      const rows = await db
        .select({ item: notifications, act: actTypes })
        .from(notifications)
        .innerJoin(actTypes, eq(actTypes.id, notifications.actTypeId))
        .where(and(eq(notifications.userId, userId), gte(notifications.visitdate, today)))
        .orderBy(asc(notifications.visitdate), asc(notifications.visittime));
      const seeded = rows.map(({ item, act }): NotificationItem & { sortKey: string } => {
        const [year, month, day] = item.visitdate.split('-');
        return {
          sortKey: `${item.visitdate} ${item.visittime.slice(0, 5)}`,
          regtypeid: item.regtypeid,
          regsystemid: item.regsystemid,
          rid: item.rid,
          uuid: item.uuid,
          na: actName(act, request.language),
          visitdate: `${day}.${month}.${year}`,
          visittime: item.visittime.slice(0, 5),
        };
      });
      return [...fromActs, ...seeded]
        .sort((a, b) => a.sortKey.localeCompare(b.sortKey))
        .map(({ sortKey: _sortKey, ...item }) => item);
    });
  };
}
