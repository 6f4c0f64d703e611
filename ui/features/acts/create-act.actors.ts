import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import type { CreateActFormInput } from '../../../machines/act-form/act-form.input';
import type { VehicleLookupForm } from '../../../machines/act-form/act-form.schema';
import type {
  ActFormFailure,
  CreatedAct,
  NotaryAvailability,
} from '../../../machines/act-form/create-act.machine';
import type { CreateActInput, VehicleLookupQuery as VehicleLookupResult } from '../../gql/graphql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { CreateActMutation, VehicleLookupQuery } from './acts.documents';
import { actRefusal } from './create-act';
import { NotaryAvailabilityQuery } from './notary-choice.documents';

export type VehicleLookup = VehicleLookupResult['vehicleLookup'];

// The form shows the business-rule refusals itself, with their links; the toast would only repeat them.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/** A refusal for the form to show, or a report for the error policy. */
function failureOf(
  error: CombinedError | undefined,
  operation: 'query' | 'mutation',
  kiosk: boolean,
): ActFormFailure {
  if (!error) return { report: { code: null, operation, message: null } };
  const refusal = actRefusal(error, kiosk);
  return refusal ? { refusal } : { report: firstErrorReport(error, operation) };
}

/**
 * The vehicle lookup, the creation and the question about the user's region for the act form machine
 * (machines/act-form).
 */
export function createActActors(client: Client, kiosk: boolean) {
  return {
    lookup: fromPromise(async ({ input }: { input: VehicleLookupForm }): Promise<VehicleLookup> => {
      const result = await client.query(VehicleLookupQuery, input, silent).toPromise();
      if (result.data) return result.data.vehicleLookup;
      throw failureOf(result.error, 'query', kiosk);
    }),
    create: fromPromise(async ({ input }: { input: CreateActFormInput }): Promise<CreatedAct> => {
      // The registry checked the input (validateActForm) and its values are the schema's enums and
      // shapes; the mapping types them by the registry's catalogues, not by the generated input type.
      const variables = { input: input as unknown as CreateActInput };
      const result = await client.mutation(CreateActMutation, variables, silent).toPromise();
      if (result.data) return { rid: result.data.createAct.rid, uuid: result.data.createAct.uuid };
      throw failureOf(result.error, 'mutation', kiosk);
    }),
    // Silent: a failed question changes nothing on screen, and the creation still says it if it matters.
    notaryAvailability: fromPromise(async (): Promise<NotaryAvailability> => {
      const result = await client.query(NotaryAvailabilityQuery, {}, silent).toPromise();
      if (result.data) return result.data.notaryAvailability;
      throw failureOf(result.error, 'query', kiosk);
    }),
  };
}
