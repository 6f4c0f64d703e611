import { createActorContext } from '@xstate/react';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { useClient } from 'urql';
import { useLocation } from 'wouter';
import { sessionMachine } from '../../../machines/session/session.machine';
import { selectSession } from '../../../machines/session/session.select';
import { termsMachine } from '../../../machines/terms/terms.machine';
import { readLocalStore } from '../../storage/local-store';
import { NavigationActor } from '../navigation';
import { sessionActors, termsActors } from './session.actors';
import { setSessionExpiredHandler } from './session-expiry';

export const SessionActor = createActorContext(sessionMachine);

export function useSessionView() {
  return SessionActor.useSelector(selectSession);
}

/** Performs what the session machine emits: navigation, and reopening login after expiry. */
function SessionBridge() {
  const actorRef = SessionActor.useActorRef();
  const navigation = NavigationActor.useActorRef();
  const [, navigate] = useLocation();

  useLayoutEffect(() => {
    const subscriptions = [
      actorRef.on('session.navigationRequested', (event) => navigate(event.to)),
      actorRef.on('session.loginRequested', () => navigation.send({ type: 'login.requested' })),
    ];
    setSessionExpiredHandler((currentPath) => actorRef.send({ type: 'session.expired', currentPath }));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      setSessionExpiredHandler(null);
    };
  }, [actorRef, navigation, navigate]);
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useClient();
  const logic = useMemo(
    () =>
      sessionMachine.provide({
        actors: { ...sessionActors(client), terms: termsMachine.provide({ actors: termsActors(client) }) },
      }),
    [client],
  );
  return (
    <SessionActor.Provider logic={logic} options={{ input: { store: readLocalStore() } }}>
      <SessionBridge />
      {children}
    </SessionActor.Provider>
  );
}
