import type { SnapshotFrom } from 'xstate';
import type { InstructionalVideoEvent, InstructionalVideoMachine } from './instructional-video.machine';

export interface InstructionalVideoView {
  /** The video's dialog is open (the login dialog steps aside). */
  open: boolean;
  /** The player could not play the video: the dialog says so instead. */
  failed: boolean;
}

/** What the dialog renders (it compares no state names). */
export function selectInstructionalVideo(
  snapshot: SnapshotFrom<InstructionalVideoMachine>,
): InstructionalVideoView {
  return { open: snapshot.hasTag('dialog'), failed: snapshot.hasTag('error') };
}

/** What the link, the dialog and the player may ask of the machine: its events are spelled here only. */
export function instructionalVideoIntents(send: (event: InstructionalVideoEvent) => void) {
  return {
    open: () => send({ type: 'video.opened' }),
    close: () => send({ type: 'video.closed' }),
    fail: () => send({ type: 'video.failed' }),
  };
}
export type InstructionalVideoIntents = ReturnType<typeof instructionalVideoIntents>;
