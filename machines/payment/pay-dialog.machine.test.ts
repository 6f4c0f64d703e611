import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ErrorReport } from '../errors/error-policy';
import { bankReferenceOf } from '../fields/bank-reference';
import { pathEventsOf } from '../testing/graph-events';
import {
  type BankOrder,
  type CardPayment,
  createPayDialogMachine,
  type PayDialogEmitted,
  type PayInvoice,
} from './pay-dialog.machine';
import { selectPayDialog } from './pay-dialog.select';

interface Act {
  version: number;
}

const machine = createPayDialogMachine<Act>();
const reference = bankReferenceOf('1234567890123456');
const invoice: PayInvoice = { id: '7', amount: 12_345_050, purpose: 'state_fee', bankReference: null };
const order: BankOrder = {
  invoiceId: '7',
  reference,
  amount: 12_345_050,
  purpose: 'state_fee',
  recipient: {
    name: 'Treasury',
    account: '23402000300100001010',
    bank: 'Bank',
    mfo: '00014',
    inn: '201122919',
  },
  createdAt: '2026-11-29T10:00:00.000Z',
  sandboxBank: true,
};
const refused: ErrorReport = { code: 'CONFLICT', operation: 'mutation', message: 'no', uuid: null };

/** A gateway call the test settles by hand: `calls` are its inputs, `resolve`/`reject` its outcome. */
function deferred<I, O>() {
  const calls: I[] = [];
  let settle: { resolve: (value: O) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        calls.push(input);
        settle = { resolve, reject };
      }),
  );
  return {
    calls,
    logic,
    resolve: (value: O) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

function start() {
  const card = deferred<CardPayment, Act>();
  const bank = deferred<{ invoiceId: string }, BankOrder>();
  const transfer = deferred<{ reference: string }, Act>();
  const actor = createActor(
    machine.provide({
      actors: { payByCard: card.logic, requestBankOrder: bank.logic, simulateTransfer: transfer.logic },
    }),
  ).start();
  const emitted: PayDialogEmitted<Act>[] = [];
  actor.on('*', (event) => emitted.push(event as PayDialogEmitted<Act>));
  const view = () => selectPayDialog(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, view, card, bank, transfer, emitted, settled };
}

describe('the pay dialog', () => {
  it('opens on an invoice with the method to choose, and closes', () => {
    const dialog = start();
    expect(dialog.view()).toMatchObject({ open: false, invoice: null });
    dialog.view().openOn(invoice);
    expect(dialog.view()).toMatchObject({ open: true, invoice, choosing: true, card: false, closable: true });
    expect(dialog.view().canGoBack).toBe(false);
    dialog.view().close();
    expect(dialog.view()).toMatchObject({ open: false, invoice: null });
  });

  it('shows the dialog only while the page says the viewer may still pay its invoice', () => {
    const dialog = start();
    dialog.view().openOn(invoice);
    const snapshot = dialog.actor.getSnapshot();
    expect(selectPayDialog(snapshot, dialog.actor.send, [invoice.id]).open).toBe(true);
    // Paid elsewhere, or no longer this viewer's to pay: the page's act no longer lists it.
    expect(selectPayDialog(snapshot, dialog.actor.send, []).open).toBe(false);
  });

  it('pays by card: the card and the version reach the gateway, the act is emitted and the dialog closes', async () => {
    const dialog = start();
    dialog.view().openOn(invoice);
    dialog.view().choose('card');
    expect(dialog.view()).toMatchObject({ card: true, choosing: false, canGoBack: true });
    dialog.view().submitCard({ card: '4444 4444 4444 4448', expiry: '12/30', version: 9 });
    expect(dialog.view()).toMatchObject({ busy: true, closable: false, canGoBack: false });
    expect(dialog.card.calls).toEqual([
      { invoiceId: '7', card: '4444 4444 4444 4448', expiry: '12/30', version: 9 },
    ]);
    dialog.card.resolve({ version: 10 });
    await dialog.settled();
    expect(dialog.view().open).toBe(false);
    expect(dialog.emitted).toEqual([{ type: 'pay.paid', act: { version: 10 } }]);
  });

  it('keeps the card form open with the failure when the card is refused', async () => {
    const dialog = start();
    dialog.view().openOn(invoice);
    dialog.view().choose('card');
    dialog.view().submitCard({ card: '4000 0000 0000 0002', expiry: '12/30', version: 9 });
    dialog.card.reject(refused);
    await dialog.settled();
    expect(dialog.view()).toMatchObject({ card: true, busy: false, failure: refused, closable: true });
    expect(dialog.emitted).toEqual([{ type: 'pay.failed', report: refused }]);
    dialog.view().back();
    expect(dialog.view()).toMatchObject({ choosing: true, failure: null });
  });

  it('asks for the payment order, shows it, and settles it through the sandbox bank', async () => {
    const dialog = start();
    dialog.view().openOn(invoice);
    dialog.view().choose('bank');
    expect(dialog.view()).toMatchObject({
      requestingOrder: true,
      busy: true,
      order: null,
      canSimulate: false,
    });
    expect(dialog.bank.calls).toEqual([{ invoiceId: '7' }]);
    dialog.bank.resolve(order);
    await dialog.settled();
    expect(dialog.view()).toMatchObject({
      requestingOrder: false,
      order,
      canSimulate: true,
      canGoBack: true,
    });
    dialog.view().simulate();
    expect(dialog.view()).toMatchObject({ simulating: true, busy: true, closable: false, order });
    expect(dialog.transfer.calls).toEqual([{ reference }]);
    dialog.transfer.resolve({ version: 12 });
    await dialog.settled();
    expect(dialog.view().open).toBe(false);
    expect(dialog.emitted).toEqual([{ type: 'pay.paid', act: { version: 12 } }]);
  });

  it('opens straight on the order of an invoice that has one, and never simulates outside the sandbox', async () => {
    const dialog = start();
    dialog.view().openOn({ ...invoice, bankReference: reference });
    expect(dialog.view()).toMatchObject({ choosing: false, requestingOrder: true });
    dialog.bank.resolve({ ...order, sandboxBank: false });
    await dialog.settled();
    expect(dialog.view()).toMatchObject({ order: { reference, sandboxBank: false }, canSimulate: false });
    dialog.view().simulate();
    expect(dialog.transfer.calls).toEqual([]);
    expect(dialog.view().simulating).toBe(false);
  });

  it('offers to try again when the order cannot be had, and shows a failed simulation on the order', async () => {
    const dialog = start();
    dialog.view().openOn(invoice);
    dialog.view().choose('bank');
    dialog.bank.reject(refused);
    await dialog.settled();
    expect(dialog.view()).toMatchObject({ orderFailed: true, failure: refused, order: null });
    expect(dialog.actor.getSnapshot().hasTag('error')).toBe(true);
    dialog.view().retry();
    expect(dialog.view()).toMatchObject({ requestingOrder: true, failure: null });
    expect(dialog.bank.calls).toHaveLength(2);
    dialog.bank.resolve(order);
    await dialog.settled();
    dialog.view().simulate();
    dialog.transfer.reject(refused);
    await dialog.settled();
    expect(dialog.view()).toMatchObject({ order, failure: refused, simulating: false, open: true });
    expect(dialog.emitted).toEqual([
      { type: 'pay.failed', report: refused },
      { type: 'pay.failed', report: refused },
    ]);
  });

  it('reports an unclassified rejection without a code', async () => {
    const dialog = start();
    dialog.view().openOn(invoice);
    dialog.view().choose('bank');
    dialog.bank.reject(new Error('network'));
    await dialog.settled();
    expect(dialog.view().failure).toEqual({ code: null, operation: 'mutation', message: null, uuid: null });
  });
});

describe('pay dialog paths (xstate/graph)', () => {
  const events = pathEventsOf(machine, {
    'pay.opened': { invoice },
    'pay.methodChosen': { method: 'bank' },
    'pay.cardSubmitted': { card: '4444 4444 4444 4448', expiry: '12/30', version: 1 },
    'xstate.done.actor.requestBankOrder': { output: order },
    'xstate.done.actor.payByCard': { output: { version: 2 } },
    'xstate.done.actor.simulateTransfer': { output: { version: 3 } },
    'xstate.error.actor.requestBankOrder': { error: refused },
    'xstate.error.actor.payByCard': { error: refused },
    'xstate.error.actor.simulateTransfer': { error: refused },
  });
  const card = { ...events.find((e) => e.type === 'pay.methodChosen'), method: 'card' };
  const idle = fromPromise(() => new Promise<never>(() => {}));
  const quiet = machine.provide({
    actors: { payByCard: idle, requestBankOrder: idle, simulateTransfer: idle } as never,
  });
  const serialize = (snapshot: unknown) => {
    const s = snapshot as SnapshotFrom<typeof machine>;
    return JSON.stringify([s.value, s.context.invoice?.bankReference ?? null, s.context.failure !== null]);
  };
  const paths = getShortestPaths(quiet, { events: [...events, card] as never, serializeState: serialize });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(
      [
        '"closed"',
        '{"open":"choosing"}',
        '{"open":{"card":"editing"}}',
        '{"open":{"card":"submitting"}}',
        '{"open":{"bank":"requesting"}}',
        '{"open":{"bank":"failed"}}',
        '{"open":{"bank":"ordered"}}',
        '{"open":{"bank":"simulating"}}',
      ].sort(),
    );
  });
});
