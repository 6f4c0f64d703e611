import { createActorContext, shallowEqual } from '@xstate/react';
import { appMachine } from '../../machines/app/app.machine';
import {
  selectApp,
  selectLoginActor,
  selectNavigationActor,
  selectSessionActor,
} from '../../machines/app/app.select';

/**
 * The one app actor (machines/app): ui/app provides it once, with the GraphQL actors; every view
 * reads a projection of it or of one of its children and sends events. Shared by every feature,
 * so it lives beside them rather than in one.
 */
export const AppActor = createActorContext(appMachine);

/** Mode and client configuration. */
export function useAppView() {
  return AppActor.useSelector(selectApp, shallowEqual);
}

/** The children, for their own projections; each reference is stable for the app's lifetime. */
export const useNavigationActor = () => AppActor.useSelector(selectNavigationActor);
export const useSessionActor = () => AppActor.useSelector(selectSessionActor);
export const useLoginActor = () => AppActor.useSelector(selectLoginActor);
