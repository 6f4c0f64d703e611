import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { TraceConsentData } from '../../../machines/browser-trace/trace-consent.machine';
import type { ErrorReport } from '../../../machines/errors/error-policy';
import { BrowserTracingQuery, SetBrowserTraceConsentMutation } from '../../graphql/browser-traces.documents';
import { firstErrorReport } from '../../graphql/client';
import { silent } from './profile.actors';

/** The actors of machines/browser-trace/trace-consent.machine.ts over the session's documents. */
export function traceConsentActors(client: Client, report: (report: ErrorReport) => void) {
  return {
    load: fromPromise(async (): Promise<TraceConsentData> => {
      const result = await client.query(BrowserTracingQuery, {}, silent).toPromise();
      if (!result.data) {
        if (result.error) report(firstErrorReport(result.error, 'query'));
        throw result.error ?? new Error('no answer');
      }
      return result.data.browserTracing;
    }),
    save: fromPromise(async ({ input }: { input: { consent: boolean } }): Promise<TraceConsentData> => {
      const result = await client.mutation(SetBrowserTraceConsentMutation, input, silent).toPromise();
      if (!result.data) {
        if (result.error) report(firstErrorReport(result.error, 'mutation'));
        throw result.error ?? new Error('no answer');
      }
      return result.data.setBrowserTraceConsent;
    }),
  };
}
