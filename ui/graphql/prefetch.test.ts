import { Client, cacheExchange, fetchExchange, gql } from 'urql';
import { describe, expect, it } from 'vitest';
import { prefetchKeptMs, prefetchQuery, queryResult } from './prefetch';
import { queryData } from './query-data';

const EntryQuery = gql<{ entry: { __typename: 'Entry'; id: number; version: number } }, { id: number }>`
  query Entry($id: Int!) {
    entry(id: $id) {
      id
      version
    }
  }
`;

/**
 * A client over a fake /graphql, with the app's cache-and-network policy. Each request is answered
 * with the entry at a new version (so a test can tell which request an answer came from), or with the
 * next of `failures` while there are some; `hold()` keeps the answers back until `release()`.
 */
function ministry(failures: string[] = []) {
  const requests: number[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { variables } = JSON.parse(String(init?.body)) as { variables: { id: number } };
    requests.push(variables.id);
    const version = requests.length;
    await gate;
    const failure = failures.shift();
    const body = failure
      ? { data: null, errors: [{ message: failure, extensions: { code: 'NOT_FOUND' } }] }
      : { data: { entry: { __typename: 'Entry', id: variables.id, version } } };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  const client = new Client({
    url: 'http://portal.test/graphql',
    exchanges: [cacheExchange, fetchExchange],
    fetch,
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
  });
  const hold = () => {
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
  };
  const answered = async () => {
    for (let turn = 0; turn < 20; turn++) await new Promise<void>((resolve) => queueMicrotask(resolve));
  };
  return { client, requests, hold, release: () => open(), answered };
}

/** A read sent ahead and its answer settled: what the page's read finds once it has rendered. */
async function sentAhead(ahead: ReturnType<typeof ministry>, id: number, at: number) {
  prefetchQuery(ahead.client, EntryQuery, { id }, at);
  const result = await ahead.client.query(EntryQuery, { id }, { requestPolicy: 'cache-only' }).toPromise();
  expect(result.data?.entry.version).toBe(1);
}

describe('a page’s first read sent with the app’s start', () => {
  it('is taken by the page’s own read made after it was answered: no second request', async () => {
    const ahead = ministry();
    await sentAhead(ahead, 7, Date.now());
    const data = await queryData(ahead.client, EntryQuery, { id: 7 });
    expect(data.entry).toMatchObject({ id: 7, version: 1 });
    expect(ahead.requests).toEqual([7]);
  });

  it('is shared by the page’s own read made while it is under way', async () => {
    const ahead = ministry();
    ahead.hold();
    prefetchQuery(ahead.client, EntryQuery, { id: 7 }, 1_000);
    const read = queryResult(ahead.client, EntryQuery, { id: 7 }, {}, 1_200);
    ahead.release();
    expect((await read).data?.entry.version).toBe(1);
    expect(ahead.requests).toEqual([7]);
  });

  it('is taken once: the page’s next read (a reload) asks the ministry', async () => {
    const ahead = ministry();
    await sentAhead(ahead, 7, 1_000);
    await queryResult(ahead.client, EntryQuery, { id: 7 }, {}, 1_100);
    const again = await queryResult(
      ahead.client,
      EntryQuery,
      { id: 7 },
      { requestPolicy: 'network-only' },
      1_200,
    );
    expect(again.data?.entry.version).toBe(2);
    expect(ahead.requests).toEqual([7, 7]);
  });

  it('is not taken by a read of another record', async () => {
    const ahead = ministry();
    await sentAhead(ahead, 7, 1_000);
    const other = await queryResult(ahead.client, EntryQuery, { id: 8 }, {}, 1_100);
    expect(other.data?.entry).toMatchObject({ id: 8, version: 2 });
    expect(ahead.requests).toEqual([7, 8]);
  });

  it('is not taken once it is older than the page’s first render could be', async () => {
    const ahead = ministry();
    await sentAhead(ahead, 7, 1_000);
    const late = await queryResult(
      ahead.client,
      EntryQuery,
      { id: 7 },
      { requestPolicy: 'network-only' },
      1_000 + prefetchKeptMs + 1,
    );
    expect(late.data?.entry.version).toBe(2);
    expect(ahead.requests).toEqual([7, 7]);
  });

  it('that failed is sent again by the page’s read, which gets the failure to show', async () => {
    const ahead = ministry(['Topilmadi', 'Topilmadi']);
    prefetchQuery(ahead.client, EntryQuery, { id: 7 }, Date.now());
    await ahead.answered();
    const read = queryData(ahead.client, EntryQuery, { id: 7 });
    await expect(read).rejects.toMatchObject({ graphQLErrors: [{ message: 'Topilmadi' }] });
    expect(ahead.requests).toEqual([7, 7]);
  });
});
