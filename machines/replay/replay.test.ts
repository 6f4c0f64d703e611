import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ActEvent, ActInput } from '../act/act.machine';
import { actMachine } from '../act/act.machine';
import { applyEvent, createStored, type StoredAct } from '../act/act.persist';
import { actEventTypes, actRoles } from '../act/act.schema';
import {
  applicant,
  buyer,
  graphEvents,
  notary,
  saleInput,
  sample,
  simplifiedSaleInput,
  system,
} from '../act/act.test-support';
import { type ActJournalRecord, actReplayMachine, actTraceOf, serializeActState } from './act.replay';
import { replayTrace, stateLabel } from './replay';
import type { Trace } from './replay.types';

const hourMs = 3_600_000;

const minutes = (n: number) => new Date(Date.UTC(2026, 0, 5, 9, 0) + n * 60_000).toISOString();

/** A journal as the ministry writes it since migration 0020, built by applying the events. */
function journalOf(input: ActInput, events: ActEvent[], gapMinutes = 60) {
  let stored: StoredAct = createStored(input);
  const rows: ActJournalRecord[] = [
    {
      version: 1,
      event: 'act.created',
      role: 'applicant',
      userId: 1,
      fromState: 'preparation',
      toState: 'preparation',
      payload: {},
      at: minutes(0),
      machineEvent: { type: 'act.created', actor: applicant, input },
      dataChange: null,
    },
  ];
  events.forEach((event, i) => {
    const result = applyEvent(stored, event);
    if (!result.ok) throw new Error(`${event.type}: ${result.reason}`);
    rows.push({
      version: i + 2,
      event: event.type,
      role: event.actor.role,
      userId: 1,
      fromState: result.from,
      toState: result.to,
      payload: {},
      at: minutes((i + 1) * gapMinutes),
      machineEvent: result.event as unknown as Record<string, unknown>,
      dataChange: null,
    });
    stored = result.next;
  });
  return { rows, stored };
}

const toRegistered: ActEvent[] = [
  { type: 'party.accepted', actor: buyer, partyId: 'p-buyer' },
  sample('act.sentForCheck', 'applicant'),
  sample('act.checkAccepted', 'notary'),
  sample('act.confirmed', 'applicant'),
  { type: 'act.invoicesIssued', actor: notary, invoices: [{ id: 'inv-1', amount: 100 }] },
  sample('act.timeSet', 'notary'),
  sample('act.timeConfirmed', 'applicant'),
  { type: 'invoice.paid', actor: system, invoiceId: 'inv-1' },
  sample('act.registered', 'notary'),
];

const subject = (stored: StoredAct) => ({ uuid: 'act-1', context: stored.context });

describe('replayTrace over an act journal', () => {
  it('reaches the stored state and context, with the time spent in each step', () => {
    const { rows, stored } = journalOf(saleInput, toRegistered);
    const result = replayTrace(actTraceOf(rows, subject(stored)), actReplayMachine, { now: minutes(10_000) });
    expect(result.divergence).toBeNull();
    expect(result.partial).toBe(false);
    expect(result.final.state).toBe('registered');
    expect(result.final.done).toBe(true);
    expect(result.final.context).toEqual(stored.context);
    expect(result.steps.map((step) => step.to)).toEqual(rows.map((row) => row.toState));
    // Preparation: creation to sentForCheck (two hours); every other step one hour.
    expect(result.timeInStates.map((t) => [t.state, t.ms / 3_600_000])).toEqual([
      ['preparation', 2],
      ['checking', 1],
      ['applicantConfirmation', 1],
      ['paymentFormation', 1],
      ['timeSetting', 1],
      ['timeConfirmation', 1],
      ['payment', 1],
      ['registration', 1],
      ['registered', 0],
    ]);
    expect(result.waitingTotals).toEqual({
      party: hourMs,
      // Preparation (both hours), confirmation, time confirmation, payment.
      applicant: 5 * hourMs,
      notary: 4 * hourMs,
    });
    expect(result.toGoal).toBeNull();
  });

  it('shows what each event changed in the context', () => {
    const { rows, stored } = journalOf(saleInput, toRegistered.slice(0, 1));
    const result = replayTrace(actTraceOf(rows, subject(stored)), actReplayMachine);
    expect(result.steps[1]?.contextDiff).toEqual([
      {
        key: 'parties',
        before: expect.arrayContaining([expect.objectContaining({ id: 'p-buyer', status: null })]),
        after: expect.arrayContaining([expect.objectContaining({ id: 'p-buyer', status: 'accepted' })]),
      },
    ]);
  });

  it('names the way to registered from where the act stopped, and who must make each move', () => {
    const { rows, stored } = journalOf(saleInput, toRegistered.slice(0, 2), 60 * 24);
    const result = replayTrace(actTraceOf(rows, subject(stored)), actReplayMachine, {
      now: minutes(60 * 24 * 5),
    });
    expect(result.final).toMatchObject({ state: 'checking', step: 2, waitingFor: ['notary'] });
    expect(result.segments.at(-1)).toMatchObject({
      state: 'checking',
      toIndex: null,
      ms: 3 * 24 * 3_600_000,
    });
    const moves = result.toGoal?.moves.map((move) => [move.event, move.roles]) ?? [];
    expect(moves.slice(0, 5)).toEqual([
      ['act.checkAccepted', ['notary']],
      ['act.confirmed', ['applicant']],
      ['act.invoicesIssued', ['notary']],
      ['act.timeSet', ['notary']],
      ['act.timeConfirmed', ['applicant']],
    ]);
    // The invoice is paid by the applicant online or by the notary on site: either is one move.
    expect(moves.at(-1)).toEqual(['act.registered', ['notary']]);
    expect(moves).toHaveLength(7);
    expect(result.toGoal?.reachable).toBe(true);
    expect(result.toGoal?.moves.slice(0, 2).map((move) => [move.from, move.to])).toEqual([
      ['checking', 'applicantConfirmation'],
      ['applicantConfirmation', 'paymentFormation'],
    ]);
  });

  it('reports the first row today’s machine refuses, like a non-determinism error', () => {
    const { rows, stored } = journalOf(saleInput, toRegistered);
    // Row 3 claims the applicant accepted the check: a notary's event.
    const altered = rows.map((row, index) =>
      index === 3
        ? {
            ...row,
            role: 'applicant' as const,
            machineEvent: { type: 'act.checkAccepted', actor: applicant },
          }
        : row,
    );
    const result = replayTrace(actTraceOf(altered, subject(stored)), actReplayMachine);
    expect(result.divergence).toMatchObject({
      index: 3,
      kind: 'refused',
      type: 'act.checkAccepted',
      from: 'checking',
      expected: 'applicantConfirmation',
      actual: 'checking',
      refusal: 'forbidden_role',
    });
    expect(result.steps[3]?.outcome).toBe('refused');
    // The story goes on where the journal says it went.
    expect(result.final.state).toBe('registered');
  });

  it('reports a row that goes somewhere else today', () => {
    const { rows, stored } = journalOf(saleInput, toRegistered);
    const altered = rows.map((row, index) =>
      index === 2 ? { ...row, toState: 'timeSetting' as const } : row,
    );
    const result = replayTrace(actTraceOf(altered, subject(stored)), actReplayMachine);
    expect(result.divergence).toMatchObject({
      index: 2,
      kind: 'diverged',
      expected: 'timeSetting',
      actual: 'checking',
    });
  });

  it('replays rows written before whole events were kept as far as they go, marked partial', () => {
    // The ministry's users are numbers: a party's actor is its user's id as text.
    const input: ActInput = { parties: [{ id: '11', userId: '7', required: true }], notaryId: '3' };
    const { rows, stored } = journalOf(input, [
      { type: 'party.accepted', actor: { role: 'party', userId: '7' }, partyId: '11' },
      sample('act.sentForCheck', 'applicant'),
      sample('act.returnedWithRemarks', 'notary'),
    ]);
    const legacy = rows.map((row) => ({
      ...row,
      userId: row.role === 'party' ? 7 : 1,
      machineEvent: null,
      payload:
        row.event === 'act.created'
          ? { parties: ['11'], notaryId: '3' }
          : row.event === 'party.accepted'
            ? { partyId: '11' }
            : {},
    }));
    const result = replayTrace(actTraceOf(legacy, subject(stored)), actReplayMachine);
    expect(result.partial).toBe(true);
    expect(result.divergence).toBeNull();
    expect(result.final.state).toBe('preparation');
    expect(result.steps.every((step) => step.partial)).toBe(true);
    expect(result.steps.map((step) => step.outcome)).toEqual(['started', 'applied', 'applied', 'applied']);
  });
});

describe('replayTrace over any machine (a browser trace)', () => {
  const toggle = createMachine({
    id: 'toggle',
    initial: 'off',
    states: {
      off: { on: { flip: 'on' } },
      on: { on: { flip: 'off' }, initial: 'idle', states: { idle: {} } },
    },
  });
  const entry = (index: number, type: string, expected: string | null) => ({
    index,
    ref: null,
    at: minutes(index),
    kind: 'event' as const,
    type,
    actor: null,
    event: { type },
    contextPatch: null,
    change: null,
    expected,
    partial: false,
    missing: [],
  });

  it('ignores events both the trace and today’s machine ignored, and catches a state that differs', () => {
    const trace: Trace = {
      source: 'inspect',
      machineId: 'toggle',
      subject: null,
      entries: [
        { ...entry(0, 'xstate.init', 'off'), kind: 'start', event: null },
        entry(1, 'flip', 'on.idle'),
        entry(2, 'noise', 'on.idle'),
        entry(3, 'flip', 'on.idle'),
      ],
    };
    const result = replayTrace(trace, { logic: toggle });
    expect(result.steps.map((step) => step.outcome)).toEqual(['started', 'applied', 'applied', 'diverged']);
    expect(result.divergence).toMatchObject({ index: 3, expected: 'on.idle', actual: 'off' });
    expect(stateLabel({ on: 'idle' })).toBe('on.idle');
  });

  it('writes parallel regions in name order, so one state has one label whichever region moved last', () => {
    const moved = { subject: 'lookingUp', creation: 'editing', notary: { checking: 'untouched' } };
    const recorded = { notary: { checking: 'untouched' }, subject: 'lookingUp', creation: 'editing' };
    expect(stateLabel(moved)).toBe(stateLabel(recorded));
    expect(stateLabel(moved)).toBe(
      '{"creation":"editing","notary":{"checking":"untouched"},"subject":"lookingUp"}',
    );
  });
});

describe('every xstate/graph path of the act statechart replays to the state applyEvent stored', () => {
  // The graph test's events (machines/act/act.graph.test.ts): every type from every role, both parties.
  const events = graphEvents(actEventTypes, actRoles);
  for (const [name, input] of [
    ['full', saleInput],
    ['simplified', simplifiedSaleInput],
  ] as const) {
    it(`${name} path`, () => {
      const paths = getShortestPaths(actMachine, {
        input,
        events,
        serializeState: (snapshot) => serializeActState(snapshot as never),
      });
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        const taken = path.steps
          .map((step) => step.event as ActEvent)
          .filter((event) => (event.type as string) !== 'xstate.init');
        const { rows, stored } = journalOf(input, taken);
        const result = replayTrace(actTraceOf(rows, subject(stored)), actReplayMachine, { toGoal: false });
        expect(result.divergence).toBeNull();
        expect(result.final.state).toBe(stored.state);
        expect(result.final.context).toEqual(stored.context);
      }
    });
  }
});
