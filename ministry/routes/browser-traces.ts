import type { FastifyInstance } from 'fastify';
import {
  actBrowserTracesSchema,
  browserTraceBatchSchema,
  browserTraceConsentSchema,
  browserTraceIdParamsSchema,
  traceLimits,
} from '../../machines/browser-trace/browser-trace.schema';
import { actRefParamsSchema } from '../../machines/replay/analysts.schema';
import { readableActIds } from '../acts/queries';
import { findAct, recordView } from '../acts/replay';
import { analystsOnly } from '../auth/administrator';
import { sessionOf } from '../auth/plugin';
import {
  type BrowserTraceOptions,
  setConsent,
  storeBatch,
  traceReplay,
  tracesOfAct,
  tracingOf,
} from '../browser-traces/store';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';

// Browser traces (issue 14, decision 061). The session's own: whether it is traced, the user's
// consent (after contacting support), and the upload of one batch. The analysts': the traces linked to
// an act and one trace's replay, every view audited (acts.analyst_views).

/** A batch's JSON at its byte cap, with room for the envelope; more is 413 before any handler runs. */
const uploadBodyLimit = traceLimits.batchBytes * 2 + 16_384;

export function browserTraceRoutes({
  db,
  now,
  options,
}: {
  db: Database;
  now: () => Date;
  options: BrowserTraceOptions;
}) {
  const required = { config: { session: 'required' as const } };
  return async (app: FastifyInstance) => {
    app.get('/browser_traces/session', required, async (request) =>
      tracingOf(db, options, sessionOf(request)),
    );

    app.post('/browser_traces/consent', required, async (request) => {
      const session = sessionOf(request);
      const { consent } = parseInput(browserTraceConsentSchema, request.body);
      await setConsent(db, session.userId, consent, now());
      return tracingOf(db, options, session);
    });

    app.post('/browser_traces', { ...required, bodyLimit: uploadBodyLimit }, async (request) => {
      const session = sessionOf(request);
      const batch = parseInput(browserTraceBatchSchema, request.body);
      const tracing = await tracingOf(db, options, session);
      if (!tracing.traced) throw new MinistryError(403, 'forbidden');
      return storeBatch(db, session, batch, now(), {
        dailyLimit: options.dailyLimit,
        readableActs: readableActIds,
      });
    });
  };
}

export function browserTraceAnalystRoutes({ db, now }: { db: Database; now: () => Date }) {
  const required = { config: { session: 'required' as const } };
  return async (app: FastifyInstance) => {
    const analystOf = analystsOnly(app, db);

    app.get('/analysts/acts/:ref/browser_traces', required, async (request) => {
      const userId = analystOf(request);
      const { ref } = parseInput(actRefParamsSchema, request.params);
      const act = await findAct(db, ref);
      await recordView(db, { userId, actId: act.id, view: 'browser_traces', at: now() });
      return actBrowserTracesSchema.parse({ items: await tracesOfAct(db, act.id) });
    });

    app.get('/analysts/browser_traces/:id', required, async (request) => {
      const userId = analystOf(request);
      const { id } = parseInput(browserTraceIdParamsSchema, request.params);
      const at = now();
      const { firstAct, ...replay } = await traceReplay(db, id, at);
      await recordView(db, { userId, actId: firstAct, view: 'browser_trace', query: { trace: id }, at });
      return replay;
    });
  };
}
