import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ReplayOutcome } from '../replay/replay.schema';
import { replayStepperMachine } from './replay-stepper.machine';
import { selectReplayStepper } from './replay-stepper.select';

const stepsOf = (...outcomes: ReplayOutcome[]) => outcomes.map((outcome) => ({ outcome }));

function start(outcomes: ReplayOutcome[], index?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(replayStepperMachine, { input: { steps: stepsOf(...outcomes), index }, clock });
  actor.start();
  return { actor, clock, view: () => selectReplayStepper(actor.getSnapshot()) };
}

describe('the replay stepper', () => {
  it('steps first, next, previous and last within the steps, and a step chosen by hand', () => {
    const { actor, view } = start(['started', 'applied', 'edited', 'applied']);
    expect(view()).toMatchObject({ index: 0, position: 1, count: 4, canFirst: false, canPrevious: false });
    expect(view()).toMatchObject({ canNext: true, canLast: true, canPlay: true, playing: false });
    actor.send({ type: 'stepper.next' });
    expect(view()).toMatchObject({ index: 1, canFirst: true, canPrevious: true });
    actor.send({ type: 'stepper.last' });
    expect(view()).toMatchObject({ index: 3, position: 4, canNext: false, canLast: false, canPlay: false });
    actor.send({ type: 'stepper.next' });
    expect(view().index).toBe(3);
    actor.send({ type: 'stepper.previous' });
    expect(view().index).toBe(2);
    actor.send({ type: 'stepper.first' });
    expect(view().index).toBe(0);
    actor.send({ type: 'stepper.chosen', index: 2 });
    expect(view().index).toBe(2);
    actor.send({ type: 'stepper.chosen', index: 9 });
    expect(view().index).toBe(2);
  });

  it('plays one step each interval and pauses by itself at the last step', () => {
    const { actor, clock, view } = start(['started', 'applied', 'applied']);
    actor.send({ type: 'stepper.played' });
    expect(view()).toMatchObject({ playing: true, index: 0 });
    clock.increment(1199);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view()).toMatchObject({ playing: true, index: 1 });
    clock.increment(1200);
    expect(view()).toMatchObject({ index: 2 });
    clock.increment(1200);
    expect(view()).toMatchObject({ playing: false, index: 2, canPlay: false });
  });

  it('pauses when asked, and when an analyst moves by hand', () => {
    const { actor, clock, view } = start(['started', 'applied', 'applied', 'applied', 'applied']);
    actor.send({ type: 'stepper.played' });
    actor.send({ type: 'stepper.paused' });
    clock.increment(5000);
    expect(view()).toMatchObject({ playing: false, index: 0 });
    // Each move by hand, made while playing, pauses at the step it moved to.
    const moves = [
      [{ type: 'stepper.chosen', index: 3 }, 3],
      [{ type: 'stepper.previous' }, 2],
      [{ type: 'stepper.first' }, 0],
      [{ type: 'stepper.last' }, 4],
    ] as const;
    for (const [event, index] of moves) {
      if (view().index === 4) actor.send({ type: 'stepper.previous' });
      actor.send({ type: 'stepper.played' });
      expect(view().playing).toBe(true);
      actor.send(event);
      expect(view()).toMatchObject({ playing: false, index });
    }
    actor.send({ type: 'stepper.first' });
    // A next step while playing keeps playing.
    actor.send({ type: 'stepper.played' });
    actor.send({ type: 'stepper.next' });
    expect(view()).toMatchObject({ playing: true, index: 1 });
  });

  it('visits the failures only when filtered, going to the first failure', () => {
    const { actor, view } = start(['started', 'applied', 'refused', 'applied', 'diverged', 'skipped']);
    actor.send({ type: 'stepper.failuresOnlySet', on: true });
    expect(view()).toMatchObject({ failuresOnly: true, index: 2, position: 1, count: 3, visible: [2, 4, 5] });
    actor.send({ type: 'stepper.next' });
    expect(view().index).toBe(4);
    actor.send({ type: 'stepper.chosen', index: 3 });
    expect(view().index).toBe(4);
    actor.send({ type: 'stepper.last' });
    expect(view().index).toBe(5);
    actor.send({ type: 'stepper.first' });
    expect(view().index).toBe(2);
    actor.send({ type: 'stepper.failuresOnlySet', on: false });
    expect(view()).toMatchObject({ failuresOnly: false, index: 2, count: 6 });
    actor.send({ type: 'stepper.previous' });
    expect(view().index).toBe(1);
  });

  it('stops playing when the filter changes, and stays put when there is no failure', () => {
    const { actor, view } = start(['started', 'applied', 'applied'], 1);
    actor.send({ type: 'stepper.played' });
    actor.send({ type: 'stepper.failuresOnlySet', on: true });
    expect(view()).toMatchObject({ playing: false, index: 1, position: 0, count: 0 });
    expect(view()).toMatchObject({
      canFirst: false,
      canPrevious: false,
      canNext: false,
      canLast: false,
      canPlay: false,
    });
  });

  it('has nothing to step through without steps, and keeps a given index in range', () => {
    expect(start([]).view()).toMatchObject({ index: 0, count: 0, canNext: false, canPlay: false });
    expect(start(['started', 'applied'], 7).view().index).toBe(1);
    vi.restoreAllMocks();
  });
});
