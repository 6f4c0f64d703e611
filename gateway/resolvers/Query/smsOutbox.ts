import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { smsOutboxSchema } from '../../ministry/acts-schemas.js';

export const smsOutbox: NonNullable<QueryResolvers['smsOutbox']> = (_parent, { phone }, { ministry }) =>
  ministry.getJson('sms_outbox', smsOutboxSchema, { query: { phone } });
