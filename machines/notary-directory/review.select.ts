import type { SnapshotFrom } from 'xstate';
import type { ReviewFormMachine, ReviewHideMachine } from './review.machine';
import type { Refusal } from './review-refusal';
import type { ReviewReportMachine } from './review-report.machine';

export interface ReviewFormView {
  /** Translation keys of the rule (namespace notaries, under errors.), shown at their fields. */
  ratingKey: string | null;
  textKey: string | null;
  sending: boolean;
  /** Why the ministry did not take the review. */
  refusal: Refusal | null;
}

export function selectReviewForm(snapshot: SnapshotFrom<ReviewFormMachine>): ReviewFormView {
  const invalid = snapshot.matches({ open: 'invalid' });
  return {
    ratingKey: invalid ? snapshot.context.ratingKey : null,
    textKey: invalid ? snapshot.context.textKey : null,
    sending: snapshot.hasTag('busy'),
    refusal: snapshot.matches({ open: 'refused' }) ? snapshot.context.refusal : null,
  };
}

export interface ReviewReportView {
  reporting: boolean;
  reported: boolean;
  refusal: Refusal | null;
}

export function selectReviewReport(snapshot: SnapshotFrom<ReviewReportMachine>): ReviewReportView {
  return {
    reporting: snapshot.hasTag('busy'),
    reported: snapshot.matches('reported'),
    refusal: snapshot.matches('refused') ? snapshot.context.refusal : null,
  };
}

export interface ReviewHideView {
  /** Translation key of the rule (namespace notaries, under errors.). */
  reasonKey: string | null;
  hiding: boolean;
  hidden: boolean;
  refusal: Refusal | null;
}

export function selectReviewHide(snapshot: SnapshotFrom<ReviewHideMachine>): ReviewHideView {
  return {
    reasonKey: snapshot.matches({ open: 'invalid' }) ? snapshot.context.reasonKey : null,
    hiding: snapshot.hasTag('busy'),
    hidden: snapshot.matches('hidden'),
    refusal: snapshot.matches({ open: 'refused' }) ? snapshot.context.refusal : null,
  };
}
