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
    "\n  fragment ActListItemFields on ActListItem {\n    rid\n    uuid\n    version\n    type {\n      id\n      name\n    }\n    state\n    step\n    regnum\n    regdate\n    instime\n    visitdate\n    visittime\n    regtype\n    regsystemid\n    office {\n      id\n      name\n    }\n    notaryId\n  }\n": typeof types.ActListItemFieldsFragmentDoc,
    "\n  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {\n    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {\n      items {\n        ...ActListItemFields\n      }\n      total\n      page\n      size\n    }\n  }\n": typeof types.MyActsDocument,
    "\n  query ActUuid($rid: Int!) {\n    actUuid(rid: $rid)\n  }\n": typeof types.ActUuidDocument,
    "\n  query NotaryQueue($step: Int, $page: Int, $size: Int) {\n    notaryQueue(step: $step, page: $page, size: $size) {\n      notaryId\n      officeId\n      items {\n        ...ActListItemFields\n      }\n      total\n      page\n      size\n    }\n  }\n": typeof types.NotaryQueueDocument,
    "\n  query ActFilterReference {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n    notaryOffices {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n": typeof types.ActFilterReferenceDocument,
    "\n  fragment ActDetailFields on Act {\n    rid\n    uuid\n    version\n    viewer {\n      role\n      roles {\n        applicant\n        party\n        notary\n      }\n    }\n    view {\n      state\n      step\n      sideState\n      stateKey\n      inProcess\n      completed\n      stopped\n      allowed\n      canEdit\n      awaitingMe\n      awaiting\n      payableInvoiceIds\n      onSiteInvoiceIds\n      allInvoicesPaid\n      timeRequested\n      visit {\n        date\n        time\n        regtype\n      }\n      myParty {\n        id\n        status\n      }\n      regnum\n      regdate\n      remark\n      reason\n    }\n    general {\n      type {\n        id\n        name\n      }\n      state\n      step\n      status\n      regnum\n      regdate\n      instime\n      regtype\n      regsystemid\n      visitdate\n      visittime\n      language\n      clientPhone\n      remark\n      cancellationReason\n      annulledAt\n      freeOfPayment\n      office {\n        id\n        name\n        address\n        phone\n      }\n      notary {\n        id\n        name\n        phone\n      }\n    }\n    parties {\n      id\n      role\n      applicant\n      coOwner\n      required\n      status\n      statusAt\n      fio\n      passserial\n      passnum\n      pin\n      phone\n      smsSent\n      deathDate\n      me\n    }\n    subjects {\n      vehicles {\n        id\n        vehicleId\n        stateNumber\n        techPassportSeries\n        techPassportNumber\n        address\n        specialMarks\n        issuer\n        issueDate\n        make\n        model\n        country\n        motorNumber\n        bodyNumber\n        chassisNumber\n        colour\n        year\n        horsepower\n        stampOrganisation\n        stampDate\n        price\n        balancePercent\n        invoiceDate\n        valuation\n        inventoryPrice\n        unpaidSum\n        fines\n        bans {\n          id\n          kind\n          state\n          startDate\n          documentDate\n          documentNumber\n          official\n          organ\n        }\n        finesList {\n          id\n          resolutionNumber\n          issuedOn\n          amount\n          paid\n        }\n      }\n    }\n    printForm {\n      id\n      name\n      url\n    }\n    payments {\n      id\n      purpose\n      amount\n      paid\n      paidAt\n      payment {\n        id\n        method\n        cardLast4\n        amount\n        at\n      }\n    }\n    references {\n      vehicleBans\n      unpaidFines\n      enforcementDebt\n      deceasedParty\n    }\n    result {\n      state\n      regnum\n      regdate\n      cancellationReason\n      refusal {\n        reason\n        file {\n          id\n          name\n          url\n        }\n      }\n    }\n    notes {\n      id\n      kind\n      text\n      at\n      mine\n    }\n    journal {\n      event\n      role\n      fromState\n      toState\n      fromStep\n      toStep\n      version\n      at\n    }\n  }\n": typeof types.ActDetailFieldsFragmentDoc,
    "\n  query Act($uuid: ID!) {\n    act(uuid: $uuid) {\n      ...ActDetailFields\n    }\n  }\n": typeof types.ActDocument,
    "\n  subscription ActChanged($uuid: ID!) {\n    actChanged(uuid: $uuid) {\n      ...ActDetailFields\n    }\n  }\n": typeof types.ActChangedDocument,
    "\n  mutation SendActEvent($uuid: ID!, $type: String!, $version: Int!, $payload: ActEventPayloadInput) {\n    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {\n      ...ActDetailFields\n    }\n  }\n": typeof types.SendActEventDocument,
    "\n  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {\n    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {\n      ...ActDetailFields\n    }\n  }\n": typeof types.PayInvoiceDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      party {\n        id\n        role\n        coOwner\n        status\n      }\n      act {\n        ...ActDetailFields\n      }\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {\n    answerInvitation(token: $token, accept: $accept, version: $version) {\n      ...ActDetailFields\n    }\n  }\n": typeof types.AnswerInvitationDocument,
    "\n  query VehicleLookup($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {\n    vehicleLookup(\n      stateNumber: $stateNumber\n      techPassportSeries: $techPassportSeries\n      techPassportNumber: $techPassportNumber\n    ) {\n      vehicle {\n        id\n        stateNumber\n        techPassportSeries\n        techPassportNumber\n        make\n        model\n        year\n        colour\n        motorNumber\n        bodyNumber\n        chassisNumber\n      }\n      owners {\n        fio\n        share {\n          numerator\n          denominator\n        }\n      }\n      bans {\n        id\n        kind\n        state\n        startDate\n        documentNumber\n        organ\n      }\n      fines {\n        id\n        resolutionNumber\n        issuedOn\n        amount\n        paid\n      }\n    }\n  }\n": typeof types.VehicleLookupDocument,
    "\n  query ActRegions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n": typeof types.ActRegionsDocument,
    "\n  mutation CreateAct($input: CreateActInput!) {\n    createAct(input: $input) {\n      rid\n      uuid\n      version\n    }\n  }\n": typeof types.CreateActDocument,
    "\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      checkedAt\n    }\n  }\n": typeof types.MinistryStatusDocument,
    "\n  query KioskActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n": typeof types.KioskActTypesDocument,
    "\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n": typeof types.PrecheckDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      resultCode\n      message\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.AuthenticateDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userid\n    name\n    surname\n    lastname\n    fullname\n    typeid\n    gender\n    birthdate\n    birthcountry\n    inn\n    pin\n    passserial\n    passnum\n    issueorg\n    issuedate\n    exprdate\n    citizenship\n    nationality\n    phone\n    email\n    regionid\n    regionru\n    regionuz\n    districtid\n    districtru\n    districtuz\n    regaddress\n    actaddress\n    orginn\n    orgname\n    valid\n    termsofuse\n    roles\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  query ClientConfig {\n    clientConfig {\n      faceCheckLimitMs\n      faceCheckStartDelayMs\n      frameIntervalMs\n      instructionalVideoUrl\n    }\n  }\n": typeof types.ClientConfigDocument,
    "\n  subscription Liveness($sessionId: ID!) {\n    liveness(sessionId: $sessionId) {\n      kind\n      errors\n      faceRect {\n        x\n        y\n        width\n        height\n      }\n      isOk\n      challenge {\n        step\n        index\n        of\n      }\n      skipped\n      jwt\n      errorCode\n    }\n  }\n": typeof types.LivenessDocument,
    "\n  mutation SendLivenessFrame($sessionId: ID!, $image: String!, $contentType: String!) {\n    sendLivenessFrame(sessionId: $sessionId, image: $image, contentType: $contentType)\n  }\n": typeof types.SendLivenessFrameDocument,
    "\n  query CheckToken {\n    checkToken\n  }\n": typeof types.CheckTokenDocument,
    "\n  mutation AcceptOffer {\n    acceptOffer\n  }\n": typeof types.AcceptOfferDocument,
    "\n  mutation RefuseOffer {\n    refuseOffer\n  }\n": typeof types.RefuseOfferDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  query Notifications {\n    notifications {\n      regtypeid\n      regsystemid\n      rid\n      uuid\n      na\n      visitdate\n      visittime\n    }\n  }\n": typeof types.NotificationsDocument,
};
const documents: Documents = {
    "\n  fragment ActListItemFields on ActListItem {\n    rid\n    uuid\n    version\n    type {\n      id\n      name\n    }\n    state\n    step\n    regnum\n    regdate\n    instime\n    visitdate\n    visittime\n    regtype\n    regsystemid\n    office {\n      id\n      name\n    }\n    notaryId\n  }\n": types.ActListItemFieldsFragmentDoc,
    "\n  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {\n    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {\n      items {\n        ...ActListItemFields\n      }\n      total\n      page\n      size\n    }\n  }\n": types.MyActsDocument,
    "\n  query ActUuid($rid: Int!) {\n    actUuid(rid: $rid)\n  }\n": types.ActUuidDocument,
    "\n  query NotaryQueue($step: Int, $page: Int, $size: Int) {\n    notaryQueue(step: $step, page: $page, size: $size) {\n      notaryId\n      officeId\n      items {\n        ...ActListItemFields\n      }\n      total\n      page\n      size\n    }\n  }\n": types.NotaryQueueDocument,
    "\n  query ActFilterReference {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n    notaryOffices {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n": types.ActFilterReferenceDocument,
    "\n  fragment ActDetailFields on Act {\n    rid\n    uuid\n    version\n    viewer {\n      role\n      roles {\n        applicant\n        party\n        notary\n      }\n    }\n    view {\n      state\n      step\n      sideState\n      stateKey\n      inProcess\n      completed\n      stopped\n      allowed\n      canEdit\n      awaitingMe\n      awaiting\n      payableInvoiceIds\n      onSiteInvoiceIds\n      allInvoicesPaid\n      timeRequested\n      visit {\n        date\n        time\n        regtype\n      }\n      myParty {\n        id\n        status\n      }\n      regnum\n      regdate\n      remark\n      reason\n    }\n    general {\n      type {\n        id\n        name\n      }\n      state\n      step\n      status\n      regnum\n      regdate\n      instime\n      regtype\n      regsystemid\n      visitdate\n      visittime\n      language\n      clientPhone\n      remark\n      cancellationReason\n      annulledAt\n      freeOfPayment\n      office {\n        id\n        name\n        address\n        phone\n      }\n      notary {\n        id\n        name\n        phone\n      }\n    }\n    parties {\n      id\n      role\n      applicant\n      coOwner\n      required\n      status\n      statusAt\n      fio\n      passserial\n      passnum\n      pin\n      phone\n      smsSent\n      deathDate\n      me\n    }\n    subjects {\n      vehicles {\n        id\n        vehicleId\n        stateNumber\n        techPassportSeries\n        techPassportNumber\n        address\n        specialMarks\n        issuer\n        issueDate\n        make\n        model\n        country\n        motorNumber\n        bodyNumber\n        chassisNumber\n        colour\n        year\n        horsepower\n        stampOrganisation\n        stampDate\n        price\n        balancePercent\n        invoiceDate\n        valuation\n        inventoryPrice\n        unpaidSum\n        fines\n        bans {\n          id\n          kind\n          state\n          startDate\n          documentDate\n          documentNumber\n          official\n          organ\n        }\n        finesList {\n          id\n          resolutionNumber\n          issuedOn\n          amount\n          paid\n        }\n      }\n    }\n    printForm {\n      id\n      name\n      url\n    }\n    payments {\n      id\n      purpose\n      amount\n      paid\n      paidAt\n      payment {\n        id\n        method\n        cardLast4\n        amount\n        at\n      }\n    }\n    references {\n      vehicleBans\n      unpaidFines\n      enforcementDebt\n      deceasedParty\n    }\n    result {\n      state\n      regnum\n      regdate\n      cancellationReason\n      refusal {\n        reason\n        file {\n          id\n          name\n          url\n        }\n      }\n    }\n    notes {\n      id\n      kind\n      text\n      at\n      mine\n    }\n    journal {\n      event\n      role\n      fromState\n      toState\n      fromStep\n      toStep\n      version\n      at\n    }\n  }\n": types.ActDetailFieldsFragmentDoc,
    "\n  query Act($uuid: ID!) {\n    act(uuid: $uuid) {\n      ...ActDetailFields\n    }\n  }\n": types.ActDocument,
    "\n  subscription ActChanged($uuid: ID!) {\n    actChanged(uuid: $uuid) {\n      ...ActDetailFields\n    }\n  }\n": types.ActChangedDocument,
    "\n  mutation SendActEvent($uuid: ID!, $type: String!, $version: Int!, $payload: ActEventPayloadInput) {\n    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {\n      ...ActDetailFields\n    }\n  }\n": types.SendActEventDocument,
    "\n  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {\n    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {\n      ...ActDetailFields\n    }\n  }\n": types.PayInvoiceDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      party {\n        id\n        role\n        coOwner\n        status\n      }\n      act {\n        ...ActDetailFields\n      }\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {\n    answerInvitation(token: $token, accept: $accept, version: $version) {\n      ...ActDetailFields\n    }\n  }\n": types.AnswerInvitationDocument,
    "\n  query VehicleLookup($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {\n    vehicleLookup(\n      stateNumber: $stateNumber\n      techPassportSeries: $techPassportSeries\n      techPassportNumber: $techPassportNumber\n    ) {\n      vehicle {\n        id\n        stateNumber\n        techPassportSeries\n        techPassportNumber\n        make\n        model\n        year\n        colour\n        motorNumber\n        bodyNumber\n        chassisNumber\n      }\n      owners {\n        fio\n        share {\n          numerator\n          denominator\n        }\n      }\n      bans {\n        id\n        kind\n        state\n        startDate\n        documentNumber\n        organ\n      }\n      fines {\n        id\n        resolutionNumber\n        issuedOn\n        amount\n        paid\n      }\n    }\n  }\n": types.VehicleLookupDocument,
    "\n  query ActRegions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n": types.ActRegionsDocument,
    "\n  mutation CreateAct($input: CreateActInput!) {\n    createAct(input: $input) {\n      rid\n      uuid\n      version\n    }\n  }\n": types.CreateActDocument,
    "\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      checkedAt\n    }\n  }\n": types.MinistryStatusDocument,
    "\n  query KioskActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n": types.KioskActTypesDocument,
    "\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n": types.PrecheckDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      resultCode\n      message\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.AuthenticateDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userid\n    name\n    surname\n    lastname\n    fullname\n    typeid\n    gender\n    birthdate\n    birthcountry\n    inn\n    pin\n    passserial\n    passnum\n    issueorg\n    issuedate\n    exprdate\n    citizenship\n    nationality\n    phone\n    email\n    regionid\n    regionru\n    regionuz\n    districtid\n    districtru\n    districtuz\n    regaddress\n    actaddress\n    orginn\n    orgname\n    valid\n    termsofuse\n    roles\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  query ClientConfig {\n    clientConfig {\n      faceCheckLimitMs\n      faceCheckStartDelayMs\n      frameIntervalMs\n      instructionalVideoUrl\n    }\n  }\n": types.ClientConfigDocument,
    "\n  subscription Liveness($sessionId: ID!) {\n    liveness(sessionId: $sessionId) {\n      kind\n      errors\n      faceRect {\n        x\n        y\n        width\n        height\n      }\n      isOk\n      challenge {\n        step\n        index\n        of\n      }\n      skipped\n      jwt\n      errorCode\n    }\n  }\n": types.LivenessDocument,
    "\n  mutation SendLivenessFrame($sessionId: ID!, $image: String!, $contentType: String!) {\n    sendLivenessFrame(sessionId: $sessionId, image: $image, contentType: $contentType)\n  }\n": types.SendLivenessFrameDocument,
    "\n  query CheckToken {\n    checkToken\n  }\n": types.CheckTokenDocument,
    "\n  mutation AcceptOffer {\n    acceptOffer\n  }\n": types.AcceptOfferDocument,
    "\n  mutation RefuseOffer {\n    refuseOffer\n  }\n": types.RefuseOfferDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  query Notifications {\n    notifications {\n      regtypeid\n      regsystemid\n      rid\n      uuid\n      na\n      visitdate\n      visittime\n    }\n  }\n": types.NotificationsDocument,
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
export function graphql(source: "\n  fragment ActListItemFields on ActListItem {\n    rid\n    uuid\n    version\n    type {\n      id\n      name\n    }\n    state\n    step\n    regnum\n    regdate\n    instime\n    visitdate\n    visittime\n    regtype\n    regsystemid\n    office {\n      id\n      name\n    }\n    notaryId\n  }\n"): (typeof documents)["\n  fragment ActListItemFields on ActListItem {\n    rid\n    uuid\n    version\n    type {\n      id\n      name\n    }\n    state\n    step\n    regnum\n    regdate\n    instime\n    visitdate\n    visittime\n    regtype\n    regsystemid\n    office {\n      id\n      name\n    }\n    notaryId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {\n    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {\n      items {\n        ...ActListItemFields\n      }\n      total\n      page\n      size\n    }\n  }\n"): (typeof documents)["\n  query MyActs($tab: ActListTab, $filter: ActListFilter, $page: Int, $size: Int) {\n    myActs(tab: $tab, filter: $filter, page: $page, size: $size) {\n      items {\n        ...ActListItemFields\n      }\n      total\n      page\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActUuid($rid: Int!) {\n    actUuid(rid: $rid)\n  }\n"): (typeof documents)["\n  query ActUuid($rid: Int!) {\n    actUuid(rid: $rid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotaryQueue($step: Int, $page: Int, $size: Int) {\n    notaryQueue(step: $step, page: $page, size: $size) {\n      notaryId\n      officeId\n      items {\n        ...ActListItemFields\n      }\n      total\n      page\n      size\n    }\n  }\n"): (typeof documents)["\n  query NotaryQueue($step: Int, $page: Int, $size: Int) {\n    notaryQueue(step: $step, page: $page, size: $size) {\n      notaryId\n      officeId\n      items {\n        ...ActListItemFields\n      }\n      total\n      page\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActFilterReference {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n    notaryOffices {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActFilterReference {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n    notaryOffices {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActDetailFields on Act {\n    rid\n    uuid\n    version\n    viewer {\n      role\n      roles {\n        applicant\n        party\n        notary\n      }\n    }\n    view {\n      state\n      step\n      sideState\n      stateKey\n      inProcess\n      completed\n      stopped\n      allowed\n      canEdit\n      awaitingMe\n      awaiting\n      payableInvoiceIds\n      onSiteInvoiceIds\n      allInvoicesPaid\n      timeRequested\n      visit {\n        date\n        time\n        regtype\n      }\n      myParty {\n        id\n        status\n      }\n      regnum\n      regdate\n      remark\n      reason\n    }\n    general {\n      type {\n        id\n        name\n      }\n      state\n      step\n      status\n      regnum\n      regdate\n      instime\n      regtype\n      regsystemid\n      visitdate\n      visittime\n      language\n      clientPhone\n      remark\n      cancellationReason\n      annulledAt\n      freeOfPayment\n      office {\n        id\n        name\n        address\n        phone\n      }\n      notary {\n        id\n        name\n        phone\n      }\n    }\n    parties {\n      id\n      role\n      applicant\n      coOwner\n      required\n      status\n      statusAt\n      fio\n      passserial\n      passnum\n      pin\n      phone\n      smsSent\n      deathDate\n      me\n    }\n    subjects {\n      vehicles {\n        id\n        vehicleId\n        stateNumber\n        techPassportSeries\n        techPassportNumber\n        address\n        specialMarks\n        issuer\n        issueDate\n        make\n        model\n        country\n        motorNumber\n        bodyNumber\n        chassisNumber\n        colour\n        year\n        horsepower\n        stampOrganisation\n        stampDate\n        price\n        balancePercent\n        invoiceDate\n        valuation\n        inventoryPrice\n        unpaidSum\n        fines\n        bans {\n          id\n          kind\n          state\n          startDate\n          documentDate\n          documentNumber\n          official\n          organ\n        }\n        finesList {\n          id\n          resolutionNumber\n          issuedOn\n          amount\n          paid\n        }\n      }\n    }\n    printForm {\n      id\n      name\n      url\n    }\n    payments {\n      id\n      purpose\n      amount\n      paid\n      paidAt\n      payment {\n        id\n        method\n        cardLast4\n        amount\n        at\n      }\n    }\n    references {\n      vehicleBans\n      unpaidFines\n      enforcementDebt\n      deceasedParty\n    }\n    result {\n      state\n      regnum\n      regdate\n      cancellationReason\n      refusal {\n        reason\n        file {\n          id\n          name\n          url\n        }\n      }\n    }\n    notes {\n      id\n      kind\n      text\n      at\n      mine\n    }\n    journal {\n      event\n      role\n      fromState\n      toState\n      fromStep\n      toStep\n      version\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment ActDetailFields on Act {\n    rid\n    uuid\n    version\n    viewer {\n      role\n      roles {\n        applicant\n        party\n        notary\n      }\n    }\n    view {\n      state\n      step\n      sideState\n      stateKey\n      inProcess\n      completed\n      stopped\n      allowed\n      canEdit\n      awaitingMe\n      awaiting\n      payableInvoiceIds\n      onSiteInvoiceIds\n      allInvoicesPaid\n      timeRequested\n      visit {\n        date\n        time\n        regtype\n      }\n      myParty {\n        id\n        status\n      }\n      regnum\n      regdate\n      remark\n      reason\n    }\n    general {\n      type {\n        id\n        name\n      }\n      state\n      step\n      status\n      regnum\n      regdate\n      instime\n      regtype\n      regsystemid\n      visitdate\n      visittime\n      language\n      clientPhone\n      remark\n      cancellationReason\n      annulledAt\n      freeOfPayment\n      office {\n        id\n        name\n        address\n        phone\n      }\n      notary {\n        id\n        name\n        phone\n      }\n    }\n    parties {\n      id\n      role\n      applicant\n      coOwner\n      required\n      status\n      statusAt\n      fio\n      passserial\n      passnum\n      pin\n      phone\n      smsSent\n      deathDate\n      me\n    }\n    subjects {\n      vehicles {\n        id\n        vehicleId\n        stateNumber\n        techPassportSeries\n        techPassportNumber\n        address\n        specialMarks\n        issuer\n        issueDate\n        make\n        model\n        country\n        motorNumber\n        bodyNumber\n        chassisNumber\n        colour\n        year\n        horsepower\n        stampOrganisation\n        stampDate\n        price\n        balancePercent\n        invoiceDate\n        valuation\n        inventoryPrice\n        unpaidSum\n        fines\n        bans {\n          id\n          kind\n          state\n          startDate\n          documentDate\n          documentNumber\n          official\n          organ\n        }\n        finesList {\n          id\n          resolutionNumber\n          issuedOn\n          amount\n          paid\n        }\n      }\n    }\n    printForm {\n      id\n      name\n      url\n    }\n    payments {\n      id\n      purpose\n      amount\n      paid\n      paidAt\n      payment {\n        id\n        method\n        cardLast4\n        amount\n        at\n      }\n    }\n    references {\n      vehicleBans\n      unpaidFines\n      enforcementDebt\n      deceasedParty\n    }\n    result {\n      state\n      regnum\n      regdate\n      cancellationReason\n      refusal {\n        reason\n        file {\n          id\n          name\n          url\n        }\n      }\n    }\n    notes {\n      id\n      kind\n      text\n      at\n      mine\n    }\n    journal {\n      event\n      role\n      fromState\n      toState\n      fromStep\n      toStep\n      version\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Act($uuid: ID!) {\n    act(uuid: $uuid) {\n      ...ActDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Act($uuid: ID!) {\n    act(uuid: $uuid) {\n      ...ActDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ActChanged($uuid: ID!) {\n    actChanged(uuid: $uuid) {\n      ...ActDetailFields\n    }\n  }\n"): (typeof documents)["\n  subscription ActChanged($uuid: ID!) {\n    actChanged(uuid: $uuid) {\n      ...ActDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendActEvent($uuid: ID!, $type: String!, $version: Int!, $payload: ActEventPayloadInput) {\n    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {\n      ...ActDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendActEvent($uuid: ID!, $type: String!, $version: Int!, $payload: ActEventPayloadInput) {\n    sendActEvent(uuid: $uuid, type: $type, version: $version, payload: $payload) {\n      ...ActDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {\n    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {\n      ...ActDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation PayInvoice($invoiceId: ID!, $card: String!, $expiry: String!, $version: Int) {\n    payInvoice(invoiceId: $invoiceId, card: $card, expiry: $expiry, version: $version) {\n      ...ActDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      party {\n        id\n        role\n        coOwner\n        status\n      }\n      act {\n        ...ActDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      party {\n        id\n        role\n        coOwner\n        status\n      }\n      act {\n        ...ActDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {\n    answerInvitation(token: $token, accept: $accept, version: $version) {\n      ...ActDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerInvitation($token: String!, $accept: Boolean!, $version: Int) {\n    answerInvitation(token: $token, accept: $accept, version: $version) {\n      ...ActDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleLookup($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {\n    vehicleLookup(\n      stateNumber: $stateNumber\n      techPassportSeries: $techPassportSeries\n      techPassportNumber: $techPassportNumber\n    ) {\n      vehicle {\n        id\n        stateNumber\n        techPassportSeries\n        techPassportNumber\n        make\n        model\n        year\n        colour\n        motorNumber\n        bodyNumber\n        chassisNumber\n      }\n      owners {\n        fio\n        share {\n          numerator\n          denominator\n        }\n      }\n      bans {\n        id\n        kind\n        state\n        startDate\n        documentNumber\n        organ\n      }\n      fines {\n        id\n        resolutionNumber\n        issuedOn\n        amount\n        paid\n      }\n    }\n  }\n"): (typeof documents)["\n  query VehicleLookup($stateNumber: String!, $techPassportSeries: String!, $techPassportNumber: String!) {\n    vehicleLookup(\n      stateNumber: $stateNumber\n      techPassportSeries: $techPassportSeries\n      techPassportNumber: $techPassportNumber\n    ) {\n      vehicle {\n        id\n        stateNumber\n        techPassportSeries\n        techPassportNumber\n        make\n        model\n        year\n        colour\n        motorNumber\n        bodyNumber\n        chassisNumber\n      }\n      owners {\n        fio\n        share {\n          numerator\n          denominator\n        }\n      }\n      bans {\n        id\n        kind\n        state\n        startDate\n        documentNumber\n        organ\n      }\n      fines {\n        id\n        resolutionNumber\n        issuedOn\n        amount\n        paid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActRegions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActRegions {\n    regions {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAct($input: CreateActInput!) {\n    createAct(input: $input) {\n      rid\n      uuid\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAct($input: CreateActInput!) {\n    createAct(input: $input) {\n      rid\n      uuid\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      checkedAt\n    }\n  }\n"): (typeof documents)["\n  subscription MinistryStatus {\n    ministryStatus {\n      status\n      checkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskActTypes {\n    actTypes {\n      id\n      name {\n        oz\n        uz\n        ru\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n"): (typeof documents)["\n  mutation Precheck($input: PrecheckInput!) {\n    precheck(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      resultCode\n      message\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      resultCode\n      message\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    userid\n    name\n    surname\n    lastname\n    fullname\n    typeid\n    gender\n    birthdate\n    birthcountry\n    inn\n    pin\n    passserial\n    passnum\n    issueorg\n    issuedate\n    exprdate\n    citizenship\n    nationality\n    phone\n    email\n    regionid\n    regionru\n    regionuz\n    districtid\n    districtru\n    districtuz\n    regaddress\n    actaddress\n    orginn\n    orgname\n    valid\n    termsofuse\n    roles\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    userid\n    name\n    surname\n    lastname\n    fullname\n    typeid\n    gender\n    birthdate\n    birthcountry\n    inn\n    pin\n    passserial\n    passnum\n    issueorg\n    issuedate\n    exprdate\n    citizenship\n    nationality\n    phone\n    email\n    regionid\n    regionru\n    regionuz\n    districtid\n    districtru\n    districtuz\n    regaddress\n    actaddress\n    orginn\n    orgname\n    valid\n    termsofuse\n    roles\n  }\n"];
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
export function graphql(source: "\n  query CheckToken {\n    checkToken\n  }\n"): (typeof documents)["\n  query CheckToken {\n    checkToken\n  }\n"];
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
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications {\n      regtypeid\n      regsystemid\n      rid\n      uuid\n      na\n      visitdate\n      visittime\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications {\n      regtypeid\n      regsystemid\n      rid\n      uuid\n      na\n      visitdate\n      visittime\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;