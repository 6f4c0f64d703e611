import type { SnapshotFrom } from 'xstate';
import type { NotaryMapMachine } from './notary-map.machine';

export interface NotaryMapView {
  /** Nothing of the map fetched yet: its place and a "show on map" button, watched for scrolling. */
  notShown: boolean;
  /** The chunk or the style is on its way (a status instead of the map). */
  loading: boolean;
  /** The map module, once loaded: the view draws the map with it. */
  module: unknown;
  styleUrl: string | null;
  /** The map drew its style: the offices and the visitor's position can be put on it. */
  ready: boolean;
  /** Everything is drawn and still (what a screenshot or a check of the pixels waits for). */
  idle: boolean;
  /** No map: the list under it is what the visitor uses, or a retry. */
  failed: boolean;
}

export function selectNotaryMap(snapshot: SnapshotFrom<NotaryMapMachine>): NotaryMapView {
  const failed = snapshot.matches('failed');
  const drawn = snapshot.matches('drawing') || snapshot.matches('ready');
  const notShown = snapshot.matches('notShown');
  return {
    notShown,
    loading: !notShown && !failed && !drawn,
    module: drawn ? snapshot.context.module : null,
    styleUrl: snapshot.context.styleUrl,
    ready: snapshot.matches('ready'),
    idle: snapshot.matches({ ready: 'idle' }),
    failed,
  };
}
