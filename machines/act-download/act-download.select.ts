import type { SnapshotFrom } from 'xstate';
import type { ActDownloadEvent, ActDownloadMachine, ShownFile } from './act-download.machine';

export interface ActDownloadView {
  /** The file is being fetched: the button shows it is busy. */
  busy: boolean;
  /** The file the kiosk's print dialog shows (the dialog is open while it is set). */
  shown: ShownFile | null;
}

export function selectActDownload(snapshot: SnapshotFrom<ActDownloadMachine>): ActDownloadView {
  return { busy: snapshot.hasTag('busy'), shown: snapshot.context.shown };
}

/** What the download buttons may ask of the machine. */
export function actDownloadIntents(send: (event: ActDownloadEvent) => void) {
  return {
    request: () => send({ type: 'download.requested' }),
    close: () => send({ type: 'download.closed' }),
  };
}
