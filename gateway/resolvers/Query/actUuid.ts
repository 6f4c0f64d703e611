import { z } from 'zod';
import type { QueryResolvers } from '../../generated/resolvers-types.js';

const byRidSchema = z.object({ rid: z.number().int(), uuid: z.string() });

export const actUuid: NonNullable<QueryResolvers['actUuid']> = async (_parent, { rid }, { ministry }) =>
  (await ministry.getJson(`notarial_act/by_rid/${rid}`, byRidSchema, { uuid: String(rid) })).uuid;
