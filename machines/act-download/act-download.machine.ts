import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import type { ErrorSituation } from '../errors/error-policy';

/**
 * A file of the act (print form, refusal resolution), fetched with the session's token (decision 088):
 *
 *     idle -> fetching -> idle               (saved in a browser)
 *                      -> shown -> idle      (a kiosk: shown in its print dialog until closed)
 *                      -> idle, reported     (refused: the error policy's toast, section 8)
 *
 * One fetch at a time: the button is busy while it runs. The file a kiosk shows stays in memory only
 * while its dialog is open: leaving `shown` releases it (`releaseFile`, the UI's).
 * The fetch is an actor the UI provides (ui/features/acts/act-download.tsx, over download.ts).
 */

/** The file a kiosk shows before it is printed: an object URL and the name the server gave it. */
export interface ShownFile {
  href: string;
  name: string;
}

export interface ActFile {
  url: string;
  name: string;
}

/** Why the file was not given: the gateway's code and message, for the error policy. */
export type ActDownloadFailure = Pick<ErrorSituation, 'code' | 'message'>;

export type ActDownloadEvent = { type: 'download.requested' } | { type: 'download.closed' };

const notProvided = placeholders('actDownload');

export const actDownloadMachine = setup({
  types: {
    context: {} as { file: ActFile; shown: ShownFile | null },
    events: {} as ActDownloadEvent,
    input: {} as { file: ActFile },
    tags: {} as 'busy',
  },
  actors: {
    /** Saves the file (resolves with null) or fetches it to be shown (resolves with it); rejects with an ActDownloadFailure. */
    fetchFile: fromPromise<ShownFile | null, ActFile>(notProvided('fetchFile')),
  },
  actions: {
    /** The failure to the error policy (the UI's). */
    reportFailure: (_, _failure: ActDownloadFailure) => {},
    /** Drops the shown file from memory (the UI's). */
    releaseFile: (_, _shown: ShownFile | null) => {},
  },
}).createMachine({
  id: 'actDownload',
  context: ({ input }) => ({ file: input.file, shown: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'download.requested': 'fetching' } },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchFile',
        src: 'fetchFile',
        input: ({ context }) => context.file,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'shown',
            actions: assign({ shown: ({ event }) => event.output }),
          },
          { target: 'idle' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'reportFailure', params: ({ event }) => event.error as ActDownloadFailure },
        },
      },
    },
    shown: {
      on: { 'download.closed': 'idle' },
      exit: [{ type: 'releaseFile', params: ({ context }) => context.shown }, assign({ shown: null })],
    },
  },
});

export type ActDownloadMachine = typeof actDownloadMachine;
