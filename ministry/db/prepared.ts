// Statements built once per database handle. Drizzle builds a query's SQL text from its parts on every
// call; for the reads every page makes (the session check, an act, its detail) that building cost as
// much as running them on embedded PGlite. `.prepare(name)` keeps the text, takes the values as
// placeholders, and on a PostgreSQL server also names a server-side statement, planned once per
// connection (decision 031).

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement `name` of `db`, made by `build` the first time this handle asks for it. `db` may be a
 * transaction: its statements are built for it and go with it.
 */
export function prepared<T>(db: object, name: string, build: () => T): T {
  let ofDb = statements.get(db);
  if (!ofDb) {
    ofDb = new Map();
    statements.set(db, ofDb);
  }
  let statement = ofDb.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    ofDb.set(name, statement);
  }
  return statement;
}
