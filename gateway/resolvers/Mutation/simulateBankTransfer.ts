import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

// SANDBOX ONLY: the sandbox bank's counter (decision 083); absent (404) where SANDBOX_PAYMENTS=0.
export const simulateBankTransfer: NonNullable<MutationResolvers['simulateBankTransfer']> = (
  _parent,
  { reference },
  { ministry },
) => ministry.postJson('sandbox/bank/transfers', { reference }, actDetailSchema);
