import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../../../machines/notary-directory/review-refusal';

/** The ministry's message (already in the page's language), or the page's own for the failure. */
export function useRefusalText(refusal: Refusal | null) {
  const { t } = useTranslation('notaries');
  return refusal ? (refusal.message ?? t(refusal.key)) : null;
}

/** A callback that always calls the latest `callback`, for the actions a machine is provided once. */
export function useLatest<Args extends unknown[]>(callback: (...args: Args) => void) {
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback((...args: Args) => latest.current(...args), []);
}
