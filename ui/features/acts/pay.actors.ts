import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import type { BankOrder, CardPayment } from '../../../machines/payment/pay-dialog.machine';
import { useFragment as readFragment } from '../../gql';
import { firstErrorReport, type GraphqlErrorReport, type PortalOperationContext } from '../../graphql/client';
import {
  ActDetailFragment,
  PayInvoiceMutation,
  RequestBankOrderMutation,
  SimulateBankTransferMutation,
} from './acts.documents';
import type { ActDetail } from './use-act';

// The dialog shows a failure itself and hands its report to the app's error reaction (the toast with
// the ministry's message, a session that ended): the client's own toast would say it twice.
const silent: PortalOperationContext = { silent: true };

/** The pay dialog's calls (machines/payment/pay-dialog.machine.ts); each rejects with an ErrorReport. */
export function payDialogActors(client: Client) {
  return {
    payByCard: fromPromise(async ({ input }: { input: CardPayment }): Promise<ActDetail> => {
      const result = await client.mutation(PayInvoiceMutation, input, silent).toPromise();
      if (result.data) return readFragment(ActDetailFragment, result.data.payInvoice);
      throw failureOf(result.error);
    }),
    requestBankOrder: fromPromise(async ({ input }: { input: { invoiceId: string } }): Promise<BankOrder> => {
      const result = await client.mutation(RequestBankOrderMutation, input, silent).toPromise();
      if (result.data) return result.data.requestBankOrder;
      throw failureOf(result.error);
    }),
    simulateTransfer: fromPromise(async ({ input }: { input: { reference: string } }): Promise<ActDetail> => {
      const result = await client.mutation(SimulateBankTransferMutation, input, silent).toPromise();
      if (result.data) return readFragment(ActDetailFragment, result.data.simulateBankTransfer);
      throw failureOf(result.error);
    }),
  };
}

/** The report of a failed call; an answer with neither data nor an error has no code. */
function failureOf(error: CombinedError | undefined): GraphqlErrorReport {
  return error
    ? firstErrorReport(error, 'mutation')
    : { code: null, message: null, uuid: null, operation: 'mutation' };
}
