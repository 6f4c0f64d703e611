import { useSelector } from '@xstate/react';
import type { NavigationInput } from '../../../machines/navigation/navigation.machine';
import { selectNavigation } from '../../../machines/navigation/navigation.select';
import { useNavigationActor } from '../../app-actor/app-actor';

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

/** The navigation guard's projection: the route shown, its breadcrumbs, the login prompt. */
export function useNavigationView() {
  return useSelector(useNavigationActor(), selectNavigation);
}

/** Sends an Android browser to Chrome (section 2), once per browser session. */
export function handOffToChrome(url: string) {
  try {
    window.sessionStorage.setItem(handoffKey, '1');
  } catch {
    // Without sessionStorage the hand-off still happens once per page load (machine context).
  }
  window.location.href = url;
}
