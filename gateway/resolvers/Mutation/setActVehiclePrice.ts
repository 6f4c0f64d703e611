import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

export const setActVehiclePrice: NonNullable<MutationResolvers['setActVehiclePrice']> = (
  _parent,
  { uuid, version, subjectId, price },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/vehicles/${encodeURIComponent(subjectId)}`,
    { version, price },
    actDetailSchema,
    { uuid },
  );
