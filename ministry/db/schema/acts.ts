import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { actJournalEventTypes } from '../../../machines/act/act.events';
import { actStateNames } from '../../../machines/act/act.machine';
import { actRoles, partyStatuses } from '../../../machines/act/act.schema';
import { actLinkKinds, actPlaces } from '../../../machines/act-form/act-general.schema';
import { partyClasses, partyRoles } from '../../../machines/act-types/party';
import { cadastreTypes, ownershipForms } from '../../../machines/act-types/subjects';
import type { BankRecipient } from '../../../machines/payment/bank-order';
import { locales } from '../../../machines/text/locales';
import { refersTo } from './columns';
import { notaries, offices } from './notary';
import { users } from './portal';
import { actTypes } from './ref';
import { citizens, vehicles } from './registry';

// Notarial acts and everything hanging off them. The act statechart (machines/act/) decides what may
// happen; ministry/acts/lifecycle.ts is the only writer of `acts.state`, `step`, `context` and
// `version`, and it appends one `journal` row per transition in the same transaction.
export const acts = pgSchema('acts');

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // pg answers a Buffer, PGlite a Uint8Array: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Registry numbers NA-<year>-<6 digits>: one sequence for the whole ministry, so instances never clash.
export const regnumSeq = acts.sequence('regnum_seq', { startWith: 1, increment: 1 });

export const notarialActs = acts.table(
  'acts',
  {
    // The rid of the specification: the act's number in my_notarial_act/{rid}.
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    typeId: refersTo('type_id', () => actTypes.id),
    applicantUserId: refersTo('applicant_user_id', () => users.id),
    notaryId: integer('notary_id').references(() => notaries.id),
    officeId: refersTo('office_id', () => offices.id),
    // The statechart's state value (as act.persist.ts stores it) and its step 1-9.
    state: text('state', { enum: actStateNames }).notNull(),
    step: smallint('step').notNull(),
    context: jsonb('context').notNull(),
    // Bumped by every transition; a client sends the version it saw, so a stale request cannot apply.
    version: integer('version').notNull().default(1),
    // 1 in person, 2 video conference.
    regtype: smallint('regtype').notNull().default(1),
    // 2 my_notarial_act (by rid), 3 a simplified act opened by uuid (enotarial_act).
    regsystemid: smallint('regsystemid').notNull().default(2),
    // The set registration time (Tashkent wall time is derived for display).
    visitAt: timestamp('visit_at', { withTimezone: true, mode: 'string' }),
    // Somebody joined the video conference or came to the office: the non-attendance job skips the act.
    attendedAt: timestamp('attended_at', { withTimezone: true, mode: 'string' }),
    regnum: text('regnum').unique(),
    regdate: date('regdate', { mode: 'string' }),
    instime: timestamp('instime', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    annulledAt: timestamp('annulled_at', { withTimezone: true, mode: 'string' }),
    remark: text('remark'),
    cancellationReason: text('cancellation_reason'),
    language: text('language', { enum: locales }).notNull().default('oz'),
    clientPhone: text('client_phone'),
    freeOfPayment: boolean('free_of_payment').notNull().default(false),
    // The notary's reason for an act free of payment (decision 080): required with the flag.
    freeOfPaymentReason: text('free_of_payment_reason'),
    // Where the act is performed: the notary's office (its address) or elsewhere (a hospital, a home),
    // with the address the notary typed (decision 080).
    place: text('place', { enum: actPlaces }).notNull().default('office'),
    placeAddress: text('place_address'),
    // The period the act is in force (section 3's datebegin, datefinish), set at registration from the
    // registry date and the act's term or trip (machines/act-types/act-period.ts; decision 080).
    dateBegin: date('date_begin', { mode: 'string' }),
    dateFinish: date('date_finish', { mode: 'string' }),
    // The registry vehicle of a vehicle act: the duplicate rule looks for unfinished acts on it.
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    // False once the act is registered, refused, cancelled, annulled, deleted or inactive.
    unfinished: boolean('unfinished').notNull().default(true),
    // Who must act next (selectAct's `awaiting`: applicant, party, notary): the "awaiting my decision" tab.
    awaiting: text('awaiting', { enum: actRoles }).array().notNull().default(sql`'{}'::text[]`),
    // The type's own fields (machines/act-types/act-fields.ts) as the registry parsed them, amounts in
    // tiyin: a term, a credit, a trip, a translated document... (decision 035).
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    // When the act entered its current state (creation, or the last transition that changed the state):
    // the analysts' stuck-acts list compares it with the step's time limit (decision 060).
    stateSince: timestamp('state_since', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    // The applicant (section 3's client) as the portal account and the citizen registry gave them when
    // the act was made, kept as it was then (decision 082); null for acts made before.
    client: jsonb('client').$type<ActClientSnapshot>(),
  },
  (t) => [
    // The stuck-acts list (decision 060): unfinished acts of a state, oldest in it first, over all
    // offices or one office.
    index('acts_stuck_idx').on(t.state, t.stateSince, t.id).where(sql`${t.unfinished}`),
    index('acts_stuck_office_idx').on(t.officeId, t.state, t.stateSince).where(sql`${t.unfinished}`),
    index('acts_applicant_idx').on(t.applicantUserId, t.instime),
    index('acts_instime_idx').on(t.instime),
    index('acts_notary_step_idx').on(t.notaryId, t.step),
    index('acts_office_step_idx').on(t.officeId, t.step),
    index('acts_vehicle_unfinished_idx').on(t.vehicleId).where(sql`${t.unfinished}`),
    index('acts_visit_idx').on(t.visitAt).where(sql`${t.regtype} = 2 and ${t.attendedAt} is null`),
    // The my-acts list's selective filters: registry date, visit date and time (decision 030).
    index('acts_regdate_idx').on(t.regdate),
    index('acts_visit_at_idx').on(t.visitAt),
    check('acts_step', sql`${t.step} between 1 and 9`),
    check('acts_regtype', sql`${t.regtype} in (1, 2)`),
    check('acts_regsystemid', sql`${t.regsystemid} in (2, 3, 4)`),
    check('acts_place_address', sql`(${t.place} = 'elsewhere') = (${t.placeAddress} is not null)`),
    check('acts_place_address_length', sql`char_length(${t.placeAddress}) <= 300`),
    check(
      'acts_free_of_payment_reason',
      sql`${t.freeOfPaymentReason} is null or (${t.freeOfPayment} and char_length(${t.freeOfPaymentReason}) <= 500)`,
    ),
    check(
      'acts_period',
      sql`${t.dateFinish} is null or ${t.dateBegin} is null or ${t.dateBegin} <= ${t.dateFinish}`,
    ),
  ],
);
export type ActRow = typeof notarialActs.$inferSelect;

/** The applicant of an act as it was at its creation (decision 082): section 3's client. */
export interface ActClientSnapshot {
  /** The account's type: a physical person, or a legal entity's representative with its tax id and name. */
  type: 'physical' | 'legal';
  orgInn: string | null;
  orgName: string | null;
  /** The registry's birth country as an ISO 3166-1 numeric code, null when its name matched none. */
  birthCountry: number | null;
  /** The registry's text of it, as written there. */
  birthPlace: string;
  document: { series: string; number: string; issuer: string; issued: string; expiry: string };
  citizenship: string;
  nationality: string;
  regAddress: string;
  actAddress: string;
  regionId: number;
  districtId: number;
}

/**
 * The my-acts list's index (decision 030): one row per act and portal user the act belongs to in
 * my_notarial_act, i.e. its applicant, each invited (non-applicant) party with an account, and the
 * user of its notary, with the act's sort key and the columns the list filters on. Derived data:
 * database triggers (migration 0005) rebuild an act's rows whenever the act, its parties or its
 * notary's user change, so every writer (lifecycle, creation, edits, seeds) keeps it in step.
 * A user's list is one range of `act_members_list_idx`, counted without touching the acts table.
 */
export const actMembers = acts.table(
  'act_members',
  {
    userId: integer('user_id').notNull(),
    actId: integer('act_id').notNull(),
    instime: timestamp('instime', { withTimezone: true, mode: 'string' }).notNull(),
    state: text('state', { enum: actStateNames }).notNull(),
    // The act waits for this user: as applicant, as a party that has not answered, or as its notary.
    awaitingMe: boolean('awaiting_me').notNull(),
    step: smallint('step').notNull(),
    regtype: smallint('regtype').notNull(),
    regsystemid: smallint('regsystemid').notNull(),
    typeId: integer('type_id').notNull(),
    officeId: integer('office_id').notNull(),
    notaryId: integer('notary_id'),
  },
  (t) => [
    primaryKey({ columns: [t.actId, t.userId] }),
    // The in-process tab without filters (the list as it opens): its page and its count read only
    // the sort key, from the smallest index that has it.
    index('act_members_inprocess_idx').on(t.userId, t.instime, t.actId).where(sql`${t.state} <> 'deleted'`),
    // The sort key first (read backwards for newest first), then every filter column, so a page or a
    // count reads this index alone.
    index('act_members_list_idx').on(
      t.userId,
      t.instime,
      t.actId,
      t.state,
      t.awaitingMe,
      t.step,
      t.regtype,
      t.regsystemid,
      t.typeId,
      t.officeId,
      t.notaryId,
    ),
  ],
);

/**
 * The public statistics' running totals (decision 125, after decision 053): the acts registered in a
 * month, of a type, in a region (of the notary's office when the act was registered) and of a
 * registration type, and the sum of their days from creation (a Tashkent date) to the registry date.
 * Derived data: statement triggers on acts (migration 0038) add each act whose registry date is set
 * and take back each act that leaves (its date cleared, its row changed or deleted), in the writer's
 * transaction. A period's statistics read at most 36 x 14 x 14 x 2 rows, whatever the acts' number.
 */
export const registeredMonths = acts.table(
  'registered_months',
  {
    // The first day of the registry date's month.
    month: date('month', { mode: 'string' }).notNull(),
    typeId: integer('type_id').notNull(),
    regionId: integer('region_id').notNull(),
    regtype: smallint('regtype').notNull(),
    acts: integer('acts').notNull(),
    days: bigint('days', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.typeId, t.regionId, t.regtype] })],
);

/**
 * The notary's annotations on an act (section 3's attributes: title, value; decision 080), in the
 * order the notary gave them: at most 20 (positions 0-19), a title of at most 100 characters and a
 * value of at most 500. The notary's edit replaces them all.
 */
export const actAttributes = acts.table(
  'attributes',
  {
    actId: refersTo('act_id', () => notarialActs.id),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.actId, t.position] }),
    check('attributes_position', sql`${t.position} between 0 and 19`),
    check('attributes_title', sql`char_length(${t.title}) between 1 and 100`),
    check('attributes_value', sql`char_length(${t.value}) between 1 and 500`),
  ],
);

/**
 * Acts related to an act (section 3's linked acts; decision 080): this act annuls or revokes the
 * linked one, repeats it, or is a substitution of it (its base power of attorney). At most 10 per
 * act, each linked act once, never the act itself. The notary's edit replaces them all.
 */
export const actLinks = acts.table(
  'links',
  {
    actId: refersTo('act_id', () => notarialActs.id),
    linkedActId: refersTo('linked_act_id', () => notarialActs.id),
    kind: text('kind', { enum: actLinkKinds }).notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.actId, t.linkedActId] }),
    uniqueIndex('links_act_position_idx').on(t.actId, t.position),
    // The public check answers a registered act's links both ways.
    index('links_linked_idx').on(t.linkedActId),
    check('links_not_self', sql`${t.actId} <> ${t.linkedActId}`),
    check('links_position', sql`${t.position} between 0 and 9`),
  ],
);

export type { PartyRole } from '../../../machines/act-types/party';
// The registry's roles (machines/act-types/party.ts): seller, buyer, pledgee, attorney, minor...
export { partyRoles };

export const parties = acts.table(
  'parties',
  {
    id: serial('id').primaryKey(),
    actId: refersTo('act_id', () => notarialActs.id),
    citizenId: refersTo('citizen_id', () => citizens.id),
    // The portal account of the citizen, when they have one (filled at creation or when they log in).
    userId: integer('user_id').references(() => users.id),
    role: text('role', { enum: partyRoles }).notNull(),
    // Physical (a citizen) or legal (an organisation by its tax id, acting through its manager, who is
    // the citizen of `citizen_id`).
    class: text('class', { enum: partyClasses }).notNull().default('physical'),
    // A legal party's tax id (9 digits) and branch name.
    inn: text('inn'),
    branchName: text('branch_name'),
    // The party fields of section 3 the role carries, as the registry parsed them (decision 035):
    // representative and basis, sign-language interpreter, reason for not signing, guardian, marriage,
    // granted rights with the delegation flag, payer, relationship degree, birth date, languages.
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    // A co-owner of the subject who disposes of their share with the applicant (seller or giver).
    coOwner: boolean('co_owner').notNull().default(false),
    applicant: boolean('applicant').notNull().default(false),
    required: boolean('required').notNull().default(true),
    // null awaiting confirmation; accepted / rejected / exited.
    status: text('status', { enum: partyStatuses }),
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'string' }),
    // The registry's name and the identity the applicant typed when the party was added (the
    // registry may change later): the PIN with the passport, or a minor's PIN with the birth
    // record's number (decision 069; a legal party: its manager's).
    fio: text('fio').notNull(),
    passserial: text('passserial'),
    passnum: text('passnum'),
    pin: text('pin').notNull(),
    birthRecordNumber: text('birth_record_number'),
    // A legal party's name in the register of legal entities.
    orgName: text('org_name'),
    // The party's own phone in the registry: every invitation goes there.
    phone: text('phone').notNull(),
    // A phone the applicant added, which gets the invitation too (never instead of the registry's).
    addedPhone: text('added_phone'),
    // SHA-256 of the invitation token; the token itself is only in the SMS link.
    inviteTokenHash: text('invite_token_hash').unique(),
    smsSent: boolean('sms_sent').notNull().default(false),
    // What the citizen registry held of the party when it was added, kept as it was then (decision
    // 082): gender (1 male, 2 female), birth place (the registry's birth country text), registration
    // address. Null on parties added before.
    gender: smallint('gender'),
    birthPlace: text('birth_place'),
    regAddress: text('reg_address'),
  },
  (t) => [
    index('parties_act_idx').on(t.actId),
    index('parties_user_idx').on(t.userId),
    uniqueIndex('parties_act_citizen_idx').on(t.actId, t.citizenId),
    check('parties_status', sql`${t.status} is null or ${t.status} in ('accepted', 'rejected', 'exited')`),
    check('parties_legal', sql`(${t.class} = 'legal') = (${t.inn} is not null)`),
    check('parties_inn_format', sql`${t.inn} is null or ${t.inn} ~ '^[0-9]{9}$'`),
    // Named by a document with the PIN: the passport, or a minor's birth record.
    check(
      'parties_document',
      sql`(${t.passserial} is not null and ${t.passnum} is not null) or ${t.birthRecordNumber} is not null`,
    ),
    check('parties_added_phone', sql`${t.addedPhone} is null or ${t.addedPhone} ~ '^[0-9]{9}$'`),
    check('parties_gender', sql`${t.gender} is null or ${t.gender} in (1, 2)`),
  ],
);

// The vehicle subject of acts 1 and 4: every vehicle field of specification section 3. Money in tiyin.
export const vehicleSubjects = acts.table(
  'vehicle_subjects',
  {
    id: serial('id').primaryKey(),
    actId: refersTo('act_id', () => notarialActs.id),
    vehicleId: refersTo('vehicle_id', () => vehicles.id),
    stateNumber: text('state_number').notNull(),
    techPassportSeries: text('tech_passport_series').notNull(),
    techPassportNumber: text('tech_passport_number').notNull(),
    address: text('address').notNull(),
    specialMarks: text('special_marks'),
    issuer: text('issuer').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    country: text('country').notNull(),
    motorNumber: text('motor_number').notNull(),
    bodyNumber: text('body_number').notNull(),
    chassisNumber: text('chassis_number'),
    colour: text('colour').notNull(),
    year: integer('year').notNull(),
    horsepower: integer('horsepower').notNull(),
    stampOrganisation: text('stamp_organisation'),
    stampDate: date('stamp_date', { mode: 'string' }),
    // The agreed price; null for an act that names none (a power of attorney, a consent).
    price: bigint('price', { mode: 'number' }),
    balancePercent: integer('balance_percent').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    valuation: bigint('valuation', { mode: 'number' }).notNull(),
    inventoryPrice: bigint('inventory_price', { mode: 'number' }).notNull(),
    unpaidSum: bigint('unpaid_sum', { mode: 'number' }).notNull().default(0),
    fines: bigint('fines', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('vehicle_subjects_act_idx').on(t.actId)],
);

// The real-estate subject of an act (section 3), as the applicant gave it: the cadastre number (the
// duplicate-act and ban rules look acts up by it) and type, address, areas, rooms, prices in tiyin.
export const realEstateSubjects = acts.table(
  'real_estate_subjects',
  {
    id: serial('id').primaryKey(),
    actId: refersTo('act_id', () => notarialActs.id),
    cadastreNumber: text('cadastre_number').notNull(),
    cadastreType: text('cadastre_type', { enum: cadastreTypes }).notNull(),
    // Section 3's "form": the form of ownership (decision 081); null where the applicant gave none.
    ownershipForm: text('ownership_form', { enum: ownershipForms }),
    objectName: text('object_name'),
    address: text('address'),
    street: text('street'),
    home: text('home'),
    block: text('block'),
    flat: text('flat'),
    // Square metres with two decimals.
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }),
    livingArea: numeric('living_area', { precision: 12, scale: 2, mode: 'number' }),
    rooms: integer('rooms'),
    price: bigint('price', { mode: 'number' }),
    inventoryPrice: bigint('inventory_price', { mode: 'number' }),
    previousPrice: bigint('previous_price', { mode: 'number' }),
  },
  (t) => [
    index('real_estate_subjects_act_idx').on(t.actId),
    index('real_estate_subjects_cadastre_idx').on(t.cadastreNumber),
    check('real_estate_subjects_cadastre_format', sql`${t.cadastreNumber} ~ '^[0-9][0-9:/]{0,49}$'`),
  ],
);

// The other subject data of section 3 (ownership basis, payment method, own and credit sums, credit
// organisation, insurance, shares, consent types...), one per act, as the registry parsed it with
// amounts in tiyin (decision 035): nothing queries it, the registry's schemas validate it.
export const otherSubjects = acts.table('other_subjects', {
  id: serial('id').primaryKey(),
  actId: refersTo('act_id', () => notarialActs.id).unique(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
});

export const invoices = acts.table(
  'invoices',
  {
    id: serial('id').primaryKey(),
    actId: refersTo('act_id', () => notarialActs.id),
    // 'state_fee' or 'service'.
    purpose: text('purpose').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    // The fee computed for the purpose when the invoice was issued (decision 040); null where none was.
    computedAmount: bigint('computed_amount', { mode: 'number' }),
    // The notary's reason for an amount other than the computed one (their words).
    reason: text('reason'),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('invoices_act_idx').on(t.actId), check('invoices_amount', sql`${t.amount} > 0`)],
);

export const payments = acts.table(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: refersTo('invoice_id', () => invoices.id).unique(),
    payerUserId: refersTo('payer_user_id', () => users.id),
    method: text('method', { enum: ['card', 'bank', 'on_site'] }).notNull(),
    // Only the last four digits of a card are kept.
    cardLast4: text('card_last4'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    // A bank transfer's payment order reference (bank_orders.reference; decision 083).
    reference: text('reference'),
  },
  (t) => [
    check('payments_card_last4', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
    check('payments_bank_reference', sql`(${t.method} = 'bank') = (${t.reference} is not null)`),
  ],
);

export type { BankRecipient };

// A payment order for an invoice by bank transfer (decision 083): one per invoice, its reference
// (ISO 11649, machines/fields/bank-reference.ts) unique, the recipient's details as the payer was told
// them, and the user who asked for it, who becomes the payer when the bank's callback settles it.
export const bankOrders = acts.table(
  'bank_orders',
  {
    id: serial('id').primaryKey(),
    invoiceId: refersTo('invoice_id', () => invoices.id).unique(),
    reference: text('reference').notNull().unique(),
    payerUserId: refersTo('payer_user_id', () => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    recipient: jsonb('recipient').$type<BankRecipient>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [check('bank_orders_reference', sql`${t.reference} ~ '^RF[0-9]{18}$'`)],
);

export const noteKinds = ['remark', 'refusal', 'cancellation', 'note'] as const;

// The notes history of an act: remarks of the notary, reasons of refusal and cancellation.
export const notes = acts.table(
  'notes',
  {
    id: serial('id').primaryKey(),
    actId: refersTo('act_id', () => notarialActs.id),
    authorUserId: integer('author_user_id').references(() => users.id),
    kind: text('kind', { enum: noteKinds }).notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('notes_act_idx').on(t.actId)],
);

export const files = acts.table(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actId: refersTo('act_id', () => notarialActs.id),
    kind: text('kind', { enum: ['print_form', 'refusal_resolution'] }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('files_act_idx').on(t.actId)],
);

// Append-only (a trigger refuses UPDATE and DELETE): one row per transition, creation and data edit.
// `payload` never holds personal data: event fields such as remarks, names or card numbers are left
// out. Since migration 0020 (decision 060) `machine_event` keeps what a replay needs to rebuild the
// act's machine state exactly: the event as the statechart was sent it (actor and payload, a remark
// or a reason included), the creation's input, or an edit's context as it became; `data_change` an
// edit's data before and after. Both stay in the ministry's database: analysts see them redacted
// (machines/replay/redact.ts). Rows written before 0020 have neither and replay as partial.
export const journal = acts.table(
  'journal',
  {
    id: serial('id').primaryKey(),
    actId: refersTo('act_id', () => notarialActs.id),
    event: text('event', { enum: actJournalEventTypes }).notNull(),
    role: text('role', { enum: actRoles }).notNull(),
    userId: integer('user_id').references(() => users.id),
    fromState: text('from_state', { enum: actStateNames }).notNull(),
    toState: text('to_state', { enum: actStateNames }).notNull(),
    fromStep: smallint('from_step').notNull(),
    toStep: smallint('to_step').notNull(),
    // The act's version after the transition.
    version: integer('version').notNull(),
    payload: jsonb('payload').notNull().default({}),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    machineEvent: jsonb('machine_event').$type<Record<string, unknown>>(),
    dataChange: jsonb('data_change').$type<{
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(),
  },
  (t) => [uniqueIndex('journal_act_version_idx').on(t.actId, t.version)],
);

export const analystViewKinds = ['act', 'stuck_acts', 'export', 'browser_traces', 'browser_trace'] as const;

// Every analyst view, append-only (a trigger refuses UPDATE and DELETE; decision 060): who looked at
// which act (or which stuck-acts list, by its filters) and when.
export const analystViews = acts.table(
  'analyst_views',
  {
    id: serial('id').primaryKey(),
    userId: refersTo('user_id', () => users.id),
    actId: integer('act_id').references(() => notarialActs.id),
    view: text('view', { enum: analystViewKinds }).notNull(),
    // The list's filters (office, notary, state, page); null for an act's view.
    query: jsonb('query').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('analyst_views_act_idx').on(t.actId, t.at),
    index('analyst_views_user_idx').on(t.userId, t.at),
  ],
);

// Every SMS the ministry sends, written in the transaction that decides it (an invitation, a
// reminder, a phone code), then handed to the SMS provider by the `sms.send` job (decision 115):
// `sent_at` once the provider took it, under the row's id as the idempotency key, so a retry after
// a crash never sends it twice.
export const smsOutbox = acts.table(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    actId: integer('act_id').references(() => notarialActs.id),
    partyId: integer('party_id').references(() => parties.id),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    qr: text('qr'),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    // Failed hand-overs so far; the next waits until `next_attempt_at` (exponential backoff).
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    // Why the provider did not take it: `http_<status>`, `timeout` or `network`; never its answer's text.
    lastError: text('last_error'),
  },
  (t) => [
    index('sms_outbox_phone_idx').on(t.phone, t.at),
    // What the sender claims: the messages not sent yet, by when they are due.
    index('sms_outbox_unsent_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
  ],
);
