import { type ActorRefFrom, assign, emit, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import type { ErrorReport } from '../errors/error-policy';
import type { BankOrderOf, BankRecipient } from './bank-order';

/**
 * The payment of one invoice from the act's payments tab (section 4: "by bank or electronic payment";
 * decision 083): closed, or open on one invoice, where the payer chooses the method. By card: the
 * card's form (react-hook-form owns its fields) and its submission. By bank transfer: the payment order
 * is asked for (the ministry issues it once; asking again gives the same reference), then shown with
 * its reference and the recipient's details to copy or print; in the sandbox its bank's counter can
 * "pay" it. Each call is an actor ui/ provides; a failure is kept for the dialog and emitted for the
 * app's error reaction. An invoice whose order was issued before opens on the order.
 *
 * The act the payment changed is emitted (`pay.paid`) for the page to show; the dialog then closes.
 */

export type PayMethod = 'card' | 'bank';

export type { BankRecipient };

/** A payment order as the ministry issued it. */
export type BankOrder = BankOrderOf<string>;

export interface CardPayment {
  invoiceId: string;
  card: string;
  expiry: string;
  version: number;
}

/** The invoice the dialog is open on. */
export interface PayInvoice {
  id: string;
  /** Tiyin. */
  amount: number;
  purpose: string;
  /** The reference of its payment order, when one was issued before. */
  bankReference: string | null;
}

export interface PayDialogContext<Act> {
  invoice: PayInvoice | null;
  order: BankOrder | null;
  /** The last failure, for the dialog to show until the next attempt. */
  failure: ErrorReport | null;
  /** The act after the payment (the page shows it). */
  paid: Act | null;
}

export type PayDialogEvent =
  | { type: 'pay.opened'; invoice: PayInvoice }
  | { type: 'pay.closed' }
  | { type: 'pay.methodChosen'; method: PayMethod }
  | { type: 'pay.back' }
  | { type: 'pay.cardSubmitted'; card: string; expiry: string; version: number }
  | { type: 'pay.retried' }
  | { type: 'pay.transferSimulated' };

export type PayDialogEmitted<Act> =
  | { type: 'pay.paid'; act: Act }
  | { type: 'pay.failed'; report: ErrorReport };

const notProvided = placeholders('pay dialog');

/** An actor's rejection as the report the dialog shows (an unclassified one has no code). */
export const reportOf = (event: unknown): ErrorReport => {
  const error = (event as { error?: unknown }).error;
  if (error && typeof error === 'object' && 'operation' in error) return error as ErrorReport;
  return { code: null, operation: 'mutation', message: null, uuid: null };
};

/** The machine for an act of type `Act` (the page's act fragment; machines know nothing of it). */
export function createPayDialogMachine<Act>() {
  return setup({
    types: {
      context: {} as PayDialogContext<Act>,
      events: {} as PayDialogEvent,
      emitted: {} as PayDialogEmitted<Act>,
    },
    actors: {
      /** Resolves with the act after the card payment; rejects with an ErrorReport. */
      payByCard: fromPromise<Act, CardPayment>(notProvided('payByCard')),
      /** Resolves with the invoice's payment order (the same one every time); rejects with an ErrorReport. */
      requestBankOrder: fromPromise<BankOrder, { invoiceId: string }>(notProvided('requestBankOrder')),
      /** The sandbox bank's counter: resolves with the act once the transfer has settled the invoice. */
      simulateTransfer: fromPromise<Act, { reference: string }>(notProvided('simulateTransfer')),
    },
    guards: {
      orderIssued: ({ event }) => event.type === 'pay.opened' && event.invoice.bankReference !== null,
      chosenBank: ({ event }) => event.type === 'pay.methodChosen' && event.method === 'bank',
      chosenCard: ({ event }) => event.type === 'pay.methodChosen' && event.method === 'card',
      sandboxBank: ({ context }) => context.order?.sandboxBank === true,
    },
    actions: {
      open: assign(({ event }) => ({
        invoice: event.type === 'pay.opened' ? event.invoice : null,
        order: null,
        failure: null,
        paid: null,
      })),
      reset: assign({ invoice: null, order: null, failure: null }),
      clearFailure: assign({ failure: null }),
      storeOrder: assign({ order: ({ event }) => (event as unknown as { output: BankOrder }).output }),
      storePaid: assign({ paid: ({ event }) => (event as unknown as { output: Act }).output }),
      announcePaid: emit(({ event }) => ({
        type: 'pay.paid' as const,
        act: (event as unknown as { output: Act }).output,
      })),
      storeFailure: assign({ failure: ({ event }) => reportOf(event) }),
      reportFailure: emit(({ event }) => ({ type: 'pay.failed' as const, report: reportOf(event) })),
    },
  }).createMachine({
    id: 'payDialog',
    context: { invoice: null, order: null, failure: null, paid: null },
    initial: 'closed',
    states: {
      closed: {
        on: {
          'pay.opened': [
            { guard: 'orderIssued', target: 'open.bank', actions: 'open' },
            { target: 'open', actions: 'open' },
          ],
        },
      },
      open: {
        initial: 'choosing',
        on: { 'pay.closed': { target: 'closed', actions: 'reset' } },
        states: {
          choosing: {
            on: {
              'pay.methodChosen': [
                { guard: 'chosenCard', target: 'card' },
                { guard: 'chosenBank', target: 'bank' },
              ],
            },
          },
          card: {
            initial: 'editing',
            on: { 'pay.back': { target: 'choosing', actions: 'clearFailure' } },
            states: {
              editing: {
                on: { 'pay.cardSubmitted': 'submitting' },
              },
              submitting: {
                tags: ['busy'],
                entry: 'clearFailure',
                // Nothing leaves while the card is being charged (the dialog cannot be closed).
                on: { 'pay.closed': {}, 'pay.back': {} },
                invoke: {
                  id: 'payByCard',
                  src: 'payByCard',
                  input: ({ context, event }) => ({
                    invoiceId: context.invoice?.id ?? '',
                    card: event.type === 'pay.cardSubmitted' ? event.card : '',
                    expiry: event.type === 'pay.cardSubmitted' ? event.expiry : '',
                    version: event.type === 'pay.cardSubmitted' ? event.version : 0,
                  }),
                  onDone: { target: '#payDialog.closed', actions: ['storePaid', 'announcePaid', 'reset'] },
                  onError: { target: 'editing', actions: ['storeFailure', 'reportFailure'] },
                },
              },
            },
          },
          bank: {
            initial: 'requesting',
            states: {
              requesting: {
                tags: ['busy'],
                entry: 'clearFailure',
                invoke: {
                  id: 'requestBankOrder',
                  src: 'requestBankOrder',
                  input: ({ context }) => ({ invoiceId: context.invoice?.id ?? '' }),
                  onDone: { target: 'ordered', actions: 'storeOrder' },
                  onError: { target: 'failed', actions: ['storeFailure', 'reportFailure'] },
                },
              },
              failed: {
                tags: ['error'],
                on: {
                  'pay.retried': 'requesting',
                  'pay.back': { target: '#payDialog.open.choosing', actions: 'clearFailure' },
                },
              },
              ordered: {
                on: {
                  'pay.transferSimulated': { guard: 'sandboxBank', target: 'simulating' },
                  'pay.back': { target: '#payDialog.open.choosing', actions: 'clearFailure' },
                },
              },
              simulating: {
                tags: ['busy'],
                entry: 'clearFailure',
                on: { 'pay.closed': {} },
                invoke: {
                  id: 'simulateTransfer',
                  src: 'simulateTransfer',
                  input: ({ context }) => ({ reference: context.order?.reference ?? '' }),
                  onDone: { target: '#payDialog.closed', actions: ['storePaid', 'announcePaid', 'reset'] },
                  onError: { target: 'ordered', actions: ['storeFailure', 'reportFailure'] },
                },
              },
            },
          },
        },
      },
    },
  });
}

export type PayDialogMachine<Act> = ReturnType<typeof createPayDialogMachine<Act>>;
export type PayDialogActorRef<Act> = ActorRefFrom<PayDialogMachine<Act>>;
