import type { SnapshotFrom } from 'xstate';
import { type ReplayStepperMachine, visibleSteps } from './replay-stepper.machine';

export interface ReplayStepperView {
  /** The current step's index into the steps (0 when there are none). */
  index: number;
  /** Its position among the visible steps, 1-based (0 when none is visible). */
  position: number;
  /** How many steps the stepper visits (all, or the failures only). */
  count: number;
  /** The indexes of the visible steps, in order. */
  visible: number[];
  failuresOnly: boolean;
  playing: boolean;
  canFirst: boolean;
  canPrevious: boolean;
  canNext: boolean;
  canLast: boolean;
  canPlay: boolean;
}

export function selectReplayStepper(snapshot: SnapshotFrom<ReplayStepperMachine>): ReplayStepperView {
  const { context } = snapshot;
  const visible = visibleSteps(context);
  return {
    index: context.index,
    position: visible.indexOf(context.index) + 1,
    count: visible.length,
    visible,
    failuresOnly: context.failuresOnly,
    playing: snapshot.matches('playing'),
    canFirst: snapshot.can({ type: 'stepper.first' }),
    canPrevious: snapshot.can({ type: 'stepper.previous' }),
    canNext: snapshot.can({ type: 'stepper.next' }),
    canLast: snapshot.can({ type: 'stepper.last' }),
    canPlay: snapshot.can({ type: 'stepper.played' }),
  };
}
