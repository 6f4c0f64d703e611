import {
  type ActContext,
  type ActEvent,
  type ActEventType,
  type ActInvoice,
  type ActParty,
  type ActRole,
  type ActSideState,
  type ActSnapshot,
  type ActStateName,
  type ActStep,
  type ActVisit,
  actSteps,
  partyFor,
  pathOf,
  stateOf,
} from './act.machine';
import { actEventTypes } from './act.schema';

/**
 * What one viewer sees of an act: the step bar, the buttons (`allowed`, straight from `can`,
 * never re-derived), whether the act's data may be edited, and whether it belongs in the
 * "awaiting my decision" tab. The viewer's role is the ministry's word on who they are for this
 * act (author: applicant; assigned notary: notary; invited: party).
 */

export interface ActViewer {
  role: ActRole;
  userId: string;
}

export interface ActView {
  state: ActStateName;
  step: ActStep | null;
  /** The act takes the simplified path (decision 036). */
  simplified: boolean;
  /** The steps of this act's path, in order (the step bar): all nine, or 1, 2, 5, 6, 8, 9 when simplified. */
  steps: ActStep[];
  /** Set when the act stopped outside the nine steps. */
  sideState: ActSideState | null;
  /** The act stopped because nobody attended the set video time, not by anybody's decision. */
  lapsed: boolean;
  /** Translation key of the state's name (namespace `act`). */
  stateKey: string;
  inProcess: boolean;
  completed: boolean;
  stopped: boolean;
  /** Event types this viewer may send now, in `actEventTypes` order. */
  allowed: ActEventType[];
  /** Data edits (parties, subjects, notary choice) are the applicant's, in preparation only. */
  canEdit: boolean;
  /**
   * The act's general fields (place, free of payment and its reason, attributes, linked acts) are the
   * notary's to correct now: in the check (step 2) only (decision 080). The ministry also requires the
   * assigned notary, not another notary of the office.
   */
  canEditGeneral: boolean;
  /** The act has no notary (the applicant rejected it) and the viewer is the one to choose another. */
  notaryToChoose: boolean;
  /** For the "awaiting my decision" tab. */
  awaitingMe: boolean;
  /** Who must act next. */
  awaiting: ActRole[];
  /** The viewer's own party record, when they are an invited party (theirs: its user is the viewer). */
  myParty: (ActParty & { userId: string }) | null;
  /** Invoices this viewer may pay electronically now (invoice.paid). */
  payableInvoiceIds: string[];
  /** Invoices this viewer (the notary) may mark paid on site now (act.paidOnSite). */
  onSiteInvoiceIds: string[];
  invoices: ActInvoice[];
  allInvoicesPaid: boolean;
  visit: ActVisit | null;
  timeRequested: boolean;
  notaryId: string | null;
  regnum: string | null;
  regdate: string | null;
  remark: string | null;
  /** The notary's remark is the applicant's to act on now: shown above the act while it is corrected. */
  showRemark: boolean;
  reason: string | null;
  resolutionFileId: string | null;
}

/**
 * Who must act next: in preparation the applicant (and the parties while a required one has not
 * answered), then whoever the step's tag names; nobody once the act is finished.
 */
export function awaitingOf(snapshot: ActSnapshot): ActRole[] {
  if (snapshot.hasTag('editable')) {
    const partiesPending = snapshot.context.parties.some((party) => party.required && party.status === null);
    return partiesPending ? ['party', 'applicant'] : ['applicant'];
  }
  if (snapshot.hasTag('awaitingApplicant')) return ['applicant'];
  if (snapshot.hasTag('awaitingNotary')) return ['notary'];
  return [];
}

const unpaidIds = (context: ActContext) =>
  context.invoices.filter((invoice) => !invoice.paid).map((invoice) => invoice.id);

/**
 * The events that stand for "may this viewer send <type> now". Guards read only the act's data
 * and the references an event makes into it (party, invoice ids), never the rest of a payload,
 * so the placeholders below (a time, a remark) do not change the answer; `applyEvent` checks
 * real payloads' shape.
 */
export function probeEvents(context: ActContext, viewer: ActViewer, type: ActEventType): ActEvent[] {
  const actor = { role: viewer.role, userId: viewer.userId };
  switch (type) {
    case 'party.accepted':
    case 'party.rejected':
    case 'party.exited': {
      const party = partyFor(context, viewer.userId, type);
      return party ? [{ type, actor, partyId: party.id }] : [];
    }
    case 'invoice.paid':
    case 'act.paidOnSite':
      return unpaidIds(context).map((invoiceId) => ({ type, actor, invoiceId }));
    case 'act.returnedWithRemarks':
      return [{ type, actor, remark: '-' }];
    case 'act.invoicesIssued':
      return [{ type, actor, invoices: [] }];
    case 'act.timeSet':
      return [{ type, actor, visit: { date: '2000-01-01', time: '00:00', regtype: 1 } }];
    case 'act.registered':
      return [{ type, actor, regnum: '-', regdate: '2000-01-01' }];
    case 'act.refused':
      return [{ type, actor, reason: '-', resolutionFileId: '-' }];
    case 'act.cancelled':
      return [{ type, actor, reason: '-' }];
    default:
      return [{ type, actor }];
  }
}

const canSend = (snapshot: ActSnapshot, viewer: ActViewer, type: ActEventType) =>
  probeEvents(snapshot.context, viewer, type).some((event) => snapshot.can(event));

export function selectAct(snapshot: ActSnapshot, viewer: ActViewer): ActView {
  const { context } = snapshot;
  const state = stateOf(snapshot);
  const step = actSteps[state];
  const allowed = actEventTypes.filter((type) => canSend(snapshot, viewer, type));
  const mine = context.parties.find((party) => party.userId === viewer.userId);
  const myParty = mine ? { ...mine, userId: viewer.userId } : null;
  const canEdit = viewer.role === 'applicant' && snapshot.hasTag('editable');
  const payable = (type: 'invoice.paid' | 'act.paidOnSite') =>
    unpaidIds(context).filter((invoiceId) =>
      snapshot.can({ type, actor: { role: viewer.role, userId: viewer.userId }, invoiceId }),
    );
  const awaiting = awaitingOf(snapshot);
  const awaitingMe =
    viewer.role === 'party'
      ? allowed.includes('party.accepted')
      : viewer.role === 'applicant'
        ? snapshot.hasTag('awaitingApplicant')
        : viewer.role === 'notary'
          ? snapshot.hasTag('awaitingNotary')
          : false;
  return {
    state,
    step,
    simplified: context.simplified,
    steps: pathOf(context).map((name) => actSteps[name] as ActStep),
    sideState: step === null ? (state as ActSideState) : null,
    lapsed: state === 'inactive',
    stateKey: `states.${state}`,
    inProcess: snapshot.hasTag('inProcess'),
    completed: snapshot.hasTag('completed'),
    stopped: snapshot.hasTag('stopped'),
    allowed,
    canEdit,
    canEditGeneral: viewer.role === 'notary' && snapshot.hasTag('notaryEditable'),
    notaryToChoose: canEdit && context.notaryId === null,
    awaitingMe,
    awaiting,
    myParty,
    payableInvoiceIds: payable('invoice.paid'),
    onSiteInvoiceIds: payable('act.paidOnSite'),
    invoices: context.invoices,
    allInvoicesPaid: context.invoices.every((invoice) => invoice.paid),
    visit: context.visit,
    timeRequested: context.timeRequested,
    notaryId: context.notaryId,
    regnum: context.regnum,
    regdate: context.regdate,
    remark: context.remark,
    showRemark: context.remark !== null && snapshot.hasTag('editable'),
    reason: context.reason,
    resolutionFileId: context.resolutionFileId,
  };
}
