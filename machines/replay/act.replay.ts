import type { EventObject } from 'xstate';
import type { ActJournalEventType } from '../act/act.events';
import {
  type ActContext,
  type ActEvent,
  type ActEventType,
  type ActInput,
  type ActMachine,
  type ActRole,
  type ActSnapshot,
  type ActStateName,
  actMachine,
  actRules,
  actSteps,
  explainRefusal,
  stateOf,
} from '../act/act.machine';
import { createStored, restore } from '../act/act.persist';
import { actEventTypes } from '../act/act.schema';
import { awaitingOf } from '../act/act.select';
import type { AnalystView, ViewField } from './analyst-view';
import type { ReplayMachine, Trace, TraceEntry } from './replay.types';

/**
 * The act statechart as the replay reads it (decision 060), and an act's journal as a trace.
 *
 * Since migration 0020 every journal row keeps what a replay needs: `machine_event` holds the event
 * exactly as the statechart was sent it (actor and payload), the creation's input, or an edit's
 * context as it became; `data_change` an edit's data before and after. Older rows kept only a
 * payload without personal words (remarks, reasons) and without the parties' users: they are
 * rebuilt from it as far as it goes, with the act's stored parties, and marked partial.
 */

export const actReplayGoal: ActStateName = 'registered';

/** The start of an act as its creation row keeps it. */
export interface ActCreatedEvent {
  type: 'act.created';
  actor: { role: ActRole; userId: string };
  input: ActInput;
}

/** A data edit as its row keeps it: the context keys it set, as they became. */
export interface ActEditedEvent {
  type: 'act.edited';
  actor: { role: ActRole; userId: string };
  context: Partial<Pick<ActContext, 'parties' | 'notaryId'>>;
}

export type ActJournalMachineEvent = ActEvent | ActCreatedEvent | ActEditedEvent;

/** What the ministry reads of one journal row (acts.journal). */
export interface ActJournalRecord {
  version: number;
  event: ActJournalEventType;
  role: ActRole;
  userId: number | null;
  fromState: ActStateName;
  toState: ActStateName;
  payload: Record<string, unknown>;
  at: string;
  /** Null on a row written before migration 0020. */
  machineEvent: Record<string, unknown> | null;
  dataChange: { before: Record<string, unknown>; after: Record<string, unknown> } | null;
}

/** PostgreSQL's text of a timestamptz (`2026-11-22 00:29:08.58+00`) as an ISO instant. */
export function isoInstant(text: string): string {
  const iso = text.includes('T') ? text : text.replace(' ', 'T');
  return /[+-]\d{2}$/.test(iso) ? `${iso}:00` : iso;
}

/** Stands for a note an old row did not keep (a remark, a reason): the machine never reads it. */
export const notJournalled = '(not journalled)';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** An old transition row's event, rebuilt from its payload; `missing` names what it lacked. */
function legacyEvent(row: ActJournalRecord, missing: string[]): Record<string, unknown> {
  const actor = {
    role: row.role,
    userId: row.role === 'system' ? 'system' : String(row.userId ?? 'unknown'),
  };
  const p = row.payload;
  const type = row.event as ActEventType;
  switch (type) {
    case 'party.accepted':
    case 'party.rejected':
    case 'party.exited':
      return { type, actor, partyId: str(p.partyId) };
    case 'invoice.paid':
    case 'act.paidOnSite':
      return { type, actor, invoiceId: str(p.invoiceId) };
    case 'act.invoicesIssued':
      return {
        type,
        actor,
        invoices: Array.isArray(p.invoices)
          ? p.invoices.map((invoice: { id?: unknown; amount?: unknown }) => ({
              id: String(invoice.id),
              amount: invoice.amount,
            }))
          : [],
      };
    case 'act.timeSet':
      return { type, actor, visit: p.visit };
    case 'act.registered':
      return { type, actor, regnum: p.regnum, regdate: p.regdate };
    case 'act.returnedWithRemarks':
      missing.push('event.remark');
      return { type, actor, remark: notJournalled };
    case 'act.refused':
      missing.push('event.reason');
      return {
        type,
        actor,
        reason: notJournalled,
        resolutionFileId: str(p.resolutionFileId) ?? notJournalled,
      };
    case 'act.cancelled':
      missing.push('event.reason');
      return { type, actor, reason: notJournalled };
    default:
      return { type, actor };
  }
}

/** What an act's stored record tells about a journal that does not say it (old rows). */
export interface ActTraceSubject {
  uuid: string;
  /** The act's stored context: its parties (with their users) and its path. */
  context: Pick<ActContext, 'parties' | 'simplified'>;
}

/** An act's journal, ordered by version, as a trace (see the module comment for old rows). */
export function actTraceOf(rows: readonly ActJournalRecord[], subject: ActTraceSubject): Trace {
  const partyUsers = new Map(subject.context.parties.map((party) => [party.id, party]));
  const entries = rows.map((row, index): TraceEntry => {
    const base = {
      index,
      ref: String(row.version),
      at: isoInstant(row.at),
      type: row.event,
      actor: { role: row.role, userId: row.role === 'system' ? 'system' : String(row.userId ?? '') },
      expected: row.toState,
    };
    const saved = row.machineEvent;
    if (row.event === 'act.created') {
      if (saved && 'input' in saved) {
        return {
          ...base,
          kind: 'start',
          event: null,
          input: saved.input,
          contextPatch: null,
          change: null,
          partial: false,
          missing: [],
        };
      }
      const ids = Array.isArray(row.payload.parties) ? (row.payload.parties as unknown[]).map(String) : null;
      const parties = (ids ?? [...partyUsers.keys()]).flatMap((id) => {
        const party = partyUsers.get(id);
        return party ? [{ id, userId: party.userId, required: party.required }] : [];
      });
      const input: ActInput = {
        parties,
        notaryId: str(row.payload.notaryId) ?? null,
        simplified: subject.context.simplified,
      };
      return {
        ...base,
        kind: 'start',
        event: null,
        input,
        contextPatch: null,
        change: null,
        partial: true,
        missing: ['input.parties.userId', 'input.simplified'],
      };
    }
    if (row.event === 'act.edited') {
      if (saved && 'context' in saved) {
        return {
          ...base,
          kind: 'edit',
          event: null,
          contextPatch: saved.context as Record<string, unknown>,
          change: row.dataChange,
          partial: false,
          missing: [],
        };
      }
      // An old edit kept which things changed: a new notary's id; any other edit asked the parties again.
      const fields = Array.isArray(row.payload.fields) ? (row.payload.fields as unknown[]) : [];
      const notaryId = str(row.payload.notaryId);
      return {
        ...base,
        kind: 'edit',
        event: null,
        contextPatch: notaryId !== undefined && fields.every((f) => f === 'notary') ? { notaryId } : null,
        change: null,
        partial: true,
        missing: ['edit.context'],
      };
    }
    if (saved && typeof saved.type === 'string') {
      return {
        ...base,
        kind: 'event',
        event: saved,
        contextPatch: null,
        change: null,
        partial: false,
        missing: [],
      };
    }
    const missing: string[] = [];
    return {
      ...base,
      kind: 'event',
      event: legacyEvent(row, missing),
      contextPatch: null,
      change: null,
      partial: true,
      missing,
    };
  });
  return { source: 'journal', machineId: actMachine.id, subject: subject.uuid, entries };
}

const replayActor = (role: ActRole) => ({ role, userId: `replay-${role}` });

/**
 * The events a shortest-path search tries from an act: every event from every role allowed to send
 * it, with a payload that fits this act (each party answering for itself, each unpaid invoice paid).
 */
export function actPathEvents(snapshot: ActSnapshot): ActEvent[] {
  const { context } = snapshot;
  const events: ActEvent[] = [];
  for (const type of actEventTypes) {
    for (const role of actRules[type].roles) {
      const actor = replayActor(role);
      switch (type) {
        case 'party.accepted':
        case 'party.rejected':
        case 'party.exited':
          for (const party of context.parties)
            events.push({
              type,
              actor: { role: 'party', userId: party.userId ?? replayActor('party').userId },
              partyId: party.id,
            });
          break;
        case 'invoice.paid':
        case 'act.paidOnSite':
          for (const invoice of context.invoices)
            if (!invoice.paid) events.push({ type, actor, invoiceId: invoice.id });
          break;
        case 'act.invoicesIssued':
          events.push({
            type,
            actor,
            invoices: [{ id: `replay-invoice-${context.invoices.length + 1}`, amount: 1 }],
          });
          break;
        case 'act.timeSet':
          events.push({
            type,
            actor,
            visit: { date: '2000-01-01', time: '10:00', regtype: context.visit?.regtype ?? 1 },
          });
          break;
        case 'act.registered':
          events.push({ type, actor, regnum: 'replay', regdate: '2000-01-01' });
          break;
        case 'act.returnedWithRemarks':
          events.push({ type, actor, remark: 'replay' });
          break;
        case 'act.refused':
          events.push({ type, actor, reason: 'replay', resolutionFileId: 'replay' });
          break;
        case 'act.cancelled':
          events.push({ type, actor, reason: 'replay' });
          break;
        default:
          events.push({ type, actor } as ActEvent);
      }
    }
  }
  return events;
}

/** What decides an act's future: its state and the data the guards read (notes never gate). */
export const serializeActState = (snapshot: ActSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.parties.map((party) => party.status),
    snapshot.context.invoices.map((invoice) => invoice.paid),
    snapshot.context.notaryId,
    snapshot.context.visit?.regtype ?? null,
    snapshot.context.timeRequested,
  ]);

export const actReplayMachine: ReplayMachine<ActMachine> = {
  logic: actMachine,
  start: (input) => restore(createStored(input as ActInput)),
  edit: (snapshot, patch) =>
    actMachine.resolveState({ value: stateOf(snapshot), context: { ...snapshot.context, ...patch } }),
  stepOf: (state) => actSteps[state as ActStateName] ?? null,
  waitingFor: awaitingOf,
  explainRefusal: (snapshot, event) => explainRefusal(snapshot, event as ActEvent),
  goal: actReplayGoal,
  pathEvents: actPathEvents as (snapshot: ActSnapshot) => EventObject[],
  serializeState: serializeActState,
  rolesOf: (type) => [...(actRules[type as ActEventType]?.roles ?? [])],
};

/** The act's context as its trace starts it (the creation's input), for an export's first snapshot. */
export function initialActContext(trace: Trace): ActContext | undefined {
  const first = trace.entries[0];
  return first?.kind === 'start' && first.input !== undefined
    ? (actReplayMachine.start?.(first.input).context as ActContext)
    : undefined;
}

const partyView: ViewField = {
  items: { fields: { id: 'id', userId: 'id', required: 'flag', status: 'word' } },
};
const visitView: ViewField = { fields: { date: 'date', time: 'time', regtype: 'count' } };

/**
 * What analysts see of an act (decision 067): who takes part (ids and answers), which invoices are
 * paid, the notary, the visit, the registry number; that the notary wrote a remark or a reason, never
 * its words. The amounts of invoices are not listed: a fee can tell a price. Journal payloads of rows
 * written before migration 0020 are read with the same lists (their keys are the events' own, plus
 * `fields`, `subjectId` and `kind` of an edit, the act type and party ids of a creation).
 */
export const actAnalystView: AnalystView = {
  context: {
    simplified: 'flag',
    parties: partyView,
    invoices: { items: { fields: { id: 'id', paid: 'flag' } } },
    notaryId: 'id',
    visit: visitView,
    timeRequested: 'flag',
    regnum: 'id',
    regdate: 'date',
    remark: 'withheld',
    reason: 'withheld',
    resolutionFileId: 'id',
  },
  events: {
    'act.created': {
      input: { fields: { parties: partyView, notaryId: 'id', simplified: 'flag' } },
      parties: { items: 'id' },
      notaryId: 'id',
    },
    'act.edited': {
      context: { fields: { parties: partyView, notaryId: 'id' } },
      fields: { items: 'word' },
      subjectId: 'id',
      partyId: 'id',
      kind: 'word',
      notaryId: 'id',
    },
    'party.accepted': { partyId: 'id' },
    'party.rejected': { partyId: 'id' },
    'party.exited': { partyId: 'id' },
    'invoice.paid': { invoiceId: 'id' },
    'act.paidOnSite': { invoiceId: 'id' },
    'act.invoicesIssued': { invoices: { items: { fields: { id: 'id' } } } },
    'act.timeSet': { visit: visitView },
    'act.registered': { regnum: 'id', regdate: 'date' },
    'act.returnedWithRemarks': { remark: 'withheld' },
    'act.refused': { reason: 'withheld', resolutionFileId: 'id' },
    'act.cancelled': { reason: 'withheld' },
  },
  eventTypes: new Set(['act.created', 'act.edited', ...actEventTypes]),
};
