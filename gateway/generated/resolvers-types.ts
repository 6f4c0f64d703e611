import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Kind of notarial act (section 3 of the specification), e.g. 1 vehicle sale, 15003 spouse consent. */
export type ActType = {
  __typename?: 'ActType';
  category?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: LocalizedText;
  /** Whether the simplified flow (enter data, choose notary, review, time, registration) applies. */
  simplified: Scalars['Boolean']['output'];
};

/**
 * The ministry's answer to /auth: resultCode 1 logged in (token and user set), 0 authorization is
 * temporarily unavailable (technical work), anything else refused with the ministry's message.
 */
export type AuthResult = {
  __typename?: 'AuthResult';
  message?: Maybe<Scalars['String']['output']>;
  resultCode: Scalars['Int']['output'];
  token?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type AuthenticateInput = {
  /** The signed liveness token from the face check's SUCCESS frame. */
  jwt: Scalars['String']['input'];
  passnum: Scalars['String']['input'];
  passserial: Scalars['String']['input'];
  pin: Scalars['String']['input'];
};

/** Client settings that come from the server's configuration. */
export type ClientConfig = {
  __typename?: 'ClientConfig';
  faceCheckLimitMs: Scalars['Int']['output'];
  faceCheckStartDelayMs: Scalars['Int']['output'];
  frameIntervalMs: Scalars['Int']['output'];
  /** Address of the embedded instructional video; null when none is configured. */
  instructionalVideoUrl?: Maybe<Scalars['String']['output']>;
};

export type District = {
  __typename?: 'District';
  id: Scalars['Int']['output'];
  name: LocalizedText;
  regionId: Scalars['Int']['output'];
};

/**
 * Values of `extensions.code` on errors the gateway returns. The UI maps each to its message
 * (`t('errors.' + code)`) and to the behaviour of the specification's error catalogue (section 8).
 */
export type ErrorCode =
  /** The ministry answered 400; the message is the ministry's text. */
  | 'BAD_REQUEST'
  /** The act's statechart refused the transition (409). */
  | 'CONFLICT'
  /** The ministry answered another 403. */
  | 'FORBIDDEN'
  /** The ministry could not be reached or its answer could not be read. */
  | 'INTEGRATION_ERROR'
  | 'INTERNAL_SERVER_ERROR'
  /** The ministry did not answer within the timeout. */
  | 'MINISTRY_TIMEOUT'
  | 'NOT_FOUND'
  /** 418 pin_not_found_in_uuid: the user is not a party of the act. */
  | 'PIN_NOT_FOUND_IN_UUID'
  /** The ministry answered 403 Access Denied: the session token expired or was revoked. */
  | 'TOKEN_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  /** 418 uuid_not_found; extensions.uuid names the act when known. */
  | 'UUID_NOT_FOUND';

export type FaceRect = {
  __typename?: 'FaceRect';
  height: Scalars['Float']['output'];
  width: Scalars['Float']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

export type Health = {
  __typename?: 'Health';
  /** The gateway answers, so it is always UP here. */
  gateway: ServiceStatus;
  ministry: MinistryStatus;
};

export type LivenessChallenge = {
  __typename?: 'LivenessChallenge';
  /** 1-based position of the step in the challenge. */
  index: Scalars['Int']['output'];
  of: Scalars['Int']['output'];
  step: LivenessStep;
};

export type LivenessStep =
  | 'CENTER'
  | 'TURN_LEFT'
  | 'TURN_RIGHT';

export type LivenessUpdate = {
  __typename?: 'LivenessUpdate';
  challenge?: Maybe<LivenessChallenge>;
  /** unsupported_image, image_too_large, bad_frame, timeout, session_in_use, unavailable. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Guidance codes of the specification's section 8, most important first. */
  errors: Array<Scalars['Int']['output']>;
  faceRect?: Maybe<FaceRect>;
  isOk: Scalars['Boolean']['output'];
  jwt?: Maybe<Scalars['String']['output']>;
  kind: LivenessUpdateKind;
  /** True when the server was busy and did not analyse the frame. */
  skipped: Scalars['Boolean']['output'];
};

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

/**
 * Text in the three portal locales: Latin Uzbek (oz, the default), Cyrillic Uzbek (uz) and Russian (ru).
 * The UI picks the field of its current locale, so switching language needs no refetch.
 */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  oz: Scalars['String']['output'];
  ru: Scalars['String']['output'];
  uz: Scalars['String']['output'];
};

/** Availability of the ministry's notary information system as the gateway last saw it. */
export type MinistryStatus = {
  __typename?: 'MinistryStatus';
  /** ISO 8601 time of the check that produced this status. */
  checkedAt: Scalars['String']['output'];
  /** The ministry's database driver (pglite or postgresql for the sandbox); null while it is down. */
  database?: Maybe<Scalars['String']['output']>;
  /** Number of applied database migrations, when the ministry reports it. */
  migrations?: Maybe<Scalars['Int']['output']>;
  status: ServiceStatus;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** POST /api/offer_accept?action=1; answers the new termsofuse. */
  acceptOffer: Scalars['Int']['output'];
  /** POST /api/auth with the liveness token. */
  authenticate: AuthResult;
  /** POST /api/logout: the token is revoked. */
  logout: Scalars['Boolean']['output'];
  /**
   * The ministry's check before login (POST /api/check_before_auth). True when the face check may
   * start; otherwise a GraphQL error whose message is the ministry's reason in the request's language.
   */
  precheck: Scalars['Boolean']['output'];
  /** POST /api/offer_accept?action=0; answers the new termsofuse. */
  refuseOffer: Scalars['Int']['output'];
  /** Sends one camera frame (base64, no data: prefix) to the liveness session opened by Subscription.liveness. */
  sendLivenessFrame: Scalars['Boolean']['output'];
};


export type MutationAuthenticateArgs = {
  input: AuthenticateInput;
};


export type MutationPrecheckArgs = {
  input: PrecheckInput;
};


export type MutationSendLivenessFrameArgs = {
  contentType: Scalars['String']['input'];
  image: Scalars['String']['input'];
  sessionId: Scalars['ID']['input'];
};

export type NotaryOffice = {
  __typename?: 'NotaryOffice';
  address: LocalizedText;
  districtId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: LocalizedText;
  phone?: Maybe<Scalars['String']['output']>;
  regionId: Scalars['Int']['output'];
};

/** An upcoming visit or video conference of the user's acts (get_notify). */
export type NotificationItem = {
  __typename?: 'NotificationItem';
  /** The act's name. */
  na?: Maybe<Scalars['String']['output']>;
  regsystemid: Scalars['Int']['output'];
  /** 1 in person, 2 video conference. */
  regtypeid: Scalars['Int']['output'];
  rid?: Maybe<Scalars['ID']['output']>;
  uuid?: Maybe<Scalars['String']['output']>;
  /** DD.MM.YYYY, Tashkent time. */
  visitdate?: Maybe<Scalars['String']['output']>;
  /** HH:mm, Tashkent time. */
  visittime?: Maybe<Scalars['String']['output']>;
};

export type PrecheckInput = {
  /** Passport number: 7 digits. */
  passnum: Scalars['String']['input'];
  /** Passport series: 2 upper-case letters. */
  passserial: Scalars['String']['input'];
  /** Personal identification number: 14 digits. */
  pin: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  actTypes: Array<ActType>;
  /** GET /api/check_token: true when the session token is valid (a TOKEN_EXPIRED error otherwise). */
  checkToken: Scalars['Boolean']['output'];
  clientConfig: ClientConfig;
  health: Health;
  /** GET /api/user: the logged-in user. */
  me: User;
  /** Notary offices, optionally only those of one region. */
  notaryOffices: Array<NotaryOffice>;
  /** GET /api/notarial_act/get_notify. */
  notifications: Array<NotificationItem>;
  regions: Array<Region>;
};


export type QueryNotaryOfficesArgs = {
  regionId?: InputMaybe<Scalars['Int']['input']>;
};

export type Region = {
  __typename?: 'Region';
  districts: Array<District>;
  id: Scalars['Int']['output'];
  name: LocalizedText;
};

export type ServiceStatus =
  | 'DOWN'
  | 'UP';

export type Subscription = {
  __typename?: 'Subscription';
  /** Opens a liveness session with the face-ID server and relays its frames until SUCCESS or ERROR. */
  liveness: LivenessUpdate;
  /**
   * The ministry's availability: the current value at once, then each change. The UI shows a
   * "service temporarily unavailable" banner while it is DOWN.
   */
  ministryStatus: MinistryStatus;
};


export type SubscriptionLivenessArgs = {
  sessionId: Scalars['ID']['input'];
};

/**
 * A citizen's record as the ministry keeps it (specification, section 3). Names are given in the
 * language of the request where the ministry has them (regionuz / regionru and so on).
 */
export type User = {
  __typename?: 'User';
  actaddress?: Maybe<Scalars['String']['output']>;
  birthcountry?: Maybe<Scalars['String']['output']>;
  birthdate?: Maybe<Scalars['String']['output']>;
  citizenship?: Maybe<Scalars['String']['output']>;
  districtid?: Maybe<Scalars['Int']['output']>;
  districtru?: Maybe<Scalars['String']['output']>;
  districtuz?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  exprdate?: Maybe<Scalars['String']['output']>;
  fullname?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  inn?: Maybe<Scalars['String']['output']>;
  issuedate?: Maybe<Scalars['String']['output']>;
  issueorg?: Maybe<Scalars['String']['output']>;
  lastname?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  nationality?: Maybe<Scalars['String']['output']>;
  orginn?: Maybe<Scalars['String']['output']>;
  orgname?: Maybe<Scalars['String']['output']>;
  passnum?: Maybe<Scalars['String']['output']>;
  passserial?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  pin?: Maybe<Scalars['String']['output']>;
  regaddress?: Maybe<Scalars['String']['output']>;
  regionid?: Maybe<Scalars['Int']['output']>;
  regionru?: Maybe<Scalars['String']['output']>;
  regionuz?: Maybe<Scalars['String']['output']>;
  roles: Array<Scalars['String']['output']>;
  surname?: Maybe<Scalars['String']['output']>;
  /** 0 until the public offer is accepted, then 1. */
  termsofuse: Scalars['Int']['output'];
  typeid?: Maybe<Scalars['Int']['output']>;
  userid?: Maybe<Scalars['String']['output']>;
  valid?: Maybe<Scalars['Boolean']['output']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActType: ResolverTypeWrapper<ActType>;
  AuthResult: ResolverTypeWrapper<AuthResult>;
  AuthenticateInput: AuthenticateInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ClientConfig: ResolverTypeWrapper<ClientConfig>;
  District: ResolverTypeWrapper<District>;
  ErrorCode: ErrorCode;
  FaceRect: ResolverTypeWrapper<FaceRect>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LivenessChallenge: ResolverTypeWrapper<LivenessChallenge>;
  LivenessStep: LivenessStep;
  LivenessUpdate: ResolverTypeWrapper<LivenessUpdate>;
  LivenessUpdateKind: LivenessUpdateKind;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  MinistryStatus: ResolverTypeWrapper<MinistryStatus>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotaryOffice: ResolverTypeWrapper<NotaryOffice>;
  NotificationItem: ResolverTypeWrapper<NotificationItem>;
  PrecheckInput: PrecheckInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Region: ResolverTypeWrapper<Region>;
  ServiceStatus: ServiceStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<User>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActType: ActType;
  AuthResult: AuthResult;
  AuthenticateInput: AuthenticateInput;
  Boolean: Scalars['Boolean']['output'];
  ClientConfig: ClientConfig;
  District: District;
  FaceRect: FaceRect;
  Float: Scalars['Float']['output'];
  Health: Health;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LivenessChallenge: LivenessChallenge;
  LivenessUpdate: LivenessUpdate;
  LocalizedText: LocalizedText;
  MinistryStatus: MinistryStatus;
  Mutation: Record<PropertyKey, never>;
  NotaryOffice: NotaryOffice;
  NotificationItem: NotificationItem;
  PrecheckInput: PrecheckInput;
  Query: Record<PropertyKey, never>;
  Region: Region;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  User: User;
}>;

export type ActTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActType'] = ResolversParentTypes['ActType']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  simplified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AuthResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthResult'] = ResolversParentTypes['AuthResult']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type ClientConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientConfig'] = ResolversParentTypes['ClientConfig']> = ResolversObject<{
  faceCheckLimitMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  faceCheckStartDelayMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frameIntervalMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instructionalVideoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DistrictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['District'] = ResolversParentTypes['District']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FaceRectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaceRect'] = ResolversParentTypes['FaceRect']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = ResolversObject<{
  gateway?: Resolver<ResolversTypes['ServiceStatus'], ParentType, ContextType>;
  ministry?: Resolver<ResolversTypes['MinistryStatus'], ParentType, ContextType>;
}>;

export type LivenessChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LivenessChallenge'] = ResolversParentTypes['LivenessChallenge']> = ResolversObject<{
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  of?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['LivenessStep'], ParentType, ContextType>;
}>;

export type LivenessUpdateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LivenessUpdate'] = ResolversParentTypes['LivenessUpdate']> = ResolversObject<{
  challenge?: Resolver<Maybe<ResolversTypes['LivenessChallenge']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  faceRect?: Resolver<Maybe<ResolversTypes['FaceRect']>, ParentType, ContextType>;
  isOk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jwt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LivenessUpdateKind'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LocalizedTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = ResolversObject<{
  oz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ru?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MinistryStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MinistryStatus'] = ResolversParentTypes['MinistryStatus']> = ResolversObject<{
  checkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  database?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  migrations?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ServiceStatus'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptOffer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  authenticate?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationAuthenticateArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  precheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPrecheckArgs, 'input'>>;
  refuseOffer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendLivenessFrame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendLivenessFrameArgs, 'contentType' | 'image' | 'sessionId'>>;
}>;

export type NotaryOfficeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryOffice'] = ResolversParentTypes['NotaryOffice']> = ResolversObject<{
  address?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  districtId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationItem'] = ResolversParentTypes['NotificationItem']> = ResolversObject<{
  na?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regsystemid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regtypeid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visitdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visittime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  actTypes?: Resolver<Array<ResolversTypes['ActType']>, ParentType, ContextType>;
  checkToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientConfig?: Resolver<ResolversTypes['ClientConfig'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  notaryOffices?: Resolver<Array<ResolversTypes['NotaryOffice']>, ParentType, ContextType, Partial<QueryNotaryOfficesArgs>>;
  notifications?: Resolver<Array<ResolversTypes['NotificationItem']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
}>;

export type RegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  districts?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  liveness?: SubscriptionResolver<ResolversTypes['LivenessUpdate'], "liveness", ParentType, ContextType, RequireFields<SubscriptionLivenessArgs, 'sessionId'>>;
  ministryStatus?: SubscriptionResolver<ResolversTypes['MinistryStatus'], "ministryStatus", ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  actaddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthcountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  citizenship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtid?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtru?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtuz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exprdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueorg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orginn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passnum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passserial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regaddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionid?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  regionru?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionuz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsofuse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeid?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ActType?: ActTypeResolvers<ContextType>;
  AuthResult?: AuthResultResolvers<ContextType>;
  ClientConfig?: ClientConfigResolvers<ContextType>;
  District?: DistrictResolvers<ContextType>;
  FaceRect?: FaceRectResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  LivenessChallenge?: LivenessChallengeResolvers<ContextType>;
  LivenessUpdate?: LivenessUpdateResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  MinistryStatus?: MinistryStatusResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotaryOffice?: NotaryOfficeResolvers<ContextType>;
  NotificationItem?: NotificationItemResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

