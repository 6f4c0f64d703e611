import { z } from 'zod';
import {
  ActEventType,
  ActJournalEvent,
  ActLinkRelation,
  ActPlace,
  ActRole,
  ActState,
  BanKind,
  BanState,
  BillType,
  CadastreType,
  ConsentType,
  FeeBasis,
  FeeRateSource,
  InvoicePurpose,
  OwnershipForm,
  PartyClass,
  PartyGender,
  PartyParticipation,
  PartyRegistrationType,
  PartyRole,
  PaymentMethod,
  ProxyClass,
  RelationshipDegree,
  RentType,
  Right,
  TransferType,
  TripPurpose,
} from '../generated/schema-types.js';

// Shapes of the ministry's acts answers (docs/contracts.md, "Acts (issue 4)"). Ids become strings
// (GraphQL ID); optional values are nullish, so a real ministry that leaves a field out is read, while
// a field of the wrong type is an integration error.

// The statechart's words. The ministry's REST contract spells events as the machine does
// (act.sentForCheck); a GraphQL enum value cannot hold a dot, so the schema writes an underscore
// (decision 018). States and roles are the same words on both sides. tests/act-vocabulary.test.ts holds
// these two conversions equal to machines/act's own.
export const eventFromMinistry = (name: string) => name.replace('.', '_');
export const eventToMinistry = (type: ActEventType | ActJournalEvent) => type.replace('_', '.');
const state = z.enum(ActState);
const role = z.enum(ActRole);
const eventType = z.string().transform(eventFromMinistry).pipe(z.enum(ActEventType));
const journalEvent = z.string().transform(eventFromMinistry).pipe(z.enum(ActJournalEvent));

const id = z.union([z.string(), z.number()]).transform(String);
const text = z.string().nullish();
const int = z.number().int();
const money = z.number();

const typeRef = z.object({ id: int, name: z.string() });

export const actListItemSchema = z.object({
  rid: int,
  uuid: z.string(),
  version: int,
  type: typeRef,
  state,
  step: int,
  regnum: text,
  regdate: text,
  instime: z.string(),
  visitdate: text,
  visittime: text,
  regtype: int,
  regsystemid: int,
  office: z.object({ id: int, name: z.string() }),
  notaryId: int.nullish(),
  awaitingMe: z.boolean().nullish(),
});

const page = { total: int, page: int, size: int };

export const actListSchema = z.object({ items: z.array(actListItemSchema), ...page });

export const notaryQueueSchema = z.object({
  notaryId: int,
  officeId: int,
  items: z.array(actListItemSchema),
  ...page,
});

export const vehicleBanSchema = z.object({
  id,
  kind: z.enum(BanKind),
  state: z.enum(BanState),
  startDate: text,
  documentDate: text,
  documentNumber: text,
  official: text,
  organ: text,
});

export const vehicleFineSchema = z.object({
  id,
  resolutionNumber: z.string(),
  issuedOn: text,
  amount: money,
  paid: z.boolean(),
});

const vehicleFields = {
  stateNumber: z.string(),
  techPassportSeries: z.string(),
  techPassportNumber: z.string(),
  make: z.string(),
  model: z.string(),
  country: text,
  year: int.nullish(),
  colour: text,
  motorNumber: text,
  bodyNumber: text,
  chassisNumber: text,
  horsepower: int.nullish(),
  issuer: text,
  issueDate: text,
  address: text,
  specialMarks: text,
  stampOrganisation: text,
  stampDate: text,
  valuation: money.nullish(),
  inventoryPrice: money.nullish(),
  balancePercent: int.nullish(),
};

const fileSchema = z.object({ id, name: z.string(), url: z.string() });

// The registry's stored values (decision 035): the type's fields, the party fields, the real-estate and
// other subjects. Every leaf optional, as each type asks for its own; sums in tiyin.
const flag = z.boolean().nullish();
const count = int.nullish();
// A person named inside a party: the PIN with the passport (decision 069); older acts hold the PIN alone.
const pinRef = z.object({ pin: z.string(), passserial: text, passnum: text });

const actFieldsSchema = z.object({
  termFrom: text,
  termTo: text,
  sum: money.nullish(),
  creditNumber: text,
  creditDate: text,
  creditSum: money.nullish(),
  creditPercent: money.nullish(),
  creditTerm: count,
  creditPurpose: text,
  basePowerOfAttorneyId: count,
  inheritanceCaseNumber: text,
  documentName: text,
  documentDate: text,
  pageCount: count,
  languageFrom: text,
  languageTo: text,
  selfDeparture: flag,
  departureCountry: count,
  allCountries: flag,
  destinationCountries: z.array(int).nullish(),
  purpose: z.enum(TripPurpose).nullish(),
  otherPurpose: text,
  departureFrom: text,
  departureTo: text,
  // Issue 28 (docs/decisions/081-type-specific-act-fields.md).
  validDate: text,
  totalSum: money.nullish(),
  loanSum: money.nullish(),
  billType: z.enum(BillType).nullish(),
  penaltySum: money.nullish(),
  debtSum: money.nullish(),
  collectFees: flag,
  proxyClass: z.enum(ProxyClass).nullish(),
  transferType: z.enum(TransferType).nullish(),
  rentType: z.enum(RentType).nullish(),
  rentSum: money.nullish(),
  organisationOrPersonName: text,
  divorceRecord: z
    .object({ recordNumber: z.string(), recordDate: z.string(), organisation: z.string() })
    .nullish(),
  tripPeriod: count,
  officialBlankCount: count,
  blankPrefix: text,
  blankSeries: text,
  blankNumber: text,
});

const partyFieldsSchema = z.object({
  representative: z.object({ pin: z.string(), passserial: text, passnum: text, basis: z.string() }).nullish(),
  signLanguageInterpreter: pinRef.nullish(),
  notSigningReason: text,
  guardian: z.object({ post: z.string(), decision: z.string() }).nullish(),
  marriage: z
    .object({ recordNumber: z.string(), recordDate: z.string(), organisation: z.string() })
    .nullish(),
  grantedRights: z.object({ rights: z.array(z.enum(Right)), delegation: z.boolean() }).nullish(),
  payer: flag,
  relationship: z.enum(RelationshipDegree).nullish(),
  birthDate: text,
  translationLanguages: z.object({ from: z.string(), to: z.string() }).nullish(),
  // Decision 082.
  participation: z.enum(PartyParticipation).nullish(),
  proxyDocument: z.object({ number: z.string(), date: z.string(), issuer: z.string() }).nullish(),
  consularRegistration: z.object({ consulate: z.string(), number: z.string(), date: z.string() }).nullish(),
  registrationType: z.enum(PartyRegistrationType).nullish(),
  signingBlank: z.object({ series: z.string(), number: z.string() }).nullish(),
  representedParty: text,
});

/** The registry's gender (1 male, 2 female) as the schema's enum. */
const gender = z
  .union([z.literal(1), z.literal(2)])
  .nullish()
  .transform((value) => (value === 1 ? PartyGender.Male : value === 2 ? PartyGender.Female : null));

/** The applicant as section 3's client (decision 082); a ministry of before sends none. */
const clientSchema = z.object({
  type: z.enum(PartyClass),
  orgInn: text,
  orgName: text,
  birthCountry: int.nullish(),
  birthPlace: z.string(),
  document: z.object({
    series: z.string(),
    number: z.string(),
    issuer: z.string(),
    issued: z.string(),
    expiry: z.string(),
  }),
  citizenship: z.string(),
  nationality: z.string(),
  regAddress: z.string(),
  actAddress: z.string(),
  region: z.object({ id: int, name: z.string() }),
  district: z.object({ id: int, name: z.string() }),
});

const realEstateSchema = z.object({
  id,
  cadastreNumber: z.string(),
  cadastreType: z.enum(CadastreType),
  ownershipForm: z.enum(OwnershipForm).nullish(),
  objectName: text,
  address: text,
  street: text,
  home: text,
  block: text,
  flat: text,
  area: money.nullish(),
  livingArea: money.nullish(),
  rooms: count,
  price: money.nullish(),
  inventoryPrice: money.nullish(),
  previousPrice: money.nullish(),
});

const otherSubjectSchema = z.object({
  id,
  otherProperty: text,
  ownershipBasis: text,
  paymentMethod: z.enum(PaymentMethod).nullish(),
  ownSum: money.nullish(),
  creditSum: money.nullish(),
  creditOrganisation: z.object({ name: z.string(), inn: z.string() }).nullish(),
  insurance: z.object({ company: z.string(), policyNumber: z.string(), policyDate: z.string() }).nullish(),
  shares: z
    .array(z.object({ share: z.object({ numerator: int, denominator: int }), recipientPin: z.string() }))
    .nullish(),
  consentTypes: z.array(z.enum(ConsentType)).nullish(),
});

const viewSchema = z.object({
  state,
  step: int.nullable(),
  simplified: z.boolean(),
  steps: z.array(int),
  sideState: state.nullish(),
  lapsed: z.boolean(),
  stateKey: z.string(),
  inProcess: z.boolean(),
  completed: z.boolean(),
  stopped: z.boolean(),
  allowed: z.array(eventType),
  canEdit: z.boolean(),
  // A ministry of before lets no notary correct the general fields.
  canEditGeneral: z.boolean().default(false),
  notaryToChoose: z.boolean(),
  awaitingMe: z.boolean(),
  awaiting: z.array(role),
  myParty: z.object({ id, userId: id, required: z.boolean(), status: text }).nullish(),
  payableInvoiceIds: z.array(id),
  onSiteInvoiceIds: z.array(id),
  invoices: z.array(z.object({ id, amount: money, paid: z.boolean() })),
  allInvoicesPaid: z.boolean(),
  visit: z.object({ date: z.string(), time: z.string(), regtype: int }).nullish(),
  timeRequested: z.boolean(),
  notaryId: id.nullish(),
  regnum: text,
  regdate: text,
  remark: text,
  showRemark: z.boolean(),
  reason: text,
  resolutionFileId: id.nullish(),
});

/** GET /api/notarial_act/{uuid} and every answer that returns the act's detail. */
export const actDetailSchema = z.object({
  rid: int,
  uuid: z.string(),
  version: int,
  viewer: z.object({
    roles: z.object({ applicant: z.boolean(), party: z.boolean(), notary: z.boolean() }),
    role,
    // A ministry of before answers every viewer in full.
    departed: z.boolean().default(false),
  }),
  view: viewSchema,
  general: z.object({
    type: typeRef,
    state,
    step: int,
    status: z.string(),
    regnum: text,
    regdate: text,
    instime: z.string(),
    regtype: int,
    regsystemid: int,
    visitdate: text,
    visittime: text,
    language: text,
    clientPhone: text,
    remark: text,
    cancellationReason: text,
    annulledAt: text,
    freeOfPayment: z.boolean(),
    // Decision 080; a ministry of before has none of them: at the office, no attributes, no links.
    freeOfPaymentReason: text,
    place: z.enum(ActPlace).default('office'),
    placeAddress: text,
    dateBegin: text,
    dateFinish: text,
    attributes: z.array(z.object({ title: z.string(), value: z.string() })).default([]),
    linkedActs: z
      .array(
        z.object({
          relation: z.enum(ActLinkRelation),
          regnum: z.string(),
          regdate: text,
          rid: int.nullish(),
          uuid: id.nullish(),
          derived: z.boolean().default(false),
        }),
      )
      .default([]),
    office: z.object({ id: int, name: z.string(), address: text, phone: text }).nullish(),
    notary: z.object({ id: int, name: z.string(), phone: text }).nullish(),
  }),
  parties: z.array(
    z.object({
      id,
      role: z.enum(PartyRole),
      // A ministry of before names no class, inn or fields: a physical party with none.
      class: z.enum(PartyClass).default('physical'),
      inn: text,
      branchName: text,
      fields: partyFieldsSchema.default({}),
      applicant: z.boolean(),
      coOwner: z.boolean(),
      required: z.boolean(),
      status: text,
      statusAt: text,
      // A ministry of before shows every party whole.
      disclosed: z.boolean().default(true),
      fio: text,
      passserial: text,
      passnum: text,
      pin: text,
      birthRecordNumber: text,
      orgName: text,
      phone: text,
      smsSent: z.boolean(),
      deathDate: text,
      me: z.boolean(),
      invitationLink: text,
      gender,
      birthPlace: text,
      regAddress: text,
    }),
  ),
  client: clientSchema.nullish(),
  fields: actFieldsSchema.default({}),
  subjects: z.object({
    realEstates: z.array(realEstateSchema).default([]),
    other: otherSubjectSchema.nullish(),
    vehicles: z.array(
      z.object({
        ...vehicleFields,
        id,
        vehicleId: id,
        price: money.nullish(),
        invoiceDate: text,
        unpaidSum: money.nullish(),
        fines: money.nullish(),
        bans: z.array(vehicleBanSchema),
        finesList: z.array(vehicleFineSchema),
      }),
    ),
  }),
  printForm: fileSchema.nullish(),
  payments: z.array(
    z.object({
      id,
      purpose: z.string(),
      amount: money,
      computedAmount: money.nullish(),
      reason: text,
      paid: z.boolean(),
      paidAt: text,
      payment: z
        .object({
          id: id.nullish(),
          method: z.string(),
          cardLast4: text,
          reference: text,
          amount: money,
          at: z.string(),
          payerName: text,
        })
        .nullish(),
      bankOrder: z.object({ reference: z.string(), createdAt: z.string() }).nullish(),
    }),
  ),
  references: z.object({
    vehicleBans: int,
    unpaidFines: int,
    enforcementDebt: z.boolean(),
    deceasedParty: z.boolean(),
  }),
  result: z.object({
    state,
    regnum: text,
    regdate: text,
    refusal: z.object({ reason: text, file: fileSchema }).nullish(),
    cancellationReason: text,
  }),
  notes: z.array(z.object({ id, kind: z.string(), text: z.string(), at: z.string(), mine: z.boolean() })),
  journal: z.array(
    z.object({
      event: journalEvent,
      role,
      fromState: state.nullish(),
      toState: state,
      fromStep: int.nullish(),
      toStep: int.nullish(),
      version: int,
      at: z.string(),
    }),
  ),
});

export type ActDetail = z.output<typeof actDetailSchema>;

export const createdActSchema = z.object({ rid: int, uuid: z.string(), version: int });

/** GET /api/notarial_act/by_rid/{rid}: the uuid of the act numbered rid. */
export const actRefSchema = z.object({ rid: int, uuid: z.string() });

export const vehicleLookupSchema = z.object({
  vehicle: z.object({ ...vehicleFields, id }),
  owners: z.array(
    z.object({
      fio: z.string(),
      share: z.object({ numerator: int, denominator: int }).nullish(),
    }),
  ),
  bans: z.array(vehicleBanSchema),
  fines: z.array(vehicleFineSchema),
});

export const invitationSchema = z.object({
  party: z.object({ id, role: z.enum(PartyRole), coOwner: z.boolean(), status: text }),
  act: actDetailSchema,
});

export const smsOutboxSchema = z.array(
  z.object({ id, phone: z.string(), text: z.string(), link: text, qr: text, at: z.string() }),
);

// GET notarial_act/{uuid}/fee (decision 040): the basis keys are money.json's (`basis.vehicleSale`); a
// GraphQL enum value holds no dot, so the schema's FeeBasis is the name after it.
const basisPoints = int.nonnegative().nullish();
export const actFeeSchema = z.object({
  fee: z
    .object({
      baseAmount: money,
      value: money.nullish(),
      reduction: z.enum(RelationshipDegree).nullish(),
      invoices: z.array(
        z.object({
          purpose: z.enum(InvoicePurpose),
          amount: money,
          rate: z.object({
            ofBase: basisPoints,
            ofValue: basisPoints,
            minOfBase: basisPoints,
            source: z.enum(FeeRateSource),
          }),
          basis: z.array(
            z
              .string()
              .transform((key) => key.replace(/^basis\./, ''))
              .pipe(z.enum(FeeBasis)),
          ),
        }),
      ),
    })
    .nullable(),
});

/** POST /api/invoices/{id}/bank_order (decision 083). */
export const bankOrderSchema = z.object({
  invoiceId: id,
  reference: z.string(),
  amount: money,
  purpose: z.string(),
  recipient: z.object({
    name: z.string(),
    account: z.string(),
    bank: z.string(),
    mfo: z.string(),
    inn: z.string(),
  }),
  createdAt: z.string(),
  sandboxBank: z.boolean(),
});
