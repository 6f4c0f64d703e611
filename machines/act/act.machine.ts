import { and, assign, type SnapshotFrom, setup } from 'xstate';
import type { z } from 'zod';
import type {
  actContextSchema,
  actEventSchema,
  actorSchema,
  actRoleSchema,
  invoiceSchema,
  partySchema,
  visitSchema,
} from './act.schema';

/**
 * The notarial act lifecycle (specification, section 4, "Act steps"; decision 010). One pure
 * statechart is the single authority: the ministry applies every event through it (act.persist.ts)
 * and the UI shows only what `can` allows (act.select.ts). It holds no actors and no delays, so a
 * transition is a function of (state, context, event) and a snapshot is fully described by its
 * state name and context.
 *
 * Who may do what lives in two places only: the chart's structure (which step listens for which
 * event) and `actRules` (which role may send it, and what the act's data must allow). Every
 * transition is guarded by `permitted`, which runs `actRules`; `explainRefusal` reads the same
 * two places to tell why an event is refused.
 */

export type ActRole = z.infer<typeof actRoleSchema>;
export type ActActor = z.infer<typeof actorSchema>;
export type ActParty = z.infer<typeof partySchema>;
export type ActInvoice = z.infer<typeof invoiceSchema>;
export type ActVisit = z.infer<typeof visitSchema>;
export type ActContext = z.infer<typeof actContextSchema>;
export type ActEvent = z.infer<typeof actEventSchema>;
export type ActEventType = ActEvent['type'];
export type ActEventOf<K extends ActEventType> = Extract<ActEvent, { type: K }>;

export interface ActInput {
  /** Invited parties; every one starts awaiting (status null). The applicant is not among them. */
  parties: Array<Pick<ActParty, 'id' | 'userId' | 'required'>>;
  /** Chosen automatically or by the applicant when the act is created; null if not chosen yet. */
  notaryId: string | null;
  /**
   * The simplified flow (decision 036): enter data, choose the notary, wait for review, time set,
   * registered. Chosen at creation, never changed; absent means the full nine-step path.
   */
  simplified?: boolean;
}

export const actStepStates = [
  'preparation',
  'checking',
  'applicantConfirmation',
  'paymentFormation',
  'timeSetting',
  'timeConfirmation',
  'payment',
  'registration',
  'registered',
] as const;
export const actSideStates = ['inactive', 'refused', 'cancelled', 'annulled', 'deleted'] as const;
export const actStateNames = [...actStepStates, ...actSideStates] as const;

/**
 * The full path's own steps: the applicant's confirmation (3), payment formation (4) and payment (7).
 * A simplified act goes 1 → 2 → 5 → 6 → 8 → 9 and never enters these (decision 036).
 */
export const fullPathOnlyStates = ['applicantConfirmation', 'paymentFormation', 'payment'] as const;
/**
 * The events of those steps and of the money: a simplified act has no confirmation step and no
 * invoices, so each of these is refused on it (`not_in_simplified_flow`), wherever it stands.
 */
export const fullPathOnlyEvents = [
  'act.confirmed',
  'act.returnedToPreparation',
  'act.invoicesIssued',
  'invoice.paid',
  'act.paidOnSite',
] as const;
/** The steps of the simplified path, in order. */
export const simplifiedStepStates = actStepStates.filter(
  (state) => !(fullPathOnlyStates as readonly string[]).includes(state),
);

export type ActStepState = (typeof actStepStates)[number];
export type ActSideState = (typeof actSideStates)[number];
export type ActStateName = ActStepState | ActSideState;
export type ActStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type FullPathOnlyEvent = (typeof fullPathOnlyEvents)[number];
export const isFullPathOnly = (type: ActEventType): type is FullPathOnlyEvent =>
  (fullPathOnlyEvents as readonly ActEventType[]).includes(type);

/** The step number the specification and the step bar use; side states have none. */
export const actSteps: Record<ActStateName, ActStep | null> = {
  preparation: 1,
  checking: 2,
  applicantConfirmation: 3,
  paymentFormation: 4,
  timeSetting: 5,
  timeConfirmation: 6,
  payment: 7,
  registration: 8,
  registered: 9,
  inactive: null,
  refused: null,
  cancelled: null,
  annulled: null,
  deleted: null,
};

/** Why an event is refused: translation keys (namespace `act`, `refusals.*`) for the 409 message. */
export const actRefusalReasons = [
  'invalid_event',
  'not_allowed',
  'forbidden_role',
  'parties_pending',
  'party_declined',
  'notary_missing',
  'party_unknown',
  'not_your_party',
  'party_already_answered',
  'party_not_accepted',
  'invoice_unknown',
  'invoice_already_paid',
  'invoice_duplicate',
  'time_already_requested',
  'not_video_visit',
  'not_in_simplified_flow',
] as const;
export type ActRefusalReason = (typeof actRefusalReasons)[number];

type Check<K extends ActEventType> = (context: ActContext, event: ActEventOf<K>) => ActRefusalReason | null;
interface Rule<K extends ActEventType> {
  roles: readonly ActRole[];
  /** Run in order; the first refusal wins. */
  checks?: readonly Check<K>[];
}

const partyOf = (context: ActContext, partyId: string) =>
  context.parties.find((party) => party.id === partyId);

/** A party's own events and the status each gives the party's record. */
export const partyStatusAfter = {
  'party.accepted': 'accepted',
  'party.rejected': 'rejected',
  'party.exited': 'exited',
} as const satisfies Record<string, NonNullable<ActParty['status']>>;
export type ActPartyEventType = keyof typeof partyStatusAfter;

const isPartyEvent = (event: ActEvent): event is ActEventOf<ActPartyEventType> =>
  event.type in partyStatusAfter;

/** A party that turned the act down or left it: the deal is in dispute, and it no longer counts as a party. */
export const partyDeclined = (status: ActParty['status']) => status === 'rejected' || status === 'exited';

/**
 * The user's party a party event is about when the sender names none (a user may hold more than one
 * party of an act): an awaiting one to answer, an accepted one to exit.
 */
export function partyFor(context: ActContext, userId: string, type: ActPartyEventType): ActParty | undefined {
  const mine = context.parties.filter((party) => party.userId === userId);
  const wanted = type === 'party.exited' ? 'accepted' : null;
  return mine.find((party) => party.status === wanted) ?? mine[0];
}
const invoiceOf = (context: ActContext, invoiceId: string) =>
  context.invoices.find((invoice) => invoice.id === invoiceId);

// A declined party blocks even when not required: the applicant removes or replaces it in
// preparation, so the notary never checks a deal whose make-up is in dispute.
const partiesSettled: Check<'act.sentForCheck'> = (context) => {
  if (context.parties.some((party) => partyDeclined(party.status))) return 'party_declined';
  if (context.parties.some((party) => party.required && party.status !== 'accepted'))
    return 'parties_pending';
  return null;
};
const notaryAssigned = (context: ActContext) => (context.notaryId === null ? 'notary_missing' : null);
const ownParty = (
  context: ActContext,
  event: { partyId: string; actor: ActActor },
): ActRefusalReason | null => {
  const party = partyOf(context, event.partyId);
  if (!party) return 'party_unknown';
  return party.userId === event.actor.userId ? null : 'not_your_party';
};
const partyAwaiting = (context: ActContext, event: { partyId: string }) =>
  partyOf(context, event.partyId)?.status === null ? null : 'party_already_answered';
const partyAccepted = (context: ActContext, event: { partyId: string }) =>
  partyOf(context, event.partyId)?.status === 'accepted' ? null : 'party_not_accepted';
const invoiceUnpaid = (context: ActContext, event: { invoiceId: string }): ActRefusalReason | null => {
  const invoice = invoiceOf(context, event.invoiceId);
  if (!invoice) return 'invoice_unknown';
  return invoice.paid ? 'invoice_already_paid' : null;
};
/** A full-path-only event on a simplified act (decision 036). */
const onFullPath = (context: ActContext): ActRefusalReason | null =>
  context.simplified ? 'not_in_simplified_flow' : null;
const invoicesNew: Check<'act.invoicesIssued'> = (context, event) =>
  event.invoices.some((invoice) => invoiceOf(context, invoice.id)) ? 'invoice_duplicate' : null;

/**
 * Who may send each event, and what the act's data must allow. Which step listens for it is the
 * chart's structure below. The ministry checks identities (the act's author is the applicant, its
 * assigned notary is the notary); a party is matched here, against the party's own user id.
 */
export const actRules: { [K in ActEventType]: Rule<K> } = {
  'act.sentForCheck': { roles: ['applicant'], checks: [partiesSettled, notaryAssigned] },
  'act.confirmed': { roles: ['applicant'], checks: [onFullPath] },
  'act.returnedToPreparation': { roles: ['applicant'], checks: [onFullPath] },
  'act.timeRequested': {
    roles: ['applicant'],
    checks: [(context) => (context.timeRequested ? 'time_already_requested' : null)],
  },
  'act.timeConfirmed': { roles: ['applicant'] },
  'act.otherTimeRequested': { roles: ['applicant'] },
  'act.steppedBack': { roles: ['applicant'] },
  'act.notaryRejected': { roles: ['applicant'], checks: [notaryAssigned] },
  'act.deleted': { roles: ['applicant'] },
  'act.annulled': { roles: ['applicant'] },
  'act.checkAccepted': { roles: ['notary'] },
  'act.returnedWithRemarks': { roles: ['notary'] },
  'act.invoicesIssued': { roles: ['notary'], checks: [onFullPath, invoicesNew] },
  'act.timeSet': { roles: ['notary'] },
  'act.registered': { roles: ['notary'] },
  'act.refused': { roles: ['notary'] },
  'act.cancelled': { roles: ['notary'] },
  'act.paidOnSite': { roles: ['notary'], checks: [onFullPath, invoiceUnpaid] },
  'party.accepted': { roles: ['party'], checks: [ownParty, partyAwaiting] },
  'party.rejected': { roles: ['party'], checks: [ownParty, partyAwaiting] },
  'party.exited': { roles: ['party'], checks: [ownParty, partyAccepted] },
  'invoice.paid': { roles: ['system', 'applicant'], checks: [onFullPath, invoiceUnpaid] },
  'act.markedInactive': {
    roles: ['system'],
    checks: [(context) => (context.visit?.regtype === 2 ? null : 'not_video_visit')],
  },
};

/** The role and data part of a refusal, whatever the step. */
export function refusalOf(context: ActContext, event: ActEvent): ActRefusalReason | null {
  const rule = actRules[event.type] as Rule<ActEventType>;
  if (!rule.roles.includes(event.actor.role)) return 'forbidden_role';
  for (const check of rule.checks ?? []) {
    const reason = check(context, event as never);
    if (reason) return reason;
  }
  return null;
}

const allPaid = (invoices: ActInvoice[]) => invoices.every((invoice) => invoice.paid);
const withPaid = (invoices: ActInvoice[], invoiceId: string) =>
  invoices.map((invoice) => (invoice.id === invoiceId ? { ...invoice, paid: true } : invoice));
const withPartyStatus = (parties: ActParty[], partyId: string, status: ActParty['status']) =>
  parties.map((party) => (party.id === partyId ? { ...party, status } : party));

/** What a new act has not got yet: no visit or time asked for, no registration, remark or reason. */
export const nothingRecorded = {
  visit: null,
  timeRequested: false,
  regnum: null,
  regdate: null,
  remark: null,
  reason: null,
  resolutionFileId: null,
} satisfies Omit<ActContext, 'simplified' | 'parties' | 'invoices' | 'notaryId'>;

/**
 * The ways out of every unfinished step after the first: the applicant annuls the act, the notary
 * refuses it (with a resolution) or cancels it.
 */
const stops = {
  'act.annulled': { guard: 'permitted', target: 'annulled' },
  'act.refused': { guard: 'permitted', target: 'refused', actions: 'recordRefusal' },
  'act.cancelled': { guard: 'permitted', target: 'cancelled', actions: 'recordCancellation' },
} as const;

export const actMachine = setup({
  types: {
    input: {} as ActInput,
    context: {} as ActContext,
    events: {} as ActEvent,
    tags: {} as
      | 'inProcess'
      | 'editable'
      | 'notaryEditable'
      | 'awaitingApplicant'
      | 'awaitingNotary'
      | 'completed'
      | 'stopped',
  },
  guards: {
    permitted: ({ context, event }) => refusalOf(context, event) === null,
    allInvoicesPaid: ({ context }) => allPaid(context.invoices),
    /** The act takes the simplified path (decision 036). */
    simplifiedFlow: ({ context }) => context.simplified,
    /** The invoice this event pays is the last unpaid one. */
    settlesInvoices: ({ context, event }) =>
      (event.type === 'invoice.paid' || event.type === 'act.paidOnSite') &&
      allPaid(withPaid(context.invoices, event.invoiceId)),
  },
  actions: {
    setPartyStatus: assign({
      parties: ({ context, event }) =>
        isPartyEvent(event)
          ? withPartyStatus(context.parties, event.partyId, partyStatusAfter[event.type])
          : context.parties,
    }),
    recordRemark: assign({
      remark: ({ context, event }) =>
        event.type === 'act.returnedWithRemarks' ? event.remark : context.remark,
    }),
    addInvoices: assign({
      invoices: ({ context, event }) =>
        event.type === 'act.invoicesIssued'
          ? [...context.invoices, ...event.invoices.map(({ id, amount }) => ({ id, amount, paid: false }))]
          : context.invoices,
    }),
    markInvoicePaid: assign({
      invoices: ({ context, event }) =>
        event.type === 'invoice.paid' || event.type === 'act.paidOnSite'
          ? withPaid(context.invoices, event.invoiceId)
          : context.invoices,
    }),
    requestTime: assign({ timeRequested: true }),
    /** The applicant turned the set time down: it is no longer set, and a new one is asked for. */
    requestOtherTime: assign({ visit: null, timeRequested: true }),
    setVisit: assign({
      visit: ({ context, event }) =>
        event.type === 'act.timeSet'
          ? { date: event.visit.date, time: event.visit.time, regtype: event.visit.regtype }
          : context.visit,
      timeRequested: false,
    }),
    recordRegistration: assign(({ context, event }) =>
      event.type === 'act.registered' ? { regnum: event.regnum, regdate: event.regdate } : context,
    ),
    recordRefusal: assign(({ context, event }) =>
      event.type === 'act.refused'
        ? { reason: event.reason, resolutionFileId: event.resolutionFileId }
        : context,
    ),
    recordCancellation: assign({
      reason: ({ context, event }) => (event.type === 'act.cancelled' ? event.reason : context.reason),
    }),
    // Paid invoices stay on record (the money was taken); unpaid ones were that notary's and go.
    dropNotary: assign({
      notaryId: null,
      visit: null,
      timeRequested: false,
      invoices: ({ context }) => context.invoices.filter((invoice) => invoice.paid),
    }),
  },
}).createMachine({
  id: 'act',
  context: ({ input }) => ({
    simplified: input.simplified ?? false,
    parties: input.parties.map(({ id, userId, required }) => ({ id, userId, required, status: null })),
    invoices: [],
    notaryId: input.notaryId,
    ...nothingRecorded,
  }),
  initial: 'preparation',
  states: {
    // 1. Data edits happen here only (tag editable); parties answer their invitation here.
    preparation: {
      tags: ['inProcess', 'editable'],
      on: {
        'act.sentForCheck': { guard: 'permitted', target: 'checking' },
        'party.accepted': { guard: 'permitted', actions: 'setPartyStatus' },
        'party.rejected': { guard: 'permitted', actions: 'setPartyStatus' },
        'party.exited': { guard: 'permitted', actions: 'setPartyStatus' },
        'act.notaryRejected': { guard: 'permitted', target: 'preparation', actions: 'dropNotary' },
        'act.deleted': { guard: 'permitted', target: 'deleted' },
      },
    },
    // 2. Check and correction. The notary corrects the act's general fields here (place, free of
    // payment, attributes, linked acts: decision 080), tag notaryEditable.
    checking: {
      tags: ['inProcess', 'awaitingNotary', 'notaryEditable'],
      on: {
        // A simplified act has no confirmation or payment formation: after the review, the time.
        'act.checkAccepted': [
          { guard: and(['permitted', 'simplifiedFlow']), target: 'timeSetting' },
          { guard: 'permitted', target: 'applicantConfirmation' },
        ],
        'act.returnedWithRemarks': { guard: 'permitted', target: 'preparation', actions: 'recordRemark' },
        // The applicant withdraws it from the check to change something.
        'act.steppedBack': { guard: 'permitted', target: 'preparation' },
        'party.exited': { guard: 'permitted', target: 'preparation', actions: 'setPartyStatus' },
        'act.notaryRejected': { guard: 'permitted', target: 'preparation', actions: 'dropNotary' },
        ...stops,
      },
    },
    // 3. Confirmation by the applicant.
    applicantConfirmation: {
      tags: ['inProcess', 'awaitingApplicant'],
      on: {
        'act.confirmed': { guard: 'permitted', target: 'paymentFormation' },
        'act.returnedToPreparation': { guard: 'permitted', target: 'preparation' },
        'party.exited': { guard: 'permitted', target: 'preparation', actions: 'setPartyStatus' },
        'act.notaryRejected': { guard: 'permitted', target: 'preparation', actions: 'dropNotary' },
        ...stops,
      },
    },
    // 4. Payment formation: the notary issues the invoices.
    paymentFormation: {
      tags: ['inProcess', 'awaitingNotary'],
      on: {
        'act.invoicesIssued': { guard: 'permitted', target: 'timeSetting', actions: 'addInvoices' },
        // The applicant takes the confirmation back while no invoice exists yet.
        'act.steppedBack': { guard: 'permitted', target: 'applicantConfirmation' },
        // Last chance for a party to leave: from step 5 on, money is involved.
        'party.exited': { guard: 'permitted', target: 'preparation', actions: 'setPartyStatus' },
        'act.notaryRejected': { guard: 'permitted', target: 'preparation', actions: 'dropNotary' },
        ...stops,
      },
    },
    // 5. Setting the registration time; invoices may be paid in advance.
    timeSetting: {
      tags: ['inProcess', 'awaitingNotary'],
      on: {
        'act.timeSet': { guard: 'permitted', target: 'timeConfirmation', actions: 'setVisit' },
        'act.timeRequested': { guard: 'permitted', actions: 'requestTime' },
        'invoice.paid': { guard: 'permitted', actions: 'markInvoicePaid' },
        'act.notaryRejected': { guard: 'permitted', target: 'preparation', actions: 'dropNotary' },
        ...stops,
      },
    },
    // 6. Confirmation of the registration time.
    timeConfirmation: {
      tags: ['inProcess', 'awaitingApplicant'],
      on: {
        'act.timeConfirmed': [
          { guard: and(['permitted', 'allInvoicesPaid']), target: 'registration' },
          { guard: 'permitted', target: 'payment' },
        ],
        'act.otherTimeRequested': { guard: 'permitted', target: 'timeSetting', actions: 'requestOtherTime' },
        // The notary changes the time before the applicant answered.
        'act.timeSet': { guard: 'permitted', target: 'timeConfirmation', actions: 'setVisit' },
        'invoice.paid': { guard: 'permitted', actions: 'markInvoicePaid' },
        'act.markedInactive': { guard: 'permitted', target: 'inactive' },
        'act.notaryRejected': { guard: 'permitted', target: 'preparation', actions: 'dropNotary' },
        ...stops,
      },
    },
    // 7. Payment: electronically (invoice.paid) or on site (act.paidOnSite); the last one moves on.
    payment: {
      tags: ['inProcess', 'awaitingApplicant'],
      on: {
        'invoice.paid': [
          {
            guard: and(['permitted', 'settlesInvoices']),
            target: 'registration',
            actions: 'markInvoicePaid',
          },
          { guard: 'permitted', actions: 'markInvoicePaid' },
        ],
        'act.paidOnSite': [
          {
            guard: and(['permitted', 'settlesInvoices']),
            target: 'registration',
            actions: 'markInvoicePaid',
          },
          { guard: 'permitted', actions: 'markInvoicePaid' },
        ],
        // The applicant takes the time confirmation back (to ask for another time).
        'act.steppedBack': { guard: 'permitted', target: 'timeConfirmation' },
        'act.markedInactive': { guard: 'permitted', target: 'inactive' },
        'act.notaryRejected': { guard: 'permitted', target: 'preparation', actions: 'dropNotary' },
        ...stops,
      },
    },
    // 8. Registration at the set time. Only a fully paid act gets here, so nothing is left to pay.
    registration: {
      tags: ['inProcess', 'awaitingNotary'],
      on: {
        'act.registered': { guard: 'permitted', target: 'registered', actions: 'recordRegistration' },
        'act.markedInactive': { guard: 'permitted', target: 'inactive' },
        ...stops,
      },
    },
    registered: { type: 'final', tags: ['completed'] },
    inactive: { type: 'final', tags: ['stopped'] },
    refused: { type: 'final', tags: ['stopped'] },
    cancelled: { type: 'final', tags: ['stopped'] },
    annulled: { type: 'final', tags: ['stopped'] },
    deleted: { type: 'final', tags: ['stopped'] },
  },
});

export type ActMachine = typeof actMachine;
export type ActSnapshot = SnapshotFrom<ActMachine>;

/** The act's state name (the chart is flat, so the value is always one of these). */
export const stateOf = (snapshot: ActSnapshot) => snapshot.value as ActStateName;

export const stepOf = (snapshot: ActSnapshot): ActStep | null => actSteps[stateOf(snapshot)];

/** Whether this step listens for the event type at all, whoever sends it. */
export function listensFor(state: ActStateName, type: ActEventType): boolean {
  const node = actMachine.states[state];
  return node !== undefined && (node.on[type]?.length ?? 0) > 0;
}

/** The step states this act goes through, in order: nine, or six on the simplified path. */
export const pathOf = (context: Pick<ActContext, 'simplified'>): readonly ActStepState[] =>
  context.simplified ? simplifiedStepStates : actStepStates;

/**
 * Null when the event is allowed now; otherwise why not: the path first (a full-path-only event on a
 * simplified act), then the step, then the role, then the data.
 */
export function explainRefusal(snapshot: ActSnapshot, event: ActEvent): ActRefusalReason | null {
  if (snapshot.can(event)) return null;
  if (snapshot.context.simplified && isFullPathOnly(event.type)) return 'not_in_simplified_flow';
  if (!listensFor(stateOf(snapshot), event.type)) return 'not_allowed';
  return refusalOf(snapshot.context, event) ?? 'not_allowed';
}
