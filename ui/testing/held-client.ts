import { Client, cacheExchange, fetchExchange } from 'urql';
import { vi } from 'vitest';

/**
 * A client over a fake /graphql that answers each read by its operation name, recording the
 * requests' operation names; the answers are held until `release`, as the app's client holds them
 * until its first render.
 */
export function clientAnswering(answers: Record<string, unknown>) {
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
