import { type ActorRefFrom, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import { paths } from '../navigation/routes';

/**
 * The public offer (specification, section 4, "Terms flows"). Both answers check the token first.
 * Accept: valid → post action 1 → termsofuse 1 → (browser) the stored redirect URL, cleared, else
 * /my_notarial_act. Disagree: valid → close the dialog, post action 0, end the session → browser
 * to / unless already there, kiosk to /kiosk/auth. An invalid token only ends the session. The
 * machine decides; its output tells the session what to store and where to go.
 */

export interface TermsInput {
  mode: 'browser' | 'kiosk';
  /** Opened after login (or at app start) for a user who has not accepted: not dismissible. */
  persistent: boolean;
  termsofuse: number;
  currentPath: string;
  redirectUrl: string | null;
}

export type TermsContext = TermsInput;

export type TermsEvent = { type: 'terms.agreed' } | { type: 'terms.disagreed' } | { type: 'terms.closed' };

export type TermsOutput =
  | { outcome: 'accepted'; navigateTo: string | null; redirectConsumed: boolean }
  | { outcome: 'refused'; navigateTo: string | null }
  | { outcome: 'sessionEnded' }
  | { outcome: 'closed' };

const notProvided = placeholders('terms');

/**
 * Either answer checks the token first (the sibling state `posting` sends it); an ended session
 * ends the dialog instead.
 */
const checkTokenFirst = {
  id: 'checkToken',
  src: 'checkToken',
  onDone: [{ guard: 'tokenValid', target: 'posting' }, { target: '#terms.sessionEnded' }],
  onError: { target: '#terms.sessionEnded' },
} as const;

export const termsMachine = setup({
  types: {
    input: {} as TermsInput,
    context: {} as TermsContext,
    events: {} as TermsEvent,
    output: {} as TermsOutput,
  },
  actors: {
    /** Query.checkToken: true when the ministry answered 200. */
    checkToken: fromPromise<boolean>(notProvided('checkToken')),
    acceptOffer: fromPromise<number>(notProvided('acceptOffer')),
    refuseOffer: fromPromise<number>(notProvided('refuseOffer')),
  },
  guards: {
    mayAgree: ({ context }) => context.termsofuse === 0,
    dismissible: ({ context }) => !context.persistent,
    tokenValid: ({ event }) => 'output' in event && event.output === true,
  },
}).createMachine({
  id: 'terms',
  context: ({ input }) => ({ ...input }),
  initial: 'open',
  states: {
    open: {
      tags: ['dialog'],
      on: {
        'terms.agreed': { guard: 'mayAgree', target: 'accepting' },
        'terms.disagreed': { target: 'refusing' },
        'terms.closed': { guard: 'dismissible', target: 'closed' },
      },
    },
    accepting: {
      tags: ['dialog', 'busy'],
      initial: 'checkingToken',
      states: {
        checkingToken: { invoke: checkTokenFirst },
        posting: {
          invoke: {
            id: 'acceptOffer',
            src: 'acceptOffer',
            onDone: { target: '#terms.accepted' },
            // The answer is not read (section 7); a failure is only logged by the adapter.
            onError: { target: '#terms.accepted' },
          },
        },
      },
    },
    refusing: {
      tags: ['busy'],
      initial: 'checkingToken',
      states: {
        checkingToken: { tags: ['dialog'], invoke: checkTokenFirst },
        // The dialog is closed already (no `dialog` tag) while action 0 is posted.
        posting: {
          invoke: {
            id: 'refuseOffer',
            src: 'refuseOffer',
            onDone: { target: '#terms.refused' },
            onError: { target: '#terms.refused' },
          },
        },
      },
    },
    accepted: {
      type: 'final',
      output: ({ context }) =>
        context.mode === 'browser'
          ? {
              outcome: 'accepted' as const,
              navigateTo: context.redirectUrl ?? paths.myActs,
              redirectConsumed: context.redirectUrl !== null,
            }
          : { outcome: 'accepted' as const, navigateTo: null, redirectConsumed: false },
    },
    refused: {
      type: 'final',
      output: ({ context }) => ({
        outcome: 'refused' as const,
        navigateTo:
          context.mode === 'kiosk' ? paths.kioskAuth : context.currentPath === paths.main ? null : paths.main,
      }),
    },
    sessionEnded: { type: 'final', output: { outcome: 'sessionEnded' as const } },
    closed: { type: 'final', output: { outcome: 'closed' as const } },
  },
  output: ({ event }) => (event as unknown as { output: TermsOutput }).output,
});

export type TermsMachine = typeof termsMachine;
export type TermsActorRef = ActorRefFrom<TermsMachine>;
