import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type DirectoryPage,
  type DirectoryPosition,
  type DirectoryQueryState,
  directoryMachine,
  LocationError,
} from './directory.machine';
import { selectDirectory } from './directory.select';

const page = (query: DirectoryQueryState): DirectoryPage => ({
  total: 1,
  page: query.page,
  size: 20,
  items: [{ officeId: query.officeId, sort: query.sort }],
});

/** A directory whose page loads answer from `answer` (default: a page echoing the query), recording each query. */
function start(
  options: {
    answer?: (query: DirectoryQueryState) => Promise<DirectoryPage>;
    locate?: () => Promise<DirectoryPosition>;
  } = {},
) {
  const queries: DirectoryQueryState[] = [];
  const actor = createActor(
    directoryMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }: { input: DirectoryQueryState }) => {
          queries.push(input);
          return (options.answer ?? (async (q) => page(q)))(input);
        }),
        locate: fromPromise(options.locate ?? (async () => ({ latitude: 39.65, longitude: 66.96 }))),
      },
    }),
    { input: {} },
  ).start();
  const view = () => selectDirectory(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, settled, queries };
}

describe('the notary directory statechart', () => {
  it('loads the first page alphabetically, then shows the list', async () => {
    const { view, settled, queries } = start();
    expect(view().loading).toBe(true);
    await settled();
    expect(view()).toMatchObject({ loading: false, officeFiltered: false, errorKey: null, nearMe: false });
    expect(view().result?.items).toEqual([{ officeId: null, sort: 'alphabet' }]);
    expect(queries[0]).toMatchObject({ sort: 'alphabet', page: 1, officeId: null });
  });

  it('filters by an office chosen on the map, and clears it back to the whole list', async () => {
    const { actor, view, settled, queries } = start();
    await settled();
    expect(view().canClearOffice).toBe(false);
    actor.send({ type: 'directory.officeChosen', officeId: 10 });
    expect(view().loading).toBe(true);
    await settled();
    expect(view()).toMatchObject({ officeFiltered: true, canClearOffice: true });
    expect(queries.at(-1)).toMatchObject({ officeId: 10, page: 1 });
    actor.send({ type: 'directory.officeCleared' });
    await settled();
    expect(view()).toMatchObject({ officeFiltered: false, canClearOffice: false });
    expect(queries.at(-1)?.officeId).toBeNull();
  });

  it('starts each new filter or sort on page 1, keeps the page chosen, and a region resets district and office', async () => {
    const { actor, settled, queries } = start();
    await settled();
    actor.send({ type: 'directory.pageChosen', page: 3 });
    await settled();
    expect(queries.at(-1)?.page).toBe(3);
    actor.send({ type: 'directory.sortChanged', sort: 'clientRating' });
    await settled();
    expect(queries.at(-1)).toMatchObject({ sort: 'clientRating', page: 1 });
    actor.send({ type: 'directory.districtChosen', districtId: 172606 });
    actor.send({ type: 'directory.officeChosen', officeId: 2 });
    await settled();
    actor.send({ type: 'directory.regionChosen', regionId: 1718 });
    await settled();
    expect(queries.at(-1)).toMatchObject({ regionId: 1718, districtId: null, officeId: null });
    actor.send({ type: 'directory.nameSearched', name: '  Абдуллаева ' });
    await settled();
    expect(queries.at(-1)?.name).toBe('Абдуллаева');
    actor.send({ type: 'directory.nameSearched', name: '   ' });
    await settled();
    expect(queries.at(-1)?.name).toBeNull();
  });

  it('restarts the load when the query changes while a page is loading, and shows the latest answer', async () => {
    const pending: Array<(p: DirectoryPage) => void> = [];
    const { actor, view, settled, queries } = start({
      answer: (q) => new Promise<DirectoryPage>((resolve) => pending.push(() => resolve(page(q)))),
    });
    actor.send({ type: 'directory.sortChanged', sort: 'ministryRating' });
    expect(queries).toHaveLength(2);
    // The first (stale) answer arrives after the second load started: it is ignored.
    pending[0]!(page(queries[0]!));
    expect(view().loading).toBe(true);
    pending[1]!(page(queries[1]!));
    await settled();
    expect(view().result?.items).toEqual([{ officeId: null, sort: 'ministryRating' }]);
  });

  it('sorts by distance once the browser gives a position', async () => {
    const { actor, view, settled, queries } = start();
    await settled();
    actor.send({ type: 'directory.nearMeAsked' });
    expect(view().locating).toBe(true);
    await waitFor(actor, (s) => s.matches('list'));
    expect(view()).toMatchObject({ nearMe: true, locationKey: null, locating: false });
    expect(queries.at(-1)).toMatchObject({
      sort: 'distance',
      position: { latitude: 39.65, longitude: 66.96 },
    });
  });

  it.each([
    [new LocationError('refused'), 'location.refused'],
    [new LocationError('unavailable'), 'location.unavailable'],
    [new Error('timeout'), 'location.unavailable'],
  ])('explains a failed location (%s) and keeps the list usable', async (failure, key) => {
    const { actor, view, settled, queries } = start({ locate: () => Promise.reject(failure) });
    await settled();
    actor.send({ type: 'directory.nearMeAsked' });
    await settled();
    expect(view()).toMatchObject({ locationKey: key, nearMe: false, loading: false });
    expect(view().result).not.toBeNull();
    const loads = queries.length;
    actor.send({ type: 'directory.sortChanged', sort: 'clientRating' });
    await settled();
    expect(queries).toHaveLength(loads + 1);
    expect(view().locationKey).toBeNull();
  });

  it('shows an error when a page fails, and loads again when retried', async () => {
    let fail = true;
    const { actor, view, settled } = start({
      answer: async (q) => {
        if (fail) throw new Error('network');
        return page(q);
      },
    });
    await settled();
    expect(view()).toMatchObject({ errorKey: 'load.error', canRetry: true });
    fail = false;
    actor.send({ type: 'directory.retried' });
    await settled();
    expect(view()).toMatchObject({ errorKey: null, canRetry: false });
    expect(view().result?.items).toHaveLength(1);
  });
});
