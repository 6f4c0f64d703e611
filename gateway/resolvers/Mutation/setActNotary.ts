import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { withoutNulls } from '../../ministry/acts-input.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

export const setActNotary: NonNullable<MutationResolvers['setActNotary']> = (
  _parent,
  { uuid, version, notary },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/notary`,
    { version, notary: withoutNulls(notary) },
    actDetailSchema,
    { uuid },
  );
