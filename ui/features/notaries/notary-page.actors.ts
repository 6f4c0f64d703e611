import type { AnyVariables, Client, CombinedError, OperationResult } from 'urql';
import { fromPromise } from 'xstate';
import {
  NotaryNotFound,
  type NotaryViewer,
  type ReviewsPage,
  reviewsPageSize,
} from '../../../machines/notary-directory/notary-page.machine';
import type { ReviewSubmission } from '../../../machines/notary-directory/review.machine';
import { MinistryRefusal } from '../../../machines/notary-directory/review-refusal';
import type { PortalOperationContext } from '../../graphql/client';
import { prefetchQuery, queryResult } from '../../graphql/prefetch';
import {
  DirectoryNotaryQuery,
  HideReviewMutation,
  NotaryReviewsQuery,
  NotaryViewerQuery,
  ReportReviewMutation,
  ReviewNotaryMutation,
} from './notaries.documents';

// The page shows its own failures: no toast on top of them.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/** A refused call: the ministry's message (already in the page's language) when it gave one. */
const refusalOf = (error: CombinedError | undefined) => {
  const message = error?.graphQLErrors[0]?.message;
  return message ? new MinistryRefusal(message) : (error ?? new Error('no answer'));
};

const dataOf = <Data, Variables extends AnyVariables>(result: OperationResult<Data, Variables>) => {
  if (result.data) return result.data;
  throw refusalOf(result.error);
};

/**
 * A notary's card and first page of reviews, asked for with the app's start on a page opened at
 * /notary/{id} (ui/screens/notary-page.tsx, decision 104), with the very operations the page's
 * actors below send: the page's reads then take their answers (ui/graphql/prefetch.ts) instead of
 * asking after its first render. Failures are the page's to show, when its own reads get them.
 */
export function prefetchNotaryPage(client: Client, notaryId: number) {
  prefetchQuery(client, DirectoryNotaryQuery, { id: notaryId });
  prefetchQuery(client, NotaryReviewsQuery, { notaryId, page: 1, size: reviewsPageSize });
}

/** The notary page statechart's actors (machines/notary-directory/notary-page.machine.ts). */
export function notaryPageActors(client: Client) {
  return {
    loadNotary: fromPromise(async ({ input }: { input: number }): Promise<unknown> => {
      const result = await queryResult(client, DirectoryNotaryQuery, { id: input }, silent);
      if (result.data) return result.data.directoryNotary;
      if (result.error?.graphQLErrors[0]?.extensions?.code === 'NOT_FOUND') throw new NotaryNotFound();
      throw result.error ?? new Error('no notary');
    }),
    loadReviews: fromPromise(
      async ({ input }: { input: { notaryId: number; page: number } }): Promise<ReviewsPage> => {
        const result = await queryResult(
          client,
          NotaryReviewsQuery,
          { ...input, size: reviewsPageSize },
          silent,
        );
        if (result.data) return result.data.notaryReviews;
        throw result.error ?? new Error('no reviews');
      },
    ),
    loadViewer: fromPromise(async ({ input }: { input: number }): Promise<NotaryViewer> => {
      const result = await client.query(NotaryViewerQuery, { notaryId: input }, silent).toPromise();
      if (result.data) return result.data.notaryViewer;
      throw result.error ?? new Error('no viewer');
    }),
  };
}

/** The review statecharts' actors (machines/notary-directory/review.machine.ts). */
export function reviewActors(client: Client) {
  return {
    sendReview: fromPromise(
      async ({ input }: { input: ReviewSubmission }): Promise<unknown> =>
        dataOf(
          await client
            .mutation(
              ReviewNotaryMutation,
              {
                notaryId: input.notaryId,
                actId: input.actId,
                rating: input.rating,
                text: input.text ?? null,
              },
              silent,
            )
            .toPromise(),
        ),
    ),
    reportReview: fromPromise(
      async ({ input }: { input: number }): Promise<unknown> =>
        dataOf(await client.mutation(ReportReviewMutation, { reviewId: input }, silent).toPromise()),
    ),
    hideReview: fromPromise(
      async ({ input }: { input: { reviewId: number; reason: string } }): Promise<unknown> =>
        dataOf(await client.mutation(HideReviewMutation, input, silent).toPromise()),
    ),
  };
}
