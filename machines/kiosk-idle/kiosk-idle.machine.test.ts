import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pathEventsOf } from '../testing/graph-events';
import {
  defaultKioskIdleLimits,
  type KioskIdleEvent,
  type KioskIdleLimits,
  kioskIdleMachine,
} from './kiosk-idle.machine';
import { kioskIdleIntents, selectKioskIdle } from './kiosk-idle.select';

const limits: KioskIdleLimits = { kioskIdleMs: 120_000, kioskIdleCountdownMs: 30_000 };

/**
 * The machine on a simulated clock, with the activity actor as ui/ provides it: `touch()` is the
 * person touching the screen while it listens; `listening()` says whether it does.
 */
function start(input: KioskIdleLimits = limits) {
  const clock = new SimulatedClock();
  let report: (() => void) | null = null;
  let listeners = 0;
  const machine = kioskIdleMachine.provide({
    actors: {
      activity: fromCallback<KioskIdleEvent>(({ sendBack }) => {
        listeners += 1;
        report = () => sendBack({ type: 'idle.activity' });
        return () => {
          listeners -= 1;
          report = null;
        };
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectKioskIdle(actor.getSnapshot());
  const intents = kioskIdleIntents((event) => actor.send(event));
  return {
    actor,
    clock,
    view,
    intents,
    touch: () => report?.(),
    listening: () => listeners,
  };
}

describe('kiosk idle machine', () => {
  it('activity restarts the inactivity period; silence opens the warning', () => {
    const idle = start();
    expect(idle.view()).toEqual({ warning: false, secondsLeft: 0, canConfirm: false, canLogOut: false });
    expect(idle.listening()).toBe(1);
    idle.clock.increment(119_999);
    idle.touch();
    idle.clock.increment(119_999);
    expect(idle.view().warning).toBe(false);
    // One activity listener at a time, restarted with the period.
    expect(idle.listening()).toBe(1);
    idle.clock.increment(1);
    expect(idle.view()).toEqual({ warning: true, secondsLeft: 30, canConfirm: true, canLogOut: true });
    // The warning wants an answer: touching elsewhere does not dismiss it.
    expect(idle.listening()).toBe(0);
    idle.actor.send({ type: 'idle.activity' });
    expect(idle.view().warning).toBe(true);
  });

  it('counts down each whole second and finishes at zero', () => {
    const idle = start();
    idle.clock.increment(120_000);
    const shown: number[] = [idle.view().secondsLeft];
    for (let tick = 0; tick < 29; tick += 1) {
      idle.clock.increment(999);
      expect(idle.view().secondsLeft).toBe(shown.at(-1));
      idle.clock.increment(1);
      shown.push(idle.view().secondsLeft);
    }
    expect(shown).toEqual(Array.from({ length: 30 }, (_, index) => 30 - index));
    expect(idle.actor.getSnapshot().status).toBe('active');
    idle.clock.increment(1_000);
    expect(idle.actor.getSnapshot().status).toBe('done');
    expect(idle.view()).toMatchObject({ warning: false, canConfirm: false, canLogOut: false });
  });

  it('"I am still here" watches again for a whole period', () => {
    const idle = start();
    idle.clock.increment(120_000);
    // The simulated clock fires what was due when it moved: one second at a time.
    for (let tick = 0; tick < 25; tick += 1) idle.clock.increment(1_000);
    expect(idle.view().secondsLeft).toBe(5);
    idle.intents.confirm();
    expect(idle.view()).toMatchObject({ warning: false, secondsLeft: 0 });
    expect(idle.listening()).toBe(1);
    idle.clock.increment(119_999);
    expect(idle.view().warning).toBe(false);
    idle.clock.increment(1);
    // A full countdown again, not what was left of the last one.
    expect(idle.view().secondsLeft).toBe(30);
  });

  it('a video conference holds the session: no period runs, not even a warning’s; afterwards a whole one', () => {
    const idle = start();
    idle.clock.increment(119_000);
    idle.actor.send({ type: 'idle.held' });
    idle.clock.increment(600_000);
    expect(idle.view().warning).toBe(false);
    expect(idle.listening()).toBe(0);
    idle.actor.send({ type: 'idle.released' });
    idle.clock.increment(119_000);
    expect(idle.view().warning).toBe(false);
    idle.clock.increment(1_000);
    expect(idle.view().warning).toBe(true);
    // Joining from the warning holds it too.
    idle.actor.send({ type: 'idle.held' });
    idle.clock.increment(60_000);
    expect(idle.actor.getSnapshot().status).toBe('active');
    expect(idle.view().warning).toBe(false);
  });

  it('"Log out now" finishes at once', () => {
    const idle = start();
    idle.clock.increment(120_000);
    expect(idle.view().secondsLeft).toBe(30);
    idle.intents.logOut();
    expect(idle.actor.getSnapshot().status).toBe('done');
    expect(idle.listening()).toBe(0);
  });

  it('rounds a countdown that is not a whole number of seconds up to the next second', () => {
    const idle = start({ kioskIdleMs: 5_000, kioskIdleCountdownMs: 2_500 });
    idle.clock.increment(5_000);
    expect(idle.view().secondsLeft).toBe(3);
    idle.clock.increment(1_000);
    expect(idle.view().secondsLeft).toBe(2);
    idle.clock.increment(1_000);
    expect(idle.view().secondsLeft).toBe(1);
    idle.clock.increment(999);
    expect(idle.actor.getSnapshot().status).toBe('active');
    idle.clock.increment(1);
    expect(idle.actor.getSnapshot().status).toBe('done');
  });

  it('never ends a session at once on a limit below a second', () => {
    const idle = start({ kioskIdleMs: 0, kioskIdleCountdownMs: -5 });
    idle.clock.increment(999);
    expect(idle.view().warning).toBe(false);
    idle.clock.increment(1);
    expect(idle.view().secondsLeft).toBe(1);
    idle.clock.increment(1_000);
    expect(idle.actor.getSnapshot().status).toBe('done');
  });

  it('defaults to 120 s of inactivity and 30 s of countdown', () => {
    expect(defaultKioskIdleLimits).toEqual({ kioskIdleMs: 120_000, kioskIdleCountdownMs: 30_000 });
  });
});

describe('kiosk idle machine paths (xstate/graph)', () => {
  const quiet = kioskIdleMachine.provide({ actors: { activity: fromCallback(() => () => {}) } });
  const short: KioskIdleLimits = { kioskIdleMs: 2_000, kioskIdleCountdownMs: 2_000 };
  const events = pathEventsOf(kioskIdleMachine);
  const serialize = (snapshot: unknown) => {
    const s = snapshot as SnapshotFrom<typeof kioskIdleMachine>;
    return JSON.stringify([s.value, s.context.secondsLeft, s.status]);
  };
  const paths = getShortestPaths(quiet, { events: events as never, input: short, serializeState: serialize });

  it('walks every event of the chart and reaches every state', () => {
    expect(events.map((event) => event.type)).toEqual([
      'idle.activity',
      'idle.confirmed',
      'idle.held',
      'idle.logoutChosen',
      'idle.released',
      'xstate.after.countdownTick.kioskIdle.warning.counting',
      'xstate.after.idleDelay.kioskIdle.watching',
    ]);
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(['"expired"', '"held"', '"watching"', '{"warning":"counting"}']);
    // Both seconds of the short countdown are shown on some path.
    const shown = paths
      .filter((path) => path.state.hasTag('warning'))
      .map((path) => path.state.context.secondsLeft);
    expect([...new Set(shown)].sort()).toEqual([1, 2]);
  });

  it('a real actor on a real clock follows each path', () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const actor = createActor(quiet, { input: short, clock }).start();
      for (const step of path.steps) {
        const type: string = step.event.type;
        // Delays pass on the clock, as in the browser; the person's events are sent.
        if (type === 'xstate.after.idleDelay.kioskIdle.watching') clock.increment(2_000);
        else if (type === 'xstate.after.countdownTick.kioskIdle.warning.counting') clock.increment(1_000);
        else if (!type.startsWith('xstate.')) actor.send(step.event as KioskIdleEvent);
      }
      expect(serialize(actor.getSnapshot())).toBe(serialize(path.state));
      actor.stop();
    }
  });
});
