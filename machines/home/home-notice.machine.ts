import { and, assign, not, setup } from 'xstate';
import type { LoginView } from '../login/login.select';
import type { SessionView } from '../session/session.select';

/**
 * Home's notice after login (specification section 2; decision 093): shown once per login session,
 * when landing on home. It waits (`pending.held`) until the session is settled and no other dialog is
 * open, the login's own dialogs and the offer first (two modals would hide each other), then opens
 * (`pending.open`); another dialog coming back holds it again. Closed, it is `done`, and the host
 * remembers that for the login session (`markShown`: sessionStorage, ui/features/home).
 */

/** What the notice waits for, as the session's and the login's projections say it. */
export interface HomeNoticeScene {
  session: Pick<SessionView, 'loggedIn' | 'termsDialog' | 'busy'>;
  login: Pick<LoginView, 'faceDialogOpen' | 'successOpen' | 'errorOpen' | 'technicalWorkOpen'>;
}

export type HomeNoticeEvent =
  | { type: 'notice.sceneChanged'; scene: HomeNoticeScene }
  | { type: 'notice.closed' };

const nothingYet: HomeNoticeScene = {
  session: { loggedIn: false, termsDialog: false, busy: false },
  login: { faceDialogOpen: false, successOpen: false, errorOpen: false, technicalWorkOpen: false },
};

export const homeNoticeMachine = setup({
  types: {
    context: {} as { scene: HomeNoticeScene; alreadyShown: boolean },
    events: {} as HomeNoticeEvent,
    input: {} as { alreadyShown: boolean },
  },
  actions: {
    /** The host's memory of this login session's notice (sessionStorage). */
    markShown: () => {},
  },
  guards: {
    alreadyShown: ({ context }) => context.alreadyShown,
    loggedIn: ({ context }) => context.scene.session.loggedIn,
    sessionSettled: ({ context }) => !context.scene.session.busy && !context.scene.session.termsDialog,
    loginDialogOpen: ({ context }) => {
      const { login } = context.scene;
      return login.faceDialogOpen || login.successOpen || login.errorOpen || login.technicalWorkOpen;
    },
  },
}).createMachine({
  id: 'homeNotice',
  context: ({ input }) => ({ scene: nothingYet, alreadyShown: input.alreadyShown }),
  initial: 'starting',
  on: {
    'notice.sceneChanged': { actions: assign({ scene: ({ event }) => event.scene }) },
  },
  states: {
    starting: {
      always: [{ guard: 'alreadyShown', target: 'done' }, { target: 'pending' }],
    },
    pending: {
      initial: 'held',
      states: {
        held: {
          always: { guard: and(['loggedIn', 'sessionSettled', not('loginDialogOpen')]), target: 'open' },
        },
        open: {
          always: { guard: not(and(['loggedIn', 'sessionSettled', not('loginDialogOpen')])), target: 'held' },
          on: { 'notice.closed': { target: '#homeNotice.done', actions: 'markShown' } },
        },
      },
    },
    done: {},
  },
});

export type HomeNoticeMachine = typeof homeNoticeMachine;
