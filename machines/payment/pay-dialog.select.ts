import type { SnapshotFrom } from 'xstate';
import type { ErrorReport } from '../errors/error-policy';
import type {
  BankOrder,
  PayDialogEvent,
  PayDialogMachine,
  PayInvoice,
  PayMethod,
} from './pay-dialog.machine';

/** What the payments tab and its dialog show of the machine, and the intents they call. */
export interface PayDialogView {
  /** Open on an invoice, and (when the page says which it may pay) one this viewer may still pay. */
  open: boolean;
  invoice: PayInvoice | null;
  /** The method chooser is shown. */
  choosing: boolean;
  /** The card's form is shown (editing or being charged). */
  card: boolean;
  /** The payment order is being asked for. */
  requestingOrder: boolean;
  /** The order could not be had: the dialog offers to try again. */
  orderFailed: boolean;
  /** The order, once issued, with its reference and the recipient's details. */
  order: BankOrder | null;
  /** The sandbox bank's counter may be asked to pay the order now. */
  canSimulate: boolean;
  simulating: boolean;
  busy: boolean;
  /** The dialog may be closed (not while a payment is under way). */
  closable: boolean;
  canGoBack: boolean;
  failure: ErrorReport | null;
  openOn: (invoice: PayInvoice) => void;
  close: () => void;
  choose: (method: PayMethod) => void;
  back: () => void;
  submitCard: (card: { card: string; expiry: string; version: number }) => void;
  retry: () => void;
  simulate: () => void;
}

export function selectPayDialog<Act>(
  snapshot: SnapshotFrom<PayDialogMachine<Act>>,
  send: (event: PayDialogEvent) => void,
  /** The invoices the viewer may pay now (the act's `view.payableInvoiceIds`); null: any. */
  payable: readonly string[] | null = null,
): PayDialogView {
  const { invoice, order, failure } = snapshot.context;
  // The act may change while the dialog is open (paid elsewhere, or no longer this viewer's to pay).
  const payableNow = payable === null || (invoice !== null && payable.includes(invoice.id));
  return {
    open: !snapshot.matches('closed') && payableNow,
    invoice,
    choosing: snapshot.matches({ open: 'choosing' }),
    card: snapshot.matches({ open: 'card' }),
    requestingOrder: snapshot.matches({ open: { bank: 'requesting' } }),
    orderFailed: snapshot.matches({ open: { bank: 'failed' } }),
    order:
      snapshot.matches({ open: { bank: 'ordered' } }) || snapshot.matches({ open: { bank: 'simulating' } })
        ? order
        : null,
    canSimulate: snapshot.can({ type: 'pay.transferSimulated' }),
    simulating: snapshot.matches({ open: { bank: 'simulating' } }),
    busy: snapshot.hasTag('busy'),
    closable: snapshot.can({ type: 'pay.closed' }),
    canGoBack: snapshot.can({ type: 'pay.back' }),
    failure,
    openOn: (opened) => send({ type: 'pay.opened', invoice: opened }),
    close: () => send({ type: 'pay.closed' }),
    choose: (method) => send({ type: 'pay.methodChosen', method }),
    back: () => send({ type: 'pay.back' }),
    submitCard: (card) => send({ type: 'pay.cardSubmitted', ...card }),
    retry: () => send({ type: 'pay.retried' }),
    simulate: () => send({ type: 'pay.transferSimulated' }),
  };
}
