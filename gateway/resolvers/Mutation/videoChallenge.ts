import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { videoChallengeSchema } from '../../ministry/video-schemas.js';

export const videoChallenge: NonNullable<MutationResolvers['videoChallenge']> = (
  _parent,
  { uuid },
  { ministry },
) =>
  ministry.postJson(`notarial_act/${encodeURIComponent(uuid)}/video/challenge`, {}, videoChallengeSchema, {
    uuid,
  });
