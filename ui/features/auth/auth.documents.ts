import { graphql } from '../../gql';

/**
 * Login as the UI sends it: pre-check, the liveness bridge, authentication (schema/auth.graphql).
 * Loaded with the login's first call (login.actors.ts); the client configuration, read at start,
 * is in ./client-config.documents.ts.
 */

export const PrecheckMutation = graphql(`
  mutation Precheck($input: PrecheckInput!) {
    precheck(input: $input)
  }
`);

export const AuthenticateMutation = graphql(`
  mutation Authenticate($input: AuthenticateInput!) {
    authenticate(input: $input) {
      resultCode
      message
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const LivenessSubscription = graphql(`
  subscription Liveness($sessionId: ID!) {
    liveness(sessionId: $sessionId) {
      kind
      errors
      faceRect {
        x
        y
        width
        height
      }
      isOk
      challenge {
        step
        index
        of
      }
      skipped
      jwt
      errorCode
    }
  }
`);

export const SendLivenessFrameMutation = graphql(`
  mutation SendLivenessFrame($sessionId: ID!, $image: String!, $contentType: String!) {
    sendLivenessFrame(sessionId: $sessionId, image: $image, contentType: $contentType)
  }
`);
