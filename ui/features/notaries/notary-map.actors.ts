import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { PortalOperationContext } from '../../graphql/client';
import { MapStyleQuery } from './notaries.documents';

// Without the configured style the offline basemap is drawn: no toast for that.
const silent: PortalOperationContext = { silent: true };

/** The map statechart's actors (machines/notary-directory/notary-map.machine.ts). */
export function notaryMapActors(client: Client) {
  return {
    // maplibre-gl (~290 KB gzip) arrives only with the map, on this route (decision 051).
    loadModule: fromPromise((): Promise<unknown> => import('./notary-map')),
    loadStyle: fromPromise(async (): Promise<string | null> => {
      const result = await client.query(MapStyleQuery, {}, silent).toPromise();
      if (result.data) return result.data.clientConfig.mapStyleUrl ?? null;
      throw result.error ?? new Error('no client config');
    }),
  };
}
