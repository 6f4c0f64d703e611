import { type Column, getTableColumns, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';

// Several tables' rows in one statement, as JSON: on embedded PGlite each statement costs a fixed
// ~0.3-0.5 ms beyond its own work (the wire protocol in and out of WebAssembly), so a read that
// gathers a dozen tables pays more for the statements than for the data (decision 031).

// json_build_object takes at most 100 arguments, a key and a value per column.
const maxColumns = 50;

/**
 * A column as the drivers give it to drizzle: timestamps and dates as PostgreSQL's text (`2026-11-22
 * 00:29:08.58+00`, `2026-11-22`), as the schema's `mode: 'string'` columns read them; anything else
 * in its JSON form (numbers, booleans, arrays, jsonb), which JSON.parse turns into what drizzle
 * would have mapped. Columns whose drizzle value differs from their JSON (Date and BigInt modes,
 * numerics) are refused.
 */
function jsonValue(column: Column): SQL {
  if (differentInJson.has(column.columnType))
    throw new Error(`jsonObject: ${column.name} (${column.columnType}) would not read as drizzle reads it`);
  const type = column.getSQLType();
  return type.startsWith('timestamp') || type === 'date' ? sql`${column}::text` : sql`${column}`;
}

// Dates and timestamps as Date objects, bigints as BigInt, numerics as exact strings.
const differentInJson = new Set(['PgTimestamp', 'PgDate', 'PgBigInt64', 'PgNumeric', 'PgNumericBigInt']);

/**
 * `json_build_object` of some columns under the keys given, e.g. `jsonObject({ id: files.id })`:
 * read from a row of the table(s) in scope.
 */
export function jsonObject<T>(columns: Record<string, Column>): SQL<T> {
  const entries = Object.entries(columns);
  if (entries.length > maxColumns) throw new Error(`jsonObject: more than ${maxColumns} columns`);
  return sql<T>`json_build_object(${sql.join(
    entries.map(([key, column]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${jsonValue(column)}`),
    sql`, `,
  )})`;
}

/** A whole row of `table` as a JSON object keyed like drizzle's select of the table. */
export function jsonRow<T extends Table>(table: T): SQL<InferSelectModel<T>> {
  return jsonObject<InferSelectModel<T>>(getTableColumns(table));
}

/** `coalesce(json_agg(item order by ...), '[]')`: the list of the items a subquery finds, in order. */
export function jsonList<T>(item: SQL<T>, orderBy: SQL | Column): SQL<T[]> {
  return sql<T[]>`coalesce(json_agg(${item} order by ${orderBy}), '[]'::json)`;
}

/**
 * `(query)` as a column of a select. The query is kept as one nested piece on purpose: in a select
 * from a single table, drizzle writes the columns that appear directly in a field without their
 * table's name, which inside a subquery would name the subquery's own table instead.
 */
export function scalar<T>(query: SQL): SQL<T> {
  return sql<T>`(${query})`;
}
