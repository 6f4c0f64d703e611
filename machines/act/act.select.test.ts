import { describe, expect, it } from 'vitest';
import { restore } from './act.persist';
import { selectAct } from './act.select';
import { applicant, at, buyer, coOwner, notary, system } from './act.test-support';

describe('selectAct: what one viewer sees', () => {
  it('preparation: the applicant may edit, send, reject the notary, delete; a waiting party is awaited', () => {
    const stored = at('preparation', {
      parties: [
        { id: 'p-buyer', userId: buyer.userId, required: true, status: null },
        { id: 'p-coowner', userId: coOwner.userId, required: false, status: null },
      ],
    });
    const mine = selectAct(restore(stored), applicant);
    expect(mine).toMatchObject({
      step: 1,
      sideState: null,
      stateKey: 'states.preparation',
      inProcess: true,
      canEdit: true,
      awaitingMe: false,
      awaiting: ['party', 'applicant'],
      allowed: ['act.notaryRejected', 'act.deleted'],
    });
    const theirs = selectAct(restore(stored), buyer);
    expect(theirs).toMatchObject({
      canEdit: false,
      awaitingMe: true,
      allowed: ['party.accepted', 'party.rejected'],
      myParty: { id: 'p-buyer', status: null },
    });
    expect(selectAct(restore(stored), notary)).toMatchObject({
      canEdit: false,
      awaitingMe: false,
      allowed: [],
    });
  });

  it('after rejecting the notary, the applicant, and only the applicant, is to choose another', () => {
    const stored = at('preparation', { notaryId: null });
    expect(selectAct(restore(stored), applicant).notaryToChoose).toBe(true);
    expect(selectAct(restore(stored), buyer).notaryToChoose).toBe(false);
    expect(selectAct(restore(at('preparation')), applicant).notaryToChoose).toBe(false);
    expect(selectAct(restore(at('checking', { notaryId: null })), applicant).notaryToChoose).toBe(false);
  });

  it('a party who answered is no longer awaited, and may exit once accepted', () => {
    const view = selectAct(restore(at('preparation')), buyer);
    expect(view).toMatchObject({
      awaitingMe: false,
      allowed: ['party.exited'],
      myParty: { status: 'accepted' },
    });
  });

  it('checking is awaiting the notary, who sees the check buttons', () => {
    const view = selectAct(restore(at('checking')), notary);
    expect(view).toMatchObject({ step: 2, awaitingMe: true, awaiting: ['notary'], canEdit: false });
    expect(view.allowed).toEqual([
      'act.checkAccepted',
      'act.returnedWithRemarks',
      'act.refused',
      'act.cancelled',
    ]);
  });

  it("time confirmation is the applicant's decision: confirm, ask for another, pay in advance", () => {
    const view = selectAct(restore(at('timeConfirmation')), applicant);
    expect(view).toMatchObject({
      step: 6,
      awaitingMe: true,
      awaiting: ['applicant'],
      payableInvoiceIds: ['inv-2'],
    });
    expect(view.allowed).toEqual([
      'act.timeConfirmed',
      'act.otherTimeRequested',
      'act.notaryRejected',
      'act.annulled',
      'invoice.paid',
    ]);
  });

  it('payment: the notary may mark unpaid invoices paid on site; the gateway may pay them', () => {
    const stored = at('payment', {
      invoices: [
        { id: 'inv-1', amount: 1, paid: true },
        { id: 'inv-2', amount: 2, paid: false },
        { id: 'inv-3', amount: 3, paid: false },
      ],
    });
    expect(selectAct(restore(stored), notary)).toMatchObject({
      onSiteInvoiceIds: ['inv-2', 'inv-3'],
      payableInvoiceIds: [],
      allInvoicesPaid: false,
    });
    expect(selectAct(restore(stored), system)).toMatchObject({
      payableInvoiceIds: ['inv-2', 'inv-3'],
      allowed: ['invoice.paid', 'act.markedInactive'],
    });
  });

  it("a stopped act shows its side state, the notary's reason and nothing to do", () => {
    const stored = at('refused', { reason: 'The vehicle is under arrest.', resolutionFileId: 'file-9' });
    for (const viewer of [applicant, buyer, notary, system]) {
      expect(selectAct(restore(stored), viewer)).toMatchObject({
        step: null,
        sideState: 'refused',
        stopped: true,
        inProcess: false,
        allowed: [],
        awaitingMe: false,
        awaiting: [],
        reason: 'The vehicle is under arrest.',
        resolutionFileId: 'file-9',
        lapsed: false,
      });
    }
  });

  it('an act nobody attended has lapsed; one stopped by a decision has not', () => {
    expect(selectAct(restore(at('inactive')), applicant)).toMatchObject({
      sideState: 'inactive',
      lapsed: true,
    });
    for (const state of ['refused', 'cancelled', 'annulled', 'deleted'] as const)
      expect(selectAct(restore(at(state)), applicant).lapsed).toBe(false);
  });

  it("the notary's remark is shown while the act is back in preparation, and not once it moved on", () => {
    const remark = 'The engine number does not match the tech passport.';
    expect(selectAct(restore(at('preparation', { remark })), applicant)).toMatchObject({
      remark,
      showRemark: true,
    });
    expect(selectAct(restore(at('preparation')), applicant).showRemark).toBe(false);
    expect(selectAct(restore(at('checking', { remark })), applicant)).toMatchObject({
      remark,
      showRemark: false,
    });
  });
});
