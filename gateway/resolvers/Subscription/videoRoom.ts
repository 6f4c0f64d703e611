import type { SubscriptionResolvers } from '../../generated/resolvers-types.js';
import { defaultVideoRoomRelayPolicy, relayVideoRoom, type VideoRoomUpdate } from '../../video/room.js';

export const videoRoom: NonNullable<SubscriptionResolvers['videoRoom']> = {
  // The subscriber's own token and language reach the ministry through the context's client; the
  // ministry checks the act's access rule and that the attendance is the user's own open join.
  subscribe: (_parent, { uuid, attendanceId }, { ministry, actWatch, locale }) =>
    relayVideoRoom({
      ministry,
      uuid,
      attendanceId,
      policy: defaultVideoRoomRelayPolicy,
      logger: actWatch.logger,
      locale,
    }),
  // A refusal before the stream (418, VIDEO_NOT_JOINED...) or a dropped stream ends the subscription
  // as this field's error.
  resolve: (update: VideoRoomUpdate) => {
    if ('failure' in update) throw update.failure;
    return update.event;
  },
};
