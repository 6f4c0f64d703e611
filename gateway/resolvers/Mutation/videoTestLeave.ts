import { z } from 'zod';
import type { MutationResolvers } from '../../generated/resolvers-types.js';

const left = z.object({ left: z.literal(true) });

export const videoTestLeave: NonNullable<MutationResolvers['videoTestLeave']> = async (
  _parent,
  { sessionId },
  { ministry },
) => {
  await ministry.postJson(`video_test/${encodeURIComponent(sessionId)}/leave`, {}, left);
  return true;
};
