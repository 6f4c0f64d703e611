import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { actDetailSchema } from '../../ministry/acts-schemas.js';

// The act's general fields set by its notary while checking it (decision 080); the ministry authorizes.
export const setActGeneral: NonNullable<MutationResolvers['setActGeneral']> = (
  _parent,
  { uuid, version, general },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/general`,
    {
      version,
      place: general.place,
      placeAddress: general.placeAddress ?? null,
      freeOfPayment: general.freeOfPayment,
      freeOfPaymentReason: general.freeOfPaymentReason ?? null,
      attributes: general.attributes.map(({ title, value }) => ({ title, value })),
      links: general.links.map(({ kind, regnum }) => ({ kind, regnum })),
    },
    actDetailSchema,
    { uuid },
  );
