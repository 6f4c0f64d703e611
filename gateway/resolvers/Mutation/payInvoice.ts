import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

export const payInvoice: NonNullable<MutationResolvers['payInvoice']> = (
  _parent,
  { invoiceId, card, expiry, version },
  { ministry },
) =>
  ministry.postJson(
    `invoices/${encodeURIComponent(invoiceId)}/pay`,
    { card, expiry, ...(version != null ? { version } : {}) },
    actDetailSchema,
  );
