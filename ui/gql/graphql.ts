/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AuthenticateInput = {
  /** The signed liveness token from the face check's SUCCESS frame. */
  jwt: string;
  passnum: string;
  passserial: string;
  pin: string;
};

export type LivenessStep =
  | 'CENTER'
  | 'TURN_LEFT'
  | 'TURN_RIGHT';

export type LivenessUpdateKind =
  /** The face-ID server accepted the session; the challenge is known. */
  | 'CONNECTED'
  /** The session ended with an error; errorCode says which. */
  | 'ERROR'
  /** The connection to the face-ID server dropped and is being re-established. */
  | 'RECONNECTING'
  /** The analysis of one frame. */
  | 'STATS'
  /** The check passed; jwt is set and the session is over. */
  | 'SUCCESS';

export type PrecheckInput = {
  /** Passport number: 7 digits. */
  passnum: string;
  /** Passport series: 2 upper-case letters. */
  passserial: string;
  /** Personal identification number: 14 digits. */
  pin: string;
};

export type ServiceStatus =
  | 'DOWN'
  | 'UP';

export type MinistryStatusSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MinistryStatusSubscription = { ministryStatus: { status: ServiceStatus, checkedAt: string } };

export type KioskActTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskActTypesQuery = { actTypes: Array<{ id: number, name: { oz: string, uz: string, ru: string } }> };

export type PrecheckMutationVariables = Exact<{
  input: PrecheckInput;
}>;


export type PrecheckMutation = { precheck: boolean };

export type AuthenticateMutationVariables = Exact<{
  input: AuthenticateInput;
}>;


export type AuthenticateMutation = { authenticate: { resultCode: number, message: string | null, token: string | null, user: { ' $fragmentRefs'?: { 'SessionUserFieldsFragment': SessionUserFieldsFragment } } | null } };

export type SessionUserFieldsFragment = { id: string, userid: string | null, name: string | null, surname: string | null, lastname: string | null, fullname: string | null, typeid: number | null, gender: string | null, birthdate: string | null, birthcountry: string | null, inn: string | null, pin: string | null, passserial: string | null, passnum: string | null, issueorg: string | null, issuedate: string | null, exprdate: string | null, citizenship: string | null, nationality: string | null, phone: string | null, email: string | null, regionid: number | null, regionru: string | null, regionuz: string | null, districtid: number | null, districtru: string | null, districtuz: string | null, regaddress: string | null, actaddress: string | null, orginn: string | null, orgname: string | null, valid: boolean | null, termsofuse: number, roles: Array<string> } & { ' $fragmentName'?: 'SessionUserFieldsFragment' };

export type ClientConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientConfigQuery = { clientConfig: { faceCheckLimitMs: number, faceCheckStartDelayMs: number, frameIntervalMs: number, instructionalVideoUrl: string | null } };

export type LivenessSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type LivenessSubscription = { liveness: { kind: LivenessUpdateKind, errors: Array<number>, isOk: boolean, skipped: boolean, jwt: string | null, errorCode: string | null, faceRect: { x: number, y: number, width: number, height: number } | null, challenge: { step: LivenessStep, index: number, of: number } | null } };

export type SendLivenessFrameMutationVariables = Exact<{
  sessionId: string | number;
  image: string;
  contentType: string;
}>;


export type SendLivenessFrameMutation = { sendLivenessFrame: boolean };

export type CheckTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckTokenQuery = { checkToken: boolean };

export type AcceptOfferMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptOfferMutation = { acceptOffer: number };

export type RefuseOfferMutationVariables = Exact<{ [key: string]: never; }>;


export type RefuseOfferMutation = { refuseOffer: number };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { ' $fragmentRefs'?: { 'SessionUserFieldsFragment': SessionUserFieldsFragment } } };

export type NotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsQuery = { notifications: Array<{ regtypeid: number, regsystemid: number, rid: string | null, uuid: string | null, na: string | null, visitdate: string | null, visittime: string | null }> };

export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"typeid"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthcountry"}},{"kind":"Field","name":{"kind":"Name","value":"inn"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"passserial"}},{"kind":"Field","name":{"kind":"Name","value":"passnum"}},{"kind":"Field","name":{"kind":"Name","value":"issueorg"}},{"kind":"Field","name":{"kind":"Name","value":"issuedate"}},{"kind":"Field","name":{"kind":"Name","value":"exprdate"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"regionid"}},{"kind":"Field","name":{"kind":"Name","value":"regionru"}},{"kind":"Field","name":{"kind":"Name","value":"regionuz"}},{"kind":"Field","name":{"kind":"Name","value":"districtid"}},{"kind":"Field","name":{"kind":"Name","value":"districtru"}},{"kind":"Field","name":{"kind":"Name","value":"districtuz"}},{"kind":"Field","name":{"kind":"Name","value":"regaddress"}},{"kind":"Field","name":{"kind":"Name","value":"actaddress"}},{"kind":"Field","name":{"kind":"Name","value":"orginn"}},{"kind":"Field","name":{"kind":"Name","value":"orgname"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"termsofuse"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const MinistryStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MinistryStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ministryStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]} as unknown as DocumentNode<MinistryStatusSubscription, MinistryStatusSubscriptionVariables>;
export const KioskActTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskActTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oz"}},{"kind":"Field","name":{"kind":"Name","value":"uz"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}}]}}]}}]} as unknown as DocumentNode<KioskActTypesQuery, KioskActTypesQueryVariables>;
export const PrecheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Precheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrecheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"precheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<PrecheckMutation, PrecheckMutationVariables>;
export const AuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Authenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"typeid"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthcountry"}},{"kind":"Field","name":{"kind":"Name","value":"inn"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"passserial"}},{"kind":"Field","name":{"kind":"Name","value":"passnum"}},{"kind":"Field","name":{"kind":"Name","value":"issueorg"}},{"kind":"Field","name":{"kind":"Name","value":"issuedate"}},{"kind":"Field","name":{"kind":"Name","value":"exprdate"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"regionid"}},{"kind":"Field","name":{"kind":"Name","value":"regionru"}},{"kind":"Field","name":{"kind":"Name","value":"regionuz"}},{"kind":"Field","name":{"kind":"Name","value":"districtid"}},{"kind":"Field","name":{"kind":"Name","value":"districtru"}},{"kind":"Field","name":{"kind":"Name","value":"districtuz"}},{"kind":"Field","name":{"kind":"Name","value":"regaddress"}},{"kind":"Field","name":{"kind":"Name","value":"actaddress"}},{"kind":"Field","name":{"kind":"Name","value":"orginn"}},{"kind":"Field","name":{"kind":"Name","value":"orgname"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"termsofuse"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]} as unknown as DocumentNode<AuthenticateMutation, AuthenticateMutationVariables>;
export const ClientConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faceCheckLimitMs"}},{"kind":"Field","name":{"kind":"Name","value":"faceCheckStartDelayMs"}},{"kind":"Field","name":{"kind":"Name","value":"frameIntervalMs"}},{"kind":"Field","name":{"kind":"Name","value":"instructionalVideoUrl"}}]}}]}}]} as unknown as DocumentNode<ClientConfigQuery, ClientConfigQueryVariables>;
export const LivenessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Liveness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"faceRect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isOk"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"of"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}}]}}]} as unknown as DocumentNode<LivenessSubscription, LivenessSubscriptionVariables>;
export const SendLivenessFrameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendLivenessFrame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendLivenessFrame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}}]}]}}]} as unknown as DocumentNode<SendLivenessFrameMutation, SendLivenessFrameMutationVariables>;
export const CheckTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkToken"}}]}}]} as unknown as DocumentNode<CheckTokenQuery, CheckTokenQueryVariables>;
export const AcceptOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptOffer"}}]}}]} as unknown as DocumentNode<AcceptOfferMutation, AcceptOfferMutationVariables>;
export const RefuseOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefuseOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refuseOffer"}}]}}]} as unknown as DocumentNode<RefuseOfferMutation, RefuseOfferMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"typeid"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthcountry"}},{"kind":"Field","name":{"kind":"Name","value":"inn"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"passserial"}},{"kind":"Field","name":{"kind":"Name","value":"passnum"}},{"kind":"Field","name":{"kind":"Name","value":"issueorg"}},{"kind":"Field","name":{"kind":"Name","value":"issuedate"}},{"kind":"Field","name":{"kind":"Name","value":"exprdate"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"regionid"}},{"kind":"Field","name":{"kind":"Name","value":"regionru"}},{"kind":"Field","name":{"kind":"Name","value":"regionuz"}},{"kind":"Field","name":{"kind":"Name","value":"districtid"}},{"kind":"Field","name":{"kind":"Name","value":"districtru"}},{"kind":"Field","name":{"kind":"Name","value":"districtuz"}},{"kind":"Field","name":{"kind":"Name","value":"regaddress"}},{"kind":"Field","name":{"kind":"Name","value":"actaddress"}},{"kind":"Field","name":{"kind":"Name","value":"orginn"}},{"kind":"Field","name":{"kind":"Name","value":"orgname"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"termsofuse"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regtypeid"}},{"kind":"Field","name":{"kind":"Name","value":"regsystemid"}},{"kind":"Field","name":{"kind":"Name","value":"rid"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"na"}},{"kind":"Field","name":{"kind":"Name","value":"visitdate"}},{"kind":"Field","name":{"kind":"Name","value":"visittime"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;