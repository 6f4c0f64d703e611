import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AnyVariables, Client, OperationContext } from 'urql';
import { queryResult } from './prefetch';

/**
 * A query's data through the client, for a machine's `load` actor (machines/query): the data, or the
 * query's error thrown (the client's error exchange has reported it, unless the context is silent).
 * A page's first read takes the answer of the same read sent with the app's start (./prefetch.ts).
 */
export async function queryData<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  context?: Partial<OperationContext>,
): Promise<Data> {
  const result = await queryResult(client, document, variables, context);
  if (result.data) return result.data;
  throw result.error ?? new Error('the query answered no data');
}
