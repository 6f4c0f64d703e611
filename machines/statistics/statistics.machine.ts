import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import type { StatisticsPeriod } from './period';

/**
 * The statistics page (`/statistics`, issue 12; decision 053): it loads the period's statistics,
 * shows them, and on a failure says why and offers to try again. Choosing another period loads it
 * while the numbers of the last period stay on screen, marked as being replaced; a choice made
 * while one is loading replaces that load (its answer is dropped). No I/O of its own: the host
 * provides `load` (the GraphQL query).
 */

/** The statistics as the page shows them (the gateway's ActStatistics). */
export interface StatisticsData {
  from: string;
  to: string;
  total: number;
  averageDays: number | null;
  months: readonly { month: string; count: number; averageDays: number | null }[];
  types: readonly { type: string; count: number }[];
  regions: readonly { regionId: number; name: { oz: string; uz: string; ru: string }; count: number }[];
  registrationTypes: readonly { registrationType: string; count: number }[];
}

/**
 * Why a load failed, as the host classifies it: the period refused with the ministry's message in
 * the user's language (`refusal`), or no answer (`refusal` null: the page's own "unavailable" text).
 * Any other rejection (a network error's own text) is unavailable.
 */
export interface StatisticsFailure {
  refusal: string | null;
}

export interface StatisticsContext {
  period: StatisticsPeriod;
  data: StatisticsData | null;
  failure: StatisticsFailure | null;
}

export type StatisticsEvent = { type: 'period.chosen'; period: StatisticsPeriod } | { type: 'retry' };

const notProvided = placeholders('statistics');

const failureOf = (error: unknown): StatisticsFailure => {
  const refusal = (error as Partial<StatisticsFailure> | undefined)?.refusal;
  return { refusal: typeof refusal === 'string' && refusal !== '' ? refusal : null };
};

export const statisticsMachine = setup({
  types: {
    input: {} as { period: StatisticsPeriod },
    context: {} as StatisticsContext,
    events: {} as StatisticsEvent,
  },
  actors: {
    /** The statistics of a period; rejects with a `StatisticsFailure` (anything else: unavailable). */
    load: fromPromise<StatisticsData, StatisticsPeriod>(notProvided('load')),
  },
  guards: {
    otherPeriod: ({ context, event }) =>
      event.type === 'period.chosen' &&
      (event.period.from !== context.period.from || event.period.to !== context.period.to),
  },
  actions: {
    choosePeriod: assign({
      period: ({ context, event }) => (event.type === 'period.chosen' ? event.period : context.period),
    }),
  },
}).createMachine({
  id: 'statistics',
  context: ({ input }) => ({ period: input.period, data: null, failure: null }),
  initial: 'loading',
  on: {
    'period.chosen': { guard: 'otherPeriod', target: '.loading', reenter: true, actions: 'choosePeriod' },
  },
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => context.period,
        onDone: {
          target: 'shown',
          // The answer names its period: an answer is shown with the period it was asked for.
          actions: assign({ data: ({ event }) => event.output }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    shown: {},
    failed: {
      on: { retry: 'loading' },
    },
  },
});

export type StatisticsMachine = typeof statisticsMachine;

/** Every state of the chart, for the tests that must visit them all. */
export const statisticsStateValues = ['loading', 'shown', 'failed'] as const;
