import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type ActEvent, type ActStateName, actMachine, actStateNames, stepOf } from './act.machine';
import { applyEvent, createStored, editStored, restore, type StoredAct, toStored } from './act.persist';
import { selectAct } from './act.select';
import { applicant, at, buyer, coOwner, notary, saleInput, system } from './act.test-support';

describe('act persistence', () => {
  it('a new act starts in preparation with every party awaiting and nothing else set', () => {
    expect(createStored(saleInput)).toEqual({
      state: 'preparation',
      context: {
        simplified: false,
        parties: [
          { id: 'p-buyer', userId: 'u-buyer', required: true, status: null },
          { id: 'p-coowner', userId: 'u-coowner', required: false, status: null },
        ],
        invoices: [],
        notaryId: 'n-1',
        visit: null,
        timeRequested: false,
        regnum: null,
        regdate: null,
        remark: null,
        reason: null,
        resolutionFileId: null,
      },
    });
  });

  for (const state of actStateNames) {
    it(`${state}: stored -> JSON -> restored -> stored is the identity`, () => {
      const stored = at(state, { remark: 'r', reason: 'x', regnum: '2025-1', regdate: '2025-01-31' });
      const fromDatabase = JSON.parse(JSON.stringify(stored)) as StoredAct;
      const snapshot = restore(fromDatabase);
      expect(snapshot.value).toBe(state);
      expect(toStored(snapshot)).toEqual(stored);
      expect(selectAct(snapshot, applicant).state).toBe(state);
    });
  }

  it('a restored snapshot drives a live actor exactly like a fresh one', () => {
    // input is required by the types but unused when a snapshot is given.
    const actor = createActor(actMachine, {
      snapshot: restore(at('timeConfirmation')),
      input: saleInput,
    }).start();
    actor.send({ type: 'act.timeConfirmed', actor: applicant });
    expect(actor.getSnapshot().value).toBe('payment');
    actor.send({ type: 'invoice.paid', actor: system, invoiceId: 'inv-2' });
    expect(actor.getSnapshot().value).toBe('registration');
    actor.stop();
  });

  it('refuses to restore a row that is not an act', () => {
    expect(() => restore({ state: 'limbo' as ActStateName, context: at('checking').context })).toThrow();
    const badParty = at('checking');
    (badParty.context.parties[0] as { status: unknown }).status = 'maybe';
    expect(() => restore(badParty)).toThrow();
    expect(() => restore({ state: 'checking' } as StoredAct)).toThrow();
  });

  it('applyEvent never mutates the stored act it is given', () => {
    const stored = at('payment');
    const before = structuredClone(stored);
    const result = applyEvent(stored, { type: 'invoice.paid', actor: system, invoiceId: 'inv-2' });
    expect(result).toMatchObject({ ok: true, from: 'payment', to: 'registration' });
    expect(stored).toEqual(before);
  });

  it('applyEvent refuses a malformed event with the schema message keys, changing nothing', () => {
    const stored = at('timeSetting');
    const cases: Array<[unknown, string]> = [
      [
        { type: 'act.timeSet', actor: notary, visit: { date: '2025-02-30', time: '10:00', regtype: 2 } },
        'error_wrong_date',
      ],
      [
        { type: 'act.timeSet', actor: notary, visit: { date: '2025-03-01', time: '24:00', regtype: 2 } },
        'error_wrong_time',
      ],
      [
        { type: 'act.timeSet', actor: notary, visit: { date: '2025-03-01', time: '10:00', regtype: 3 } },
        'error_wrong_regtype',
      ],
      [{ type: 'act.returnedWithRemarks', actor: notary, remark: '   ' }, 'error_required_remark'],
      [{ type: 'act.invoicesIssued', actor: notary, invoices: [] }, 'error_required_invoices'],
      [
        { type: 'act.invoicesIssued', actor: notary, invoices: [{ id: 'a', amount: 1.005 }] },
        'error_invoice_amount_cents',
      ],
      [
        {
          type: 'act.invoicesIssued',
          actor: notary,
          invoices: [
            { id: 'a', amount: 1 },
            { id: 'a', amount: 2 },
          ],
        },
        'error_duplicate_invoice',
      ],
      [{ type: 'act.confirmed', actor: { role: 'applicant', userId: '' } }, 'error_required_id'],
    ];
    for (const [event, key] of cases) {
      const result = applyEvent(stored, event);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.reason).toBe('invalid_event');
      expect(result.issues?.join('\n')).toContain(key);
    }
    expect(applyEvent(stored, { type: 'act.teleported', actor: applicant })).toMatchObject({
      ok: false,
      reason: 'invalid_event',
    });
    expect(
      applyEvent(stored, { type: 'act.timeRequested', actor: { role: 'admin', userId: 'x' } }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid_event',
    });
    expect(applyEvent(stored, { type: 'act.timeRequested' })).toMatchObject({
      ok: false,
      reason: 'invalid_event',
    });
  });
});

describe('data edits (not events): the applicant, in preparation only', () => {
  const newParties = [{ id: 'p-buyer-2', userId: 'u-buyer-2', required: true, status: null }];

  it('replaces the parties and the notary choice in preparation', () => {
    const edited = editStored(at('preparation', { notaryId: null }), applicant, {
      parties: newParties,
      notaryId: 'n-2',
    });
    expect(edited).toMatchObject({ ok: true, next: { state: 'preparation' } });
    if (!edited.ok) return;
    expect(edited.next.context.parties).toEqual(newParties);
    expect(edited.next.context.notaryId).toBe('n-2');
    expect(edited.next.context.invoices).toEqual(at('preparation').context.invoices);
  });

  it('is refused outside preparation, to anyone but the applicant, and for a malformed edit', () => {
    expect(editStored(at('checking'), applicant, { notaryId: 'n-2' })).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    expect(editStored(at('preparation'), notary, { notaryId: 'n-2' })).toEqual({
      ok: false,
      reason: 'forbidden_role',
    });
    const duplicate = editStored(at('preparation'), applicant, { parties: [...newParties, ...newParties] });
    expect(duplicate).toMatchObject({ ok: false, reason: 'invalid_event' });
  });
});

describe('the e2e walk of issue 4, as the ministry runs it', () => {
  it('create -> buyer accepts -> check -> remarks -> check -> confirm -> invoice -> paid in advance -> time -> confirmed -> registered', () => {
    const input = { parties: [{ id: 'p-buyer', userId: buyer.userId, required: true }], notaryId: 'n-1' };
    let stored = createStored(input);
    const journal: Array<{ type: string; role: string; from: string; to: string; step: number | null }> = [];
    const walk: ActEvent[] = [
      { type: 'party.accepted', actor: buyer, partyId: 'p-buyer' },
      { type: 'act.sentForCheck', actor: applicant },
      { type: 'act.returnedWithRemarks', actor: notary, remark: 'Fix the engine number.' },
      { type: 'act.sentForCheck', actor: applicant },
      { type: 'act.checkAccepted', actor: notary },
      { type: 'act.confirmed', actor: applicant },
      { type: 'act.invoicesIssued', actor: notary, invoices: [{ id: 'inv-1', amount: 412_000 }] },
      { type: 'invoice.paid', actor: system, invoiceId: 'inv-1' },
      { type: 'act.timeSet', actor: notary, visit: { date: '2025-03-20', time: '15:00', regtype: 2 } },
      { type: 'act.timeConfirmed', actor: applicant },
      { type: 'act.registered', actor: notary, regnum: '2025-000123', regdate: '2025-03-20' },
    ];
    for (const event of walk) {
      const result = applyEvent(stored, event);
      if (!result.ok) throw new Error(`${event.type} refused: ${result.reason}`);
      journal.push({
        type: event.type,
        role: event.actor.role,
        from: result.from,
        to: result.to,
        step: stepOf(restore(result.next)),
      });
      stored = result.next;
    }
    expect(journal.map(({ type, from, to }) => `${type}: ${from} -> ${to}`)).toEqual([
      'party.accepted: preparation -> preparation',
      'act.sentForCheck: preparation -> checking',
      'act.returnedWithRemarks: checking -> preparation',
      'act.sentForCheck: preparation -> checking',
      'act.checkAccepted: checking -> applicantConfirmation',
      'act.confirmed: applicantConfirmation -> paymentFormation',
      'act.invoicesIssued: paymentFormation -> timeSetting',
      'invoice.paid: timeSetting -> timeSetting',
      'act.timeSet: timeSetting -> timeConfirmation',
      'act.timeConfirmed: timeConfirmation -> registration',
      'act.registered: registration -> registered',
    ]);
    expect(journal.map((entry) => entry.step)).toEqual([1, 2, 1, 2, 3, 4, 5, 5, 6, 8, 9]);
    expect(stored.state).toBe('registered');
    expect(stored.context).toMatchObject({
      regnum: '2025-000123',
      regdate: '2025-03-20',
      remark: 'Fix the engine number.',
      invoices: [{ id: 'inv-1', amount: 412_000, paid: true }],
    });
    const view = selectAct(restore(stored), coOwner);
    expect(view).toMatchObject({ step: 9, completed: true, allowed: [], regnum: '2025-000123' });
  });

  it("the journal replays through today's machine to the same act (trace replay)", () => {
    let stored = createStored(saleInput);
    const events: ActEvent[] = [
      { type: 'party.accepted', actor: buyer, partyId: 'p-buyer' },
      { type: 'party.rejected', actor: coOwner, partyId: 'p-coowner' },
    ];
    for (const event of events) {
      const result = applyEvent(stored, event);
      if (result.ok) stored = result.next;
    }
    const actor = createActor(actMachine, { input: saleInput }).start();
    for (const event of events) actor.send(event);
    expect(toStored(actor.getSnapshot())).toEqual(stored);
    expect(applyEvent(stored, { type: 'act.sentForCheck', actor: applicant })).toEqual({
      ok: false,
      reason: 'party_declined',
    });
    actor.stop();
  });
});
