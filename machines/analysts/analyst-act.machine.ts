import { assign, fromPromise, setup } from 'xstate';
import { analystKeys, readActRef } from '../replay/analysts.schema';

/**
 * One act as analysts see it (/analysts/acts/:ref, decision 062): idle until a reference is given
 * (the route sends the URL's), then loading -> loaded | notFound | refused (the ministry refused the
 * reference) | failed (retried). A reference that is none of the three shapes (registry number, rid,
 * uuid) is refused here without a call. FORBIDDEN and the "Access Denied" of a blocked user go to
 * the error policy (-> /403, or a toast and logout). The GraphQL call is an actor the UI provides
 * (ui/features/analysts/analysts.actors.ts). A loaded act's trace is exported by another actor
 * (it loads the trace and hands the file to the browser): ready -> exporting -> ready, a failed
 * export shown until the next one.
 */

/** Thrown by the UI's `loadAct` when the ministry knows no act by that reference (NOT_FOUND). */
export class AnalystActNotFound extends Error {
  constructor() {
    super('act not found');
    this.name = 'AnalystActNotFound';
  }
}

/** Thrown by the UI's `loadAct` when the ministry refuses the reference: its message. */
export class AnalystRefRefused extends Error {
  constructor(readonly messageText: string | null) {
    super('reference refused');
    this.name = 'AnalystRefRefused';
  }
}

export interface AnalystActContext {
  ref: string | null;
  act: unknown;
  /** Translation key (namespace analysts) of a reference refused here. */
  refusedKey: string | null;
  /** The ministry's own message for a reference it refused. */
  refusedText: string | null;
}

/** What `exportTrace` is given: the act's uuid and the name of the file the trace is saved as. */
export interface TraceExport {
  uuid: string;
  fileName: string;
}

export type AnalystActEvent =
  | { type: 'act.searched'; ref: string }
  | { type: 'act.retried' }
  | ({ type: 'trace.exported' } & TraceExport);

export const analystActMachine = setup({
  types: {
    context: {} as AnalystActContext,
    events: {} as AnalystActEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadAct: fromPromise<unknown, string>(async () => {
      throw new Error('loadAct not provided');
    }),
    exportTrace: fromPromise<void, TraceExport>(async () => {
      throw new Error('exportTrace not provided');
    }),
  },
  guards: {
    readable: ({ event }) => event.type === 'act.searched' && readActRef(event.ref) !== null,
    notFound: ({ event }) => 'error' in event && event.error instanceof AnalystActNotFound,
    refused: ({ event }) => 'error' in event && event.error instanceof AnalystRefRefused,
  },
}).createMachine({
  id: 'analystAct',
  context: { ref: null, act: null, refusedKey: null, refusedText: null },
  initial: 'idle',
  on: {
    'act.searched': [
      {
        guard: 'readable',
        target: '.loading',
        actions: assign({ ref: ({ event }) => event.ref.trim(), refusedKey: null, refusedText: null }),
      },
      {
        target: '.refused',
        actions: assign({
          ref: ({ event }) => event.ref,
          act: null,
          refusedKey: analystKeys.wrongRef,
          refusedText: null,
        }),
      },
    ],
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadAct',
        input: ({ context }) => context.ref ?? '',
        onDone: { target: 'loaded', actions: assign({ act: ({ event }) => event.output }) },
        onError: [
          { guard: 'notFound', target: 'notFound', actions: assign({ act: null }) },
          {
            guard: 'refused',
            target: 'refused',
            actions: assign({
              act: null,
              refusedKey: analystKeys.wrongRef,
              refusedText: ({ event }) => (event.error as AnalystRefRefused).messageText,
            }),
          },
          { target: 'failed' },
        ],
      },
    },
    loaded: {
      initial: 'ready',
      states: {
        // A second export waits for the first: only a settled export takes the event.
        ready: { on: { 'trace.exported': 'exporting' } },
        exportFailed: { on: { 'trace.exported': 'exporting' } },
        exporting: {
          invoke: {
            src: 'exportTrace',
            input: ({ event }) => {
              const { uuid, fileName } = event as Extract<AnalystActEvent, { type: 'trace.exported' }>;
              return { uuid, fileName };
            },
            onDone: 'ready',
            onError: 'exportFailed',
          },
        },
      },
    },
    notFound: {},
    refused: {},
    failed: { on: { 'act.retried': 'loading' } },
  },
});

export type AnalystActMachine = typeof analystActMachine;
