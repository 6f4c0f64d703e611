import { graphql } from '../../../gql';

// The live room through the gateway (schema/video.graphql, "The live room"; decisions 047 and 048).
// Every field of the schema's types is selected: the gateway's tests send these same documents.

/** Entering the room: the server's room events, `joined` (or `refused`) first. */
export const VideoRoomSubscription = graphql(`
  subscription VideoRoom($uuid: ID!, $attendanceId: ID!) {
    videoRoom(uuid: $uuid, attendanceId: $attendanceId) {
      type
      phase
      participants {
        participantId
        role
        admitted
        paused
        muted
        left
        mediaId
      }
      participant {
        participantId
        role
        admitted
        paused
        muted
        left
        mediaId
      }
      participantId
      muted
      reason
      regnum
      mediaId
    }
  }
`);

/** This participant's camera and microphone: a sendonly offer, answered by the media server. */
export const VideoPublishMutation = graphql(`
  mutation VideoPublish($uuid: ID!, $attendanceId: ID!, $sdp: String!) {
    videoPublish(uuid: $uuid, attendanceId: $attendanceId, sdp: $sdp) {
      sdp
    }
  }
`);

/** Another participant's publication: a recvonly offer for their media id. */
export const VideoSubscribeMutation = graphql(`
  mutation VideoSubscribe($uuid: ID!, $attendanceId: ID!, $mediaId: ID!, $sdp: String!) {
    videoSubscribe(uuid: $uuid, attendanceId: $attendanceId, mediaId: $mediaId, sdp: $sdp) {
      sdp
    }
  }
`);

/** The notary's controls (start, admit, mute, register, end). */
export const VideoRoomCommandMutation = graphql(`
  mutation VideoRoomCommand($uuid: ID!, $attendanceId: ID!, $command: VideoRoomCommandInput!) {
    videoRoomCommand(uuid: $uuid, attendanceId: $attendanceId, command: $command)
  }
`);

/** /room_video_testing: a test room of one, publishing. */
export const VideoTestPublishMutation = graphql(`
  mutation VideoTestPublish($sdp: String!) {
    videoTestPublish(sdp: $sdp) {
      sessionId
      sdp
    }
  }
`);

/** /room_video_testing: one's own media back through the media server. */
export const VideoTestSubscribeMutation = graphql(`
  mutation VideoTestSubscribe($sessionId: ID!, $sdp: String!) {
    videoTestSubscribe(sessionId: $sessionId, sdp: $sdp) {
      sdp
    }
  }
`);

/** /room_video_testing: leaving the test room. */
export const VideoTestLeaveMutation = graphql(`
  mutation VideoTestLeave($sessionId: ID!) {
    videoTestLeave(sessionId: $sessionId)
  }
`);
