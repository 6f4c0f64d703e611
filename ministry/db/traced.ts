import { ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import pg from 'pg';
import { bindToRequest, currentTrace } from '../request-id';

// The database's part of a request's trace (decision 119): each statement a traced request sends is a
// client span under the request's span, on PGlite (pglite-statements.ts) as on a PostgreSQL server
// (TracedPool below). A span names the statement by its kind and first table (`SELECT notarial_act`),
// never by its values, which may be personal data; statements outside a request (jobs) are not traced.

/** `SELECT notarial_act`: the statement's first word and the first table it reads or writes. */
export function statementSummary(text: string): { operation: string; summary: string } {
  const operation = (/^\s*([A-Za-z]+)/.exec(text)?.[1] ?? 'SQL').toUpperCase();
  const table =
    /\b(?:from|into|update|join)\s+("?)([A-Za-z_][\w]*)\1(?:\s*\.\s*("?)([A-Za-z_][\w]*)\3)?/i.exec(text);
  const name = table ? (table[4] ?? table[2]) : undefined;
  return { operation, summary: name ? `${operation} ${name}` : operation };
}

/** The span of one statement of the traced request this code runs for; undefined outside one. */
export function statementSpan(text: string): Span | undefined {
  const request = currentTrace();
  if (!request) return undefined;
  const { operation, summary } = statementSummary(text);
  return request.tracer.startSpan(
    summary,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.summary': summary,
      },
    },
    trace.setSpan(ROOT_CONTEXT, request.span),
  );
}

/** Ends a statement's span; a failed statement is an error of the span, by its SQLSTATE only. */
export function endStatement(span: Span, error?: unknown): void {
  if (error !== undefined) {
    const code = (error as { code?: unknown } | null)?.code;
    span.setAttribute('error.type', typeof code === 'string' ? code : 'error');
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** `run`'s statement `text`, as a span of the traced request it runs for (untouched outside one). */
export function traced<T>(text: string, run: () => Promise<T>): Promise<T> {
  const span = statementSpan(text);
  if (!span) return run();
  return run().then(
    (result) => {
      endStatement(span);
      return result;
    },
    (error: unknown) => {
      endStatement(span, error);
      throw error;
    },
  );
}

type Callback = (error: Error | null, result?: unknown) => void;

/** pg's Client, each statement of a traced request a span (pg's promise and callback forms alike). */
class TracedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them through.
  override query(...args: any[]): any {
    const config: unknown = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const span = typeof text === 'string' ? statementSpan(text) : undefined;
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const query = super.query as (...args: any[]) => any;
    if (!span) return query.apply(this, args);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      args[last] = (error: Error | null, result?: unknown) => {
        endStatement(span, error ?? undefined);
        callback(error, result);
      };
      return query.apply(this, args);
    }
    const result: unknown = query.apply(this, args);
    if (result instanceof Promise) {
      return result.then(
        (value: unknown) => {
          endStatement(span);
          return value;
        },
        (error: unknown) => {
          endStatement(span, error);
          throw error;
        },
      );
    }
    // A submittable (a cursor) is not timed: its rows arrive over time.
    endStatement(span);
    return result;
  }
}

/**
 * pg's Pool on TracedClient. `pool.query` gets its connection through a callback that a busy pool
 * calls when another request releases one, in that request's context: bound here to the caller's,
 * so a statement's span is always its own request's.
 */
export class TracedPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...config, Client: TracedClient });
  }
  // biome-ignore lint/suspicious/noExplicitAny: pg's connect has a promise and a callback form.
  override connect(...args: any[]): any {
    const [callback] = args;
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const connect = super.connect as (...args: any[]) => any;
    return typeof callback === 'function' ? connect.call(this, bindToRequest(callback)) : connect.call(this);
  }
}
