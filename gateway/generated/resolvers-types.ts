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

/** An act with the data of every tab, as one viewer may see it. */
export type Act = {
  __typename?: 'Act';
  general: ActGeneral;
  journal: Array<ActJournalEntry>;
  notes: Array<ActNote>;
  parties: Array<ActParty>;
  payments: Array<ActInvoice>;
  printForm?: Maybe<ActFile>;
  references: ActReferences;
  result: ActResult;
  rid: Scalars['Int']['output'];
  subjects: ActSubjects;
  uuid: Scalars['ID']['output'];
  /** Send it back with every change: a stale one is refused (STALE_VERSION). */
  version: Scalars['Int']['output'];
  view: ActView;
  viewer: ActViewer;
};

/**
 * What an event carries besides its type; fill the fields the event needs (act_returnedWithRemarks:
 * remark; act_invoicesIssued: invoices; act_timeSet: visit; act_refused and act_cancelled: reason;
 * act_paidOnSite: invoiceId). The ministry adds the actor and what it decides itself (invoice ids,
 * registry number, resolution file, the user's own party) and refuses a wrong payload with
 * BAD_REQUEST (ministryCode validation_failed, extensions.fields).
 */
export type ActEventPayloadInput = {
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  invoices?: InputMaybe<Array<IssueInvoiceInput>>;
  partyId?: InputMaybe<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  visit?: InputMaybe<ActVisitInput>;
};

/** An event of the act statechart (machines/act/act.schema.ts), the dot written as an underscore. */
export const ActEventType = {
  ActAnnulled: 'act_annulled',
  ActCancelled: 'act_cancelled',
  ActCheckAccepted: 'act_checkAccepted',
  ActConfirmed: 'act_confirmed',
  ActDeleted: 'act_deleted',
  ActInvoicesIssued: 'act_invoicesIssued',
  ActMarkedInactive: 'act_markedInactive',
  ActNotaryRejected: 'act_notaryRejected',
  ActOtherTimeRequested: 'act_otherTimeRequested',
  ActPaidOnSite: 'act_paidOnSite',
  ActRefused: 'act_refused',
  ActRegistered: 'act_registered',
  ActReturnedToPreparation: 'act_returnedToPreparation',
  ActReturnedWithRemarks: 'act_returnedWithRemarks',
  ActSentForCheck: 'act_sentForCheck',
  ActSteppedBack: 'act_steppedBack',
  ActTimeConfirmed: 'act_timeConfirmed',
  ActTimeRequested: 'act_timeRequested',
  ActTimeSet: 'act_timeSet',
  InvoicePaid: 'invoice_paid',
  PartyAccepted: 'party_accepted',
  PartyExited: 'party_exited',
  PartyRejected: 'party_rejected'
} as const;

export type ActEventType = typeof ActEventType[keyof typeof ActEventType];
/** A downloadable file; url is the gateway's /files/{id}. */
export type ActFile = {
  __typename?: 'ActFile';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ActGeneral = {
  __typename?: 'ActGeneral';
  annulledAt?: Maybe<Scalars['String']['output']>;
  cancellationReason?: Maybe<Scalars['String']['output']>;
  clientPhone?: Maybe<Scalars['String']['output']>;
  freeOfPayment: Scalars['Boolean']['output'];
  instime: Scalars['String']['output'];
  language?: Maybe<Scalars['String']['output']>;
  notary?: Maybe<ActNotary>;
  office?: Maybe<ActOffice>;
  regdate?: Maybe<Scalars['String']['output']>;
  regnum?: Maybe<Scalars['String']['output']>;
  regsystemid: Scalars['Int']['output'];
  regtype: Scalars['Int']['output'];
  remark?: Maybe<Scalars['String']['output']>;
  state: ActState;
  /** active, or the side state the act stopped in: inactive, refused, cancelled, annulled, deleted. */
  status: Scalars['String']['output'];
  step: Scalars['Int']['output'];
  type: ActTypeRef;
  visitdate?: Maybe<Scalars['String']['output']>;
  visittime?: Maybe<Scalars['String']['output']>;
};

/** An invoice of the act (the payments tab). */
export type ActInvoice = {
  __typename?: 'ActInvoice';
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  paid: Scalars['Boolean']['output'];
  paidAt?: Maybe<Scalars['String']['output']>;
  payment?: Maybe<ActPayment>;
  /** state_fee or service. */
  purpose: Scalars['String']['output'];
};

/** One committed transition of the act's append-only journal. */
export type ActJournalEntry = {
  __typename?: 'ActJournalEntry';
  at: Scalars['String']['output'];
  event: ActJournalEvent;
  fromState?: Maybe<ActState>;
  fromStep?: Maybe<Scalars['Int']['output']>;
  role: ActRole;
  toState: ActState;
  toStep?: Maybe<Scalars['Int']['output']>;
  version: Scalars['Int']['output'];
};

/** What a journal row records: a statechart event, the act's creation or a data edit of it. */
export const ActJournalEvent = {
  ActAnnulled: 'act_annulled',
  ActCancelled: 'act_cancelled',
  ActCheckAccepted: 'act_checkAccepted',
  ActConfirmed: 'act_confirmed',
  ActCreated: 'act_created',
  ActDeleted: 'act_deleted',
  ActEdited: 'act_edited',
  ActInvoicesIssued: 'act_invoicesIssued',
  ActMarkedInactive: 'act_markedInactive',
  ActNotaryRejected: 'act_notaryRejected',
  ActOtherTimeRequested: 'act_otherTimeRequested',
  ActPaidOnSite: 'act_paidOnSite',
  ActRefused: 'act_refused',
  ActRegistered: 'act_registered',
  ActReturnedToPreparation: 'act_returnedToPreparation',
  ActReturnedWithRemarks: 'act_returnedWithRemarks',
  ActSentForCheck: 'act_sentForCheck',
  ActSteppedBack: 'act_steppedBack',
  ActTimeConfirmed: 'act_timeConfirmed',
  ActTimeRequested: 'act_timeRequested',
  ActTimeSet: 'act_timeSet',
  InvoicePaid: 'invoice_paid',
  PartyAccepted: 'party_accepted',
  PartyExited: 'party_exited',
  PartyRejected: 'party_rejected'
} as const;

export type ActJournalEvent = typeof ActJournalEvent[keyof typeof ActJournalEvent];
export type ActList = {
  __typename?: 'ActList';
  items: Array<ActListItem>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The filters of section 2; every one optional. */
export type ActListFilter = {
  /** The act type id (registration type). */
  actType?: InputMaybe<Scalars['Int']['input']>;
  /** Creation day from (YYYY-MM-DD). */
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  /** Creation day to, inclusive. */
  dateTo?: InputMaybe<Scalars['String']['input']>;
  /** Notary id. */
  notary?: InputMaybe<Scalars['Int']['input']>;
  /** Notary office id. */
  office?: InputMaybe<Scalars['Int']['input']>;
  regdate?: InputMaybe<Scalars['String']['input']>;
  regnum?: InputMaybe<Scalars['String']['input']>;
  /** 1 in person, 2 video. */
  regtype?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<ActState>;
  step?: InputMaybe<Scalars['Int']['input']>;
  /** regsystemid: 2, 3 or 4. */
  system?: InputMaybe<Scalars['Int']['input']>;
  visitDate?: InputMaybe<Scalars['String']['input']>;
  /** With visitDate: the exact visit time. */
  visitTime?: InputMaybe<Scalars['String']['input']>;
};

/** One row of the my-acts list or of the notary's queue. */
export type ActListItem = {
  __typename?: 'ActListItem';
  /** Creation time (timestamp). */
  instime: Scalars['String']['output'];
  notaryId?: Maybe<Scalars['Int']['output']>;
  office: ActOfficeRef;
  regdate?: Maybe<Scalars['String']['output']>;
  regnum?: Maybe<Scalars['String']['output']>;
  regsystemid: Scalars['Int']['output'];
  /** 1 in person, 2 video conference. */
  regtype: Scalars['Int']['output'];
  /** The act's number in the my_notarial_act route (/my_notarial_act/{rid}). */
  rid: Scalars['Int']['output'];
  state: ActState;
  step: Scalars['Int']['output'];
  type: ActTypeRef;
  uuid: Scalars['ID']['output'];
  version: Scalars['Int']['output'];
  visitdate?: Maybe<Scalars['String']['output']>;
  visittime?: Maybe<Scalars['String']['output']>;
};

/** The two tabs of my_notarial_act. */
export const ActListTab = {
  /** Acts whose next move is the user's. */
  Awaiting: 'AWAITING',
  /** Acts where the user is applicant, invited party or assigned notary (completed and in process). */
  InProcess: 'IN_PROCESS'
} as const;

export type ActListTab = typeof ActListTab[keyof typeof ActListTab];
export type ActNotary = {
  __typename?: 'ActNotary';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

export type ActNote = {
  __typename?: 'ActNote';
  at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** remark, refusal or cancellation. */
  kind: Scalars['String']['output'];
  /** Written by the viewer. */
  mine: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
};

export type ActOffice = {
  __typename?: 'ActOffice';
  address?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

export type ActOfficeRef = {
  __typename?: 'ActOfficeRef';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ActParty = {
  __typename?: 'ActParty';
  applicant: Scalars['Boolean']['output'];
  coOwner: Scalars['Boolean']['output'];
  /** Set when the civil registry records the person's death (a blocking vehicle rule). */
  deathDate?: Maybe<Scalars['String']['output']>;
  fio?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** This party is the viewer. */
  me: Scalars['Boolean']['output'];
  passnum?: Maybe<Scalars['String']['output']>;
  passserial?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  pin?: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  /** seller, buyer, giver or donee. */
  role: Scalars['String']['output'];
  smsSent: Scalars['Boolean']['output'];
  /** null while awaited; accepted, rejected or exited. */
  status?: Maybe<Scalars['String']['output']>;
  statusAt?: Maybe<Scalars['String']['output']>;
};

export type ActPartyInput = {
  passnum?: InputMaybe<Scalars['String']['input']>;
  passserial?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  pin?: InputMaybe<Scalars['String']['input']>;
  /** buyer or donee; seller or giver for a co-owner. */
  role: Scalars['String']['input'];
};

export type ActPayment = {
  __typename?: 'ActPayment';
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  at: Scalars['String']['output'];
  cardLast4?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  /** card, on_site, ... */
  method: Scalars['String']['output'];
};

/** The registry checks behind the vehicle rules, as they stand now. */
export type ActReferences = {
  __typename?: 'ActReferences';
  deceasedParty: Scalars['Boolean']['output'];
  enforcementDebt: Scalars['Boolean']['output'];
  unpaidFines: Scalars['Int']['output'];
  vehicleBans: Scalars['Int']['output'];
};

export type ActRefusal = {
  __typename?: 'ActRefusal';
  /** The refusal resolution. */
  file: ActFile;
  reason?: Maybe<Scalars['String']['output']>;
};

/**
 * Why the statechart refuses an event: `extensions.reason` of a TRANSITION_REFUSED error (the
 * error's message is the ministry's text for it, `act_refusals.<reason>`).
 */
export const ActRefusalReason = {
  ForbiddenRole: 'forbidden_role',
  InvalidEvent: 'invalid_event',
  InvoiceAlreadyPaid: 'invoice_already_paid',
  InvoiceDuplicate: 'invoice_duplicate',
  InvoiceUnknown: 'invoice_unknown',
  NotAllowed: 'not_allowed',
  NotVideoVisit: 'not_video_visit',
  NotYourParty: 'not_your_party',
  NotaryMissing: 'notary_missing',
  PartiesPending: 'parties_pending',
  PartyAlreadyAnswered: 'party_already_answered',
  PartyDeclined: 'party_declined',
  PartyNotAccepted: 'party_not_accepted',
  PartyUnknown: 'party_unknown',
  TimeAlreadyRequested: 'time_already_requested'
} as const;

export type ActRefusalReason = typeof ActRefusalReason[keyof typeof ActRefusalReason];
export type ActResult = {
  __typename?: 'ActResult';
  cancellationReason?: Maybe<Scalars['String']['output']>;
  refusal?: Maybe<ActRefusal>;
  regdate?: Maybe<Scalars['String']['output']>;
  regnum?: Maybe<Scalars['String']['output']>;
  state: ActState;
};

/** Who sends an event: the act's author, an invited party, its notary, or the ministry itself. */
export const ActRole = {
  Applicant: 'applicant',
  Notary: 'notary',
  Party: 'party',
  System: 'system'
} as const;

export type ActRole = typeof ActRole[keyof typeof ActRole];
/** A state of the act statechart: the nine steps, then the side states an act stops in. */
export const ActState = {
  Annulled: 'annulled',
  ApplicantConfirmation: 'applicantConfirmation',
  Cancelled: 'cancelled',
  Checking: 'checking',
  Deleted: 'deleted',
  Inactive: 'inactive',
  Payment: 'payment',
  PaymentFormation: 'paymentFormation',
  Preparation: 'preparation',
  Refused: 'refused',
  Registered: 'registered',
  Registration: 'registration',
  TimeConfirmation: 'timeConfirmation',
  TimeSetting: 'timeSetting'
} as const;

export type ActState = typeof ActState[keyof typeof ActState];
export type ActSubjects = {
  __typename?: 'ActSubjects';
  vehicles: Array<ActVehicle>;
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

export type ActTypeRef = {
  __typename?: 'ActTypeRef';
  id: Scalars['Int']['output'];
  /** In the request's language. */
  name: Scalars['String']['output'];
};

/** The vehicle subject of an act: every vehicle field of section 3, with its bans and fines. */
export type ActVehicle = {
  __typename?: 'ActVehicle';
  address?: Maybe<Scalars['String']['output']>;
  balancePercent?: Maybe<Scalars['Int']['output']>;
  bans: Array<VehicleBan>;
  bodyNumber?: Maybe<Scalars['String']['output']>;
  chassisNumber?: Maybe<Scalars['String']['output']>;
  colour?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  /** Sum of the vehicle's fines, tiyin. */
  fines?: Maybe<Scalars['Float']['output']>;
  finesList: Array<VehicleFine>;
  horsepower?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  inventoryPrice?: Maybe<Scalars['Float']['output']>;
  invoiceDate?: Maybe<Scalars['String']['output']>;
  issueDate?: Maybe<Scalars['String']['output']>;
  issuer?: Maybe<Scalars['String']['output']>;
  make: Scalars['String']['output'];
  model: Scalars['String']['output'];
  motorNumber?: Maybe<Scalars['String']['output']>;
  /** The agreed price, tiyin. */
  price: Scalars['Float']['output'];
  specialMarks?: Maybe<Scalars['String']['output']>;
  stampDate?: Maybe<Scalars['String']['output']>;
  stampOrganisation?: Maybe<Scalars['String']['output']>;
  stateNumber: Scalars['String']['output'];
  techPassportNumber: Scalars['String']['output'];
  techPassportSeries: Scalars['String']['output'];
  unpaidSum?: Maybe<Scalars['Float']['output']>;
  valuation?: Maybe<Scalars['Float']['output']>;
  vehicleId: Scalars['ID']['output'];
  year?: Maybe<Scalars['Int']['output']>;
};

export type ActVehicleInput = {
  /** So'm, at most two decimals. */
  price: Scalars['Float']['input'];
  stateNumber: Scalars['String']['input'];
  techPassportNumber: Scalars['String']['input'];
  techPassportSeries: Scalars['String']['input'];
};

/**
 * The act statechart's projection for this viewer (machines/act/act.select.ts): the step bar, the
 * buttons (`allowed`, straight from the machine's `can`), editing, the awaiting tab.
 */
export type ActView = {
  __typename?: 'ActView';
  allInvoicesPaid: Scalars['Boolean']['output'];
  /** Event types this viewer may send now, in the machine's order. */
  allowed: Array<ActEventType>;
  /** Who must act next: applicant, party, notary. */
  awaiting: Array<ActRole>;
  awaitingMe: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  completed: Scalars['Boolean']['output'];
  inProcess: Scalars['Boolean']['output'];
  invoices: Array<ActViewInvoice>;
  /** The act stopped because nobody attended the set video time (inactive), not by anybody's decision. */
  lapsed: Scalars['Boolean']['output'];
  myParty?: Maybe<ActViewParty>;
  notaryId?: Maybe<Scalars['ID']['output']>;
  /** The act has no notary (the applicant rejected it) and this viewer is the one to choose another. */
  notaryToChoose: Scalars['Boolean']['output'];
  /** Invoices the notary may mark paid on site now (act.paidOnSite). */
  onSiteInvoiceIds: Array<Scalars['ID']['output']>;
  /** Invoices this viewer may pay by card now (payInvoice). */
  payableInvoiceIds: Array<Scalars['ID']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  regdate?: Maybe<Scalars['String']['output']>;
  regnum?: Maybe<Scalars['String']['output']>;
  remark?: Maybe<Scalars['String']['output']>;
  resolutionFileId?: Maybe<Scalars['ID']['output']>;
  /** The remark is the applicant's to act on now (the act is back in preparation): show it above the act. */
  showRemark: Scalars['Boolean']['output'];
  /** inactive, refused, cancelled, annulled or deleted; null within the nine steps. */
  sideState?: Maybe<ActState>;
  state: ActState;
  /** Translation key of the state's name (namespace act). */
  stateKey: Scalars['String']['output'];
  /** 1-9; null in a side state. */
  step?: Maybe<Scalars['Int']['output']>;
  stopped: Scalars['Boolean']['output'];
  timeRequested: Scalars['Boolean']['output'];
  visit?: Maybe<ActVisit>;
};

export type ActViewInvoice = {
  __typename?: 'ActViewInvoice';
  /** So'm, as the statechart keeps it. */
  amount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  paid: Scalars['Boolean']['output'];
};

export type ActViewParty = {
  __typename?: 'ActViewParty';
  id: Scalars['ID']['output'];
  required: Scalars['Boolean']['output'];
  /** null while awaited; accepted, rejected or exited. */
  status?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type ActViewer = {
  __typename?: 'ActViewer';
  /** The role this viewer acts in: applicant, party or notary. */
  role: ActRole;
  roles: ActViewerRoles;
};

export type ActViewerRoles = {
  __typename?: 'ActViewerRoles';
  applicant: Scalars['Boolean']['output'];
  notary: Scalars['Boolean']['output'];
  party: Scalars['Boolean']['output'];
};

export type ActVisit = {
  __typename?: 'ActVisit';
  date: Scalars['String']['output'];
  regtype: Scalars['Int']['output'];
  time: Scalars['String']['output'];
};

export type ActVisitInput = {
  date: Scalars['String']['input'];
  regtype: Scalars['Int']['input'];
  time: Scalars['String']['input'];
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

export type CreateActInput = {
  clientPhone?: InputMaybe<Scalars['String']['input']>;
  notary: NotaryChoiceInput;
  parties: Array<ActPartyInput>;
  /** 1 in person (default), 2 video. */
  regtype?: InputMaybe<Scalars['Int']['input']>;
  simplified?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 vehicle sale, 4 vehicle gift. */
  type: Scalars['Int']['input'];
  vehicle: ActVehicleInput;
};

export type CreatedAct = {
  __typename?: 'CreatedAct';
  rid: Scalars['Int']['output'];
  uuid: Scalars['ID']['output'];
  version: Scalars['Int']['output'];
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
export const ErrorCode = {
  /** The ministry answered 400; the message is the ministry's text. */
  BadRequest: 'BAD_REQUEST',
  /** Another 409 of the ministry. */
  Conflict: 'CONFLICT',
  /** The ministry answered another 403. */
  Forbidden: 'FORBIDDEN',
  /** The ministry could not be reached or its answer could not be read. */
  IntegrationError: 'INTEGRATION_ERROR',
  InternalServerError: 'INTERNAL_SERVER_ERROR',
  /** The ministry did not answer within the timeout. */
  MinistryTimeout: 'MINISTRY_TIMEOUT',
  NotFound: 'NOT_FOUND',
  /** 418 pin_not_found_in_uuid: the user is not a party of the act. */
  PinNotFoundInUuid: 'PIN_NOT_FOUND_IN_UUID',
  /** 409 stale_version: the act changed since it was read; extensions.version is the current one. Nothing changed. */
  StaleVersion: 'STALE_VERSION',
  /** The ministry answered 403 Access Denied: the session token expired or was revoked. */
  TokenExpired: 'TOKEN_EXPIRED',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** 409 transition_refused: the act statechart refuses the event now; extensions.reason (an ActRefusalReason) names why. */
  TransitionRefused: 'TRANSITION_REFUSED',
  /** 418 uuid_not_found; extensions.uuid names the act when known. */
  UuidNotFound: 'UUID_NOT_FOUND'
} as const;

export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];
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

export type Invitation = {
  __typename?: 'Invitation';
  act: Act;
  party: InvitationParty;
};

export type InvitationParty = {
  __typename?: 'InvitationParty';
  coOwner: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  role: Scalars['String']['output'];
  status?: Maybe<Scalars['String']['output']>;
};

export type IssueInvoiceInput = {
  /** So'm, at most two decimals. */
  amount: Scalars['Float']['input'];
  /** state_fee or service. */
  purpose?: InputMaybe<Scalars['String']['input']>;
};

export type LivenessChallenge = {
  __typename?: 'LivenessChallenge';
  /** 1-based position of the step in the challenge. */
  index: Scalars['Int']['output'];
  of: Scalars['Int']['output'];
  step: LivenessStep;
};

export const LivenessStep = {
  Center: 'CENTER',
  TurnLeft: 'TURN_LEFT',
  TurnRight: 'TURN_RIGHT'
} as const;

export type LivenessStep = typeof LivenessStep[keyof typeof LivenessStep];
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

export const LivenessUpdateKind = {
  /** The face-ID server accepted the session; the challenge is known. */
  Connected: 'CONNECTED',
  /** The session ended with an error; errorCode says which. */
  Error: 'ERROR',
  /** The connection to the face-ID server dropped and is being re-established. */
  Reconnecting: 'RECONNECTING',
  /** The analysis of one frame. */
  Stats: 'STATS',
  /** The check passed; jwt is set and the session is over. */
  Success: 'SUCCESS'
} as const;

export type LivenessUpdateKind = typeof LivenessUpdateKind[keyof typeof LivenessUpdateKind];
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
  /** POST /api/invitations/{token}/accept or reject. */
  answerInvitation: Act;
  /** POST /api/auth with the liveness token. */
  authenticate: AuthResult;
  /** POST /api/notarial_act; the vehicle rules answer BAD_REQUEST with extensions.ministryCode. */
  createAct: CreatedAct;
  /** POST /api/logout: the token is revoked. */
  logout: Scalars['Boolean']['output'];
  /** POST /api/invoices/{id}/pay (sandbox card; Luhn and expiry checked by the ministry). */
  payInvoice: Act;
  /**
   * The ministry's check before login (POST /api/check_before_auth). True when the face check may
   * start; otherwise a GraphQL error whose message is the ministry's reason in the request's language.
   */
  precheck: Scalars['Boolean']['output'];
  /** POST /api/offer_accept?action=0; answers the new termsofuse. */
  refuseOffer: Scalars['Int']['output'];
  /** POST /api/notarial_act/{uuid}/events: one statechart event; answers the act after it. */
  sendActEvent: Act;
  /** Sends one camera frame (base64, no data: prefix) to the liveness session opened by Subscription.liveness. */
  sendLivenessFrame: Scalars['Boolean']['output'];
  /** POST /api/notarial_act/{uuid}/notary: the notary chosen again, in preparation. */
  setActNotary: Act;
  /**
   * POST /api/notarial_act/{uuid}/parties/{partyId}: an invited party's phone (9 digits) corrected, in
   * preparation; the party is invited again at the new number.
   */
  setActPartyPhone: Act;
  /**
   * POST /api/notarial_act/{uuid}/vehicles/{subjectId}: the vehicle's price (so'm) corrected, in
   * preparation; the other parties are asked again (status awaiting, a new SMS invitation).
   */
  setActVehiclePrice: Act;
};


export type MutationAnswerInvitationArgs = {
  accept: Scalars['Boolean']['input'];
  token: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAuthenticateArgs = {
  input: AuthenticateInput;
};


export type MutationCreateActArgs = {
  input: CreateActInput;
};


export type MutationPayInvoiceArgs = {
  card: Scalars['String']['input'];
  expiry: Scalars['String']['input'];
  invoiceId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationPrecheckArgs = {
  input: PrecheckInput;
};


export type MutationSendActEventArgs = {
  payload?: InputMaybe<ActEventPayloadInput>;
  type: ActEventType;
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSendLivenessFrameArgs = {
  contentType: Scalars['String']['input'];
  image: Scalars['String']['input'];
  sessionId: Scalars['ID']['input'];
};


export type MutationSetActNotaryArgs = {
  notary: NotaryChoiceInput;
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetActPartyPhoneArgs = {
  partyId: Scalars['ID']['input'];
  phone: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetActVehiclePriceArgs = {
  price: Scalars['Float']['input'];
  subjectId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

/** A notary with an active licence, as the manual notary choice lists them. */
export type Notary = {
  __typename?: 'Notary';
  /** The id a manual choice sends (NotaryChoiceInput.notaryId). */
  id: Scalars['Int']['output'];
  licenseNumber: Scalars['String']['output'];
  /** Surname, name and patronymic: Latin in oz, Cyrillic in uz and ru. */
  name: LocalizedText;
  office: NotaryOffice;
};

/**
 * The notary: mode "auto" (the least loaded notary of regionId, default the applicant's region) or
 * "manual" (notaryId).
 */
export type NotaryChoiceInput = {
  mode: Scalars['String']['input'];
  notaryId?: InputMaybe<Scalars['Int']['input']>;
  regionId?: InputMaybe<Scalars['Int']['input']>;
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

export type NotaryQueue = {
  __typename?: 'NotaryQueue';
  items: Array<ActListItem>;
  notaryId: Scalars['Int']['output'];
  officeId: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
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
  /** GET /api/notarial_act/{uuid}: UUID_NOT_FOUND / PIN_NOT_FOUND_IN_UUID for an unknown act or a stranger. */
  act: Act;
  actTypes: Array<ActType>;
  /** GET /api/notarial_act/by_rid/{rid}: the uuid of the act numbered rid (/my_notarial_act/{rid}); same access rule. */
  actUuid: Scalars['ID']['output'];
  /** GET /api/check_token: true when the session token is valid (a TOKEN_EXPIRED error otherwise). */
  checkToken: Scalars['Boolean']['output'];
  clientConfig: ClientConfig;
  health: Health;
  /** GET /api/invitations/{token}, for the invited citizen only. */
  invitation: Invitation;
  /** GET /api/user: the logged-in user. */
  me: User;
  /** GET /api/notarial_act/list. */
  myActs: ActList;
  /**
   * GET /api/notaries: notaries with an active licence, alphabetical in the request's language; by
   * their office's region and district, and by part of the full name in Latin or Cyrillic (any case,
   * at least 2 characters). A malformed filter is BAD_REQUEST with extensions.fields.
   */
  notaries: Array<Notary>;
  /** Notary offices, optionally only those of one region. */
  notaryOffices: Array<NotaryOffice>;
  /** GET /api/notary/queue: unfinished acts of the notary's office; FORBIDDEN not_a_notary. */
  notaryQueue: NotaryQueue;
  /** GET /api/notarial_act/get_notify. */
  notifications: Array<NotificationItem>;
  regions: Array<Region>;
  /** GET /api/sms_outbox (sandbox): messages to a 9-digit phone, newest first. */
  smsOutbox: Array<SmsMessage>;
  /** GET /api/vehicles/lookup; BAD_REQUEST vehicle_not_found. */
  vehicleLookup: VehicleLookup;
};


export type QueryActArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryActUuidArgs = {
  rid: Scalars['Int']['input'];
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryMyActsArgs = {
  filter?: InputMaybe<ActListFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  tab?: InputMaybe<ActListTab>;
};


export type QueryNotariesArgs = {
  districtId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  regionId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotaryOfficesArgs = {
  regionId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotaryQueueArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  step?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySmsOutboxArgs = {
  phone: Scalars['String']['input'];
};


export type QueryVehicleLookupArgs = {
  stateNumber: Scalars['String']['input'];
  techPassportNumber: Scalars['String']['input'];
  techPassportSeries: Scalars['String']['input'];
};

export type Region = {
  __typename?: 'Region';
  districts: Array<District>;
  id: Scalars['Int']['output'];
  name: LocalizedText;
};

/** A vehicle of the registry (prefills the act creation form). */
export type RegistryVehicle = {
  __typename?: 'RegistryVehicle';
  address?: Maybe<Scalars['String']['output']>;
  balancePercent?: Maybe<Scalars['Int']['output']>;
  bodyNumber?: Maybe<Scalars['String']['output']>;
  chassisNumber?: Maybe<Scalars['String']['output']>;
  colour?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  horsepower?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  inventoryPrice?: Maybe<Scalars['Float']['output']>;
  issueDate?: Maybe<Scalars['String']['output']>;
  issuer?: Maybe<Scalars['String']['output']>;
  make: Scalars['String']['output'];
  model: Scalars['String']['output'];
  motorNumber?: Maybe<Scalars['String']['output']>;
  specialMarks?: Maybe<Scalars['String']['output']>;
  stampDate?: Maybe<Scalars['String']['output']>;
  stampOrganisation?: Maybe<Scalars['String']['output']>;
  stateNumber: Scalars['String']['output'];
  techPassportNumber: Scalars['String']['output'];
  techPassportSeries: Scalars['String']['output'];
  valuation?: Maybe<Scalars['Float']['output']>;
  year?: Maybe<Scalars['Int']['output']>;
};

export const ServiceStatus = {
  Down: 'DOWN',
  Up: 'UP'
} as const;

export type ServiceStatus = typeof ServiceStatus[keyof typeof ServiceStatus];
/** A message of the sandbox SMS gateway. */
export type SmsMessage = {
  __typename?: 'SmsMessage';
  at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** {PUBLIC_URL}/enotarial_act/{uuid}?invite=<token> */
  link?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  /** The link as a QR code (PNG data URL). */
  qr?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The act as this subscriber sees it: the current detail at once, then again within a second of
   * every committed transition (or data edit) by anybody. Several quick changes may arrive as one
   * (the newest). Ends with UUID_NOT_FOUND / PIN_NOT_FOUND_IN_UUID / TOKEN_EXPIRED when the
   * subscriber may no longer read the act.
   */
  actChanged: Act;
  /** Opens a liveness session with the face-ID server and relays its frames until SUCCESS or ERROR. */
  liveness: LivenessUpdate;
  /**
   * The ministry's availability: the current value at once, then each change. The UI shows a
   * "service temporarily unavailable" banner while it is DOWN.
   */
  ministryStatus: MinistryStatus;
};


export type SubscriptionActChangedArgs = {
  uuid: Scalars['ID']['input'];
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

/** A ban, arrest or restriction on a vehicle. */
export type VehicleBan = {
  __typename?: 'VehicleBan';
  documentDate?: Maybe<Scalars['String']['output']>;
  documentNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** ban, arrest or restriction. */
  kind: Scalars['String']['output'];
  official?: Maybe<Scalars['String']['output']>;
  organ?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
  /** active or removed. */
  state: Scalars['String']['output'];
};

export type VehicleFine = {
  __typename?: 'VehicleFine';
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  issuedOn?: Maybe<Scalars['String']['output']>;
  paid: Scalars['Boolean']['output'];
  resolutionNumber: Scalars['String']['output'];
};

export type VehicleLookup = {
  __typename?: 'VehicleLookup';
  bans: Array<VehicleBan>;
  fines: Array<VehicleFine>;
  owners: Array<VehicleOwner>;
  vehicle: RegistryVehicle;
};

export type VehicleOwner = {
  __typename?: 'VehicleOwner';
  fio: Scalars['String']['output'];
  share?: Maybe<VehicleShare>;
};

export type VehicleShare = {
  __typename?: 'VehicleShare';
  denominator: Scalars['Int']['output'];
  numerator: Scalars['Int']['output'];
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
  Act: ResolverTypeWrapper<Act>;
  ActEventPayloadInput: ActEventPayloadInput;
  ActEventType: ActEventType;
  ActFile: ResolverTypeWrapper<ActFile>;
  ActGeneral: ResolverTypeWrapper<ActGeneral>;
  ActInvoice: ResolverTypeWrapper<ActInvoice>;
  ActJournalEntry: ResolverTypeWrapper<ActJournalEntry>;
  ActJournalEvent: ActJournalEvent;
  ActList: ResolverTypeWrapper<ActList>;
  ActListFilter: ActListFilter;
  ActListItem: ResolverTypeWrapper<ActListItem>;
  ActListTab: ActListTab;
  ActNotary: ResolverTypeWrapper<ActNotary>;
  ActNote: ResolverTypeWrapper<ActNote>;
  ActOffice: ResolverTypeWrapper<ActOffice>;
  ActOfficeRef: ResolverTypeWrapper<ActOfficeRef>;
  ActParty: ResolverTypeWrapper<ActParty>;
  ActPartyInput: ActPartyInput;
  ActPayment: ResolverTypeWrapper<ActPayment>;
  ActReferences: ResolverTypeWrapper<ActReferences>;
  ActRefusal: ResolverTypeWrapper<ActRefusal>;
  ActRefusalReason: ActRefusalReason;
  ActResult: ResolverTypeWrapper<ActResult>;
  ActRole: ActRole;
  ActState: ActState;
  ActSubjects: ResolverTypeWrapper<ActSubjects>;
  ActType: ResolverTypeWrapper<ActType>;
  ActTypeRef: ResolverTypeWrapper<ActTypeRef>;
  ActVehicle: ResolverTypeWrapper<ActVehicle>;
  ActVehicleInput: ActVehicleInput;
  ActView: ResolverTypeWrapper<ActView>;
  ActViewInvoice: ResolverTypeWrapper<ActViewInvoice>;
  ActViewParty: ResolverTypeWrapper<ActViewParty>;
  ActViewer: ResolverTypeWrapper<ActViewer>;
  ActViewerRoles: ResolverTypeWrapper<ActViewerRoles>;
  ActVisit: ResolverTypeWrapper<ActVisit>;
  ActVisitInput: ActVisitInput;
  AuthResult: ResolverTypeWrapper<AuthResult>;
  AuthenticateInput: AuthenticateInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ClientConfig: ResolverTypeWrapper<ClientConfig>;
  CreateActInput: CreateActInput;
  CreatedAct: ResolverTypeWrapper<CreatedAct>;
  District: ResolverTypeWrapper<District>;
  ErrorCode: ErrorCode;
  FaceRect: ResolverTypeWrapper<FaceRect>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<Invitation>;
  InvitationParty: ResolverTypeWrapper<InvitationParty>;
  IssueInvoiceInput: IssueInvoiceInput;
  LivenessChallenge: ResolverTypeWrapper<LivenessChallenge>;
  LivenessStep: LivenessStep;
  LivenessUpdate: ResolverTypeWrapper<LivenessUpdate>;
  LivenessUpdateKind: LivenessUpdateKind;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  MinistryStatus: ResolverTypeWrapper<MinistryStatus>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notary: ResolverTypeWrapper<Notary>;
  NotaryChoiceInput: NotaryChoiceInput;
  NotaryOffice: ResolverTypeWrapper<NotaryOffice>;
  NotaryQueue: ResolverTypeWrapper<NotaryQueue>;
  NotificationItem: ResolverTypeWrapper<NotificationItem>;
  PrecheckInput: PrecheckInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Region: ResolverTypeWrapper<Region>;
  RegistryVehicle: ResolverTypeWrapper<RegistryVehicle>;
  ServiceStatus: ServiceStatus;
  SmsMessage: ResolverTypeWrapper<SmsMessage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<User>;
  VehicleBan: ResolverTypeWrapper<VehicleBan>;
  VehicleFine: ResolverTypeWrapper<VehicleFine>;
  VehicleLookup: ResolverTypeWrapper<VehicleLookup>;
  VehicleOwner: ResolverTypeWrapper<VehicleOwner>;
  VehicleShare: ResolverTypeWrapper<VehicleShare>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Act: Act;
  ActEventPayloadInput: ActEventPayloadInput;
  ActFile: ActFile;
  ActGeneral: ActGeneral;
  ActInvoice: ActInvoice;
  ActJournalEntry: ActJournalEntry;
  ActList: ActList;
  ActListFilter: ActListFilter;
  ActListItem: ActListItem;
  ActNotary: ActNotary;
  ActNote: ActNote;
  ActOffice: ActOffice;
  ActOfficeRef: ActOfficeRef;
  ActParty: ActParty;
  ActPartyInput: ActPartyInput;
  ActPayment: ActPayment;
  ActReferences: ActReferences;
  ActRefusal: ActRefusal;
  ActResult: ActResult;
  ActSubjects: ActSubjects;
  ActType: ActType;
  ActTypeRef: ActTypeRef;
  ActVehicle: ActVehicle;
  ActVehicleInput: ActVehicleInput;
  ActView: ActView;
  ActViewInvoice: ActViewInvoice;
  ActViewParty: ActViewParty;
  ActViewer: ActViewer;
  ActViewerRoles: ActViewerRoles;
  ActVisit: ActVisit;
  ActVisitInput: ActVisitInput;
  AuthResult: AuthResult;
  AuthenticateInput: AuthenticateInput;
  Boolean: Scalars['Boolean']['output'];
  ClientConfig: ClientConfig;
  CreateActInput: CreateActInput;
  CreatedAct: CreatedAct;
  District: District;
  FaceRect: FaceRect;
  Float: Scalars['Float']['output'];
  Health: Health;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invitation: Invitation;
  InvitationParty: InvitationParty;
  IssueInvoiceInput: IssueInvoiceInput;
  LivenessChallenge: LivenessChallenge;
  LivenessUpdate: LivenessUpdate;
  LocalizedText: LocalizedText;
  MinistryStatus: MinistryStatus;
  Mutation: Record<PropertyKey, never>;
  Notary: Notary;
  NotaryChoiceInput: NotaryChoiceInput;
  NotaryOffice: NotaryOffice;
  NotaryQueue: NotaryQueue;
  NotificationItem: NotificationItem;
  PrecheckInput: PrecheckInput;
  Query: Record<PropertyKey, never>;
  Region: Region;
  RegistryVehicle: RegistryVehicle;
  SmsMessage: SmsMessage;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  User: User;
  VehicleBan: VehicleBan;
  VehicleFine: VehicleFine;
  VehicleLookup: VehicleLookup;
  VehicleOwner: VehicleOwner;
  VehicleShare: VehicleShare;
}>;

export type ActResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Act'] = ResolversParentTypes['Act']> = ResolversObject<{
  general?: Resolver<ResolversTypes['ActGeneral'], ParentType, ContextType>;
  journal?: Resolver<Array<ResolversTypes['ActJournalEntry']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['ActNote']>, ParentType, ContextType>;
  parties?: Resolver<Array<ResolversTypes['ActParty']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['ActInvoice']>, ParentType, ContextType>;
  printForm?: Resolver<Maybe<ResolversTypes['ActFile']>, ParentType, ContextType>;
  references?: Resolver<ResolversTypes['ActReferences'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['ActResult'], ParentType, ContextType>;
  rid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjects?: Resolver<ResolversTypes['ActSubjects'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['ActView'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['ActViewer'], ParentType, ContextType>;
}>;

export type ActFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActFile'] = ResolversParentTypes['ActFile']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActGeneralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActGeneral'] = ResolversParentTypes['ActGeneral']> = ResolversObject<{
  annulledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freeOfPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  instime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notary?: Resolver<Maybe<ResolversTypes['ActNotary']>, ParentType, ContextType>;
  office?: Resolver<Maybe<ResolversTypes['ActOffice']>, ParentType, ContextType>;
  regdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regsystemid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActTypeRef'], ParentType, ContextType>;
  visitdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visittime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActInvoice'] = ResolversParentTypes['ActInvoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['ActPayment']>, ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActJournalEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActJournalEntry'] = ResolversParentTypes['ActJournalEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['ActJournalEvent'], ParentType, ContextType>;
  fromState?: Resolver<Maybe<ResolversTypes['ActState']>, ParentType, ContextType>;
  fromStep?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ActRole'], ParentType, ContextType>;
  toState?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  toStep?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActList'] = ResolversParentTypes['ActList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ActListItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActListItem'] = ResolversParentTypes['ActListItem']> = ResolversObject<{
  instime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notaryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  office?: Resolver<ResolversTypes['ActOfficeRef'], ParentType, ContextType>;
  regdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regsystemid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActTypeRef'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visittime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActNotaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActNotary'] = ResolversParentTypes['ActNotary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActNote'] = ResolversParentTypes['ActNote']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActOfficeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActOffice'] = ResolversParentTypes['ActOffice']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActOfficeRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActOfficeRef'] = ResolversParentTypes['ActOfficeRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActParty'] = ResolversParentTypes['ActParty']> = ResolversObject<{
  applicant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deathDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passnum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passserial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  smsSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActPayment'] = ResolversParentTypes['ActPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActReferencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActReferences'] = ResolversParentTypes['ActReferences']> = ResolversObject<{
  deceasedParty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enforcementDebt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unpaidFines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicleBans?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActRefusalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActRefusal'] = ResolversParentTypes['ActRefusal']> = ResolversObject<{
  file?: Resolver<ResolversTypes['ActFile'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ActResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActResult'] = ResolversParentTypes['ActResult']> = ResolversObject<{
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['ActRefusal']>, ParentType, ContextType>;
  regdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
}>;

export type ActSubjectsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActSubjects'] = ResolversParentTypes['ActSubjects']> = ResolversObject<{
  vehicles?: Resolver<Array<ResolversTypes['ActVehicle']>, ParentType, ContextType>;
}>;

export type ActTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActType'] = ResolversParentTypes['ActType']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  simplified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ActTypeRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActTypeRef'] = ResolversParentTypes['ActTypeRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActVehicle'] = ResolversParentTypes['ActVehicle']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balancePercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bans?: Resolver<Array<ResolversTypes['VehicleBan']>, ParentType, ContextType>;
  bodyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chassisNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fines?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  finesList?: Resolver<Array<ResolversTypes['VehicleFine']>, ParentType, ContextType>;
  horsepower?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  motorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  specialMarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stampDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stampOrganisation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  techPassportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  techPassportSeries?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unpaidSum?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  valuation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ActViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActView'] = ResolversParentTypes['ActView']> = ResolversObject<{
  allInvoicesPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowed?: Resolver<Array<ResolversTypes['ActEventType']>, ParentType, ContextType>;
  awaiting?: Resolver<Array<ResolversTypes['ActRole']>, ParentType, ContextType>;
  awaitingMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inProcess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['ActViewInvoice']>, ParentType, ContextType>;
  lapsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myParty?: Resolver<Maybe<ResolversTypes['ActViewParty']>, ParentType, ContextType>;
  notaryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notaryToChoose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onSiteInvoiceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  payableInvoiceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regnum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolutionFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  showRemark?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sideState?: Resolver<Maybe<ResolversTypes['ActState']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ActState'], ParentType, ContextType>;
  stateKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stopped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visit?: Resolver<Maybe<ResolversTypes['ActVisit']>, ParentType, ContextType>;
}>;

export type ActViewInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActViewInvoice'] = ResolversParentTypes['ActViewInvoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ActViewPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActViewParty'] = ResolversParentTypes['ActViewParty']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ActViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActViewer'] = ResolversParentTypes['ActViewer']> = ResolversObject<{
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

export type CreatedActResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedAct'] = ResolversParentTypes['CreatedAct']> = ResolversObject<{
  rid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type InvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = ResolversObject<{
  act?: Resolver<ResolversTypes['Act'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['InvitationParty'], ParentType, ContextType>;
}>;

export type InvitationPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitationParty'] = ResolversParentTypes['InvitationParty']> = ResolversObject<{
  coOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  answerInvitation?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<MutationAnswerInvitationArgs, 'accept' | 'token'>>;
  authenticate?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationAuthenticateArgs, 'input'>>;
  createAct?: Resolver<ResolversTypes['CreatedAct'], ParentType, ContextType, RequireFields<MutationCreateActArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payInvoice?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<MutationPayInvoiceArgs, 'card' | 'expiry' | 'invoiceId'>>;
  precheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPrecheckArgs, 'input'>>;
  refuseOffer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendActEvent?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<MutationSendActEventArgs, 'type' | 'uuid' | 'version'>>;
  sendLivenessFrame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendLivenessFrameArgs, 'contentType' | 'image' | 'sessionId'>>;
  setActNotary?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<MutationSetActNotaryArgs, 'notary' | 'uuid' | 'version'>>;
  setActPartyPhone?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<MutationSetActPartyPhoneArgs, 'partyId' | 'phone' | 'uuid' | 'version'>>;
  setActVehiclePrice?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<MutationSetActVehiclePriceArgs, 'price' | 'subjectId' | 'uuid' | 'version'>>;
}>;

export type NotaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notary'] = ResolversParentTypes['Notary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licenseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  office?: Resolver<ResolversTypes['NotaryOffice'], ParentType, ContextType>;
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

export type NotaryQueueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotaryQueue'] = ResolversParentTypes['NotaryQueue']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ActListItem']>, ParentType, ContextType>;
  notaryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  officeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  act?: Resolver<ResolversTypes['Act'], ParentType, ContextType, RequireFields<QueryActArgs, 'uuid'>>;
  actTypes?: Resolver<Array<ResolversTypes['ActType']>, ParentType, ContextType>;
  actUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<QueryActUuidArgs, 'rid'>>;
  checkToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientConfig?: Resolver<ResolversTypes['ClientConfig'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  invitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myActs?: Resolver<ResolversTypes['ActList'], ParentType, ContextType, RequireFields<QueryMyActsArgs, 'tab'>>;
  notaries?: Resolver<Array<ResolversTypes['Notary']>, ParentType, ContextType, Partial<QueryNotariesArgs>>;
  notaryOffices?: Resolver<Array<ResolversTypes['NotaryOffice']>, ParentType, ContextType, Partial<QueryNotaryOfficesArgs>>;
  notaryQueue?: Resolver<ResolversTypes['NotaryQueue'], ParentType, ContextType, Partial<QueryNotaryQueueArgs>>;
  notifications?: Resolver<Array<ResolversTypes['NotificationItem']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  smsOutbox?: Resolver<Array<ResolversTypes['SmsMessage']>, ParentType, ContextType, RequireFields<QuerySmsOutboxArgs, 'phone'>>;
  vehicleLookup?: Resolver<ResolversTypes['VehicleLookup'], ParentType, ContextType, RequireFields<QueryVehicleLookupArgs, 'stateNumber' | 'techPassportNumber' | 'techPassportSeries'>>;
}>;

export type RegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  districts?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
}>;

export type RegistryVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistryVehicle'] = ResolversParentTypes['RegistryVehicle']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balancePercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bodyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chassisNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  horsepower?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  issueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  motorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialMarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stampDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stampOrganisation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  techPassportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  techPassportSeries?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valuation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SmsMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsMessage'] = ResolversParentTypes['SmsMessage']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  actChanged?: SubscriptionResolver<ResolversTypes['Act'], "actChanged", ParentType, ContextType, RequireFields<SubscriptionActChangedArgs, 'uuid'>>;
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

export type VehicleBanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleBan'] = ResolversParentTypes['VehicleBan']> = ResolversObject<{
  documentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  official?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organ?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VehicleFineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleFine'] = ResolversParentTypes['VehicleFine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolutionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VehicleLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleLookup'] = ResolversParentTypes['VehicleLookup']> = ResolversObject<{
  bans?: Resolver<Array<ResolversTypes['VehicleBan']>, ParentType, ContextType>;
  fines?: Resolver<Array<ResolversTypes['VehicleFine']>, ParentType, ContextType>;
  owners?: Resolver<Array<ResolversTypes['VehicleOwner']>, ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['RegistryVehicle'], ParentType, ContextType>;
}>;

export type VehicleOwnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleOwner'] = ResolversParentTypes['VehicleOwner']> = ResolversObject<{
  fio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<Maybe<ResolversTypes['VehicleShare']>, ParentType, ContextType>;
}>;

export type VehicleShareResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VehicleShare'] = ResolversParentTypes['VehicleShare']> = ResolversObject<{
  denominator?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numerator?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Act?: ActResolvers<ContextType>;
  ActFile?: ActFileResolvers<ContextType>;
  ActGeneral?: ActGeneralResolvers<ContextType>;
  ActInvoice?: ActInvoiceResolvers<ContextType>;
  ActJournalEntry?: ActJournalEntryResolvers<ContextType>;
  ActList?: ActListResolvers<ContextType>;
  ActListItem?: ActListItemResolvers<ContextType>;
  ActNotary?: ActNotaryResolvers<ContextType>;
  ActNote?: ActNoteResolvers<ContextType>;
  ActOffice?: ActOfficeResolvers<ContextType>;
  ActOfficeRef?: ActOfficeRefResolvers<ContextType>;
  ActParty?: ActPartyResolvers<ContextType>;
  ActPayment?: ActPaymentResolvers<ContextType>;
  ActReferences?: ActReferencesResolvers<ContextType>;
  ActRefusal?: ActRefusalResolvers<ContextType>;
  ActResult?: ActResultResolvers<ContextType>;
  ActSubjects?: ActSubjectsResolvers<ContextType>;
  ActType?: ActTypeResolvers<ContextType>;
  ActTypeRef?: ActTypeRefResolvers<ContextType>;
  ActVehicle?: ActVehicleResolvers<ContextType>;
  ActView?: ActViewResolvers<ContextType>;
  ActViewInvoice?: ActViewInvoiceResolvers<ContextType>;
  ActViewParty?: ActViewPartyResolvers<ContextType>;
  ActViewer?: ActViewerResolvers<ContextType>;
  ActViewerRoles?: ActViewerRolesResolvers<ContextType>;
  ActVisit?: ActVisitResolvers<ContextType>;
  AuthResult?: AuthResultResolvers<ContextType>;
  ClientConfig?: ClientConfigResolvers<ContextType>;
  CreatedAct?: CreatedActResolvers<ContextType>;
  District?: DistrictResolvers<ContextType>;
  FaceRect?: FaceRectResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationParty?: InvitationPartyResolvers<ContextType>;
  LivenessChallenge?: LivenessChallengeResolvers<ContextType>;
  LivenessUpdate?: LivenessUpdateResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  MinistryStatus?: MinistryStatusResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notary?: NotaryResolvers<ContextType>;
  NotaryOffice?: NotaryOfficeResolvers<ContextType>;
  NotaryQueue?: NotaryQueueResolvers<ContextType>;
  NotificationItem?: NotificationItemResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegistryVehicle?: RegistryVehicleResolvers<ContextType>;
  SmsMessage?: SmsMessageResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VehicleBan?: VehicleBanResolvers<ContextType>;
  VehicleFine?: VehicleFineResolvers<ContextType>;
  VehicleLookup?: VehicleLookupResolvers<ContextType>;
  VehicleOwner?: VehicleOwnerResolvers<ContextType>;
  VehicleShare?: VehicleShareResolvers<ContextType>;
}>;

