import { graphql } from '../../gql';

// The citizen's profile (issue 13, decision 059): the session's own user only.

export const ProfileFields = graphql(`
  fragment ProfileFields on Profile {
    login
    fullname
    surname
    name
    lastname
    pin
    inn
    passport
    issueorg
    issuedate
    exprdate
    birthdate
    citizenship
    nationality
    regaddress
    actaddress
    region
    district
    phone
    email
    consent
    consentJournal {
      event
      at
    }
    pendingPhone {
      phone
      expiresAt
      attemptsLeft
    }
  }
`);

export const ProfileReviewPageFields = graphql(`
  fragment ProfileReviewPageFields on ProfileReviewPage {
    total
    page
    pageSize
    items {
      id
      notaryId
      notaryName
      rating
      text
      createdAt
      hidden
    }
  }
`);

export const ProfileLookupPageFields = graphql(`
  fragment ProfileLookupPageFields on ProfileLookupPage {
    total
    page
    pageSize
    items {
      id
      at
      by
      actType {
        id
        name
      }
    }
  }
`);

export const ProfileSessionFields = graphql(`
  fragment ProfileSessionFields on ProfileSession {
    id
    current
    createdAt
    lastSeenAt
    expiresAt
  }
`);

/** The page's first load: the record, the first page of reviews and the open sessions. */
export const ProfileQuery = graphql(`
  query Profile {
    profile {
      ...ProfileFields
    }
    profileReviews(page: 1) {
      ...ProfileReviewPageFields
    }
    profileLookups(page: 1) {
      ...ProfileLookupPageFields
    }
    profileSessions {
      ...ProfileSessionFields
    }
  }
`);

export const ProfileReviewsQuery = graphql(`
  query ProfileReviews($page: Int) {
    profileReviews(page: $page) {
      ...ProfileReviewPageFields
    }
  }
`);

export const ProfileLookupsQuery = graphql(`
  query ProfileLookups($page: Int) {
    profileLookups(page: $page) {
      ...ProfileLookupPageFields
    }
  }
`);

export const ProfileSessionsQuery = graphql(`
  query ProfileSessions {
    profileSessions {
      ...ProfileSessionFields
    }
  }
`);

export const ChangeProfileEmailMutation = graphql(`
  mutation ChangeProfileEmail($email: String!) {
    changeProfileEmail(email: $email) {
      ...ProfileFields
    }
  }
`);

export const RequestPhoneCodeMutation = graphql(`
  mutation RequestPhoneCode($phone: String!) {
    requestPhoneCode(phone: $phone) {
      expiresAt
      attemptsLeft
    }
  }
`);

export const ConfirmPhoneCodeMutation = graphql(`
  mutation ConfirmPhoneCode($code: String!) {
    confirmPhoneCode(code: $code) {
      ...ProfileFields
    }
  }
`);

export const SetPersonalDataConsentMutation = graphql(`
  mutation SetPersonalDataConsent($given: Boolean!) {
    setPersonalDataConsent(given: $given) {
      ...ProfileFields
    }
  }
`);

export const LogoutOtherSessionsMutation = graphql(`
  mutation LogoutOtherSessions {
    logoutOtherSessions
  }
`);
