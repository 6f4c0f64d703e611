import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** Rows one statement of a purge deletes at most: short transactions, short locks. */
export const purgeBatchSize = 500;

/**
 * Deletes the rows of `table` matching `where`, `batchSize` at a time, each batch claimed with
 * FOR UPDATE SKIP LOCKED so that two instances purging at once never wait for each other; answers
 * how many it deleted. `where` must be served by an index, or each batch reads the whole table.
 */
export async function deleteInBatches(
  db: Database,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  batchSize = purgeBatchSize,
): Promise<number> {
  let total = 0;
  for (;;) {
    const due = db
      .select({ id })
      .from(table)
      .where(where)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const gone = await db.delete(table).where(inArray(id, due)).returning({ id });
    total += gone.length;
    if (gone.length < batchSize) return total;
  }
}
