import { graphql } from '../../gql';

// The moderation of notaries' reviews (decision 072): moderators and administrators only; FORBIDDEN
// opens /403. A refusal of a decision (a review of one's own office, a review no longer in that list)
// is shown on its form.

/** One page of the queue (reported since the last decision) or of the hidden reviews, newest first. */
export const ReviewModerationQuery = graphql(`
  query ReviewModeration($status: ModerationStatus, $page: Int) {
    reviewModeration(status: $status, page: $page) {
      total
      page
      pageSize
      items {
        id
        notaryId
        notaryName
        officeName
        rating
        text
        createdAt
        author
        reportCount
        hidden
        hideReason
        canModerate
      }
    }
  }
`);

/** Hides a reported review: it leaves the notary's page and average. */
export const ModerationHideMutation = graphql(`
  mutation ModerationHide($reviewId: Int!, $reason: String!) {
    hideReview(reviewId: $reviewId, reason: $reason) {
      clientRating
      reviewCount
    }
  }
`);

/** Restores a hidden review: back on the notary's page and in the average. */
export const ModerationRestoreMutation = graphql(`
  mutation ModerationRestore($reviewId: Int!, $reason: String!) {
    restoreReview(reviewId: $reviewId, reason: $reason) {
      clientRating
      reviewCount
    }
  }
`);

/** Keeps a reported review visible: it leaves the queue. */
export const ModerationKeepMutation = graphql(`
  mutation ModerationKeep($reviewId: Int!, $reason: String!) {
    keepReview(reviewId: $reviewId, reason: $reason) {
      clientRating
      reviewCount
    }
  }
`);
