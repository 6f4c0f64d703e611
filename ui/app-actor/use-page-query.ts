import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import { queryMachine } from '../../machines/query/query.machine';
import { queryIntents, selectQuery } from '../../machines/query/query.select';
import { usePageMachine } from './use-page-machine';

/**
 * A page's read as a statechart (machines/query, decision 093): `loading -> shown | failed`, traced
 * with the page's actors, its GraphQL call the machine's `load` actor. `variables` are the page's
 * input (a route's parameter, a filter): when they say something else, the machine loads again.
 * Returns the projection and the intents (`retry`, `reload`).
 */
export function usePageQuery<Variables, Data>(
  id: string,
  load: (client: Client, variables: Variables) => Promise<Data>,
  variables: Variables,
) {
  const actor = usePageMachine(
    ({ client }) =>
      queryMachine(id).provide({
        actors: { load: fromPromise(({ input }) => load(client, input as Variables)) },
      }),
    { input: { variables } },
  );
  const intents = useMemo(() => queryIntents<Variables>(actor.send), [actor]);
  useChangeOf(variables, intents.change);
  const view = useSelector(actor, selectQuery<Data>);
  return { ...view, retry: intents.retry, reload: intents.reload };
}

/**
 * Calls `change` (a machine's intent, stable for the actor's life) with `value` whenever it says
 * something else than before: a page's input (a route's parameter, a filter) handed to its machine,
 * compared by what it says (its JSON), not by its identity, which every render makes anew.
 */
export function useChangeOf<T>(value: T, change: (value: T) => void) {
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value as it says, not its identity.
  useEffect(() => {
    change(value);
  }, [change, key]);
}
