import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import {
  type DirectoryQuery,
  directoryQuerySchema,
  reviewsPageSchema,
} from '../../machines/notary-directory/directory.schema';
import { type PresenceInput, presenceAt, workingDays } from '../../machines/notary-directory/presence';
import { reviewSchema } from '../../machines/notary-directory/review';
import { moderationActions, reasonSchemaOf } from '../../machines/review-moderation/review-moderation.schema';
import { searchKey } from '../../machines/text/search-key';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { notarialActs, notaries, offices, parties, reviewJournal, reviews } from '../db/schema';
import { recomputeClientRating } from '../db/seed/notary-directory-seed';
import { MinistryError, parseInput } from '../errors';
import type { Language } from '../i18n';
import { officeJson } from '../reference/reference';
import { authorOf, mayModerate, moderateReview, reportReview } from '../reviews/moderation';
import { namesByLanguage } from '../text/citizen-name';

// The public notary directory and its reviews (issue 12, decision 051).

type OfficeRow = typeof offices.$inferSelect;
type NotaryRow = typeof notaries.$inferSelect;

function notaryJson(n: NotaryRow, o: OfficeRow, now: Date, distanceKm: number | null = null) {
  return {
    id: n.id,
    name: namesByLanguage(n.fullNameLatin, n.fullNameCyrillic),
    licenseNumber: n.licenseNumber,
    licenseStatus: n.licenseStatus,
    absence: n.absence,
    absentUntil: n.absentUntil,
    workDays: workingDays(n.workDays),
    workFrom: n.workFrom,
    workTo: n.workTo,
    presence: presenceAt(n as PresenceInput, now),
    ministryRating: n.ministryRating,
    clientRating: n.clientRating,
    reviewCount: n.reviewCount,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    office: officeJson(o),
  };
}

/** Every word of the query's key occurs in the notary's key (machines/text/search-key.ts, in SQL). */
function nameMatches(name: string): SQL | undefined {
  const words = searchKey(name).split(' ').filter(Boolean);
  if (words.length === 0) return sql`false`;
  // Keys hold only letters, digits and spaces, so no LIKE wildcard can come from the query.
  return and(
    ...words.map((word) =>
      word.length >= 3
        ? sql`${notaries.searchKey} like ${`%${word}%`}`
        : sql`(' ' || ${notaries.searchKey}) like ${`% ${word}%`}`,
    ),
  );
}

function filters(
  query: Pick<DirectoryQuery, 'regionId' | 'districtId' | 'officeId' | 'name'>,
): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.regionId !== undefined) where.push(eq(offices.regionId, query.regionId));
  if (query.districtId !== undefined) where.push(eq(offices.districtId, query.districtId));
  if (query.officeId !== undefined) where.push(eq(notaries.officeId, query.officeId));
  if (query.name !== undefined) where.push(nameMatches(query.name));
  return and(...where);
}

/** Great-circle distance in km from the visitor to the office (haversine). */
const distanceFrom = (latitude: number, longitude: number) => sql<number>`(12742 * asin(sqrt(
  power(sin(radians(${offices.latitude} - ${latitude}) / 2), 2) +
  cos(radians(${latitude})) * cos(radians(${offices.latitude})) * power(sin(radians(${offices.longitude} - ${longitude}) / 2), 2))))`;

const alphabetColumn: Record<Language, AnyPgColumn> = {
  oz: notaries.alphabetOz,
  uz: notaries.alphabetUz,
  ru: notaries.alphabetRu,
};

function orderOf(query: DirectoryQuery, language: Language): SQL[] {
  switch (query.sort) {
    case 'ministryRating':
      return [sql`${notaries.ministryRating} desc nulls last`, asc(notaries.id)];
    case 'clientRating':
      return [sql`${notaries.clientRating} desc nulls last`, asc(notaries.id)];
    case 'distance':
      return [asc(distanceFrom(query.latitude!, query.longitude!)), asc(notaries.id)];
    default:
      // The alphabet of the page's language, by the stored sort key; both drivers agree on "C"
      // (decision 051).
      return [sql`${alphabetColumn[language]} collate "C"`, asc(notaries.id)];
  }
}

const idParams = z.object({ id: recordIdSchema('error_wrong_notary_id') });
const reviewIdParams = z.object({ id: recordIdSchema('error_wrong_review_id') });
const reviewBody = reviewSchema.extend({
  notaryId: recordIdSchema('error_wrong_notary_id'),
  actId: recordIdSchema('error_wrong_act_id'),
});

export function notaryDirectoryRoutes(db: Database, now: () => Date) {
  async function loadNotary(id: number) {
    const [row] = await db
      .select({ notary: notaries, office: offices })
      .from(notaries)
      .innerJoin(offices, eq(offices.id, notaries.officeId))
      .where(eq(notaries.id, id));
    if (!row) throw new MinistryError(404, 'not_found');
    return row;
  }

  /** The user's registered acts with this notary (as applicant or party) that have no review yet. */
  const reviewableActs = (userId: number, notaryId: number) =>
    db
      .selectDistinct({ id: notarialActs.id, regnum: notarialActs.regnum, regdate: notarialActs.regdate })
      .from(notarialActs)
      .innerJoin(parties, eq(parties.actId, notarialActs.id))
      .leftJoin(reviews, eq(reviews.actId, notarialActs.id))
      .where(
        and(
          eq(notarialActs.notaryId, notaryId),
          eq(notarialActs.state, 'registered'),
          eq(parties.userId, userId),
          isNull(reviews.id),
        ),
      )
      .orderBy(asc(notarialActs.id))
      .limit(50);

  const required = { config: { session: 'required' as const } };
  return async (app: FastifyInstance) => {
    app.get('/notary_directory', async (request) => {
      const query = parseInput(directoryQuerySchema, request.query);
      const where = filters(query);
      const distance =
        query.latitude !== undefined && query.longitude !== undefined
          ? distanceFrom(query.latitude, query.longitude)
          : sql<null>`null`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ notary: notaries, office: offices, distance })
          .from(notaries)
          .innerJoin(offices, eq(offices.id, notaries.officeId))
          .where(where)
          .orderBy(...orderOf(query, request.language))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(notaries)
          .innerJoin(offices, eq(offices.id, notaries.officeId))
          .where(where),
      ]);
      const at = now();
      return {
        total: total?.n ?? 0,
        page: query.page,
        size: query.size,
        items: rows.map((r) =>
          notaryJson(r.notary, r.office, at, r.distance === null ? null : Number(r.distance)),
        ),
      };
    });

    // The map's markers: the offices with at least one notary matching the list's filters (but the
    // office filter itself, which the map sets), each with how many match.
    app.get('/notary_directory/offices', async (request) => {
      const query = parseInput(directoryQuerySchema, request.query);
      const rows = await db
        .select({ office: offices, notaries: sql<number>`count(*)::int` })
        .from(notaries)
        .innerJoin(offices, eq(offices.id, notaries.officeId))
        .where(filters({ ...query, officeId: undefined }))
        .groupBy(offices.id)
        .orderBy(asc(offices.id))
        .limit(2000);
      return rows.map((r) => ({ ...officeJson(r.office), notaries: r.notaries }));
    });

    app.get('/notary_directory/:id', async (request) => {
      const { id } = parseInput(idParams, request.params);
      const row = await loadNotary(id);
      return notaryJson(row.notary, row.office, now());
    });

    app.get('/notary_directory/:id/reviews', async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { page, size } = parseInput(reviewsPageSchema, request.query);
      await loadNotary(id);
      const visible = and(eq(reviews.notaryId, id), isNull(reviews.hiddenAt));
      const [rows, [total]] = await Promise.all([
        db
          .select({ review: reviews, fio: parties.fio })
          .from(reviews)
          .innerJoin(parties, and(eq(parties.actId, reviews.actId), eq(parties.userId, reviews.userId)))
          .where(visible)
          .orderBy(desc(reviews.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(reviews).where(visible),
      ]);
      return {
        total: Number(total?.n ?? 0),
        page,
        size,
        items: rows.map(({ review, fio }) => ({
          id: review.id,
          rating: review.rating,
          text: review.text,
          createdAt: review.createdAt,
          author: authorOf(fio),
          reported: review.reportCount > 0,
        })),
      };
    });

    // What the logged-in viewer may do on a notary's page: review one of their registered acts with
    // the notary, and (a moderator or an administrator not of its office) hide reported reviews.
    app.get('/notary_directory/:id/viewer', required, async (request) => {
      const { userId } = sessionOf(request);
      const { id } = parseInput(idParams, request.params);
      await loadNotary(id);
      const [acts, canHide] = await Promise.all([reviewableActs(userId, id), mayModerate(db, userId, id)]);
      return { reviewableActs: acts, canHide };
    });

    app.post('/notary_reviews', required, async (request) => {
      const { userId } = sessionOf(request);
      const body = parseInput(reviewBody, request.body);
      const created = await db.transaction(async (tx) => {
        const [act] = await tx
          .select({ id: notarialActs.id })
          .from(notarialActs)
          .innerJoin(parties, eq(parties.actId, notarialActs.id))
          .where(
            and(
              eq(notarialActs.id, body.actId),
              eq(notarialActs.notaryId, body.notaryId),
              eq(notarialActs.state, 'registered'),
              eq(parties.userId, userId),
            ),
          )
          .limit(1);
        if (!act) throw new MinistryError(403, 'review_not_allowed');
        const [review] = await tx
          .insert(reviews)
          .values({
            notaryId: body.notaryId,
            actId: body.actId,
            userId,
            rating: body.rating,
            text: body.text ?? null,
          })
          .onConflictDoNothing({ target: reviews.actId })
          .returning();
        if (!review) throw new MinistryError(409, 'review_exists');
        await tx.insert(reviewJournal).values({ reviewId: review.id, event: 'created', userId });
        await recomputeClientRating(tx, body.notaryId);
        return review;
      });
      const row = await loadNotary(body.notaryId);
      return {
        review: { id: created.id, rating: created.rating, text: created.text, createdAt: created.createdAt },
        clientRating: row.notary.clientRating,
        reviewCount: row.notary.reviewCount,
      };
    });

    app.post('/notary_reviews/:id/report', required, async (request) => {
      const { userId } = sessionOf(request);
      const { id } = parseInput(reviewIdParams, request.params);
      return reportReview(db, userId, id);
    });

    // A moderator's or an administrator's decisions (decision 072), never on a review of themselves or
    // of their office: hide a reported review, restore a hidden one, keep a reported one visible.
    for (const action of moderationActions) {
      app.post(`/notary_reviews/:id/${action}`, required, async (request) => {
        const { userId } = sessionOf(request);
        const { id } = parseInput(reviewIdParams, request.params);
        const { reason } = parseInput(z.object({ reason: reasonSchemaOf(action) }), request.body);
        return moderateReview(db, now, { userId, reviewId: id, action, reason });
      });
    }
  };
}
