import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { banCheckSchema } from '../../ministry/searches-schemas.js';

export const vehicleBanCheck: NonNullable<QueryResolvers['vehicleBanCheck']> = async (
  _parent,
  { stateNumber, techPassportSeries, techPassportNumber },
  { ministry },
) => {
  const answer = await ministry.getJson('search/ban', banCheckSchema, {
    query: { kind: 'vehicle', stateNumber, techPassportSeries, techPassportNumber },
  });
  return answer.found ? { bans: answer.bans, fines: answer.fines } : null;
};
