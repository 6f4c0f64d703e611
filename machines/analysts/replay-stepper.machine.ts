import { assign, setup } from 'xstate';
import type { ReplayOutcome } from '../replay/replay.schema';

/**
 * Stepping through a replay (decision 062): an act's journal replayed, or a browser trace (the same
 * step shape, machines/replay/replay.schema.ts). The current step is an index into the steps; the
 * "failures only" filter narrows the steps the stepper visits to those today's machine refused, went
 * elsewhere on, or could not replay (refused, diverged, skipped). Paused, or playing: one step every
 * `playInterval` until the last visible step, where it pauses by itself.
 */

/** What the stepper reads of a step: how today's machine took it. */
export interface StepperStep {
  outcome: ReplayOutcome;
}

export const failureOutcomes: readonly ReplayOutcome[] = ['refused', 'diverged', 'skipped'];
export const isFailure = (step: StepperStep) => failureOutcomes.includes(step.outcome);

export interface ReplayStepperContext {
  outcomes: readonly ReplayOutcome[];
  index: number;
  failuresOnly: boolean;
}

export type ReplayStepperEvent =
  | { type: 'stepper.first' }
  | { type: 'stepper.previous' }
  | { type: 'stepper.next' }
  | { type: 'stepper.last' }
  | { type: 'stepper.chosen'; index: number }
  | { type: 'stepper.played' }
  | { type: 'stepper.paused' }
  | { type: 'stepper.failuresOnlySet'; on: boolean };

/** The step indexes the stepper visits: every step, or only the failures. */
export function visibleSteps(context: Pick<ReplayStepperContext, 'outcomes' | 'failuresOnly'>): number[] {
  const all = context.outcomes.map((_, index) => index);
  return context.failuresOnly
    ? all.filter((index) => failureOutcomes.includes(context.outcomes[index]!))
    : all;
}

const neighbour = (context: ReplayStepperContext, direction: 1 | -1): number | null => {
  const visible = visibleSteps(context);
  const found =
    direction === 1
      ? visible.find((index) => index > context.index)
      : visible.findLast((index) => index < context.index);
  return found ?? null;
};

const edge = (context: ReplayStepperContext, which: 'first' | 'last'): number | null => {
  const visible = visibleSteps(context);
  const found = which === 'first' ? visible[0] : visible.at(-1);
  return found === undefined || found === context.index ? null : found;
};

export const replayStepperMachine = setup({
  types: {
    context: {} as ReplayStepperContext,
    events: {} as ReplayStepperEvent,
    input: {} as { steps: readonly StepperStep[]; index?: number },
  },
  delays: { playInterval: 1200 },
  guards: {
    hasNext: ({ context }) => neighbour(context, 1) !== null,
    hasPrevious: ({ context }) => neighbour(context, -1) !== null,
    notAtFirst: ({ context }) => edge(context, 'first') !== null,
    notAtLast: ({ context }) => edge(context, 'last') !== null,
    chosenVisible: ({ context, event }) =>
      event.type === 'stepper.chosen' &&
      event.index !== context.index &&
      visibleSteps(context).includes(event.index),
  },
  actions: {
    toNext: assign({ index: ({ context }) => neighbour(context, 1) ?? context.index }),
    toPrevious: assign({ index: ({ context }) => neighbour(context, -1) ?? context.index }),
    toFirst: assign({ index: ({ context }) => edge(context, 'first') ?? context.index }),
    toLast: assign({ index: ({ context }) => edge(context, 'last') ?? context.index }),
    toChosen: assign({
      index: ({ context, event }) => (event.type === 'stepper.chosen' ? event.index : context.index),
    }),
    // Turned on away from a failure: go to the first failure (if there is any); turned off: stay.
    setFilter: assign(({ context, event }) => {
      if (event.type !== 'stepper.failuresOnlySet') return {};
      const next = { ...context, failuresOnly: event.on };
      const visible = visibleSteps(next);
      const index = visible.includes(context.index) ? context.index : (visible[0] ?? context.index);
      return { failuresOnly: event.on, index };
    }),
  },
}).createMachine({
  id: 'replayStepper',
  context: ({ input }) => ({
    outcomes: input.steps.map((step) => step.outcome),
    index: Math.min(Math.max(0, input.index ?? 0), Math.max(0, input.steps.length - 1)),
    failuresOnly: false,
  }),
  initial: 'paused',
  on: {
    'stepper.first': { guard: 'notAtFirst', actions: 'toFirst' },
    'stepper.last': { guard: 'notAtLast', actions: 'toLast' },
    'stepper.previous': { guard: 'hasPrevious', actions: 'toPrevious' },
    'stepper.chosen': { guard: 'chosenVisible', actions: 'toChosen' },
    'stepper.failuresOnlySet': { target: '.paused', actions: 'setFilter' },
  },
  states: {
    paused: {
      on: {
        'stepper.next': { guard: 'hasNext', actions: 'toNext' },
        'stepper.played': { guard: 'hasNext', target: 'playing' },
      },
    },
    playing: {
      on: {
        'stepper.paused': 'paused',
        'stepper.next': { guard: 'hasNext', actions: 'toNext' },
        // Moving by hand stops the play, so the step an analyst picked stays on screen.
        'stepper.first': { guard: 'notAtFirst', target: 'paused', actions: 'toFirst' },
        'stepper.last': { guard: 'notAtLast', target: 'paused', actions: 'toLast' },
        'stepper.previous': { guard: 'hasPrevious', target: 'paused', actions: 'toPrevious' },
        'stepper.chosen': { guard: 'chosenVisible', target: 'paused', actions: 'toChosen' },
      },
      after: {
        playInterval: [
          { guard: 'hasNext', target: 'playing', reenter: true, actions: 'toNext' },
          { target: 'paused' },
        ],
      },
    },
  },
});

export type ReplayStepperMachine = typeof replayStepperMachine;
