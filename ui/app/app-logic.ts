import type { Client } from 'urql';
import { fromCallback } from 'xstate';
import { type AppInput, appMachine } from '../../machines/app/app.machine';
import type { ErrorReport } from '../../machines/errors/error-policy';
import { defaultFaceCheckConfig } from '../../machines/face-check/face-check.config';
import { type AppActorRef, createAppActor } from '../app-actor/app-actor';
import { tracePageActors } from '../app-actor/page-actor';
import { createErrorReports, type ErrorReports } from '../errors/error-reaction';
import { clientConfigActor, loginLogic } from '../features/auth';
import { navigationInput } from '../features/navigation';
import { confirmSession, kioskIdleLogic, meActor, sessionLogic } from '../features/session';
import { createGraphqlClient } from '../graphql/client';
import { readLocalStore } from '../storage/local-store';
import { MinistryStatusSubscription } from './app.documents';
import { traceBuffer } from './trace-buffer';

/** The app machine with every effect it declares, given the app's one GraphQL client. */
export function appLogic(client: Client, errors: ErrorReports) {
  return appMachine.provide({
    actors: {
      session: sessionLogic(client),
      login: loginLogic(client),
      kioskIdle: kioskIdleLogic,
      me: meActor(client),
      clientConfig: clientConfigActor(client),
      errorReports: fromCallback(({ sendBack }) =>
        errors.subscribe((report: ErrorReport) => sendBack({ type: 'error.reported', report })),
      ),
      ministryStatus: fromCallback(({ sendBack }) => {
        const { unsubscribe } = client.subscription(MinistryStatusSubscription, {}).subscribe(({ data }) => {
          if (data)
            sendBack({ type: data.ministryStatus.status === 'DOWN' ? 'ministry.down' : 'ministry.up' });
        });
        return unsubscribe;
      }),
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

/**
 * The composition root's parts: one GraphQL client, whose failures the caller does not handle go to
 * the app actor's error policy, and the page's app actor, for the caller to start in the next task,
 * before the first render (decisions 034, 105). Call `rendered` once the first render is on screen: until then the client holds
 * the answers it receives (the requests go out at once). An answer arriving in the middle of the
 * first render (the client configuration, the user) changes what that render read, the pending
 * operations or the app's state, and React then renders the whole page again, synchronously.
 */
export function createApp(locale: () => string): {
  client: Client;
  actor: AppActorRef;
  rendered: () => void;
} {
  let rendered = () => {};
  const firstRender = new Promise<void>((resolve) => {
    rendered = resolve;
  });
  const heldFetch: typeof fetch = (input, init) =>
    Promise.all([fetch(input, init), firstRender]).then(([response]) => response);
  const errors = createErrorReports();
  const client = createGraphqlClient({ locale, onError: errors.report, fetch: heldFetch, confirmSession });
  // Browser traces (decision 061): only a buffer here; the tracer loads once logged in, when idle.
  const trace = traceBuffer(() => void import('./browser-tracer').then((m) => m.startBrowserTracing(trace)));
  tracePageActors(trace.page);
  return { client, actor: createAppActor(appLogic(client, errors), appInput(), trace.inspect), rendered };
}
