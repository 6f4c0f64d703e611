// @vitest-environment happy-dom
import { Client, cacheExchange, fetchExchange } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { prefetchNotaryPage } from './notary-page';
import { notaryPageActors } from './notary-page.actors';

/**
 * A client over a fake /graphql that answers each read by its operation name, recording the
 * requests' operation names; the answers are held until `release`, as the app's client holds them
 * until its first render.
 */
function clientAnswering(answers: Record<string, unknown>) {
  const requests: string[] = [];
  const ids: number[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { operationName, variables } = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, number>;
    };
    requests.push(operationName);
    ids.push(variables.id ?? variables.notaryId ?? 0);
    await released;
    return new Response(JSON.stringify({ data: answers[operationName] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = new Client({
    url: 'http://portal.test/graphql',
    exchanges: [cacheExchange, fetchExchange],
    fetch,
    preferGetMethod: false,
  });
  return { client, requests, ids, release };
}

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
