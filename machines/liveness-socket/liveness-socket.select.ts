import type { SnapshotFrom } from 'xstate';
import type { LivenessSocketMachine } from './liveness-socket.machine';

export type LivenessSocketPhase =
  | 'connecting'
  | 'handshaking'
  | 'ready'
  | 'reconnecting'
  | 'succeeded'
  | 'failed'
  | 'stopped';

export interface LivenessSocketView {
  phase: LivenessSocketPhase;
  /** Frames are forwarded only once the server accepted the session. */
  canSendImage: boolean;
  reconnecting: boolean;
  done: boolean;
  attempts: number;
  failures: number;
  nextDelayMs: number | null;
  minDelayMs: number;
}

export function selectLivenessSocket(snapshot: SnapshotFrom<LivenessSocketMachine>): LivenessSocketView {
  const phase: LivenessSocketPhase = snapshot.matches('succeeded')
    ? 'succeeded'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('stopped')
        ? 'stopped'
        : snapshot.hasTag('reconnecting')
          ? 'reconnecting'
          : snapshot.hasTag('ready')
            ? 'ready'
            : snapshot.hasTag('open')
              ? 'handshaking'
              : 'connecting';
  const { context } = snapshot;
  return {
    phase,
    canSendImage: snapshot.can({ type: 'liveness.imageSubmitted', contentType: 'image/jpeg', image: '' }),
    reconnecting: snapshot.hasTag('reconnecting'),
    done: snapshot.hasTag('done'),
    attempts: context.attempts,
    failures: context.failures,
    nextDelayMs: context.nextDelayMs,
    minDelayMs: context.minDelayMs,
  };
}
