import type { ActorRefFrom, SnapshotFrom } from 'xstate';
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
  /** A visitor's public offer, opened from the footer: read-only, dismissible. */
  publicOffer: boolean;
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
    publicOffer: snapshot.matches({ anonymous: 'readingOffer' }),
    notificationListOpen: snapshot.hasTag('notificationList'),
    notifications: snapshot.context.notifications,
    canLogOut: snapshot.can({ type: 'session.logoutRequested' }),
  };
}

/** What the views ask of the session; the event types are spelled here, not in the views. */
export function sessionIntents(send: ActorRefFrom<SessionMachine>['send']) {
  return {
    /** The footer's offer: the logged-in user's review, or a visitor's read-only copy. */
    openTerms: (currentPath: string) => send({ type: 'session.termsOpened', currentPath }),
    closeOffer: () => send({ type: 'session.offerClosed' }),
  };
}
