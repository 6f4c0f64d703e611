import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { ErrorReport, ErrorToast } from '../../machines/errors/error-policy';
import { AppActor } from '../app-actor/app-actor';

/**
 * Hands a failure the caller does not show itself (a refused download, a form's server error) to
 * the app's error policy, which decides the toast, the session's end and where to go.
 */
export function useErrorReaction() {
  const app = AppActor.useActorRef();
  return useCallback((report: ErrorReport) => app.send({ type: 'error.reported', report }), [app]);
}

/**
 * The GraphQL client's failures on their way to the app actor. The client exists before the app
 * actor (the actor's GraphQL calls need it), so the actor subscribes here when it starts; a report
 * made before that waits for it.
 */
export interface ErrorReports {
  report: (report: ErrorReport) => void;
  subscribe: (listener: (report: ErrorReport) => void) => () => void;
}

export function createErrorReports(): ErrorReports {
  const listeners = new Set<(report: ErrorReport) => void>();
  const waiting: ErrorReport[] = [];
  return {
    report(report) {
      if (listeners.size === 0) waiting.push(report);
      for (const listener of listeners) listener(report);
    },
    subscribe(listener) {
      listeners.add(listener);
      for (const report of waiting.splice(0)) listener(report);
      return () => listeners.delete(listener);
    },
  };
}

/** The policy's toast in the user's language: the key's text, the ministry's text under it. */
export function errorToastText(t: TFunction, toast: ErrorToast) {
  return {
    title: t(`errors:${toast.key}`, toast.values),
    ...(toast.detail ? { description: toast.detail } : {}),
    duration: toast.durationMs,
  };
}
