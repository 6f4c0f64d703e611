import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { filteredListMachine, type ListPage, ListQueryRefused } from './filtered-list.machine';
import { selectFilteredList } from './filtered-list.select';

interface Filter {
  office: number | null;
  state: string | null;
}
const noFilter: Filter = { office: null, state: null };
const machine = filteredListMachine<Filter>('test', noFilter);

const pageOf = (total: number, page: number): ListPage => ({
  total,
  page,
  pageSize: 50,
  items: Array.from({ length: Math.min(50, Math.max(0, total - (page - 1) * 50)) }, (_, i) => ({ rid: i })),
});

function start(answer: (input: { filter: Filter; page: number }) => Promise<ListPage>, filter?: Filter) {
  const calls: string[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }: { input: { filter: Filter; page: number } }) => {
          calls.push(`${input.filter.office ?? '-'} ${input.filter.state ?? '-'} page ${input.page}`);
          return answer(input);
        }),
      },
    }),
    { input: { filter } },
  ).start();
  return { actor, calls, view: () => selectFilteredList(actor.getSnapshot()) };
}

describe('a filtered, paged list', () => {
  it('loads the first page, pages within range only, and a new filter starts at page 1', async () => {
    const { actor, calls, view } = start(async ({ page }) => pageOf(120, page));
    expect(view().busy).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ page: 1, pages: 3, canGoPrevious: false, canGoNext: true, empty: false });
    actor.send({ type: 'list.pageChosen', page: 3 });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ page: 3, canGoNext: false, canGoPrevious: true });
    actor.send({ type: 'list.pageChosen', page: 4 });
    actor.send({ type: 'list.pageChosen', page: 3 });
    actor.send({ type: 'list.pageChosen', page: 1.5 });
    expect(view().busy).toBe(false);
    actor.send({ type: 'list.filtered', filter: { office: 1, state: 'checking' } });
    expect(view().busy).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(calls).toEqual(['- - page 1', '- - page 3', '1 checking page 1']);
  });

  it('starts on the filter its input gives', async () => {
    const { actor, calls } = start(async ({ page }) => pageOf(1, page), { office: 7, state: null });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(calls).toEqual(['7 - page 1']);
  });

  it('says when nothing matches', async () => {
    const { actor, view } = start(async ({ page }) => pageOf(0, page));
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ empty: true, pages: 1, canGoNext: false });
  });

  it('shows the ministry’s message for a refused filter, and a new filter clears it', async () => {
    const { actor, view } = start(async ({ filter, page }) => {
      if (filter.office === 0) throw new ListQueryRefused({ office: 'Noto‘g‘ri identifikator' });
      return pageOf(1, page);
    });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'list.filtered', filter: { ...noFilter, office: 0 } });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(view()).toMatchObject({
      fields: { office: 'Noto‘g‘ri identifikator' },
      result: null,
      empty: false,
    });
    actor.send({ type: 'list.filtered', filter: noFilter });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view().fields).toEqual({});
  });

  it('retries a failed load', async () => {
    let attempts = 0;
    const { actor, view } = start(async ({ page }) => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return pageOf(2, page);
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ errorKey: 'load.error', canRetry: true });
    actor.send({ type: 'list.retried' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ errorKey: null, canRetry: false });
    expect(view().result?.total).toBe(2);
  });
});
