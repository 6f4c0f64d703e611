import type { SnapshotFrom } from 'xstate';
import type { FeeCalculatorMachine } from './fee-calculator.machine';

export interface FeeCalculatorView<TQuote> {
  /** The quote is being computed: the form shows a progress indicator and is aria-busy. */
  busy: boolean;
  /** The quote to show and print; null while editing or after a failure. */
  quote: TQuote | null;
  canPrint: boolean;
  /** The ministry's messages of a refused question, by field. */
  fields: Readonly<Record<string, string>>;
  /** No fee could be computed for these inputs. */
  noFee: boolean;
  /** The quote failed for another reason (the ministry unreachable...): a retry is offered. */
  failed: boolean;
  canRetry: boolean;
}

export function selectFeeCalculator<TQuote>(
  snapshot: SnapshotFrom<FeeCalculatorMachine<TQuote>>,
): FeeCalculatorView<TQuote> {
  return {
    busy: snapshot.hasTag('busy'),
    quote: snapshot.matches('quoted') ? snapshot.context.quote : null,
    canPrint: snapshot.can({ type: 'calculator.printRequested' }),
    fields: snapshot.context.fields ?? {},
    noFee: snapshot.matches('noFee'),
    failed: snapshot.matches('failed'),
    canRetry: snapshot.can({ type: 'calculator.retried' }),
  };
}
