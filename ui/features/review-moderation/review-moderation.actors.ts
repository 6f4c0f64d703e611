import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { ErrorReport } from '../../../machines/errors/error-policy';
import { MinistryRefusal } from '../../../machines/notary-directory/review-refusal';
import type { ListPage } from '../../../machines/paging/filtered-list.machine';
import type { ModerationDecision } from '../../../machines/review-moderation/review-moderation.machine';
import type { ModerationStatus } from '../../../machines/review-moderation/review-moderation.schema';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import {
  ModerationHideMutation,
  ModerationKeepMutation,
  ModerationRestoreMutation,
  ReviewModerationQuery,
} from './review-moderation.documents';

// The page shows its own failures: a load that fails is its failed state, a refused decision its
// form's message. A load refused for want of the role (FORBIDDEN -> /403) or an ended session goes to
// the error policy too.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

const mutations = {
  hide: ModerationHideMutation,
  restore: ModerationRestoreMutation,
  keep: ModerationKeepMutation,
} as const;

/** The actors of machines/review-moderation/review-moderation.machine.ts. */
export function reviewModerationActors(client: Client, report: (report: ErrorReport) => void) {
  return {
    loadPage: fromPromise(
      async ({ input }: { input: { status: ModerationStatus; page: number } }): Promise<ListPage> => {
        const result = await client.query(ReviewModerationQuery, input, silent).toPromise();
        if (result.data) return result.data.reviewModeration;
        if (result.error) report(firstErrorReport(result.error, 'query'));
        throw result.error ?? new Error('no answer');
      },
    ),
    decide: fromPromise(async ({ input }: { input: ModerationDecision }): Promise<unknown> => {
      const { reviewId, reason } = input;
      const result = await client.mutation(mutations[input.action], { reviewId, reason }, silent).toPromise();
      if (result.data) return result.data;
      const error = result.error?.graphQLErrors[0];
      // An ended session, or none, is the error policy's ("Access Denied"); any other refusal is the form's.
      const code = error?.extensions?.code;
      if (!error || code === 'TOKEN_EXPIRED' || code === 'LOGIN_REQUIRED') {
        if (result.error) report(firstErrorReport(result.error, 'mutation'));
        throw result.error ?? new Error('no answer');
      }
      throw new MinistryRefusal(error.message);
    }),
  };
}
