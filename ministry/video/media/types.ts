/**
 * The contract of the ministry's media server (decision 043). Rooms and participants are opaque
 * ids: the media layer knows nothing of acts or persons; the video domain maps them.
 */

/** One participant's media from one connection, between recording start (or join) and stop (or leave). */
export type RecordingFile = {
  room: string;
  participant: string;
  /** 1 for the first connection in a recording, +1 each time the participant rejoins. */
  segment: number;
  /** Absolute path of the finished file (`.webm`), or of the `.part` file when not complete. */
  path: string;
  startedAt: Date;
  endedAt: Date;
  bytes: number;
  /** Hex SHA-256 of the file as stored at `path`. */
  sha256: string;
  /** True only for a finalised WebM (duration, segment size and cues written, structure checked). */
  complete: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
};

export type MediaEvent =
  | { type: 'participant.connected' | 'participant.disconnected'; room: string; participant: string }
  | { type: 'recording.finished'; file: RecordingFile };

/** An ICE server as in the browser's RTCIceServer (STUN or TURN); from configuration in production. */
export type IceServer = { urls: string; username?: string; credential?: string };

export interface MediaServerOptions {
  /** Where recordings are written; created when missing. */
  recordingsDir: string;
  /** STUN/TURN servers from configuration; none in the sandbox (loopback host candidates). */
  iceServers?: IceServer[];
  /** The address ICE binds to and offers as host candidate; 127.0.0.1 in the sandbox. */
  host?: string;
  /** UDP port range for ICE, for a firewall in production. */
  portRange?: [number, number];
  /** Rooms this server accepts at once (default 200). */
  maxRooms?: number;
  /** Participants one room accepts (default 8). */
  maxParticipantsPerRoom?: number;
  /** How long publish/subscribe wait for ICE gathering, ms (default 5000). */
  gatheringTimeoutMs?: number;
}

export interface MediaServer {
  /** A participant sends its camera and microphone: a client-initiated offer (non-trickle), answered here. */
  publish(room: string, participant: string, offerSdp: string): Promise<string>;
  /** A viewer receives one source participant's tracks: the client sends a recvonly offer. */
  subscribe(room: string, viewer: string, source: string, offerSdp: string): Promise<string>;
  /** Stops (or resumes) forwarding the participant's audio to viewers; the recording keeps it. */
  setMuted(room: string, participant: string, muted: boolean): void;
  /** Closes the participant's connections (its publication and its subscriptions) and finalises its segment. */
  leave(room: string, participant: string): Promise<void>;
  /** Records every present and future publisher of the room until stopRecording. */
  startRecording(room: string): void;
  /** Finalises the room's open segments; resolves with every file of this recording. */
  stopRecording(room: string): Promise<RecordingFile[]>;
  /** Participant and recording events; returns the unsubscribe function. */
  on(listener: (event: MediaEvent) => void): () => void;
  /** Closes every connection and finalises every open file (graceful ministry stop). */
  close(): Promise<void>;
}

/** Why the media server refused a call; `code` is a translation key suffix, `status` the HTTP status to map to. */
export type MediaErrorCode =
  | 'media_invalid_id'
  | 'media_invalid_sdp'
  | 'media_sdp_too_large'
  | 'media_unknown_room'
  | 'media_unknown_participant'
  | 'media_room_full'
  | 'media_too_many_rooms'
  | 'media_not_publishing'
  | 'media_closed';

export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    readonly status: 400 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'MediaError';
  }
}
