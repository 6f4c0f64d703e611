// @vitest-environment happy-dom
import { Client, cacheExchange, fetchExchange } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { prefetch } from './notary-page';

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

const answers = {
  DirectoryNotary: { directoryNotary: { __typename: 'DirectoryNotary', id: 7 } },
  NotaryReviews: { notaryReviews: { __typename: 'ReviewsPage', total: 0, page: 1, size: 10, items: [] } },
};

describe('the notary page screen’s first reads', () => {
  it('sends the card’s and the reviews’ reads for /notary/{id} only, and not for an id that is no record id', async () => {
    const { client, requests, ids, release } = clientAnswering(answers);
    release();
    prefetch(client, '/notary/0');
    prefetch(client, '/notary/12345678901');
    prefetch(client, '/notary');
    // A page's reads asked for after the refused addresses: when they have arrived, theirs would have too.
    prefetch(client, '/notary/7');
    await vi.waitFor(() => expect(ids.filter((id) => id === 7)).toHaveLength(2));
    expect(ids).toEqual([7, 7]);
    expect([...requests].sort()).toEqual(['DirectoryNotary', 'NotaryReviews']);
  });
});
