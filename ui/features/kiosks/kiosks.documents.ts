import { graphql } from '../../gql';

/** Enrolled kiosks (decision 070): the administrators' /admin/kiosks and the kiosk's own calls. */

export const KioskFields = graphql(`
  fragment KioskFields on Kiosk {
    id
    label
    office {
      id
      name {
        oz
        uz
        ru
      }
    }
    state
    createdAt
    enrolledAt
    revokedAt
    lastSeenAt
    codeExpired
  }
`);

export const KiosksQuery = graphql(`
  query Kiosks($filter: KiosksFilter, $page: Int) {
    kiosks(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        ...KioskFields
      }
    }
  }
`);

/** The offices an administrator enrols a kiosk for. */
export const KioskOfficesQuery = graphql(`
  query KioskOffices {
    notaryOffices {
      id
      regionId
      name {
        oz
        uz
        ru
      }
    }
  }
`);

export const EnrolKioskMutation = graphql(`
  mutation EnrolKiosk($officeId: Int!, $label: String!) {
    enrolKiosk(officeId: $officeId, label: $label) {
      kiosk {
        ...KioskFields
      }
      code
      codeExpiresAt
    }
  }
`);

export const RevokeKioskMutation = graphql(`
  mutation RevokeKiosk($id: Int!) {
    revokeKiosk(id: $id) {
      ...KioskFields
    }
  }
`);

export const KioskIdentityFields = graphql(`
  fragment KioskIdentityFields on KioskIdentity {
    kioskId
    label
    office {
      id
      name {
        oz
        uz
        ru
      }
    }
  }
`);

/** The kiosk's enrolment page: the code and the public key of the pair it made. */
export const CompleteKioskEnrolmentMutation = graphql(`
  mutation CompleteKioskEnrolment($code: String!, $publicKey: KioskPublicKeyInput!) {
    completeKioskEnrolment(code: $code, publicKey: $publicKey) {
      ...KioskIdentityFields
    }
  }
`);

/** A nonce for the kiosk's next signed operation. */
export const KioskNonceMutation = graphql(`
  mutation KioskNonce($kioskId: Int!) {
    kioskNonce(kioskId: $kioskId) {
      nonce
      expiresAt
    }
  }
`);

/** The kiosk's office, proven: what /kiosk/equeue shows and serves. */
export const IdentifyKioskMutation = graphql(`
  mutation IdentifyKiosk($proof: KioskProofInput!) {
    identifyKiosk(proof: $proof) {
      ...KioskIdentityFields
    }
  }
`);

/** An office's duty rota (decision 070): who may mark any of its bookings served or missed. */
export const DutyRotaFields = graphql(`
  fragment DutyRotaFields on DutyRota {
    officeId
    items {
      fromDay
      notary {
        id
        name {
          oz
          uz
          ru
        }
      }
    }
  }
`);

export const DutyRotaQuery = graphql(`
  query DutyRota($officeId: Int!) {
    dutyRota(officeId: $officeId) {
      ...DutyRotaFields
    }
  }
`);

/** The notaries of an office's region, the office's own kept by the panel. */
export const DutyNotariesQuery = graphql(`
  query DutyNotaries($regionId: Int) {
    notaries(regionId: $regionId) {
      id
      name {
        oz
        uz
        ru
      }
      office {
        id
      }
    }
  }
`);

export const SetDutyNotaryMutation = graphql(`
  mutation SetDutyNotary($input: DutyNotaryInput!) {
    setDutyNotary(input: $input) {
      ...DutyRotaFields
    }
  }
`);
