import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { DutyNotaryRequest } from '../../machines/equeue/equeue.schema';
import type { Database, Tx } from '../db/database';
import { dutyNotaries, notaries } from '../db/schema';
import { MinistryError } from '../errors';
import { namesByLanguage } from '../text/citizen-name';

// The office's duty notary (issue 27, decision 070): besides each booking's own notary, only the
// notary on duty that day may mark the office's bookings served or missed (the bookings of registry
// notaries, who have no portal account, included). An administrator sets the rota: from a Tashkent
// date on, until a later row of the same office, this notary is on duty.

/** How many rows of an office's rota its page lists, newest first. */
export const dutyRotaLimit = 30;

/** The duty notary's id of an office on a Tashkent date, or null when none is set. */
export async function dutyNotaryOn(
  executor: Database | Tx,
  officeId: number,
  day: string,
): Promise<number | null> {
  const [row] = await executor
    .select({ notaryId: dutyNotaries.notaryId })
    .from(dutyNotaries)
    .where(and(eq(dutyNotaries.officeId, officeId), lte(dutyNotaries.fromDay, day)))
    .orderBy(desc(dutyNotaries.fromDay))
    .limit(1);
  return row?.notaryId ?? null;
}

const refused = (field: string, key: string) =>
  new MinistryError(400, 'validation_failed', { fields: { [field]: key } });

/**
 * Sets (or replaces) the rota's row of an office from a date: the notary must work on the portal
 * (an account) with an active licence at that office.
 */
export async function setDutyNotary(db: Database, adminId: number, request: DutyNotaryRequest, at: Date) {
  const [notary] = await db
    .select({ id: notaries.id, officeId: notaries.officeId })
    .from(notaries)
    .where(
      and(
        eq(notaries.id, request.notaryId),
        eq(notaries.licenseStatus, 'active'),
        isNotNull(notaries.userId),
      ),
    );
  if (!notary || notary.officeId !== request.officeId) throw refused('notaryId', 'error_duty_notary');
  await db
    .insert(dutyNotaries)
    .values({ ...request, setBy: adminId, setAt: at.toISOString() })
    .onConflictDoUpdate({
      target: [dutyNotaries.officeId, dutyNotaries.fromDay],
      set: { notaryId: request.notaryId, setBy: adminId, setAt: at.toISOString() },
    });
  return dutyRota(db, request.officeId);
}

/** An office's rota, newest first, with each notary's name. */
export async function dutyRota(db: Database, officeId: number) {
  const rows = await db
    .select({ fromDay: dutyNotaries.fromDay, notary: notaries })
    .from(dutyNotaries)
    .innerJoin(notaries, eq(notaries.id, dutyNotaries.notaryId))
    .where(eq(dutyNotaries.officeId, officeId))
    .orderBy(desc(dutyNotaries.fromDay))
    .limit(dutyRotaLimit);
  return {
    officeId,
    items: rows.map(({ fromDay, notary }) => ({
      fromDay,
      notary: {
        id: notary.id,
        name: namesByLanguage(notary.fullNameLatin, notary.fullNameCyrillic),
      },
    })),
  };
}
