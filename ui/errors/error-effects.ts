import type { TFunction } from 'i18next';
import { decideErrorReaction, type ErrorSituation } from '../../machines/errors/error-policy';
import { endExpiredSession } from '../features/session';

export interface ErrorEffectDeps {
  t: TFunction;
  showToast: (toast: { title: string; description?: string; duration: number }) => void;
  navigate: (to: string) => void;
}

/** Carries out the pure decision of machines/errors: toast, session reset, redirect. */
export function performErrorReaction(situation: ErrorSituation, deps: ErrorEffectDeps) {
  const reaction = decideErrorReaction(situation);
  if (reaction.endSession) endExpiredSession(reaction.redirectTarget ?? situation.currentPath);
  if (reaction.toast) {
    const { key, values, detail, durationMs } = reaction.toast;
    deps.showToast({
      title: deps.t(`errors:${key}`, values),
      ...(detail ? { description: detail } : {}),
      duration: durationMs,
    });
  }
  if (reaction.redirectTo && reaction.redirectTo !== situation.currentPath)
    deps.navigate(reaction.redirectTo);
  return reaction;
}
