import { graphql } from '../../gateway/generated/test-documents/index.js';

// Typed documents of the acts tests; `npm run codegen` types them from schema/acts.graphql.

export const ActQuery = graphql(`
  query Act($uuid: ID!) {
    act(uuid: $uuid) {
      rid
      uuid
      version
      viewer {
        role
        roles {
          applicant
          party
          notary
        }
      }
      view {
        state
        step
        sideState
        allowed
        canEdit
        awaitingMe
        payableInvoiceIds
        myParty {
          id
          status
        }
      }
      general {
        state
        step
        status
        regnum
        office {
          id
          name
        }
        notary {
          id
          name
        }
      }
      parties {
        id
        role
        applicant
        status
        fio
        me
      }
      subjects {
        vehicles {
          id
          stateNumber
          price
          bans {
            id
            kind
            state
          }
          finesList {
            id
            amount
            paid
          }
        }
      }
      printForm {
        id
        url
      }
      payments {
        id
        amount
        paid
        payment {
          method
          cardLast4
        }
      }
      references {
        vehicleBans
        unpaidFines
        enforcementDebt
        deceasedParty
      }
      result {
        state
        regnum
      }
      notes {
        id
        kind
        text
      }
      journal {
        event
        role
        fromState
        toState
        version
      }
    }
  }
`);

export const MyActsQuery = graphql(`
  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {
    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {
      items {
        rid
        uuid
        version
        state
        step
        type {
          id
          name
        }
        office {
          id
          name
        }
      }
      total
      page
      size
    }
  }
`);

export const VehicleLookupQuery = graphql(`
  query VehicleLookup($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {
    vehicleLookup(
      stateNumber: $stateNumber
      techPassportSeries: $techPassportSeries
      techPassportNumber: $techPassportNumber
    ) {
      vehicle {
        id
        make
        model
        valuation
      }
      owners {
        fio
        share {
          numerator
          denominator
        }
      }
      bans {
        kind
        state
      }
      fines {
        amount
        paid
      }
    }
  }
`);

export const NotaryQueueQuery = graphql(`
  query NotaryQueue($step: Int) {
    notaryQueue(step: $step) {
      notaryId
      officeId
      items {
        uuid
        step
      }
      total
    }
  }
`);

export const SmsOutboxQuery = graphql(`
  query SmsOutbox($phone: String!) {
    smsOutbox(phone: $phone) {
      id
      phone
      link
      qr
      at
    }
  }
`);

export const InvitationQuery = graphql(`
  query Invitation($token: String!) {
    invitation(token: $token) {
      party {
        id
        role
        status
      }
      act {
        uuid
        version
      }
    }
  }
`);

export const CreateActMutation = graphql(`
  mutation CreateAct($input: CreateActInput!) {
    createAct(input: $input) {
      rid
      uuid
      version
    }
  }
`);

export const SendActEventMutation = graphql(`
  mutation SendActEvent($uuid: ID!, $type: ActEventType!, $version: Int!, $payload: ActEventPayloadInput) {
    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {
      uuid
      version
      view {
        state
        step
        allowed
      }
    }
  }
`);

export const SetActNotaryMutation = graphql(`
  mutation SetActNotary($uuid: ID!, $version: Int!, $notary: NotaryChoiceInput!) {
    setActNotary(uuid: $uuid, version: $version, notary: $notary) {
      uuid
      version
    }
  }
`);

export const SetActVehiclePriceMutation = graphql(`
  mutation SetActVehiclePrice($uuid: ID!, $version: Int!, $subjectId: ID!, $price: Float!) {
    setActVehiclePrice(uuid: $uuid, version: $version, subjectId: $subjectId, price: $price) {
      uuid
      version
    }
  }
`);

export const SetActPartyPhoneMutation = graphql(`
  mutation SetActPartyPhone($uuid: ID!, $version: Int!, $partyId: ID!, $phone: String!) {
    setActPartyPhone(uuid: $uuid, version: $version, partyId: $partyId, phone: $phone) {
      uuid
      version
    }
  }
`);

export const PayInvoiceMutation = graphql(`
  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {
    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {
      uuid
      version
    }
  }
`);

export const AnswerInvitationMutation = graphql(`
  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {
    answerInvitation(token: $token, accept: $accept, version: $version) {
      uuid
      version
      view {
        state
        step
        allowed
      }
    }
  }
`);

export const ActChangedSubscription = graphql(`
  subscription ActChanged($uuid: ID!) {
    actChanged(uuid: $uuid) {
      uuid
      version
      view {
        state
        step
        allowed
      }
      parties {
        role
        status
      }
      journal {
        event
        version
      }
    }
  }
`);
