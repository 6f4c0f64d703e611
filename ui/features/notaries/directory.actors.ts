import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import {
  type DirectoryPage,
  type DirectoryPosition,
  type DirectoryQueryState,
  LocationError,
} from '../../../machines/notary-directory/directory.machine';
import type { NotaryDirectoryOfficesQueryVariables } from '../../gql/graphql';
import type { PortalOperationContext } from '../../graphql/client';
import { queryData } from '../../graphql/query-data';
import {
  DirectoryRegionsQuery,
  NotaryDirectoryOfficesQuery,
  NotaryDirectoryQuery,
} from './notaries.documents';

// The page shows its own failure (with a retry): no toast on top of it.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

/** The directory's query as the GraphQL filter. */
export function filterOf(query: DirectoryQueryState, size?: number) {
  return {
    sort: query.sort,
    regionId: query.regionId,
    districtId: query.districtId,
    officeId: query.officeId,
    name: query.name,
    latitude: query.position?.latitude ?? null,
    longitude: query.position?.longitude ?? null,
    page: query.page,
    ...(size === undefined ? {} : { size }),
  };
}

export const directoryPageSize = 10;

/** The browser's position; a refusal and every other failure are told apart for the message. */
function currentPosition(): Promise<DirectoryPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new LocationError('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) =>
        reject(new LocationError(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable')),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/** The directory statechart's actors (machines/notary-directory): a page through GraphQL, the position. */
export function directoryActors(client: Client) {
  return {
    loadPage: fromPromise(async ({ input }: { input: DirectoryQueryState }): Promise<DirectoryPage> => {
      const result = await client
        .query(NotaryDirectoryQuery, { filter: filterOf(input, directoryPageSize) }, silent)
        .toPromise();
      if (result.data) return result.data.notaryDirectory;
      throw result.error ?? new Error('no directory page');
    }),
    locate: fromPromise(currentPosition),
  };
}

/** The regions and their districts of the filters, the `load` of a query machine (machines/query). */
export const directoryRegions = async (client: Client, _variables: null) =>
  (await queryData(client, DirectoryRegionsQuery, {})).regions;

/** The offices of the list's filters on the map, the `load` of a query machine (machines/query). */
export const directoryOffices = async (client: Client, variables: NotaryDirectoryOfficesQueryVariables) =>
  (await queryData(client, NotaryDirectoryOfficesQuery, variables)).notaryDirectoryOffices;
