import { type ReactNode, useLayoutEffect, useState } from 'react';
import { type AnyEventObject, fromCallback, fromPromise } from 'xstate';
import { type AppEmitted, appMachine } from '../../machines/app/app.machine';
import { defaultFaceCheckConfig } from '../../machines/face-check/face-check.config';
import { loginMachine } from '../../machines/login/login.machine';
import { defaultLocalStore } from '../../machines/session/local-store.schema';
import { sessionMachine } from '../../machines/session/session.machine';
import { AppActor, startAppActor } from './app-actor';

// A call that never answers; one value stands in for each GraphQL actor, whatever it would return.
const unanswered = fromPromise(() => new Promise<never>(() => {})) as never;

function Emitted({ onEmitted }: { onEmitted: (event: AppEmitted) => void }) {
  const app = AppActor.useActorRef();
  useLayoutEffect(() => {
    const subscription = app.on('*', onEmitted);
    return () => subscription.unsubscribe();
  }, [app, onEmitted]);
  return null;
}

/**
 * The app actor for component tests: an anonymous session opened on a page of the given mode,
 * nothing stored, every call left unanswered. `onEmitted` sees what the app asks the browser to do (toasts, navigation).
 */
export function TestAppActor({
  mode = 'browser',
  onEmitted,
  children,
}: {
  mode?: 'browser' | 'kiosk';
  onEmitted?: (event: AppEmitted) => void;
  children: ReactNode;
}) {
  const [actor] = useState(() =>
    startAppActor(
      appMachine.provide({
        actors: {
          session: sessionMachine.provide({
            actors: {
              storage: fromCallback(() => () => {}),
              logout: unanswered,
              notifications: unanswered,
              terms: unanswered,
            },
          }),
          login: loginMachine.provide({
            actors: {
              precheck: unanswered,
              faceCheck: unanswered,
              authenticate: unanswered,
            },
          }),
          me: unanswered,
          clientConfig: unanswered,
          errorReports: fromCallback<AnyEventObject>(() => () => {}),
          ministryStatus: fromCallback<AnyEventObject>(() => () => {}),
        },
      }),
      {
        location: mode === 'kiosk' ? '/kiosk/main' : '/',
        navigation: { userAgent: 'test', host: 'localhost', handoffDone: true },
        store: { ...defaultLocalStore, mode },
        faceCheck: defaultFaceCheckConfig,
      },
    ),
  );
  return (
    <AppActor.Provider actor={actor}>
      {onEmitted && <Emitted onEmitted={onEmitted} />}
      {children}
    </AppActor.Provider>
  );
}
