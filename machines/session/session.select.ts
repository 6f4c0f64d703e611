import type { SnapshotFrom } from 'xstate';
import type { TermsActorRef } from '../terms/terms.machine';
import type { NotificationItem } from './after-login';
import type { SessionEvent, SessionMachine } from './session.machine';

export interface SessionView {
  loggedIn: boolean;
  busy: boolean;
  user: Record<string, unknown> | null;
  /** The offer dialog, persistent after login or dismissible from the footer. */
  termsDialog: boolean;
  /** The public offer a visitor opened from the footer (not logged in). */
  publicOffer: boolean;
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
    publicOffer: snapshot.matches({ anonymous: 'readingOffer' }),
    terms: inTerms ? ((snapshot.children.terms as TermsActorRef | undefined) ?? null) : null,
    canOpenTerms: snapshot.can({ type: 'session.termsOpened', currentPath: '/' }),
    notificationListOpen: snapshot.hasTag('notificationList'),
    notifications: snapshot.context.notifications,
    canLogOut: snapshot.can({ type: 'session.logoutRequested' }),
  };
}

/** What the footer's offer link asks of the session: the only place these events are spelled for the views. */
export function sessionOfferIntents(send: (event: SessionEvent) => void) {
  return {
    /** The offer: a logged-in user's terms to review, or the visitor's public offer. */
    openTerms: (currentPath: string) => send({ type: 'session.termsOpened', currentPath }),
    closeOffer: () => send({ type: 'session.offerClosed' }),
  };
}
