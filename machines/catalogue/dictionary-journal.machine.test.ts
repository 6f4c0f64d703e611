import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { dictionaryJournalMachine, type JournalPage } from './dictionary-journal.machine';
import { selectDictionaryJournal } from './dictionary-journal.select';

const pageSize = 20;

/** A journal of `total` changes whose reads answer from `answer`, recording the pages asked. */
function start(total: number, answer?: (page: number) => Promise<JournalPage>) {
  const asked: number[] = [];
  const actor = createActor(
    dictionaryJournalMachine.provide({
      actors: {
        loadJournal: fromPromise(async ({ input }: { input: number }): Promise<JournalPage> => {
          asked.push(input);
          if (answer) return answer(input);
          const first = (input - 1) * pageSize;
          const count = Math.max(0, Math.min(pageSize, total - first));
          return { total, page: input, pageSize, items: Array.from({ length: count }, (_, i) => first + i) };
        }),
      },
    }),
  ).start();
  const view = () => selectDictionaryJournal<number>(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, asked, view, settled };
}

describe('the dictionary journal', () => {
  it('shows the first page, then another page asked for within its pages', async () => {
    const { actor, asked, view, settled } = start(45);
    expect(view()).toMatchObject({ loading: true, busy: true, journal: null });
    await settled();
    expect(view()).toMatchObject({ loading: false, page: 1, last: 3, canGoPrevious: false, canGoNext: true });
    expect(view().journal?.items).toHaveLength(20);

    actor.send({ type: 'journal.pageChosen', page: 3 });
    // The page shown stays while the next one loads; no other page can be asked meanwhile.
    expect(view()).toMatchObject({ busy: true, loading: false, canGoNext: false });
    expect(view().journal?.page).toBe(1);
    await settled();
    expect(view()).toMatchObject({ page: 3, canGoPrevious: true, canGoNext: false });
    expect(view().journal?.items).toEqual([40, 41, 42, 43, 44]);

    // Beyond the last page, before the first, or a page that is no page: nothing is asked.
    for (const page of [4, 0, 2.5, 3]) actor.send({ type: 'journal.pageChosen', page });
    expect(asked).toEqual([1, 3]);
  });

  it('says when no change was ever saved', async () => {
    const { view, settled } = start(0);
    await settled();
    expect(view()).toMatchObject({ empty: true, last: 1, canGoNext: false, canGoPrevious: false });
  });

  it('reads the first page again after a saved change, wherever it was', async () => {
    const { actor, asked, view, settled } = start(45);
    await settled();
    actor.send({ type: 'journal.pageChosen', page: 2 });
    await settled();
    actor.send({ type: 'journal.changed' });
    await settled();
    expect(asked).toEqual([1, 2, 1]);
    expect(view().page).toBe(1);
  });

  it('offers a retry of the same page when it cannot be read', async () => {
    let calls = 0;
    const { actor, asked, view, settled } = start(45, async (page) => {
      calls += 1;
      if (calls === 2) throw new Error('gateway down');
      return { total: 45, page, pageSize, items: [page] };
    });
    await settled();
    actor.send({ type: 'journal.pageChosen', page: 2 });
    await settled();
    expect(view()).toMatchObject({ failed: true, journal: null, canGoNext: false, canGoPrevious: false });
    actor.send({ type: 'journal.retried' });
    await settled();
    expect(view()).toMatchObject({ failed: false, page: 2 });
    expect(view().journal?.items).toEqual([2]);
    expect(asked).toEqual([1, 2, 2]);
  });
});
