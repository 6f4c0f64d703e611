import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { nothingRecorded } from '../../../machines/act/act.machine';
import { storedActSchema } from '../../../machines/act/act.persist';
import { addDays, tashkentDate } from '../../../machines/clock/clock';
import { alphabetKey } from '../../../machines/text/alphabet-key';
import { searchKey } from '../../../machines/text/search-key';
import { recomputeClientRating } from '../../notaries/client-rating';
import * as schema from '../schema';
import {
  accountNotaryCards,
  cyrillicName,
  type DirectoryCard,
  registryNotaries,
  seedRegisteredActs,
} from './notary-directory';
import { seedPeople } from './people';

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The name's columns: both scripts, the search key and the sort key of each page language. */
const nameColumns = (latin: string, cyrillic: string) => ({
  fullNameLatin: latin,
  fullNameCyrillic: cyrillic,
  searchKey: searchKey(`${latin} ${cyrillic}`),
  alphabetOz: alphabetKey(latin, 'oz'),
  alphabetUz: alphabetKey(cyrillic, 'uz'),
  alphabetRu: alphabetKey(cyrillic, 'ru'),
});

/** A card's columns; an absence ends `absentDays` after the seed's Tashkent day (the seed's one clock). */
const cardColumns = (c: DirectoryCard, now: Date) => ({
  workDays: c.workDays,
  workFrom: c.workFrom,
  workTo: c.workTo,
  absence: c.absence,
  absentUntil: c.absentDays === null ? null : addDays(tashkentDate(now), c.absentDays),
  ministryRating: c.ministryRating,
});

/**
 * The directory's rows (decision 051), idempotent like the rest of the seed: registry notaries and
 * registered acts are inserted once by their natural keys; a notary whose card was never filled
 * (search_key still '') gets its name, key and card; reviews are written with their act, and each
 * notary's client rating is then recomputed from the visible reviews.
 */
export async function seedNotaryDirectory(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(schema.notaries)
    .values(
      registryNotaries.map((n) => {
        const cyrillic = cyrillicName(n.fullName);
        return {
          userId: null,
          officeId: n.officeId,
          licenseNumber: n.licenseNumber,
          licenseStatus: n.licenseStatus,
          ...nameColumns(n.fullName, cyrillic),
          ...cardColumns(n.card, now),
        };
      }),
    )
    .onConflictDoNothing({ target: schema.notaries.licenseNumber });

  // Notaries with an account: their name is the citizen's, as the registry holds it.
  for (const person of seedPeople) {
    if (!person.notary) continue;
    const latin = `${person.surname.latin} ${person.name.latin} ${person.lastname.latin}`;
    const cyrillic = `${person.surname.cyrillic} ${person.name.cyrillic} ${person.lastname.cyrillic}`;
    const cardOf = accountNotaryCards[person.notary.licenseNumber];
    await tx
      .update(schema.notaries)
      .set({
        ...nameColumns(latin, cyrillic),
        ...(cardOf ? cardColumns(cardOf, now) : {}),
      })
      .where(
        and(
          eq(schema.notaries.licenseNumber, person.notary.licenseNumber),
          eq(schema.notaries.searchKey, ''),
        ),
      );
  }

  // Rows named before the sort keys existed (migration 0015) get theirs from their stored names.
  const unsorted = await tx
    .select({
      id: schema.notaries.id,
      latin: schema.notaries.fullNameLatin,
      cyrillic: schema.notaries.fullNameCyrillic,
    })
    .from(schema.notaries)
    .where(and(eq(schema.notaries.alphabetOz, ''), sql`${schema.notaries.fullNameLatin} <> ''`));
  for (const row of unsorted) {
    const { alphabetOz, alphabetUz, alphabetRu } = nameColumns(row.latin, row.cyrillic);
    await tx
      .update(schema.notaries)
      .set({ alphabetOz, alphabetUz, alphabetRu })
      .where(eq(schema.notaries.id, row.id));
  }

  const licences = [...new Set(seedRegisteredActs.map((a) => a.licenseNumber))];
  const notaryRows = await tx
    .select({
      id: schema.notaries.id,
      officeId: schema.notaries.officeId,
      licenseNumber: schema.notaries.licenseNumber,
    })
    .from(schema.notaries)
    .where(inArray(schema.notaries.licenseNumber, licences));
  const userRows = await tx
    .select({ id: schema.users.id, userid: schema.users.userid, citizen: schema.citizens })
    .from(schema.users)
    .innerJoin(schema.citizens, eq(schema.citizens.id, schema.users.citizenId))
    .where(inArray(schema.users.userid, [...new Set(seedRegisteredActs.map((a) => a.userid))]));

  const touched = new Set<number>();
  for (const seeded of seedRegisteredActs) {
    const notary = notaryRows.find((n) => n.licenseNumber === seeded.licenseNumber)!;
    const user = userRows.find((u) => u.userid === seeded.userid)!;
    const stored = storedActSchema.parse({
      state: 'registered',
      context: {
        simplified: true,
        parties: [],
        invoices: [],
        notaryId: String(notary.id),
        ...nothingRecorded,
        visit: { date: seeded.regdate, time: '10:00', regtype: seeded.regtype ?? 1 },
        regnum: seeded.regnum,
        regdate: seeded.regdate,
      },
    });
    const at = `${seeded.regdate}T05:00:00.000Z`;
    const [act] = await tx
      .insert(schema.notarialActs)
      .values({
        uuid: seeded.uuid,
        typeId: 11962,
        applicantUserId: user.id,
        notaryId: notary.id,
        officeId: notary.officeId,
        state: stored.state,
        step: 9,
        context: stored.context,
        regtype: seeded.regtype ?? 1,
        regsystemid: 3,
        visitAt: at,
        attendedAt: at,
        regnum: seeded.regnum,
        regdate: seeded.regdate,
        // As registration sets it (decision 080): a translation holds from its registry date on.
        dateBegin: seeded.regdate,
        instime: at,
        updatedAt: at,
        clientPhone: user.citizen.phone,
        unfinished: false,
      })
      .onConflictDoNothing({ target: schema.notarialActs.uuid })
      .returning({ id: schema.notarialActs.id });
    if (!act) continue;
    const c = user.citizen;
    await tx.insert(schema.parties).values({
      actId: act.id,
      citizenId: c.id,
      userId: user.id,
      role: 'translator',
      applicant: true,
      status: 'accepted',
      statusAt: at,
      fio: `${c.surnameLatin} ${c.nameLatin} ${c.lastnameLatin}`,
      passserial: c.passserial,
      passnum: c.passnum,
      pin: c.pin,
      phone: c.phone,
    });
    if (!seeded.review) continue;
    const [review] = await tx
      .insert(schema.reviews)
      .values({
        notaryId: notary.id,
        actId: act.id,
        userId: user.id,
        rating: seeded.review.rating,
        text: seeded.review.text,
        createdAt: at,
      })
      .returning({ id: schema.reviews.id });
    await tx
      .insert(schema.reviewJournal)
      .values({ reviewId: review!.id, event: 'created', userId: user.id, at });
    touched.add(notary.id);
  }
  for (const notaryId of touched) await recomputeClientRating(tx, notaryId);
}
