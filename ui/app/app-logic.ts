import type { Client } from 'urql';
import { fromCallback } from 'xstate';
import { type AppInput, appMachine } from '../../machines/app/app.machine';
import type { ErrorReport } from '../../machines/errors/error-policy';
import { defaultFaceCheckConfig } from '../../machines/face-check/face-check.config';
import type { ErrorReports } from '../errors/error-reaction';
import { clientConfigActor, loginLogic } from '../features/auth';
import { navigationInput } from '../features/navigation';
import { meActor, sessionLogic } from '../features/session';
import { readLocalStore } from '../storage/local-store';

/** The app machine with every effect it declares, given the app's one GraphQL client. */
export function appLogic(client: Client, errors: ErrorReports) {
  return appMachine.provide({
    actors: {
      session: sessionLogic(client),
      login: loginLogic(client),
      me: meActor(client),
      clientConfig: clientConfigActor(client),
      errorReports: fromCallback(({ sendBack }) =>
        errors.subscribe((report: ErrorReport) => sendBack({ type: 'error.reported', report })),
      ),
    },
  });
}

/** What the page starts from: its address, the browser, the stored session, the face check's default limits. */
export function appInput(): AppInput {
  return {
    location: `${window.location.pathname}${window.location.search}`,
    navigation: navigationInput(),
    store: readLocalStore(),
    faceCheck: defaultFaceCheckConfig,
  };
}
