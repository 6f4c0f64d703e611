import { graphql } from '../gql';

/** The auth part of schema/auth.graphql as the UI uses it (docs/contracts.md). */

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

export const SessionUserFragment = graphql(`
  fragment SessionUserFields on User {
    id
    userid
    name
    surname
    lastname
    fullname
    typeid
    gender
    birthdate
    birthcountry
    inn
    pin
    passserial
    passnum
    issueorg
    issuedate
    exprdate
    citizenship
    nationality
    phone
    email
    regionid
    regionru
    regionuz
    districtid
    districtru
    districtuz
    regaddress
    actaddress
    orginn
    orgname
    valid
    termsofuse
    roles
  }
`);

export const ClientConfigQuery = graphql(`
  query ClientConfig {
    clientConfig {
      faceCheckLimitMs
      faceCheckStartDelayMs
      frameIntervalMs
      instructionalVideoUrl
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

export const CheckTokenQuery = graphql(`
  query CheckToken {
    checkToken
  }
`);

export const AcceptOfferMutation = graphql(`
  mutation AcceptOffer {
    acceptOffer
  }
`);

export const RefuseOfferMutation = graphql(`
  mutation RefuseOffer {
    refuseOffer
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
    }
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications {
    notifications {
      regtypeid
      regsystemid
      rid
      uuid
      na
      visitdate
      visittime
    }
  }
`);
