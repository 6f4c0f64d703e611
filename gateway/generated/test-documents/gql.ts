/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Act($uuid: ID!) {\n    act(uuid: $uuid) {\n      rid\n      uuid\n      version\n      viewer {\n        role\n        roles {\n          applicant\n          party\n          notary\n        }\n      }\n      view {\n        state\n        step\n        sideState\n        allowed\n        canEdit\n        awaitingMe\n        payableInvoiceIds\n        myParty {\n          id\n          status\n        }\n      }\n      general {\n        state\n        step\n        status\n        regnum\n        office {\n          id\n          name\n        }\n        notary {\n          id\n          name\n        }\n      }\n      parties {\n        id\n        role\n        applicant\n        status\n        fio\n        me\n      }\n      subjects {\n        vehicles {\n          id\n          stateNumber\n          price\n          bans {\n            id\n            kind\n            state\n          }\n          finesList {\n            id\n            amount\n            paid\n          }\n        }\n      }\n      printForm {\n        id\n        url\n      }\n      payments {\n        id\n        amount\n        paid\n        payment {\n          method\n          cardLast4\n        }\n      }\n      references {\n        vehicleBans\n        unpaidFines\n        enforcementDebt\n        deceasedParty\n      }\n      result {\n        state\n        regnum\n      }\n      notes {\n        id\n        kind\n        text\n      }\n      journal {\n        event\n        role\n        fromState\n        toState\n        version\n      }\n    }\n  }\n": typeof types.ActDocument,
    "\n  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {\n    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {\n      items {\n        rid\n        uuid\n        version\n        state\n        step\n        type {\n          id\n          name\n        }\n        office {\n          id\n          name\n        }\n      }\n      total\n      page\n      size\n    }\n  }\n": typeof types.MyActsDocument,
    "\n  query VehicleLookup($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {\n    vehicleLookup(\n      stateNumber: $stateNumber\n      techPassportSeries: $techPassportSeries\n      techPassportNumber: $techPassportNumber\n    ) {\n      vehicle {\n        id\n        make\n        model\n        valuation\n      }\n      owners {\n        fio\n        share {\n          numerator\n          denominator\n        }\n      }\n      bans {\n        kind\n        state\n      }\n      fines {\n        amount\n        paid\n      }\n    }\n  }\n": typeof types.VehicleLookupDocument,
    "\n  query NotaryQueue($step: Int) {\n    notaryQueue(step: $step) {\n      notaryId\n      officeId\n      items {\n        uuid\n        step\n      }\n      total\n    }\n  }\n": typeof types.NotaryQueueDocument,
    "\n  query SmsOutbox($phone: String!) {\n    smsOutbox(phone: $phone) {\n      id\n      phone\n      link\n      qr\n      at\n    }\n  }\n": typeof types.SmsOutboxDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      party {\n        id\n        role\n        status\n      }\n      act {\n        uuid\n        version\n      }\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation CreateAct($input: CreateActInput!) {\n    createAct(input: $input) {\n      rid\n      uuid\n      version\n    }\n  }\n": typeof types.CreateActDocument,
    "\n  mutation SendActEvent($uuid: ID!, $type: ActEventType!, $version: Int!, $payload: ActEventPayloadInput) {\n    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n    }\n  }\n": typeof types.SendActEventDocument,
    "\n  mutation SetActNotary($uuid: ID!, $version: Int!, $notary: NotaryChoiceInput!) {\n    setActNotary(uuid: $uuid, version: $version, notary: $notary) {\n      uuid\n      version\n    }\n  }\n": typeof types.SetActNotaryDocument,
    "\n  mutation SetActVehiclePrice($uuid: ID!, $version: Int!, $subjectId: ID!, $price: Float!) {\n    setActVehiclePrice(uuid: $uuid, version: $version, subjectId: $subjectId, price: $price) {\n      uuid\n      version\n    }\n  }\n": typeof types.SetActVehiclePriceDocument,
    "\n  mutation SetActPartyPhone($uuid: ID!, $version: Int!, $partyId: ID!, $phone: String!) {\n    setActPartyPhone(uuid: $uuid, version: $version, partyId: $partyId, phone: $phone) {\n      uuid\n      version\n    }\n  }\n": typeof types.SetActPartyPhoneDocument,
    "\n  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {\n    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {\n      uuid\n      version\n    }\n  }\n": typeof types.PayInvoiceDocument,
    "\n  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {\n    answerInvitation(token: $token, accept: $accept, version: $version) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n    }\n  }\n": typeof types.AnswerInvitationDocument,
    "\n  subscription ActChanged($uuid: ID!) {\n    actChanged(uuid: $uuid) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n      parties {\n        role\n        status\n      }\n      journal {\n        event\n        version\n      }\n    }\n  }\n": typeof types.ActChangedDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      resultCode\n      message\n      token\n      user {\n        id\n        userid\n        fullname\n        gender\n        pin\n        passserial\n        passnum\n        regionid\n        regionru\n        valid\n        termsofuse\n        roles\n      }\n    }\n  }\n": typeof types.AuthenticateDocument,
    "\n  mutation AcceptOffer {\n    acceptOffer\n  }\n": typeof types.AcceptOfferDocument,
    "\n  mutation RefuseOffer {\n    refuseOffer\n  }\n": typeof types.RefuseOfferDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query CheckToken {\n    checkToken\n  }\n": typeof types.CheckTokenDocument,
    "\n  query Me {\n    me {\n      id\n      userid\n      name\n      surname\n      lastname\n      fullname\n      typeid\n      gender\n      birthdate\n      birthcountry\n      inn\n      pin\n      passserial\n      passnum\n      issueorg\n      issuedate\n      exprdate\n      citizenship\n      nationality\n      phone\n      email\n      regionid\n      regionru\n      regionuz\n      districtid\n      districtru\n      districtuz\n      regaddress\n      actaddress\n      orginn\n      orgname\n      valid\n      termsofuse\n      roles\n    }\n  }\n": typeof types.MeDocument,
    "\n  query Notifications {\n    notifications {\n      regtypeid\n      regsystemid\n      rid\n      uuid\n      na\n      visitdate\n      visittime\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query ClientConfig {\n    clientConfig {\n      faceCheckLimitMs\n      faceCheckStartDelayMs\n      frameIntervalMs\n      instructionalVideoUrl\n    }\n  }\n": typeof types.ClientConfigDocument,
    "\n  subscription Liveness($sessionId: ID!) {\n    liveness(sessionId: $sessionId) {\n      kind\n      errors\n      faceRect {\n        x\n        y\n        width\n        height\n      }\n      isOk\n      challenge {\n        step\n        index\n        of\n      }\n      skipped\n      jwt\n      errorCode\n    }\n  }\n": typeof types.LivenessDocument,
    "\n  mutation SendLivenessFrame($sessionId: ID!, $image: String!, $contentType: String!) {\n    sendLivenessFrame(sessionId: $sessionId, image: $image, contentType: $contentType)\n  }\n": typeof types.SendLivenessFrameDocument,
    "\n  query Health {\n    health {\n      gateway\n      ministry {\n        status\n        database\n        migrations\n        checkedAt\n      }\n    }\n  }\n": typeof types.HealthDocument,
    "\n  query Regions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      districts {\n        id\n        regionId\n        name {\n          oz\n          uz\n          ru\n        }\n      }\n    }\n  }\n": typeof types.RegionsDocument,
    "\n  query ActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      category\n      simplified\n    }\n  }\n": typeof types.ActTypesDocument,
    "\n  query NotaryOffices($regionId: Int) {\n    notaryOffices(regionId: $regionId) {\n      id\n      regionId\n      districtId\n      name {\n        oz\n        uz\n        ru\n      }\n      address {\n        oz\n        uz\n        ru\n      }\n      latitude\n      longitude\n      phone\n    }\n  }\n": typeof types.NotaryOfficesDocument,
    "\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n": typeof types.PrecheckDocument,
    "\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      database\n      migrations\n      checkedAt\n    }\n  }\n": typeof types.MinistryStatusDocument,
    "\n  query Notaries($regionId: Int, $districtId: Int, $name: String) {\n    notaries(regionId: $regionId, districtId: $districtId, name: $name) {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      licenseNumber\n      office {\n        id\n        name {\n          oz\n          uz\n          ru\n        }\n        address {\n          oz\n          uz\n          ru\n        }\n        regionId\n        districtId\n        phone\n      }\n    }\n  }\n": typeof types.NotariesDocument,
};
const documents: Documents = {
    "\n  query Act($uuid: ID!) {\n    act(uuid: $uuid) {\n      rid\n      uuid\n      version\n      viewer {\n        role\n        roles {\n          applicant\n          party\n          notary\n        }\n      }\n      view {\n        state\n        step\n        sideState\n        allowed\n        canEdit\n        awaitingMe\n        payableInvoiceIds\n        myParty {\n          id\n          status\n        }\n      }\n      general {\n        state\n        step\n        status\n        regnum\n        office {\n          id\n          name\n        }\n        notary {\n          id\n          name\n        }\n      }\n      parties {\n        id\n        role\n        applicant\n        status\n        fio\n        me\n      }\n      subjects {\n        vehicles {\n          id\n          stateNumber\n          price\n          bans {\n            id\n            kind\n            state\n          }\n          finesList {\n            id\n            amount\n            paid\n          }\n        }\n      }\n      printForm {\n        id\n        url\n      }\n      payments {\n        id\n        amount\n        paid\n        payment {\n          method\n          cardLast4\n        }\n      }\n      references {\n        vehicleBans\n        unpaidFines\n        enforcementDebt\n        deceasedParty\n      }\n      result {\n        state\n        regnum\n      }\n      notes {\n        id\n        kind\n        text\n      }\n      journal {\n        event\n        role\n        fromState\n        toState\n        version\n      }\n    }\n  }\n": types.ActDocument,
    "\n  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {\n    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {\n      items {\n        rid\n        uuid\n        version\n        state\n        step\n        type {\n          id\n          name\n        }\n        office {\n          id\n          name\n        }\n      }\n      total\n      page\n      size\n    }\n  }\n": types.MyActsDocument,
    "\n  query VehicleLookup($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {\n    vehicleLookup(\n      stateNumber: $stateNumber\n      techPassportSeries: $techPassportSeries\n      techPassportNumber: $techPassportNumber\n    ) {\n      vehicle {\n        id\n        make\n        model\n        valuation\n      }\n      owners {\n        fio\n        share {\n          numerator\n          denominator\n        }\n      }\n      bans {\n        kind\n        state\n      }\n      fines {\n        amount\n        paid\n      }\n    }\n  }\n": types.VehicleLookupDocument,
    "\n  query NotaryQueue($step: Int) {\n    notaryQueue(step: $step) {\n      notaryId\n      officeId\n      items {\n        uuid\n        step\n      }\n      total\n    }\n  }\n": types.NotaryQueueDocument,
    "\n  query SmsOutbox($phone: String!) {\n    smsOutbox(phone: $phone) {\n      id\n      phone\n      link\n      qr\n      at\n    }\n  }\n": types.SmsOutboxDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      party {\n        id\n        role\n        status\n      }\n      act {\n        uuid\n        version\n      }\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation CreateAct($input: CreateActInput!) {\n    createAct(input: $input) {\n      rid\n      uuid\n      version\n    }\n  }\n": types.CreateActDocument,
    "\n  mutation SendActEvent($uuid: ID!, $type: ActEventType!, $version: Int!, $payload: ActEventPayloadInput) {\n    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n    }\n  }\n": types.SendActEventDocument,
    "\n  mutation SetActNotary($uuid: ID!, $version: Int!, $notary: NotaryChoiceInput!) {\n    setActNotary(uuid: $uuid, version: $version, notary: $notary) {\n      uuid\n      version\n    }\n  }\n": types.SetActNotaryDocument,
    "\n  mutation SetActVehiclePrice($uuid: ID!, $version: Int!, $subjectId: ID!, $price: Float!) {\n    setActVehiclePrice(uuid: $uuid, version: $version, subjectId: $subjectId, price: $price) {\n      uuid\n      version\n    }\n  }\n": types.SetActVehiclePriceDocument,
    "\n  mutation SetActPartyPhone($uuid: ID!, $version: Int!, $partyId: ID!, $phone: String!) {\n    setActPartyPhone(uuid: $uuid, version: $version, partyId: $partyId, phone: $phone) {\n      uuid\n      version\n    }\n  }\n": types.SetActPartyPhoneDocument,
    "\n  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {\n    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {\n      uuid\n      version\n    }\n  }\n": types.PayInvoiceDocument,
    "\n  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {\n    answerInvitation(token: $token, accept: $accept, version: $version) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n    }\n  }\n": types.AnswerInvitationDocument,
    "\n  subscription ActChanged($uuid: ID!) {\n    actChanged(uuid: $uuid) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n      parties {\n        role\n        status\n      }\n      journal {\n        event\n        version\n      }\n    }\n  }\n": types.ActChangedDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      resultCode\n      message\n      token\n      user {\n        id\n        userid\n        fullname\n        gender\n        pin\n        passserial\n        passnum\n        regionid\n        regionru\n        valid\n        termsofuse\n        roles\n      }\n    }\n  }\n": types.AuthenticateDocument,
    "\n  mutation AcceptOffer {\n    acceptOffer\n  }\n": types.AcceptOfferDocument,
    "\n  mutation RefuseOffer {\n    refuseOffer\n  }\n": types.RefuseOfferDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query CheckToken {\n    checkToken\n  }\n": types.CheckTokenDocument,
    "\n  query Me {\n    me {\n      id\n      userid\n      name\n      surname\n      lastname\n      fullname\n      typeid\n      gender\n      birthdate\n      birthcountry\n      inn\n      pin\n      passserial\n      passnum\n      issueorg\n      issuedate\n      exprdate\n      citizenship\n      nationality\n      phone\n      email\n      regionid\n      regionru\n      regionuz\n      districtid\n      districtru\n      districtuz\n      regaddress\n      actaddress\n      orginn\n      orgname\n      valid\n      termsofuse\n      roles\n    }\n  }\n": types.MeDocument,
    "\n  query Notifications {\n    notifications {\n      regtypeid\n      regsystemid\n      rid\n      uuid\n      na\n      visitdate\n      visittime\n    }\n  }\n": types.NotificationsDocument,
    "\n  query ClientConfig {\n    clientConfig {\n      faceCheckLimitMs\n      faceCheckStartDelayMs\n      frameIntervalMs\n      instructionalVideoUrl\n    }\n  }\n": types.ClientConfigDocument,
    "\n  subscription Liveness($sessionId: ID!) {\n    liveness(sessionId: $sessionId) {\n      kind\n      errors\n      faceRect {\n        x\n        y\n        width\n        height\n      }\n      isOk\n      challenge {\n        step\n        index\n        of\n      }\n      skipped\n      jwt\n      errorCode\n    }\n  }\n": types.LivenessDocument,
    "\n  mutation SendLivenessFrame($sessionId: ID!, $image: String!, $contentType: String!) {\n    sendLivenessFrame(sessionId: $sessionId, image: $image, contentType: $contentType)\n  }\n": types.SendLivenessFrameDocument,
    "\n  query Health {\n    health {\n      gateway\n      ministry {\n        status\n        database\n        migrations\n        checkedAt\n      }\n    }\n  }\n": types.HealthDocument,
    "\n  query Regions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      districts {\n        id\n        regionId\n        name {\n          oz\n          uz\n          ru\n        }\n      }\n    }\n  }\n": types.RegionsDocument,
    "\n  query ActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      category\n      simplified\n    }\n  }\n": types.ActTypesDocument,
    "\n  query NotaryOffices($regionId: Int) {\n    notaryOffices(regionId: $regionId) {\n      id\n      regionId\n      districtId\n      name {\n        oz\n        uz\n        ru\n      }\n      address {\n        oz\n        uz\n        ru\n      }\n      latitude\n      longitude\n      phone\n    }\n  }\n": types.NotaryOfficesDocument,
    "\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n": types.PrecheckDocument,
    "\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      database\n      migrations\n      checkedAt\n    }\n  }\n": types.MinistryStatusDocument,
    "\n  query Notaries($regionId: Int, $districtId: Int, $name: String) {\n    notaries(regionId: $regionId, districtId: $districtId, name: $name) {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      licenseNumber\n      office {\n        id\n        name {\n          oz\n          uz\n          ru\n        }\n        address {\n          oz\n          uz\n          ru\n        }\n        regionId\n        districtId\n        phone\n      }\n    }\n  }\n": types.NotariesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Act($uuid: ID!) {\n    act(uuid: $uuid) {\n      rid\n      uuid\n      version\n      viewer {\n        role\n        roles {\n          applicant\n          party\n          notary\n        }\n      }\n      view {\n        state\n        step\n        sideState\n        allowed\n        canEdit\n        awaitingMe\n        payableInvoiceIds\n        myParty {\n          id\n          status\n        }\n      }\n      general {\n        state\n        step\n        status\n        regnum\n        office {\n          id\n          name\n        }\n        notary {\n          id\n          name\n        }\n      }\n      parties {\n        id\n        role\n        applicant\n        status\n        fio\n        me\n      }\n      subjects {\n        vehicles {\n          id\n          stateNumber\n          price\n          bans {\n            id\n            kind\n            state\n          }\n          finesList {\n            id\n            amount\n            paid\n          }\n        }\n      }\n      printForm {\n        id\n        url\n      }\n      payments {\n        id\n        amount\n        paid\n        payment {\n          method\n          cardLast4\n        }\n      }\n      references {\n        vehicleBans\n        unpaidFines\n        enforcementDebt\n        deceasedParty\n      }\n      result {\n        state\n        regnum\n      }\n      notes {\n        id\n        kind\n        text\n      }\n      journal {\n        event\n        role\n        fromState\n        toState\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query Act($uuid: ID!) {\n    act(uuid: $uuid) {\n      rid\n      uuid\n      version\n      viewer {\n        role\n        roles {\n          applicant\n          party\n          notary\n        }\n      }\n      view {\n        state\n        step\n        sideState\n        allowed\n        canEdit\n        awaitingMe\n        payableInvoiceIds\n        myParty {\n          id\n          status\n        }\n      }\n      general {\n        state\n        step\n        status\n        regnum\n        office {\n          id\n          name\n        }\n        notary {\n          id\n          name\n        }\n      }\n      parties {\n        id\n        role\n        applicant\n        status\n        fio\n        me\n      }\n      subjects {\n        vehicles {\n          id\n          stateNumber\n          price\n          bans {\n            id\n            kind\n            state\n          }\n          finesList {\n            id\n            amount\n            paid\n          }\n        }\n      }\n      printForm {\n        id\n        url\n      }\n      payments {\n        id\n        amount\n        paid\n        payment {\n          method\n          cardLast4\n        }\n      }\n      references {\n        vehicleBans\n        unpaidFines\n        enforcementDebt\n        deceasedParty\n      }\n      result {\n        state\n        regnum\n      }\n      notes {\n        id\n        kind\n        text\n      }\n      journal {\n        event\n        role\n        fromState\n        toState\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {\n    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {\n      items {\n        rid\n        uuid\n        version\n        state\n        step\n        type {\n          id\n          name\n        }\n        office {\n          id\n          name\n        }\n      }\n      total\n      page\n      size\n    }\n  }\n"): (typeof documents)["\n  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {\n    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {\n      items {\n        rid\n        uuid\n        version\n        state\n        step\n        type {\n          id\n          name\n        }\n        office {\n          id\n          name\n        }\n      }\n      total\n      page\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleLookup($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {\n    vehicleLookup(\n      stateNumber: $stateNumber\n      techPassportSeries: $techPassportSeries\n      techPassportNumber: $techPassportNumber\n    ) {\n      vehicle {\n        id\n        make\n        model\n        valuation\n      }\n      owners {\n        fio\n        share {\n          numerator\n          denominator\n        }\n      }\n      bans {\n        kind\n        state\n      }\n      fines {\n        amount\n        paid\n      }\n    }\n  }\n"): (typeof documents)["\n  query VehicleLookup($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {\n    vehicleLookup(\n      stateNumber: $stateNumber\n      techPassportSeries: $techPassportSeries\n      techPassportNumber: $techPassportNumber\n    ) {\n      vehicle {\n        id\n        make\n        model\n        valuation\n      }\n      owners {\n        fio\n        share {\n          numerator\n          denominator\n        }\n      }\n      bans {\n        kind\n        state\n      }\n      fines {\n        amount\n        paid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotaryQueue($step: Int) {\n    notaryQueue(step: $step) {\n      notaryId\n      officeId\n      items {\n        uuid\n        step\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query NotaryQueue($step: Int) {\n    notaryQueue(step: $step) {\n      notaryId\n      officeId\n      items {\n        uuid\n        step\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SmsOutbox($phone: String!) {\n    smsOutbox(phone: $phone) {\n      id\n      phone\n      link\n      qr\n      at\n    }\n  }\n"): (typeof documents)["\n  query SmsOutbox($phone: String!) {\n    smsOutbox(phone: $phone) {\n      id\n      phone\n      link\n      qr\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      party {\n        id\n        role\n        status\n      }\n      act {\n        uuid\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      party {\n        id\n        role\n        status\n      }\n      act {\n        uuid\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAct($input: CreateActInput!) {\n    createAct(input: $input) {\n      rid\n      uuid\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAct($input: CreateActInput!) {\n    createAct(input: $input) {\n      rid\n      uuid\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendActEvent($uuid: ID!, $type: ActEventType!, $version: Int!, $payload: ActEventPayloadInput) {\n    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendActEvent($uuid: ID!, $type: ActEventType!, $version: Int!, $payload: ActEventPayloadInput) {\n    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetActNotary($uuid: ID!, $version: Int!, $notary: NotaryChoiceInput!) {\n    setActNotary(uuid: $uuid, version: $version, notary: $notary) {\n      uuid\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetActNotary($uuid: ID!, $version: Int!, $notary: NotaryChoiceInput!) {\n    setActNotary(uuid: $uuid, version: $version, notary: $notary) {\n      uuid\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetActVehiclePrice($uuid: ID!, $version: Int!, $subjectId: ID!, $price: Float!) {\n    setActVehiclePrice(uuid: $uuid, version: $version, subjectId: $subjectId, price: $price) {\n      uuid\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetActVehiclePrice($uuid: ID!, $version: Int!, $subjectId: ID!, $price: Float!) {\n    setActVehiclePrice(uuid: $uuid, version: $version, subjectId: $subjectId, price: $price) {\n      uuid\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetActPartyPhone($uuid: ID!, $version: Int!, $partyId: ID!, $phone: String!) {\n    setActPartyPhone(uuid: $uuid, version: $version, partyId: $partyId, phone: $phone) {\n      uuid\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetActPartyPhone($uuid: ID!, $version: Int!, $partyId: ID!, $phone: String!) {\n    setActPartyPhone(uuid: $uuid, version: $version, partyId: $partyId, phone: $phone) {\n      uuid\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {\n    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {\n      uuid\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {\n    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {\n      uuid\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {\n    answerInvitation(token: $token, accept: $accept, version: $version) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {\n    answerInvitation(token: $token, accept: $accept, version: $version) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ActChanged($uuid: ID!) {\n    actChanged(uuid: $uuid) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n      parties {\n        role\n        status\n      }\n      journal {\n        event\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ActChanged($uuid: ID!) {\n    actChanged(uuid: $uuid) {\n      uuid\n      version\n      view {\n        state\n        step\n        allowed\n      }\n      parties {\n        role\n        status\n      }\n      journal {\n        event\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      resultCode\n      message\n      token\n      user {\n        id\n        userid\n        fullname\n        gender\n        pin\n        passserial\n        passnum\n        regionid\n        regionru\n        valid\n        termsofuse\n        roles\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      resultCode\n      message\n      token\n      user {\n        id\n        userid\n        fullname\n        gender\n        pin\n        passserial\n        passnum\n        regionid\n        regionru\n        valid\n        termsofuse\n        roles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOffer {\n    acceptOffer\n  }\n"): (typeof documents)["\n  mutation AcceptOffer {\n    acceptOffer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefuseOffer {\n    refuseOffer\n  }\n"): (typeof documents)["\n  mutation RefuseOffer {\n    refuseOffer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckToken {\n    checkToken\n  }\n"): (typeof documents)["\n  query CheckToken {\n    checkToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      userid\n      name\n      surname\n      lastname\n      fullname\n      typeid\n      gender\n      birthdate\n      birthcountry\n      inn\n      pin\n      passserial\n      passnum\n      issueorg\n      issuedate\n      exprdate\n      citizenship\n      nationality\n      phone\n      email\n      regionid\n      regionru\n      regionuz\n      districtid\n      districtru\n      districtuz\n      regaddress\n      actaddress\n      orginn\n      orgname\n      valid\n      termsofuse\n      roles\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      userid\n      name\n      surname\n      lastname\n      fullname\n      typeid\n      gender\n      birthdate\n      birthcountry\n      inn\n      pin\n      passserial\n      passnum\n      issueorg\n      issuedate\n      exprdate\n      citizenship\n      nationality\n      phone\n      email\n      regionid\n      regionru\n      regionuz\n      districtid\n      districtru\n      districtuz\n      regaddress\n      actaddress\n      orginn\n      orgname\n      valid\n      termsofuse\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications {\n      regtypeid\n      regsystemid\n      rid\n      uuid\n      na\n      visitdate\n      visittime\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications {\n      regtypeid\n      regsystemid\n      rid\n      uuid\n      na\n      visitdate\n      visittime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientConfig {\n    clientConfig {\n      faceCheckLimitMs\n      faceCheckStartDelayMs\n      frameIntervalMs\n      instructionalVideoUrl\n    }\n  }\n"): (typeof documents)["\n  query ClientConfig {\n    clientConfig {\n      faceCheckLimitMs\n      faceCheckStartDelayMs\n      frameIntervalMs\n      instructionalVideoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Liveness($sessionId: ID!) {\n    liveness(sessionId: $sessionId) {\n      kind\n      errors\n      faceRect {\n        x\n        y\n        width\n        height\n      }\n      isOk\n      challenge {\n        step\n        index\n        of\n      }\n      skipped\n      jwt\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  subscription Liveness($sessionId: ID!) {\n    liveness(sessionId: $sessionId) {\n      kind\n      errors\n      faceRect {\n        x\n        y\n        width\n        height\n      }\n      isOk\n      challenge {\n        step\n        index\n        of\n      }\n      skipped\n      jwt\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendLivenessFrame($sessionId: ID!, $image: String!, $contentType: String!) {\n    sendLivenessFrame(sessionId: $sessionId, image: $image, contentType: $contentType)\n  }\n"): (typeof documents)["\n  mutation SendLivenessFrame($sessionId: ID!, $image: String!, $contentType: String!) {\n    sendLivenessFrame(sessionId: $sessionId, image: $image, contentType: $contentType)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Health {\n    health {\n      gateway\n      ministry {\n        status\n        database\n        migrations\n        checkedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Health {\n    health {\n      gateway\n      ministry {\n        status\n        database\n        migrations\n        checkedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Regions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      districts {\n        id\n        regionId\n        name {\n          oz\n          uz\n          ru\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Regions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      districts {\n        id\n        regionId\n        name {\n          oz\n          uz\n          ru\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      category\n      simplified\n    }\n  }\n"): (typeof documents)["\n  query ActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      category\n      simplified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotaryOffices($regionId: Int) {\n    notaryOffices(regionId: $regionId) {\n      id\n      regionId\n      districtId\n      name {\n        oz\n        uz\n        ru\n      }\n      address {\n        oz\n        uz\n        ru\n      }\n      latitude\n      longitude\n      phone\n    }\n  }\n"): (typeof documents)["\n  query NotaryOffices($regionId: Int) {\n    notaryOffices(regionId: $regionId) {\n      id\n      regionId\n      districtId\n      name {\n        oz\n        uz\n        ru\n      }\n      address {\n        oz\n        uz\n        ru\n      }\n      latitude\n      longitude\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n"): (typeof documents)["\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      database\n      migrations\n      checkedAt\n    }\n  }\n"): (typeof documents)["\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      database\n      migrations\n      checkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notaries($regionId: Int, $districtId: Int, $name: String) {\n    notaries(regionId: $regionId, districtId: $districtId, name: $name) {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      licenseNumber\n      office {\n        id\n        name {\n          oz\n          uz\n          ru\n        }\n        address {\n          oz\n          uz\n          ru\n        }\n        regionId\n        districtId\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notaries($regionId: Int, $districtId: Int, $name: String) {\n    notaries(regionId: $regionId, districtId: $districtId, name: $name) {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n      licenseNumber\n      office {\n        id\n        name {\n          oz\n          uz\n          ru\n        }\n        address {\n          oz\n          uz\n          ru\n        }\n        regionId\n        districtId\n        phone\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;