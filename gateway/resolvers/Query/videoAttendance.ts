import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { videoAttendanceSchema } from '../../ministry/video-schemas.js';

export const videoAttendance: NonNullable<QueryResolvers['videoAttendance']> = (
  _parent,
  { uuid },
  { ministry },
) =>
  ministry.getJson(`notarial_act/${encodeURIComponent(uuid)}/video/attendance`, videoAttendanceSchema, {
    uuid,
  });
