import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

export const setActPartyPhone: NonNullable<MutationResolvers['setActPartyPhone']> = (
  _parent,
  { uuid, version, partyId, phone },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/parties/${encodeURIComponent(partyId)}`,
    { version, phone },
    actDetailSchema,
    { uuid },
  );
