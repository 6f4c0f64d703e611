import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { videoRecordingsSchema } from '../../ministry/video-schemas.js';

export const videoRecordings: NonNullable<QueryResolvers['videoRecordings']> = (
  _parent,
  { uuid },
  { ministry },
) =>
  ministry.getJson(`notarial_act/${encodeURIComponent(uuid)}/video/recordings`, videoRecordingsSchema, {
    uuid,
  });
