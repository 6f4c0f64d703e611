import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { videoSdpAnswerSchema } from '../../ministry/video-schemas.js';

export const videoTestSubscribe: NonNullable<MutationResolvers['videoTestSubscribe']> = (
  _parent,
  { sessionId, sdp },
  { ministry },
) =>
  ministry.postJson(`video_test/${encodeURIComponent(sessionId)}/subscribe`, { sdp }, videoSdpAnswerSchema);
