import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { bankOrderSchema } from '../../ministry/acts-schemas.js';

export const requestBankOrder: NonNullable<MutationResolvers['requestBankOrder']> = (
  _parent,
  { invoiceId },
  { ministry },
) => ministry.postJson(`invoices/${encodeURIComponent(invoiceId)}/bank_order`, {}, bankOrderSchema);
