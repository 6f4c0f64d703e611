import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeeQuoteInput } from './catalogue.schema';
import { feeCalculatorMachine, type QuoteFailure } from './fee-calculator.machine';
import { selectFeeCalculator } from './fee-calculator.select';

interface Quote {
  amount: number;
}

function start(quote: (question: FeeQuoteInput) => Promise<Quote | null>) {
  const asked: FeeQuoteInput[] = [];
  const machine = feeCalculatorMachine<Quote>().provide({
    actors: {
      quote: fromPromise<Quote | null, FeeQuoteInput>(({ input }) => {
        asked.push(input);
        return quote(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const view = () => selectFeeCalculator(actor.getSnapshot());
  return { actor, view, asked };
}

const toRelative: FeeQuoteInput = { type: 1, relationship: 'child' };

describe('the fee calculator', () => {
  it('quotes the question asked, busy meanwhile, then offers to print the quote', async () => {
    let resolve!: (quote: Quote) => void;
    const { actor, view, asked } = start(() => new Promise((done) => (resolve = done)));
    expect(view()).toMatchObject({ busy: false, quote: null, canPrint: false });
    actor.send({ type: 'calculator.submitted', question: toRelative });
    expect(view().busy).toBe(true);
    expect(asked).toEqual([toRelative]);
    resolve({ amount: 1_875_000 });
    await waitFor(actor, (s) => s.matches('quoted'));
    expect(view()).toMatchObject({ busy: false, quote: { amount: 1_875_000 }, canPrint: true });
    const printed: string[] = [];
    actor.on('calculator.print', (event) => printed.push(event.type));
    actor.send({ type: 'calculator.printRequested' });
    expect(printed).toEqual(['calculator.print']);
  });

  it('drops the quote when a field changes, since it no longer answers for the form', async () => {
    const { actor, view } = start(async () => ({ amount: 1 }));
    actor.send({ type: 'calculator.submitted', question: toRelative });
    await waitFor(actor, (s) => s.matches('quoted'));
    actor.send({ type: 'calculator.edited' });
    expect(view()).toMatchObject({ quote: null, canPrint: false });
  });

  it('goes back to the form with the ministry messages of a refused question', async () => {
    const refusal: QuoteFailure = { fields: { value: 'Bu notarial harakat uchun bitim summasini kiriting' } };
    const { actor, view } = start(() => Promise.reject(refusal));
    actor.send({ type: 'calculator.submitted', question: { type: 1 } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(view()).toMatchObject({ busy: false, failed: false, fields: refusal.fields, quote: null });
    // The next submit clears them.
    actor.send({ type: 'calculator.submitted', question: { type: 1 } });
    expect(view().fields).toEqual({});
  });

  it('offers a retry after any other failure, and the retry asks the same question again', async () => {
    let calls = 0;
    const { actor, view, asked } = start(async () => {
      calls += 1;
      if (calls === 1) throw { report: { code: 'MINISTRY_UNAVAILABLE', operation: 'query', message: null } };
      return { amount: 5 };
    });
    actor.send({ type: 'calculator.submitted', question: toRelative });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ failed: true, canRetry: true, quote: null });
    expect(actor.getSnapshot().context.report?.code).toBe('MINISTRY_UNAVAILABLE');
    actor.send({ type: 'calculator.retried' });
    await waitFor(actor, (s) => s.matches('quoted'));
    expect(asked).toEqual([toRelative, toRelative]);
    expect(view().quote).toEqual({ amount: 5 });
  });

  it('treats an unclassified failure as a failure without a code', async () => {
    const { actor } = start(() => Promise.reject(new Error('boom')));
    actor.send({ type: 'calculator.submitted', question: toRelative });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.report).toEqual({ code: null, operation: 'query', message: null });
  });

  it('says so when no fee can be computed for the inputs', async () => {
    const { actor, view } = start(async () => null);
    actor.send({ type: 'calculator.submitted', question: toRelative });
    await waitFor(actor, (s) => s.matches('noFee'));
    expect(view()).toMatchObject({ noFee: true, quote: null, canPrint: false });
    actor.send({ type: 'calculator.edited' });
    expect(view().noFee).toBe(false);
  });
});
