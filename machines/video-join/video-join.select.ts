import type { SnapshotFrom } from 'xstate';
import type { JoinedRoom, JoinRefusal, VideoJoinMachine } from './video-join.machine';

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
  };
}
