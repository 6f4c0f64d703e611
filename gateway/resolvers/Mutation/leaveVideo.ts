import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { videoLeaveSchema } from '../../ministry/video-schemas.js';

export const leaveVideo: NonNullable<MutationResolvers['leaveVideo']> = (
  _parent,
  { uuid, attendanceId },
  { ministry },
) =>
  ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/video/leave`,
    { attendanceId: Number(attendanceId) },
    videoLeaveSchema,
    { uuid },
  );
