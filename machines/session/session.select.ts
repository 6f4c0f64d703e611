import type { SnapshotFrom } from 'xstate';
import type { TermsActorRef } from '../terms/terms.machine';
import type { NotificationItem } from './after-login';
import type { SessionMachine } from './session.machine';

export interface SessionView {
  loggedIn: boolean;
  busy: boolean;
  user: Record<string, unknown> | null;
  /** The offer dialog, persistent after login or dismissible from the footer. */
  termsDialog: boolean;
  terms: TermsActorRef | null;
  canOpenTerms: boolean;
  notificationListOpen: boolean;
  notifications: NotificationItem[];
  canLogOut: boolean;
}

export function selectSession(snapshot: SnapshotFrom<SessionMachine>): SessionView {
  const inTerms =
    snapshot.matches({ authenticated: 'termsPending' }) ||
    snapshot.matches({ authenticated: 'reviewingTerms' });
  return {
    loggedIn: snapshot.matches('authenticated'),
    busy: snapshot.hasTag('busy'),
    user: snapshot.context.user,
    termsDialog: inTerms,
    terms: inTerms ? ((snapshot.children.terms as TermsActorRef | undefined) ?? null) : null,
    canOpenTerms: snapshot.can({ type: 'session.termsOpened', currentPath: '/' }),
    notificationListOpen: snapshot.hasTag('notificationList'),
    notifications: snapshot.context.notifications,
    canLogOut: snapshot.can({ type: 'session.logoutRequested' }),
  };
}
