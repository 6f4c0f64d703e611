import type { Resolvers } from '../generated/resolvers-types.js';
import { precheck } from './Mutation/precheck.js';
import { actTypes } from './Query/actTypes.js';
import { health } from './Query/health.js';
import { notaryOffices } from './Query/notaryOffices.js';
import { regions } from './Query/regions.js';
import { ministryStatus } from './Subscription/ministryStatus.js';

export const resolvers: Resolvers = {
  Query: { health, regions, actTypes, notaryOffices },
  Mutation: { precheck },
  Subscription: { ministryStatus },
};
