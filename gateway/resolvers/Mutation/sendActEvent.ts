import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { withoutNulls } from '../../ministry/acts-input.js';
import { actDetailSchema, eventToMinistry } from '../../ministry/acts-schemas.js';

export const sendActEvent: NonNullable<MutationResolvers['sendActEvent']> = (
  _parent,
  { uuid, type, version, payload },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/events`,
    { type: eventToMinistry(type), version, payload: payload ? withoutNulls(payload) : {} },
    actDetailSchema,
    { uuid },
  );
