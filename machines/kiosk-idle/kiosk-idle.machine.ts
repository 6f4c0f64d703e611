import { type ActorRefFrom, assign, fromCallback, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';

/**
 * A shared kiosk forgets the person who walked away (issue 28, decision 074): while someone is
 * logged in, any activity restarts the inactivity period; when it runs out, "Are you still here?"
 * counts down in whole seconds; "I am still here" starts watching again, and the end of the
 * countdown (or "Log out now") finishes the machine, which the app answers by logging out and
 * wiping the kiosk. Only XState delays: the tests drive a simulated clock, the browser its own.
 * It is in the first load of every page (the app invokes it): keep it small (decision 029).
 */

export interface KioskIdleLimits {
  /** Inactivity before the warning. */
  kioskIdleMs: number;
  /** The warning's countdown before the session ends; shown, and counted, in whole seconds. */
  kioskIdleCountdownMs: number;
}

/** 120 s of inactivity, then 30 s of countdown, unless Query.clientConfig says otherwise. */
export const defaultKioskIdleLimits: KioskIdleLimits = { kioskIdleMs: 120_000, kioskIdleCountdownMs: 30_000 };

export interface KioskIdleContext {
  idleMs: number;
  /** Whole seconds of the countdown, at least one. */
  countdownSeconds: number;
  /** What the warning shows. */
  secondsLeft: number;
}

export type KioskIdleEvent =
  /** The person touched, clicked, typed or scrolled (the activity actor, throttled). */
  | { type: 'idle.activity' }
  /** "I am still here". */
  | { type: 'idle.confirmed' }
  /** "Log out now". */
  | { type: 'idle.logoutChosen' }
  /** The person is in a video conference, where nobody touches the screen: no period runs. */
  | { type: 'idle.held' }
  /** The conference is over for them: a whole period starts. */
  | { type: 'idle.released' };

const notProvided = placeholders('kioskIdle');

export const kioskIdleMachine = setup({
  types: {
    input: {} as KioskIdleLimits,
    context: {} as KioskIdleContext,
    events: {} as KioskIdleEvent,
  },
  actors: {
    /** The page's pointerdown, keydown, touchstart and wheel, sent back as `idle.activity`. */
    activity: fromCallback<KioskIdleEvent>(notProvided('activity')),
  },
  delays: {
    idleDelay: ({ context }) => context.idleMs,
    countdownTick: 1_000,
  },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    startCountdown: assign({ secondsLeft: ({ context }) => context.countdownSeconds }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
}).createMachine({
  id: 'kioskIdle',
  // A limit below a second (never from the gateway, which checks its bounds) would end every session at once.
  context: ({ input }) => ({
    idleMs: Math.max(1_000, input.kioskIdleMs),
    countdownSeconds: Math.max(1, Math.ceil(input.kioskIdleCountdownMs / 1_000)),
    secondsLeft: 0,
  }),
  initial: 'watching',
  states: {
    watching: {
      invoke: { src: 'activity' },
      on: { 'idle.activity': { target: 'watching', reenter: true }, 'idle.held': 'held' },
      after: { idleDelay: 'warning' },
    },
    held: { on: { 'idle.released': 'watching' } },
    warning: {
      tags: 'warning',
      entry: 'startCountdown',
      on: { 'idle.confirmed': 'watching', 'idle.logoutChosen': 'expired', 'idle.held': 'held' },
      initial: 'counting',
      states: {
        counting: {
          after: {
            countdownTick: [
              { guard: 'lastSecond', target: '#kioskIdle.expired' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
      },
    },
    expired: { type: 'final' },
  },
});

export type KioskIdleMachine = typeof kioskIdleMachine;
export type KioskIdleActorRef = ActorRefFrom<KioskIdleMachine>;
