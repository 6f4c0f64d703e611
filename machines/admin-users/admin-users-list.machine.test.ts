import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ListQueryRefused } from '../paging/filtered-list.machine';
import {
  type AdminUsersFilter,
  type AdminUsersPage,
  adminUsersListMachine,
  noFilter,
} from './admin-users-list.machine';
import { selectAdminUsersList } from './admin-users-list.select';

const pageOf = (total: number, page: number): AdminUsersPage => ({
  total,
  page,
  pageSize: 20,
  items: Array.from({ length: Math.min(20, Math.max(0, total - (page - 1) * 20)) }, (_, i) => ({ id: i })),
});

function start(answer: (input: { filter: AdminUsersFilter; page: number }) => Promise<AdminUsersPage>) {
  const calls: string[] = [];
  const actor = createActor(
    adminUsersListMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }: { input: { filter: AdminUsersFilter; page: number } }) => {
          calls.push(`${input.filter.query || '-'} ${input.filter.role ?? '-'} page ${input.page}`);
          return answer(input);
        }),
      },
    }),
    { input: {} },
  );
  actor.start();
  return { actor, calls, view: () => selectAdminUsersList(actor.getSnapshot()) };
}

describe('the administrators’ list machine', () => {
  it('loads the first page, pages within range, and a new search starts at page 1', async () => {
    const { actor, calls, view } = start(async ({ page }) => pageOf(45, page));
    expect(view().busy).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ page: 1, pages: 3, canGoPrevious: false, canGoNext: true, empty: false });
    actor.send({ type: 'list.pageChosen', page: 3 });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ page: 3, canGoNext: false, canGoPrevious: true });
    actor.send({ type: 'list.pageChosen', page: 4 });
    expect(view().busy).toBe(false);
    actor.send({ type: 'list.filtered', filter: { ...noFilter, query: 'Назарова', role: 'analyst' } });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(calls).toEqual(['- - page 1', '- - page 3', 'Назарова analyst page 1']);
  });

  it('shows the ministry’s message for a refused query, and a new search clears it', async () => {
    const { actor, view } = start(async ({ filter, page }) => {
      if (filter.query === 'a') throw new ListQueryRefused({ q: 'kamida 2 harf' });
      return pageOf(1, page);
    });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'list.filtered', filter: { ...noFilter, query: 'a' } });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(view()).toMatchObject({ fields: { q: 'kamida 2 harf' }, result: null });
    actor.send({ type: 'list.filtered', filter: { ...noFilter, query: 'ab' } });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view().fields).toEqual({});
  });
  // Empty lists and retries: machines/paging/filtered-list.machine.test.ts (the same machine).
});
