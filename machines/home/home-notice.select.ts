import type { SnapshotFrom } from 'xstate';
import type { HomeNoticeEvent, HomeNoticeMachine, HomeNoticeScene } from './home-notice.machine';

export interface HomeNoticeView {
  /** The notice is on screen. */
  open: boolean;
}

export const selectHomeNotice = (snapshot: SnapshotFrom<HomeNoticeMachine>): HomeNoticeView => ({
  open: snapshot.matches({ pending: 'open' }),
});

/** What the view calls: the machine file is the only place its events are spelled. */
export const homeNoticeIntents = (send: (event: HomeNoticeEvent) => void) => ({
  /** The session's and the login's projections as they are now. */
  see: (scene: HomeNoticeScene) => send({ type: 'notice.sceneChanged', scene }),
  close: () => send({ type: 'notice.closed' }),
});
