import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { vehicleLookupSchema } from '../../ministry/acts-schemas.js';

export const vehicleLookup: NonNullable<QueryResolvers['vehicleLookup']> = (_parent, args, { ministry }) =>
  ministry.getJson('vehicles/lookup', vehicleLookupSchema, {
    query: {
      stateNumber: args.stateNumber,
      techPassportSeries: args.techPassportSeries,
      techPassportNumber: args.techPassportNumber,
    },
  });
