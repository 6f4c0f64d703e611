import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { withoutNulls } from '../../ministry/acts-input.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

export const setActRealEstate: NonNullable<MutationResolvers['setActRealEstate']> = (
  _parent,
  { uuid, version, subjectId, realEstate },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/real_estates/${encodeURIComponent(subjectId)}`,
    { version, ...withoutNulls(realEstate) },
    actDetailSchema,
    { uuid },
  );
