import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { videoJoinSchema } from '../../ministry/video-schemas.js';

export const joinVideo: NonNullable<MutationResolvers['joinVideo']> = (
  _parent,
  { uuid, challengeId, signature, client },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/video/join`,
    { challengeId, signature, client: client ?? 'browser' },
    videoJoinSchema,
    { uuid },
  );
