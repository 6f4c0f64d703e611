import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { ActEventRequest } from '../../../machines/act-actions/act-actions.machine';
import { useFragment as readFragment } from '../../gql';
import type { ActEventPayloadInput, ActEventType, ActFeeFieldsFragment } from '../../gql/graphql';
import { ActFeeFields, ActFeeQuery } from './act-fee.documents';
import { ActDetailFragment, SendActEventMutation } from './acts.documents';
import type { ActDetail } from './use-act';

/** The calls of machines/act-actions: an event sent on the act, and the fee its invoices open with. */
export function actActionsActors(client: Client) {
  return {
    sendEvent: fromPromise(
      async ({
        input,
      }: {
        input: ActEventRequest<ActEventType, ActEventPayloadInput>;
      }): Promise<ActDetail | null> => {
        const result = await client.mutation(SendActEventMutation, input).toPromise();
        // A refusal, a stale version or a lost access is the global error policy's toast (and redirect).
        return result.data ? readFragment(ActDetailFragment, result.data.sendActEvent) : null;
      },
    ),
    loadFee: fromPromise(
      async ({ input }: { input: { uuid: string } }): Promise<ActFeeFieldsFragment | null> => {
        const result = await client.query(ActFeeQuery, input, { requestPolicy: 'network-only' }).toPromise();
        // A refusal to compute (or its failure) leaves the notary to type the amounts, as before the fee.
        return result.data?.actFee ? readFragment(ActFeeFields, result.data.actFee) : null;
      },
    ),
  };
}
