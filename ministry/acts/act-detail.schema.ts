import { z } from 'zod';
import { type ActEventType, actSideStates, actStateNames } from '../../machines/act/act.machine';
import { actEventTypes, actRoles, partyStatuses } from '../../machines/act/act.schema';
import type { ActView } from '../../machines/act/act.select';
import { actLinkKinds, actPlaces } from '../../machines/act-form/act-general.schema';
import { partyClasses } from '../../machines/act-types/party';
import { cadastreTypes, ownershipForms } from '../../machines/act-types/subjects';
import { locales } from '../../machines/text/locales';
import { noteKinds, partyRoles } from '../db/schema';

/**
 * The answer of GET /api/notarial_act/{uuid}, and of every call that answers the act's detail after a
 * change (events, data edits, payment, invitation answers): the one shape the gateway reads
 * (gateway/ministry/acts-schemas.ts) and docs/contracts.md describes. `actDetail` builds its answer
 * against it and parses it on the way out, so a field that is not declared here never leaves the
 * ministry (a new registry column, say), and a field of the wrong type is a failure here rather than
 * in every client. These schemas describe what the ministry answers; what it accepts is checked by
 * the input schemas of machines/ and of each route.
 */

// Every timestamp leaves the database as text (`2026-11-22 00:29:08.58+00`); dates as `YYYY-MM-DD`.
const timestamp = z.string();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);
const step = z.number().int().min(1).max(9);
/** Tiyin, an integer (amounts beyond 2^31 occur: a car's price). */
const tiyin = z.number().int().nonnegative();
const language = z.enum(locales);

const viewSchema = z.object({
  state: z.enum(actStateNames),
  step: step.nullable(),
  simplified: z.boolean(),
  steps: z.array(step).min(1),
  sideState: z.enum(actSideStates).nullable(),
  lapsed: z.boolean(),
  stateKey: z.string(),
  inProcess: z.boolean(),
  completed: z.boolean(),
  stopped: z.boolean(),
  allowed: z.array(z.enum(actEventTypes as [ActEventType, ...ActEventType[]])),
  canEdit: z.boolean(),
  canEditGeneral: z.boolean(),
  notaryToChoose: z.boolean(),
  awaitingMe: z.boolean(),
  awaiting: z.array(z.enum(actRoles)),
  myParty: z
    .object({
      id: z.string(),
      userId: z.string(),
      required: z.boolean(),
      status: z.enum(partyStatuses).nullable(),
    })
    .nullable(),
  payableInvoiceIds: z.array(z.string()),
  onSiteInvoiceIds: z.array(z.string()),
  // The statechart's own invoices are in so'm (two decimals at most); the payments tab is in tiyin.
  invoices: z.array(z.object({ id: z.string(), amount: z.number().positive(), paid: z.boolean() })),
  allInvoicesPaid: z.boolean(),
  visit: z.object({ date, time, regtype: z.union([z.literal(1), z.literal(2)]) }).nullable(),
  timeRequested: z.boolean(),
  notaryId: z.string().nullable(),
  regnum: z.string().nullable(),
  regdate: date.nullable(),
  remark: z.string().nullable(),
  showRemark: z.boolean(),
  reason: z.string().nullable(),
  resolutionFileId: z.string().nullable(),
});

// The view is the statechart's projection (machines/act/act.select.ts): this schema must name every
// field of it, or the field would be stripped from the answer. A field added or dropped there fails
// typecheck here; `actDetail` passing the projection in checks the types of the fields.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const viewNamesEveryField: Same<keyof z.output<typeof viewSchema>, keyof ActView> = true;
void viewNamesEveryField;

const banSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['ban', 'arrest', 'restriction']),
  state: z.enum(['active', 'removed']),
  startDate: date,
  documentDate: date,
  documentNumber: z.string(),
  official: z.string(),
  organ: z.string(),
});

const fineSchema = z.object({
  id: z.number().int(),
  resolutionNumber: z.string(),
  issuedOn: date,
  amount: tiyin,
  paid: z.boolean(),
});

/** A vehicle subject: every vehicle field of specification section 3, as it stood when it was added. */
const vehicleSubjectSchema = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  stateNumber: z.string(),
  techPassportSeries: z.string(),
  techPassportNumber: z.string(),
  address: z.string(),
  specialMarks: z.string().nullable(),
  issuer: z.string(),
  issueDate: date,
  make: z.string(),
  model: z.string(),
  country: z.string(),
  motorNumber: z.string(),
  bodyNumber: z.string(),
  chassisNumber: z.string().nullable(),
  colour: z.string(),
  year: z.number().int(),
  horsepower: z.number().int(),
  stampOrganisation: z.string().nullable(),
  stampDate: date.nullable(),
  // The agreed price; null where the act names none (a power of attorney, a consent).
  price: tiyin.nullable(),
  balancePercent: z.number().int(),
  invoiceDate: date.nullable(),
  valuation: tiyin,
  inventoryPrice: tiyin,
  unpaidSum: tiyin,
  fines: tiyin,
  bans: z.array(banSchema),
  finesList: z.array(fineSchema),
});

/**
 * A real-estate subject as the applicant gave it (section 3): the cadastre number and type, address,
 * areas (m²), rooms, prices in tiyin.
 */
const realEstateSubjectSchema = z.object({
  id: z.number().int(),
  cadastreNumber: z.string(),
  cadastreType: z.enum(cadastreTypes),
  ownershipForm: z.enum(ownershipForms).nullable(),
  objectName: z.string().nullable(),
  address: z.string().nullable(),
  street: z.string().nullable(),
  home: z.string().nullable(),
  block: z.string().nullable(),
  flat: z.string().nullable(),
  area: z.number().nullable(),
  livingArea: z.number().nullable(),
  rooms: z.number().int().nullable(),
  price: tiyin.nullable(),
  inventoryPrice: tiyin.nullable(),
  previousPrice: tiyin.nullable(),
});

/**
 * Values stored as the registry parsed them (machines/act-types: act fields, party fields, the other
 * subject data), amounts in tiyin (decision 035). The registry's schemas checked them on the way in.
 */
const storedValues = z.record(z.string(), z.unknown());

const fileSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

export const actDetailSchema = z.object({
  rid: z.number().int().positive(),
  uuid: z.uuid(),
  version: z.number().int().positive(),
  viewer: z.object({
    roles: z.object({ applicant: z.boolean(), party: z.boolean(), notary: z.boolean() }),
    role: z.enum(actRoles),
    /**
     * The viewer is only a party of the act and rejected or left it: the answer holds their own
     * party and the act's type, number and state, nothing else (decision 069).
     */
    departed: z.boolean(),
  }),
  view: viewSchema,
  general: z.object({
    type: z.object({ id: z.number().int(), name: z.string() }),
    state: z.enum(actStateNames),
    step,
    // Section 3's act state: active, or the side state the act stopped in.
    status: z.enum(['active', ...actSideStates]),
    regnum: z.string().nullable(),
    regdate: date.nullable(),
    instime: timestamp,
    regtype: z.number().int(),
    regsystemid: z.number().int(),
    visitdate: z.string().nullable(),
    visittime: z.string().nullable(),
    language,
    clientPhone: z.string().nullable(),
    remark: z.string().nullable(),
    cancellationReason: z.string().nullable(),
    annulledAt: timestamp.nullable(),
    freeOfPayment: z.boolean(),
    // Decision 080: the notary's reason for a free act, where the act is performed, the period it is
    // in force, the notary's attributes and the linked acts (a link opens only what the viewer may).
    freeOfPaymentReason: z.string().nullable(),
    place: z.enum(actPlaces),
    placeAddress: z.string().nullable(),
    dateBegin: date.nullable(),
    dateFinish: date.nullable(),
    attributes: z.array(z.object({ title: z.string(), value: z.string() })),
    linkedActs: z.array(
      z.object({
        relation: z.enum([...actLinkKinds, 'annulledBy', 'repeatedBy', 'baseOf']),
        regnum: z.string(),
        regdate: date.nullable(),
        rid: z.number().int().nullable(),
        uuid: z.uuid().nullable(),
        // From the act's own data (a delegation's base power of attorney), not a stored link.
        derived: z.boolean(),
      }),
    ),
    office: z
      .object({ id: z.number().int(), name: z.string(), address: z.string(), phone: z.string() })
      .nullable(),
    notary: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  }),
  parties: z.array(
    z.object({
      id: z.number().int(),
      role: z.enum(partyRoles),
      applicant: z.boolean(),
      coOwner: z.boolean(),
      required: z.boolean(),
      status: z.enum(partyStatuses).nullable(),
      statusAt: timestamp.nullable(),
      /**
       * Whether the viewer sees what the registry holds of the party (its phone) or only what the
       * applicant typed and the registry's name: the party itself, the act's notaries, and everyone
       * once the party accepted (decision 069).
       */
      disclosed: z.boolean(),
      // The registry's name (a legal party's manager's).
      fio: z.string(),
      // The identity as the applicant typed it: the PIN with the passport, or a minor's birth record.
      passserial: z.string().nullable(),
      passnum: z.string().nullable(),
      pin: z.string(),
      birthRecordNumber: z.string().nullable(),
      // A legal party's name in the register of legal entities.
      orgName: z.string().nullable(),
      // Disclosed: the party's phone; otherwise only the phone the applicant added, if any.
      phone: z.string().nullable(),
      smsSent: z.boolean(),
      // The civil registry's death date: for the act's notaries only, never for an applicant or party.
      deathDate: date.nullable(),
      me: z.boolean(),
      class: z.enum(partyClasses),
      // A legal party's tax id and branch; its manager is the party's person (fio, passport, pin).
      inn: z.string().nullable(),
      branchName: z.string().nullable(),
      // The role's party fields (machines/act-types/party.ts).
      fields: storedValues,
      /** The awaiting party's invitation link, for the applicant while parties answer (a QR code). */
      invitationLink: z.string().nullable(),
      // Disclosed only: what the registry held of the party when it was added (decision 082): gender
      // (1 male, 2 female), birth place, registration address. Null on parties of before.
      gender: z.union([z.literal(1), z.literal(2)]).nullable(),
      birthPlace: z.string().nullable(),
      regAddress: z.string().nullable(),
    }),
  ),
  /**
   * The applicant as section 3's client, as they were when the act was made (decision 082): for the
   * applicant and the act's notaries only; null for everyone else and for acts made before.
   */
  client: z
    .object({
      type: z.enum(['physical', 'legal']),
      orgInn: z.string().nullable(),
      orgName: z.string().nullable(),
      birthCountry: z.number().int().nullable(),
      birthPlace: z.string(),
      document: z.object({
        series: z.string(),
        number: z.string(),
        issuer: z.string(),
        issued: date,
        expiry: date,
      }),
      citizenship: z.string(),
      nationality: z.string(),
      regAddress: z.string(),
      actAddress: z.string(),
      region: z.object({ id: z.number().int(), name: z.string() }),
      district: z.object({ id: z.number().int(), name: z.string() }),
    })
    .nullable(),
  // The type's own fields (machines/act-types/act-fields.ts).
  fields: storedValues,
  subjects: z.object({
    vehicles: z.array(vehicleSubjectSchema),
    realEstates: z.array(realEstateSubjectSchema),
    // The other subject data with its id (the registry's catalogue names no field id).
    other: z.object({ id: z.number().int() }).catchall(z.unknown()).nullable(),
  }),
  printForm: fileSchema.nullable(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      purpose: z.string(),
      amount: tiyin,
      // The fee computed for the purpose at issue and the notary's reason for another amount (decision 040).
      computedAmount: tiyin.nullable(),
      reason: z.string().nullable(),
      paid: z.boolean(),
      paidAt: timestamp.nullable(),
      payment: z
        .object({
          id: z.number().int(),
          method: z.enum(['card', 'bank', 'on_site']),
          cardLast4: z.string().nullable(),
          // A bank transfer's payment order reference (decision 083).
          reference: z.string().nullable(),
          at: timestamp,
          amount: tiyin,
          // The payer's name in the page's script; null to viewers who do not see it.
          payerName: z.string().nullable(),
        })
        .nullable(),
      // The payment order of an unpaid invoice awaiting its bank transfer (decision 083).
      bankOrder: z.object({ reference: z.string(), createdAt: timestamp }).nullable(),
    }),
  ),
  // The registry checks behind the vehicle rules, as they stand now.
  references: z.object({
    vehicleBans: z.number().int().nonnegative(),
    unpaidFines: z.number().int().nonnegative(),
    enforcementDebt: z.boolean(),
    deceasedParty: z.boolean(),
  }),
  result: z.object({
    state: z.enum(actStateNames),
    regnum: z.string().nullable(),
    regdate: date.nullable(),
    refusal: z.object({ reason: z.string().nullable(), file: fileSchema }).nullable(),
    cancellationReason: z.string().nullable(),
  }),
  notes: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(noteKinds),
      text: z.string(),
      at: timestamp,
      mine: z.boolean(),
    }),
  ),
  journal: z.array(
    z.object({
      event: z.string(),
      role: z.enum(actRoles),
      fromState: z.string(),
      toState: z.string(),
      fromStep: step,
      toStep: step,
      version: z.number().int().positive(),
      at: timestamp,
    }),
  ),
});

export type ActDetail = z.output<typeof actDetailSchema>;

/** GET /api/invitations/{token}: the invited citizen's own party and the act's detail. */
export const invitationSchema = z.object({
  party: z.object({
    id: z.number().int(),
    role: z.enum(partyRoles),
    coOwner: z.boolean(),
    status: z.enum(partyStatuses).nullable(),
  }),
  act: actDetailSchema,
});
