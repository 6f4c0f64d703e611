import { type ActorRefFrom, assign, fromCallback, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';

/**
 * A shared kiosk forgets the person who walked away (issue 28): while someone is logged in, any
 * activity restarts the inactivity period; when it runs out, "Are you still here?" counts down in
 * whole seconds; "I am still here" starts watching again, and the end of the countdown (or "Log
 * out now") finishes the machine, which the app answers by logging out and wiping the kiosk. Only
 * XState delays: the test drives a simulated clock, the browser its own.
 */

export interface KioskIdleLimits {
  /** Inactivity before the warning. */
  kioskIdleMs: number;
  /** How long the warning counts down before the session ends. */
  kioskIdleCountdownMs: number;
}

/** 120 s of inactivity, then 30 s of countdown, unless Query.clientConfig says otherwise. */
export const defaultKioskIdleLimits: KioskIdleLimits = { kioskIdleMs: 120_000, kioskIdleCountdownMs: 30_000 };

export interface KioskIdleContext {
  idleMs: number;
  countdownMs: number;
  /** What is left of the countdown while warning: a whole second per tick, the odd part first. */
  msLeft: number;
  reason: KioskIdleOutput['reason'];
}

export type KioskIdleEvent =
  /** The person touched, clicked, typed or scrolled (the activity actor, throttled). */
  | { type: 'idle.activity' }
  /** "I am still here". */
  | { type: 'idle.confirmed' }
  /** "Log out now". */
  | { type: 'idle.logoutChosen' };

/** Why the machine finished: the countdown ran out, or the person chose to leave. */
export interface KioskIdleOutput {
  reason: 'timedOut' | 'loggedOut';
}

const second = 1_000;
/** The time to the next whole second shown: the odd part of the countdown comes first. */
const nextTickMs = (msLeft: number) => msLeft - (Math.ceil(msLeft / second) - 1) * second;

const notProvided = placeholders('kioskIdle');

export const kioskIdleMachine = setup({
  types: {
    input: {} as KioskIdleLimits,
    context: {} as KioskIdleContext,
    events: {} as KioskIdleEvent,
    output: {} as KioskIdleOutput,
  },
  actors: {
    /** The page's pointerdown, keydown, touchstart and wheel, sent back as `idle.activity`. */
    activity: fromCallback<KioskIdleEvent>(notProvided('activity')),
  },
  delays: {
    idleDelay: ({ context }) => context.idleMs,
    tickDelay: ({ context }) => nextTickMs(context.msLeft),
  },
  guards: {
    lastTick: ({ context }) => context.msLeft <= nextTickMs(context.msLeft),
  },
  actions: {
    startCountdown: assign({ msLeft: ({ context }) => context.countdownMs }),
    tick: assign({ msLeft: ({ context }) => context.msLeft - nextTickMs(context.msLeft) }),
    timeOut: assign({ msLeft: 0, reason: 'timedOut' as const }),
    chooseLogout: assign({ reason: 'loggedOut' as const }),
  },
}).createMachine({
  id: 'kioskIdle',
  context: ({ input }) => ({
    // A limit that is not a positive number would end every session at once.
    idleMs: Math.max(second, input.kioskIdleMs),
    countdownMs: Math.max(second, input.kioskIdleCountdownMs),
    msLeft: 0,
    reason: 'timedOut',
  }),
  initial: 'watching',
  states: {
    watching: {
      invoke: { id: 'activity', src: 'activity' },
      on: { 'idle.activity': { target: 'watching', reenter: true } },
      after: { idleDelay: { target: 'warning' } },
    },
    warning: {
      tags: ['warning'],
      entry: 'startCountdown',
      initial: 'counting',
      on: {
        'idle.confirmed': { target: 'watching' },
        'idle.logoutChosen': { target: 'expired', actions: 'chooseLogout' },
      },
      states: {
        counting: {
          after: {
            tickDelay: [
              { guard: 'lastTick', target: '#kioskIdle.expired', actions: 'timeOut' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
      },
    },
    expired: { type: 'final' },
  },
  output: ({ context }) => ({ reason: context.reason }),
});

export type KioskIdleMachine = typeof kioskIdleMachine;
export type KioskIdleActorRef = ActorRefFrom<KioskIdleMachine>;
