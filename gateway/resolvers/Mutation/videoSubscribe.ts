import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { videoSdpAnswerSchema } from '../../ministry/video-schemas.js';

export const videoSubscribe: NonNullable<MutationResolvers['videoSubscribe']> = (
  _parent,
  { uuid, attendanceId, mediaId, sdp },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/video/subscribe`,
    { attendanceId, mediaId, sdp },
    videoSdpAnswerSchema,
    { uuid },
  );
