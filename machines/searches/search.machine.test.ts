import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SearchFailed, type SearchFailure, type SearchQuery, searchMachine } from './search.machine';
import { selectSearch } from './search.select';

/** A search whose answers the test hands out one by one. */
function harness() {
  const pending: {
    query: SearchQuery;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const logic = searchMachine.provide({
    actors: {
      search: fromPromise<unknown, SearchQuery>(
        ({ input }) => new Promise((resolve, reject) => pending.push({ query: input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(logic).start();
  const view = () => selectSearch<{ regnum: string }>(actor.getSnapshot());
  const next = async () => {
    await waitFor(actor, () => pending.length > 0);
    return pending.shift()!;
  };
  return { actor, view, next };
}

const query = { regnum: 'NA-2026-800001', regdate: '02.03.2026' };

describe('search machine', () => {
  it('is idle, then busy while the search runs, then shows what was found', async () => {
    const { actor, view, next } = harness();
    expect(view()).toMatchObject({ busy: false, result: null, notFound: false, canRetry: false });
    actor.send({ type: 'search.submitted', query });
    expect(view().busy).toBe(true);
    const call = await next();
    expect(call.query).toEqual(query);
    call.resolve({ regnum: 'NA-2026-800001' });
    await waitFor(actor, () => !view().busy);
    expect(view()).toMatchObject({ result: { regnum: 'NA-2026-800001' }, notFound: false, lastQuery: query });
  });

  it('says not found when the answer is null, and searches again from there', async () => {
    const { actor, view, next } = harness();
    actor.send({ type: 'search.submitted', query });
    (await next()).resolve(null);
    await waitFor(actor, () => view().notFound);
    expect(view().result).toBeNull();
    actor.send({ type: 'search.submitted', query: { ...query, regnum: 'NA-2026-800002' } });
    expect(view()).toMatchObject({ busy: true, notFound: false });
    (await next()).resolve({ regnum: 'NA-2026-800002' });
    await waitFor(actor, () => view().result !== null);
  });

  it.each<[string, SearchFailure, Partial<ReturnType<ReturnType<typeof harness>['view']>>]>([
    [
      'the rate limit',
      { kind: 'rateLimited', message: 'wait 10 minutes' },
      { rateLimited: 'wait 10 minutes', canRetry: false },
    ],
    [
      'bad input',
      { kind: 'invalid', message: 'wrong number', fields: { regnum: 'wrong number' } },
      { invalidFields: { regnum: 'wrong number' }, invalidMessage: 'wrong number', canRetry: false },
    ],
    ['an ended session', { kind: 'loginRequired' }, { loginRequired: true, canRetry: false }],
  ])('tells %s apart from a failure', async (_name, failure, expected) => {
    const { actor, view, next } = harness();
    actor.send({ type: 'search.submitted', query });
    (await next()).reject(new SearchFailed(failure));
    await waitFor(actor, () => !view().busy);
    expect(view()).toMatchObject({ ...expected, failed: false, result: null, notFound: false });
    expect(view().canSubmit).toBe(true);
  });

  it('offers a retry of the same query after an unexpected error', async () => {
    const { actor, view, next } = harness();
    actor.send({ type: 'search.submitted', query });
    (await next()).reject(new Error('network down'));
    await waitFor(actor, () => view().failed);
    expect(view().canRetry).toBe(true);
    actor.send({ type: 'search.retried' });
    const again = await next();
    expect(again.query).toEqual(query);
    again.resolve({ regnum: 'NA-2026-800001' });
    await waitFor(actor, () => view().result !== null);
    expect(view().failed).toBe(false);
  });

  it('cannot retry before any search, and clears a found answer', async () => {
    const { actor, view, next } = harness();
    actor.send({ type: 'search.retried' });
    expect(view().busy).toBe(false);
    actor.send({ type: 'search.submitted', query });
    (await next()).resolve({ regnum: 'x' });
    await waitFor(actor, () => view().result !== null);
    actor.send({ type: 'search.cleared' });
    expect(view()).toMatchObject({ result: null, lastQuery: null, busy: false });
  });
});
