import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import {
  AnalystActNotFound,
  AnalystRefRefused,
  type TraceExport,
} from '../../../machines/analysts/analyst-act.machine';
import type { BrowserTraceSummary } from '../../../machines/analysts/browser-traces.machine';
import type { StuckActsFilter } from '../../../machines/analysts/stuck-acts.machine';
import type { ErrorReport } from '../../../machines/errors/error-policy';
import { type ListPage, ListQueryRefused } from '../../../machines/paging/filtered-list.machine';
import { useFragment as readFragment } from '../../gql';
import type {
  AnalystActQuery as AnalystActResult,
  BrowserReplayFieldsFragment,
  BrowserTraceReplayQuery as BrowserTraceReplayResult,
} from '../../gql/graphql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { refusedFields } from '../../graphql/failure';
import { AnalystActQuery, AnalystActTraceQuery, StuckActsQuery } from './analysts.documents';
import {
  ActBrowserTracesQuery,
  BrowserReplayFragment,
  BrowserTraceReplayQuery,
  BrowserTraceSummaryFragment,
} from './browser-traces.documents';

export type AnalystActData = AnalystActResult['analystAct'];
type TracedActorResult = BrowserTraceReplayResult['browserTraceReplay']['actors'][number];

/** One browser trace replayed, its fragments read: the trace, each traced actor with its replay. */
export interface BrowserTraceReplayData {
  trace: BrowserTraceSummary;
  actors: (Omit<TracedActorResult, 'replay'> & { replay: BrowserReplayFieldsFragment | null })[];
  acts: readonly number[];
}

// The pages show a refused filter or reference and an unknown act themselves; every other failure
// (FORBIDDEN -> /403, the "Access Denied" of a blocked user -> toast and logout) goes to the error policy.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/** The actors of machines/analysts: the stuck acts list and one act's replay. */
export function analystsActors(client: Client, report: (report: ErrorReport) => void) {
  const failed = (error: CombinedError | undefined) => {
    if (error) report(firstErrorReport(error, 'query'));
    return error ?? new Error('no answer');
  };
  return {
    loadPage: fromPromise(
      async ({ input }: { input: { filter: StuckActsFilter; page: number } }): Promise<ListPage> => {
        const { filter, page } = input;
        const result = await client.query(StuckActsQuery, { filter, page }, silent).toPromise();
        if (result.data) return result.data.stuckActs;
        const fields = refusedFields(result.error);
        if (fields) throw new ListQueryRefused(fields);
        throw failed(result.error);
      },
    ),
    exportTrace: fromPromise(async ({ input }: { input: TraceExport }) => {
      const trace = await loadActTrace(client, input.uuid);
      if (!trace) throw new Error('no trace');
      download(input.fileName, trace.json);
    }),
    loadAct: fromPromise(async ({ input }: { input: string }): Promise<unknown> => {
      const result = await client.query(AnalystActQuery, { ref: input }, silent).toPromise();
      if (result.data) return result.data.analystAct;
      const code = result.error?.graphQLErrors[0]?.extensions?.code;
      if (code === 'NOT_FOUND') throw new AnalystActNotFound();
      const fields = refusedFields(result.error);
      if (fields) throw new AnalystRefRefused(Object.values(fields)[0] ?? null);
      throw failed(result.error);
    }),
    loadTraces: fromPromise(async ({ input }: { input: string }): Promise<readonly BrowserTraceSummary[]> => {
      const result = await client.query(ActBrowserTracesQuery, { ref: input }, silent).toPromise();
      if (result.data)
        return result.data.actBrowserTraces.map((trace) => readFragment(BrowserTraceSummaryFragment, trace));
      throw failed(result.error);
    }),
    loadReplay: fromPromise(async ({ input }: { input: number }): Promise<unknown> => {
      const result = await client.query(BrowserTraceReplayQuery, { id: input }, silent).toPromise();
      const answer = result.data?.browserTraceReplay;
      if (answer) {
        const data: BrowserTraceReplayData = {
          trace: readFragment(BrowserTraceSummaryFragment, answer.trace),
          actors: answer.actors.map((actor) => ({
            ...actor,
            replay: actor.replay ? readFragment(BrowserReplayFragment, actor.replay) : null,
          })),
          acts: answer.acts,
        };
        return data;
      }
      throw failed(result.error);
    }),
  };
}

/** The act's trace as @statelyai/inspect events, as a file's text and its count; null on failure. */
/** Hands a text to the browser as a file to save. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export async function loadActTrace(
  client: Client,
  ref: string,
): Promise<{ eventCount: number; json: string } | null> {
  const result = await client
    .query(AnalystActTraceQuery, { ref }, { requestPolicy: 'network-only' })
    .toPromise();
  return result.data?.analystActTrace ?? null;
}
