import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { NotaryFilter } from '../../../machines/act-form/notary-search.machine';
import type { NotariesQuery as NotariesResult } from '../../gql/graphql';
import { queryData } from '../../graphql/query-data';
import { NotariesQuery, NotaryChoiceRegionsQuery } from './notary-choice.documents';

export type ChoosableNotary = NotariesResult['notaries'][number];

/** The regions and their districts of the choice's filters, the `load` of a query machine (machines/query). */
export const notaryChoiceRegions = async (client: Client, _variables: null) =>
  (await queryData(client, NotaryChoiceRegionsQuery, {})).regions;

/**
 * The call of machines/act-form/notary-search: the notaries of a region, a district and a name
 * (`ChoosableNotary`s, which the chart holds as `unknown` and its projection gives back typed).
 */
export const notarySearchActors = (client: Client) => ({
  find: fromPromise(
    async ({ input }: { input: NotaryFilter }): Promise<readonly unknown[]> =>
      (await queryData(client, NotariesQuery, input)).notaries,
  ),
});
