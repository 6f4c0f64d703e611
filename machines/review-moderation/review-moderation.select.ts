import type { SnapshotFrom } from 'xstate';
import { type ListPage, pagesOfList } from '../paging/filtered-list.machine';
import { type PagedListView, pagingOf } from '../paging/filtered-list.select';
import type { ReviewModerationMachine } from './review-moderation.machine';
import type { ModerationAction, ModerationStatus } from './review-moderation.schema';

/** `errorKey` is in the namespace reviewModeration. */
export interface ReviewModerationView extends PagedListView {
  status: ModerationStatus;
  result: ListPage | null;
  /** The decision form open on one review, null when none is. */
  form: { reviewId: number; action: ModerationAction } | null;
  sending: boolean;
  /** The reason's rule (namespace reviewModeration, under errors.). */
  reasonKey: string | null;
  /** Why the ministry did not take the decision: its message, or the page's own key. */
  refusal: { message: string; key: null } | { message: null; key: string } | null;
  /** The decision just made (namespace reviewModeration, under decided.). */
  decided: ModerationAction | null;
  canDecide: boolean;
}

export function selectReviewModeration(
  snapshot: SnapshotFrom<ReviewModerationMachine>,
): ReviewModerationView {
  const { context } = snapshot;
  const open = snapshot.matches({ shown: 'deciding' }) || snapshot.matches({ shown: 'sending' });
  const refused = snapshot.matches({ shown: { deciding: 'refused' } });
  return {
    busy: snapshot.hasTag('busy'),
    status: context.status,
    result: context.result,
    errorKey: snapshot.matches('failed') ? 'load.error' : null,
    canRetry: snapshot.can({ type: 'moderation.retried' }),
    empty: snapshot.matches('shown') && context.result?.total === 0,
    ...pagingOf(snapshot, 'moderation.pageChosen', context.page, pagesOfList(context.result)),
    form:
      open && context.reviewId !== null && context.action !== null
        ? { reviewId: context.reviewId, action: context.action }
        : null,
    sending: snapshot.matches({ shown: 'sending' }),
    reasonKey: snapshot.matches({ shown: { deciding: 'invalid' } }) ? context.reasonKey : null,
    refusal: refused
      ? context.refusal !== null
        ? { message: context.refusal, key: null }
        : { message: null, key: 'decision.failed' }
      : null,
    decided: snapshot.matches({ shown: 'browsing' }) ? context.decided : null,
    canDecide: snapshot.can({ type: 'moderation.decisionOpened', reviewId: 1, action: 'hide' }),
  };
}
