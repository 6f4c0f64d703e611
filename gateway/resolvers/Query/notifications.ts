import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { notificationsSchema } from '../../ministry/schemas.js';

export const notifications: NonNullable<QueryResolvers['notifications']> = (_parent, _args, { ministry }) =>
  ministry.getJson('notarial_act/get_notify', notificationsSchema);
