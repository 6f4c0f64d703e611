import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { FeeQuoteInput } from '../../../machines/catalogue/catalogue.schema';
import type { QuoteFailure } from '../../../machines/catalogue/fee-calculator.machine';
import { useFragment as readFragment } from '../../gql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { refusedFields } from '../../graphql/failure';
import { ActFeeFields, type Fee } from '../acts';
import { FeeQuoteQuery as FeeQuoteDocument } from './catalogue.documents';

/** The calculator's quote: an act's fee (decision 050). */
export type FeeQuote = Fee;

// The calculator shows a refused input on its fields itself; other failures go to the error policy.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/** The quote actor of the fee calculator machine (machines/catalogue). */
export function feeCalculatorActors(client: Client) {
  return {
    quote: fromPromise(async ({ input }: { input: FeeQuoteInput }): Promise<FeeQuote | null> => {
      const variables = {
        actType: input.type,
        value: input.value ?? null,
        relationship: input.relationship ?? null,
      };
      const result = await client.query(FeeQuoteDocument, variables, silent).toPromise();
      if (result.data) return result.data.feeQuote ? readFragment(ActFeeFields, result.data.feeQuote) : null;
      const fields = result.error ? refusedFields(result.error) : null;
      const failure: QuoteFailure = fields
        ? { fields }
        : {
            report: result.error
              ? firstErrorReport(result.error, 'query')
              : { code: null, operation: 'query', message: null },
          };
      throw failure;
    }),
  };
}
