// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { clientAnswering } from '../../testing/held-client';
import { prefetchNotaryPage } from './notary-page';
import { notaryPageActors } from './notary-page.actors';

const notary = { __typename: 'DirectoryNotary', id: 7 };
const reviews = { __typename: 'ReviewsPage', total: 0, page: 1, size: 10, items: [] };
const answers = { DirectoryNotary: { directoryNotary: notary }, NotaryReviews: { notaryReviews: reviews } };

/** What one of the page's actors resolves to, run as the page's statechart runs it. */
const run = <T>(logic: Parameters<typeof createActor>[0], input: unknown) =>
  toPromise(createActor(logic, { input } as never).start()) as Promise<T>;

describe('a notary page’s reads sent before the page renders', () => {
  it('are shared by the page’s own reads made while they are under way: one request each', async () => {
    const { client, requests, release } = clientAnswering(answers);
    prefetchNotaryPage(client, 7);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect([...requests].sort()).toEqual(['DirectoryNotary', 'NotaryReviews']);
    // The page's statechart's loads, started while the first reads are under way.
    const actors = notaryPageActors(client);
    const card = run(actors.loadNotary, 7);
    const page = run(actors.loadReviews, { notaryId: 7, page: 1 });
    release();
    await expect(card).resolves.toMatchObject({ id: 7 });
    await expect(page).resolves.toMatchObject({ total: 0 });
    expect(requests).toHaveLength(2);
  });
});
