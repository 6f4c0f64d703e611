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