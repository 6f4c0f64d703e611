import { graphql } from '../../gql';

/** The acts part of schema/acts.graphql as the UI uses it (issue 4). */

export const ActListItemFragment = graphql(`
  fragment ActListItemFields on ActListItem {
    rid
    uuid
    version
    type {
      id
      name
    }
    state
    step
    regnum
    regdate
    instime
    visitdate
    visittime
    regtype
    regsystemid
    office {
      id
      name
    }
    notaryId
  }
`);

export const MyActsQuery = graphql(`
  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {
    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {
      items {
        ...ActListItemFields
      }
      total
      page
      size
    }
  }
`);

/** The kiosk's cards (/kiosk/my_notarial_act): the list's items and whether each waits for the user. */
export const KioskMyActsQuery = graphql(`
  query KioskMyActs($tab: ActListTab, $page: Int, $size: Int) {
    myActs(tab: $tab, page: $page, size: $size) {
      items {
        ...ActListItemFields
        awaitingMe
      }
      total
      page
      size
    }
  }
`);

export const ActUuidQuery = graphql(`
  query ActUuid($rid: Int!) {
    actUuid(rid: $rid)
  }
`);

export const NotaryQueueQuery = graphql(`
  query NotaryQueue($step: Int, $page: Int, $size: Int) {
    notaryQueue(step: $step, page: $page, size: $size) {
      notaryId
      officeId
      items {
        ...ActListItemFields
      }
      total
      page
      size
    }
  }
`);

export const ActFilterReferenceQuery = graphql(`
  query ActFilterReference {
    actTypes {
      id
      name {
        oz
        uz
        ru
      }
    }
    notaryOffices {
      id
      name {
        oz
        uz
        ru
      }
    }
  }
`);

export const ActDetailFragment = graphql(`
  fragment ActDetailFields on Act {
    rid
    uuid
    version
    viewer {
      role
      departed
      roles {
        applicant
        party
        notary
      }
    }
    view {
      state
      step
      simplified
      steps
      sideState
      lapsed
      stateKey
      inProcess
      completed
      stopped
      allowed
      canEdit
      canEditGeneral
      notaryToChoose
      awaitingMe
      awaiting
      payableInvoiceIds
      onSiteInvoiceIds
      allInvoicesPaid
      timeRequested
      visit {
        date
        time
        regtype
      }
      myParty {
        id
        status
      }
      regnum
      regdate
      remark
      showRemark
      reason
    }
    general {
      type {
        id
        name
      }
      state
      step
      status
      regnum
      regdate
      instime
      regtype
      regsystemid
      visitdate
      visittime
      language
      clientPhone
      remark
      cancellationReason
      annulledAt
      freeOfPayment
      freeOfPaymentReason
      place
      placeAddress
      dateBegin
      dateFinish
      attributes {
        title
        value
      }
      linkedActs {
        relation
        regnum
        regdate
        rid
        uuid
        derived
      }
      office {
        id
        name
        address
        phone
      }
      notary {
        id
        name
        phone
      }
    }
    parties {
      id
      role
      applicant
      coOwner
      required
      status
      statusAt
      disclosed
      fio
      passserial
      passnum
      pin
      birthRecordNumber
      orgName
      phone
      smsSent
      deathDate
      me
      invitationLink
      class
      inn
      branchName
      fields {
        representative {
          pin
          passserial
          passnum
          basis
        }
        signLanguageInterpreter {
          pin
          passserial
          passnum
        }
        notSigningReason
        guardian {
          post
          decision
        }
        marriage {
          recordNumber
          recordDate
          organisation
        }
        grantedRights {
          rights
          delegation
        }
        payer
        relationship
        birthDate
        translationLanguages {
          from
          to
        }
        participation
        proxyDocument {
          number
          date
          issuer
        }
        consularRegistration {
          consulate
          number
          date
        }
        registrationType
        signingBlank {
          series
          number
        }
        representedParty
      }
      gender
      birthPlace
      regAddress
    }
    client {
      type
      orgInn
      orgName
      birthCountry
      birthPlace
      document {
        series
        number
        issuer
        issued
        expiry
      }
      citizenship
      nationality
      regAddress
      actAddress
      region {
        id
        name
      }
      district {
        id
        name
      }
    }
    fields {
      termFrom
      termTo
      sum
      creditNumber
      creditDate
      creditSum
      creditPercent
      creditTerm
      creditPurpose
      basePowerOfAttorneyId
      inheritanceCaseNumber
      documentName
      documentDate
      pageCount
      languageFrom
      languageTo
      selfDeparture
      departureCountry
      allCountries
      destinationCountries
      purpose
      otherPurpose
      departureFrom
      departureTo
      validDate
      totalSum
      loanSum
      billType
      penaltySum
      debtSum
      collectFees
      proxyClass
      transferType
      rentType
      rentSum
      organisationOrPersonName
      divorceRecord {
        recordNumber
        recordDate
        organisation
      }
      tripPeriod
      officialBlankCount
      blankPrefix
      blankSeries
      blankNumber
    }
    subjects {
      realEstates {
        id
        cadastreNumber
        cadastreType
        ownershipForm
        objectName
        address
        street
        home
        block
        flat
        area
        livingArea
        rooms
        price
        inventoryPrice
        previousPrice
      }
      other {
        id
        otherProperty
        ownershipBasis
        paymentMethod
        ownSum
        creditSum
        creditOrganisation {
          name
          inn
        }
        insurance {
          company
          policyNumber
          policyDate
        }
        shares {
          share {
            numerator
            denominator
          }
          recipientPin
        }
        consentTypes
      }
      vehicles {
        id
        vehicleId
        stateNumber
        techPassportSeries
        techPassportNumber
        address
        specialMarks
        issuer
        issueDate
        make
        model
        country
        motorNumber
        bodyNumber
        chassisNumber
        colour
        year
        horsepower
        stampOrganisation
        stampDate
        price
        balancePercent
        invoiceDate
        valuation
        inventoryPrice
        unpaidSum
        fines
        bans {
          id
          ...RegistryBanFields
        }
        finesList {
          id
          ...RegistryFineFields
        }
      }
    }
    printForm {
      id
      name
      url
    }
    payments {
      id
      purpose
      amount
      computedAmount
      reason
      paid
      paidAt
      payment {
        id
        method
        cardLast4
        reference
        amount
        at
        payerName
      }
      bankOrder {
        reference
        createdAt
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
      regdate
      cancellationReason
      refusal {
        reason
        file {
          id
          name
          url
        }
      }
    }
    notes {
      id
      kind
      text
      at
      mine
    }
    journal {
      event
      role
      fromState
      toState
      fromStep
      toStep
      version
      at
    }
  }
`);

export const ActQuery = graphql(`
  query Act($uuid: ID!) {
    act(uuid: $uuid) {
      ...ActDetailFields
    }
  }
`);

export const ActChangedSubscription = graphql(`
  subscription ActChanged($uuid: ID!) {
    actChanged(uuid: $uuid) {
      ...ActDetailFields
    }
  }
`);

export const SendActEventMutation = graphql(`
  mutation SendActEvent($uuid: ID!, $type: ActEventType!, $version: Int!, $payload: ActEventPayloadInput) {
    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {
      ...ActDetailFields
    }
  }
`);

export const SetActVehiclePriceMutation = graphql(`
  mutation SetActVehiclePrice($uuid: ID!, $version: Int!, $subjectId: ID!, $price: Float!) {
    setActVehiclePrice(uuid: $uuid, version: $version, subjectId: $subjectId, price: $price) {
      ...ActDetailFields
    }
  }
`);

export const SetActPartyPhoneMutation = graphql(`
  mutation SetActPartyPhone($uuid: ID!, $version: Int!, $partyId: ID!, $phone: String!) {
    setActPartyPhone(uuid: $uuid, version: $version, partyId: $partyId, phone: $phone) {
      ...ActDetailFields
    }
  }
`);

// The act's general fields set by its notary while checking it (decision 080).
export const SetActGeneralMutation = graphql(`
  mutation SetActGeneral($uuid: ID!, $version: Int!, $general: ActGeneralInput!) {
    setActGeneral(uuid: $uuid, version: $version, general: $general) {
      ...ActDetailFields
    }
  }
`);

export const SetActRealEstateMutation = graphql(`
  mutation SetActRealEstate($uuid: ID!, $version: Int!, $subjectId: ID!, $realEstate: ActRealEstateInput!) {
    setActRealEstate(uuid: $uuid, version: $version, subjectId: $subjectId, realEstate: $realEstate) {
      ...ActDetailFields
    }
  }
`);

export const SetActOtherSubjectMutation = graphql(`
  mutation SetActOtherSubject($uuid: ID!, $version: Int!, $subjectId: ID!, $other: ActOtherSubjectInput!) {
    setActOtherSubject(uuid: $uuid, version: $version, subjectId: $subjectId, other: $other) {
      ...ActDetailFields
    }
  }
`);

export const PayInvoiceMutation = graphql(`
  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {
    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {
      ...ActDetailFields
    }
  }
`);

export const RequestBankOrderMutation = graphql(`
  mutation RequestBankOrder($invoiceId: ID!) {
    requestBankOrder(invoiceId: $invoiceId) {
      invoiceId
      reference
      amount
      purpose
      recipient {
        name
        account
        bank
        mfo
        inn
      }
      createdAt
      sandboxBank
    }
  }
`);

export const SimulateBankTransferMutation = graphql(`
  mutation SimulateBankTransfer($reference: String!) {
    simulateBankTransfer(reference: $reference) {
      ...ActDetailFields
    }
  }
`);

export const InvitationQuery = graphql(`
  query Invitation($token: String!) {
    invitation(token: $token) {
      party {
        id
        role
        coOwner
        status
      }
      act {
        ...ActDetailFields
      }
    }
  }
`);

export const AnswerInvitationMutation = graphql(`
  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {
    answerInvitation(token: $token, accept: $accept, version: $version) {
      ...ActDetailFields
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
        stateNumber
        techPassportSeries
        techPassportNumber
        make
        model
        year
        colour
        motorNumber
        bodyNumber
        chassisNumber
      }
      owners {
        fio
        share {
          numerator
          denominator
        }
      }
      bans {
        id
        ...RegistryBanFields
      }
      fines {
        id
        ...RegistryFineFields
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
