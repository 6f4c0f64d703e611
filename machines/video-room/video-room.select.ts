import type { SnapshotFrom } from 'xstate';
import type { VideoRoomMachine } from './video-room.machine';
import { type PresenceStatus, presenceStatusOf, type RoomRole } from './video-room.presence';

export type VideoRoomScreen =
  | 'checking'
  | 'joining'
  | 'lobby'
  | 'inSession'
  | 'registering'
  | 'registered'
  | 'ended'
  | 'left'
  | 'refused'
  | 'connectionFailed';

/** Another participant's tile. */
export interface VideoRoomTile {
  participantId: string;
  role: RoomRole;
  roleKey: string;
  status: PresenceStatus;
  /** "Connection lost, paused", "left", … in the video namespace. */
  statusKey: string;
  /**
   * Their media is expected: present, not paused, and admitted (or waiting, for the notary, who sees
   * who waits): the same rule as `sources`.
   */
  showsVideo: boolean;
  /** The notary's controls for this tile. */
  canAdmit: boolean;
  canMute: boolean;
  canUnmute: boolean;
}

/** This participant's own tile: their camera's preview, with the status the others see for them. */
export interface VideoRoomSelfTile {
  participantId: string;
  role: RoomRole;
  roleKey: string;
  status: PresenceStatus;
  statusKey: string;
}

/** Another participant's publication this participant receives (one recvonly connection each). */
export interface VideoRoomSource {
  participantId: string;
  mediaId: string;
}

export interface VideoRoomView {
  screen: VideoRoomScreen;
  /** The banner: what the room is doing for this participant, in the video namespace. */
  statusKey: string;
  errorKey: string | null;
  busy: boolean;
  done: boolean;
  role: RoomRole;
  /** A phone or tablet: tiles are 3:4 portrait (section 9). */
  mobile: boolean;
  /** The notary muted this participant: the view turns the microphone track off. */
  selfMuted: boolean;
  /** This participant's own link: "connection lost, paused", attempt n of the limit. */
  connection: { paused: boolean; attempt: number; of: number; nextDelayMs: number | null; failed: boolean };
  /** Null before the room is entered and after it is over: nothing to preview then. */
  self: VideoRoomSelfTile | null;
  tiles: VideoRoomTile[];
  /**
   * Whose media to receive: the others who published (mediaId set), are not paused or gone, and are
   * admitted (the notary receives everyone, to see who waits); nobody while this participant is not
   * in the session itself (a party in the lobby sees and hears no one).
   */
  sources: VideoRoomSource[];
  controls: { start: boolean; register: boolean; end: boolean; leave: boolean; retry: boolean };
  regnum: string | null;
}

type Snapshot = SnapshotFrom<VideoRoomMachine>;

function screenOf(snapshot: Snapshot): VideoRoomScreen {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches({ session: 'joining' })) return 'joining';
  if (snapshot.matches({ session: { inRoom: { stage: 'lobby' } } })) return 'lobby';
  if (snapshot.matches({ session: { inRoom: { stage: 'inSession' } } })) return 'inSession';
  if (snapshot.matches({ session: { inRoom: { stage: 'registering' } } })) return 'registering';
  if (snapshot.matches('registered')) return 'registered';
  if (snapshot.matches('ended')) return 'ended';
  if (snapshot.matches('left')) return 'left';
  if (snapshot.matches('connectionFailed')) return 'connectionFailed';
  return 'refused';
}

const screenStatusKeys: Record<VideoRoomScreen, string> = {
  checking: 'status.checking',
  joining: 'status.joining',
  lobby: 'status.waitingForNotary',
  inSession: 'status.inSession',
  registering: 'status.registering',
  registered: 'status.registered',
  ended: 'status.ended',
  left: 'status.left',
  refused: 'status.refused',
  connectionFailed: 'status.connectionFailed',
};

/** Every banner text the projection names, for the locale check. */
export const videoRoomStatusKeys = [
  ...new Set([...Object.values(screenStatusKeys), 'status.readyToStart', 'status.connectionLost']),
];
/** The labels of the controls the projection enables (the view's buttons). */
export const videoRoomControlKeys = [
  'controls.start',
  'controls.admit',
  'controls.mute',
  'controls.unmute',
  'controls.register',
  'controls.end',
  'controls.leave',
  'controls.retry',
  'connection.reconnecting',
] as const;

const inRoomScreens: readonly VideoRoomScreen[] = ['lobby', 'inSession', 'registering'];

function sourcesOf(snapshot: Snapshot, screen: VideoRoomScreen): VideoRoomSource[] {
  const { context } = snapshot;
  const notary = context.self.role === 'notary';
  const receiving = notary
    ? inRoomScreens.includes(screen)
    : screen === 'inSession' || screen === 'registering';
  if (!receiving) return [];
  return context.participants.flatMap((p) =>
    p.participantId !== context.self.participantId &&
    p.mediaId !== null &&
    !p.paused &&
    !p.left &&
    (p.admitted || notary)
      ? [{ participantId: p.participantId, mediaId: p.mediaId }]
      : [],
  );
}

function selfTileOf(snapshot: Snapshot, screen: VideoRoomScreen, paused: boolean): VideoRoomSelfTile | null {
  const { context } = snapshot;
  if (!inRoomScreens.includes(screen)) return null;
  const record = context.participants.find((p) => p.participantId === context.self.participantId);
  const status: PresenceStatus = paused
    ? 'paused'
    : record
      ? presenceStatusOf(record)
      : context.self.role === 'notary' || screen !== 'lobby'
        ? 'inCall'
        : 'waitingForAdmission';
  return {
    participantId: context.self.participantId,
    role: context.self.role,
    roleKey: `role.${context.self.role}`,
    status,
    statusKey: `tile.${status}`,
  };
}

export function selectVideoRoom(snapshot: Snapshot): VideoRoomView {
  const { context } = snapshot;
  const screen = screenOf(snapshot);
  const paused = snapshot.hasTag('paused');
  const self = context.participants.find((p) => p.participantId === context.self.participantId);
  const statusKey = paused
    ? 'status.connectionLost'
    : screen === 'lobby' && context.self.role === 'notary'
      ? 'status.readyToStart'
      : screenStatusKeys[screen];
  const tiles = context.participants
    .filter((p) => p.participantId !== context.self.participantId)
    .map((p): VideoRoomTile => {
      const status = presenceStatusOf(p);
      return {
        participantId: p.participantId,
        role: p.role,
        roleKey: `role.${p.role}`,
        status,
        statusKey: `tile.${status}`,
        showsVideo:
          status === 'inCall' ||
          status === 'muted' ||
          (status === 'waitingForAdmission' && context.self.role === 'notary'),
        canAdmit: snapshot.can({ type: 'notary.admitted', participantId: p.participantId }),
        canMute: snapshot.can({ type: 'notary.muted', participantId: p.participantId, muted: true }),
        canUnmute: snapshot.can({ type: 'notary.muted', participantId: p.participantId, muted: false }),
      };
    });
  return {
    screen,
    statusKey,
    errorKey: context.errorKey,
    busy: snapshot.hasTag('busy'),
    done: snapshot.hasTag('done'),
    role: context.self.role,
    mobile: context.mobile,
    selfMuted: self?.muted ?? false,
    connection: {
      paused,
      attempt: context.attempts,
      of: context.policy.reconnectLimit,
      nextDelayMs: paused ? context.nextDelayMs : null,
      failed: screen === 'connectionFailed',
    },
    self: selfTileOf(snapshot, screen, paused),
    tiles,
    sources: sourcesOf(snapshot, screen),
    controls: {
      start: snapshot.can({ type: 'notary.started' }),
      register: snapshot.can({ type: 'notary.registered' }),
      end: snapshot.can({ type: 'notary.ended' }),
      leave: snapshot.can({ type: 'call.left' }),
      retry: snapshot.can({ type: 'call.retried' }),
    },
    regnum: context.regnum,
  };
}
