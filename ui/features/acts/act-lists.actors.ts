import type { Client, CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import {
  type ActFilterReference,
  type ActListPage,
  actListPageSize,
  type MyActsFilter,
  type NotaryQueueFilter,
} from '../../../machines/act-lists/act-lists.machine';
import type { ErrorReport } from '../../../machines/errors/error-policy';
import { type FragmentType, useFragment as readFragment } from '../../gql';
import type { ActListFilter, ActListItemFieldsFragment } from '../../gql/graphql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import {
  ActFilterReferenceQuery,
  ActListItemFragment,
  MyActsQuery,
  NotaryQueueQuery,
} from './acts.documents';

// The lists show their own failure with a retry; an expired session is still the error policy's.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

type ActRow = ActListItemFieldsFragment;

/** The actors of machines/act-lists: a page of my acts, of the notary's queue, the filter's reference. */
export function actListsActors(client: Client, report: (report: ErrorReport) => void) {
  const failed = (error: CombinedError | undefined) => {
    if (error) report(firstErrorReport(error, 'query'));
    return error ?? new Error('no answer');
  };
  const rows = (list: {
    items: readonly FragmentType<typeof ActListItemFragment>[];
    total: number;
    page: number;
    size: number;
  }): ActListPage<ActRow> => ({
    total: list.total,
    page: list.page,
    pageSize: list.size,
    items: [...readFragment(ActListItemFragment, list.items)],
  });
  return {
    myActsPage: fromPromise(
      async ({ input }: { input: { filter: MyActsFilter; page: number } }): Promise<ActListPage> => {
        const { tab, criteria } = input.filter;
        const result = await client
          .query(
            MyActsQuery,
            // The criteria are the form's, made by toActListFilter.
            { tab, filter: criteria as ActListFilter, page: input.page, size: actListPageSize },
            silent,
          )
          .toPromise();
        if (result.data) return rows(result.data.myActs);
        throw failed(result.error);
      },
    ),
    notaryQueuePage: fromPromise(
      async ({ input }: { input: { filter: NotaryQueueFilter; page: number } }): Promise<ActListPage> => {
        const result = await client
          .query(
            NotaryQueueQuery,
            { step: input.filter.step, page: input.page, size: actListPageSize },
            silent,
          )
          .toPromise();
        if (result.data) return rows(result.data.notaryQueue);
        throw failed(result.error);
      },
    ),
    filterReference: fromPromise(async (): Promise<ActFilterReference> => {
      const result = await client.query(ActFilterReferenceQuery, {}, silent).toPromise();
      if (result.data) return { actTypes: result.data.actTypes, offices: result.data.notaryOffices };
      throw failed(result.error);
    }),
  };
}
