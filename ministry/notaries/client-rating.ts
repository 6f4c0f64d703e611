import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema';
import { notaries, reviews } from '../db/schema';

// database.ts's Database, spelt out: the seed recomputes the ratings of the reviews it writes with
// this function, and database.ts imports the seed.
type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A notary's review count, sum and average from its visible reviews: after a review is written (the
 * directory's reviews, the seed) and after a moderator hides or restores one.
 */
export async function recomputeClientRating(tx: Pick<Database, 'execute'>, notaryId: number): Promise<void> {
  await tx.execute(sql`update ${notaries} set
      review_count = r.n, rating_sum = r.total,
      client_rating = case when r.n = 0 then null else round(r.total::numeric / r.n, 2)::double precision end
    from (select count(*)::int as n, coalesce(sum(${reviews.rating}), 0)::int as total
          from ${reviews} where ${reviews.notaryId} = ${notaryId} and ${reviews.hiddenAt} is null) r
    where ${notaries.id} = ${notaryId}`);
}
