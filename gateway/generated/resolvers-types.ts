import type * as Types from './schema-types.js';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.js';
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  RegistryBan:
    | ( Types.PropertyBan )
    | ( Types.VehicleBan )
  ;
  RegistryFine:
    | ( Types.PropertyFine )
    | ( Types.VehicleFine )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Act: ResolverTypeWrapper<Types.Act>;
  ActApplicantInput: Types.ActApplicantInput;
  ActAttribute: ResolverTypeWrapper<Types.ActAttribute>;
  ActAttributeInput: Types.ActAttributeInput;
  ActBankOrderRef: ResolverTypeWrapper<Types.ActBankOrderRef>;
  ActCheckNote: ResolverTypeWrapper<Types.ActCheckNote>;
  ActCivilRecord: ResolverTypeWrapper<Types.ActCivilRecord>;
  ActCivilRecordInput: Types.ActCivilRecordInput;
  ActClient: ResolverTypeWrapper<Types.ActClient>;
  ActClientArea: ResolverTypeWrapper<Types.ActClientArea>;
  ActClientDocument: ResolverTypeWrapper<Types.ActClientDocument>;
  ActConsularRegistration: ResolverTypeWrapper<Types.ActConsularRegistration>;
  ActConsularRegistrationInput: Types.ActConsularRegistrationInput;
  ActCreditOrganisation: ResolverTypeWrapper<Types.ActCreditOrganisation>;
  ActCreditOrganisationInput: Types.ActCreditOrganisationInput;
  ActEventPayloadInput: Types.ActEventPayloadInput;
  ActEventType: Types.ActEventType;
  ActFee: ResolverTypeWrapper<Types.ActFee>;
  ActFields: ResolverTypeWrapper<Types.ActFields>;
  ActFieldsInput: Types.ActFieldsInput;
  ActFile: ResolverTypeWrapper<Types.ActFile>;
  ActGeneral: ResolverTypeWrapper<Types.ActGeneral>;
  ActGeneralInput: Types.ActGeneralInput;
  ActGrantedRights: ResolverTypeWrapper<Types.ActGrantedRights>;
  ActGrantedRightsInput: Types.ActGrantedRightsInput;
  ActGuardian: ResolverTypeWrapper<Types.ActGuardian>;
  ActGuardianInput: Types.ActGuardianInput;
  ActInsurance: ResolverTypeWrapper<Types.ActInsurance>;
  ActInsuranceInput: Types.ActInsuranceInput;
  ActInvoice: ResolverTypeWrapper<Types.ActInvoice>;
  ActJournalEntry: ResolverTypeWrapper<Types.ActJournalEntry>;
  ActJournalEvent: Types.ActJournalEvent;
  ActLanguage: Types.ActLanguage;
  ActLinkInput: Types.ActLinkInput;
  ActLinkKind: Types.ActLinkKind;
  ActLinkRelation: Types.ActLinkRelation;
  ActLinkedAct: ResolverTypeWrapper<Types.ActLinkedAct>;
  ActList: ResolverTypeWrapper<Types.ActList>;
  ActListFilter: Types.ActListFilter;
  ActListItem: ResolverTypeWrapper<Types.ActListItem>;
  ActListTab: Types.ActListTab;
  ActMarriage: ResolverTypeWrapper<Types.ActMarriage>;
  ActMarriageInput: Types.ActMarriageInput;
  ActNotary: ResolverTypeWrapper<Types.ActNotary>;
  ActNote: ResolverTypeWrapper<Types.ActNote>;
  ActOffice: ResolverTypeWrapper<Types.ActOffice>;
  ActOfficeRef: ResolverTypeWrapper<Types.ActOfficeRef>;
  ActOtherSubject: ResolverTypeWrapper<Types.ActOtherSubject>;
  ActOtherSubjectInput: Types.ActOtherSubjectInput;
  ActParty: ResolverTypeWrapper<Types.ActParty>;
  ActPartyFields: ResolverTypeWrapper<Types.ActPartyFields>;
  ActPartyInput: Types.ActPartyInput;
  ActPayment: ResolverTypeWrapper<Types.ActPayment>;
  ActPersonInput: Types.ActPersonInput;
  ActPersonRef: ResolverTypeWrapper<Types.ActPersonRef>;
  ActPlace: Types.ActPlace;
  ActProxyDocument: ResolverTypeWrapper<Types.ActProxyDocument>;
  ActProxyDocumentInput: Types.ActProxyDocumentInput;
  ActRealEstate: ResolverTypeWrapper<Types.ActRealEstate>;
  ActRealEstateInput: Types.ActRealEstateInput;
  ActReferences: ResolverTypeWrapper<Types.ActReferences>;
  ActRefusal: ResolverTypeWrapper<Types.ActRefusal>;
  ActRefusalReason: Types.ActRefusalReason;
  ActReplay: ResolverTypeWrapper<Types.ActReplay>;
  ActRepresentative: ResolverTypeWrapper<Types.ActRepresentative>;
  ActRepresentativeInput: Types.ActRepresentativeInput;
  ActResult: ResolverTypeWrapper<Types.ActResult>;
  ActRole: Types.ActRole;
  ActShare: ResolverTypeWrapper<Types.ActShare>;
  ActShareInput: Types.ActShareInput;
  ActShareOf: ResolverTypeWrapper<Types.ActShareOf>;
  ActShareOfInput: Types.ActShareOfInput;
  ActSigningBlank: ResolverTypeWrapper<Types.ActSigningBlank>;
  ActSigningBlankInput: Types.ActSigningBlankInput;
  ActState: Types.ActState;
  ActStatistics: ResolverTypeWrapper<Types.ActStatistics>;
  ActSubjects: ResolverTypeWrapper<Types.ActSubjects>;
  ActTranslationLanguages: ResolverTypeWrapper<Types.ActTranslationLanguages>;
  ActTranslationLanguagesInput: Types.ActTranslationLanguagesInput;
  ActType: ResolverTypeWrapper<Types.ActType>;
  ActTypeKey: Types.ActTypeKey;
  ActTypeRef: ResolverTypeWrapper<Types.ActTypeRef>;
  ActVehicle: ResolverTypeWrapper<Types.ActVehicle>;
  ActVehicleInput: Types.ActVehicleInput;
  ActView: ResolverTypeWrapper<Types.ActView>;
  ActViewInvoice: ResolverTypeWrapper<Types.ActViewInvoice>;
  ActViewParty: ResolverTypeWrapper<Types.ActViewParty>;
  ActViewer: ResolverTypeWrapper<Types.ActViewer>;
  ActViewerRoles: ResolverTypeWrapper<Types.ActViewerRoles>;
  ActVisit: ResolverTypeWrapper<Types.ActVisit>;
  ActVisitInput: Types.ActVisitInput;
  AdminUser: ResolverTypeWrapper<Types.AdminUser>;
  AdminUserComment: ResolverTypeWrapper<Types.AdminUserComment>;
  AdminUserCommentAuthor: ResolverTypeWrapper<Types.AdminUserCommentAuthor>;
  AdminUserGrant: ResolverTypeWrapper<Types.AdminUserGrant>;
  AdminUserGrantNotary: ResolverTypeWrapper<Types.AdminUserGrantNotary>;
  AdminUserListItem: ResolverTypeWrapper<Types.AdminUserListItem>;
  AdminUserNotary: ResolverTypeWrapper<Types.AdminUserNotary>;
  AdminUserPage: ResolverTypeWrapper<Types.AdminUserPage>;
  AdminUsersFilter: Types.AdminUsersFilter;
  AnalystAct: ResolverTypeWrapper<Types.AnalystAct>;
  AnalystActRecord: ResolverTypeWrapper<Types.AnalystActRecord>;
  AnalystActTrace: ResolverTypeWrapper<Types.AnalystActTrace>;
  AuthResult: ResolverTypeWrapper<Types.AuthResult>;
  AuthenticateInput: Types.AuthenticateInput;
  BanCheck: ResolverTypeWrapper<Types.BanCheck>;
  BanKind: Types.BanKind;
  BanState: Types.BanState;
  BankOrder: ResolverTypeWrapper<Types.BankOrder>;
  BankRecipient: ResolverTypeWrapper<Types.BankRecipient>;
  BillType: Types.BillType;
  Boolean: ResolverTypeWrapper<Types.Scalars['Boolean']['output']>;
  BrowserReplay: ResolverTypeWrapper<Types.BrowserReplay>;
  BrowserReplayContextChange: ResolverTypeWrapper<Types.BrowserReplayContextChange>;
  BrowserReplayDivergence: ResolverTypeWrapper<Types.BrowserReplayDivergence>;
  BrowserReplayFinal: ResolverTypeWrapper<Types.BrowserReplayFinal>;
  BrowserReplaySegment: ResolverTypeWrapper<Types.BrowserReplaySegment>;
  BrowserReplayStateTime: ResolverTypeWrapper<Types.BrowserReplayStateTime>;
  BrowserReplayStep: ResolverTypeWrapper<Types.BrowserReplayStep>;
  BrowserTraceActor: ResolverTypeWrapper<Types.BrowserTraceActor>;
  BrowserTraceBatchInput: Types.BrowserTraceBatchInput;
  BrowserTraceReason: Types.BrowserTraceReason;
  BrowserTraceReplay: ResolverTypeWrapper<Types.BrowserTraceReplay>;
  BrowserTraceSummary: ResolverTypeWrapper<Types.BrowserTraceSummary>;
  BrowserTraceUpload: ResolverTypeWrapper<Types.BrowserTraceUpload>;
  BrowserTracing: ResolverTypeWrapper<Types.BrowserTracing>;
  CadastreType: Types.CadastreType;
  CatalogueEntry: ResolverTypeWrapper<Types.CatalogueEntry>;
  CatalogueFeeReduction: ResolverTypeWrapper<Types.CatalogueFeeReduction>;
  CatalogueItem: ResolverTypeWrapper<Types.CatalogueItem>;
  CatalogueLink: ResolverTypeWrapper<Types.CatalogueLink>;
  CatalogueLinkInput: Types.CatalogueLinkInput;
  CataloguePage: ResolverTypeWrapper<Types.CataloguePage>;
  CatalogueRole: ResolverTypeWrapper<Types.CatalogueRole>;
  CatalogueSection: Types.CatalogueSection;
  CatalogueTariff: ResolverTypeWrapper<Types.CatalogueTariff>;
  CatalogueTexts: ResolverTypeWrapper<Types.CatalogueTexts>;
  CatalogueTextsInput: Types.CatalogueTextsInput;
  ClientConfig: ResolverTypeWrapper<Types.ClientConfig>;
  ConsentEntry: ResolverTypeWrapper<Types.ConsentEntry>;
  ConsentEvent: Types.ConsentEvent;
  ConsentType: Types.ConsentType;
  CreateActInput: Types.CreateActInput;
  CreatedAct: ResolverTypeWrapper<Types.CreatedAct>;
  Dictionaries: ResolverTypeWrapper<Types.Dictionaries>;
  DictionaryActType: ResolverTypeWrapper<Types.DictionaryActType>;
  DictionaryBaseAmount: ResolverTypeWrapper<Types.DictionaryBaseAmount>;
  DictionaryCatalogueEntry: ResolverTypeWrapper<Types.DictionaryCatalogueEntry>;
  DictionaryChange: ResolverTypeWrapper<Types.DictionaryChange>;
  DictionaryJournalPage: ResolverTypeWrapper<Types.DictionaryJournalPage>;
  DictionaryName: Types.DictionaryName;
  DictionaryOffice: ResolverTypeWrapper<Types.DictionaryOffice>;
  DictionaryPlace: ResolverTypeWrapper<Types.DictionaryPlace>;
  DirectoryNotary: ResolverTypeWrapper<Types.DirectoryNotary>;
  DirectoryOffice: ResolverTypeWrapper<Types.DirectoryOffice>;
  DirectorySort: Types.DirectorySort;
  District: ResolverTypeWrapper<Types.District>;
  DutyNotaryInput: Types.DutyNotaryInput;
  DutyNotaryPeriod: ResolverTypeWrapper<Types.DutyNotaryPeriod>;
  DutyRota: ResolverTypeWrapper<Types.DutyRota>;
  EqueueBooking: ResolverTypeWrapper<Types.EqueueBooking>;
  EqueueBookingAction: Types.EqueueBookingAction;
  EqueueBookingInput: Types.EqueueBookingInput;
  EqueueBookingPage: ResolverTypeWrapper<Types.EqueueBookingPage>;
  EqueueBookingState: Types.EqueueBookingState;
  EqueueCheckIn: ResolverTypeWrapper<Types.EqueueCheckIn>;
  EqueueDay: ResolverTypeWrapper<Types.EqueueDay>;
  EqueueDayClosed: Types.EqueueDayClosed;
  EqueueNotary: ResolverTypeWrapper<Types.EqueueNotary>;
  EqueueQueueEntry: ResolverTypeWrapper<Types.EqueueQueueEntry>;
  EqueueQueueEntryState: Types.EqueueQueueEntryState;
  EqueueServiceInput: Types.EqueueServiceInput;
  EqueueServiceKind: Types.EqueueServiceKind;
  EqueueSlot: ResolverTypeWrapper<Types.EqueueSlot>;
  EqueueSlotInput: Types.EqueueSlotInput;
  EqueueTab: Types.EqueueTab;
  EqueueTicket: ResolverTypeWrapper<Types.EqueueTicket>;
  EqueueToday: ResolverTypeWrapper<Types.EqueueToday>;
  EqueueTodayBooking: ResolverTypeWrapper<Types.EqueueTodayBooking>;
  ErrorCode: Types.ErrorCode;
  FaceRect: ResolverTypeWrapper<Types.FaceRect>;
  FeeBasis: Types.FeeBasis;
  FeeRate: ResolverTypeWrapper<Types.FeeRate>;
  FeeRateSource: Types.FeeRateSource;
  Float: ResolverTypeWrapper<Types.Scalars['Float']['output']>;
  GrantDecision: Types.GrantDecision;
  Health: ResolverTypeWrapper<Types.Health>;
  ID: ResolverTypeWrapper<Types.Scalars['ID']['output']>;
  InheritanceCase: ResolverTypeWrapper<Types.InheritanceCase>;
  InheritanceCaseNotary: ResolverTypeWrapper<Types.InheritanceCaseNotary>;
  Int: ResolverTypeWrapper<Types.Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<Types.Invitation>;
  InvitationParty: ResolverTypeWrapper<Types.InvitationParty>;
  InvoiceFee: ResolverTypeWrapper<Types.InvoiceFee>;
  InvoicePurpose: Types.InvoicePurpose;
  IssueInvoiceInput: Types.IssueInvoiceInput;
  Kiosk: ResolverTypeWrapper<Types.Kiosk>;
  KioskEnrolment: ResolverTypeWrapper<Types.KioskEnrolment>;
  KioskIdentity: ResolverTypeWrapper<Types.KioskIdentity>;
  KioskNonce: ResolverTypeWrapper<Types.KioskNonce>;
  KioskPage: ResolverTypeWrapper<Types.KioskPage>;
  KioskProofInput: Types.KioskProofInput;
  KioskPublicKeyInput: Types.KioskPublicKeyInput;
  KioskState: Types.KioskState;
  KiosksFilter: Types.KiosksFilter;
  LinkedAct: ResolverTypeWrapper<Types.LinkedAct>;
  LivenessChallenge: ResolverTypeWrapper<Types.LivenessChallenge>;
  LivenessStep: Types.LivenessStep;
  LivenessUpdate: ResolverTypeWrapper<Types.LivenessUpdate>;
  LivenessUpdateKind: Types.LivenessUpdateKind;
  LocalizedCatalogueTexts: ResolverTypeWrapper<Types.LocalizedCatalogueTexts>;
  LocalizedCatalogueTextsInput: Types.LocalizedCatalogueTextsInput;
  LocalizedText: ResolverTypeWrapper<Types.LocalizedText>;
  LocalizedTextInput: Types.LocalizedTextInput;
  MinistryStatus: ResolverTypeWrapper<Types.MinistryStatus>;
  ModeratedReview: ResolverTypeWrapper<Types.ModeratedReview>;
  ModeratedReviewPage: ResolverTypeWrapper<Types.ModeratedReviewPage>;
  ModerationStatus: Types.ModerationStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedRegion: ResolverTypeWrapper<Types.NamedRegion>;
  NotarialActCheck: ResolverTypeWrapper<Types.NotarialActCheck>;
  Notary: ResolverTypeWrapper<Types.Notary>;
  NotaryAbsence: Types.NotaryAbsence;
  NotaryAvailability: ResolverTypeWrapper<Types.NotaryAvailability>;
  NotaryChoiceInput: Types.NotaryChoiceInput;
  NotaryDirectoryFilter: Types.NotaryDirectoryFilter;
  NotaryDirectoryPage: ResolverTypeWrapper<Types.NotaryDirectoryPage>;
  NotaryLicenseStatus: Types.NotaryLicenseStatus;
  NotaryOffice: ResolverTypeWrapper<Types.NotaryOffice>;
  NotaryPostInput: Types.NotaryPostInput;
  NotaryPresence: Types.NotaryPresence;
  NotaryQueue: ResolverTypeWrapper<Types.NotaryQueue>;
  NotaryRating: ResolverTypeWrapper<Types.NotaryRating>;
  NotaryReview: ResolverTypeWrapper<Types.NotaryReview>;
  NotaryReviewPage: ResolverTypeWrapper<Types.NotaryReviewPage>;
  NotaryViewer: ResolverTypeWrapper<Types.NotaryViewer>;
  NotificationItem: ResolverTypeWrapper<Types.NotificationItem>;
  OfficeEditInput: Types.OfficeEditInput;
  OwnershipForm: Types.OwnershipForm;
  PartyClass: Types.PartyClass;
  PartyGender: Types.PartyGender;
  PartyParticipation: Types.PartyParticipation;
  PartyRegistrationType: Types.PartyRegistrationType;
  PartyRole: Types.PartyRole;
  PaymentMethod: Types.PaymentMethod;
  PendingPhone: ResolverTypeWrapper<Types.PendingPhone>;
  PhoneCodeSent: ResolverTypeWrapper<Types.PhoneCodeSent>;
  PrecheckInput: Types.PrecheckInput;
  Profile: ResolverTypeWrapper<Types.Profile>;
  ProfileLookup: ResolverTypeWrapper<Types.ProfileLookup>;
  ProfileLookupActType: ResolverTypeWrapper<Types.ProfileLookupActType>;
  ProfileLookupPage: ResolverTypeWrapper<Types.ProfileLookupPage>;
  ProfileReview: ResolverTypeWrapper<Types.ProfileReview>;
  ProfileReviewPage: ResolverTypeWrapper<Types.ProfileReviewPage>;
  ProfileSession: ResolverTypeWrapper<Types.ProfileSession>;
  PropertyBan: ResolverTypeWrapper<Types.PropertyBan>;
  PropertyFine: ResolverTypeWrapper<Types.PropertyFine>;
  ProxyCheck: ResolverTypeWrapper<Types.ProxyCheck>;
  ProxyClass: Types.ProxyClass;
  ProxyDelegation: ResolverTypeWrapper<Types.ProxyDelegation>;
  ProxyStatus: Types.ProxyStatus;
  PublicActState: Types.PublicActState;
  PublicActType: ResolverTypeWrapper<Types.PublicActType>;
  PublicOffice: ResolverTypeWrapper<Types.PublicOffice>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Region: ResolverTypeWrapper<Types.Region>;
  RegistrationType: Types.RegistrationType;
  RegistryBan: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['RegistryBan']>;
  RegistryFine: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['RegistryFine']>;
  RegistryVehicle: ResolverTypeWrapper<Types.RegistryVehicle>;
  RelationshipDegree: Types.RelationshipDegree;
  RentType: Types.RentType;
  ReplayActor: ResolverTypeWrapper<Types.ReplayActor>;
  ReplayContextChange: ResolverTypeWrapper<Types.ReplayContextChange>;
  ReplayDivergence: ResolverTypeWrapper<Types.ReplayDivergence>;
  ReplayDivergenceKind: Types.ReplayDivergenceKind;
  ReplayFinal: ResolverTypeWrapper<Types.ReplayFinal>;
  ReplayMove: ResolverTypeWrapper<Types.ReplayMove>;
  ReplayOutcome: Types.ReplayOutcome;
  ReplayRoleWait: ResolverTypeWrapper<Types.ReplayRoleWait>;
  ReplaySegment: ResolverTypeWrapper<Types.ReplaySegment>;
  ReplayStateTime: ResolverTypeWrapper<Types.ReplayStateTime>;
  ReplayStep: ResolverTypeWrapper<Types.ReplayStep>;
  ReplayToGoal: ResolverTypeWrapper<Types.ReplayToGoal>;
  ReviewableAct: ResolverTypeWrapper<Types.ReviewableAct>;
  Right: Types.Right;
  SandboxSignature: ResolverTypeWrapper<Types.SandboxSignature>;
  ServiceStatus: Types.ServiceStatus;
  SmsMessage: ResolverTypeWrapper<Types.SmsMessage>;
  StatisticsActType: ResolverTypeWrapper<Types.StatisticsActType>;
  StatisticsMonth: ResolverTypeWrapper<Types.StatisticsMonth>;
  StatisticsRegion: ResolverTypeWrapper<Types.StatisticsRegion>;
  StatisticsRegistrationType: ResolverTypeWrapper<Types.StatisticsRegistrationType>;
  String: ResolverTypeWrapper<Types.Scalars['String']['output']>;
  StuckAct: ResolverTypeWrapper<Types.StuckAct>;
  StuckActsFilter: Types.StuckActsFilter;
  StuckActsGroup: ResolverTypeWrapper<Types.StuckActsGroup>;
  StuckActsLimit: ResolverTypeWrapper<Types.StuckActsLimit>;
  StuckActsPage: ResolverTypeWrapper<Types.StuckActsPage>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TraceEntryKind: Types.TraceEntryKind;
  TransferType: Types.TransferType;
  TripPurpose: Types.TripPurpose;
  User: ResolverTypeWrapper<Types.User>;
  UserChangeAction: Types.UserChangeAction;
  UserChangeInput: Types.UserChangeInput;
  UserJournalAction: Types.UserJournalAction;
  UserRole: Types.UserRole;
  UserState: Types.UserState;
  VehicleBan: ResolverTypeWrapper<Types.VehicleBan>;
  VehicleFine: ResolverTypeWrapper<Types.VehicleFine>;
  VehicleLookup: ResolverTypeWrapper<Types.VehicleLookup>;
  VehicleOwner: ResolverTypeWrapper<Types.VehicleOwner>;
  VehicleShare: ResolverTypeWrapper<Types.VehicleShare>;
  VideoAttendance: ResolverTypeWrapper<Types.VideoAttendance>;
  VideoAttendanceEntry: ResolverTypeWrapper<Types.VideoAttendanceEntry>;
  VideoChallenge: ResolverTypeWrapper<Types.VideoChallenge>;
  VideoClient: Types.VideoClient;
  VideoJoin: ResolverTypeWrapper<Types.VideoJoin>;
  VideoLeave: ResolverTypeWrapper<Types.VideoLeave>;
  VideoParticipant: ResolverTypeWrapper<Types.VideoParticipant>;
  VideoRecording: ResolverTypeWrapper<Types.VideoRecording>;
  VideoRoomCommandInput: Types.VideoRoomCommandInput;
  VideoRoomCommandType: Types.VideoRoomCommandType;
  VideoRoomEvent: ResolverTypeWrapper<Types.VideoRoomEvent>;
  VideoRoomEventType: Types.VideoRoomEventType;
  VideoRoomParticipant: ResolverTypeWrapper<Types.VideoRoomParticipant>;
  VideoRoomPhase: Types.VideoRoomPhase;
  VideoRoomRefusal: Types.VideoRoomRefusal;
  VideoRoomRole: Types.VideoRoomRole;
  VideoSdpAnswer: ResolverTypeWrapper<Types.VideoSdpAnswer>;
  VideoTestSession: ResolverTypeWrapper<Types.VideoTestSession>;
  WeekDay: Types.WeekDay;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Act: Types.Act;
  ActApplicantInput: Types.ActApplicantInput;
  ActAttribute: Types.ActAttribute;
  ActAttributeInput: Types.ActAttributeInput;
  ActBankOrderRef: Types.ActBankOrderRef;
  ActCheckNote: Types.ActCheckNote;
  ActCivilRecord: Types.ActCivilRecord;
  ActCivilRecordInput: Types.ActCivilRecordInput;
  ActClient: Types.ActClient;
  ActClientArea: Types.ActClientArea;
  ActClientDocument: Types.ActClientDocument;
  ActConsularRegistration: Types.ActConsularRegistration;
  ActConsularRegistrationInput: Types.ActConsularRegistrationInput;
  ActCreditOrganisation: Types.ActCreditOrganisation;
  ActCreditOrganisationInput: Types.ActCreditOrganisationInput;
  ActEventPayloadInput: Types.ActEventPayloadInput;
  ActFee: Types.ActFee;
  ActFields: Types.ActFields;
  ActFieldsInput: Types.ActFieldsInput;
  ActFile: Types.ActFile;
  ActGeneral: Types.ActGeneral;
  ActGeneralInput: Types.ActGeneralInput;
  ActGrantedRights: Types.ActGrantedRights;
  ActGrantedRightsInput: Types.ActGrantedRightsInput;
  ActGuardian: Types.ActGuardian;
  ActGuardianInput: Types.ActGuardianInput;
  ActInsurance: Types.ActInsurance;
  ActInsuranceInput: Types.ActInsuranceInput;
  ActInvoice: Types.ActInvoice;
  ActJournalEntry: Types.ActJournalEntry;
  ActLinkInput: Types.ActLinkInput;
  ActLinkedAct: Types.ActLinkedAct;
  ActList: Types.ActList;
  ActListFilter: Types.ActListFilter;
  ActListItem: Types.ActListItem;
  ActMarriage: Types.ActMarriage;
  ActMarriageInput: Types.ActMarriageInput;
  ActNotary: Types.ActNotary;
  ActNote: Types.ActNote;
  ActOffice: Types.ActOffice;
  ActOfficeRef: Types.ActOfficeRef;
  ActOtherSubject: Types.ActOtherSubject;
  ActOtherSubjectInput: Types.ActOtherSubjectInput;
  ActParty: Types.ActParty;
  ActPartyFields: Types.ActPartyFields;
  ActPartyInput: Types.ActPartyInput;
  ActPayment: Types.ActPayment;
  ActPersonInput: Types.ActPersonInput;
  ActPersonRef: Types.ActPersonRef;
  ActProxyDocument: Types.ActProxyDocument;
  ActProxyDocumentInput: Types.ActProxyDocumentInput;
  ActRealEstate: Types.ActRealEstate;
  ActRealEstateInput: Types.ActRealEstateInput;
  ActReferences: Types.ActReferences;
  ActRefusal: Types.ActRefusal;
  ActReplay: Types.ActReplay;
  ActRepresentative: Types.ActRepresentative;
  ActRepresentativeInput: Types.ActRepresentativeInput;
  ActResult: Types.ActResult;
  ActShare: Types.ActShare;
  ActShareInput: Types.ActShareInput;
  ActShareOf: Types.ActShareOf;
  ActShareOfInput: Types.ActShareOfInput;
  ActSigningBlank: Types.ActSigningBlank;
  ActSigningBlankInput: Types.ActSigningBlankInput;
  ActStatistics: Types.ActStatistics;
  ActSubjects: Types.ActSubjects;
  ActTranslationLanguages: Types.ActTranslationLanguages;
  ActTranslationLanguagesInput: Types.ActTranslationLanguagesInput;
  ActType: Types.ActType;
  ActTypeRef: Types.ActTypeRef;
  ActVehicle: Types.ActVehicle;
  ActVehicleInput: Types.ActVehicleInput;
  ActView: Types.ActView;
  ActViewInvoice: Types.ActViewInvoice;
  ActViewParty: Types.ActViewParty;
  ActViewer: Types.ActViewer;
  ActViewerRoles: Types.ActViewerRoles;
  ActVisit: Types.ActVisit;
  ActVisitInput: Types.ActVisitInput;
  AdminUser: Types.AdminUser;
  AdminUserComment: Types.AdminUserComment;
  AdminUserCommentAuthor: Types.AdminUserCommentAuthor;
  AdminUserGrant: Types.AdminUserGrant;
  AdminUserGrantNotary: Types.AdminUserGrantNotary;
  AdminUserListItem: Types.AdminUserListItem;
  AdminUserNotary: Types.AdminUserNotary;
  AdminUserPage: Types.AdminUserPage;
  AdminUsersFilter: Types.AdminUsersFilter;
  AnalystAct: Types.AnalystAct;
  AnalystActRecord: Types.AnalystActRecord;
  AnalystActTrace: Types.AnalystActTrace;
  AuthResult: Types.AuthResult;
  AuthenticateInput: Types.AuthenticateInput;
  BanCheck: Types.BanCheck;
  BankOrder: Types.BankOrder;
  BankRecipient: Types.BankRecipient;
  Boolean: Types.Scalars['Boolean']['output'];
  BrowserReplay: Types.BrowserReplay;
  BrowserReplayContextChange: Types.BrowserReplayContextChange;
  BrowserReplayDivergence: Types.BrowserReplayDivergence;
  BrowserReplayFinal: Types.BrowserReplayFinal;
  BrowserReplaySegment: Types.BrowserReplaySegment;
  BrowserReplayStateTime: Types.BrowserReplayStateTime;
  BrowserReplayStep: Types.BrowserReplayStep;
  BrowserTraceActor: Types.BrowserTraceActor;
  BrowserTraceBatchInput: Types.BrowserTraceBatchInput;
  BrowserTraceReplay: Types.BrowserTraceReplay;
  BrowserTraceSummary: Types.BrowserTraceSummary;
  BrowserTraceUpload: Types.BrowserTraceUpload;
  BrowserTracing: Types.BrowserTracing;
  CatalogueEntry: Types.CatalogueEntry;
  CatalogueFeeReduction: Types.CatalogueFeeReduction;
  CatalogueItem: Types.CatalogueItem;
  CatalogueLink: Types.CatalogueLink;
  CatalogueLinkInput: Types.CatalogueLinkInput;
  CataloguePage: Types.CataloguePage;
  CatalogueRole: Types.CatalogueRole;
  CatalogueTariff: Types.CatalogueTariff;
  CatalogueTexts: Types.CatalogueTexts;
  CatalogueTextsInput: Types.CatalogueTextsInput;
  ClientConfig: Types.ClientConfig;
  ConsentEntry: Types.ConsentEntry;
  CreateActInput: Types.CreateActInput;
  CreatedAct: Types.CreatedAct;
  Dictionaries: Types.Dictionaries;
  DictionaryActType: Types.DictionaryActType;
  DictionaryBaseAmount: Types.DictionaryBaseAmount;
  DictionaryCatalogueEntry: Types.DictionaryCatalogueEntry;
  DictionaryChange: Types.DictionaryChange;
  DictionaryJournalPage: Types.DictionaryJournalPage;
  DictionaryOffice: Types.DictionaryOffice;
  DictionaryPlace: Types.DictionaryPlace;
  DirectoryNotary: Types.DirectoryNotary;
  DirectoryOffice: Types.DirectoryOffice;
  District: Types.District;
  DutyNotaryInput: Types.DutyNotaryInput;
  DutyNotaryPeriod: Types.DutyNotaryPeriod;
  DutyRota: Types.DutyRota;
  EqueueBooking: Types.EqueueBooking;
  EqueueBookingInput: Types.EqueueBookingInput;
  EqueueBookingPage: Types.EqueueBookingPage;
  EqueueCheckIn: Types.EqueueCheckIn;
  EqueueDay: Types.EqueueDay;
  EqueueNotary: Types.EqueueNotary;
  EqueueQueueEntry: Types.EqueueQueueEntry;
  EqueueServiceInput: Types.EqueueServiceInput;
  EqueueSlot: Types.EqueueSlot;
  EqueueSlotInput: Types.EqueueSlotInput;
  EqueueTicket: Types.EqueueTicket;
  EqueueToday: Types.EqueueToday;
  EqueueTodayBooking: Types.EqueueTodayBooking;
  FaceRect: Types.FaceRect;
  FeeRate: Types.FeeRate;
  Float: Types.Scalars['Float']['output'];
  Health: Types.Health;
  ID: Types.Scalars['ID']['output'];
  InheritanceCase: Types.InheritanceCase;
  InheritanceCaseNotary: Types.InheritanceCaseNotary;
  Int: Types.Scalars['Int']['output'];
  Invitation: Types.Invitation;
  InvitationParty: Types.InvitationParty;
  InvoiceFee: Types.InvoiceFee;
  IssueInvoiceInput: Types.IssueInvoiceInput;
  Kiosk: Types.Kiosk;
  KioskEnrolment: Types.KioskEnrolment;
  KioskIdentity: Types.KioskIdentity;
  KioskNonce: Types.KioskNonce;
  KioskPage: Types.KioskPage;
  KioskProofInput: Types.KioskProofInput;
  KioskPublicKeyInput: Types.KioskPublicKeyInput;
  KiosksFilter: Types.KiosksFilter;
  LinkedAct: Types.LinkedAct;
  LivenessChallenge: Types.LivenessChallenge;
  LivenessUpdate: Types.LivenessUpdate;
  LocalizedCatalogueTexts: Types.LocalizedCatalogueTexts;
  LocalizedCatalogueTextsInput: Types.LocalizedCatalogueTextsInput;
  LocalizedText: Types.LocalizedText;
  LocalizedTextInput: Types.LocalizedTextInput;
  MinistryStatus: Types.MinistryStatus;
  ModeratedReview: Types.ModeratedReview;
  ModeratedReviewPage: Types.ModeratedReviewPage;
  Mutation: Record<PropertyKey, never>;
  NamedRegion: Types.NamedRegion;
  NotarialActCheck: Types.NotarialActCheck;
  Notary: Types.Notary;
  NotaryAvailability: Types.NotaryAvailability;
  NotaryChoiceInput: Types.NotaryChoiceInput;
  NotaryDirectoryFilter: Types.NotaryDirectoryFilter;
  NotaryDirectoryPage: Types.NotaryDirectoryPage;
  NotaryOffice: Types.NotaryOffice;
  NotaryPostInput: Types.NotaryPostInput;
  NotaryQueue: Types.NotaryQueue;
  NotaryRating: Types.NotaryRating;
  NotaryReview: Types.NotaryReview;
  NotaryReviewPage: Types.NotaryReviewPage;
  NotaryViewer: Types.NotaryViewer;
  NotificationItem: Types.NotificationItem;
  OfficeEditInput: Types.OfficeEditInput;
  PendingPhone: Types.PendingPhone;
  PhoneCodeSent: Types.PhoneCodeSent;
  PrecheckInput: Types.PrecheckInput;
  Profile: Types.Profile;
  ProfileLookup: Types.ProfileLookup;
  ProfileLookupActType: Types.ProfileLookupActType;
  ProfileLookupPage: Types.ProfileLookupPage;
  ProfileReview: Types.ProfileReview;
  ProfileReviewPage: Types.ProfileReviewPage;
  ProfileSession: Types.ProfileSession;
  PropertyBan: Types.PropertyBan;
  PropertyFine: Types.PropertyFine;
  ProxyCheck: Types.ProxyCheck;
  ProxyDelegation: Types.ProxyDelegation;
  PublicActType: Types.PublicActType;
  PublicOffice: Types.PublicOffice;
  Query: Record<PropertyKey, never>;
  Region: Types.Region;
  RegistryBan: ResolversInterfaceTypes<ResolversParentTypes>['RegistryBan'];
  RegistryFine: ResolversInterfaceTypes<ResolversParentTypes>['RegistryFine'];
  RegistryVehicle: Types.RegistryVehicle;
  ReplayActor: Types.ReplayActor;
  ReplayContextChange: Types.ReplayContextChange;
  ReplayDivergence: Types.ReplayDivergence;
  ReplayFinal: Types.ReplayFinal;
  ReplayMove: Types.ReplayMove;
  ReplayRoleWait: Types.ReplayRoleWait;
  ReplaySegment: Types.ReplaySegment;
  ReplayStateTime: Types.ReplayStateTime;
  ReplayStep: Types.ReplayStep;
  ReplayToGoal: Types.ReplayToGoal;
  ReviewableAct: Types.ReviewableAct;
  SandboxSignature: Types.SandboxSignature;
  SmsMessage: Types.SmsMessage;
  StatisticsActType: Types.StatisticsActType;
  StatisticsMonth: Types.StatisticsMonth;
  StatisticsRegion: Types.StatisticsRegion;
  StatisticsRegistrationType: Types.StatisticsRegistrationType;
  String: Types.Scalars['String']['output'];
  StuckAct: Types.StuckAct;
  StuckActsFilter: Types.StuckActsFilter;
  StuckActsGroup: Types.StuckActsGroup;
  StuckActsLimit: Types.StuckActsLimit;
  StuckActsPage: Types.StuckActsPage;
  Subscription: Record<PropertyKey, never>;
  User: Types.User;
  UserChangeInput: Types.UserChangeInput;
  VehicleBan: Types.VehicleBan;
  VehicleFine: Types.VehicleFine;
  VehicleLookup: Types.VehicleLookup;
  VehicleOwner: Types.VehicleOwner;
  VehicleShare: Types.VehicleShare;
  VideoAttendance: Types.VideoAttendance;
  VideoAttendanceEntry: Types.VideoAttendanceEntry;
  VideoChallenge: Types.VideoChallenge;
  VideoJoin: Types.VideoJoin;
  VideoLeave: Types.VideoLeave;
  VideoParticipant: Types.VideoParticipant;
  VideoRecording: Types.VideoRecording;
  VideoRoomCommandInput: Types.VideoRoomCommandInput;
  VideoRoomEvent: Types.VideoRoomEvent;
  VideoRoomParticipant: Types.VideoRoomParticipant;
  VideoSdpAnswer: Types.VideoSdpAnswer;
  VideoTestSession: Types.VideoTestSession;
}>;

export type ActResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Act'] = ResolversParentTypes['Act']> = ResolversObject<{
  client?: Resolver<Types.Maybe<ResolversTypes['ActClient']>, ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['ActFields'], ParentType, ContextType>;
  general?: Resolver<ResolversTypes['ActGeneral'], ParentType, ContextType>;
  journal?: Resolver<Array<ResolversTypes['ActJournalEntry']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['ActNote']>, ParentType, ContextType>;
  parties?: Resolver<Array<ResolversTypes['ActParty']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['ActInvoice']>, ParentType, ContextType>;
  printForm?: Resolver<Types.Maybe<ResolversTypes['ActFile']>, ParentType, ContextType>;
  references?: Resolver<ResolversTypes['ActReferences'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['ActResult'], ParentType, ContextType>;
  rid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjects?: Resolver<ResolversTypes['ActSubjects'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['ActView'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['ActViewer'], ParentType, ContextType>;
}>;

export type ActAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActAttribute'] = ResolversParentTypes['ActAttribute']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActBankOrderRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActBankOrderRef'] = ResolversParentTypes['ActBankOrderRef']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActCheckNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActCheckNote'] = ResolversParentTypes['ActCheckNote']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActCivilRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActCivilRecord'] = ResolversParentTypes['ActCivilRecord']> = ResolversObject<{
  organisation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActClient'] = ResolversParentTypes['ActClient']> = ResolversObject<{
  actAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthCountry?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  birthPlace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  citizenship?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['ActClientArea'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['ActClientDocument'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgInn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['ActClientArea'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PartyClass'], ParentType, ContextType>;
}>;

export type ActClientAreaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActClientArea'] = ResolversParentTypes['ActClientArea']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActClientDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActClientDocument'] = ResolversParentTypes['ActClientDocument']> = ResolversObject<{
  expiry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issued?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActConsularRegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActConsularRegistration'] = ResolversParentTypes['ActConsularRegistration']> = ResolversObject<{
  consulate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActCreditOrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActCreditOrganisation'] = ResolversParentTypes['ActCreditOrganisation']> = ResolversObject<{
  inn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActFeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActFee'] = ResolversParentTypes['ActFee']> = ResolversObject<{
  baseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['InvoiceFee']>, ParentType, ContextType>;
  reduction?: Resolver<Types.Maybe<ResolversTypes['RelationshipDegree']>, ParentType, ContextType>;
  value?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ActFieldsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActFields'] = ResolversParentTypes['ActFields']> = ResolversObject<{
  allCountries?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  basePowerOfAttorneyId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  billType?: Resolver<Types.Maybe<ResolversTypes['BillType']>, ParentType, ContextType>;
  blankNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blankPrefix?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blankSeries?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectFees?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  creditDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditPercent?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  creditPurpose?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditSum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  creditTerm?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  debtSum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  departureCountry?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  departureFrom?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departureTo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationCountries?: Resolver<Types.Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  divorceRecord?: Resolver<Types.Maybe<ResolversTypes['ActCivilRecord']>, ParentType, ContextType>;
  documentDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inheritanceCaseNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  languageFrom?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  languageTo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loanSum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  officialBlankCount?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  organisationOrPersonName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otherPurpose?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageCount?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  penaltySum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  proxyClass?: Resolver<Types.Maybe<ResolversTypes['ProxyClass']>, ParentType, ContextType>;
  purpose?: Resolver<Types.Maybe<ResolversTypes['TripPurpose']>, ParentType, ContextType>;
  rentSum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rentType?: Resolver<Types.Maybe<ResolversTypes['RentType']>, ParentType, ContextType>;
  selfDeparture?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  termFrom?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termTo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  transferType?: Resolver<Types.Maybe<ResolversTypes['TransferType']>, ParentType, ContextType>;
  tripPeriod?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  validDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActFile'] = ResolversParentTypes['ActFile']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActGeneralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActGeneral'] = ResolversParentTypes['ActGeneral']> = ResolversObject<{
  annulledAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['ActAttribute']>, ParentType, ContextType>;
  cancellationReason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientPhone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateBegin?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateFinish?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freeOfPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  freeOfPaymentReason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedActs?: Resolver<Array<ResolversTypes['ActLinkedAct']>, ParentType, ContextType>;
  notary?: Resolver<Types.Maybe<ResolversTypes['ActNotary']>, ParentType, ContextType>;
  office?: Resolver<Types.Maybe<ResolversTypes['ActOffice']>, ParentType, ContextType>;
  place?: Resolver<ResolversTypes['ActPlace'], ParentType, ContextType>;
  placeAddress?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regsystemid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remark?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActTypeRef'], ParentType, ContextType>;
  visitdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visittime?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActGrantedRightsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActGrantedRights'] = ResolversParentTypes['ActGrantedRights']> = ResolversObject<{
  delegation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rights?: Resolver<Array<ResolversTypes['Right']>, ParentType, ContextType>;
}>;

export type ActGuardianResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActGuardian'] = ResolversParentTypes['ActGuardian']> = ResolversObject<{
  decision?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActInsuranceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActInsurance'] = ResolversParentTypes['ActInsurance']> = ResolversObject<{
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  policyDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  policyNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActInvoice'] = ResolversParentTypes['ActInvoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bankOrder?: Resolver<Types.Maybe<ResolversTypes['ActBankOrderRef']>, ParentType, ContextType>;
  computedAmount?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<Types.Maybe<ResolversTypes['ActPayment']>, ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActJournalEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActJournalEntry'] = ResolversParentTypes['ActJournalEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['ActJournalEvent'], ParentType, ContextType>;
  fromState?: Resolver<Types.Maybe<ResolversTypes['ActState']>, ParentType, ContextType>;
  fromStep?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ActRole'], ParentType, ContextType>;
  toState?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  toStep?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActLinkedActResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActLinkedAct'] = ResolversParentTypes['ActLinkedAct']> = ResolversObject<{
  derived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  regdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relation?: Resolver<ResolversTypes['ActLinkRelation'], ParentType, ContextType>;
  rid?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uuid?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ActListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActList'] = ResolversParentTypes['ActList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ActListItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActListItem'] = ResolversParentTypes['ActListItem']> = ResolversObject<{
  awaitingMe?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  instime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notaryId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  office?: Resolver<ResolversTypes['ActOfficeRef'], ParentType, ContextType>;
  regdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regsystemid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActTypeRef'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visittime?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActMarriageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActMarriage'] = ResolversParentTypes['ActMarriage']> = ResolversObject<{
  organisation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActNotaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActNotary'] = ResolversParentTypes['ActNotary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActNote'] = ResolversParentTypes['ActNote']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActOfficeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActOffice'] = ResolversParentTypes['ActOffice']> = ResolversObject<{
  address?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActOfficeRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActOfficeRef'] = ResolversParentTypes['ActOfficeRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActOtherSubjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActOtherSubject'] = ResolversParentTypes['ActOtherSubject']> = ResolversObject<{
  consentTypes?: Resolver<Types.Maybe<Array<ResolversTypes['ConsentType']>>, ParentType, ContextType>;
  creditOrganisation?: Resolver<Types.Maybe<ResolversTypes['ActCreditOrganisation']>, ParentType, ContextType>;
  creditSum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  insurance?: Resolver<Types.Maybe<ResolversTypes['ActInsurance']>, ParentType, ContextType>;
  otherProperty?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownSum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ownershipBasis?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Types.Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  shares?: Resolver<Types.Maybe<Array<ResolversTypes['ActShare']>>, ParentType, ContextType>;
}>;

export type ActPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActParty'] = ResolversParentTypes['ActParty']> = ResolversObject<{
  applicant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  birthPlace?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthRecordNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branchName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  class?: Resolver<ResolversTypes['PartyClass'], ParentType, ContextType>;
  coOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deathDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disclosed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['ActPartyFields'], ParentType, ContextType>;
  fio?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Types.Maybe<ResolversTypes['PartyGender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitationLink?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orgName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passserial?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pin?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regAddress?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['PartyRole'], ParentType, ContextType>;
  smsSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActPartyFieldsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActPartyFields'] = ResolversParentTypes['ActPartyFields']> = ResolversObject<{
  birthDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consularRegistration?: Resolver<Types.Maybe<ResolversTypes['ActConsularRegistration']>, ParentType, ContextType>;
  grantedRights?: Resolver<Types.Maybe<ResolversTypes['ActGrantedRights']>, ParentType, ContextType>;
  guardian?: Resolver<Types.Maybe<ResolversTypes['ActGuardian']>, ParentType, ContextType>;
  marriage?: Resolver<Types.Maybe<ResolversTypes['ActMarriage']>, ParentType, ContextType>;
  notSigningReason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  participation?: Resolver<Types.Maybe<ResolversTypes['PartyParticipation']>, ParentType, ContextType>;
  payer?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  proxyDocument?: Resolver<Types.Maybe<ResolversTypes['ActProxyDocument']>, ParentType, ContextType>;
  registrationType?: Resolver<Types.Maybe<ResolversTypes['PartyRegistrationType']>, ParentType, ContextType>;
  relationship?: Resolver<Types.Maybe<ResolversTypes['RelationshipDegree']>, ParentType, ContextType>;
  representative?: Resolver<Types.Maybe<ResolversTypes['ActRepresentative']>, ParentType, ContextType>;
  representedParty?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signLanguageInterpreter?: Resolver<Types.Maybe<ResolversTypes['ActPersonRef']>, ParentType, ContextType>;
  signingBlank?: Resolver<Types.Maybe<ResolversTypes['ActSigningBlank']>, ParentType, ContextType>;
  translationLanguages?: Resolver<Types.Maybe<ResolversTypes['ActTranslationLanguages']>, ParentType, ContextType>;
}>;

export type ActPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActPayment'] = ResolversParentTypes['ActPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardLast4?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActPersonRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActPersonRef'] = ResolversParentTypes['ActPersonRef']> = ResolversObject<{
  passnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passserial?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActProxyDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActProxyDocument'] = ResolversParentTypes['ActProxyDocument']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActRealEstateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActRealEstate'] = ResolversParentTypes['ActRealEstate']> = ResolversObject<{
  address?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  area?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  block?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cadastreNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cadastreType?: Resolver<ResolversTypes['CadastreType'], ParentType, ContextType>;
  flat?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  home?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryPrice?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  livingArea?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  objectName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownershipForm?: Resolver<Types.Maybe<ResolversTypes['OwnershipForm']>, ParentType, ContextType>;
  previousPrice?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rooms?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  street?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActReferencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActReferences'] = ResolversParentTypes['ActReferences']> = ResolversObject<{
  deceasedParty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enforcementDebt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unpaidFines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicleBans?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActRefusalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActRefusal'] = ResolversParentTypes['ActRefusal']> = ResolversObject<{
  file?: Resolver<ResolversTypes['ActFile'], ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActReplayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActReplay'] = ResolversParentTypes['ActReplay']> = ResolversObject<{
  divergence?: Resolver<Types.Maybe<ResolversTypes['ReplayDivergence']>, ParentType, ContextType>;
  final?: Resolver<ResolversTypes['ReplayFinal'], ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['ReplaySegment']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['ReplayStep']>, ParentType, ContextType>;
  timeInStates?: Resolver<Array<ResolversTypes['ReplayStateTime']>, ParentType, ContextType>;
  toGoal?: Resolver<Types.Maybe<ResolversTypes['ReplayToGoal']>, ParentType, ContextType>;
  waitingTotals?: Resolver<Array<ResolversTypes['ReplayRoleWait']>, ParentType, ContextType>;
}>;

export type ActRepresentativeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActRepresentative'] = ResolversParentTypes['ActRepresentative']> = ResolversObject<{
  basis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passserial?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActResult'] = ResolversParentTypes['ActResult']> = ResolversObject<{
  cancellationReason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Types.Maybe<ResolversTypes['ActRefusal']>, ParentType, ContextType>;
  regdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
}>;

export type ActShareResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActShare'] = ResolversParentTypes['ActShare']> = ResolversObject<{
  recipientPin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['ActShareOf'], ParentType, ContextType>;
}>;

export type ActShareOfResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActShareOf'] = ResolversParentTypes['ActShareOf']> = ResolversObject<{
  denominator?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numerator?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActSigningBlankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActSigningBlank'] = ResolversParentTypes['ActSigningBlank']> = ResolversObject<{
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActStatisticsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActStatistics'] = ResolversParentTypes['ActStatistics']> = ResolversObject<{
  averageDays?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['StatisticsMonth']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['StatisticsRegion']>, ParentType, ContextType>;
  registrationTypes?: Resolver<Array<ResolversTypes['StatisticsRegistrationType']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['StatisticsActType']>, ParentType, ContextType>;
}>;

export type ActSubjectsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActSubjects'] = ResolversParentTypes['ActSubjects']> = ResolversObject<{
  other?: Resolver<Types.Maybe<ResolversTypes['ActOtherSubject']>, ParentType, ContextType>;
  realEstates?: Resolver<Array<ResolversTypes['ActRealEstate']>, ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['ActVehicle']>, ParentType, ContextType>;
}>;

export type ActTranslationLanguagesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActTranslationLanguages'] = ResolversParentTypes['ActTranslationLanguages']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActType'] = ResolversParentTypes['ActType']> = ResolversObject<{
  category?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  simplified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ActTypeRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActTypeRef'] = ResolversParentTypes['ActTypeRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActVehicle'] = ResolversParentTypes['ActVehicle']> = ResolversObject<{
  address?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balancePercent?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bans?: Resolver<Array<ResolversTypes['VehicleBan']>, ParentType, ContextType>;
  bodyNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chassisNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colour?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fines?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  finesList?: Resolver<Array<ResolversTypes['VehicleFine']>, ParentType, ContextType>;
  horsepower?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryPrice?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  invoiceDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuer?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  motorNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  specialMarks?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stampDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stampOrganisation?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  techPassportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  techPassportSeries?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unpaidSum?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  valuation?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  year?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ActViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActView'] = ResolversParentTypes['ActView']> = ResolversObject<{
  allInvoicesPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowed?: Resolver<Array<ResolversTypes['ActEventType']>, ParentType, ContextType>;
  awaiting?: Resolver<Array<ResolversTypes['ActRole']>, ParentType, ContextType>;
  awaitingMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEditGeneral?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inProcess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['ActViewInvoice']>, ParentType, ContextType>;
  lapsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myParty?: Resolver<Types.Maybe<ResolversTypes['ActViewParty']>, ParentType, ContextType>;
  notaryId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notaryToChoose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onSiteInvoiceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  payableInvoiceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolutionFileId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  showRemark?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sideState?: Resolver<Types.Maybe<ResolversTypes['ActState']>, ParentType, ContextType>;
  simplified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  stateKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  stopped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visit?: Resolver<Types.Maybe<ResolversTypes['ActVisit']>, ParentType, ContextType>;
}>;

export type ActViewInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActViewInvoice'] = ResolversParentTypes['ActViewInvoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ActViewPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActViewParty'] = ResolversParentTypes['ActViewParty']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ActViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActViewer'] = ResolversParentTypes['ActViewer']> = ResolversObject<{
  departed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ActRole'], ParentType, ContextType>;
  roles?: Resolver<ResolversTypes['ActViewerRoles'], ParentType, ContextType>;
}>;

export type ActViewerRolesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActViewerRoles'] = ResolversParentTypes['ActViewerRoles']> = ResolversObject<{
  applicant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ActVisitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActVisit'] = ResolversParentTypes['ActVisit']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = ResolversObject<{
  actaddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthcountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  citizenship?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['AdminUserComment']>, ParentType, ContextType>;
  email?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exprdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isdeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  issuedate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issueorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notary?: Resolver<Types.Maybe<ResolversTypes['AdminUserNotary']>, ParentType, ContextType>;
  orgInn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgname?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingGrants?: Resolver<Array<ResolversTypes['AdminUserGrant']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regaddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UserState'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminUserCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUserComment'] = ResolversParentTypes['AdminUserComment']> = ResolversObject<{
  action?: Resolver<ResolversTypes['UserJournalAction'], ParentType, ContextType>;
  admin?: Resolver<ResolversTypes['AdminUserCommentAuthor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Types.Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
}>;

export type AdminUserCommentAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUserCommentAuthor'] = ResolversParentTypes['AdminUserCommentAuthor']> = ResolversObject<{
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminUserGrantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUserGrant'] = ResolversParentTypes['AdminUserGrant']> = ResolversObject<{
  decidable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notary?: Resolver<Types.Maybe<ResolversTypes['AdminUserGrantNotary']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['AdminUserCommentAuthor'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
}>;

export type AdminUserGrantNotaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUserGrantNotary'] = ResolversParentTypes['AdminUserGrantNotary']> = ResolversObject<{
  licenseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  officeName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminUserListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUserListItem'] = ResolversParentTypes['AdminUserListItem']> = ResolversObject<{
  fio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isdeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingRoles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
  pin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UserState'], ParentType, ContextType>;
}>;

export type AdminUserNotaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUserNotary'] = ResolversParentTypes['AdminUserNotary']> = ResolversObject<{
  licenseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenseStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  officeName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminUserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUserPage'] = ResolversParentTypes['AdminUserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminUserListItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AnalystActResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalystAct'] = ResolversParentTypes['AnalystAct']> = ResolversObject<{
  act?: Resolver<ResolversTypes['AnalystActRecord'], ParentType, ContextType>;
  matchesStored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  replay?: Resolver<ResolversTypes['ActReplay'], ParentType, ContextType>;
}>;

export type AnalystActRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalystActRecord'] = ResolversParentTypes['AnalystActRecord']> = ResolversObject<{
  awaiting?: Resolver<Array<ResolversTypes['ActRole']>, ParentType, ContextType>;
  instime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notaryId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  officeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  simplified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  stateSince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AnalystActTraceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalystActTrace'] = ResolversParentTypes['AnalystActTrace']> = ResolversObject<{
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuthResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthResult'] = ResolversParentTypes['AuthResult']> = ResolversObject<{
  message?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Types.Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type BanCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BanCheck'] = ResolversParentTypes['BanCheck']> = ResolversObject<{
  bans?: Resolver<Array<ResolversTypes['PropertyBan']>, ParentType, ContextType>;
  fines?: Resolver<Array<ResolversTypes['PropertyFine']>, ParentType, ContextType>;
}>;

export type BankOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankOrder'] = ResolversParentTypes['BankOrder']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['BankRecipient'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sandboxBank?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BankRecipientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankRecipient'] = ResolversParentTypes['BankRecipient']> = ResolversObject<{
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrowserReplayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserReplay'] = ResolversParentTypes['BrowserReplay']> = ResolversObject<{
  divergence?: Resolver<Types.Maybe<ResolversTypes['BrowserReplayDivergence']>, ParentType, ContextType>;
  final?: Resolver<ResolversTypes['BrowserReplayFinal'], ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['BrowserReplaySegment']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['BrowserReplayStep']>, ParentType, ContextType>;
  timeInStates?: Resolver<Array<ResolversTypes['BrowserReplayStateTime']>, ParentType, ContextType>;
}>;

export type BrowserReplayContextChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserReplayContextChange'] = ResolversParentTypes['BrowserReplayContextChange']> = ResolversObject<{
  after?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrowserReplayDivergenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserReplayDivergence'] = ResolversParentTypes['BrowserReplayDivergence']> = ResolversObject<{
  actual?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expected?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReplayDivergenceKind'], ParentType, ContextType>;
  ref?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrowserReplayFinalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserReplayFinal'] = ResolversParentTypes['BrowserReplayFinal']> = ResolversObject<{
  context?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrowserReplaySegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserReplaySegment'] = ResolversParentTypes['BrowserReplaySegment']> = ResolversObject<{
  enteredAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leftAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ms?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toIndex?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type BrowserReplayStateTimeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserReplayStateTime'] = ResolversParentTypes['BrowserReplayStateTime']> = ResolversObject<{
  ms?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BrowserReplayStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserReplayStep'] = ResolversParentTypes['BrowserReplayStep']> = ResolversObject<{
  at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contextDiff?: Resolver<Array<ResolversTypes['BrowserReplayContextChange']>, ParentType, ContextType>;
  expected?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TraceEntryKind'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ReplayOutcome'], ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ref?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waitingFor?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BrowserTraceActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserTraceActor'] = ResolversParentTypes['BrowserTraceActor']> = ResolversObject<{
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  machineId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentSessionId?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replay?: Resolver<Types.Maybe<ResolversTypes['BrowserReplay']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrowserTraceReplayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserTraceReplay'] = ResolversParentTypes['BrowserTraceReplay']> = ResolversObject<{
  actors?: Resolver<Array<ResolversTypes['BrowserTraceActor']>, ParentType, ContextType>;
  acts?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  trace?: Resolver<ResolversTypes['BrowserTraceSummary'], ParentType, ContextType>;
}>;

export type BrowserTraceSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserTraceSummary'] = ResolversParentTypes['BrowserTraceSummary']> = ResolversObject<{
  actorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrowserTraceUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserTraceUpload'] = ResolversParentTypes['BrowserTraceUpload']> = ResolversObject<{
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  traceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BrowserTracingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrowserTracing'] = ResolversParentTypes['BrowserTracing']> = ResolversObject<{
  consent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['BrowserTraceReason']>, ParentType, ContextType>;
  traced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CatalogueEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueEntry'] = ResolversParentTypes['CatalogueEntry']> = ResolversObject<{
  asksRelationship?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  asksValue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ActTypeKey'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['CatalogueRole']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['CatalogueSection'], ParentType, ContextType>;
  simplified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  tariff?: Resolver<ResolversTypes['CatalogueTariff'], ParentType, ContextType>;
  texts?: Resolver<ResolversTypes['LocalizedCatalogueTexts'], ParentType, ContextType>;
}>;

export type CatalogueFeeReductionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueFeeReduction'] = ResolversParentTypes['CatalogueFeeReduction']> = ResolversObject<{
  basis?: Resolver<ResolversTypes['FeeBasis'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['FeeRate'], ParentType, ContextType>;
  relationships?: Resolver<Array<ResolversTypes['RelationshipDegree']>, ParentType, ContextType>;
}>;

export type CatalogueItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueItem'] = ResolversParentTypes['CatalogueItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ActTypeKey'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['CatalogueSection'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
}>;

export type CatalogueLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueLink'] = ResolversParentTypes['CatalogueLink']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CataloguePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CataloguePage'] = ResolversParentTypes['CataloguePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CatalogueItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CatalogueRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueRole'] = ResolversParentTypes['CatalogueRole']> = ResolversObject<{
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['PartyRole'], ParentType, ContextType>;
}>;

export type CatalogueTariffResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueTariff'] = ResolversParentTypes['CatalogueTariff']> = ResolversObject<{
  baseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['FeeBasis'], ParentType, ContextType>;
  reductions?: Resolver<Array<ResolversTypes['CatalogueFeeReduction']>, ParentType, ContextType>;
  serviceFee?: Resolver<Types.Maybe<ResolversTypes['FeeRate']>, ParentType, ContextType>;
  stateFee?: Resolver<ResolversTypes['FeeRate'], ParentType, ContextType>;
}>;

export type CatalogueTextsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueTexts'] = ResolversParentTypes['CatalogueTexts']> = ResolversObject<{
  conditions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['CatalogueLink']>, ParentType, ContextType>;
  regulation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClientConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientConfig'] = ResolversParentTypes['ClientConfig']> = ResolversObject<{
  faceCheckLimitMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  faceCheckStartDelayMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frameIntervalMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instructionalVideoUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kioskIdleCountdownMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kioskIdleMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mapStyleUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ConsentEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConsentEntry'] = ResolversParentTypes['ConsentEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['ConsentEvent'], ParentType, ContextType>;
}>;

export type CreatedActResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedAct'] = ResolversParentTypes['CreatedAct']> = ResolversObject<{
  rid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DictionariesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dictionaries'] = ResolversParentTypes['Dictionaries']> = ResolversObject<{
  actTypes?: Resolver<Array<ResolversTypes['DictionaryActType']>, ParentType, ContextType>;
  baseAmountInForce?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  baseAmounts?: Resolver<Array<ResolversTypes['DictionaryBaseAmount']>, ParentType, ContextType>;
  catalogue?: Resolver<Array<ResolversTypes['DictionaryCatalogueEntry']>, ParentType, ContextType>;
  configuredBaseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  districts?: Resolver<Array<ResolversTypes['DictionaryPlace']>, ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['DictionaryOffice']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['DictionaryPlace']>, ParentType, ContextType>;
}>;

export type DictionaryActTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictionaryActType'] = ResolversParentTypes['DictionaryActType']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
}>;

export type DictionaryBaseAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictionaryBaseAmount'] = ResolversParentTypes['DictionaryBaseAmount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DictionaryCatalogueEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictionaryCatalogueEntry'] = ResolversParentTypes['DictionaryCatalogueEntry']> = ResolversObject<{
  actTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  texts?: Resolver<ResolversTypes['LocalizedCatalogueTexts'], ParentType, ContextType>;
}>;

export type DictionaryChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictionaryChange'] = ResolversParentTypes['DictionaryChange']> = ResolversObject<{
  after?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dictionary?: Resolver<ResolversTypes['DictionaryName'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userid?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DictionaryJournalPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictionaryJournalPage'] = ResolversParentTypes['DictionaryJournalPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['DictionaryChange']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DictionaryOfficeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictionaryOffice'] = ResolversParentTypes['DictionaryOffice']> = ResolversObject<{
  address?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DictionaryPlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictionaryPlace'] = ResolversParentTypes['DictionaryPlace']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  regionId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type DirectoryNotaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectoryNotary'] = ResolversParentTypes['DirectoryNotary']> = ResolversObject<{
  absence?: Resolver<Types.Maybe<ResolversTypes['NotaryAbsence']>, ParentType, ContextType>;
  absentUntil?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientRating?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  distanceKm?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licenseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenseStatus?: Resolver<ResolversTypes['NotaryLicenseStatus'], ParentType, ContextType>;
  ministryRating?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['NotaryOffice'], ParentType, ContextType>;
  presence?: Resolver<ResolversTypes['NotaryPresence'], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workDays?: Resolver<Array<ResolversTypes['WeekDay']>, ParentType, ContextType>;
  workFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DirectoryOfficeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectoryOffice'] = ResolversParentTypes['DirectoryOffice']> = ResolversObject<{
  notaries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['NotaryOffice'], ParentType, ContextType>;
}>;

export type DistrictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['District'] = ResolversParentTypes['District']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DutyNotaryPeriodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DutyNotaryPeriod'] = ResolversParentTypes['DutyNotaryPeriod']> = ResolversObject<{
  fromDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notary?: Resolver<ResolversTypes['EqueueNotary'], ParentType, ContextType>;
}>;

export type DutyRotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DutyRota'] = ResolversParentTypes['DutyRota']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['DutyNotaryPeriod']>, ParentType, ContextType>;
  officeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EqueueBookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueBooking'] = ResolversParentTypes['EqueueBooking']> = ResolversObject<{
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCheckIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReschedule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equeuetime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notary?: Resolver<ResolversTypes['EqueueNotary'], ParentType, ContextType>;
  notaryaction?: Resolver<Types.Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  office?: Resolver<ResolversTypes['NotaryOffice'], ParentType, ContextType>;
  phone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queueNumber?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  regdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regtime?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EqueueBookingState'], ParentType, ContextType>;
  stateKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tab?: Resolver<Types.Maybe<ResolversTypes['EqueueTab']>, ParentType, ContextType>;
  typeid?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updtime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EqueueBookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueBookingPage'] = ResolversParentTypes['EqueueBookingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['EqueueBooking']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EqueueCheckInResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueCheckIn'] = ResolversParentTypes['EqueueCheckIn']> = ResolversObject<{
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EqueueDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueDay'] = ResolversParentTypes['EqueueDay']> = ResolversObject<{
  closed?: Resolver<Types.Maybe<ResolversTypes['EqueueDayClosed']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['EqueueSlot']>, ParentType, ContextType>;
}>;

export type EqueueNotaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueNotary'] = ResolversParentTypes['EqueueNotary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
}>;

export type EqueueQueueEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueQueueEntry'] = ResolversParentTypes['EqueueQueueEntry']> = ResolversObject<{
  bookingId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EqueueQueueEntryState'], ParentType, ContextType>;
}>;

export type EqueueSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueSlot'] = ResolversParentTypes['EqueueSlot']> = ResolversObject<{
  notaryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EqueueTicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueTicket'] = ResolversParentTypes['EqueueTicket']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  officeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EqueueTodayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueToday'] = ResolversParentTypes['EqueueToday']> = ResolversObject<{
  bookings?: Resolver<Array<ResolversTypes['EqueueTodayBooking']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalQueue?: Resolver<Array<ResolversTypes['EqueueQueueEntry']>, ParentType, ContextType>;
  onDuty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EqueueTodayBookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EqueueTodayBooking'] = ResolversParentTypes['EqueueTodayBooking']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['EqueueBooking'], ParentType, ContextType>;
  canMarkMissed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canMarkServed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FaceRectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaceRect'] = ResolversParentTypes['FaceRect']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type FeeRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeRate'] = ResolversParentTypes['FeeRate']> = ResolversObject<{
  minOfBase?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ofBase?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ofValue?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FeeRateSource'], ParentType, ContextType>;
}>;

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = ResolversObject<{
  gateway?: Resolver<ResolversTypes['ServiceStatus'], ParentType, ContextType>;
  ministry?: Resolver<ResolversTypes['MinistryStatus'], ParentType, ContextType>;
}>;

export type InheritanceCaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InheritanceCase'] = ResolversParentTypes['InheritanceCase']> = ResolversObject<{
  caseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deathDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deceased?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  notary?: Resolver<ResolversTypes['InheritanceCaseNotary'], ParentType, ContextType>;
  openedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InheritanceCaseNotaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InheritanceCaseNotary'] = ResolversParentTypes['InheritanceCaseNotary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['PublicActType'], ParentType, ContextType>;
}>;

export type InvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = ResolversObject<{
  act?: Resolver<ResolversTypes['Act'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['InvitationParty'], ParentType, ContextType>;
}>;

export type InvitationPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitationParty'] = ResolversParentTypes['InvitationParty']> = ResolversObject<{
  coOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['PartyRole'], ParentType, ContextType>;
  status?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InvoiceFeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceFee'] = ResolversParentTypes['InvoiceFee']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  basis?: Resolver<Array<ResolversTypes['FeeBasis']>, ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['InvoicePurpose'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['FeeRate'], ParentType, ContextType>;
}>;

export type KioskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Kiosk'] = ResolversParentTypes['Kiosk']> = ResolversObject<{
  codeExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolledAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  office?: Resolver<ResolversTypes['NotaryOffice'], ParentType, ContextType>;
  revokedAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['KioskState'], ParentType, ContextType>;
}>;

export type KioskEnrolmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskEnrolment'] = ResolversParentTypes['KioskEnrolment']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeExpiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kiosk?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType>;
}>;

export type KioskIdentityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskIdentity'] = ResolversParentTypes['KioskIdentity']> = ResolversObject<{
  kioskId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['NotaryOffice'], ParentType, ContextType>;
}>;

export type KioskNonceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskNonce'] = ResolversParentTypes['KioskNonce']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nonce?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KioskPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskPage'] = ResolversParentTypes['KioskPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Kiosk']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LinkedActResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkedAct'] = ResolversParentTypes['LinkedAct']> = ResolversObject<{
  regdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regnum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LivenessChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LivenessChallenge'] = ResolversParentTypes['LivenessChallenge']> = ResolversObject<{
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  of?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['LivenessStep'], ParentType, ContextType>;
}>;

export type LivenessUpdateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LivenessUpdate'] = ResolversParentTypes['LivenessUpdate']> = ResolversObject<{
  challenge?: Resolver<Types.Maybe<ResolversTypes['LivenessChallenge']>, ParentType, ContextType>;
  errorCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  faceRect?: Resolver<Types.Maybe<ResolversTypes['FaceRect']>, ParentType, ContextType>;
  isOk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jwt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LivenessUpdateKind'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LocalizedCatalogueTextsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedCatalogueTexts'] = ResolversParentTypes['LocalizedCatalogueTexts']> = ResolversObject<{
  oz?: Resolver<ResolversTypes['CatalogueTexts'], ParentType, ContextType>;
  ru?: Resolver<ResolversTypes['CatalogueTexts'], ParentType, ContextType>;
  uz?: Resolver<ResolversTypes['CatalogueTexts'], ParentType, ContextType>;
}>;

export type LocalizedTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = ResolversObject<{
  oz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ru?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MinistryStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MinistryStatus'] = ResolversParentTypes['MinistryStatus']> = ResolversObject<{
  checkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  database?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  migrations?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ServiceStatus'], ParentType, ContextType>;
}>;

export type ModeratedReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModeratedReview'] = ResolversParentTypes['ModeratedReview']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canModerate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hideReason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notaryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notaryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ModeratedReviewPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModeratedReviewPage'] = ResolversParentTypes['ModeratedReviewPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ModeratedReview']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptOffer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  answerInvitation?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationAnswerInvitationArgs, 'accept' | 'token'>>;
  authenticate?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<Types.MutationAuthenticateArgs, 'input'>>;
  bookEqueue?: Resolver<ResolversTypes['EqueueBooking'], ParentType, ContextType, RequireFields<Types.MutationBookEqueueArgs, 'input'>>;
  changeProfileEmail?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<Types.MutationChangeProfileEmailArgs, 'email'>>;
  changeUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<Types.MutationChangeUserArgs, 'change' | 'id'>>;
  completeKioskEnrolment?: Resolver<ResolversTypes['KioskIdentity'], ParentType, ContextType, RequireFields<Types.MutationCompleteKioskEnrolmentArgs, 'code' | 'publicKey'>>;
  confirmPhoneCode?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<Types.MutationConfirmPhoneCodeArgs, 'code'>>;
  createAct?: Resolver<ResolversTypes['CreatedAct'], ParentType, ContextType, RequireFields<Types.MutationCreateActArgs, 'input'>>;
  decideRoleGrant?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<Types.MutationDecideRoleGrantArgs, 'decision' | 'grantId' | 'reason' | 'userId'>>;
  enrolKiosk?: Resolver<ResolversTypes['KioskEnrolment'], ParentType, ContextType, RequireFields<Types.MutationEnrolKioskArgs, 'label' | 'officeId'>>;
  equeueCheckIn?: Resolver<ResolversTypes['EqueueCheckIn'], ParentType, ContextType, RequireFields<Types.MutationEqueueCheckInArgs, 'passnum' | 'passserial' | 'proof'>>;
  equeueTakeNumber?: Resolver<ResolversTypes['EqueueTicket'], ParentType, ContextType, RequireFields<Types.MutationEqueueTakeNumberArgs, 'proof'>>;
  hideReview?: Resolver<ResolversTypes['NotaryRating'], ParentType, ContextType, RequireFields<Types.MutationHideReviewArgs, 'reason' | 'reviewId'>>;
  identifyKiosk?: Resolver<ResolversTypes['KioskIdentity'], ParentType, ContextType, RequireFields<Types.MutationIdentifyKioskArgs, 'proof'>>;
  joinVideo?: Resolver<ResolversTypes['VideoJoin'], ParentType, ContextType, RequireFields<Types.MutationJoinVideoArgs, 'challengeId' | 'client' | 'signature' | 'uuid'>>;
  keepReview?: Resolver<ResolversTypes['NotaryRating'], ParentType, ContextType, RequireFields<Types.MutationKeepReviewArgs, 'reason' | 'reviewId'>>;
  kioskNonce?: Resolver<ResolversTypes['KioskNonce'], ParentType, ContextType, RequireFields<Types.MutationKioskNonceArgs, 'kioskId'>>;
  leaveVideo?: Resolver<ResolversTypes['VideoLeave'], ParentType, ContextType, RequireFields<Types.MutationLeaveVideoArgs, 'attendanceId' | 'uuid'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payInvoice?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationPayInvoiceArgs, 'card' | 'expiry' | 'invoiceId'>>;
  precheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationPrecheckArgs, 'input'>>;
  refuseOffer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationReportReviewArgs, 'reviewId'>>;
  requestBankOrder?: Resolver<ResolversTypes['BankOrder'], ParentType, ContextType, RequireFields<Types.MutationRequestBankOrderArgs, 'invoiceId'>>;
  requestPhoneCode?: Resolver<ResolversTypes['PhoneCodeSent'], ParentType, ContextType, RequireFields<Types.MutationRequestPhoneCodeArgs, 'phone'>>;
  rescheduleEqueue?: Resolver<ResolversTypes['EqueueBooking'], ParentType, ContextType, RequireFields<Types.MutationRescheduleEqueueArgs, 'bookingId' | 'slot'>>;
  restoreReview?: Resolver<ResolversTypes['NotaryRating'], ParentType, ContextType, RequireFields<Types.MutationRestoreReviewArgs, 'reason' | 'reviewId'>>;
  reviewNotary?: Resolver<ResolversTypes['NotaryRating'], ParentType, ContextType, RequireFields<Types.MutationReviewNotaryArgs, 'actId' | 'notaryId'>>;
  revokeKiosk?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<Types.MutationRevokeKioskArgs, 'id'>>;
  sandboxSign?: Resolver<ResolversTypes['SandboxSignature'], ParentType, ContextType, RequireFields<Types.MutationSandboxSignArgs, 'challenge'>>;
  sendActEvent?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationSendActEventArgs, 'type' | 'uuid' | 'version'>>;
  sendEqueueAction?: Resolver<ResolversTypes['EqueueBooking'], ParentType, ContextType, RequireFields<Types.MutationSendEqueueActionArgs, 'action' | 'bookingId'>>;
  sendLivenessFrame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationSendLivenessFrameArgs, 'contentType' | 'image' | 'sessionId'>>;
  setActGeneral?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationSetActGeneralArgs, 'general' | 'uuid' | 'version'>>;
  setActNotary?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationSetActNotaryArgs, 'notary' | 'uuid' | 'version'>>;
  setActOtherSubject?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationSetActOtherSubjectArgs, 'other' | 'subjectId' | 'uuid' | 'version'>>;
  setActPartyPhone?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationSetActPartyPhoneArgs, 'partyId' | 'phone' | 'uuid' | 'version'>>;
  setActRealEstate?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationSetActRealEstateArgs, 'realEstate' | 'subjectId' | 'uuid' | 'version'>>;
  setActVehiclePrice?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationSetActVehiclePriceArgs, 'price' | 'subjectId' | 'uuid' | 'version'>>;
  setBaseAmount?: Resolver<ResolversTypes['DictionaryChange'], ParentType, ContextType, RequireFields<Types.MutationSetBaseAmountArgs, 'amount' | 'effectiveFrom'>>;
  setBrowserTraceConsent?: Resolver<ResolversTypes['BrowserTracing'], ParentType, ContextType, RequireFields<Types.MutationSetBrowserTraceConsentArgs, 'consent'>>;
  setDutyNotary?: Resolver<ResolversTypes['DutyRota'], ParentType, ContextType, RequireFields<Types.MutationSetDutyNotaryArgs, 'input'>>;
  setPersonalDataConsent?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<Types.MutationSetPersonalDataConsentArgs, 'given'>>;
  simulateBankTransfer?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.MutationSimulateBankTransferArgs, 'reference'>>;
  updateActTypeName?: Resolver<ResolversTypes['DictionaryChange'], ParentType, ContextType, RequireFields<Types.MutationUpdateActTypeNameArgs, 'id' | 'name'>>;
  updateCatalogueTexts?: Resolver<ResolversTypes['DictionaryChange'], ParentType, ContextType, RequireFields<Types.MutationUpdateCatalogueTextsArgs, 'id' | 'texts'>>;
  updateDistrictName?: Resolver<ResolversTypes['DictionaryChange'], ParentType, ContextType, RequireFields<Types.MutationUpdateDistrictNameArgs, 'id' | 'name'>>;
  updateOffice?: Resolver<ResolversTypes['DictionaryChange'], ParentType, ContextType, RequireFields<Types.MutationUpdateOfficeArgs, 'id' | 'input'>>;
  updateRegionName?: Resolver<ResolversTypes['DictionaryChange'], ParentType, ContextType, RequireFields<Types.MutationUpdateRegionNameArgs, 'id' | 'name'>>;
  uploadBrowserTrace?: Resolver<ResolversTypes['BrowserTraceUpload'], ParentType, ContextType, RequireFields<Types.MutationUploadBrowserTraceArgs, 'batch'>>;
  videoChallenge?: Resolver<ResolversTypes['VideoChallenge'], ParentType, ContextType, RequireFields<Types.MutationVideoChallengeArgs, 'uuid'>>;
  videoPublish?: Resolver<ResolversTypes['VideoSdpAnswer'], ParentType, ContextType, RequireFields<Types.MutationVideoPublishArgs, 'attendanceId' | 'sdp' | 'uuid'>>;
  videoRoomCommand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationVideoRoomCommandArgs, 'attendanceId' | 'command' | 'uuid'>>;
  videoSubscribe?: Resolver<ResolversTypes['VideoSdpAnswer'], ParentType, ContextType, RequireFields<Types.MutationVideoSubscribeArgs, 'attendanceId' | 'mediaId' | 'sdp' | 'uuid'>>;
  videoTestLeave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationVideoTestLeaveArgs, 'sessionId'>>;
  videoTestPublish?: Resolver<ResolversTypes['VideoTestSession'], ParentType, ContextType, RequireFields<Types.MutationVideoTestPublishArgs, 'sdp'>>;
  videoTestSubscribe?: Resolver<ResolversTypes['VideoSdpAnswer'], ParentType, ContextType, RequireFields<Types.MutationVideoTestSubscribeArgs, 'sdp' | 'sessionId'>>;
}>;

export type NamedRegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NamedRegion'] = ResolversParentTypes['NamedRegion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotarialActCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotarialActCheck'] = ResolversParentTypes['NotarialActCheck']> = ResolversObject<{
  language?: Resolver<ResolversTypes['ActLanguage'], ParentType, ContextType>;
  linkedActs?: Resolver<Array<ResolversTypes['LinkedAct']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['ActCheckNote']>, ParentType, ContextType>;
  office?: Resolver<ResolversTypes['PublicOffice'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regnum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PublicActState'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PublicActType'], ParentType, ContextType>;
}>;

export type NotaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notary'] = ResolversParentTypes['Notary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licenseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['NotaryOffice'], ParentType, ContextType>;
}>;

export type NotaryAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryAvailability'] = ResolversParentTypes['NotaryAvailability']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nearest?: Resolver<Types.Maybe<ResolversTypes['NamedRegion']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['NamedRegion'], ParentType, ContextType>;
}>;

export type NotaryDirectoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryDirectoryPage'] = ResolversParentTypes['NotaryDirectoryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['DirectoryNotary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotaryOfficeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryOffice'] = ResolversParentTypes['NotaryOffice']> = ResolversObject<{
  address?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  districtId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latitude?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  phone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotaryQueueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryQueue'] = ResolversParentTypes['NotaryQueue']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ActListItem']>, ParentType, ContextType>;
  notaryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  officeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotaryRatingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryRating'] = ResolversParentTypes['NotaryRating']> = ResolversObject<{
  clientRating?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotaryReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryReview'] = ResolversParentTypes['NotaryReview']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NotaryReviewPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryReviewPage'] = ResolversParentTypes['NotaryReviewPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['NotaryReview']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotaryViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryViewer'] = ResolversParentTypes['NotaryViewer']> = ResolversObject<{
  canHide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewableActs?: Resolver<Array<ResolversTypes['ReviewableAct']>, ParentType, ContextType>;
}>;

export type NotificationItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationItem'] = ResolversParentTypes['NotificationItem']> = ResolversObject<{
  kioskLink?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  na?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  office?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regsystemid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regtypeid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rid?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  uuid?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visitdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visittime?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PendingPhoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingPhone'] = ResolversParentTypes['PendingPhone']> = ResolversObject<{
  attemptsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PhoneCodeSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhoneCodeSent'] = ResolversParentTypes['PhoneCodeSent']> = ResolversObject<{
  attemptsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  actaddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  citizenship?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consentJournal?: Resolver<Array<ResolversTypes['ConsentEntry']>, ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exprdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issueorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingPhone?: Resolver<Types.Maybe<ResolversTypes['PendingPhone']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regaddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileLookup'] = ResolversParentTypes['ProfileLookup']> = ResolversObject<{
  actType?: Resolver<ResolversTypes['ProfileLookupActType'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileLookupActTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileLookupActType'] = ResolversParentTypes['ProfileLookupActType']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileLookupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileLookupPage'] = ResolversParentTypes['ProfileLookupPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ProfileLookup']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileReview'] = ResolversParentTypes['ProfileReview']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notaryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notaryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProfileReviewPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileReviewPage'] = ResolversParentTypes['ProfileReviewPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ProfileReview']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileSession'] = ResolversParentTypes['ProfileSession']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PropertyBanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyBan'] = ResolversParentTypes['PropertyBan']> = ResolversObject<{
  documentDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BanKind'], ParentType, ContextType>;
  official?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organ?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BanState'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PropertyFineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyFine'] = ResolversParentTypes['PropertyFine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  issuedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolutionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProxyCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProxyCheck'] = ResolversParentTypes['ProxyCheck']> = ResolversObject<{
  delegable?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  delegations?: Resolver<Array<ResolversTypes['ProxyDelegation']>, ParentType, ContextType>;
  regdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regnum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProxyStatus'], ParentType, ContextType>;
  termFrom?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termTo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProxyDelegationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProxyDelegation'] = ResolversParentTypes['ProxyDelegation']> = ResolversObject<{
  regdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regnum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProxyStatus'], ParentType, ContextType>;
  termFrom?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termTo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PublicActTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicActType'] = ResolversParentTypes['PublicActType']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
}>;

export type PublicOfficeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicOffice'] = ResolversParentTypes['PublicOffice']> = ResolversObject<{
  address?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  act?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<Types.QueryActArgs, 'uuid'>>;
  actBrowserTraces?: Resolver<Array<ResolversTypes['BrowserTraceSummary']>, ParentType, ContextType, RequireFields<Types.QueryActBrowserTracesArgs, 'ref'>>;
  actFee?: Resolver<Types.Maybe<ResolversTypes['ActFee']>, ParentType, ContextType, RequireFields<Types.QueryActFeeArgs, 'uuid'>>;
  actStatistics?: Resolver<ResolversTypes['ActStatistics'], ParentType, ContextType, Partial<Types.QueryActStatisticsArgs>>;
  actTypes?: Resolver<Array<ResolversTypes['ActType']>, ParentType, ContextType>;
  actUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<Types.QueryActUuidArgs, 'rid'>>;
  adminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<Types.QueryAdminUserArgs, 'id'>>;
  adminUsers?: Resolver<ResolversTypes['AdminUserPage'], ParentType, ContextType, Partial<Types.QueryAdminUsersArgs>>;
  analystAct?: Resolver<ResolversTypes['AnalystAct'], ParentType, ContextType, RequireFields<Types.QueryAnalystActArgs, 'ref'>>;
  analystActTrace?: Resolver<ResolversTypes['AnalystActTrace'], ParentType, ContextType, RequireFields<Types.QueryAnalystActTraceArgs, 'ref'>>;
  browserTraceReplay?: Resolver<ResolversTypes['BrowserTraceReplay'], ParentType, ContextType, RequireFields<Types.QueryBrowserTraceReplayArgs, 'id'>>;
  browserTracing?: Resolver<ResolversTypes['BrowserTracing'], ParentType, ContextType>;
  catalogue?: Resolver<ResolversTypes['CataloguePage'], ParentType, ContextType, Partial<Types.QueryCatalogueArgs>>;
  catalogueEntry?: Resolver<ResolversTypes['CatalogueEntry'], ParentType, ContextType, RequireFields<Types.QueryCatalogueEntryArgs, 'id'>>;
  checkToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientConfig?: Resolver<ResolversTypes['ClientConfig'], ParentType, ContextType>;
  dictionaries?: Resolver<ResolversTypes['Dictionaries'], ParentType, ContextType>;
  dictionaryJournal?: Resolver<ResolversTypes['DictionaryJournalPage'], ParentType, ContextType, Partial<Types.QueryDictionaryJournalArgs>>;
  directoryNotary?: Resolver<ResolversTypes['DirectoryNotary'], ParentType, ContextType, RequireFields<Types.QueryDirectoryNotaryArgs, 'id'>>;
  dutyRota?: Resolver<ResolversTypes['DutyRota'], ParentType, ContextType, RequireFields<Types.QueryDutyRotaArgs, 'officeId'>>;
  equeueBookings?: Resolver<ResolversTypes['EqueueBookingPage'], ParentType, ContextType, RequireFields<Types.QueryEqueueBookingsArgs, 'tab'>>;
  equeueSlots?: Resolver<ResolversTypes['EqueueDay'], ParentType, ContextType, RequireFields<Types.QueryEqueueSlotsArgs, 'date' | 'officeId'>>;
  equeueToday?: Resolver<ResolversTypes['EqueueToday'], ParentType, ContextType>;
  feeQuote?: Resolver<Types.Maybe<ResolversTypes['ActFee']>, ParentType, ContextType, RequireFields<Types.QueryFeeQuoteArgs, 'actType'>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  inheritanceCases?: Resolver<Array<ResolversTypes['InheritanceCase']>, ParentType, ContextType, RequireFields<Types.QueryInheritanceCasesArgs, 'deathDate' | 'name'>>;
  invitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<Types.QueryInvitationArgs, 'token'>>;
  kiosks?: Resolver<ResolversTypes['KioskPage'], ParentType, ContextType, Partial<Types.QueryKiosksArgs>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myActs?: Resolver<ResolversTypes['ActList'], ParentType, ContextType, RequireFields<Types.QueryMyActsArgs, 'tab'>>;
  notarialActCheck?: Resolver<Types.Maybe<ResolversTypes['NotarialActCheck']>, ParentType, ContextType, RequireFields<Types.QueryNotarialActCheckArgs, 'regdate' | 'regnum'>>;
  notaries?: Resolver<Array<ResolversTypes['Notary']>, ParentType, ContextType, Partial<Types.QueryNotariesArgs>>;
  notaryAvailability?: Resolver<ResolversTypes['NotaryAvailability'], ParentType, ContextType, Partial<Types.QueryNotaryAvailabilityArgs>>;
  notaryDirectory?: Resolver<ResolversTypes['NotaryDirectoryPage'], ParentType, ContextType, Partial<Types.QueryNotaryDirectoryArgs>>;
  notaryDirectoryOffices?: Resolver<Array<ResolversTypes['DirectoryOffice']>, ParentType, ContextType, Partial<Types.QueryNotaryDirectoryOfficesArgs>>;
  notaryOffices?: Resolver<Array<ResolversTypes['NotaryOffice']>, ParentType, ContextType, Partial<Types.QueryNotaryOfficesArgs>>;
  notaryQueue?: Resolver<ResolversTypes['NotaryQueue'], ParentType, ContextType, Partial<Types.QueryNotaryQueueArgs>>;
  notaryReviews?: Resolver<ResolversTypes['NotaryReviewPage'], ParentType, ContextType, RequireFields<Types.QueryNotaryReviewsArgs, 'notaryId'>>;
  notaryViewer?: Resolver<ResolversTypes['NotaryViewer'], ParentType, ContextType, RequireFields<Types.QueryNotaryViewerArgs, 'notaryId'>>;
  noticeHtml?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['NotificationItem']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  profileLookups?: Resolver<ResolversTypes['ProfileLookupPage'], ParentType, ContextType, Partial<Types.QueryProfileLookupsArgs>>;
  profileReviews?: Resolver<ResolversTypes['ProfileReviewPage'], ParentType, ContextType, Partial<Types.QueryProfileReviewsArgs>>;
  profileSessions?: Resolver<Array<ResolversTypes['ProfileSession']>, ParentType, ContextType>;
  proxyCheck?: Resolver<Types.Maybe<ResolversTypes['ProxyCheck']>, ParentType, ContextType, RequireFields<Types.QueryProxyCheckArgs, 'regdate' | 'regnum'>>;
  realEstateBanCheck?: Resolver<Types.Maybe<ResolversTypes['BanCheck']>, ParentType, ContextType, RequireFields<Types.QueryRealEstateBanCheckArgs, 'cadastreNumber' | 'cadastreType'>>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  reviewModeration?: Resolver<ResolversTypes['ModeratedReviewPage'], ParentType, ContextType, Partial<Types.QueryReviewModerationArgs>>;
  smsOutbox?: Resolver<Array<ResolversTypes['SmsMessage']>, ParentType, ContextType, RequireFields<Types.QuerySmsOutboxArgs, 'phone'>>;
  stuckActs?: Resolver<ResolversTypes['StuckActsPage'], ParentType, ContextType, Partial<Types.QueryStuckActsArgs>>;
  vehicleBanCheck?: Resolver<Types.Maybe<ResolversTypes['BanCheck']>, ParentType, ContextType, RequireFields<Types.QueryVehicleBanCheckArgs, 'stateNumber' | 'techPassportNumber' | 'techPassportSeries'>>;
  vehicleLookup?: Resolver<ResolversTypes['VehicleLookup'], ParentType, ContextType, RequireFields<Types.QueryVehicleLookupArgs, 'stateNumber' | 'techPassportNumber' | 'techPassportSeries'>>;
  videoAttendance?: Resolver<ResolversTypes['VideoAttendance'], ParentType, ContextType, RequireFields<Types.QueryVideoAttendanceArgs, 'uuid'>>;
  videoRecordings?: Resolver<Array<ResolversTypes['VideoRecording']>, ParentType, ContextType, RequireFields<Types.QueryVideoRecordingsArgs, 'uuid'>>;
}>;

export type RegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  districts?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
}>;

export type RegistryBanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistryBan'] = ResolversParentTypes['RegistryBan']> = ResolversObject<{
  __resolveType: TypeResolveFn<'PropertyBan' | 'VehicleBan', ParentType, ContextType>;
}>;

export type RegistryFineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistryFine'] = ResolversParentTypes['RegistryFine']> = ResolversObject<{
  __resolveType: TypeResolveFn<'PropertyFine' | 'VehicleFine', ParentType, ContextType>;
}>;

export type RegistryVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistryVehicle'] = ResolversParentTypes['RegistryVehicle']> = ResolversObject<{
  address?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balancePercent?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bodyNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chassisNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colour?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  horsepower?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryPrice?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  issueDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuer?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  motorNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialMarks?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stampDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stampOrganisation?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  techPassportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  techPassportSeries?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valuation?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  year?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ReplayActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayActor'] = ResolversParentTypes['ReplayActor']> = ResolversObject<{
  role?: Resolver<ResolversTypes['ActRole'], ParentType, ContextType>;
  userId?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReplayContextChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayContextChange'] = ResolversParentTypes['ReplayContextChange']> = ResolversObject<{
  after?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReplayDivergenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayDivergence'] = ResolversParentTypes['ReplayDivergence']> = ResolversObject<{
  actual?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expected?: Resolver<Types.Maybe<ResolversTypes['ActState']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReplayDivergenceKind'], ParentType, ContextType>;
  ref?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Types.Maybe<ResolversTypes['ActRefusalReason']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActJournalEvent'], ParentType, ContextType>;
}>;

export type ReplayFinalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayFinal'] = ResolversParentTypes['ReplayFinal']> = ResolversObject<{
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  step?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  waitingFor?: Resolver<Array<ResolversTypes['ActRole']>, ParentType, ContextType>;
}>;

export type ReplayMoveResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayMove'] = ResolversParentTypes['ReplayMove']> = ResolversObject<{
  event?: Resolver<ResolversTypes['ActEventType'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['ActRole']>, ParentType, ContextType>;
  step?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
}>;

export type ReplayRoleWaitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayRoleWait'] = ResolversParentTypes['ReplayRoleWait']> = ResolversObject<{
  ms?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ActRole'], ParentType, ContextType>;
}>;

export type ReplaySegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplaySegment'] = ResolversParentTypes['ReplaySegment']> = ResolversObject<{
  enteredAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leftAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ms?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  step?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  toIndex?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  waitingFor?: Resolver<Array<ResolversTypes['ActRole']>, ParentType, ContextType>;
}>;

export type ReplayStateTimeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayStateTime'] = ResolversParentTypes['ReplayStateTime']> = ResolversObject<{
  ms?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  step?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReplayStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayStep'] = ResolversParentTypes['ReplayStep']> = ResolversObject<{
  actor?: Resolver<Types.Maybe<ResolversTypes['ReplayActor']>, ParentType, ContextType>;
  at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contextDiff?: Resolver<Array<ResolversTypes['ReplayContextChange']>, ParentType, ContextType>;
  expected?: Resolver<Types.Maybe<ResolversTypes['ActState']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TraceEntryKind'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ReplayOutcome'], ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ref?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Types.Maybe<ResolversTypes['ActRefusalReason']>, ParentType, ContextType>;
  step?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActJournalEvent'], ParentType, ContextType>;
  waitingFor?: Resolver<Array<ResolversTypes['ActRole']>, ParentType, ContextType>;
}>;

export type ReplayToGoalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayToGoal'] = ResolversParentTypes['ReplayToGoal']> = ResolversObject<{
  goal?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['ReplayMove']>, ParentType, ContextType>;
  reachable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReviewableActResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewableAct'] = ResolversParentTypes['ReviewableAct']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SandboxSignatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SandboxSignature'] = ResolversParentTypes['SandboxSignature']> = ResolversObject<{
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SmsMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsMessage'] = ResolversParentTypes['SmsMessage']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qr?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatisticsActTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatisticsActType'] = ResolversParentTypes['StatisticsActType']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActTypeKey'], ParentType, ContextType>;
}>;

export type StatisticsMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatisticsMonth'] = ResolversParentTypes['StatisticsMonth']> = ResolversObject<{
  averageDays?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatisticsRegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatisticsRegion'] = ResolversParentTypes['StatisticsRegion']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StatisticsRegistrationTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatisticsRegistrationType'] = ResolversParentTypes['StatisticsRegistrationType']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrationType?: Resolver<ResolversTypes['RegistrationType'], ParentType, ContextType>;
}>;

export type StuckActResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StuckAct'] = ResolversParentTypes['StuckAct']> = ResolversObject<{
  awaiting?: Resolver<Array<ResolversTypes['ActRole']>, ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  limitHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notaryId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  officeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StuckActsGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StuckActsGroup'] = ResolversParentTypes['StuckActsGroup']> = ResolversObject<{
  awaiting?: Resolver<Array<ResolversTypes['ActRole']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldestSince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StuckActsLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StuckActsLimit'] = ResolversParentTypes['StuckActsLimit']> = ResolversObject<{
  hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StuckActsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StuckActsPage'] = ResolversParentTypes['StuckActsPage']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['StuckActsGroup']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StuckAct']>, ParentType, ContextType>;
  limits?: Resolver<Array<ResolversTypes['StuckActsLimit']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  actChanged?: SubscriptionResolver<ResolversTypes['Act'], "actChanged", ParentType, ContextType, RequireFields<Types.SubscriptionActChangedArgs, 'uuid'>>;
  liveness?: SubscriptionResolver<ResolversTypes['LivenessUpdate'], "liveness", ParentType, ContextType, RequireFields<Types.SubscriptionLivenessArgs, 'sessionId'>>;
  ministryStatus?: SubscriptionResolver<ResolversTypes['MinistryStatus'], "ministryStatus", ParentType, ContextType>;
  videoRoom?: SubscriptionResolver<ResolversTypes['VideoRoomEvent'], "videoRoom", ParentType, ContextType, RequireFields<Types.SubscriptionVideoRoomArgs, 'attendanceId' | 'uuid'>>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  actaddress?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthcountry?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  citizenship?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtid?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtru?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtuz?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exprdate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullname?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueorg?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nationality?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orginn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgname?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passserial?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pin?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regaddress?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionid?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  regionru?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionuz?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsofuse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeid?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userid?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type VehicleBanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleBan'] = ResolversParentTypes['VehicleBan']> = ResolversObject<{
  documentDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BanKind'], ParentType, ContextType>;
  official?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organ?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BanState'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VehicleFineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleFine'] = ResolversParentTypes['VehicleFine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedOn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolutionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VehicleLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleLookup'] = ResolversParentTypes['VehicleLookup']> = ResolversObject<{
  bans?: Resolver<Array<ResolversTypes['VehicleBan']>, ParentType, ContextType>;
  fines?: Resolver<Array<ResolversTypes['VehicleFine']>, ParentType, ContextType>;
  owners?: Resolver<Array<ResolversTypes['VehicleOwner']>, ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['RegistryVehicle'], ParentType, ContextType>;
}>;

export type VehicleOwnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleOwner'] = ResolversParentTypes['VehicleOwner']> = ResolversObject<{
  fio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<Types.Maybe<ResolversTypes['VehicleShare']>, ParentType, ContextType>;
}>;

export type VehicleShareResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleShare'] = ResolversParentTypes['VehicleShare']> = ResolversObject<{
  denominator?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numerator?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VideoAttendanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoAttendance'] = ResolversParentTypes['VideoAttendance']> = ResolversObject<{
  attendance?: Resolver<Array<ResolversTypes['VideoAttendanceEntry']>, ParentType, ContextType>;
  me?: Resolver<Types.Maybe<ResolversTypes['VideoParticipant']>, ParentType, ContextType>;
}>;

export type VideoAttendanceEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoAttendanceEntry'] = ResolversParentTypes['VideoAttendanceEntry']> = ResolversObject<{
  client?: Resolver<ResolversTypes['VideoClient'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leftAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partyId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ActRole'], ParentType, ContextType>;
}>;

export type VideoChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoChallenge'] = ResolversParentTypes['VideoChallenge']> = ResolversObject<{
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  challengeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VideoJoinResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoJoin'] = ResolversParentTypes['VideoJoin']> = ResolversObject<{
  attendanceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partyId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ActRole'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VideoLeaveResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoLeave'] = ResolversParentTypes['VideoLeave']> = ResolversObject<{
  attendanceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leftAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VideoParticipantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoParticipant'] = ResolversParentTypes['VideoParticipant']> = ResolversObject<{
  partyId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ActRole'], ParentType, ContextType>;
}>;

export type VideoRecordingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoRecording'] = ResolversParentTypes['VideoRecording']> = ResolversObject<{
  attendanceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasAudio?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasVideo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partyId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  retentionUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ActRole'], ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VideoRoomEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoRoomEvent'] = ResolversParentTypes['VideoRoomEvent']> = ResolversObject<{
  mediaId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  muted?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  participant?: Resolver<Types.Maybe<ResolversTypes['VideoRoomParticipant']>, ParentType, ContextType>;
  participantId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  participants?: Resolver<Types.Maybe<Array<ResolversTypes['VideoRoomParticipant']>>, ParentType, ContextType>;
  phase?: Resolver<Types.Maybe<ResolversTypes['VideoRoomPhase']>, ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['VideoRoomRefusal']>, ParentType, ContextType>;
  regnum?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VideoRoomEventType'], ParentType, ContextType>;
}>;

export type VideoRoomParticipantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoRoomParticipant'] = ResolversParentTypes['VideoRoomParticipant']> = ResolversObject<{
  admitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  left?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  participantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['VideoRoomRole'], ParentType, ContextType>;
}>;

export type VideoSdpAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoSdpAnswer'] = ResolversParentTypes['VideoSdpAnswer']> = ResolversObject<{
  sdp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VideoTestSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoTestSession'] = ResolversParentTypes['VideoTestSession']> = ResolversObject<{
  sdp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Act?: ActResolvers<ContextType>;
  ActAttribute?: ActAttributeResolvers<ContextType>;
  ActBankOrderRef?: ActBankOrderRefResolvers<ContextType>;
  ActCheckNote?: ActCheckNoteResolvers<ContextType>;
  ActCivilRecord?: ActCivilRecordResolvers<ContextType>;
  ActClient?: ActClientResolvers<ContextType>;
  ActClientArea?: ActClientAreaResolvers<ContextType>;
  ActClientDocument?: ActClientDocumentResolvers<ContextType>;
  ActConsularRegistration?: ActConsularRegistrationResolvers<ContextType>;
  ActCreditOrganisation?: ActCreditOrganisationResolvers<ContextType>;
  ActFee?: ActFeeResolvers<ContextType>;
  ActFields?: ActFieldsResolvers<ContextType>;
  ActFile?: ActFileResolvers<ContextType>;
  ActGeneral?: ActGeneralResolvers<ContextType>;
  ActGrantedRights?: ActGrantedRightsResolvers<ContextType>;
  ActGuardian?: ActGuardianResolvers<ContextType>;
  ActInsurance?: ActInsuranceResolvers<ContextType>;
  ActInvoice?: ActInvoiceResolvers<ContextType>;
  ActJournalEntry?: ActJournalEntryResolvers<ContextType>;
  ActLinkedAct?: ActLinkedActResolvers<ContextType>;
  ActList?: ActListResolvers<ContextType>;
  ActListItem?: ActListItemResolvers<ContextType>;
  ActMarriage?: ActMarriageResolvers<ContextType>;
  ActNotary?: ActNotaryResolvers<ContextType>;
  ActNote?: ActNoteResolvers<ContextType>;
  ActOffice?: ActOfficeResolvers<ContextType>;
  ActOfficeRef?: ActOfficeRefResolvers<ContextType>;
  ActOtherSubject?: ActOtherSubjectResolvers<ContextType>;
  ActParty?: ActPartyResolvers<ContextType>;
  ActPartyFields?: ActPartyFieldsResolvers<ContextType>;
  ActPayment?: ActPaymentResolvers<ContextType>;
  ActPersonRef?: ActPersonRefResolvers<ContextType>;
  ActProxyDocument?: ActProxyDocumentResolvers<ContextType>;
  ActRealEstate?: ActRealEstateResolvers<ContextType>;
  ActReferences?: ActReferencesResolvers<ContextType>;
  ActRefusal?: ActRefusalResolvers<ContextType>;
  ActReplay?: ActReplayResolvers<ContextType>;
  ActRepresentative?: ActRepresentativeResolvers<ContextType>;
  ActResult?: ActResultResolvers<ContextType>;
  ActShare?: ActShareResolvers<ContextType>;
  ActShareOf?: ActShareOfResolvers<ContextType>;
  ActSigningBlank?: ActSigningBlankResolvers<ContextType>;
  ActStatistics?: ActStatisticsResolvers<ContextType>;
  ActSubjects?: ActSubjectsResolvers<ContextType>;
  ActTranslationLanguages?: ActTranslationLanguagesResolvers<ContextType>;
  ActType?: ActTypeResolvers<ContextType>;
  ActTypeRef?: ActTypeRefResolvers<ContextType>;
  ActVehicle?: ActVehicleResolvers<ContextType>;
  ActView?: ActViewResolvers<ContextType>;
  ActViewInvoice?: ActViewInvoiceResolvers<ContextType>;
  ActViewParty?: ActViewPartyResolvers<ContextType>;
  ActViewer?: ActViewerResolvers<ContextType>;
  ActViewerRoles?: ActViewerRolesResolvers<ContextType>;
  ActVisit?: ActVisitResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserComment?: AdminUserCommentResolvers<ContextType>;
  AdminUserCommentAuthor?: AdminUserCommentAuthorResolvers<ContextType>;
  AdminUserGrant?: AdminUserGrantResolvers<ContextType>;
  AdminUserGrantNotary?: AdminUserGrantNotaryResolvers<ContextType>;
  AdminUserListItem?: AdminUserListItemResolvers<ContextType>;
  AdminUserNotary?: AdminUserNotaryResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  AnalystAct?: AnalystActResolvers<ContextType>;
  AnalystActRecord?: AnalystActRecordResolvers<ContextType>;
  AnalystActTrace?: AnalystActTraceResolvers<ContextType>;
  AuthResult?: AuthResultResolvers<ContextType>;
  BanCheck?: BanCheckResolvers<ContextType>;
  BankOrder?: BankOrderResolvers<ContextType>;
  BankRecipient?: BankRecipientResolvers<ContextType>;
  BrowserReplay?: BrowserReplayResolvers<ContextType>;
  BrowserReplayContextChange?: BrowserReplayContextChangeResolvers<ContextType>;
  BrowserReplayDivergence?: BrowserReplayDivergenceResolvers<ContextType>;
  BrowserReplayFinal?: BrowserReplayFinalResolvers<ContextType>;
  BrowserReplaySegment?: BrowserReplaySegmentResolvers<ContextType>;
  BrowserReplayStateTime?: BrowserReplayStateTimeResolvers<ContextType>;
  BrowserReplayStep?: BrowserReplayStepResolvers<ContextType>;
  BrowserTraceActor?: BrowserTraceActorResolvers<ContextType>;
  BrowserTraceReplay?: BrowserTraceReplayResolvers<ContextType>;
  BrowserTraceSummary?: BrowserTraceSummaryResolvers<ContextType>;
  BrowserTraceUpload?: BrowserTraceUploadResolvers<ContextType>;
  BrowserTracing?: BrowserTracingResolvers<ContextType>;
  CatalogueEntry?: CatalogueEntryResolvers<ContextType>;
  CatalogueFeeReduction?: CatalogueFeeReductionResolvers<ContextType>;
  CatalogueItem?: CatalogueItemResolvers<ContextType>;
  CatalogueLink?: CatalogueLinkResolvers<ContextType>;
  CataloguePage?: CataloguePageResolvers<ContextType>;
  CatalogueRole?: CatalogueRoleResolvers<ContextType>;
  CatalogueTariff?: CatalogueTariffResolvers<ContextType>;
  CatalogueTexts?: CatalogueTextsResolvers<ContextType>;
  ClientConfig?: ClientConfigResolvers<ContextType>;
  ConsentEntry?: ConsentEntryResolvers<ContextType>;
  CreatedAct?: CreatedActResolvers<ContextType>;
  Dictionaries?: DictionariesResolvers<ContextType>;
  DictionaryActType?: DictionaryActTypeResolvers<ContextType>;
  DictionaryBaseAmount?: DictionaryBaseAmountResolvers<ContextType>;
  DictionaryCatalogueEntry?: DictionaryCatalogueEntryResolvers<ContextType>;
  DictionaryChange?: DictionaryChangeResolvers<ContextType>;
  DictionaryJournalPage?: DictionaryJournalPageResolvers<ContextType>;
  DictionaryOffice?: DictionaryOfficeResolvers<ContextType>;
  DictionaryPlace?: DictionaryPlaceResolvers<ContextType>;
  DirectoryNotary?: DirectoryNotaryResolvers<ContextType>;
  DirectoryOffice?: DirectoryOfficeResolvers<ContextType>;
  District?: DistrictResolvers<ContextType>;
  DutyNotaryPeriod?: DutyNotaryPeriodResolvers<ContextType>;
  DutyRota?: DutyRotaResolvers<ContextType>;
  EqueueBooking?: EqueueBookingResolvers<ContextType>;
  EqueueBookingPage?: EqueueBookingPageResolvers<ContextType>;
  EqueueCheckIn?: EqueueCheckInResolvers<ContextType>;
  EqueueDay?: EqueueDayResolvers<ContextType>;
  EqueueNotary?: EqueueNotaryResolvers<ContextType>;
  EqueueQueueEntry?: EqueueQueueEntryResolvers<ContextType>;
  EqueueSlot?: EqueueSlotResolvers<ContextType>;
  EqueueTicket?: EqueueTicketResolvers<ContextType>;
  EqueueToday?: EqueueTodayResolvers<ContextType>;
  EqueueTodayBooking?: EqueueTodayBookingResolvers<ContextType>;
  FaceRect?: FaceRectResolvers<ContextType>;
  FeeRate?: FeeRateResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  InheritanceCase?: InheritanceCaseResolvers<ContextType>;
  InheritanceCaseNotary?: InheritanceCaseNotaryResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationParty?: InvitationPartyResolvers<ContextType>;
  InvoiceFee?: InvoiceFeeResolvers<ContextType>;
  Kiosk?: KioskResolvers<ContextType>;
  KioskEnrolment?: KioskEnrolmentResolvers<ContextType>;
  KioskIdentity?: KioskIdentityResolvers<ContextType>;
  KioskNonce?: KioskNonceResolvers<ContextType>;
  KioskPage?: KioskPageResolvers<ContextType>;
  LinkedAct?: LinkedActResolvers<ContextType>;
  LivenessChallenge?: LivenessChallengeResolvers<ContextType>;
  LivenessUpdate?: LivenessUpdateResolvers<ContextType>;
  LocalizedCatalogueTexts?: LocalizedCatalogueTextsResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  MinistryStatus?: MinistryStatusResolvers<ContextType>;
  ModeratedReview?: ModeratedReviewResolvers<ContextType>;
  ModeratedReviewPage?: ModeratedReviewPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NamedRegion?: NamedRegionResolvers<ContextType>;
  NotarialActCheck?: NotarialActCheckResolvers<ContextType>;
  Notary?: NotaryResolvers<ContextType>;
  NotaryAvailability?: NotaryAvailabilityResolvers<ContextType>;
  NotaryDirectoryPage?: NotaryDirectoryPageResolvers<ContextType>;
  NotaryOffice?: NotaryOfficeResolvers<ContextType>;
  NotaryQueue?: NotaryQueueResolvers<ContextType>;
  NotaryRating?: NotaryRatingResolvers<ContextType>;
  NotaryReview?: NotaryReviewResolvers<ContextType>;
  NotaryReviewPage?: NotaryReviewPageResolvers<ContextType>;
  NotaryViewer?: NotaryViewerResolvers<ContextType>;
  NotificationItem?: NotificationItemResolvers<ContextType>;
  PendingPhone?: PendingPhoneResolvers<ContextType>;
  PhoneCodeSent?: PhoneCodeSentResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileLookup?: ProfileLookupResolvers<ContextType>;
  ProfileLookupActType?: ProfileLookupActTypeResolvers<ContextType>;
  ProfileLookupPage?: ProfileLookupPageResolvers<ContextType>;
  ProfileReview?: ProfileReviewResolvers<ContextType>;
  ProfileReviewPage?: ProfileReviewPageResolvers<ContextType>;
  ProfileSession?: ProfileSessionResolvers<ContextType>;
  PropertyBan?: PropertyBanResolvers<ContextType>;
  PropertyFine?: PropertyFineResolvers<ContextType>;
  ProxyCheck?: ProxyCheckResolvers<ContextType>;
  ProxyDelegation?: ProxyDelegationResolvers<ContextType>;
  PublicActType?: PublicActTypeResolvers<ContextType>;
  PublicOffice?: PublicOfficeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegistryBan?: RegistryBanResolvers<ContextType>;
  RegistryFine?: RegistryFineResolvers<ContextType>;
  RegistryVehicle?: RegistryVehicleResolvers<ContextType>;
  ReplayActor?: ReplayActorResolvers<ContextType>;
  ReplayContextChange?: ReplayContextChangeResolvers<ContextType>;
  ReplayDivergence?: ReplayDivergenceResolvers<ContextType>;
  ReplayFinal?: ReplayFinalResolvers<ContextType>;
  ReplayMove?: ReplayMoveResolvers<ContextType>;
  ReplayRoleWait?: ReplayRoleWaitResolvers<ContextType>;
  ReplaySegment?: ReplaySegmentResolvers<ContextType>;
  ReplayStateTime?: ReplayStateTimeResolvers<ContextType>;
  ReplayStep?: ReplayStepResolvers<ContextType>;
  ReplayToGoal?: ReplayToGoalResolvers<ContextType>;
  ReviewableAct?: ReviewableActResolvers<ContextType>;
  SandboxSignature?: SandboxSignatureResolvers<ContextType>;
  SmsMessage?: SmsMessageResolvers<ContextType>;
  StatisticsActType?: StatisticsActTypeResolvers<ContextType>;
  StatisticsMonth?: StatisticsMonthResolvers<ContextType>;
  StatisticsRegion?: StatisticsRegionResolvers<ContextType>;
  StatisticsRegistrationType?: StatisticsRegistrationTypeResolvers<ContextType>;
  StuckAct?: StuckActResolvers<ContextType>;
  StuckActsGroup?: StuckActsGroupResolvers<ContextType>;
  StuckActsLimit?: StuckActsLimitResolvers<ContextType>;
  StuckActsPage?: StuckActsPageResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VehicleBan?: VehicleBanResolvers<ContextType>;
  VehicleFine?: VehicleFineResolvers<ContextType>;
  VehicleLookup?: VehicleLookupResolvers<ContextType>;
  VehicleOwner?: VehicleOwnerResolvers<ContextType>;
  VehicleShare?: VehicleShareResolvers<ContextType>;
  VideoAttendance?: VideoAttendanceResolvers<ContextType>;
  VideoAttendanceEntry?: VideoAttendanceEntryResolvers<ContextType>;
  VideoChallenge?: VideoChallengeResolvers<ContextType>;
  VideoJoin?: VideoJoinResolvers<ContextType>;
  VideoLeave?: VideoLeaveResolvers<ContextType>;
  VideoParticipant?: VideoParticipantResolvers<ContextType>;
  VideoRecording?: VideoRecordingResolvers<ContextType>;
  VideoRoomEvent?: VideoRoomEventResolvers<ContextType>;
  VideoRoomParticipant?: VideoRoomParticipantResolvers<ContextType>;
  VideoSdpAnswer?: VideoSdpAnswerResolvers<ContextType>;
  VideoTestSession?: VideoTestSessionResolvers<ContextType>;
}>;

