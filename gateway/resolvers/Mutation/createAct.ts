import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { withoutNulls } from '../../ministry/acts-input.js';
import { createdActSchema } from '../../ministry/acts-schemas.js';

export const createAct: NonNullable<MutationResolvers['createAct']> = (_parent, { input }, { ministry }) =>
  ministry.postJson('notarial_act', withoutNulls(input), createdActSchema);
