import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './database';

// Vacuum and analyze where autovacuum would (decision 030). A PostgreSQL server's autovacuum does
// this by itself; embedded PGlite runs no background workers, so without it PGlite's tables keep
// every dead row version (each transition and each session refresh leaves some), its statistics go
// stale, and no page is ever marked all-visible, so an index-only scan (the my-acts list's count)
// still reads every row it counts from the table. The thresholds are autovacuum's defaults.

const vacuumThreshold = 50;
const vacuumScaleFactor = 0.2;
const vacuumInsertThreshold = 1000;
const vacuumInsertScaleFactor = 0.2;
const analyzeThreshold = 50;
const analyzeScaleFactor = 0.1;

export type DueTable = {
  schema: string;
  table: string;
  /** Dead rows or rows inserted since the last vacuum passed autovacuum's threshold. */
  vacuum: boolean;
  /** Rows changed since the last analyze passed autovacuum's threshold. */
  analyze: boolean;
};

/** The tables of the database that autovacuum's default settings would vacuum or analyze now. */
export async function tablesDue(db: Database): Promise<DueTable[]> {
  const rows = await queryRows<DueTable>(
    db,
    sql`select schemaname as schema, relname as "table",
          (n_dead_tup > ${vacuumThreshold}::float8 + ${vacuumScaleFactor}::float8 * n_live_tup
            or n_ins_since_vacuum > ${vacuumInsertThreshold}::float8 + ${vacuumInsertScaleFactor}::float8 * n_live_tup)
            as vacuum,
          n_mod_since_analyze > ${analyzeThreshold}::float8 + ${analyzeScaleFactor}::float8 * n_live_tup as analyze
        from pg_stat_user_tables
        order by schemaname, relname`,
  );
  return rows.filter((row) => row.vacuum || row.analyze);
}

/** Vacuums (with analyze) or analyzes every table that is due; answers what it did. */
export async function maintainTables(db: Database): Promise<DueTable[]> {
  const due = await tablesDue(db);
  for (const table of due) {
    const name = sql`${sql.identifier(table.schema)}.${sql.identifier(table.table)}`;
    await db.execute(table.vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
  }
  return due;
}
