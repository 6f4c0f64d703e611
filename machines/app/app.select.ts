import type { SnapshotFrom } from 'xstate';
import type { KioskIdleActorRef } from '../kiosk-idle/kiosk-idle.machine';
import type { LoginActorRef } from '../login/login.machine';
import type { NavigationActorRef } from '../navigation/navigation.machine';
import type { SessionActorRef } from '../session/session.machine';
import type { AppMachine, ClientConfig } from './app.machine';

type AppSnapshot = SnapshotFrom<AppMachine>;

export interface AppView {
  /** The one mode of the app (browser or kiosk) that views and the error policy read. */
  mode: 'browser' | 'kiosk';
  kiosk: boolean;
  /** Query.clientConfig once it answered; null until then (or when it failed). */
  clientConfig: ClientConfig | null;
  instructionalVideoUrl: string | null;
}

export function selectApp(snapshot: AppSnapshot): AppView {
  const { mode, clientConfig } = snapshot.context;
  return {
    mode,
    kiosk: mode === 'kiosk',
    clientConfig,
    instructionalVideoUrl: clientConfig?.instructionalVideoUrl ?? null,
  };
}

export const selectMode = (snapshot: AppSnapshot) => snapshot.context.mode;

/** Whether the gateway reports the ministry down: every page shows the banner while it is. */
export const selectMinistryDown = (snapshot: AppSnapshot) => snapshot.matches({ ministry: 'down' });

function child<T>(snapshot: AppSnapshot, id: 'navigation' | 'session' | 'login'): T {
  const ref = snapshot.children[id];
  // The children are invoked at the root, so they live as long as the app actor.
  if (!ref) throw new Error(`app child "${id}" is not running`);
  return ref as T;
}

/**
 * The children, for their own projections (selectNavigation, selectSession, selectLogin): the
 * app's snapshot does not change when a child's does, so views select from the child itself.
 */
export const selectNavigationActor = (snapshot: AppSnapshot) =>
  child<NavigationActorRef>(snapshot, 'navigation');
export const selectSessionActor = (snapshot: AppSnapshot) => child<SessionActorRef>(snapshot, 'session');
export const selectLoginActor = (snapshot: AppSnapshot) => child<LoginActorRef>(snapshot, 'login');

/** The kiosk's inactivity watch while it runs (a logged-in kiosk session), else null. */
export const selectKioskIdleActor = (snapshot: AppSnapshot): KioskIdleActorRef | null =>
  (snapshot.children.kioskIdle as KioskIdleActorRef | undefined) ?? null;
