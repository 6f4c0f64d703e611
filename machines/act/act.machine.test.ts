import { describe, expect, it } from 'vitest';
import {
  type ActContext,
  type ActEventType,
  type ActRole,
  type ActStateName,
  actMachine,
  actStateNames,
  actSteps,
  explainRefusal,
  fullPathOnlyEvents,
  pathOf,
  stepOf,
} from './act.machine';
import { applyEvent, restore, type StoredAct } from './act.persist';
import { actEventTypes, actRoles } from './act.schema';
import { selectAct } from './act.select';
import {
  applicant,
  at,
  buyer,
  coOwner,
  fullPathOnlyByHand,
  notary,
  permissiveContext,
  sample,
  simplifiedPathByHand,
  system,
} from './act.test-support';

const A: ActRole = 'applicant';
const P: ActRole = 'party';
const N: ActRole = 'notary';
const S: ActRole = 'system';

/** The applicant's and the notary's way out of every unfinished step after the first. */
const stops = { 'act.annulled': [A], 'act.refused': [N], 'act.cancelled': [N] } as const;

/**
 * Who may send what in which state, written out by hand from the specification and decision 010
 * (not derived from the machine), for the permissive context where no data check refuses.
 */
const expected: Record<ActStateName, Partial<Record<ActEventType, readonly ActRole[]>>> = {
  preparation: {
    'act.sentForCheck': [A],
    'party.accepted': [P],
    'party.rejected': [P],
    'party.exited': [P],
    'act.notaryRejected': [A],
    'act.deleted': [A],
  },
  checking: {
    'act.checkAccepted': [N],
    'act.returnedWithRemarks': [N],
    'act.steppedBack': [A],
    'party.exited': [P],
    'act.notaryRejected': [A],
    ...stops,
  },
  applicantConfirmation: {
    'act.confirmed': [A],
    'act.returnedToPreparation': [A],
    'party.exited': [P],
    'act.notaryRejected': [A],
    ...stops,
  },
  paymentFormation: {
    'act.invoicesIssued': [N],
    'act.steppedBack': [A],
    'party.exited': [P],
    'act.notaryRejected': [A],
    ...stops,
  },
  timeSetting: {
    'act.timeSet': [N],
    'act.timeRequested': [A],
    'invoice.paid': [S, A],
    'act.notaryRejected': [A],
    ...stops,
  },
  timeConfirmation: {
    'act.timeConfirmed': [A],
    'act.otherTimeRequested': [A],
    'act.timeSet': [N],
    'invoice.paid': [S, A],
    'act.markedInactive': [S],
    'act.notaryRejected': [A],
    ...stops,
  },
  payment: {
    'invoice.paid': [S, A],
    'act.paidOnSite': [N],
    'act.steppedBack': [A],
    'act.markedInactive': [S],
    'act.notaryRejected': [A],
    ...stops,
  },
  registration: {
    'act.registered': [N],
    'act.markedInactive': [S],
    ...stops,
  },
  registered: {},
  inactive: {},
  refused: {},
  cancelled: {},
  annulled: {},
  deleted: {},
};

describe('act statechart: every event, in every state, from every role', () => {
  it('covers all 14 states, 23 event types and 4 roles', () => {
    expect(Object.keys(expected).sort()).toEqual([...actStateNames].sort());
    expect(actEventTypes).toHaveLength(23);
    expect(actRoles).toHaveLength(4);
  });

  for (const state of actStateNames) {
    it(`${state}: allows exactly the table's events, refuses the rest with the state unchanged`, () => {
      const stored = at(state);
      const before = structuredClone(stored);
      const outcomes: string[] = [];
      for (const type of actEventTypes) {
        for (const role of actRoles) {
          const event = sample(type, role);
          const roles = expected[state][type];
          const result = applyEvent(stored, event);
          const view = selectAct(restore(stored), event.actor);
          const shouldPass = roles?.includes(role) ?? false;
          const reason = roles === undefined ? 'not_allowed' : 'forbidden_role';
          const got = result.ok ? 'ok' : result.reason;
          if (got !== (shouldPass ? 'ok' : reason)) outcomes.push(`${type} by ${role}: ${got}`);
          if (view.allowed.includes(type) !== shouldPass)
            outcomes.push(`${type} by ${role}: selectAct says ${!shouldPass}`);
          if (!result.ok && 'next' in result) outcomes.push(`${type} by ${role}: refused with a next state`);
        }
      }
      expect(outcomes).toEqual([]);
      expect(stored).toEqual(before);
    });
  }

  it('guards every transition of the chart (no event gets through without the rules)', () => {
    const unguarded: string[] = [];
    for (const [name, node] of Object.entries(actMachine.states))
      for (const [type, transitions] of Object.entries(node.on))
        for (const transition of transitions) if (!transition.guard) unguarded.push(`${name} ${type}`);
    expect(unguarded).toEqual([]);
  });

  it('numbers the nine steps 1..9 and gives side states no step', () => {
    expect(actStateNames.map((state) => actSteps[state])).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      ...Array(5).fill(null),
    ]);
    expect(stepOf(restore(at('timeConfirmation')))).toBe(6);
    expect(stepOf(restore(at('refused')))).toBeNull();
  });
});

/** Apply and expect success; returns the next stored act. */
function send(stored: StoredAct, event: unknown): StoredAct {
  const result = applyEvent(stored, event);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.next;
}

const refusal = (stored: StoredAct, event: unknown) => {
  const result = applyEvent(stored, event);
  return result.ok ? 'ok' : result.reason;
};

describe('act statechart: every transition and what it records', () => {
  /** Two unpaid invoices: paying inv-2, as the sample events do, leaves inv-4 to pay. */
  const twoUnpaid: Partial<ActContext> = {
    invoices: [
      { id: 'inv-2', amount: 10, paid: false },
      { id: 'inv-4', amount: 20, paid: false },
    ],
  };
  const cases: Array<{
    from: ActStateName;
    event: ReturnType<typeof sample>;
    to: ActStateName;
    patch?: Partial<ActContext>;
    expect?: Partial<ActContext>;
  }> = [
    // 1 Preparation
    { from: 'preparation', event: sample('act.sentForCheck', A), to: 'checking' },
    { from: 'preparation', event: sample('act.deleted', A), to: 'deleted' },
    {
      from: 'preparation',
      event: sample('act.notaryRejected', A),
      to: 'preparation',
      patch: { invoices: [], visit: null },
      expect: { notaryId: null },
    },
    // 2 Check and correction
    { from: 'checking', event: sample('act.checkAccepted', N), to: 'applicantConfirmation' },
    {
      from: 'checking',
      event: sample('act.returnedWithRemarks', N),
      to: 'preparation',
      expect: { remark: 'The engine number does not match the tech passport.' },
    },
    { from: 'checking', event: sample('act.steppedBack', A), to: 'preparation' },
    // 3 Confirmation by the applicant
    { from: 'applicantConfirmation', event: sample('act.confirmed', A), to: 'paymentFormation' },
    { from: 'applicantConfirmation', event: sample('act.returnedToPreparation', A), to: 'preparation' },
    // 4 Payment formation
    {
      from: 'paymentFormation',
      event: sample('act.invoicesIssued', N),
      to: 'timeSetting',
      patch: { invoices: [] },
      expect: { invoices: [{ id: 'inv-3', amount: 150_000, paid: false }] },
    },
    { from: 'paymentFormation', event: sample('act.steppedBack', A), to: 'applicantConfirmation' },
    // 5 Setting the time
    {
      from: 'timeSetting',
      event: sample('act.timeSet', N),
      to: 'timeConfirmation',
      patch: { visit: null, timeRequested: true },
      expect: { visit: { date: '2025-03-20', time: '15:00', regtype: 2 }, timeRequested: false },
    },
    {
      from: 'timeSetting',
      event: sample('act.timeRequested', A),
      to: 'timeSetting',
      patch: { visit: null },
      expect: { timeRequested: true },
    },
    {
      from: 'timeSetting',
      event: sample('invoice.paid', S),
      to: 'timeSetting',
      expect: { invoices: permissiveContext().invoices.map((invoice) => ({ ...invoice, paid: true })) },
    },
    // 6 Confirmation of the time
    { from: 'timeConfirmation', event: sample('act.timeConfirmed', A), to: 'payment' },
    {
      from: 'timeConfirmation',
      event: sample('act.timeConfirmed', A),
      to: 'registration',
      patch: { invoices: [{ id: 'inv-1', amount: 1, paid: true }] },
    },
    {
      from: 'timeConfirmation',
      event: sample('act.otherTimeRequested', A),
      to: 'timeSetting',
      expect: { visit: null, timeRequested: true },
    },
    {
      from: 'timeConfirmation',
      event: sample('act.timeSet', N),
      to: 'timeConfirmation',
      expect: { visit: { date: '2025-03-20', time: '15:00', regtype: 2 } },
    },
    {
      from: 'timeConfirmation',
      event: sample('invoice.paid', A),
      to: 'timeConfirmation',
      expect: { invoices: permissiveContext().invoices.map((invoice) => ({ ...invoice, paid: true })) },
    },
    { from: 'timeConfirmation', event: sample('act.markedInactive', S), to: 'inactive' },
    // 7 Payment
    { from: 'payment', event: sample('invoice.paid', S), to: 'registration' },
    {
      from: 'payment',
      event: sample('invoice.paid', A),
      to: 'payment',
      patch: twoUnpaid,
      expect: {
        invoices: [
          { id: 'inv-2', amount: 10, paid: true },
          { id: 'inv-4', amount: 20, paid: false },
        ],
      },
    },
    {
      from: 'payment',
      event: sample('act.paidOnSite', N),
      to: 'registration',
      expect: { invoices: permissiveContext().invoices.map((invoice) => ({ ...invoice, paid: true })) },
    },
    {
      from: 'payment',
      event: sample('act.paidOnSite', N),
      to: 'payment',
      patch: twoUnpaid,
    },
    { from: 'payment', event: sample('act.steppedBack', A), to: 'timeConfirmation' },
    { from: 'payment', event: sample('act.markedInactive', S), to: 'inactive' },
    // 8 Registration
    {
      from: 'registration',
      event: sample('act.registered', N),
      to: 'registered',
      patch: { invoices: [{ id: 'inv-1', amount: 1, paid: true }] },
      expect: { regnum: '2025-000123', regdate: '2025-03-20' },
    },
    { from: 'registration', event: sample('act.markedInactive', S), to: 'inactive' },
  ];

  for (const { from, event, to, patch, expect: effect } of cases) {
    it(`${from} --${event.type} by ${event.actor.role}--> ${to}`, () => {
      const next = send(at(from, patch), event);
      expect(next.state).toBe(to);
      if (effect) expect(next.context).toMatchObject(effect);
    });
  }

  it('parties answer their own invitation in preparation: null -> accepted / rejected, accepted -> exited', () => {
    const start = at('preparation');
    expect(send(start, sample('party.accepted', P)).context.parties[1]?.status).toBe('accepted');
    expect(send(start, sample('party.rejected', P)).context.parties[1]?.status).toBe('rejected');
    const exited = send(start, sample('party.exited', P));
    expect(exited.state).toBe('preparation');
    expect(exited.context.parties[0]?.status).toBe('exited');
  });

  for (const from of ['checking', 'applicantConfirmation', 'paymentFormation'] as const) {
    it(`a party exiting in ${from} sends the act back to preparation, where it cannot be resent`, () => {
      const next = send(at(from), sample('party.exited', P));
      expect(next.state).toBe('preparation');
      expect(next.context.parties[0]?.status).toBe('exited');
      expect(refusal(next, sample('act.sentForCheck', A))).toBe('party_declined');
    });
  }

  // Every state where the table above lets the applicant reject the notary (steps 1 to 7).
  for (const from of actStateNames.filter((state) => expected[state]['act.notaryRejected'])) {
    it(`rejecting the notary in ${from}: back to preparation with no notary, no time, only paid invoices`, () => {
      const next = send(at(from, { timeRequested: true }), sample('act.notaryRejected', A));
      expect(next.state).toBe('preparation');
      expect(next.context).toMatchObject({
        notaryId: null,
        visit: null,
        timeRequested: false,
        invoices: [{ id: 'inv-1', amount: 340_000, paid: true }],
      });
      expect(refusal(next, sample('act.sentForCheck', A))).toBe('notary_missing');
      expect(refusal(next, sample('act.notaryRejected', A))).toBe('notary_missing');
    });
  }

  // Every unfinished step after the first, where the table above has the `stops` (steps 2 to 8).
  for (const from of actStateNames.filter((state) => expected[state]['act.annulled'])) {
    it(`${from} (step ${actSteps[from]}) can be annulled, refused with a resolution, or cancelled`, () => {
      expect(send(at(from), sample('act.annulled', A)).state).toBe('annulled');
      const refused = send(at(from), sample('act.refused', N));
      expect(refused.state).toBe('refused');
      expect(refused.context).toMatchObject({
        reason: 'The vehicle is under arrest.',
        resolutionFileId: 'file-9',
      });
      const cancelled = send(at(from), sample('act.cancelled', N));
      expect(cancelled.state).toBe('cancelled');
      expect(cancelled.context.reason).toBe('The parties did not attend.');
    });
  }
});

describe('act statechart: the data checks and the reasons they give', () => {
  it('sendForCheck waits for every required party; a non-required one may still be awaiting', () => {
    const pending = at('preparation', {
      parties: [{ id: 'p-buyer', userId: buyer.userId, required: true, status: null }],
    });
    expect(refusal(pending, sample('act.sentForCheck', A))).toBe('parties_pending');
    expect(refusal(at('preparation'), sample('act.sentForCheck', A))).toBe('ok');
  });

  it('sendForCheck is refused while any party rejected or exited, required or not', () => {
    for (const status of ['rejected', 'exited'] as const) {
      const declined = at('preparation', {
        parties: [
          { id: 'p-buyer', userId: buyer.userId, required: true, status: 'accepted' },
          { id: 'p-coowner', userId: coOwner.userId, required: false, status },
        ],
      });
      expect(refusal(declined, sample('act.sentForCheck', A))).toBe('party_declined');
    }
  });

  it('sendForCheck needs a notary', () => {
    expect(refusal(at('preparation', { notaryId: null }), sample('act.sentForCheck', A))).toBe(
      'notary_missing',
    );
  });

  it('a party answers only for their own, awaiting, party record', () => {
    const stored = at('preparation');
    expect(refusal(stored, { ...sample('party.accepted', P), partyId: 'p-nobody' })).toBe('party_unknown');
    expect(refusal(stored, { ...sample('party.accepted', P), actor: buyer })).toBe('not_your_party');
    expect(refusal(stored, { ...sample('party.rejected', P), partyId: 'p-buyer', actor: buyer })).toBe(
      'party_already_answered',
    );
    expect(refusal(stored, { ...sample('party.exited', P), partyId: 'p-coowner', actor: coOwner })).toBe(
      'party_not_accepted',
    );
  });

  it('payments name an existing unpaid invoice; new invoices need new ids', () => {
    expect(refusal(at('payment'), { ...sample('invoice.paid', S), invoiceId: 'inv-1' })).toBe(
      'invoice_already_paid',
    );
    expect(refusal(at('payment'), { ...sample('act.paidOnSite', N), invoiceId: 'inv-x' })).toBe(
      'invoice_unknown',
    );
    expect(
      refusal(at('paymentFormation'), {
        ...sample('act.invoicesIssued', N),
        invoices: [{ id: 'inv-1', amount: 5 }],
      }),
    ).toBe('invoice_duplicate');
  });

  it('asking the notary for a time twice is refused until the notary answers', () => {
    const asked = send(at('timeSetting'), sample('act.timeRequested', A));
    expect(refusal(asked, sample('act.timeRequested', A))).toBe('time_already_requested');
  });

  it('only a missed video visit makes the act inactive', () => {
    const inPerson = at('timeConfirmation', { visit: { date: '2025-03-14', time: '10:30', regtype: 1 } });
    expect(refusal(inPerson, sample('act.markedInactive', S))).toBe('not_video_visit');
    expect(refusal(at('registration', { visit: null }), sample('act.markedInactive', S))).toBe(
      'not_video_visit',
    );
  });

  it('tells the step before the role, and the role before the data', () => {
    const snapshot = restore(at('preparation', { notaryId: null }));
    expect(explainRefusal(snapshot, sample('act.checkAccepted', A))).toBe('not_allowed');
    expect(explainRefusal(snapshot, sample('act.sentForCheck', N))).toBe('forbidden_role');
    expect(explainRefusal(snapshot, sample('act.sentForCheck', A))).toBe('notary_missing');
    expect(explainRefusal(restore(at('preparation')), sample('act.sentForCheck', A))).toBeNull();
  });

  it('a final state refuses everything, even from the right role', () => {
    for (const state of ['registered', 'inactive', 'refused', 'cancelled', 'annulled', 'deleted'] as const) {
      const snapshot = restore(at(state));
      expect(snapshot.status).toBe('done');
      expect(refusal(at(state), sample('act.annulled', A))).toBe('not_allowed');
      expect(refusal(at(state), sample('act.refused', N))).toBe('not_allowed');
    }
  });

  it('the same rules hold for a live actor as for applyEvent (system and applicant both pay)', () => {
    const snapshot = restore(at('timeSetting'));
    expect(snapshot.can(sample('invoice.paid', S))).toBe(true);
    expect(snapshot.can({ ...sample('invoice.paid', A), actor: applicant })).toBe(true);
    expect(snapshot.can({ ...sample('invoice.paid', N), actor: notary })).toBe(false);
    expect(snapshot.can({ ...sample('act.timeSet', N), actor: system })).toBe(false);
  });
});

describe('act statechart: the simplified path (decision 036)', () => {
  const fullPathOnly = fullPathOnlyByHand;
  const simplifiedStates = simplifiedPathByHand;
  // A simplified act has no invoices; otherwise the permissive context lets every data check pass.
  const simplifiedAt = (state: ActStateName, patch: Partial<ActContext> = {}) =>
    at(state, { simplified: true, invoices: [], ...patch });

  it('names the same full-path-only events and the six steps the machine uses', () => {
    expect([...fullPathOnlyEvents]).toEqual(fullPathOnly);
    expect(pathOf({ simplified: true })).toEqual(simplifiedStates);
    expect(pathOf({ simplified: false })).toEqual(actStateNames.slice(0, 9));
  });

  for (const state of simplifiedStates) {
    it(`${state}: the full table without the full-path-only events, which are refused as not in the flow`, () => {
      const stored = simplifiedAt(state);
      const outcomes: string[] = [];
      for (const type of actEventTypes) {
        for (const role of actRoles) {
          const event = sample(type, role);
          const onPath = !fullPathOnly.includes(type);
          const roles = onPath ? expected[state][type] : undefined;
          const shouldPass = roles?.includes(role) ?? false;
          const reason = !onPath
            ? 'not_in_simplified_flow'
            : roles === undefined
              ? 'not_allowed'
              : 'forbidden_role';
          const result = applyEvent(stored, event);
          const got = result.ok ? 'ok' : result.reason;
          if (got !== (shouldPass ? 'ok' : reason)) outcomes.push(`${type} by ${role}: ${got}`);
          if (selectAct(restore(stored), event.actor).allowed.includes(type) !== shouldPass)
            outcomes.push(`${type} by ${role}: selectAct says ${!shouldPass}`);
        }
      }
      expect(outcomes).toEqual([]);
    });
  }

  it('after the review the act goes to the time, not to the applicant confirmation', () => {
    const next = send(simplifiedAt('checking'), sample('act.checkAccepted', N));
    expect(next.state).toBe('timeSetting');
    expect(next.context.simplified).toBe(true);
    expect(send(at('checking'), sample('act.checkAccepted', N)).state).toBe('applicantConfirmation');
  });

  it('the confirmed time goes straight to registration: there is nothing to pay on the portal', () => {
    expect(send(simplifiedAt('timeConfirmation'), sample('act.timeConfirmed', A)).state).toBe('registration');
    expect(send(simplifiedAt('timeConfirmation'), sample('act.otherTimeRequested', A)).state).toBe(
      'timeSetting',
    );
  });

  it('explains a full-path-only event by the path, before the step and the role', () => {
    const snapshot = restore(simplifiedAt('timeSetting'));
    expect(explainRefusal(snapshot, sample('act.invoicesIssued', N))).toBe('not_in_simplified_flow');
    expect(explainRefusal(snapshot, sample('act.confirmed', N))).toBe('not_in_simplified_flow');
    expect(explainRefusal(snapshot, sample('invoice.paid', S))).toBe('not_in_simplified_flow');
    expect(explainRefusal(snapshot, sample('act.registered', N))).toBe('not_allowed');
    // The same events on a full-path act are refused by the step, as before.
    expect(explainRefusal(restore(at('timeSetting')), sample('act.confirmed', A))).toBe('not_allowed');
  });

  it('the view shows the six steps of the path; a full-path act shows nine', () => {
    expect(selectAct(restore(simplifiedAt('checking')), applicant)).toMatchObject({
      simplified: true,
      steps: [1, 2, 5, 6, 8, 9],
    });
    expect(selectAct(restore(at('checking')), applicant)).toMatchObject({
      simplified: false,
      steps: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
  });

  it('an act stored before the flag existed restores as a full-path act', () => {
    const { simplified, ...old } = at('checking').context;
    const snapshot = restore({ state: 'checking', context: old as ActContext });
    expect(snapshot.context.simplified).toBe(false);
    expect(
      send({ state: 'checking', context: old as ActContext }, sample('act.checkAccepted', N)).state,
    ).toBe('applicantConfirmation');
  });
});
