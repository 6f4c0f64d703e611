import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  type AnyVariables,
  type Client,
  createRequest,
  type OperationContext,
  type OperationResult,
} from 'urql';

/**
 * How long a read sent with the app's start stays for the page's own read: that read comes with the
 * page's first render, a few tasks later; an answer nobody took by then (the visitor left the page
 * before it rendered) is not shown later as if it were new.
 */
export const prefetchKeptMs = 30_000;

interface Kept {
  answer: Promise<OperationResult>;
  sentAt: number;
}

/** The reads each client sent ahead, by operation key (the document and its variables). */
const sentAhead = new WeakMap<Client, Map<number, Kept>>();

const keyOf = <Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
) => createRequest(document, variables).key;

/**
 * Sends a page's first read with the app's start, before the page has rendered (decisions 103, 104),
 * and keeps its answer for the page's own read of the same operation (`queryResult`). The client's own
 * sharing covers a read made while the request is under way; this covers the read made after it was
 * answered, which would otherwise ask the ministry again, or, under a cache-and-network policy, wait
 * for that second answer, since a stale cached result does not settle a read. Silent: a failure is the
 * page's to show, when its own read, sent again, gets it.
 */
export function prefetchQuery<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  now: number = Date.now(),
): void {
  const answer = client
    .query(document, variables, { silent: true, requestPolicy: 'network-only' } as Partial<OperationContext>)
    .toPromise();
  const kept = sentAhead.get(client) ?? new Map<number, Kept>();
  sentAhead.set(client, kept);
  kept.set(keyOf(document, variables), { answer, sentAt: now });
}

/**
 * A read's result through the client: the answer of the same read sent ahead (`prefetchQuery`), once,
 * when it has data and is recent; otherwise the read itself, with `context`, so a failure reaches the
 * error policy (or not, when silent) as any read's does.
 */
export async function queryResult<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  context?: Partial<OperationContext>,
  now: number = Date.now(),
): Promise<OperationResult<Data, Variables>> {
  const kept = sentAhead.get(client);
  // Most reads find nothing sent ahead: no key to work out for them.
  if (kept?.size) {
    const key = keyOf(document, variables);
    const ahead = kept.get(key);
    kept.delete(key);
    if (ahead && now - ahead.sentAt <= prefetchKeptMs) {
      const result = (await ahead.answer) as OperationResult<Data, Variables>;
      if (result.data && !result.error) return result;
    }
  }
  return client.query(document, variables, context).toPromise();
}
