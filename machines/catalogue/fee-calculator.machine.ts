import { assign, emit, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import type { ErrorReport } from '../errors/error-policy';
import type { FeeQuoteInput } from './catalogue.schema';

/**
 * The fee calculator of /na_details/calc/{nadid} (decision 050): the visitor fills the inputs the
 * type needs (editing), the ministry quotes the fee by the invoices' own tariff path (quoting), and
 * the quote is shown and may be printed (quoted); a refused input goes back to the form with the
 * ministry's messages, any other failure offers a retry (failed). react-hook-form owns the fields;
 * the quote is an actor ui/ provides. The quote's shape is the host's (the GraphQL ActFee).
 */

/** How the quote actor fails: the ministry's messages by field (BAD_REQUEST), or a report for the policy. */
export type QuoteFailure = { fields: Readonly<Record<string, string>> } | { report: ErrorReport };

export interface FeeCalculatorContext<TQuote> {
  question: FeeQuoteInput | null;
  quote: TQuote | null;
  /** The ministry's messages of a refused question, by field, already in the visitor's language. */
  fields: Readonly<Record<string, string>> | null;
  report: ErrorReport | null;
}

export type FeeCalculatorEvent =
  | { type: 'calculator.submitted'; question: FeeQuoteInput }
  /** A field changed after a quote: the quote no longer answers for the form. */
  | { type: 'calculator.edited' }
  | { type: 'calculator.retried' }
  | { type: 'calculator.printRequested' };

export type FeeCalculatorEmitted = { type: 'calculator.print' };

const notProvided = placeholders('fee calculator');

const failureOf = (event: unknown): QuoteFailure => {
  const error = (event as { error?: unknown }).error;
  if (error && typeof error === 'object' && ('fields' in error || 'report' in error))
    return error as QuoteFailure;
  return { report: { code: null, operation: 'query', message: null } };
};

export function feeCalculatorMachine<TQuote>() {
  return setup({
    types: {
      context: {} as FeeCalculatorContext<TQuote>,
      events: {} as FeeCalculatorEvent,
      emitted: {} as FeeCalculatorEmitted,
    },
    actors: {
      quote: fromPromise<TQuote | null, FeeQuoteInput>(notProvided('quote')),
    },
    guards: {
      refused: ({ event }) => 'fields' in failureOf(event),
      noFee: ({ event }) => (event as { output?: unknown }).output === null,
    },
  }).createMachine({
    id: 'feeCalculator',
    context: { question: null, quote: null, fields: null, report: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'calculator.submitted': {
            target: 'quoting',
            actions: assign({ question: ({ event }) => event.question, fields: null }),
          },
        },
      },
      quoting: {
        tags: ['busy'],
        invoke: {
          src: 'quote',
          input: ({ context }) => context.question as FeeQuoteInput,
          onDone: [
            { guard: 'noFee', target: 'noFee', actions: assign({ quote: null }) },
            { target: 'quoted', actions: assign({ quote: ({ event }) => event.output }) },
          ],
          onError: [
            {
              guard: 'refused',
              target: 'editing',
              actions: assign({
                fields: ({ event }) => (failureOf(event) as { fields: Record<string, string> }).fields,
              }),
            },
            {
              target: 'failed',
              actions: assign({
                report: ({ event }) => (failureOf(event) as { report: ErrorReport }).report,
              }),
            },
          ],
        },
      },
      quoted: {
        on: {
          'calculator.edited': { target: 'editing', actions: assign({ quote: null }) },
          'calculator.submitted': {
            target: 'quoting',
            actions: assign({ question: ({ event }) => event.question }),
          },
          'calculator.printRequested': { actions: emit({ type: 'calculator.print' }) },
        },
      },
      noFee: {
        tags: ['error'],
        on: {
          'calculator.edited': 'editing',
          'calculator.submitted': {
            target: 'quoting',
            actions: assign({ question: ({ event }) => event.question }),
          },
        },
      },
      failed: {
        tags: ['error'],
        on: {
          'calculator.retried': { target: 'quoting', actions: assign({ report: null }) },
          'calculator.edited': { target: 'editing', actions: assign({ report: null }) },
          'calculator.submitted': {
            target: 'quoting',
            actions: assign({ question: ({ event }) => event.question, report: null }),
          },
        },
      },
    },
  });
}

export type FeeCalculatorMachine<TQuote> = ReturnType<typeof feeCalculatorMachine<TQuote>>;
