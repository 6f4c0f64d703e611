import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { StatisticsPeriod } from '../../../machines/statistics/period';
import type { StatisticsData, StatisticsFailure } from '../../../machines/statistics/statistics.machine';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { ActStatisticsQuery } from './statistics.documents';

// The page shows its own failure with a retry button; the error toast would only repeat it.
const context: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/** The statistics machine's load (machines/statistics): the period's statistics through the gateway. */
export function statisticsActors(client: Client) {
  return {
    load: fromPromise(async ({ input }: { input: StatisticsPeriod }): Promise<StatisticsData> => {
      const result = await client.query(ActStatisticsQuery, input, context).toPromise();
      if (result.data) return result.data.actStatistics;
      const report = result.error ? firstErrorReport(result.error, 'query') : null;
      // A refused period says why in the user's language (the ministry's message); anything else is
      // the page's own "unavailable" text.
      const failure: StatisticsFailure = { refusal: report?.code === 'BAD_REQUEST' ? report.message : null };
      throw failure;
    }),
  };
}
