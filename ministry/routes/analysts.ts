import type { FastifyInstance } from 'fastify';
import { actAnalystView, initialActContext } from '../../machines/replay/act.replay';
import {
  actRefParamsSchema,
  defaultStepLimitsHours,
  type StepLimits,
  stuckActsQuerySchema,
} from '../../machines/replay/analysts.schema';
import { toInspectEvents } from '../../machines/replay/inspect';
import { analystAct, findAct, recordView, replayAct, stuckActs } from '../acts/replay';
import { analystsOnly } from '../auth/administrator';
import type { Database } from '../db/database';
import { parseInput } from '../errors';

// The analysts' routes (issue 14, decision 060), role analyst only (403 otherwise): an act's replay,
// its trace as @statelyai/inspect events, and the stuck acts. Every view is audited
// (acts.analyst_views); every answer is built from the act's allow-list (machines/replay/analyst-view.ts).

export function analystRoutes({
  db,
  now,
  stepLimits = defaultStepLimitsHours,
}: {
  db: Database;
  now: () => Date;
  stepLimits?: StepLimits;
}) {
  const required = { config: { session: 'required' as const } };
  return async (app: FastifyInstance) => {
    const analystOf = analystsOnly(app, db);

    app.get('/analysts/acts/:ref', required, async (request) => {
      const userId = analystOf(request);
      const { ref } = parseInput(actRefParamsSchema, request.params);
      const act = await findAct(db, ref);
      const at = now();
      await recordView(db, { userId, actId: act.id, view: 'act', at });
      return analystAct(db, act, at);
    });

    app.get('/analysts/acts/:ref/trace', required, async (request) => {
      const userId = analystOf(request);
      const { ref } = parseInput(actRefParamsSchema, request.params);
      const act = await findAct(db, ref);
      const at = now();
      await recordView(db, { userId, actId: act.id, view: 'export', at });
      const { trace, result } = await replayAct(db, act, at);
      return { events: toInspectEvents(trace, result, actAnalystView, initialActContext(trace)) };
    });

    app.get('/analysts/stuck_acts', required, async (request) => {
      const userId = analystOf(request);
      const query = parseInput(stuckActsQuerySchema, request.query);
      const at = now();
      await recordView(db, { userId, actId: null, view: 'stuck_acts', query, at });
      return stuckActs(db, query, stepLimits, at);
    });
  };
}
