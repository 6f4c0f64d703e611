import type { SnapshotFrom } from 'xstate';
import type { JoinedRoom, JoinRefusal, RoomFinish, VideoJoinMachine } from './video-join.machine';

export interface VideoJoinView {
  checking: boolean;
  canJoin: boolean;
  joining: boolean;
  inRoom: boolean;
  canLeave: boolean;
  left: boolean;
  refusal: JoinRefusal | null;
  canRecheck: boolean;
  joined: JoinedRoom | null;
  /** The room's end once it is over and the attendance closed (or closing). */
  finished: RoomFinish | null;
  /** What the tab says about the last room after it: the outcome's text in the video namespace. */
  finishedBanner: { key: string; params: Record<string, string>; error: boolean; outcome: string } | null;
}

function bannerOf(finished: RoomFinish | null): VideoJoinView['finishedBanner'] {
  if (!finished) return null;
  const { outcome, regnum, errorKey } = finished;
  if (outcome === 'registered' && regnum) {
    return { key: 'status.registeredNumber', params: { regnum }, error: false, outcome };
  }
  return { key: errorKey ?? `status.${outcome}`, params: {}, error: errorKey !== null, outcome };
}

export function selectVideoJoin(snapshot: SnapshotFrom<VideoJoinMachine>): VideoJoinView {
  return {
    checking: snapshot.matches('checking'),
    canJoin: snapshot.can({ type: 'join.requested' }),
    joining: snapshot.matches('joining'),
    inRoom: snapshot.hasTag('inRoom'),
    canLeave: snapshot.can({ type: 'call.left' }),
    left: snapshot.matches('left'),
    refusal: snapshot.context.refusal,
    canRecheck: snapshot.can({ type: 'check.restarted' }),
    joined: snapshot.context.joined,
    finished: snapshot.context.finished,
    finishedBanner: bannerOf(snapshot.context.finished),
  };
}
