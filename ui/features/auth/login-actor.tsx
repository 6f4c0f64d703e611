import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { useClient, useQuery } from 'urql';
import { defaultFaceCheckConfig } from '../../../machines/face-check/face-check.config';
import { loginMachine } from '../../../machines/login/login.machine';
import { selectLogin } from '../../../machines/login/login.select';
import { resetHomeNotice } from '../home';
import { NavigationActor } from '../navigation';
import { SessionActor } from '../session';
import { ClientConfigQuery } from './auth.documents';
import { loginActors } from './login.actors';

export const LoginActor = createActorContext(loginMachine);

export function useLoginView() {
  return LoginActor.useSelector(selectLogin);
}

export function useClientConfig() {
  const [{ data }] = useQuery({ query: ClientConfigQuery, context: useMemo(() => ({ silent: true }), []) });
  return data?.clientConfig ?? null;
}

/** Hands the login's results to the session and the navigation guard. */
function LoginBridge() {
  const actorRef = LoginActor.useActorRef();
  const session = SessionActor.useActorRef();
  const navigation = NavigationActor.useActorRef();
  const config = useClientConfig();

  useEffect(() => {
    if (!config) return;
    const { faceCheckLimitMs, faceCheckStartDelayMs, frameIntervalMs } = config;
    actorRef.send({
      type: 'login.configured',
      config: { faceCheckLimitMs, faceCheckStartDelayMs, frameIntervalMs },
    });
  }, [actorRef, config]);

  useLayoutEffect(() => {
    const subscriptions = [
      actorRef.on('login.authenticated', (event) => {
        resetHomeNotice();
        session.send({ type: 'session.loggedIn', token: event.token, user: event.user });
        // The browser's login prompt has done its job; the success dialog takes over.
        if (navigation.getSnapshot().can({ type: 'login.dismissed' }))
          navigation.send({ type: 'login.dismissed' });
      }),
      actorRef.on('login.completed', () =>
        session.send({
          type: 'session.welcomed',
          search: window.location.search,
          currentPath: `${window.location.pathname}${window.location.search}`,
        }),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actorRef, session, navigation]);
  return null;
}

export function LoginProvider({ children }: { children: ReactNode }) {
  const client = useClient();
  const logic = useMemo(() => loginMachine.provide({ actors: loginActors(client) }), [client]);
  return (
    <LoginActor.Provider logic={logic} options={{ input: { config: defaultFaceCheckConfig } }}>
      <LoginBridge />
      {children}
    </LoginActor.Provider>
  );
}
