import { graphql } from '../../gql';

/** The session as the UI reads it: the user, the token check, the offer, logout, notifications. */

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
      office
    }
  }
`);
