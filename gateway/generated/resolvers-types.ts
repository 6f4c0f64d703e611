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

export type Health = {
  __typename?: 'Health';
  /** The gateway answers, so it is always UP here. */
  gateway: ServiceStatus;
  ministry: MinistryStatus;
};

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
  /**
   * The ministry's check before login (POST /api/check_before_auth). True when the face check may
   * start; otherwise a GraphQL error whose message is the ministry's reason in the request's language.
   */
  precheck: Scalars['Boolean']['output'];
};


export type MutationPrecheckArgs = {
  input: PrecheckInput;
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
  health: Health;
  /** Notary offices, optionally only those of one region. */
  notaryOffices: Array<NotaryOffice>;
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
  /**
   * The ministry's availability: the current value at once, then each change. The UI shows a
   * "service temporarily unavailable" banner while it is DOWN.
   */
  ministryStatus: MinistryStatus;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  District: ResolverTypeWrapper<District>;
  ErrorCode: ErrorCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Health: ResolverTypeWrapper<Health>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  MinistryStatus: ResolverTypeWrapper<MinistryStatus>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotaryOffice: ResolverTypeWrapper<NotaryOffice>;
  PrecheckInput: PrecheckInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Region: ResolverTypeWrapper<Region>;
  ServiceStatus: ServiceStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActType: ActType;
  Boolean: Scalars['Boolean']['output'];
  District: District;
  Float: Scalars['Float']['output'];
  Health: Health;
  Int: Scalars['Int']['output'];
  LocalizedText: LocalizedText;
  MinistryStatus: MinistryStatus;
  Mutation: Record<PropertyKey, never>;
  NotaryOffice: NotaryOffice;
  PrecheckInput: PrecheckInput;
  Query: Record<PropertyKey, never>;
  Region: Region;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
}>;

export type ActTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActType'] = ResolversParentTypes['ActType']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  simplified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DistrictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['District'] = ResolversParentTypes['District']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = ResolversObject<{
  gateway?: Resolver<ResolversTypes['ServiceStatus'], ParentType, ContextType>;
  ministry?: Resolver<ResolversTypes['MinistryStatus'], ParentType, ContextType>;
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
  precheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPrecheckArgs, 'input'>>;
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

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  actTypes?: Resolver<Array<ResolversTypes['ActType']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  notaryOffices?: Resolver<Array<ResolversTypes['NotaryOffice']>, ParentType, ContextType, Partial<QueryNotaryOfficesArgs>>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
}>;

export type RegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  districts?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  ministryStatus?: SubscriptionResolver<ResolversTypes['MinistryStatus'], "ministryStatus", ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ActType?: ActTypeResolvers<ContextType>;
  District?: DistrictResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  MinistryStatus?: MinistryStatusResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotaryOffice?: NotaryOfficeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
}>;

