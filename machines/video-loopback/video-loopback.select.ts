import type { SnapshotFrom } from 'xstate';
import type { VideoLoopbackMachine } from './video-loopback.machine';

export type VideoLoopbackScreen =
  | 'loginRequired'
  | 'devices'
  | 'connecting'
  | 'live'
  | 'closing'
  | 'failed'
  | 'ended';

export interface VideoLoopbackView {
  screen: VideoLoopbackScreen;
  /** The page's line about where the test is, in the video namespace. */
  statusKey: string;
  errorKey: string | null;
  busy: boolean;
  /** Login is needed first: the message and the login button. */
  loginRequired: boolean;
  /** The returned video is playing: show it, with the returned audio's meter. */
  live: boolean;
  /** The returned audio's level, 0..1, and whether it is above silence. */
  level: number;
  hearing: boolean;
  canLeave: boolean;
  canRetry: boolean;
}

/** Above this RMS level the returned audio is heard (the readiness check's microphone uses 0.02 too). */
export const HEARD_LEVEL = 0.02;

function screenOf(snapshot: SnapshotFrom<VideoLoopbackMachine>): VideoLoopbackScreen {
  if (snapshot.matches('loginRequired')) return 'loginRequired';
  if (snapshot.matches('devices')) return 'devices';
  if (snapshot.matches({ linked: 'connecting' })) return 'connecting';
  if (snapshot.matches({ linked: 'live' })) return 'live';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('ended')) return 'ended';
  return 'closing';
}

/** Every status text the projection names, for the locale check. */
export const videoLoopbackStatusKeys = [
  'loopback.status.loginRequired',
  'loopback.status.devices',
  'loopback.status.connecting',
  'loopback.status.live',
  'loopback.status.closing',
  'loopback.status.failed',
  'loopback.status.ended',
] as const;

export function selectVideoLoopback(snapshot: SnapshotFrom<VideoLoopbackMachine>): VideoLoopbackView {
  const screen = screenOf(snapshot);
  const { level, errorKey } = snapshot.context;
  return {
    screen,
    statusKey: `loopback.status.${screen}`,
    errorKey,
    busy: snapshot.hasTag('busy'),
    loginRequired: screen === 'loginRequired',
    live: snapshot.hasTag('live'),
    level,
    hearing: level > HEARD_LEVEL,
    canLeave: snapshot.can({ type: 'loopback.left' }),
    canRetry: snapshot.can({ type: 'loopback.retried' }),
  };
}
