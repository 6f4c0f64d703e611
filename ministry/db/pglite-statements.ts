import {
  type PGlite,
  parse as pgParse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { traced } from './traced';

// Named statements on embedded PGlite (decision 031, "named prepared statements").
//
// PGlite's `query` parses, describes and plans a statement on every call, in five trips into the
// WebAssembly engine: for the ministry's reads that is most of a read's cost (planning alone calls
// fstat on every relation and index the statement touches). Here a statement's text is parsed once
// into a named server-side statement (with its parameter types and row description kept), and each
// later call sends Bind, Execute and Sync in one trip; PostgreSQL's plan cache then decides, as on a
// server, between custom and generic plans. The locks, the file-system sync after a statement outside
// a transaction and the delivery of NOTIFY (decision 031's session triggers) are PGlite's own.

/** Statements kept per database at most; the least recently used one is closed beyond it. */
export const MAX_NAMED_STATEMENTS = 500;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface NamedStatement {
  name: string;
  parameterTypes: number[];
  /** The RowDescription of the statement, or none for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
}

/** feature_not_supported: "cached plan must not change result type" after a table changed. */
const CACHED_PLAN_CHANGED = '0A000';

// Only plain data statements: DDL, transaction control and the like go through PGlite's own path.
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

function concat(parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * `client` with `query` (and a transaction's `query`) running on named statements. Everything else is
 * the client's own; `drizzle(namedStatements(client))` is how the ministry opens PGlite.
 */
export function namedStatements(client: PGlite): PGlite {
  const statements = new Map<string, NamedStatement>();
  let counter = 0;

  function forget(text: string, statement: NamedStatement) {
    statements.delete(text);
    // Closing needs no lock of its own: the caller holds the query lock.
    void exchange(
      concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
    ).catch(() => {});
  }

  async function exchange(message: Uint8Array): Promise<BackendMessage[]> {
    return client.execProtocolStream(message, { syncToFs: false });
  }

  async function prepare(text: string, options: QueryOptions | undefined): Promise<NamedStatement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the Map's order is the eviction order.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    counter += 1;
    const name = `ministry_${counter}`;
    const described = await exchange(
      concat([
        protocol.serialize.parse({
          name,
          text,
          ...(options?.paramTypes ? { types: options.paramTypes } : {}),
        }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const statement: NamedStatement = {
      name,
      parameterTypes: pgParse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    if (statements.size > MAX_NAMED_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value as [string, NamedStatement];
      forget(oldestText, oldest);
    }
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return client._runExclusiveQuery(async () => {
      let statement: NamedStatement;
      try {
        statement = await prepare(text, options);
      } catch (error) {
        throw withQuery(error, text, params);
      }
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const type = statement.parameterTypes[index] ?? 0;
        const serialize = options?.serializers?.[type] ?? client.serializers[type];
        return serialize ? serialize(param) : String(param);
      });
      let messages: BackendMessage[];
      try {
        messages = await exchange(
          concat([
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
      } catch (error) {
        // A plan the engine can no longer use (the table changed shape) is forgotten; an error of
        // the data (a unique key, a check) leaves the statement as it is.
        if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) forget(text, statement);
        throw withQuery(error, text, params);
      }
      if (!inTransaction) await client.syncToFs();
      const rows = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return pgParse.parseResults(rows, client.parsers, options)[0] as Results<T>;
    });
  }

  // Each a span of the traced request it runs for (decision 119), waiting for the lock included.
  const query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
    traced(text, () => {
      if (!DATA_STATEMENT.test(text) || options?.blob) return client.query<T>(text, params, options);
      return client._runExclusiveTransaction(() => run<T>(text, params ?? [], options, false));
    });

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    client.transaction((tx) =>
      callback({
        ...tx,
        // The transaction's lock is held: only the query lock is taken.
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          return traced(text, () => {
            if (!DATA_STATEMENT.test(text) || options?.blob) return tx.query<R>(text, params, options);
            return run<R>(text, params ?? [], options, true);
          });
        },
        get closed() {
          return tx.closed;
        },
      }),
    );

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      // The client's own getters read its private fields: they run on the client, not the proxy.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** PGlite's errors name the statement and its values; so do these (the logger redacts values). */
function withQuery(error: unknown, query: string, params: unknown[]): unknown {
  if (error instanceof Error) Object.assign(error, { query, params });
  return error;
}
