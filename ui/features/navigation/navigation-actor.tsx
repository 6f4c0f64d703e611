import { createActorContext } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type NavigationInput, navigationMachine } from '../../../machines/navigation/navigation.machine';
import { selectNavigation } from '../../../machines/navigation/navigation.select';
import { readLocalStore, writeLocalStore } from '../../storage/local-store';

export const NavigationActor = createActorContext(navigationMachine);

const handoffKey = 'androidHandoff';

function sessionFlag(): boolean {
  try {
    return window.sessionStorage.getItem(handoffKey) === '1';
  } catch {
    return false;
  }
}

export function navigationInput(): NavigationInput {
  return { userAgent: window.navigator.userAgent, host: window.location.host, handoffDone: sessionFlag() };
}

export function useNavigationView() {
  return NavigationActor.useSelector(selectNavigation);
}

/**
 * Feeds every URL change into the guard and performs what it asks for. Layout effects, declared
 * listeners first, so the first navigation's effects are not missed and the old screen never paints.
 */
export function NavigationBridge() {
  const actorRef = NavigationActor.useActorRef();
  const [location, navigate] = useLocation();
  const search = useSearch();

  useLayoutEffect(() => {
    const subscriptions = [
      actorRef.on('navigation.replaceRequested', (event) => navigate(event.to, { replace: true })),
      actorRef.on('navigation.scrollRequested', () => window.scrollTo({ top: 0, left: 0 })),
      actorRef.on('navigation.redirectTargetStored', (event) =>
        writeLocalStore({ redirectUrl: event.redirectUrl }),
      ),
      actorRef.on('navigation.modeEntered', (event) => writeLocalStore({ mode: event.mode })),
      actorRef.on('navigation.handoffRequested', (event) => {
        try {
          window.sessionStorage.setItem(handoffKey, '1');
        } catch {
          // Without sessionStorage the hand-off still happens once per page load (machine context).
        }
        window.location.href = event.url;
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actorRef, navigate]);

  useLayoutEffect(() => {
    actorRef.send({
      type: 'navigation.requested',
      path: location,
      search: search ? `?${search}` : '',
      authenticated: readLocalStore().token !== null,
    });
  }, [actorRef, location, search]);

  return null;
}
