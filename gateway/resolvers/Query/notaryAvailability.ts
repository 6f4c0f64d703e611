import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { notaryAvailabilitySchema } from '../../ministry/schemas.js';

export const notaryAvailability: NonNullable<QueryResolvers['notaryAvailability']> = async (
  _parent,
  { regionId },
  { ministry },
) => {
  const answer = await ministry.getJson('notaries/availability', notaryAvailabilitySchema, {
    query: { regionId },
  });
  const named = (region: { regionId: number; name: string }) => ({ id: region.regionId, name: region.name });
  return {
    region: named(answer),
    available: answer.available,
    nearest: answer.nearest ? named(answer.nearest) : null,
  };
};
