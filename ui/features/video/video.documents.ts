import { graphql } from '../../gql';

// The act's video conference through the gateway (schema/video.graphql; decisions 045 and 046).

export const VideoChallengeMutation = graphql(`
  mutation VideoChallenge($uuid: ID!) {
    videoChallenge(uuid: $uuid) {
      challengeId
      challenge
      expiresAt
    }
  }
`);

export const JoinVideoMutation = graphql(`
  mutation JoinVideo($uuid: ID!, $challengeId: ID!, $signature: String!, $client: VideoClient) {
    joinVideo(uuid: $uuid, challengeId: $challengeId, signature: $signature, client: $client) {
      attendanceId
      room
      role
      partyId
      joinedAt
    }
  }
`);

export const LeaveVideoMutation = graphql(`
  mutation LeaveVideo($uuid: ID!, $attendanceId: ID!) {
    leaveVideo(uuid: $uuid, attendanceId: $attendanceId) {
      attendanceId
      leftAt
    }
  }
`);

/** SANDBOX ONLY: the sandbox e-signature provider behind ./signature-provider.ts. */
export const SandboxSignMutation = graphql(`
  mutation SandboxSign($challenge: String!) {
    sandboxSign(challenge: $challenge) {
      signature
      algorithm
    }
  }
`);

/**
 * Who came, for the act's video tab. One root field per document: two failing fields of one request
 * could list their errors in either order, and the answer must be the same when repeated.
 */
export const VideoAttendanceQuery = graphql(`
  query VideoAttendance($uuid: ID!) {
    videoAttendance(uuid: $uuid) {
      me {
        role
        partyId
      }
      attendance {
        id
        role
        partyId
        client
        joinedAt
        leftAt
      }
    }
  }
`);

/** The act's recordings, for the video tab's list and downloads. */
export const VideoRecordingsQuery = graphql(`
  query VideoRecordings($uuid: ID!) {
    videoRecordings(uuid: $uuid) {
      id
      attendanceId
      role
      segment
      startedAt
      endedAt
      bytes
      complete
      hasAudio
      hasVideo
      url
    }
  }
`);
