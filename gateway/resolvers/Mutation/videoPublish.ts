import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { videoSdpAnswerSchema } from '../../ministry/video-schemas.js';

export const videoPublish: NonNullable<MutationResolvers['videoPublish']> = (
  _parent,
  { uuid, attendanceId, sdp },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/video/publish`,
    { attendanceId, sdp },
    videoSdpAnswerSchema,
    { uuid },
  );
