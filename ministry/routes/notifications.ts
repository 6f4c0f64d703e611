import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { actTypes, notifications } from '../db/schema';
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
    // The user's upcoming visits (today onwards, Tashkent time), soonest first.
    app.get('/notarial_act/get_notify', { config: { session: 'required' } }, async (request) => {
      const rows = await db
        .select({ item: notifications, act: actTypes })
        .from(notifications)
        .innerJoin(actTypes, eq(actTypes.id, notifications.actTypeId))
        .where(
          and(
            eq(notifications.userId, sessionOf(request).userId),
            gte(notifications.visitdate, tashkentDay(now())),
          ),
        )
        .orderBy(asc(notifications.visitdate), asc(notifications.visittime));
      return rows.map(({ item, act }): NotificationItem => {
        const [year, month, day] = item.visitdate.split('-');
        return {
          regtypeid: item.regtypeid,
          regsystemid: item.regsystemid,
          rid: item.rid,
          uuid: item.uuid,
          na: actName(act, request.language),
          visitdate: `${day}.${month}.${year}`,
          visittime: item.visittime.slice(0, 5),
        };
      });
    });
  };
}
