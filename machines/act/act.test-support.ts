import {
  type ActActor,
  type ActContext,
  type ActEvent,
  type ActEventType,
  type ActInput,
  type ActRole,
  type ActStateName,
  nothingRecorded,
} from './act.machine';
import type { StoredAct } from './act.persist';

/** Shared fixtures of the act tests: a vehicle sale with a buyer (required) and a co-owner. */

export const applicant: ActActor = { role: 'applicant', userId: 'u-applicant' };
export const notary: ActActor = { role: 'notary', userId: 'u-notary' };
export const system: ActActor = { role: 'system', userId: 'job-non-attendance' };
export const buyer: ActActor = { role: 'party', userId: 'u-buyer' };
export const coOwner: ActActor = { role: 'party', userId: 'u-coowner' };

export const saleInput: ActInput = {
  parties: [
    { id: 'p-buyer', userId: buyer.userId, required: true },
    { id: 'p-coowner', userId: coOwner.userId, required: false },
  ],
  notaryId: 'n-1',
};

/**
 * A context in which every data check passes for the sample events below, so that in it only
 * the step and the role decide: the buyer accepted (may exit), the co-owner awaits (may answer),
 * one invoice paid and one not, a video visit set, no time requested yet.
 */
export const permissiveContext = (): ActContext => ({
  simplified: false,
  parties: [
    { id: 'p-buyer', userId: buyer.userId, required: true, status: 'accepted' },
    { id: 'p-coowner', userId: coOwner.userId, required: false, status: null },
  ],
  invoices: [
    { id: 'inv-1', amount: 340_000, paid: true },
    { id: 'inv-2', amount: 75_000.5, paid: false },
  ],
  notaryId: 'n-1',
  ...nothingRecorded,
  visit: { date: '2025-03-14', time: '10:30', regtype: 2 },
});

/**
 * The simplified path as decision 036 reads the specification, written by hand (not taken from the
 * machine): its steps, and the events of the skipped steps and of the money.
 */
export const simplifiedPathByHand: readonly ActStateName[] = [
  'preparation',
  'checking',
  'timeSetting',
  'timeConfirmation',
  'registration',
  'registered',
];
export const fullPathOnlyByHand: readonly ActEventType[] = [
  'act.confirmed',
  'act.returnedToPreparation',
  'act.invoicesIssued',
  'invoice.paid',
  'act.paidOnSite',
];

/** The same sale on the simplified path (decision 036). */
export const simplifiedSaleInput: ActInput = { ...saleInput, simplified: true };

export const at = (state: ActStateName, patch: Partial<ActContext> = {}): StoredAct => ({
  state,
  context: { ...permissiveContext(), ...patch },
});

const actorOf = (role: ActRole, type: ActEventType): ActActor => {
  if (role === 'party') return type === 'party.exited' ? buyer : coOwner;
  return { applicant, notary, system }[role];
};

/** A well-formed event of `type` sent by `role` (for a party: the one the event fits). */
export function sample(type: ActEventType, role: ActRole): ActEvent {
  const actor = actorOf(role, type);
  switch (type) {
    case 'party.accepted':
    case 'party.rejected':
      return { type, actor, partyId: 'p-coowner' };
    case 'party.exited':
      return { type, actor, partyId: 'p-buyer' };
    case 'invoice.paid':
    case 'act.paidOnSite':
      return { type, actor, invoiceId: 'inv-2' };
    case 'act.returnedWithRemarks':
      return { type, actor, remark: 'The engine number does not match the tech passport.' };
    case 'act.invoicesIssued':
      return { type, actor, invoices: [{ id: 'inv-3', amount: 150_000 }] };
    case 'act.timeSet':
      return { type, actor, visit: { date: '2025-03-20', time: '15:00', regtype: 2 } };
    case 'act.registered':
      return { type, actor, regnum: '2025-000123', regdate: '2025-03-20' };
    case 'act.refused':
      return { type, actor, reason: 'The vehicle is under arrest.', resolutionFileId: 'file-9' };
    case 'act.cancelled':
      return { type, actor, reason: 'The parties did not attend.' };
    default:
      return { type, actor };
  }
}

/**
 * The events a graph traversal tries (act.graph.test.ts, the replay's path test): every event type
 * from every role; both parties answer for themselves, each way; the invoice the notary issues gets paid.
 */
export function graphEvents(eventTypes: readonly ActEventType[], roles: readonly ActRole[]): ActEvent[] {
  return [
    ...eventTypes.flatMap((type) => roles.map((role) => sample(type, role))),
    { type: 'party.accepted', actor: buyer, partyId: 'p-buyer' },
    { type: 'party.rejected', actor: buyer, partyId: 'p-buyer' },
    { type: 'party.exited', actor: coOwner, partyId: 'p-coowner' },
    { type: 'invoice.paid', actor: system, invoiceId: 'inv-3' },
    { type: 'act.paidOnSite', actor: notary, invoiceId: 'inv-3' },
  ];
}
