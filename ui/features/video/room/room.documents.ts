import { graphql } from '../../../gql';

// The live room through the gateway (schema/video.graphql, "The live room"; decision 047): the room's
// events, the WebRTC offers answered by the ministry's media server, the notary's commands and the
// test room of /room_video_testing. Every field of the schema's types is selected.

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
      mediaId
      reason
      regnum
    }
  }
`);

export const VideoPublishMutation = graphql(`
  mutation VideoPublish($uuid: ID!, $attendanceId: ID!, $sdp: String!) {
    videoPublish(uuid: $uuid, attendanceId: $attendanceId, sdp: $sdp) {
      sdp
    }
  }
`);

export const VideoSubscribeMutation = graphql(`
  mutation VideoSubscribe($uuid: ID!, $attendanceId: ID!, $mediaId: ID!, $sdp: String!) {
    videoSubscribe(uuid: $uuid, attendanceId: $attendanceId, mediaId: $mediaId, sdp: $sdp) {
      sdp
    }
  }
`);

export const VideoRoomCommandMutation = graphql(`
  mutation VideoRoomCommand($uuid: ID!, $attendanceId: ID!, $command: VideoRoomCommandInput!) {
    videoRoomCommand(uuid: $uuid, attendanceId: $attendanceId, command: $command)
  }
`);

export const VideoTestPublishMutation = graphql(`
  mutation VideoTestPublish($sdp: String!) {
    videoTestPublish(sdp: $sdp) {
      sessionId
      sdp
    }
  }
`);

export const VideoTestSubscribeMutation = graphql(`
  mutation VideoTestSubscribe($sessionId: ID!, $sdp: String!) {
    videoTestSubscribe(sessionId: $sessionId, sdp: $sdp) {
      sdp
    }
  }
`);

export const VideoTestLeaveMutation = graphql(`
  mutation VideoTestLeave($sessionId: ID!) {
    videoTestLeave(sessionId: $sessionId)
  }
`);
