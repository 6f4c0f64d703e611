import { graphql } from '../../gateway/generated/test-documents/index.js';

// Typed documents of the login flow (schema/auth.graphql) that the gateway tests send.

export const AuthenticateMutation = graphql(`
  mutation Authenticate($input: AuthenticateInput!) {
    authenticate(input: $input) {
      resultCode
      message
      token
      user {
        id
        userid
        fullname
        gender
        pin
        passserial
        passnum
        regionid
        regionru
        valid
        termsofuse
        roles
      }
    }
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

export const CheckTokenQuery = graphql(`
  query CheckToken {
    checkToken
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
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
