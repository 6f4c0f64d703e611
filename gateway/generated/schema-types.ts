export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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
  /** The applicant as section 3's client (decision 082): null unless the viewer is the applicant or the act's notary. */
  client?: Maybe<ActClient>;
  /** The type's own fields. */
  fields: ActFields;
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

/** The applicant's own party fields (the applicant is the logged-in person). */
export type ActApplicantInput = {
  birthDate?: InputMaybe<Scalars['String']['input']>;
  consularRegistration?: InputMaybe<ActConsularRegistrationInput>;
  grantedRights?: InputMaybe<ActGrantedRightsInput>;
  guardian?: InputMaybe<ActGuardianInput>;
  marriage?: InputMaybe<ActMarriageInput>;
  notSigningReason?: InputMaybe<Scalars['String']['input']>;
  participation?: InputMaybe<PartyParticipation>;
  payer?: InputMaybe<Scalars['Boolean']['input']>;
  proxyDocument?: InputMaybe<ActProxyDocumentInput>;
  registrationType?: InputMaybe<PartyRegistrationType>;
  relationship?: InputMaybe<RelationshipDegree>;
  representative?: InputMaybe<ActRepresentativeInput>;
  /** The PIN of another party of the act this one represents; another is BAD_REQUEST (error_wrong_represented_party). */
  representedParty?: InputMaybe<Scalars['String']['input']>;
  signLanguageInterpreter?: InputMaybe<ActPersonInput>;
  signingBlank?: InputMaybe<ActSigningBlankInput>;
  translationLanguages?: InputMaybe<ActTranslationLanguagesInput>;
};

/** A notary's annotation on an act (section 3's attributes). */
export type ActAttribute = {
  __typename?: 'ActAttribute';
  title: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ActAttributeInput = {
  /** At most 100 characters. */
  title: Scalars['String']['input'];
  /** At most 500 characters. */
  value: Scalars['String']['input'];
};

/** The payment order of an unpaid invoice awaiting its bank transfer, as the payments tab shows it. */
export type ActBankOrderRef = {
  __typename?: 'ActBankOrderRef';
  createdAt: Scalars['String']['output'];
  reference: Scalars['String']['output'];
};

export type ActCheckNote = {
  __typename?: 'ActCheckNote';
  at: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** A record of the civil registry office (a divorce): its number, date (dd.mm.yyyy) and office. */
export type ActCivilRecord = {
  __typename?: 'ActCivilRecord';
  organisation: Scalars['String']['output'];
  recordDate: Scalars['String']['output'];
  recordNumber: Scalars['String']['output'];
};

export type ActCivilRecordInput = {
  organisation: Scalars['String']['input'];
  /** dd.mm.yyyy */
  recordDate: Scalars['String']['input'];
  recordNumber: Scalars['String']['input'];
};

/**
 * The applicant as section 3's client, as the portal account and the citizen registry gave them when
 * the act was made (decision 082). Personal data: for the applicant and the act's notaries only.
 */
export type ActClient = {
  __typename?: 'ActClient';
  actAddress: Scalars['String']['output'];
  /** ISO 3166-1 numeric code; null when the registry's name of it is none of the list. */
  birthCountry?: Maybe<Scalars['Int']['output']>;
  /** The registry's text of the birth country. */
  birthPlace: Scalars['String']['output'];
  citizenship: Scalars['String']['output'];
  district: ActClientArea;
  document: ActClientDocument;
  nationality: Scalars['String']['output'];
  orgInn?: Maybe<Scalars['String']['output']>;
  orgName?: Maybe<Scalars['String']['output']>;
  regAddress: Scalars['String']['output'];
  region: ActClientArea;
  /** physical, or legal for a legal entity's representative (with the organisation's tax id and name). */
  type: PartyClass;
};

/** A region or district of the client, by id and name. */
export type ActClientArea = {
  __typename?: 'ActClientArea';
  id: Scalars['Int']['output'];
  /** In the request's language. */
  name: Scalars['String']['output'];
};

/** The applicant's identity document when the act was made. */
export type ActClientDocument = {
  __typename?: 'ActClientDocument';
  /** yyyy-mm-dd */
  expiry: Scalars['String']['output'];
  /** yyyy-mm-dd */
  issued: Scalars['String']['output'];
  issuer: Scalars['String']['output'];
  number: Scalars['String']['output'];
  series: Scalars['String']['output'];
};

/** A party living abroad: its registration at a consulate. */
export type ActConsularRegistration = {
  __typename?: 'ActConsularRegistration';
  consulate: Scalars['String']['output'];
  /** dd.mm.yyyy */
  date: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

export type ActConsularRegistrationInput = {
  consulate: Scalars['String']['input'];
  /** dd.mm.yyyy */
  date: Scalars['String']['input'];
  number: Scalars['String']['input'];
};

export type ActCreditOrganisation = {
  __typename?: 'ActCreditOrganisation';
  inn: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ActCreditOrganisationInput = {
  inn: Scalars['String']['input'];
  name: Scalars['String']['input'];
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
export type ActFee = {
  __typename?: 'ActFee';
  /** The base calculation amount (BHM) used, tiyin. */
  baseAmount: Scalars['Float']['output'];
  invoices: Array<InvoiceFee>;
  /** The relationship whose reduction applied. */
  reduction?: Maybe<RelationshipDegree>;
  /** The transaction value the rate took a share of, tiyin. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** The act type's own fields (section 3), those the type asks for. Dates dd.mm.yyyy, sums in tiyin. */
export type ActFields = {
  __typename?: 'ActFields';
  allCountries?: Maybe<Scalars['Boolean']['output']>;
  basePowerOfAttorneyId?: Maybe<Scalars['Int']['output']>;
  billType?: Maybe<BillType>;
  blankNumber?: Maybe<Scalars['String']['output']>;
  blankPrefix?: Maybe<Scalars['String']['output']>;
  blankSeries?: Maybe<Scalars['String']['output']>;
  collectFees?: Maybe<Scalars['Boolean']['output']>;
  creditDate?: Maybe<Scalars['String']['output']>;
  creditNumber?: Maybe<Scalars['String']['output']>;
  /** Percent a year. */
  creditPercent?: Maybe<Scalars['Float']['output']>;
  creditPurpose?: Maybe<Scalars['String']['output']>;
  creditSum?: Maybe<Scalars['Float']['output']>;
  /** Months. */
  creditTerm?: Maybe<Scalars['Int']['output']>;
  debtSum?: Maybe<Scalars['Float']['output']>;
  /** Countries by their ISO 3166-1 numeric codes (860 Uzbekistan); names in the countries locale namespace. */
  departureCountry?: Maybe<Scalars['Int']['output']>;
  departureFrom?: Maybe<Scalars['String']['output']>;
  departureTo?: Maybe<Scalars['String']['output']>;
  destinationCountries?: Maybe<Array<Scalars['Int']['output']>>;
  divorceRecord?: Maybe<ActCivilRecord>;
  documentDate?: Maybe<Scalars['String']['output']>;
  documentName?: Maybe<Scalars['String']['output']>;
  inheritanceCaseNumber?: Maybe<Scalars['String']['output']>;
  languageFrom?: Maybe<Scalars['String']['output']>;
  languageTo?: Maybe<Scalars['String']['output']>;
  loanSum?: Maybe<Scalars['Float']['output']>;
  officialBlankCount?: Maybe<Scalars['Int']['output']>;
  organisationOrPersonName?: Maybe<Scalars['String']['output']>;
  otherPurpose?: Maybe<Scalars['String']['output']>;
  pageCount?: Maybe<Scalars['Int']['output']>;
  penaltySum?: Maybe<Scalars['Float']['output']>;
  proxyClass?: Maybe<ProxyClass>;
  purpose?: Maybe<TripPurpose>;
  /** The least rent a month, tiyin. */
  rentSum?: Maybe<Scalars['Float']['output']>;
  rentType?: Maybe<RentType>;
  selfDeparture?: Maybe<Scalars['Boolean']['output']>;
  sum?: Maybe<Scalars['Float']['output']>;
  termFrom?: Maybe<Scalars['String']['output']>;
  termTo?: Maybe<Scalars['String']['output']>;
  totalSum?: Maybe<Scalars['Float']['output']>;
  transferType?: Maybe<TransferType>;
  /** Days a single trip may last. */
  tripPeriod?: Maybe<Scalars['Int']['output']>;
  /** The last day the act may be used, dd.mm.yyyy. */
  validDate?: Maybe<Scalars['String']['output']>;
};

/** The type's own fields: dates dd.mm.yyyy, sums in so'm (at most two decimals). */
export type ActFieldsInput = {
  allCountries?: InputMaybe<Scalars['Boolean']['input']>;
  basePowerOfAttorneyId?: InputMaybe<Scalars['Int']['input']>;
  billType?: InputMaybe<BillType>;
  /** Seven digits. */
  blankNumber?: InputMaybe<Scalars['String']['input']>;
  /** Two digits, 01 to 99. */
  blankPrefix?: InputMaybe<Scalars['String']['input']>;
  /** Two Latin capitals. */
  blankSeries?: InputMaybe<Scalars['String']['input']>;
  collectFees?: InputMaybe<Scalars['Boolean']['input']>;
  creditDate?: InputMaybe<Scalars['String']['input']>;
  creditNumber?: InputMaybe<Scalars['String']['input']>;
  creditPercent?: InputMaybe<Scalars['Float']['input']>;
  creditPurpose?: InputMaybe<Scalars['String']['input']>;
  creditSum?: InputMaybe<Scalars['Float']['input']>;
  creditTerm?: InputMaybe<Scalars['Int']['input']>;
  debtSum?: InputMaybe<Scalars['Float']['input']>;
  /** An ISO 3166-1 numeric code; another is BAD_REQUEST validation_failed (error_wrong_country). */
  departureCountry?: InputMaybe<Scalars['Int']['input']>;
  departureFrom?: InputMaybe<Scalars['String']['input']>;
  departureTo?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 numeric codes. */
  destinationCountries?: InputMaybe<Array<Scalars['Int']['input']>>;
  divorceRecord?: InputMaybe<ActCivilRecordInput>;
  documentDate?: InputMaybe<Scalars['String']['input']>;
  documentName?: InputMaybe<Scalars['String']['input']>;
  inheritanceCaseNumber?: InputMaybe<Scalars['String']['input']>;
  languageFrom?: InputMaybe<Scalars['String']['input']>;
  languageTo?: InputMaybe<Scalars['String']['input']>;
  loanSum?: InputMaybe<Scalars['Float']['input']>;
  officialBlankCount?: InputMaybe<Scalars['Int']['input']>;
  organisationOrPersonName?: InputMaybe<Scalars['String']['input']>;
  otherPurpose?: InputMaybe<Scalars['String']['input']>;
  pageCount?: InputMaybe<Scalars['Int']['input']>;
  penaltySum?: InputMaybe<Scalars['Float']['input']>;
  proxyClass?: InputMaybe<ProxyClass>;
  purpose?: InputMaybe<TripPurpose>;
  rentSum?: InputMaybe<Scalars['Float']['input']>;
  rentType?: InputMaybe<RentType>;
  selfDeparture?: InputMaybe<Scalars['Boolean']['input']>;
  sum?: InputMaybe<Scalars['Float']['input']>;
  termFrom?: InputMaybe<Scalars['String']['input']>;
  termTo?: InputMaybe<Scalars['String']['input']>;
  totalSum?: InputMaybe<Scalars['Float']['input']>;
  transferType?: InputMaybe<TransferType>;
  tripPeriod?: InputMaybe<Scalars['Int']['input']>;
  validDate?: InputMaybe<Scalars['String']['input']>;
};

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
  /** The notary's attributes (title, value), in the notary's order. */
  attributes: Array<ActAttribute>;
  cancellationReason?: Maybe<Scalars['String']['output']>;
  clientPhone?: Maybe<Scalars['String']['output']>;
  /** The period the act is in force, from registration (YYYY-MM-DD); dateFinish null: no end. */
  dateBegin?: Maybe<Scalars['String']['output']>;
  dateFinish?: Maybe<Scalars['String']['output']>;
  freeOfPayment: Scalars['Boolean']['output'];
  /** The notary's reason for an act free of payment (decision 080). */
  freeOfPaymentReason?: Maybe<Scalars['String']['output']>;
  instime: Scalars['String']['output'];
  language?: Maybe<Scalars['String']['output']>;
  /** Acts related to this one, either way; rid and uuid only where the viewer may open the act. */
  linkedActs: Array<ActLinkedAct>;
  notary?: Maybe<ActNotary>;
  office?: Maybe<ActOffice>;
  /** Where the act is performed: the office (its address is office.address) or elsewhere (placeAddress). */
  place: ActPlace;
  placeAddress?: Maybe<Scalars['String']['output']>;
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

/** The act's general fields as the notary sets them; each list replaces the stored one. */
export type ActGeneralInput = {
  /** At most 20. */
  attributes: Array<ActAttributeInput>;
  freeOfPayment: Scalars['Boolean']['input'];
  /** Required when free of payment, at most 500 characters. */
  freeOfPaymentReason?: InputMaybe<Scalars['String']['input']>;
  /** At most 10. */
  links: Array<ActLinkInput>;
  place: ActPlace;
  /** Required elsewhere, at most 300 characters; ignored at the office. */
  placeAddress?: InputMaybe<Scalars['String']['input']>;
};

export type ActGrantedRights = {
  __typename?: 'ActGrantedRights';
  /** The attorney may delegate them. */
  delegation: Scalars['Boolean']['output'];
  rights: Array<Right>;
};

export type ActGrantedRightsInput = {
  delegation?: InputMaybe<Scalars['Boolean']['input']>;
  rights: Array<Right>;
};

export type ActGuardian = {
  __typename?: 'ActGuardian';
  decision: Scalars['String']['output'];
  post: Scalars['String']['output'];
};

export type ActGuardianInput = {
  decision: Scalars['String']['input'];
  post: Scalars['String']['input'];
};

export type ActInsurance = {
  __typename?: 'ActInsurance';
  company: Scalars['String']['output'];
  /** dd.mm.yyyy */
  policyDate: Scalars['String']['output'];
  policyNumber: Scalars['String']['output'];
};

export type ActInsuranceInput = {
  company: Scalars['String']['input'];
  policyDate: Scalars['String']['input'];
  policyNumber: Scalars['String']['input'];
};

/** An invoice of the act (the payments tab). */
export type ActInvoice = {
  __typename?: 'ActInvoice';
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  /** The payment order awaiting its bank transfer (unpaid invoices; to the payer, applicant and notaries). */
  bankOrder?: Maybe<ActBankOrderRef>;
  /** The fee computed for the purpose when the invoice was issued, tiyin; null where none was. */
  computedAmount?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  paid: Scalars['Boolean']['output'];
  paidAt?: Maybe<Scalars['String']['output']>;
  payment?: Maybe<ActPayment>;
  /** state_fee or service. */
  purpose: Scalars['String']['output'];
  /** The notary's reason for an amount other than the computed one. */
  reason?: Maybe<Scalars['String']['output']>;
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
/** The language an act was made in. */
export const ActLanguage = {
  Oz: 'oz',
  Ru: 'ru',
  Uz: 'uz'
} as const;

export type ActLanguage = typeof ActLanguage[keyof typeof ActLanguage];
export type ActLinkInput = {
  kind: ActLinkKind;
  /** The registry number of a registered act, NA-YYYY-NNNNNN. */
  regnum: Scalars['String']['input'];
};

/** How this act relates to a linked one, as the notary links them: annuls or revokes it, repeats it, is a substitution of its base power of attorney. */
export const ActLinkKind = {
  Annuls: 'annuls',
  Base: 'base',
  Repeats: 'repeats'
} as const;

export type ActLinkKind = typeof ActLinkKind[keyof typeof ActLinkKind];
/** A linked act seen from this act: one of ActLinkKind, or the same link seen from the other end. */
export const ActLinkRelation = {
  AnnulledBy: 'annulledBy',
  Annuls: 'annuls',
  Base: 'base',
  BaseOf: 'baseOf',
  RepeatedBy: 'repeatedBy',
  Repeats: 'repeats'
} as const;

export type ActLinkRelation = typeof ActLinkRelation[keyof typeof ActLinkRelation];
/** A registered act related to this one, by its registry number; rid and uuid are null when the viewer may not open it. */
export type ActLinkedAct = {
  __typename?: 'ActLinkedAct';
  /** From the act's own data (a delegation's base power of attorney in the registry), not a link the notary set: not in the notary's edit. */
  derived: Scalars['Boolean']['output'];
  regdate?: Maybe<Scalars['String']['output']>;
  regnum: Scalars['String']['output'];
  relation: ActLinkRelation;
  rid?: Maybe<Scalars['Int']['output']>;
  uuid?: Maybe<Scalars['ID']['output']>;
};

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
  /** my_notarial_act only (null in the notary's queue): the act waits for this user's move. */
  awaitingMe?: Maybe<Scalars['Boolean']['output']>;
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
export type ActMarriage = {
  __typename?: 'ActMarriage';
  organisation: Scalars['String']['output'];
  /** dd.mm.yyyy */
  recordDate: Scalars['String']['output'];
  recordNumber: Scalars['String']['output'];
};

export type ActMarriageInput = {
  organisation: Scalars['String']['input'];
  /** dd.mm.yyyy */
  recordDate: Scalars['String']['input'];
  recordNumber: Scalars['String']['input'];
};

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

/** The other subject data of section 3. Sums in tiyin. */
export type ActOtherSubject = {
  __typename?: 'ActOtherSubject';
  consentTypes?: Maybe<Array<ConsentType>>;
  creditOrganisation?: Maybe<ActCreditOrganisation>;
  creditSum?: Maybe<Scalars['Float']['output']>;
  /** Its page: {rid}/other/{id}. */
  id: Scalars['ID']['output'];
  insurance?: Maybe<ActInsurance>;
  otherProperty?: Maybe<Scalars['String']['output']>;
  ownSum?: Maybe<Scalars['Float']['output']>;
  ownershipBasis?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<PaymentMethod>;
  shares?: Maybe<Array<ActShare>>;
};

/** The other subject data; sums in so'm. */
export type ActOtherSubjectInput = {
  consentTypes?: InputMaybe<Array<ConsentType>>;
  creditOrganisation?: InputMaybe<ActCreditOrganisationInput>;
  creditSum?: InputMaybe<Scalars['Float']['input']>;
  insurance?: InputMaybe<ActInsuranceInput>;
  otherProperty?: InputMaybe<Scalars['String']['input']>;
  ownSum?: InputMaybe<Scalars['Float']['input']>;
  ownershipBasis?: InputMaybe<Scalars['String']['input']>;
  paymentMethod?: InputMaybe<PaymentMethod>;
  shares?: InputMaybe<Array<ActShareInput>>;
};

export type ActParty = {
  __typename?: 'ActParty';
  applicant: Scalars['Boolean']['output'];
  birthPlace?: Maybe<Scalars['String']['output']>;
  birthRecordNumber?: Maybe<Scalars['String']['output']>;
  /** A legal party's branch. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** physical or legal; a legal party acts through its manager, whose name, passport and PIN these are. */
  class: PartyClass;
  coOwner: Scalars['Boolean']['output'];
  /** The civil registry's death date: for the act's notaries only, never for an applicant or a party. */
  deathDate?: Maybe<Scalars['String']['output']>;
  /**
   * Whether the viewer sees what the registry holds of the party (its phone): the party itself, the
   * act's notaries, and everyone once it accepted. Until then the others see the identity the applicant
   * typed and the registry's name (decision 069).
   */
  disclosed: Scalars['Boolean']['output'];
  /** The party fields of the role (section 3). */
  fields: ActPartyFields;
  /** The registry's name (a legal party's manager's). */
  fio?: Maybe<Scalars['String']['output']>;
  /** Disclosed only: the registry's gender, birth place and registration address when the party was added (decision 082). */
  gender?: Maybe<PartyGender>;
  id: Scalars['ID']['output'];
  /** A legal party's tax id (9 digits). */
  inn?: Maybe<Scalars['String']['output']>;
  /**
   * The link of the party's SMS invitation ({PUBLIC_URL}/enotarial_act/{uuid}?invite=<token>), for the
   * act's applicant only and only while the party has not answered and may still answer: the parties
   * tab shows it as a QR code for a party in the same room. Answering still needs the party's own login.
   */
  invitationLink?: Maybe<Scalars['String']['output']>;
  /** This party is the viewer. */
  me: Scalars['Boolean']['output'];
  /** A legal party's name in the register of legal entities. */
  orgName?: Maybe<Scalars['String']['output']>;
  passnum?: Maybe<Scalars['String']['output']>;
  /** The identity as typed: the PIN with the passport, or a minor's PIN with the birth record. */
  passserial?: Maybe<Scalars['String']['output']>;
  /** Disclosed: the party's phone; otherwise only the phone the applicant added, if any. */
  phone?: Maybe<Scalars['String']['output']>;
  pin?: Maybe<Scalars['String']['output']>;
  regAddress?: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  role: PartyRole;
  smsSent: Scalars['Boolean']['output'];
  /** null while awaited; accepted, rejected or exited. */
  status?: Maybe<Scalars['String']['output']>;
  statusAt?: Maybe<Scalars['String']['output']>;
};

/** The party fields of section 3, those the party's role carries. */
export type ActPartyFields = {
  __typename?: 'ActPartyFields';
  /** A minor's birth date, dd.mm.yyyy. */
  birthDate?: Maybe<Scalars['String']['output']>;
  consularRegistration?: Maybe<ActConsularRegistration>;
  grantedRights?: Maybe<ActGrantedRights>;
  guardian?: Maybe<ActGuardian>;
  marriage?: Maybe<ActMarriage>;
  notSigningReason?: Maybe<Scalars['String']['output']>;
  participation?: Maybe<PartyParticipation>;
  payer?: Maybe<Scalars['Boolean']['output']>;
  proxyDocument?: Maybe<ActProxyDocument>;
  registrationType?: Maybe<PartyRegistrationType>;
  relationship?: Maybe<RelationshipDegree>;
  representative?: Maybe<ActRepresentative>;
  /** The PIN of the party of the act this party represents (a representative, a translator). */
  representedParty?: Maybe<Scalars['String']['output']>;
  signLanguageInterpreter?: Maybe<ActPersonRef>;
  signingBlank?: Maybe<ActSigningBlank>;
  translationLanguages?: Maybe<ActTranslationLanguages>;
};

/**
 * A party other than the applicant. Physical (default): the PIN and the passport together, a minor's
 * PIN and birth record number instead (decision 069), and a phone the applicant adds for the invitation
 * (the party's registry phone gets it in any case). Legal: inn, branchName and the manager's PIN and
 * passport. Then the party fields its role carries.
 */
export type ActPartyInput = {
  /** dd.mm.yyyy */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  birthRecordNumber?: InputMaybe<Scalars['String']['input']>;
  branchName?: InputMaybe<Scalars['String']['input']>;
  class?: InputMaybe<PartyClass>;
  consularRegistration?: InputMaybe<ActConsularRegistrationInput>;
  grantedRights?: InputMaybe<ActGrantedRightsInput>;
  guardian?: InputMaybe<ActGuardianInput>;
  inn?: InputMaybe<Scalars['String']['input']>;
  manager?: InputMaybe<ActPersonInput>;
  marriage?: InputMaybe<ActMarriageInput>;
  notSigningReason?: InputMaybe<Scalars['String']['input']>;
  participation?: InputMaybe<PartyParticipation>;
  passnum?: InputMaybe<Scalars['String']['input']>;
  passserial?: InputMaybe<Scalars['String']['input']>;
  payer?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  pin?: InputMaybe<Scalars['String']['input']>;
  proxyDocument?: InputMaybe<ActProxyDocumentInput>;
  registrationType?: InputMaybe<PartyRegistrationType>;
  relationship?: InputMaybe<RelationshipDegree>;
  representative?: InputMaybe<ActRepresentativeInput>;
  /** The PIN of another party of the act this one represents; another is BAD_REQUEST (error_wrong_represented_party). */
  representedParty?: InputMaybe<Scalars['String']['input']>;
  role: PartyRole;
  signLanguageInterpreter?: InputMaybe<ActPersonInput>;
  signingBlank?: InputMaybe<ActSigningBlankInput>;
  translationLanguages?: InputMaybe<ActTranslationLanguagesInput>;
};

export type ActPayment = {
  __typename?: 'ActPayment';
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  /** When the payment was made (ISO 8601). */
  at: Scalars['String']['output'];
  cardLast4?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  /** card, bank or on_site. */
  method: Scalars['String']['output'];
  /** Who paid, in the page's script; null to viewers who may not see it (the other parties). */
  payerName?: Maybe<Scalars['String']['output']>;
  /** A bank transfer's payment order reference (ISO 11649, RF and 18 digits; decision 083). */
  reference?: Maybe<Scalars['String']['output']>;
};

/** A person named inside a party (a manager, an interpreter): the PIN and the passport together. */
export type ActPersonInput = {
  passnum: Scalars['String']['input'];
  passserial: Scalars['String']['input'];
  pin: Scalars['String']['input'];
};

/** A person named inside a party: the PIN and the passport as typed (decision 069). */
export type ActPersonRef = {
  __typename?: 'ActPersonRef';
  passnum?: Maybe<Scalars['String']['output']>;
  passserial?: Maybe<Scalars['String']['output']>;
  pin: Scalars['String']['output'];
};

/** Where a notarial act is performed (decision 080). */
export const ActPlace = {
  Elsewhere: 'elsewhere',
  Office: 'office'
} as const;

export type ActPlace = typeof ActPlace[keyof typeof ActPlace];
/** The power of attorney a representative acts by. */
export type ActProxyDocument = {
  __typename?: 'ActProxyDocument';
  /** dd.mm.yyyy */
  date: Scalars['String']['output'];
  /** The notary (or other issuer) who made it. */
  issuer: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

export type ActProxyDocumentInput = {
  /** dd.mm.yyyy */
  date: Scalars['String']['input'];
  issuer: Scalars['String']['input'];
  number: Scalars['String']['input'];
};

/** A real-estate subject as the applicant gave it (section 3). Areas in m², prices in tiyin. */
export type ActRealEstate = {
  __typename?: 'ActRealEstate';
  address?: Maybe<Scalars['String']['output']>;
  area?: Maybe<Scalars['Float']['output']>;
  block?: Maybe<Scalars['String']['output']>;
  cadastreNumber: Scalars['String']['output'];
  cadastreType: CadastreType;
  flat?: Maybe<Scalars['String']['output']>;
  home?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  inventoryPrice?: Maybe<Scalars['Float']['output']>;
  livingArea?: Maybe<Scalars['Float']['output']>;
  objectName?: Maybe<Scalars['String']['output']>;
  ownershipForm?: Maybe<OwnershipForm>;
  previousPrice?: Maybe<Scalars['Float']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  rooms?: Maybe<Scalars['Int']['output']>;
  street?: Maybe<Scalars['String']['output']>;
};

/** Real estate by its cadastre number. Areas in m², prices in so'm. */
export type ActRealEstateInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  area?: InputMaybe<Scalars['Float']['input']>;
  block?: InputMaybe<Scalars['String']['input']>;
  cadastreNumber: Scalars['String']['input'];
  cadastreType: CadastreType;
  flat?: InputMaybe<Scalars['String']['input']>;
  home?: InputMaybe<Scalars['String']['input']>;
  inventoryPrice?: InputMaybe<Scalars['Float']['input']>;
  livingArea?: InputMaybe<Scalars['Float']['input']>;
  objectName?: InputMaybe<Scalars['String']['input']>;
  ownershipForm?: InputMaybe<OwnershipForm>;
  previousPrice?: InputMaybe<Scalars['Float']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  rooms?: InputMaybe<Scalars['Int']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
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
  /** A full-path-only step (confirmation, invoices, payment) on a simplified act (decision 036). */
  NotInSimplifiedFlow: 'not_in_simplified_flow',
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
export type ActReplay = {
  __typename?: 'ActReplay';
  divergence?: Maybe<ReplayDivergence>;
  final: ReplayFinal;
  partial: Scalars['Boolean']['output'];
  segments: Array<ReplaySegment>;
  steps: Array<ReplayStep>;
  timeInStates: Array<ReplayStateTime>;
  toGoal?: Maybe<ReplayToGoal>;
  waitingTotals: Array<ReplayRoleWait>;
};

export type ActRepresentative = {
  __typename?: 'ActRepresentative';
  /** The document that lets the representative act. */
  basis: Scalars['String']['output'];
  passnum?: Maybe<Scalars['String']['output']>;
  passserial?: Maybe<Scalars['String']['output']>;
  pin: Scalars['String']['output'];
};

export type ActRepresentativeInput = {
  basis: Scalars['String']['input'];
  passnum: Scalars['String']['input'];
  passserial: Scalars['String']['input'];
  pin: Scalars['String']['input'];
};

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
/** A share passed on to its recipient. */
export type ActShare = {
  __typename?: 'ActShare';
  recipientPin: Scalars['String']['output'];
  share: ActShareOf;
};

export type ActShareInput = {
  recipientPin: Scalars['String']['input'];
  share: ActShareOfInput;
};

export type ActShareOf = {
  __typename?: 'ActShareOf';
  denominator: Scalars['Int']['output'];
  numerator: Scalars['Int']['output'];
};

export type ActShareOfInput = {
  denominator: Scalars['Int']['input'];
  numerator: Scalars['Int']['input'];
};

/** The notarial blank the party signs on: 2-4 capital Latin letters, 5-10 digits. */
export type ActSigningBlank = {
  __typename?: 'ActSigningBlank';
  number: Scalars['String']['output'];
  series: Scalars['String']['output'];
};

export type ActSigningBlankInput = {
  number: Scalars['String']['input'];
  series: Scalars['String']['input'];
};

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
/**
 * The acts registered in a period (decision 053), counted by the ministry from its own acts: by the
 * month of their registry date, act type, region of the notary's office and registration type.
 */
export type ActStatistics = {
  __typename?: 'ActStatistics';
  /** Mean days from creation to registration, one decimal; null when no act was registered. */
  averageDays?: Maybe<Scalars['Float']['output']>;
  /** First month of the period, yyyy-mm. */
  from: Scalars['String']['output'];
  /** Every month of the period in order, zero where none. */
  months: Array<StatisticsMonth>;
  /** Every region, most registered first. */
  regions: Array<StatisticsRegion>;
  registrationTypes: Array<StatisticsRegistrationType>;
  /** Last month of the period (included), yyyy-mm. */
  to: Scalars['String']['output'];
  total: Scalars['Int']['output'];
  /** Every act type, most registered first. */
  types: Array<StatisticsActType>;
};

export type ActSubjects = {
  __typename?: 'ActSubjects';
  other?: Maybe<ActOtherSubject>;
  realEstates: Array<ActRealEstate>;
  vehicles: Array<ActVehicle>;
};

export type ActTranslationLanguages = {
  __typename?: 'ActTranslationLanguages';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type ActTranslationLanguagesInput = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
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

/** An act type of the registry (machines/act-types). */
export const ActTypeKey = {
  Delegation: 'delegation',
  GeneralPowerOfAttorney: 'generalPowerOfAttorney',
  InheritanceRenunciation: 'inheritanceRenunciation',
  MinorEscort: 'minorEscort',
  MinorResidence: 'minorResidence',
  MinorTravel: 'minorTravel',
  Pledge: 'pledge',
  RealEstatePowerOfAttorney: 'realEstatePowerOfAttorney',
  ResidenceConsent: 'residenceConsent',
  SpouseConsent: 'spouseConsent',
  Translation: 'translation',
  VehicleGift: 'vehicleGift',
  VehiclePowerOfAttorney: 'vehiclePowerOfAttorney',
  VehicleSale: 'vehicleSale'
} as const;

export type ActTypeKey = typeof ActTypeKey[keyof typeof ActTypeKey];
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
  /** The agreed price, tiyin; null where the act names none (a power of attorney, a consent). */
  price?: Maybe<Scalars['Float']['output']>;
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

/** A vehicle of the registry, by its state number and tech passport. */
export type ActVehicleInput = {
  /** So'm, at most two decimals; the types that name a price ask for it. */
  price?: InputMaybe<Scalars['Float']['input']>;
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
  /** The act's general fields (place, free of payment, attributes, linked acts) are this notary's to correct now (setActGeneral): step 2 only (decision 080). */
  canEditGeneral: Scalars['Boolean']['output'];
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
  /** The act takes the simplified path: enter data, choose the notary, review, time, registration (decision 036). */
  simplified: Scalars['Boolean']['output'];
  state: ActState;
  /** Translation key of the state's name (namespace act). */
  stateKey: Scalars['String']['output'];
  /** 1-9; null in a side state. */
  step?: Maybe<Scalars['Int']['output']>;
  /** The steps of this act's path, in order, for the step bar: 1-9, or 1, 2, 5, 6, 8, 9 when simplified. */
  steps: Array<Scalars['Int']['output']>;
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
  /**
   * The viewer is only a party of the act and rejected or left it: the act holds their own party and
   * its type, number and state, nothing else (decision 069).
   */
  departed: Scalars['Boolean']['output'];
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

/** The admin labels of the specification (section 3). */
export type AdminUser = {
  __typename?: 'AdminUser';
  actaddress: Scalars['String']['output'];
  birthcountry: Scalars['String']['output'];
  birthdate: Scalars['String']['output'];
  citizenship: Scalars['String']['output'];
  /** The journal of the user's changes, newest first: the administrators' comments. */
  comments: Array<AdminUserComment>;
  email?: Maybe<Scalars['String']['output']>;
  exprdate: Scalars['String']['output'];
  fio: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  inn?: Maybe<Scalars['String']['output']>;
  instime: Scalars['String']['output'];
  isdeleted: Scalars['Boolean']['output'];
  issuedate: Scalars['String']['output'];
  issueorg: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  login: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nationality: Scalars['String']['output'];
  notary?: Maybe<AdminUserNotary>;
  orgInn?: Maybe<Scalars['String']['output']>;
  orgname?: Maybe<Scalars['String']['output']>;
  passport: Scalars['String']['output'];
  /** Grants waiting for a second administrator, oldest first. */
  pendingGrants: Array<AdminUserGrant>;
  phone: Scalars['String']['output'];
  pin: Scalars['String']['output'];
  regaddress: Scalars['String']['output'];
  roles: Array<UserRole>;
  state: UserState;
  surname: Scalars['String']['output'];
  type: Scalars['Int']['output'];
};

/** One journaled change of the user, with the administrator's reason. */
export type AdminUserComment = {
  __typename?: 'AdminUserComment';
  action: UserJournalAction;
  admin: AdminUserCommentAuthor;
  /** ISO instant. */
  at: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
  role?: Maybe<UserRole>;
};

export type AdminUserCommentAuthor = {
  __typename?: 'AdminUserCommentAuthor';
  fullname: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  userid: Scalars['String']['output'];
};

/** A grant of the administrator or notary role one administrator asked for, waiting for another. */
export type AdminUserGrant = {
  __typename?: 'AdminUserGrant';
  /** The viewing administrator may approve or reject it: neither the one who asked nor the person. */
  decidable: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  notary?: Maybe<AdminUserGrantNotary>;
  /** The asking administrator's reason. */
  reason: Scalars['String']['output'];
  /** ISO instant. */
  requestedAt: Scalars['String']['output'];
  requestedBy: AdminUserCommentAuthor;
  role: UserRole;
};

/** The notary post a pending notary grant asks for. */
export type AdminUserGrantNotary = {
  __typename?: 'AdminUserGrantNotary';
  licenseNumber: Scalars['String']['output'];
  officeId: Scalars['Int']['output'];
  officeName?: Maybe<Scalars['String']['output']>;
};

export type AdminUserListItem = {
  __typename?: 'AdminUserListItem';
  /** Latin for oz, Cyrillic for uz and ru. */
  fio: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** ISO instant. */
  instime: Scalars['String']['output'];
  isdeleted: Scalars['Boolean']['output'];
  login: Scalars['String']['output'];
  passport: Scalars['String']['output'];
  /** The roles waiting for a second administrator's approval. */
  pendingRoles: Array<UserRole>;
  pin: Scalars['String']['output'];
  roles: Array<UserRole>;
  state: UserState;
};

/** The notary post of an account: its licence row. */
export type AdminUserNotary = {
  __typename?: 'AdminUserNotary';
  licenseNumber: Scalars['String']['output'];
  /** active, terminated or cancelled. */
  licenseStatus: Scalars['String']['output'];
  officeId: Scalars['Int']['output'];
  officeName?: Maybe<Scalars['String']['output']>;
};

export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  items: Array<AdminUserListItem>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdminUsersFilter = {
  /** true: deleted users only; false: the others; null: all. */
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: users with a grant waiting for a second administrator. */
  pending?: InputMaybe<Scalars['Boolean']['input']>;
  /** A name in any script, a PIN (14 digits) or a passport (AA1234567). */
  query?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<UserRole>;
  state?: InputMaybe<UserState>;
};

export type AnalystAct = {
  __typename?: 'AnalystAct';
  act: AnalystActRecord;
  /** Whether the replay ends exactly where the ministry's stored act is. */
  matchesStored: Scalars['Boolean']['output'];
  replay: ActReplay;
};

export type AnalystActRecord = {
  __typename?: 'AnalystActRecord';
  /** Who must act now. */
  awaiting: Array<ActRole>;
  /** ISO instants. */
  instime: Scalars['String']['output'];
  notaryId?: Maybe<Scalars['Int']['output']>;
  officeId: Scalars['Int']['output'];
  regnum?: Maybe<Scalars['String']['output']>;
  rid: Scalars['Int']['output'];
  simplified: Scalars['Boolean']['output'];
  state: ActState;
  /** When the act entered its current state. */
  stateSince: Scalars['String']['output'];
  step: Scalars['Int']['output'];
  typeId: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** The act's trace as @statelyai/inspect events (GET /api/analysts/acts/:ref/trace). */
export type AnalystActTrace = {
  __typename?: 'AnalystActTrace';
  eventCount: Scalars['Int']['output'];
  /** The export file's text: { events: [...] }. */
  json: Scalars['String']['output'];
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

export type BanCheck = {
  __typename?: 'BanCheck';
  bans: Array<PropertyBan>;
  fines: Array<PropertyFine>;
};

export const BanKind = {
  Arrest: 'arrest',
  Ban: 'ban',
  Restriction: 'restriction'
} as const;

export type BanKind = typeof BanKind[keyof typeof BanKind];
export const BanState = {
  Active: 'active',
  Removed: 'removed'
} as const;

export type BanState = typeof BanState[keyof typeof BanState];
/** A payment order for an invoice by bank transfer (decision 083). */
export type BankOrder = {
  __typename?: 'BankOrder';
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  invoiceId: Scalars['ID']['output'];
  purpose: Scalars['String']['output'];
  recipient: BankRecipient;
  /** ISO 11649 creditor reference, compact (RF and 18 digits); shown in groups of four. */
  reference: Scalars['String']['output'];
  /** Whether the sandbox bank's counter is on here (simulateBankTransfer): the sandbox profile only. */
  sandboxBank: Scalars['Boolean']['output'];
};

/** The recipient's bank details a payment order names (the sandbox treasury account). */
export type BankRecipient = {
  __typename?: 'BankRecipient';
  account: Scalars['String']['output'];
  bank: Scalars['String']['output'];
  inn: Scalars['String']['output'];
  mfo: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A promissory note or a bill of exchange. */
export const BillType = {
  BillOfExchange: 'billOfExchange',
  PromissoryNote: 'promissoryNote'
} as const;

export type BillType = typeof BillType[keyof typeof BillType];
/** One traced actor's events run through today's SPA machine of the same id. */
export type BrowserReplay = {
  __typename?: 'BrowserReplay';
  divergence?: Maybe<BrowserReplayDivergence>;
  final: BrowserReplayFinal;
  partial: Scalars['Boolean']['output'];
  segments: Array<BrowserReplaySegment>;
  steps: Array<BrowserReplayStep>;
  timeInStates: Array<BrowserReplayStateTime>;
};

/** One context key an entry changed; values as JSON text (null: absent). */
export type BrowserReplayContextChange = {
  __typename?: 'BrowserReplayContextChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
};

export type BrowserReplayDivergence = {
  __typename?: 'BrowserReplayDivergence';
  actual: Scalars['String']['output'];
  at?: Maybe<Scalars['String']['output']>;
  expected?: Maybe<Scalars['String']['output']>;
  from: Scalars['String']['output'];
  index: Scalars['Int']['output'];
  kind: ReplayDivergenceKind;
  ref?: Maybe<Scalars['String']['output']>;
  refusal?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type BrowserReplayFinal = {
  __typename?: 'BrowserReplayFinal';
  /** The machine's context at the end, redacted, as JSON text. */
  context?: Maybe<Scalars['String']['output']>;
  done: Scalars['Boolean']['output'];
  state: Scalars['String']['output'];
};

export type BrowserReplaySegment = {
  __typename?: 'BrowserReplaySegment';
  enteredAt?: Maybe<Scalars['String']['output']>;
  fromIndex: Scalars['Int']['output'];
  leftAt?: Maybe<Scalars['String']['output']>;
  ms?: Maybe<Scalars['Float']['output']>;
  state: Scalars['String']['output'];
  toIndex?: Maybe<Scalars['Int']['output']>;
};

export type BrowserReplayStateTime = {
  __typename?: 'BrowserReplayStateTime';
  ms: Scalars['Float']['output'];
  state: Scalars['String']['output'];
  visits: Scalars['Int']['output'];
};

/** A replay step, in the shape of the act replay's (machines/replay/replay.schema.ts replayStepSchema). */
export type BrowserReplayStep = {
  __typename?: 'BrowserReplayStep';
  at?: Maybe<Scalars['String']['output']>;
  contextDiff: Array<BrowserReplayContextChange>;
  /** Where the trace says the machine went. */
  expected?: Maybe<Scalars['String']['output']>;
  from: Scalars['String']['output'];
  index: Scalars['Int']['output'];
  kind: TraceEntryKind;
  outcome: ReplayOutcome;
  partial: Scalars['Boolean']['output'];
  /** The inspection event's id, when it had one. */
  ref?: Maybe<Scalars['String']['output']>;
  refusal?: Maybe<Scalars['String']['output']>;
  step?: Maybe<Scalars['Int']['output']>;
  to: Scalars['String']['output'];
  /** The event type (`login.submitted`, `xstate.done.actor.me`). */
  type: Scalars['String']['output'];
  waitingFor: Array<Scalars['String']['output']>;
};

export type BrowserTraceActor = {
  __typename?: 'BrowserTraceActor';
  eventCount: Scalars['Int']['output'];
  /** Its machine's id (`login`, `faceCheck`), or its own id when it is no machine. */
  machineId: Scalars['String']['output'];
  parentSessionId?: Maybe<Scalars['String']['output']>;
  /** Null when the SPA has no machine of that id, or it cannot replay the trace. */
  replay?: Maybe<BrowserReplay>;
  /** The actor's XState session id in the page (`x:3`). */
  sessionId: Scalars['String']['output'];
};

/** One batch of a trace, as the page's recorder cut it (machines/browser-trace/recorder.ts). */
export type BrowserTraceBatchInput = {
  /** The recorder reached its cap. */
  capped: Scalars['Boolean']['input'];
  /** The batch's @statelyai/inspect events as JSON text: an array of 1 to 200 events. */
  events: Scalars['String']['input'];
  /** The batch's number in the trace, from 0 (at most 199). */
  seq: Scalars['Int']['input'];
  /** The trace's id, a UUID the page chose when it started recording. */
  traceId: Scalars['String']['input'];
};

/** Why a session is traced: the configuration traces every session, it was sampled, or the user consented. */
export const BrowserTraceReason = {
  All: 'all',
  Consent: 'consent',
  Sampled: 'sampled'
} as const;

export type BrowserTraceReason = typeof BrowserTraceReason[keyof typeof BrowserTraceReason];
export type BrowserTraceReplay = {
  __typename?: 'BrowserTraceReplay';
  actors: Array<BrowserTraceActor>;
  /** The acts the trace touched, by rid. */
  acts: Array<Scalars['Int']['output']>;
  trace: BrowserTraceSummary;
};

/** A browser trace linked to an act: one page load of a traced session. */
export type BrowserTraceSummary = {
  __typename?: 'BrowserTraceSummary';
  actorCount: Scalars['Int']['output'];
  /** The recorder reached its cap: the trace ends before the page did. */
  capped: Scalars['Boolean']['output'];
  eventCount: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  lastAt: Scalars['String']['output'];
  /** A batch never arrived (a failed upload is dropped): the trace has a hole. */
  partial: Scalars['Boolean']['output'];
  /** ISO instants of the first and the last batch. */
  startedAt: Scalars['String']['output'];
};

export type BrowserTraceUpload = {
  __typename?: 'BrowserTraceUpload';
  capped: Scalars['Boolean']['output'];
  /** Events the trace holds now. */
  eventCount: Scalars['Int']['output'];
  traceId: Scalars['Int']['output'];
};

export type BrowserTracing = {
  __typename?: 'BrowserTracing';
  /** The user allowed their sessions to be traced (after contacting support). */
  consent: Scalars['Boolean']['output'];
  reason?: Maybe<BrowserTraceReason>;
  /** The page records its actors and uploads them while the browser is idle. */
  traced: Scalars['Boolean']['output'];
};

/** Residential or non-residential real estate. */
export const CadastreType = {
  NonResidential: 'nonResidential',
  Residential: 'residential'
} as const;

export type CadastreType = typeof CadastreType[keyof typeof CadastreType];
export type CatalogueEntry = {
  __typename?: 'CatalogueEntry';
  /** Whether the calculator asks the receiving party's relationship (the tariff has a reduction for relatives). */
  asksRelationship: Scalars['Boolean']['output'];
  /** Whether the calculator asks the transaction value when no relationship reduces the fee. */
  asksValue: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  key: ActTypeKey;
  name: LocalizedText;
  /** The parties (the registry's roles of the type). */
  roles: Array<CatalogueRole>;
  section: CatalogueSection;
  simplified: Scalars['Boolean']['output'];
  summary: LocalizedText;
  /** The price: the tariff row. */
  tariff: CatalogueTariff;
  texts: LocalizedCatalogueTexts;
};

export type CatalogueFeeReduction = {
  __typename?: 'CatalogueFeeReduction';
  basis: FeeBasis;
  rate: FeeRate;
  relationships: Array<RelationshipDegree>;
};

export type CatalogueItem = {
  __typename?: 'CatalogueItem';
  /** The act type's id (1 vehicle sale ... 15036). */
  id: Scalars['Int']['output'];
  key: ActTypeKey;
  name: LocalizedText;
  section: CatalogueSection;
  summary: LocalizedText;
};

export type CatalogueLink = {
  __typename?: 'CatalogueLink';
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CatalogueLinkInput = {
  title: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type CataloguePage = {
  __typename?: 'CataloguePage';
  items: Array<CatalogueItem>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A party role of the act type, from the registry: how many of it an act has. */
export type CatalogueRole = {
  __typename?: 'CatalogueRole';
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
  role: PartyRole;
};

/** The section of the catalogue an act type is listed under (its category in the ministry's registry). */
export const CatalogueSection = {
  Certification: 'certification',
  Consent: 'consent',
  Inheritance: 'inheritance',
  Pledge: 'pledge',
  PowerOfAttorney: 'power_of_attorney',
  Vehicle: 'vehicle'
} as const;

export type CatalogueSection = typeof CatalogueSection[keyof typeof CatalogueSection];
/** The act type's row of the state-fee tariff, with the base amount (BHM) in force, tiyin. */
export type CatalogueTariff = {
  __typename?: 'CatalogueTariff';
  baseAmount: Scalars['Float']['output'];
  basis: FeeBasis;
  reductions: Array<CatalogueFeeReduction>;
  serviceFee?: Maybe<FeeRate>;
  stateFee: FeeRate;
};

/** The detail fields of specification section 2, in one language. */
export type CatalogueTexts = {
  __typename?: 'CatalogueTexts';
  conditions: Scalars['String']['output'];
  documents: Array<Scalars['String']['output']>;
  duration: Scalars['String']['output'];
  links: Array<CatalogueLink>;
  /** The description as the regulation words it. */
  regulation: Scalars['String']['output'];
  result: Scalars['String']['output'];
  /** The same in plain words. */
  summary: Scalars['String']['output'];
};

export type CatalogueTextsInput = {
  conditions: Scalars['String']['input'];
  documents: Array<Scalars['String']['input']>;
  duration: Scalars['String']['input'];
  links: Array<CatalogueLinkInput>;
  regulation: Scalars['String']['input'];
  result: Scalars['String']['input'];
  summary: Scalars['String']['input'];
};

/** Client settings that come from the server's configuration. */
export type ClientConfig = {
  __typename?: 'ClientConfig';
  faceCheckLimitMs: Scalars['Int']['output'];
  faceCheckStartDelayMs: Scalars['Int']['output'];
  frameIntervalMs: Scalars['Int']['output'];
  /** Address of the embedded instructional video; null when none is configured. */
  instructionalVideoUrl?: Maybe<Scalars['String']['output']>;
  /** The warning's countdown before the kiosk logs out and wipes itself (KIOSK_IDLE_COUNTDOWN_MS, default 30000, 5000 to 300000). */
  kioskIdleCountdownMs: Scalars['Int']['output'];
  /**
   * A logged-in kiosk session's inactivity before "Are you still here?" (KIOSK_IDLE_MS, default 120000,
   * 10000 to 3600000); decision 074.
   */
  kioskIdleMs: Scalars['Int']['output'];
  /** Style URL of the directory's map (production tiles); null: the offline Natural Earth basemap. */
  mapStyleUrl?: Maybe<Scalars['String']['output']>;
};

/** A change of the consent to personal-data processing, from the append-only journal. */
export type ConsentEntry = {
  __typename?: 'ConsentEntry';
  /** ISO instant. */
  at: Scalars['String']['output'];
  event: ConsentEvent;
};

export const ConsentEvent = {
  Given: 'given',
  Withdrawn: 'withdrawn'
} as const;

export type ConsentEvent = typeof ConsentEvent[keyof typeof ConsentEvent];
/** What a spouse consents to. */
export const ConsentType = {
  Exchange: 'exchange',
  Gift: 'gift',
  Pledge: 'pledge',
  Rent: 'rent',
  Sale: 'sale'
} as const;

export type ConsentType = typeof ConsentType[keyof typeof ConsentType];
/**
 * An act of any type of the registry (decision 033, option 2): the type, then the parts that type asks
 * for. The ministry validates it with the registry (machines/act-types) and answers BAD_REQUEST
 * (ministryCode validation_failed) with extensions.fields at the registry's paths (`parties.0.pin`,
 * `fields.termTo`, `realEstate.cadastreNumber`).
 */
export type CreateActInput = {
  applicant?: InputMaybe<ActApplicantInput>;
  clientPhone?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<ActFieldsInput>;
  notary: NotaryChoiceInput;
  other?: InputMaybe<ActOtherSubjectInput>;
  parties: Array<ActPartyInput>;
  realEstate?: InputMaybe<ActRealEstateInput>;
  /** 1 in person (default), 2 video. */
  regtype?: InputMaybe<Scalars['Int']['input']>;
  simplified?: InputMaybe<Scalars['Boolean']['input']>;
  type: ActTypeKey;
  vehicle?: InputMaybe<ActVehicleInput>;
};

export type CreatedAct = {
  __typename?: 'CreatedAct';
  rid: Scalars['Int']['output'];
  uuid: Scalars['ID']['output'];
  version: Scalars['Int']['output'];
};

export type Dictionaries = {
  __typename?: 'Dictionaries';
  actTypes: Array<DictionaryActType>;
  /** The amount the fees are computed with today. */
  baseAmountInForce: Scalars['Float']['output'];
  baseAmounts: Array<DictionaryBaseAmount>;
  catalogue: Array<DictionaryCatalogueEntry>;
  /** BASE_AMOUNT_TIYIN, the amount before any decreed one. */
  configuredBaseAmount: Scalars['Float']['output'];
  districts: Array<DictionaryPlace>;
  offices: Array<DictionaryOffice>;
  regions: Array<DictionaryPlace>;
};

export type DictionaryActType = {
  __typename?: 'DictionaryActType';
  id: Scalars['Int']['output'];
  name: LocalizedText;
};

export type DictionaryBaseAmount = {
  __typename?: 'DictionaryBaseAmount';
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  /** yyyy-mm-dd */
  effectiveFrom: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

export type DictionaryCatalogueEntry = {
  __typename?: 'DictionaryCatalogueEntry';
  actTypeId: Scalars['Int']['output'];
  texts: LocalizedCatalogueTexts;
};

/** One journaled change of a dictionary: who, when, the record before (null for a new one) and after, as JSON. */
export type DictionaryChange = {
  __typename?: 'DictionaryChange';
  after: Scalars['String']['output'];
  /** ISO instant. */
  at: Scalars['String']['output'];
  before?: Maybe<Scalars['String']['output']>;
  dictionary: DictionaryName;
  id: Scalars['Int']['output'];
  recordId: Scalars['Int']['output'];
  /** The administrator's login. */
  userid?: Maybe<Scalars['String']['output']>;
};

export type DictionaryJournalPage = {
  __typename?: 'DictionaryJournalPage';
  items: Array<DictionaryChange>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export const DictionaryName = {
  ActTypes: 'act_types',
  BaseAmounts: 'base_amounts',
  Catalogue: 'catalogue',
  Districts: 'districts',
  Offices: 'offices',
  Regions: 'regions'
} as const;

export type DictionaryName = typeof DictionaryName[keyof typeof DictionaryName];
export type DictionaryOffice = {
  __typename?: 'DictionaryOffice';
  address: LocalizedText;
  districtId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: LocalizedText;
  phone: Scalars['String']['output'];
  regionId: Scalars['Int']['output'];
};

export type DictionaryPlace = {
  __typename?: 'DictionaryPlace';
  id: Scalars['Int']['output'];
  name: LocalizedText;
  /** A district's region; null for a region. */
  regionId?: Maybe<Scalars['Int']['output']>;
};

/** A notary as the directory shows them: licence, office, timetable, presence now and both ratings. */
export type DirectoryNotary = {
  __typename?: 'DirectoryNotary';
  absence?: Maybe<NotaryAbsence>;
  /** Last day of the absence (yyyy-mm-dd); null with an absence: until lifted. */
  absentUntil?: Maybe<Scalars['String']['output']>;
  /** Average of the visible reviews; null without reviews. */
  clientRating?: Maybe<Scalars['Float']['output']>;
  /** Distance from the position given to the query, in km; null without one. */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  licenseNumber: Scalars['String']['output'];
  licenseStatus: NotaryLicenseStatus;
  /** The ministry's rating, 1-5; null when not rated. */
  ministryRating?: Maybe<Scalars['Float']['output']>;
  /** Surname, name and patronymic: Latin in oz, Cyrillic in uz and ru. */
  name: LocalizedText;
  office: NotaryOffice;
  presence: NotaryPresence;
  reviewCount: Scalars['Int']['output'];
  workDays: Array<WeekDay>;
  /** HH:MM, Tashkent time. */
  workFrom: Scalars['String']['output'];
  workTo: Scalars['String']['output'];
};

/** An office on the directory's map, with how many notaries there match the filters. */
export type DirectoryOffice = {
  __typename?: 'DirectoryOffice';
  notaries: Scalars['Int']['output'];
  office: NotaryOffice;
};

/** Sorts of the directory; distance needs the visitor's position. */
export const DirectorySort = {
  Alphabet: 'alphabet',
  ClientRating: 'clientRating',
  Distance: 'distance',
  MinistryRating: 'ministryRating'
} as const;

export type DirectorySort = typeof DirectorySort[keyof typeof DirectorySort];
export type District = {
  __typename?: 'District';
  id: Scalars['Int']['output'];
  name: LocalizedText;
  regionId: Scalars['Int']['output'];
};

export type DutyNotaryInput = {
  /** yyyy-mm-dd, Tashkent. */
  fromDay: Scalars['String']['input'];
  notaryId: Scalars['Int']['input'];
  officeId: Scalars['Int']['input'];
};

/** One row of an office's duty rota: from this Tashkent date on, this notary is on duty. */
export type DutyNotaryPeriod = {
  __typename?: 'DutyNotaryPeriod';
  fromDay: Scalars['String']['output'];
  notary: EqueueNotary;
};

export type DutyRota = {
  __typename?: 'DutyRota';
  /** Newest first, at most 30. */
  items: Array<DutyNotaryPeriod>;
  officeId: Scalars['Int']['output'];
};

/** A booking with the fields of section 3 and what its statechart allows now. */
export type EqueueBooking = {
  __typename?: 'EqueueBooking';
  canCancel: Scalars['Boolean']['output'];
  canCheckIn: Scalars['Boolean']['output'];
  canReschedule: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  equeuetime: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Checked in more than 15 minutes late: the slot was lost for the general queue. */
  lateNotice: Scalars['Boolean']['output'];
  notary: EqueueNotary;
  notaryaction?: Maybe<LocalizedText>;
  office: NotaryOffice;
  phone?: Maybe<Scalars['String']['output']>;
  queueNumber?: Maybe<Scalars['Int']['output']>;
  regdate: Scalars['String']['output'];
  /** When the citizen checked in. */
  regtime?: Maybe<Scalars['String']['output']>;
  state: EqueueBookingState;
  /** Translation key of the state (namespace equeue). */
  stateKey: Scalars['String']['output'];
  tab?: Maybe<EqueueTab>;
  /** The act type booked for; null for a consultation. */
  typeid?: Maybe<Scalars['Int']['output']>;
  updtime: Scalars['String']['output'];
};

/**
 * What a person does to a booking: the citizen cancels, the booking's notary or the office's duty notary
 * marks served or missed. Checking in is the enrolled kiosk's (equeueCheckIn).
 */
export const EqueueBookingAction = {
  Cancel: 'cancel',
  Missed: 'missed',
  Served: 'served'
} as const;

export type EqueueBookingAction = typeof EqueueBookingAction[keyof typeof EqueueBookingAction];
export type EqueueBookingInput = {
  /** yyyy-mm-dd, Tashkent. */
  date: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** null: any notary of the office. */
  notaryId?: InputMaybe<Scalars['Int']['input']>;
  officeId: Scalars['Int']['input'];
  /** 9 digits. */
  phone?: InputMaybe<Scalars['String']['input']>;
  service: EqueueServiceInput;
  slot: EqueueSlotInput;
};

export type EqueueBookingPage = {
  __typename?: 'EqueueBookingPage';
  items: Array<EqueueBooking>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The booking statechart's states a stored booking can be in. */
export const EqueueBookingState = {
  BookedDue: 'booked_due',
  BookedLate: 'booked_late',
  BookedUpcoming: 'booked_upcoming',
  Cancelled: 'cancelled',
  CheckedIn: 'checkedIn',
  GeneralQueueNumbering: 'generalQueue_numbering',
  GeneralQueueWaiting: 'generalQueue_waiting',
  Missed: 'missed',
  Served: 'served'
} as const;

export type EqueueBookingState = typeof EqueueBookingState[keyof typeof EqueueBookingState];
/**
 * A check-in on the kiosk: the number the office calls, and nothing else, whether the passport had a
 * booking or not (decision 070).
 */
export type EqueueCheckIn = {
  __typename?: 'EqueueCheckIn';
  number: Scalars['Int']['output'];
};

export type EqueueDay = {
  __typename?: 'EqueueDay';
  closed?: Maybe<EqueueDayClosed>;
  date: Scalars['String']['output'];
  slots: Array<EqueueSlot>;
};

/** Why a day offers no slot at all. */
export const EqueueDayClosed = {
  Holiday: 'holiday',
  OutOfRange: 'outOfRange'
} as const;

export type EqueueDayClosed = typeof EqueueDayClosed[keyof typeof EqueueDayClosed];
export type EqueueNotary = {
  __typename?: 'EqueueNotary';
  id: Scalars['Int']['output'];
  name: LocalizedText;
};

export type EqueueQueueEntry = {
  __typename?: 'EqueueQueueEntry';
  bookingId?: Maybe<Scalars['Int']['output']>;
  number: Scalars['Int']['output'];
  state: EqueueQueueEntryState;
};

export const EqueueQueueEntryState = {
  Missed: 'missed',
  Served: 'served',
  Waiting: 'waiting'
} as const;

export type EqueueQueueEntryState = typeof EqueueQueueEntryState[keyof typeof EqueueQueueEntryState];
export type EqueueServiceInput = {
  /** Required with kind act. */
  actTypeId?: InputMaybe<Scalars['Int']['input']>;
  kind: EqueueServiceKind;
};

export const EqueueServiceKind = {
  Act: 'act',
  Consultation: 'consultation'
} as const;

export type EqueueServiceKind = typeof EqueueServiceKind[keyof typeof EqueueServiceKind];
export type EqueueSlot = {
  __typename?: 'EqueueSlot';
  notaryId: Scalars['Int']['output'];
  /** ISO instant (UTC) of the slot's start. */
  start: Scalars['String']['output'];
};

export type EqueueSlotInput = {
  notaryId: Scalars['Int']['input'];
  start: Scalars['String']['input'];
};

/** The equeue page's tabs: still to happen, or over. */
export const EqueueTab = {
  History: 'history',
  Registering: 'registering'
} as const;

export type EqueueTab = typeof EqueueTab[keyof typeof EqueueTab];
export type EqueueTicket = {
  __typename?: 'EqueueTicket';
  day: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  officeId: Scalars['Int']['output'];
};

export type EqueueToday = {
  __typename?: 'EqueueToday';
  bookings: Array<EqueueTodayBooking>;
  day: Scalars['String']['output'];
  generalQueue: Array<EqueueQueueEntry>;
  /** The notary is the office's duty notary today: the day lists every booking of the office. */
  onDuty: Scalars['Boolean']['output'];
};

export type EqueueTodayBooking = {
  __typename?: 'EqueueTodayBooking';
  booking: EqueueBooking;
  canMarkMissed: Scalars['Boolean']['output'];
  canMarkServed: Scalars['Boolean']['output'];
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
  /**
   * The ministry answered 403 Access Denied to a call that carried no session token: nobody is logged
   * in, so a login is needed (specification section 8, "login required"); no session expired.
   */
  LoginRequired: 'LOGIN_REQUIRED',
  /** The media server refused the offer or the call (decision 043); extensions.ministryCode is its media_* code. */
  MediaRefused: 'MEDIA_REFUSED',
  /** The ministry did not answer within the timeout. */
  MinistryTimeout: 'MINISTRY_TIMEOUT',
  /** The gateway's circuit breaker keeps calls away from a ministry that stopped answering, until a health probe finds it healthy again. */
  MinistryUnavailable: 'MINISTRY_UNAVAILABLE',
  NotFound: 'NOT_FOUND',
  /** 409 not_video_act: an act in person, or without a set time. */
  NotVideoAct: 'NOT_VIDEO_ACT',
  /** 403 not_video_notary: only the act's notary sends the room's commands. */
  NotVideoNotary: 'NOT_VIDEO_NOTARY',
  /** 403 not_video_participant: one who may read the act but is not its applicant, party or notary. */
  NotVideoParticipant: 'NOT_VIDEO_PARTICIPANT',
  /** 418 pin_not_found_in_uuid: the user is not a party of the act. */
  PinNotFoundInUuid: 'PIN_NOT_FOUND_IN_UUID',
  /** 404 signing_key_missing of the sandbox e-signature provider: it holds no key for this person. */
  SigningKeyMissing: 'SIGNING_KEY_MISSING',
  /** 409 stale_version: the act changed since it was read; extensions.version is the current one. Nothing changed. */
  StaleVersion: 'STALE_VERSION',
  /** The ministry answered 403 Access Denied: the session token expired or was revoked. */
  TokenExpired: 'TOKEN_EXPIRED',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** 409 transition_refused: the act statechart refuses the event now; extensions.reason (an ActRefusalReason) names why. */
  TransitionRefused: 'TRANSITION_REFUSED',
  /** 418 uuid_not_found; extensions.uuid names the act when known. */
  UuidNotFound: 'UUID_NOT_FOUND',
  /** 409 video_closed: the act is past the steps with a set time. */
  VideoClosed: 'VIDEO_CLOSED',
  /** 403 video_identity_not_confirmed: no digital signature, or it did not verify (section 8: personal data not confirmed so video registration impossible). */
  VideoIdentityNotConfirmed: 'VIDEO_IDENTITY_NOT_CONFIRMED',
  /** 409 video_media_unavailable: no present participant publishes under that media id (paused, left, or replaced by a rejoin). */
  VideoMediaUnavailable: 'VIDEO_MEDIA_UNAVAILABLE',
  /** 403 video_not_admitted: a party sees the others only once the notary admitted it, and only the admitted. */
  VideoNotAdmitted: 'VIDEO_NOT_ADMITTED',
  /** 409 video_not_in_room: the join has no open room subscription (subscribe to videoRoom first). */
  VideoNotInRoom: 'VIDEO_NOT_IN_ROOM',
  /** 409 video_not_joined: the attendance is not an open join of this act by this user (join first, or it was left). */
  VideoNotJoined: 'VIDEO_NOT_JOINED',
  /** 409 video_not_open: more than 15 minutes before the set time; extensions.time is the set time (HH:mm, Tashkent). */
  VideoNotOpen: 'VIDEO_NOT_OPEN',
  /** 409 video_participant_absent: the command names a participant who is not in the room. */
  VideoParticipantAbsent: 'VIDEO_PARTICIPANT_ABSENT',
  /** 409 video_room_phase: the command does not fit the room's phase; extensions.phase names it. */
  VideoRoomPhase: 'VIDEO_ROOM_PHASE',
  /** 503 video_test_busy: every test room of /room_video_testing is taken. */
  VideoTestBusy: 'VIDEO_TEST_BUSY',
  /** 409 video_time_expired: more than 15 minutes after the set time (section 8: registration time expired, ask notary for new time). */
  VideoTimeExpired: 'VIDEO_TIME_EXPIRED'
} as const;

export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];
export type FaceRect = {
  __typename?: 'FaceRect';
  height: Scalars['Float']['output'];
  width: Scalars['Float']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

/** The legal basis of a fee (machines/money's feeBasisKeys without `basis.`; text money:basis.<value>). */
export const FeeBasis = {
  Delegation: 'delegation',
  GeneralPowerOfAttorney: 'generalPowerOfAttorney',
  InheritanceRenunciation: 'inheritanceRenunciation',
  Minimum: 'minimum',
  MinorEscort: 'minorEscort',
  MinorResidence: 'minorResidence',
  MinorTravel: 'minorTravel',
  Pledge: 'pledge',
  RealEstatePowerOfAttorney: 'realEstatePowerOfAttorney',
  RelationshipNotFound: 'relationshipNotFound',
  ResidenceConsent: 'residenceConsent',
  SandboxRate: 'sandboxRate',
  ServiceFee: 'serviceFee',
  SpouseConsent: 'spouseConsent',
  Translation: 'translation',
  VehicleGift: 'vehicleGift',
  VehiclePowerOfAttorney: 'vehiclePowerOfAttorney',
  VehiclePowerOfAttorneyCloseRelatives: 'vehiclePowerOfAttorneyCloseRelatives',
  VehicleSale: 'vehicleSale',
  VehicleTransferCloseRelatives: 'vehicleTransferCloseRelatives'
} as const;

export type FeeBasis = typeof FeeBasis[keyof typeof FeeBasis];
/** A rate in basis points (10 000 = 100 %) of the base amount and/or the transaction value. */
export type FeeRate = {
  __typename?: 'FeeRate';
  /** The least the charge comes to, in basis points of the base amount. */
  minOfBase?: Maybe<Scalars['Int']['output']>;
  ofBase?: Maybe<Scalars['Int']['output']>;
  ofValue?: Maybe<Scalars['Int']['output']>;
  source: FeeRateSource;
};

/** Where a fee rate comes from: the specification or a sandbox value. */
export const FeeRateSource = {
  Sandbox: 'sandbox',
  Specification: 'specification'
} as const;

export type FeeRateSource = typeof FeeRateSource[keyof typeof FeeRateSource];
/** A second administrator's decision on a pending grant. */
export const GrantDecision = {
  Approve: 'approve',
  Reject: 'reject'
} as const;

export type GrantDecision = typeof GrantDecision[keyof typeof GrantDecision];
export type Health = {
  __typename?: 'Health';
  /** The gateway answers, so it is always UP here. */
  gateway: ServiceStatus;
  ministry: MinistryStatus;
};

export type InheritanceCase = {
  __typename?: 'InheritanceCase';
  caseNumber: Scalars['String']['output'];
  deathDate: Scalars['String']['output'];
  deceased: LocalizedText;
  notary: InheritanceCaseNotary;
  openedOn: Scalars['String']['output'];
};

export type InheritanceCaseNotary = {
  __typename?: 'InheritanceCaseNotary';
  id: Scalars['Int']['output'];
  name: LocalizedText;
  office: PublicActType;
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
  role: PartyRole;
  status?: Maybe<Scalars['String']['output']>;
};

/** The computed amount of one invoice purpose and what it rests on. */
export type InvoiceFee = {
  __typename?: 'InvoiceFee';
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  /** The act type's basis first, then the reduction's, then notes (minimum, sandbox rate). */
  basis: Array<FeeBasis>;
  purpose: InvoicePurpose;
  rate: FeeRate;
};

/** An invoice's purpose: the state fee or the notary's service. */
export const InvoicePurpose = {
  Service: 'service',
  StateFee: 'state_fee'
} as const;

export type InvoicePurpose = typeof InvoicePurpose[keyof typeof InvoicePurpose];
export type IssueInvoiceInput = {
  /** So'm, at most two decimals. */
  amount: Scalars['Float']['input'];
  /** state_fee or service. */
  purpose?: InputMaybe<Scalars['String']['input']>;
  /**
   * Required when the amount differs from the computed fee of its purpose (actFee; decision 040):
   * without it BAD_REQUEST validation_failed, extensions.fields["invoices.<n>.reason"].
   */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type Kiosk = {
  __typename?: 'Kiosk';
  /** Pending, and its one-time code ran out: revoke it and enrol again. */
  codeExpired: Scalars['Boolean']['output'];
  /** ISO instants. */
  createdAt: Scalars['String']['output'];
  enrolledAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Where in the office it stands, in the administrators' words. */
  label: Scalars['String']['output'];
  /** Its last signed operation. */
  lastSeenAt?: Maybe<Scalars['String']['output']>;
  office: NotaryOffice;
  revokedAt?: Maybe<Scalars['String']['output']>;
  state: KioskState;
};

/** A kiosk just enrolled and its one-time code: the only answer that ever holds the code. */
export type KioskEnrolment = {
  __typename?: 'KioskEnrolment';
  /** 12 characters; shown in groups of four. */
  code: Scalars['String']['output'];
  codeExpiresAt: Scalars['String']['output'];
  kiosk: Kiosk;
};

/** What a kiosk is told of itself. */
export type KioskIdentity = {
  __typename?: 'KioskIdentity';
  kioskId: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  office: NotaryOffice;
};

export type KioskNonce = {
  __typename?: 'KioskNonce';
  expiresAt: Scalars['String']['output'];
  /** Single use, bound to the kiosk. */
  nonce: Scalars['String']['output'];
};

export type KioskPage = {
  __typename?: 'KioskPage';
  items: Array<Kiosk>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The proof of one kiosk-only operation: the nonce, signed (base64url) with the kiosk's private key. */
export type KioskProofInput = {
  kioskId: Scalars['Int']['input'];
  nonce: Scalars['String']['input'];
  signature: Scalars['String']['input'];
};

/** An ECDSA P-256 public key as WebCrypto exports it (JWK). */
export type KioskPublicKeyInput = {
  crv: Scalars['String']['input'];
  kty: Scalars['String']['input'];
  x: Scalars['String']['input'];
  y: Scalars['String']['input'];
};

export const KioskState = {
  Active: 'active',
  Pending: 'pending',
  Revoked: 'revoked'
} as const;

export type KioskState = typeof KioskState[keyof typeof KioskState];
export type KiosksFilter = {
  officeId?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<KioskState>;
};

/** An act linked to the checked one: the power of attorney a delegation was made from (relation base). */
export type LinkedAct = {
  __typename?: 'LinkedAct';
  regdate: Scalars['String']['output'];
  regnum: Scalars['String']['output'];
  relation: Scalars['String']['output'];
};

/** The step a liveness session asks for now (after the frame a STATS answers). */
export type LivenessChallenge = {
  __typename?: 'LivenessChallenge';
  /** 1-based position of the step in the challenge. */
  index: Scalars['Int']['output'];
  of: Scalars['Int']['output'];
  step: LivenessStep;
};

/** What a liveness challenge asks (the specification's section 8 vocabulary; docs/decisions/068). */
export const LivenessStep = {
  /** Look straight at the camera (code 63). */
  Center: 'CENTER',
  /** Lower the chin (code 68). */
  ChinDown: 'CHIN_DOWN',
  /** Raise the chin (code 67). */
  ChinUp: 'CHIN_UP',
  /** Close the eyes (code 62). */
  EyesClosed: 'EYES_CLOSED',
  /** Turn the head left (code 65). */
  TurnLeft: 'TURN_LEFT',
  /** Turn the head right (code 64). */
  TurnRight: 'TURN_RIGHT'
} as const;

export type LivenessStep = typeof LivenessStep[keyof typeof LivenessStep];
export type LivenessUpdate = {
  __typename?: 'LivenessUpdate';
  challenge?: Maybe<LivenessChallenge>;
  /** unsupported_image, image_too_large, bad_frame, timeout, session_in_use, liveness_failed, unavailable. */
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
export type LocalizedCatalogueTexts = {
  __typename?: 'LocalizedCatalogueTexts';
  oz: CatalogueTexts;
  ru: CatalogueTexts;
  uz: CatalogueTexts;
};

export type LocalizedCatalogueTextsInput = {
  oz: CatalogueTextsInput;
  ru: CatalogueTextsInput;
  uz: CatalogueTextsInput;
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

export type LocalizedTextInput = {
  oz: Scalars['String']['input'];
  ru: Scalars['String']['input'];
  uz: Scalars['String']['input'];
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

/** A review as the moderators see it. */
export type ModeratedReview = {
  __typename?: 'ModeratedReview';
  author: Scalars['String']['output'];
  /** False for a review of the moderator or of a notary of their office. */
  canModerate: Scalars['Boolean']['output'];
  /** ISO instant. */
  createdAt: Scalars['String']['output'];
  hidden: Scalars['Boolean']['output'];
  hideReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  notaryId: Scalars['Int']['output'];
  /** Latin for oz, Cyrillic for uz and ru. */
  notaryName: Scalars['String']['output'];
  officeName: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
  reportCount: Scalars['Int']['output'];
  text?: Maybe<Scalars['String']['output']>;
};

export type ModeratedReviewPage = {
  __typename?: 'ModeratedReviewPage';
  items: Array<ModeratedReview>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The moderators' two lists (decision 072): reported since the last decision, and hidden. */
export const ModerationStatus = {
  Hidden: 'hidden',
  Reported: 'reported'
} as const;

export type ModerationStatus = typeof ModerationStatus[keyof typeof ModerationStatus];
export type Mutation = {
  __typename?: 'Mutation';
  /** POST /api/offer_accept?action=1; answers the new termsofuse. */
  acceptOffer: Scalars['Int']['output'];
  /** POST /api/invitations/{token}/accept or reject. */
  answerInvitation: Act;
  /** POST /api/auth with the liveness token. */
  authenticate: AuthResult;
  /** POST /api/equeue/bookings; CONFLICT (ministryCode slot_taken or slot_not_offered). */
  bookEqueue: EqueueBooking;
  /** POST /api/profile/email: BAD_REQUEST with fields.email for a wrong address. */
  changeProfileEmail: Profile;
  /**
   * POST /api/admin/users/{id}/changes: the user after the change. A grant of the administrator or notary
   * role is recorded as pending (in pendingGrants) until a second administrator decides it.
   */
  changeUser: AdminUser;
  /** The kiosk's enrolment page: the code and the public key of the pair the kiosk made; FORBIDDEN (kiosk_code_refused) for a wrong, used or expired code. */
  completeKioskEnrolment: KioskIdentity;
  /** POST /api/profile/phone/confirm: the right code changes the phone; BAD_REQUEST with fields.code otherwise. */
  confirmPhoneCode: Profile;
  /**
   * POST /api/notarial_act: an act of any registry type; the registry's refusals and the business rules
   * answer BAD_REQUEST with extensions.ministryCode (and extensions.fields for validation_failed).
   */
  createAct: CreatedAct;
  /**
   * POST /api/admin/users/{id}/grants/{grantId}/decision: a second administrator approves or rejects a
   * pending grant, with a reason; FORBIDDEN (grant_own_request) for the administrator who asked for it.
   */
  decideRoleGrant: AdminUser;
  /** Enrols a kiosk for an office: a pending kiosk and its one-time code (valid 30 minutes). */
  enrolKiosk: KioskEnrolment;
  /** The enrolled kiosk: check in today's booking at its office by passport (or join its general queue). */
  equeueCheckIn: EqueueCheckIn;
  /** The enrolled kiosk: take the next number of its office's general queue. */
  equeueTakeNumber: EqueueTicket;
  /**
   * A moderator or an administrator hides a reported review with a reason; it leaves the average. FORBIDDEN
   * with ministryCode review_hide_forbidden without the role, review_moderation_conflict for a review of
   * the caller or of their office.
   */
  hideReview: NotaryRating;
  /** The kiosk's office, proven (a signed operation, so a mutation: each proof is spent once). */
  identifyKiosk: KioskIdentity;
  /** POST /api/notarial_act/{uuid}/video/join with the signed challenge; VIDEO_IDENTITY_NOT_CONFIRMED and the refusals of videoChallenge. */
  joinVideo: VideoJoin;
  /** A moderator or an administrator keeps a reported review visible, with a reason: it leaves the queue. */
  keepReview: NotaryRating;
  /** A nonce for the kiosk's next signed operation. */
  kioskNonce: KioskNonce;
  /** POST /api/notarial_act/{uuid}/video/leave. */
  leaveVideo: VideoLeave;
  /** POST /api/logout: the token is revoked. */
  logout: Scalars['Boolean']['output'];
  /** POST /api/profile/sessions/logout_others: the number of sessions ended. */
  logoutOtherSessions: Scalars['Int']['output'];
  /** POST /api/invoices/{id}/pay (sandbox card; Luhn and expiry checked by the ministry). */
  payInvoice: Act;
  /**
   * The ministry's check before login (POST /api/check_before_auth). True when the face check may
   * start; otherwise a GraphQL error whose message is the ministry's reason in the request's language.
   */
  precheck: Scalars['Boolean']['output'];
  /** POST /api/offer_accept?action=0; answers the new termsofuse. */
  refuseOffer: Scalars['Int']['output'];
  /** Any logged-in user, the reviewed notary included: queues it for the moderators; twice changes nothing. */
  reportReview: Scalars['Boolean']['output'];
  /**
   * POST /api/invoices/{id}/bank_order: the invoice's payment order by bank transfer, issued once and
   * the same on every later request (CONFLICT invoice_not_payable when this viewer may not pay it now).
   */
  requestBankOrder: BankOrder;
  /** POST /api/profile/phone: a code to the new phone by the SMS gateway; the phone is not changed yet. */
  requestPhoneCode: PhoneCodeSent;
  /** Move an upcoming booking to another free slot. */
  rescheduleEqueue: EqueueBooking;
  /** A moderator or an administrator restores a hidden review with a reason; it counts in the average again. */
  restoreReview: NotaryRating;
  /**
   * POST /api/notary_reviews. rating is required (1-5; BAD_REQUEST with extensions.fields.rating);
   * FORBIDDEN (ministryCode review_not_allowed) unless actId is the viewer's registered act with the
   * notary; CONFLICT (review_exists) for a second review of one act.
   */
  reviewNotary: NotaryRating;
  /** Revokes a kiosk: its next call is refused. */
  revokeKiosk: Kiosk;
  /**
   * SANDBOX ONLY: POST /sandbox/esign/sign, the stand-in for the national e-signature app, signs the
   * challenge for the logged-in person; SIGNING_KEY_MISSING for one the sandbox holds no key for.
   */
  sandboxSign: SandboxSignature;
  /** POST /api/notarial_act/{uuid}/events: one statechart event; answers the act after it. */
  sendActEvent: Act;
  /** POST /api/equeue/bookings/{id}/events; CONFLICT (booking_refused) when the statechart refuses it now. */
  sendEqueueAction: EqueueBooking;
  /** Sends one camera frame (base64, no data: prefix) to the liveness session opened by Subscription.liveness. */
  sendLivenessFrame: Scalars['Boolean']['output'];
  /**
   * POST /api/notarial_act/{uuid}/general: the act's general fields set by its notary while checking it
   * (decision 080). Another notary of the office: FORBIDDEN; anybody else or another step: a refusal
   * (transition_refused); bad input: BAD_REQUEST validation_failed with extensions.fields.
   */
  setActGeneral: Act;
  /** POST /api/notarial_act/{uuid}/notary: the notary chosen again, in preparation. */
  setActNotary: Act;
  /**
   * POST /api/notarial_act/{uuid}/other/{subjectId}: the other subject data corrected in preparation,
   * as setActRealEstate.
   */
  setActOtherSubject: Act;
  /**
   * POST /api/notarial_act/{uuid}/parties/{partyId}: an invited party's phone (9 digits) corrected, in
   * preparation; the party is invited again at the new number.
   */
  setActPartyPhone: Act;
  /**
   * POST /api/notarial_act/{uuid}/real_estates/{subjectId}: a real-estate subject corrected in preparation
   * (every field the act's type asks for; one left out is cleared), sums in so'm. The cadastre number
   * must be the stored one: another is BAD_REQUEST validation_failed, extensions.fields.cadastreNumber.
   * The other parties are asked again, as for the vehicle's price.
   */
  setActRealEstate: Act;
  /**
   * POST /api/notarial_act/{uuid}/vehicles/{subjectId}: the vehicle's price (so'm) corrected, in
   * preparation; the other parties are asked again (status awaiting, a new SMS invitation).
   */
  setActVehiclePrice: Act;
  /** POST /api/dictionaries/base_amounts: a decreed base amount (tiyin) from a day (yyyy-mm-dd). */
  setBaseAmount: DictionaryChange;
  /** The user's consent to having their sessions traced, journaled; answers the session's tracing. */
  setBrowserTraceConsent: BrowserTracing;
  /** POST /api/admin/duty_notaries: puts a notary of the office on duty from a date; administrators only. */
  setDutyNotary: DutyRota;
  /** POST /api/profile/consent: gives or withdraws the consent, journaled. */
  setPersonalDataConsent: Profile;
  /**
   * SANDBOX ONLY: POST /api/sandbox/bank/transfers, the sandbox bank's counter: the order's amount
   * transferred and announced through the bank's signed callback; the act as the caller sees it.
   */
  simulateBankTransfer: Act;
  /** POST /api/dictionaries/act_types/{id}: an act type's names. */
  updateActTypeName: DictionaryChange;
  /** POST /api/dictionaries/catalogue/{id}: an act type's catalogue texts. */
  updateCatalogueTexts: DictionaryChange;
  /** POST /api/dictionaries/districts/{id}. */
  updateDistrictName: DictionaryChange;
  /** POST /api/dictionaries/offices/{id}. */
  updateOffice: DictionaryChange;
  /** POST /api/dictionaries/regions/{id}. */
  updateRegionName: DictionaryChange;
  /** Stores one batch of the session's trace. FORBIDDEN when the session is not traced; BAD_REQUEST for a bad batch. */
  uploadBrowserTrace: BrowserTraceUpload;
  /** POST /api/notarial_act/{uuid}/video/challenge; NOT_VIDEO_PARTICIPANT, NOT_VIDEO_ACT, VIDEO_NOT_OPEN (extensions.time), VIDEO_TIME_EXPIRED, VIDEO_CLOSED. */
  videoChallenge: VideoChallenge;
  /** POST /api/notarial_act/{uuid}/video/publish: the participant's camera and microphone (sendonly offer). */
  videoPublish: VideoSdpAnswer;
  /** POST /api/notarial_act/{uuid}/video/command: the notary's control; NOT_VIDEO_NOTARY for anyone else. */
  videoRoomCommand: Scalars['Boolean']['output'];
  /** POST /api/notarial_act/{uuid}/video/subscribe: a recvonly offer for one other participant's publication. */
  videoSubscribe: VideoSdpAnswer;
  /** POST /api/video_test/{sessionId}/leave. */
  videoTestLeave: Scalars['Boolean']['output'];
  /** POST /api/video_test/publish (login needed): a test room of one; the offer sends, the answer is the server's. */
  videoTestPublish: VideoTestSession;
  /** POST /api/video_test/{sessionId}/subscribe: a recvonly offer for one's own media back. */
  videoTestSubscribe: VideoSdpAnswer;
};


export type MutationAnswerInvitationArgs = {
  accept: Scalars['Boolean']['input'];
  token: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAuthenticateArgs = {
  input: AuthenticateInput;
};


export type MutationBookEqueueArgs = {
  input: EqueueBookingInput;
};


export type MutationChangeProfileEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationChangeUserArgs = {
  change: UserChangeInput;
  id: Scalars['Int']['input'];
};


export type MutationCompleteKioskEnrolmentArgs = {
  code: Scalars['String']['input'];
  publicKey: KioskPublicKeyInput;
};


export type MutationConfirmPhoneCodeArgs = {
  code: Scalars['String']['input'];
};


export type MutationCreateActArgs = {
  input: CreateActInput;
};


export type MutationDecideRoleGrantArgs = {
  decision: GrantDecision;
  grantId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationEnrolKioskArgs = {
  label: Scalars['String']['input'];
  officeId: Scalars['Int']['input'];
};


export type MutationEqueueCheckInArgs = {
  passnum: Scalars['String']['input'];
  passserial: Scalars['String']['input'];
  proof: KioskProofInput;
};


export type MutationEqueueTakeNumberArgs = {
  proof: KioskProofInput;
};


export type MutationHideReviewArgs = {
  reason: Scalars['String']['input'];
  reviewId: Scalars['Int']['input'];
};


export type MutationIdentifyKioskArgs = {
  proof: KioskProofInput;
};


export type MutationJoinVideoArgs = {
  challengeId: Scalars['ID']['input'];
  client?: InputMaybe<VideoClient>;
  signature: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationKeepReviewArgs = {
  reason: Scalars['String']['input'];
  reviewId: Scalars['Int']['input'];
};


export type MutationKioskNonceArgs = {
  kioskId: Scalars['Int']['input'];
};


export type MutationLeaveVideoArgs = {
  attendanceId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
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


export type MutationReportReviewArgs = {
  reviewId: Scalars['Int']['input'];
};


export type MutationRequestBankOrderArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type MutationRequestPhoneCodeArgs = {
  phone: Scalars['String']['input'];
};


export type MutationRescheduleEqueueArgs = {
  bookingId: Scalars['Int']['input'];
  slot: EqueueSlotInput;
};


export type MutationRestoreReviewArgs = {
  reason: Scalars['String']['input'];
  reviewId: Scalars['Int']['input'];
};


export type MutationReviewNotaryArgs = {
  actId: Scalars['Int']['input'];
  notaryId: Scalars['Int']['input'];
  rating?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRevokeKioskArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSandboxSignArgs = {
  challenge: Scalars['String']['input'];
};


export type MutationSendActEventArgs = {
  payload?: InputMaybe<ActEventPayloadInput>;
  type: ActEventType;
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSendEqueueActionArgs = {
  action: EqueueBookingAction;
  bookingId: Scalars['Int']['input'];
};


export type MutationSendLivenessFrameArgs = {
  contentType: Scalars['String']['input'];
  image: Scalars['String']['input'];
  sessionId: Scalars['ID']['input'];
};


export type MutationSetActGeneralArgs = {
  general: ActGeneralInput;
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetActNotaryArgs = {
  notary: NotaryChoiceInput;
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetActOtherSubjectArgs = {
  other: ActOtherSubjectInput;
  subjectId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetActPartyPhoneArgs = {
  partyId: Scalars['ID']['input'];
  phone: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetActRealEstateArgs = {
  realEstate: ActRealEstateInput;
  subjectId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetActVehiclePriceArgs = {
  price: Scalars['Float']['input'];
  subjectId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSetBaseAmountArgs = {
  amount: Scalars['Float']['input'];
  effectiveFrom: Scalars['String']['input'];
};


export type MutationSetBrowserTraceConsentArgs = {
  consent: Scalars['Boolean']['input'];
};


export type MutationSetDutyNotaryArgs = {
  input: DutyNotaryInput;
};


export type MutationSetPersonalDataConsentArgs = {
  given: Scalars['Boolean']['input'];
};


export type MutationSimulateBankTransferArgs = {
  reference: Scalars['String']['input'];
};


export type MutationUpdateActTypeNameArgs = {
  id: Scalars['Int']['input'];
  name: LocalizedTextInput;
};


export type MutationUpdateCatalogueTextsArgs = {
  id: Scalars['Int']['input'];
  texts: LocalizedCatalogueTextsInput;
};


export type MutationUpdateDistrictNameArgs = {
  id: Scalars['Int']['input'];
  name: LocalizedTextInput;
};


export type MutationUpdateOfficeArgs = {
  id: Scalars['Int']['input'];
  input: OfficeEditInput;
};


export type MutationUpdateRegionNameArgs = {
  id: Scalars['Int']['input'];
  name: LocalizedTextInput;
};


export type MutationUploadBrowserTraceArgs = {
  batch: BrowserTraceBatchInput;
};


export type MutationVideoChallengeArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationVideoPublishArgs = {
  attendanceId: Scalars['ID']['input'];
  sdp: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationVideoRoomCommandArgs = {
  attendanceId: Scalars['ID']['input'];
  command: VideoRoomCommandInput;
  uuid: Scalars['ID']['input'];
};


export type MutationVideoSubscribeArgs = {
  attendanceId: Scalars['ID']['input'];
  mediaId: Scalars['ID']['input'];
  sdp: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationVideoTestLeaveArgs = {
  sessionId: Scalars['ID']['input'];
};


export type MutationVideoTestPublishArgs = {
  sdp: Scalars['String']['input'];
};


export type MutationVideoTestSubscribeArgs = {
  sdp: Scalars['String']['input'];
  sessionId: Scalars['ID']['input'];
};

/** A region as the notary availability names it: its name in the request's language. */
export type NamedRegion = {
  __typename?: 'NamedRegion';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** Section 2, notarial act check result: nothing about the parties. */
export type NotarialActCheck = {
  __typename?: 'NotarialActCheck';
  language: ActLanguage;
  linkedActs: Array<LinkedAct>;
  notes: Array<ActCheckNote>;
  office: PublicOffice;
  /** The office's phone. */
  phone: Scalars['String']['output'];
  regdate: Scalars['String']['output'];
  regnum: Scalars['String']['output'];
  state: PublicActState;
  type: PublicActType;
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

export const NotaryAbsence = {
  Sick: 'sick',
  Vacation: 'vacation'
} as const;

export type NotaryAbsence = typeof NotaryAbsence[keyof typeof NotaryAbsence];
/**
 * Whether a region has a notary on the portal (an active licence and a portal account), and when it has
 * none, the nearest region that has one (decision 079).
 */
export type NotaryAvailability = {
  __typename?: 'NotaryAvailability';
  available: Scalars['Boolean']['output'];
  /** Null while the region has a notary, or when no region has one. */
  nearest?: Maybe<NamedRegion>;
  region: NamedRegion;
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

export type NotaryDirectoryFilter = {
  districtId?: InputMaybe<Scalars['Int']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** Part of the name in any script (2-100 characters). */
  name?: InputMaybe<Scalars['String']['input']>;
  officeId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  regionId?: InputMaybe<Scalars['Int']['input']>;
  /** 1-50, 20 by default. */
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<DirectorySort>;
};

export type NotaryDirectoryPage = {
  __typename?: 'NotaryDirectoryPage';
  items: Array<DirectoryNotary>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export const NotaryLicenseStatus = {
  Active: 'active',
  Cancelled: 'cancelled',
  Terminated: 'terminated'
} as const;

export type NotaryLicenseStatus = typeof NotaryLicenseStatus[keyof typeof NotaryLicenseStatus];
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

export type NotaryPostInput = {
  /** N-000000 */
  licenseNumber: Scalars['String']['input'];
  officeId: Scalars['Int']['input'];
};

/** At the workplace now (Tashkent time): by licence, absence, working days and hours (decision 051). */
export const NotaryPresence = {
  Absent: 'absent',
  NoLicense: 'noLicense',
  OffDuty: 'offDuty',
  Present: 'present'
} as const;

export type NotaryPresence = typeof NotaryPresence[keyof typeof NotaryPresence];
export type NotaryQueue = {
  __typename?: 'NotaryQueue';
  items: Array<ActListItem>;
  notaryId: Scalars['Int']['output'];
  officeId: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type NotaryRating = {
  __typename?: 'NotaryRating';
  clientRating?: Maybe<Scalars['Float']['output']>;
  reviewCount: Scalars['Int']['output'];
};

export type NotaryReview = {
  __typename?: 'NotaryReview';
  /** First name and the surname's initial. */
  author: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  rating: Scalars['Int']['output'];
  reported: Scalars['Boolean']['output'];
  text?: Maybe<Scalars['String']['output']>;
};

export type NotaryReviewPage = {
  __typename?: 'NotaryReviewPage';
  items: Array<NotaryReview>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What the logged-in viewer may do on a notary's page. */
export type NotaryViewer = {
  __typename?: 'NotaryViewer';
  /** The viewer is a moderator or an administrator, not of this notary's office: may hide reported reviews. */
  canHide: Scalars['Boolean']['output'];
  reviewableActs: Array<ReviewableAct>;
};

/** An upcoming visit or video conference of the user's acts (get_notify). */
export type NotificationItem = {
  __typename?: 'NotificationItem';
  /** The same page on the kiosk (under /kiosk). */
  kioskLink?: Maybe<Scalars['String']['output']>;
  /** A video conference's act page on its video tab (/my_notarial_act/{rid}?tab=video or /enotarial_act/{uuid}?tab=video); null for a visit in person. */
  link?: Maybe<Scalars['String']['output']>;
  /** The act's name. */
  na?: Maybe<Scalars['String']['output']>;
  /** An equeue booking's reminder (regsystemid 5): the office's name; null for an act's visit. */
  office?: Maybe<Scalars['String']['output']>;
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

export type OfficeEditInput = {
  address: LocalizedTextInput;
  name: LocalizedTextInput;
  /** 9 digits. */
  phone: Scalars['String']['input'];
};

/** The form of ownership real estate is held in. */
export const OwnershipForm = {
  CommonJoint: 'commonJoint',
  CommonShared: 'commonShared',
  Municipal: 'municipal',
  Private: 'private',
  State: 'state'
} as const;

export type OwnershipForm = typeof OwnershipForm[keyof typeof OwnershipForm];
/** A physical person or a legal entity. */
export const PartyClass = {
  Legal: 'legal',
  Physical: 'physical'
} as const;

export type PartyClass = typeof PartyClass[keyof typeof PartyClass];
/** A party's gender as the citizen registry held it when the party was added. */
export const PartyGender = {
  Female: 'female',
  Male: 'male'
} as const;

export type PartyGender = typeof PartyGender[keyof typeof PartyGender];
/** How a party takes part in the act (decision 082). */
export const PartyParticipation = {
  InPerson: 'inPerson',
  Representative: 'representative',
  Video: 'video'
} as const;

export type PartyParticipation = typeof PartyParticipation[keyof typeof PartyParticipation];
/** A party's registration at its address: permanent or temporary. */
export const PartyRegistrationType = {
  Permanent: 'permanent',
  Temporary: 'temporary'
} as const;

export type PartyRegistrationType = typeof PartyRegistrationType[keyof typeof PartyRegistrationType];
/** A party's role in an act. */
export const PartyRole = {
  Attorney: 'attorney',
  Beneficiary: 'beneficiary',
  Buyer: 'buyer',
  ConsentGivingSpouse: 'consentGivingSpouse',
  ConsentReceivingSpouse: 'consentReceivingSpouse',
  Donee: 'donee',
  Escort: 'escort',
  Giver: 'giver',
  Heir: 'heir',
  Minor: 'minor',
  Owner: 'owner',
  Parent: 'parent',
  Pledgee: 'pledgee',
  Pledgor: 'pledgor',
  Principal: 'principal',
  Resident: 'resident',
  Seller: 'seller',
  Substitute: 'substitute',
  Translator: 'translator'
} as const;

export type PartyRole = typeof PartyRole[keyof typeof PartyRole];
/** How a deal is paid. */
export const PaymentMethod = {
  BankTransfer: 'bankTransfer',
  Cash: 'cash',
  Credit: 'credit',
  Mixed: 'mixed'
} as const;

export type PaymentMethod = typeof PaymentMethod[keyof typeof PaymentMethod];
/** A code sent to a new phone and not yet used. */
export type PendingPhone = {
  __typename?: 'PendingPhone';
  attemptsLeft: Scalars['Int']['output'];
  /** ISO instant. */
  expiresAt: Scalars['String']['output'];
  /** The new number, 9 digits. */
  phone: Scalars['String']['output'];
};

export type PhoneCodeSent = {
  __typename?: 'PhoneCodeSent';
  attemptsLeft: Scalars['Int']['output'];
  /** ISO instant. */
  expiresAt: Scalars['String']['output'];
};

export type PrecheckInput = {
  /** Passport number: 7 digits. */
  passnum: Scalars['String']['input'];
  /** Passport series: 2 upper-case letters. */
  passserial: Scalars['String']['input'];
  /** Personal identification number: 14 digits. */
  pin: Scalars['String']['input'];
};

/** The profile labels of the specification (section 3) and the rest of the user record. */
export type Profile = {
  __typename?: 'Profile';
  actaddress: Scalars['String']['output'];
  birthdate: Scalars['String']['output'];
  citizenship: Scalars['String']['output'];
  /** Consent to personal-data processing: while false, video registration is refused. */
  consent: Scalars['Boolean']['output'];
  /** Newest first, at most 20. */
  consentJournal: Array<ConsentEntry>;
  district: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  exprdate: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  inn?: Maybe<Scalars['String']['output']>;
  issuedate: Scalars['String']['output'];
  issueorg: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  login: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nationality: Scalars['String']['output'];
  passport: Scalars['String']['output'];
  pendingPhone?: Maybe<PendingPhone>;
  /** 9 digits. */
  phone: Scalars['String']['output'];
  pin: Scalars['String']['output'];
  regaddress: Scalars['String']['output'];
  /** Cyrillic Uzbek for oz and uz, Russian for ru (regionuz, regionru). */
  region: Scalars['String']['output'];
  surname: Scalars['String']['output'];
};

/**
 * An act of someone else named the user as a party, and the registry was asked who they are (decision
 * 069): when, by whom (the registry's name of the applicant) and for which act type.
 */
export type ProfileLookup = {
  __typename?: 'ProfileLookup';
  actType: ProfileLookupActType;
  /** ISO instant. */
  at: Scalars['String']['output'];
  /** The applicant, as the registry names them. */
  by: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

export type ProfileLookupActType = {
  __typename?: 'ProfileLookupActType';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ProfileLookupPage = {
  __typename?: 'ProfileLookupPage';
  items: Array<ProfileLookup>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A review the user wrote of a notary (decision 051). */
export type ProfileReview = {
  __typename?: 'ProfileReview';
  /** ISO instant. */
  createdAt: Scalars['String']['output'];
  /** Hidden by the notary's moderation. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  notaryId: Scalars['Int']['output'];
  notaryName: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
  text?: Maybe<Scalars['String']['output']>;
};

export type ProfileReviewPage = {
  __typename?: 'ProfileReviewPage';
  items: Array<ProfileReview>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** An open session of the user: never its token. */
export type ProfileSession = {
  __typename?: 'ProfileSession';
  createdAt: Scalars['String']['output'];
  /** The session this request is made in. */
  current: Scalars['Boolean']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastSeenAt: Scalars['String']['output'];
};

export type PropertyBan = RegistryBan & {
  __typename?: 'PropertyBan';
  documentDate: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  kind: BanKind;
  official: Scalars['String']['output'];
  organ: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  state: BanState;
};

export type PropertyFine = RegistryFine & {
  __typename?: 'PropertyFine';
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  issuedOn: Scalars['String']['output'];
  paid: Scalars['Boolean']['output'];
  resolutionNumber: Scalars['String']['output'];
};

export type ProxyCheck = {
  __typename?: 'ProxyCheck';
  /** Whether it may be delegated (registry powers of attorney; null when not recorded). */
  delegable?: Maybe<Scalars['Boolean']['output']>;
  delegations: Array<ProxyDelegation>;
  regdate: Scalars['String']['output'];
  regnum: Scalars['String']['output'];
  status: ProxyStatus;
  termFrom?: Maybe<Scalars['String']['output']>;
  termTo?: Maybe<Scalars['String']['output']>;
  /** Act type: 101, 105, 11651 or 11680. */
  typeId: Scalars['Int']['output'];
};

/** A power of attorney's class by its scope. */
export const ProxyClass = {
  General: 'general',
  OneTime: 'oneTime',
  Special: 'special'
} as const;

export type ProxyClass = typeof ProxyClass[keyof typeof ProxyClass];
export type ProxyDelegation = {
  __typename?: 'ProxyDelegation';
  regdate: Scalars['String']['output'];
  regnum: Scalars['String']['output'];
  status: ProxyStatus;
  termFrom?: Maybe<Scalars['String']['output']>;
  termTo?: Maybe<Scalars['String']['output']>;
};

/** Valid, expired (its term ended) or revoked (cancelled) power of attorney. */
export const ProxyStatus = {
  Expired: 'expired',
  Revoked: 'revoked',
  Valid: 'valid'
} as const;

export type ProxyStatus = typeof ProxyStatus[keyof typeof ProxyStatus];
/** A registered act's public state: active, or cancelled (annulled) after registration. */
export const PublicActState = {
  Active: 'active',
  Cancelled: 'cancelled'
} as const;

export type PublicActState = typeof PublicActState[keyof typeof PublicActState];
export type PublicActType = {
  __typename?: 'PublicActType';
  id: Scalars['Int']['output'];
  name: LocalizedText;
};

export type PublicOffice = {
  __typename?: 'PublicOffice';
  address: LocalizedText;
  id: Scalars['Int']['output'];
  name: LocalizedText;
};

export type Query = {
  __typename?: 'Query';
  /** GET /api/notarial_act/{uuid}: UUID_NOT_FOUND / PIN_NOT_FOUND_IN_UUID for an unknown act or a stranger. */
  act: Act;
  /** Analysts only (FORBIDDEN otherwise): the browser traces linked to an act (registry number, rid or uuid), newest first, at most 50. */
  actBrowserTraces: Array<BrowserTraceSummary>;
  /**
   * GET /api/notarial_act/{uuid}/fee: for the act's notary and applicant (FORBIDDEN for others of the
   * act); null where no fee can be computed (a value the rate needs is missing).
   */
  actFee?: Maybe<ActFee>;
  /**
   * GET /api/statistics, anonymous: the period's months yyyy-mm (default the last twelve, at most 36).
   * A bad month, a reversed or too long period is BAD_REQUEST with extensions.fields (from, to).
   */
  actStatistics: ActStatistics;
  actTypes: Array<ActType>;
  /** GET /api/notarial_act/by_rid/{rid}: the uuid of the act numbered rid (/my_notarial_act/{rid}); same access rule. */
  actUuid: Scalars['ID']['output'];
  /** GET /api/admin/users/{id}: NOT_FOUND for an unknown id. */
  adminUser: AdminUser;
  /** GET /api/admin/users: 20 a page, by id. */
  adminUsers: AdminUserPage;
  /** An act by registry number, rid or uuid, replayed through today's statechart. NOT_FOUND, BAD_REQUEST (ref). */
  analystAct: AnalystAct;
  /** The act's replay as @statelyai/inspect events, for download. */
  analystActTrace: AnalystActTrace;
  /** Analysts only: one browser trace replayed actor by actor. NOT_FOUND once purged. */
  browserTraceReplay: BrowserTraceReplay;
  /** Whether the session is traced. LOGIN_REQUIRED without a session, TOKEN_EXPIRED with an ended one. */
  browserTracing: BrowserTracing;
  /**
   * GET /api/catalogue: the act types by section, or those whose texts in any of the three languages
   * match `query` (Latin or Cyrillic; at least 2 letters), 20 a page. BAD_REQUEST with
   * extensions.fields for a query or page out of bounds.
   */
  catalogue: CataloguePage;
  /** GET /api/catalogue/{id}: NOT_FOUND for an id that is no act type. */
  catalogueEntry: CatalogueEntry;
  /** GET /api/check_token: true when the session token is valid (a TOKEN_EXPIRED error otherwise). */
  checkToken: Scalars['Boolean']['output'];
  clientConfig: ClientConfig;
  /** GET /api/dictionaries: administrators only (FORBIDDEN otherwise). */
  dictionaries: Dictionaries;
  /** GET /api/dictionaries/journal: the changes, newest first, 20 a page. */
  dictionaryJournal: DictionaryJournalPage;
  directoryNotary: DirectoryNotary;
  /** GET /api/admin/duty_notaries: an office's duty rota; administrators only. */
  dutyRota: DutyRota;
  /** GET /api/equeue/bookings: the user's bookings of one tab, one bounded page. */
  equeueBookings: EqueueBookingPage;
  /** GET /api/equeue/slots; login required. */
  equeueSlots: EqueueDay;
  /** GET /api/equeue/today: the notary's bookings of the day and the office's general queue. */
  equeueToday: EqueueToday;
  /**
   * GET /api/catalogue/fee: the state fee of an act type for these inputs, by the tariff path of the
   * notary's invoices (the same answer as actFee for an act with the same inputs). `value` in tiyin.
   */
  feeQuote?: Maybe<ActFee>;
  health: Health;
  /** GET /api/search/inheritcase: cases by the deceased's name in Latin or Cyrillic and the death date (at most 20). */
  inheritanceCases: Array<InheritanceCase>;
  /** GET /api/invitations/{token}, for the invited citizen only. */
  invitation: Invitation;
  /** The enrolled kiosks, newest first, 20 a page; administrators only. */
  kiosks: KioskPage;
  /** GET /api/user: the logged-in user. */
  me: User;
  /** GET /api/notarial_act/list. */
  myActs: ActList;
  /** GET /api/search/notarial_act: a registered act by registry number (NA-YYYY-NNNNNN) and date. */
  notarialActCheck?: Maybe<NotarialActCheck>;
  /**
   * GET /api/notaries: notaries with an active licence, alphabetical in the request's language; by
   * their office's region and district, and by part of the full name in Latin or Cyrillic (any case,
   * at least 2 characters). A malformed filter is BAD_REQUEST with extensions.fields.
   */
  notaries: Array<Notary>;
  /**
   * GET /api/notaries/availability: whether the region (without regionId, the signed-in user's own
   * region, the one the automatic choice uses) has a notary on the portal, and the nearest region that
   * has one when it has none; names in the request's language. A malformed regionId is BAD_REQUEST with
   * extensions.fields.
   */
  notaryAvailability: NotaryAvailability;
  /** GET /api/notary_directory: one bounded page; a bad filter is BAD_REQUEST with extensions.fields. */
  notaryDirectory: NotaryDirectoryPage;
  /** GET /api/notary_directory/offices: the map's markers for the same filters (the office filter aside). */
  notaryDirectoryOffices: Array<DirectoryOffice>;
  /** Notary offices, optionally only those of one region. */
  notaryOffices: Array<NotaryOffice>;
  /** GET /api/notary/queue: unfinished acts of the notary's office; FORBIDDEN not_a_notary. */
  notaryQueue: NotaryQueue;
  notaryReviews: NotaryReviewPage;
  /** Login required (LOGIN_REQUIRED without a session, TOKEN_EXPIRED with an ended one). */
  notaryViewer: NotaryViewer;
  /**
   * The operator's announcement shown in the notices (NOTICE_HTML_OZ, _UZ, _RU), in the request's
   * language; null when there is none. Raw HTML: the client sanitizes it before rendering.
   */
  noticeHtml?: Maybe<Scalars['String']['output']>;
  /** GET /api/notarial_act/get_notify. */
  notifications: Array<NotificationItem>;
  /** GET /api/profile. */
  profile: Profile;
  /** GET /api/profile/lookups: who looked the user up in the registry, 20 a page, newest first. */
  profileLookups: ProfileLookupPage;
  /** GET /api/profile/reviews: 20 a page, newest first. */
  profileReviews: ProfileReviewPage;
  /** GET /api/profile/sessions: the open sessions, last seen first, at most 50. */
  profileSessions: Array<ProfileSession>;
  /** GET /api/search/proxy: a power of attorney (registry or registered through the portal) by number and date. */
  proxyCheck?: Maybe<ProxyCheck>;
  /** GET /api/search/ban (login required): real estate's bans by cadastre number and type. */
  realEstateBanCheck?: Maybe<BanCheck>;
  regions: Array<Region>;
  /** GET /api/review_moderation: moderators and administrators only (FORBIDDEN otherwise); 20 a page, newest first. */
  reviewModeration: ModeratedReviewPage;
  /** GET /api/sms_outbox (sandbox): messages to a 9-digit phone, newest first. */
  smsOutbox: Array<SmsMessage>;
  /** Acts in a step longer than its limit: 50 a page, at most 200 pages. */
  stuckActs: StuckActsPage;
  /** GET /api/search/ban (login required): a vehicle's bans and fines by state number and tech passport. */
  vehicleBanCheck?: Maybe<BanCheck>;
  /** GET /api/vehicles/lookup; BAD_REQUEST vehicle_not_found. */
  vehicleLookup: VehicleLookup;
  /** GET /api/notarial_act/{uuid}/video/attendance. */
  videoAttendance: VideoAttendance;
  /** GET /api/notarial_act/{uuid}/video/recordings, oldest first. */
  videoRecordings: Array<VideoRecording>;
};


export type QueryActArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryActBrowserTracesArgs = {
  ref: Scalars['String']['input'];
};


export type QueryActFeeArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryActStatisticsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryActUuidArgs = {
  rid: Scalars['Int']['input'];
};


export type QueryAdminUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminUsersArgs = {
  filter?: InputMaybe<AdminUsersFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAnalystActArgs = {
  ref: Scalars['String']['input'];
};


export type QueryAnalystActTraceArgs = {
  ref: Scalars['String']['input'];
};


export type QueryBrowserTraceReplayArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCatalogueArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCatalogueEntryArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDictionaryJournalArgs = {
  dictionary?: InputMaybe<DictionaryName>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDirectoryNotaryArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDutyRotaArgs = {
  officeId: Scalars['Int']['input'];
};


export type QueryEqueueBookingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  tab: EqueueTab;
};


export type QueryEqueueSlotsArgs = {
  date: Scalars['String']['input'];
  notaryId?: InputMaybe<Scalars['Int']['input']>;
  officeId: Scalars['Int']['input'];
};


export type QueryFeeQuoteArgs = {
  actType: Scalars['Int']['input'];
  relationship?: InputMaybe<RelationshipDegree>;
  value?: InputMaybe<Scalars['Float']['input']>;
};


export type QueryInheritanceCasesArgs = {
  deathDate: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryKiosksArgs = {
  filter?: InputMaybe<KiosksFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyActsArgs = {
  filter?: InputMaybe<ActListFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  tab?: InputMaybe<ActListTab>;
};


export type QueryNotarialActCheckArgs = {
  regdate: Scalars['String']['input'];
  regnum: Scalars['String']['input'];
};


export type QueryNotariesArgs = {
  districtId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  regionId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotaryAvailabilityArgs = {
  regionId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotaryDirectoryArgs = {
  filter?: InputMaybe<NotaryDirectoryFilter>;
};


export type QueryNotaryDirectoryOfficesArgs = {
  filter?: InputMaybe<NotaryDirectoryFilter>;
};


export type QueryNotaryOfficesArgs = {
  regionId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotaryQueueArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  step?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotaryReviewsArgs = {
  notaryId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotaryViewerArgs = {
  notaryId: Scalars['Int']['input'];
};


export type QueryProfileLookupsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProfileReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProxyCheckArgs = {
  regdate: Scalars['String']['input'];
  regnum: Scalars['String']['input'];
};


export type QueryRealEstateBanCheckArgs = {
  cadastreNumber: Scalars['String']['input'];
  cadastreType: CadastreType;
};


export type QueryReviewModerationArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ModerationStatus>;
};


export type QuerySmsOutboxArgs = {
  phone: Scalars['String']['input'];
};


export type QueryStuckActsArgs = {
  filter?: InputMaybe<StuckActsFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVehicleBanCheckArgs = {
  stateNumber: Scalars['String']['input'];
  techPassportNumber: Scalars['String']['input'];
  techPassportSeries: Scalars['String']['input'];
};


export type QueryVehicleLookupArgs = {
  stateNumber: Scalars['String']['input'];
  techPassportNumber: Scalars['String']['input'];
  techPassportSeries: Scalars['String']['input'];
};


export type QueryVideoAttendanceArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryVideoRecordingsArgs = {
  uuid: Scalars['ID']['input'];
};

export type Region = {
  __typename?: 'Region';
  districts: Array<District>;
  id: Scalars['Int']['output'];
  name: LocalizedText;
};

/** How an act was registered: in person at the office (REST regtype 1) or by video conference (2). */
export const RegistrationType = {
  InPerson: 'inPerson',
  Video: 'video'
} as const;

export type RegistrationType = typeof RegistrationType[keyof typeof RegistrationType];
/**
 * A ban, arrest or restriction on a vehicle or on real estate, as the registries hold it (section 3):
 * what an act's subject, the notary's vehicle lookup and the public ban check show alike. The dates
 * are as the answer gives them (the ban check's already dd.mm.yyyy).
 */
export type RegistryBan = {
  documentDate?: Maybe<Scalars['String']['output']>;
  documentNumber?: Maybe<Scalars['String']['output']>;
  kind: BanKind;
  official?: Maybe<Scalars['String']['output']>;
  organ?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
  state: BanState;
};

/** A vehicle's fine as the traffic police registry holds it: an act's subject, the lookup, the ban check. */
export type RegistryFine = {
  /** Tiyin. */
  amount: Scalars['Float']['output'];
  issuedOn?: Maybe<Scalars['String']['output']>;
  paid: Scalars['Boolean']['output'];
  resolutionNumber: Scalars['String']['output'];
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

/** A party's relationship to the other party (the state fee's reductions). */
export const RelationshipDegree = {
  Child: 'child',
  ChildSpouse: 'childSpouse',
  Grandchild: 'grandchild',
  Grandparent: 'grandparent',
  NephewOrNiece: 'nephewOrNiece',
  Other: 'other',
  Parent: 'parent',
  Sibling: 'sibling',
  Spouse: 'spouse'
} as const;

export type RelationshipDegree = typeof RelationshipDegree[keyof typeof RelationshipDegree];
/** How an attorney may let a property. */
export const RentType = {
  FreeUse: 'freeUse',
  Lease: 'lease',
  Sublease: 'sublease'
} as const;

export type RentType = typeof RentType[keyof typeof RentType];
/** Who sent an entry: the role, and the portal user's record id (never a name). */
export type ReplayActor = {
  __typename?: 'ReplayActor';
  role: ActRole;
  userId?: Maybe<Scalars['String']['output']>;
};

/** One context key an entry changed; values as JSON text (null: absent). */
export type ReplayContextChange = {
  __typename?: 'ReplayContextChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
};

export type ReplayDivergence = {
  __typename?: 'ReplayDivergence';
  /** Where today's machine goes (`from` again when it refuses). */
  actual: ActState;
  at?: Maybe<Scalars['String']['output']>;
  expected?: Maybe<ActState>;
  from: ActState;
  index: Scalars['Int']['output'];
  kind: ReplayDivergenceKind;
  ref?: Maybe<Scalars['String']['output']>;
  refusal?: Maybe<ActRefusalReason>;
  type: ActJournalEvent;
};

/** The first disagreement: today's machine refuses the entry, or goes elsewhere. */
export const ReplayDivergenceKind = {
  Diverged: 'diverged',
  Refused: 'refused'
} as const;

export type ReplayDivergenceKind = typeof ReplayDivergenceKind[keyof typeof ReplayDivergenceKind];
export type ReplayFinal = {
  __typename?: 'ReplayFinal';
  done: Scalars['Boolean']['output'];
  state: ActState;
  step?: Maybe<Scalars['Int']['output']>;
  waitingFor: Array<ActRole>;
};

/** One move on the shortest way to registered, and who may make it. */
export type ReplayMove = {
  __typename?: 'ReplayMove';
  event: ActEventType;
  from: ActState;
  roles: Array<ActRole>;
  step?: Maybe<Scalars['Int']['output']>;
  to: ActState;
};

/** What today's statechart made of a journal entry (machines/replay/replay.schema.ts). */
export const ReplayOutcome = {
  Applied: 'applied',
  Diverged: 'diverged',
  Edited: 'edited',
  Refused: 'refused',
  Skipped: 'skipped',
  Started: 'started'
} as const;

export type ReplayOutcome = typeof ReplayOutcome[keyof typeof ReplayOutcome];
export type ReplayRoleWait = {
  __typename?: 'ReplayRoleWait';
  ms: Scalars['Float']['output'];
  role: ActRole;
};

/** One stay in a state, from the entry that entered it to the one that left it (or to now). */
export type ReplaySegment = {
  __typename?: 'ReplaySegment';
  enteredAt?: Maybe<Scalars['String']['output']>;
  fromIndex: Scalars['Int']['output'];
  leftAt?: Maybe<Scalars['String']['output']>;
  /** Milliseconds; null when a time is missing. */
  ms?: Maybe<Scalars['Float']['output']>;
  state: ActState;
  step?: Maybe<Scalars['Int']['output']>;
  toIndex?: Maybe<Scalars['Int']['output']>;
  waitingFor: Array<ActRole>;
};

export type ReplayStateTime = {
  __typename?: 'ReplayStateTime';
  ms: Scalars['Float']['output'];
  state: ActState;
  step?: Maybe<Scalars['Int']['output']>;
  visits: Scalars['Int']['output'];
};

export type ReplayStep = {
  __typename?: 'ReplayStep';
  actor?: Maybe<ReplayActor>;
  at?: Maybe<Scalars['String']['output']>;
  contextDiff: Array<ReplayContextChange>;
  /** Where the journal says the act went. */
  expected?: Maybe<ActState>;
  from: ActState;
  index: Scalars['Int']['output'];
  kind: TraceEntryKind;
  outcome: ReplayOutcome;
  /** Rebuilt from a row written before the journal kept whole events. */
  partial: Scalars['Boolean']['output'];
  /** The journal row's version. */
  ref?: Maybe<Scalars['String']['output']>;
  refusal?: Maybe<ActRefusalReason>;
  /** The step number of `to` (1-9); null for side states. */
  step?: Maybe<Scalars['Int']['output']>;
  to: ActState;
  type: ActJournalEvent;
  /** Who must act after this entry. */
  waitingFor: Array<ActRole>;
};

export type ReplayToGoal = {
  __typename?: 'ReplayToGoal';
  goal: ActState;
  moves: Array<ReplayMove>;
  reachable: Scalars['Boolean']['output'];
};

/** A registered act of the viewer with the notary, not reviewed yet. */
export type ReviewableAct = {
  __typename?: 'ReviewableAct';
  id: Scalars['Int']['output'];
  regdate?: Maybe<Scalars['String']['output']>;
  regnum?: Maybe<Scalars['String']['output']>;
};

/** A right a power of attorney grants. */
export const Right = {
  ManageBankAccounts: 'manageBankAccounts',
  RealEstateExchange: 'realEstateExchange',
  RealEstateGive: 'realEstateGive',
  RealEstateManage: 'realEstateManage',
  RealEstatePledge: 'realEstatePledge',
  RealEstateRegister: 'realEstateRegister',
  RealEstateRent: 'realEstateRent',
  RealEstateSell: 'realEstateSell',
  ReceiveDocuments: 'receiveDocuments',
  ReceivePayments: 'receivePayments',
  RepresentInCourt: 'representInCourt',
  RepresentInOrganisations: 'representInOrganisations',
  VehicleDrive: 'vehicleDrive',
  VehicleGive: 'vehicleGive',
  VehicleManage: 'vehicleManage',
  VehiclePledge: 'vehiclePledge',
  VehicleRegister: 'vehicleRegister',
  VehicleSell: 'vehicleSell'
} as const;

export type Right = typeof Right[keyof typeof Right];
/** The sandbox e-signature provider's signature (ECDSA P-256, SHA-256, r||s base64url). */
export type SandboxSignature = {
  __typename?: 'SandboxSignature';
  algorithm: Scalars['String']['output'];
  signature: Scalars['String']['output'];
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

export type StatisticsActType = {
  __typename?: 'StatisticsActType';
  count: Scalars['Int']['output'];
  type: ActTypeKey;
};

/** A month of the period (yyyy-mm, Tashkent) and the acts registered in it. */
export type StatisticsMonth = {
  __typename?: 'StatisticsMonth';
  /** Mean days from creation to registration of that month's acts, one decimal; null with none. */
  averageDays?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  month: Scalars['String']['output'];
};

export type StatisticsRegion = {
  __typename?: 'StatisticsRegion';
  count: Scalars['Int']['output'];
  name: LocalizedText;
  regionId: Scalars['Int']['output'];
};

export type StatisticsRegistrationType = {
  __typename?: 'StatisticsRegistrationType';
  count: Scalars['Int']['output'];
  registrationType: RegistrationType;
};

export type StuckAct = {
  __typename?: 'StuckAct';
  awaiting: Array<ActRole>;
  hours: Scalars['Float']['output'];
  limitHours: Scalars['Int']['output'];
  notaryId?: Maybe<Scalars['Int']['output']>;
  officeId: Scalars['Int']['output'];
  rid: Scalars['Int']['output'];
  since: Scalars['String']['output'];
  state: ActState;
  step: Scalars['Int']['output'];
  typeId: Scalars['Int']['output'];
  uuid: Scalars['String']['output'];
};

export type StuckActsFilter = {
  notary?: InputMaybe<Scalars['Int']['input']>;
  office?: InputMaybe<Scalars['Int']['input']>;
  /** An unfinished step (registered and the side states are refused: BAD_REQUEST). */
  state?: InputMaybe<ActState>;
};

/** Stuck acts of one step waiting for the same roles. */
export type StuckActsGroup = {
  __typename?: 'StuckActsGroup';
  awaiting: Array<ActRole>;
  count: Scalars['Int']['output'];
  oldestSince: Scalars['String']['output'];
  state: ActState;
  step: Scalars['Int']['output'];
};

export type StuckActsLimit = {
  __typename?: 'StuckActsLimit';
  hours: Scalars['Int']['output'];
  state: ActState;
  step: Scalars['Int']['output'];
};

export type StuckActsPage = {
  __typename?: 'StuckActsPage';
  asOf: Scalars['String']['output'];
  /** Every stuck act matching the filter, by step and by who must act, oldest first. */
  groups: Array<StuckActsGroup>;
  /** This page, oldest first. */
  items: Array<StuckAct>;
  limits: Array<StuckActsLimit>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
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
  /**
   * GET /api/notarial_act/{uuid}/video/room?attendanceId= (Server-Sent Events). Subscribing with an open
   * join is entering the room; the subscription ending without leaveVideo pauses the participant.
   */
  videoRoom: VideoRoomEvent;
};


export type SubscriptionActChangedArgs = {
  uuid: Scalars['ID']['input'];
};


export type SubscriptionLivenessArgs = {
  sessionId: Scalars['ID']['input'];
};


export type SubscriptionVideoRoomArgs = {
  attendanceId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};

/** A journal entry: the act's creation, a statechart event, or a data edit. */
export const TraceEntryKind = {
  Edit: 'edit',
  Event: 'event',
  Start: 'start'
} as const;

export type TraceEntryKind = typeof TraceEntryKind[keyof typeof TraceEntryKind];
/** On what footing the subject passes to the attorney. */
export const TransferType = {
  Management: 'management',
  Possession: 'possession',
  Use: 'use'
} as const;

export type TransferType = typeof TransferType[keyof typeof TransferType];
/** The purpose of a minor's trip abroad. */
export const TripPurpose = {
  Other: 'other',
  Residence: 'residence',
  Sport: 'sport',
  Study: 'study',
  Tourism: 'tourism',
  Treatment: 'treatment',
  Visit: 'visit'
} as const;

export type TripPurpose = typeof TripPurpose[keyof typeof TripPurpose];
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

export const UserChangeAction = {
  Block: 'block',
  Delete: 'delete',
  Grant: 'grant',
  Revoke: 'revoke',
  Unblock: 'unblock'
} as const;

export type UserChangeAction = typeof UserChangeAction[keyof typeof UserChangeAction];
export type UserChangeInput = {
  action: UserChangeAction;
  /** For granting the notary role. */
  notary?: InputMaybe<NotaryPostInput>;
  /** Required: 3 to 500 characters. */
  reason: Scalars['String']['input'];
  /** For grant and revoke. */
  role?: InputMaybe<UserRole>;
};

/** What the administrators' journal records: the changes, and a grant's request and its decision. */
export const UserJournalAction = {
  Approve: 'approve',
  Block: 'block',
  Delete: 'delete',
  Grant: 'grant',
  Reject: 'reject',
  Request: 'request',
  Revoke: 'revoke',
  Unblock: 'unblock'
} as const;

export type UserJournalAction = typeof UserJournalAction[keyof typeof UserJournalAction];
/** The roles of the user record's list (machines/admin-users/admin-users.schema.ts). */
export const UserRole = {
  Admin: 'admin',
  Analyst: 'analyst',
  Applicant: 'applicant',
  Moderator: 'moderator',
  Notary: 'notary'
} as const;

export type UserRole = typeof UserRole[keyof typeof UserRole];
export const UserState = {
  Active: 'active',
  Blocked: 'blocked'
} as const;

export type UserState = typeof UserState[keyof typeof UserState];
/** A ban, arrest or restriction on a vehicle. */
export type VehicleBan = RegistryBan & {
  __typename?: 'VehicleBan';
  documentDate?: Maybe<Scalars['String']['output']>;
  documentNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: BanKind;
  official?: Maybe<Scalars['String']['output']>;
  organ?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
  state: BanState;
};

export type VehicleFine = RegistryFine & {
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

export type VideoAttendance = {
  __typename?: 'VideoAttendance';
  attendance: Array<VideoAttendanceEntry>;
  /** Null for one who may read the act but is not its applicant, party or notary. */
  me?: Maybe<VideoParticipant>;
};

/** One join of the act's video conference (a rejoin is another). */
export type VideoAttendanceEntry = {
  __typename?: 'VideoAttendanceEntry';
  client: VideoClient;
  id: Scalars['ID']['output'];
  joinedAt: Scalars['String']['output'];
  leftAt?: Maybe<Scalars['String']['output']>;
  partyId?: Maybe<Scalars['ID']['output']>;
  role: ActRole;
};

/** A one-time challenge to sign with the person's digital signature: valid 2 minutes, for this act and person. */
export type VideoChallenge = {
  __typename?: 'VideoChallenge';
  /** 32 random bytes, base64url: what is signed (as bytes). */
  challenge: Scalars['String']['output'];
  challengeId: Scalars['ID']['output'];
  /** ISO 8601. */
  expiresAt: Scalars['String']['output'];
};

/** How a participant joined: the portal in a browser or a public kiosk. */
export const VideoClient = {
  Browser: 'browser',
  Kiosk: 'kiosk'
} as const;

export type VideoClient = typeof VideoClient[keyof typeof VideoClient];
/** A join written as attendance. attendanceId is the media server's participant id. */
export type VideoJoin = {
  __typename?: 'VideoJoin';
  attendanceId: Scalars['ID']['output'];
  joinedAt: Scalars['String']['output'];
  partyId?: Maybe<Scalars['ID']['output']>;
  role: ActRole;
  /** The room: the act's uuid. */
  room: Scalars['ID']['output'];
};

export type VideoLeave = {
  __typename?: 'VideoLeave';
  attendanceId: Scalars['ID']['output'];
  leftAt: Scalars['String']['output'];
};

/** The viewer's place in the act's video conference. */
export type VideoParticipant = {
  __typename?: 'VideoParticipant';
  partyId?: Maybe<Scalars['ID']['output']>;
  role: ActRole;
};

/** A recorded file of one participant's media (one segment per join). */
export type VideoRecording = {
  __typename?: 'VideoRecording';
  attendanceId: Scalars['ID']['output'];
  bytes: Scalars['Float']['output'];
  /** False: the media server could not finalise the file (it stopped mid-recording). */
  complete: Scalars['Boolean']['output'];
  endedAt: Scalars['String']['output'];
  hasAudio: Scalars['Boolean']['output'];
  hasVideo: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  partyId?: Maybe<Scalars['ID']['output']>;
  /** Kept until (10 years after the end). */
  retentionUntil: Scalars['String']['output'];
  role: ActRole;
  segment: Scalars['Int']['output'];
  sha256: Scalars['String']['output'];
  startedAt: Scalars['String']['output'];
  /** The gateway's download address, /files/{id}: the print form's access rule. */
  url: Scalars['String']['output'];
};

export type VideoRoomCommandInput = {
  /** For mute. */
  muted?: InputMaybe<Scalars['Boolean']['input']>;
  /** For admit and mute. */
  participantId?: InputMaybe<Scalars['ID']['input']>;
  type: VideoRoomCommandType;
};

/** The notary's controls (machines/video-room RoomCommand). */
export const VideoRoomCommandType = {
  Admit: 'admit',
  End: 'end',
  Mute: 'mute',
  Register: 'register',
  Start: 'start'
} as const;

export type VideoRoomCommandType = typeof VideoRoomCommandType[keyof typeof VideoRoomCommandType];
/** A room event (machines/video-room RoomServerEvent, with type as the enum above). */
export type VideoRoomEvent = {
  __typename?: 'VideoRoomEvent';
  /** participantPublished: the media server's id of the new publication (the attendance id), to subscribe to. */
  mediaId?: Maybe<Scalars['ID']['output']>;
  muted?: Maybe<Scalars['Boolean']['output']>;
  participant?: Maybe<VideoRoomParticipant>;
  participantId?: Maybe<Scalars['ID']['output']>;
  participants?: Maybe<Array<VideoRoomParticipant>>;
  phase?: Maybe<VideoRoomPhase>;
  reason?: Maybe<VideoRoomRefusal>;
  regnum?: Maybe<Scalars['String']['output']>;
  type: VideoRoomEventType;
};

/** The kind of a room event; which fields of VideoRoomEvent it carries is said on each. */
export const VideoRoomEventType = {
  Ended: 'ended',
  /** The first event of a subscription: phase and participants (this one included). */
  Joined: 'joined',
  /** participantId. */
  ParticipantAdmitted: 'participantAdmitted',
  /** participant (a rejoin sends the same participantId again). */
  ParticipantJoined: 'participantJoined',
  /** participantId. */
  ParticipantLeft: 'participantLeft',
  /** participantId, muted. */
  ParticipantMuted: 'participantMuted',
  /** participantId: the ministry lost their media or their subscription without a leave. */
  ParticipantPaused: 'participantPaused',
  /** participantId, mediaId: their camera and microphone reached the media server. */
  ParticipantPublished: 'participantPublished',
  /** participantId. */
  ParticipantResumed: 'participantResumed',
  /** The first and only event when the ministry refuses the participant: reason. */
  Refused: 'refused',
  /** regnum. */
  Registered: 'registered',
  RegistrationFailed: 'registrationFailed',
  RegistrationStarted: 'registrationStarted',
  Started: 'started'
} as const;

export type VideoRoomEventType = typeof VideoRoomEventType[keyof typeof VideoRoomEventType];
/** One participant as the room knows them: plain data, no personal data (no names, PINs or passports). */
export type VideoRoomParticipant = {
  __typename?: 'VideoRoomParticipant';
  admitted: Scalars['Boolean']['output'];
  left: Scalars['Boolean']['output'];
  /** The media server's id of the current publication (the attendance id); null until published, when paused and after leaving. */
  mediaId?: Maybe<Scalars['ID']['output']>;
  muted: Scalars['Boolean']['output'];
  /** Stable for the person across rejoins: 'notary' or 'party-<partyId>'. */
  participantId: Scalars['ID']['output'];
  paused: Scalars['Boolean']['output'];
  role: VideoRoomRole;
};

/** Where the room is. */
export const VideoRoomPhase = {
  InSession: 'inSession',
  Lobby: 'lobby',
  Registering: 'registering'
} as const;

export type VideoRoomPhase = typeof VideoRoomPhase[keyof typeof VideoRoomPhase];
/** Section 8's refusals of a participant at the door of the room. */
export const VideoRoomRefusal = {
  NoSignature: 'noSignature',
  TimeExpired: 'timeExpired'
} as const;

export type VideoRoomRefusal = typeof VideoRoomRefusal[keyof typeof VideoRoomRefusal];
/** A participant's side in the room: the act's notary, or one of its people (the applicant is a party here). */
export const VideoRoomRole = {
  Notary: 'notary',
  Party: 'party'
} as const;

export type VideoRoomRole = typeof VideoRoomRole[keyof typeof VideoRoomRole];
/** The media server's SDP answer to a client's offer. */
export type VideoSdpAnswer = {
  __typename?: 'VideoSdpAnswer';
  sdp: Scalars['String']['output'];
};

/** A test room of /room_video_testing: one person, their own media sent back through the media server. */
export type VideoTestSession = {
  __typename?: 'VideoTestSession';
  /** The answer to the publishing offer. */
  sdp: Scalars['String']['output'];
  sessionId: Scalars['ID']['output'];
};

export const WeekDay = {
  Fri: 'fri',
  Mon: 'mon',
  Sat: 'sat',
  Sun: 'sun',
  Thu: 'thu',
  Tue: 'tue',
  Wed: 'wed'
} as const;

export type WeekDay = typeof WeekDay[keyof typeof WeekDay];