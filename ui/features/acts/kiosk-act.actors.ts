import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type {
  ActFormFailure,
  CreatedAct,
  NotaryAvailability,
} from '../../../machines/act-form/create-act.machine';
import type { KioskActInput } from '../../../machines/kiosk-act/kiosk-guide';
import type { CreateActInput } from '../../gql/graphql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { CreateActMutation } from './acts.documents';
import { actRefusal } from './create-act';
import { NotaryAvailabilityQuery } from './notary-choice.documents';

// The page shows the ministry's refusals itself; the toast would only repeat them.
const silent: PortalOperationContext = { silent: true };

/** The creation for the kiosk's guided act machine (machines/kiosk-act). */
export function kioskActActors(client: Client) {
  return {
    create: fromPromise(async ({ input }: { input: KioskActInput }): Promise<CreatedAct> => {
      const result = await client
        .mutation(CreateActMutation, { input: input as unknown as CreateActInput }, silent)
        .toPromise();
      if (result.data) return { rid: result.data.createAct.rid, uuid: result.data.createAct.uuid };
      const refusal = result.error ? actRefusal(result.error, true) : null;
      const failure: ActFormFailure = refusal
        ? { refusal }
        : {
            report: result.error
              ? firstErrorReport(result.error, 'mutation')
              : { code: null, operation: 'mutation', message: null },
          };
      throw failure;
    }),
    notaryAvailability: fromPromise(async (): Promise<NotaryAvailability> => {
      const result = await client
        .query(NotaryAvailabilityQuery, {}, { ...silent, requestPolicy: 'network-only' })
        .toPromise();
      if (result.data) return result.data.notaryAvailability;
      // The machine ignores a failed question: the creation still refuses if no notary can take the act.
      throw result.error ?? new Error('no availability');
    }),
  };
}
