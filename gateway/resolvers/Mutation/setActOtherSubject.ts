import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { withoutNulls } from '../../ministry/acts-input.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

export const setActOtherSubject: NonNullable<MutationResolvers['setActOtherSubject']> = (
  _parent,
  { uuid, version, subjectId, other },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/other/${encodeURIComponent(subjectId)}`,
    { version, ...withoutNulls(other) },
    actDetailSchema,
    { uuid },
  );
