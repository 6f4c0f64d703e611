import type { SnapshotFrom } from 'xstate';
import type { StatisticsPeriod } from './period';
import type { StatisticsData, StatisticsMachine } from './statistics.machine';

export interface StatisticsView {
  period: StatisticsPeriod;
  /** The numbers to show: the last answer (while another period loads, the previous one). */
  data: StatisticsData | null;
  /** A load is under way: the page's progress indicator. */
  busy: boolean;
  /** The numbers shown are of another period than the one chosen (a new period is loading). */
  stale: boolean;
  /** The failure to show, with a retry button: the ministry's message, or null for the page's own. */
  failed: boolean;
  failureMessage: string | null;
  /** No act registered in the period (the answer is here and its total is zero). */
  empty: boolean;
}

/** What the statistics page shows, from the machine's snapshot. */
export function selectStatistics(snapshot: SnapshotFrom<StatisticsMachine>): StatisticsView {
  const { period, data, failure } = snapshot.context;
  const busy = snapshot.matches('loading');
  const failed = snapshot.matches('failed');
  const current = data !== null && data.from === period.from && data.to === period.to;
  return {
    period,
    data,
    busy,
    stale: data !== null && !current,
    failed,
    failureMessage: failed ? (failure?.refusal ?? null) : null,
    empty: current && !busy && data.total === 0,
  };
}
