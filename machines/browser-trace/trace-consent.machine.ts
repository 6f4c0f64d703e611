import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';

/**
 * The user's consent to having their sessions traced (issue 14, decision 061), a switch on the profile
 * page that support asks a caller to turn on: loading -> ready (idle, saving) | failed (retried).
 * The consent and whether this session is traced are the ministry's answer, kept in the context. The
 * GraphQL calls are actors the UI provides (ui/features/profile/browser-trace-consent.tsx).
 */

export interface TraceConsentData {
  consent: boolean;
  traced: boolean;
}

export interface TraceConsentContext {
  data: TraceConsentData | null;
}

export type TraceConsentEvent =
  | { type: 'traceConsent.changed'; consent: boolean }
  | { type: 'traceConsent.retried' };

const notProvided = placeholders('traceConsent');

export const traceConsentMachine = setup({
  types: {
    context: {} as TraceConsentContext,
    events: {} as TraceConsentEvent,
  },
  actors: {
    /** Query.browserTracing. */
    load: fromPromise<TraceConsentData>(notProvided('load')),
    /** Mutation.setBrowserTraceConsent. */
    save: fromPromise<TraceConsentData, { consent: boolean }>(notProvided('save')),
  },
  actions: {
    keep: assign({ data: ({ event }) => (event as unknown as { output: TraceConsentData }).output }),
  },
  guards: {
    changes: ({ context, event }) =>
      event.type === 'traceConsent.changed' && context.data?.consent !== event.consent,
  },
}).createMachine({
  id: 'traceConsent',
  context: { data: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: { src: 'load', onDone: { target: 'ready', actions: 'keep' }, onError: 'failed' },
    },
    failed: {
      tags: ['error'],
      on: { 'traceConsent.retried': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'traceConsent.changed': { guard: 'changes', target: 'saving' } },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'save',
            input: ({ event }) => ({ consent: (event as { consent: boolean }).consent }),
            onDone: { target: 'idle', actions: 'keep' },
            // The error policy has told the user; the switch stays as the ministry last said.
            onError: 'idle',
          },
        },
      },
    },
  },
});

export interface TraceConsentView {
  /** Null until the ministry answered. */
  consent: boolean | null;
  traced: boolean;
  busy: boolean;
  failed: boolean;
  canChange: boolean;
}

export function selectTraceConsent(snapshot: SnapshotFrom<typeof traceConsentMachine>): TraceConsentView {
  const data = snapshot.context.data;
  return {
    consent: data?.consent ?? null,
    traced: data?.traced ?? false,
    busy: snapshot.hasTag('busy'),
    failed: snapshot.hasTag('error'),
    canChange: snapshot.can({ type: 'traceConsent.changed', consent: !(data?.consent ?? false) }),
  };
}
