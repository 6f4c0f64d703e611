import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { videoTestSessionSchema } from '../../ministry/video-schemas.js';

export const videoTestPublish: NonNullable<MutationResolvers['videoTestPublish']> = (
  _parent,
  { sdp },
  { ministry },
) => ministry.postJson('video_test/publish', { sdp }, videoTestSessionSchema);
