/**
 * The ministry's media server: a selective forwarding unit on werift (decision 043). Each
 * participant publishes one connection (camera and microphone) and opens one receive-only
 * connection per remote participant it views; every offer comes from the client, so signalling
 * is request/answer. RTP is forwarded untouched (werift rewrites SSRC, payload type and sequence
 * per sender); nothing is decoded. Recording taps the same RTP into one WebM per participant and
 * connection (a segment).
 */
import { mkdirSync } from 'node:fs';
import {
  MediaStreamTrack as LocalTrack,
  type MediaStreamTrack,
  useNACK as nackFeedback,
  type PeerConfig,
  usePLI as pliFeedback,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type RTCRtpReceiver,
  type RTCRtpTransceiver,
  RtcpPayloadSpecificFeedback,
  useREMB as rembFeedback,
} from 'werift';
import { SegmentRecorder } from './recording';
import {
  MediaError,
  type MediaEvent,
  type MediaServer,
  type MediaServerOptions,
  type RecordingFile,
} from './types';

/** Ids are opaque to the media layer but become file names: a conservative alphabet, bounded. */
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
/** Chromium's offers for one audio and one video section are ~5-8 KB; 64 KiB leaves room for TURN candidates. */
export const maxSdpBytes = 64 * 1024;
/** Keyframe requests to a publisher at most this often, whatever the viewers ask. */
const pliIntervalMs = 1000;
/**
 * A recording starts once every offered track has sent RTP, or this long after the first did. Both
 * kinds share one transport and normally flow within milliseconds of each other; on an overloaded
 * ministry (load 7 on two cores) the second came more than 3 s after the first and the file lacked
 * it. A track that never flows (a muted-at-source camera) only delays the start by this much.
 */
const trackWaitMs = 10_000;

type Kind = 'audio' | 'video';

type Publication = {
  pc: RTCPeerConnection;
  expected: Set<Kind>;
  tracks: Map<Kind, { track: MediaStreamTrack; receiver: RTCRtpReceiver }>;
  /** Kinds that have delivered RTP (a remote track's codec is known only then). */
  flowing: Set<Kind>;
  firstRtpAt?: number;
  lastPliAt: number;
  segment?: SegmentRecorder;
  segmentStarting?: Promise<void>;
  recordTimer?: NodeJS.Timeout;
  connected: boolean;
  closed: boolean;
};

type Subscription = {
  viewer: string;
  source: string;
  pc: RTCPeerConnection;
  tracks: Map<Kind, LocalTrack>;
};

type Participant = { id: string; muted: boolean; publication?: Publication };

type Room = {
  id: string;
  participants: Map<string, Participant>;
  subscriptions: Subscription[];
  recording?: { files: RecordingFile[] };
};

function checkId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !idPattern.test(value))
    throw new MediaError('media_invalid_id', 400, `${what} must be 1-64 characters of A-Z a-z 0-9 _ -`);
  return value;
}

/** The kinds of the offer's media sections, and whether each sends (as seen from the client). */
function offeredSections(sdp: unknown): { kind: Kind; sends: boolean }[] {
  if (typeof sdp !== 'string') throw new MediaError('media_invalid_sdp', 400, 'the offer must be SDP text');
  if (Buffer.byteLength(sdp, 'utf8') > maxSdpBytes)
    throw new MediaError('media_sdp_too_large', 400, `the offer exceeds ${maxSdpBytes} bytes`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing NUL is the point
  if (!sdp.startsWith('v=0') || /\u0000/.test(sdp))
    throw new MediaError('media_invalid_sdp', 400, 'the offer is not SDP');
  const sections = sdp.split(/\r?\nm=/).slice(1);
  const result = sections.map((section) => {
    const kind = section.split(' ')[0];
    if (kind !== 'audio' && kind !== 'video')
      throw new MediaError('media_invalid_sdp', 400, 'only one audio and one video section are accepted');
    const sends = !/\r?\na=(recvonly|inactive)\b/.test(section);
    return { kind, sends } as { kind: Kind; sends: boolean };
  });
  const kinds = result.map((s) => s.kind);
  if (result.length === 0 || new Set(kinds).size !== kinds.length)
    throw new MediaError('media_invalid_sdp', 400, 'only one audio and one video section are accepted');
  return result;
}

export function createMediaServer(options: MediaServerOptions): MediaServer {
  mkdirSync(options.recordingsDir, { recursive: true });
  const maxRooms = options.maxRooms ?? 200;
  const maxParticipants = options.maxParticipantsPerRoom ?? 8;
  const gatheringTimeoutMs = options.gatheringTimeoutMs ?? 5000;
  const rooms = new Map<string, Room>();
  const listeners = new Set<(event: MediaEvent) => void>();
  let closed = false;

  const peerConfig: Partial<PeerConfig> = {
    codecs: {
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
      video: [
        new RTCRtpCodecParameters({
          mimeType: 'video/VP8',
          clockRate: 90000,
          rtcpFeedback: [nackFeedback(), pliFeedback(), rembFeedback()],
        }),
      ],
    },
    iceServers: options.iceServers ?? [],
    iceUseIpv6: false,
    ...(options.portRange ? { icePortRange: options.portRange } : {}),
    ...(options.host
      ? { iceInterfaceAddresses: { udp4: options.host }, iceAdditionalHostAddresses: [options.host] }
      : {}),
  };

  function emit(event: MediaEvent) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // A listener's failure is its own; the media keeps flowing.
      }
    }
  }

  function ensureOpen() {
    if (closed) throw new MediaError('media_closed', 503, 'the media server is closed');
  }

  function roomOf(roomId: string): Room {
    const room = rooms.get(roomId);
    if (!room) throw new MediaError('media_unknown_room', 404, 'no such room');
    return room;
  }

  function participantOf(room: Room, id: string): Participant {
    const participant = room.participants.get(id);
    if (!participant)
      throw new MediaError('media_unknown_participant', 404, 'no such participant in the room');
    return participant;
  }

  async function answer(pc: RTCPeerConnection, offerSdp: string): Promise<string> {
    await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    const local = await pc.createAnswer();
    await pc.setLocalDescription(local);
    if (pc.iceGatheringState !== 'complete') {
      await pc.iceGatheringStateChange
        .watch((state) => state === 'complete', gatheringTimeoutMs)
        .catch(() => undefined);
    }
    const sdp = pc.localDescription?.sdp;
    if (!sdp) throw new MediaError('media_invalid_sdp', 400, 'the offer could not be answered');
    return sdp;
  }

  function requestKeyframe(publication: Publication, force = false) {
    const video = publication.tracks.get('video');
    if (!video?.track.ssrc) return;
    const now = Date.now();
    if (!force && now - publication.lastPliAt < pliIntervalMs) return;
    publication.lastPliAt = now;
    void video.receiver.sendRtcpPLI(video.track.ssrc).catch(() => undefined);
  }

  function maybeStartSegment(room: Room, participant: Participant) {
    const publication = participant.publication;
    if (
      !room.recording ||
      !publication ||
      publication.closed ||
      publication.segment ||
      publication.segmentStarting
    )
      return;
    const ready =
      [...publication.expected].every((kind) => publication.flowing.has(kind)) ||
      (publication.firstRtpAt !== undefined && Date.now() - publication.firstRtpAt >= trackWaitMs);
    if (!ready || publication.flowing.size === 0) {
      if (publication.firstRtpAt !== undefined && !publication.recordTimer) {
        publication.recordTimer = setTimeout(() => maybeStartSegment(room, participant), trackWaitMs);
      }
      return;
    }
    clearTimeout(publication.recordTimer);
    const tracks = [...publication.flowing].map(
      (kind) => publication.tracks.get(kind)?.track as MediaStreamTrack,
    );
    publication.segmentStarting = SegmentRecorder.start({
      recordingsDir: options.recordingsDir,
      room: room.id,
      participant: participant.id,
      tracks,
      startedAt: new Date(),
    }).then(
      (segment) => {
        publication.segment = segment;
        publication.segmentStarting = undefined;
        // The file must begin with a keyframe: werift's writer drops frames until it sees one.
        requestKeyframe(publication, true);
        if (publication.closed || !room.recording) void finishSegment(room, publication);
      },
      () => {
        publication.segmentStarting = undefined;
      },
    );
  }

  async function finishSegment(room: Room, publication: Publication): Promise<RecordingFile | undefined> {
    clearTimeout(publication.recordTimer);
    publication.recordTimer = undefined;
    await publication.segmentStarting;
    const segment = publication.segment;
    if (!segment) return undefined;
    publication.segment = undefined;
    const file = await segment.finish(new Date());
    if (!file) return undefined;
    room.recording?.files.push(file);
    emit({ type: 'recording.finished', file });
    return file;
  }

  async function closePublication(room: Room, participant: Participant): Promise<RecordingFile | undefined> {
    const publication = participant.publication;
    if (!publication || publication.closed) return undefined;
    publication.closed = true;
    const file = await finishSegment(room, publication);
    await publication.pc.close().catch(() => undefined);
    if (participant.publication === publication) participant.publication = undefined;
    if (publication.connected)
      emit({ type: 'participant.disconnected', room: room.id, participant: participant.id });
    return file;
  }

  function forward(room: Room, source: Participant, kind: Kind, rtp: import('werift').RtpPacket) {
    if (kind === 'audio' && source.muted) return;
    for (const subscription of room.subscriptions) {
      if (subscription.source === source.id) subscription.tracks.get(kind)?.writeRtp(rtp);
    }
  }

  function watchConnection(room: Room, participant: Participant, publication: Publication) {
    publication.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' && !publication.connected && !publication.closed) {
        publication.connected = true;
        emit({ type: 'participant.connected', room: room.id, participant: participant.id });
      }
      // A lost network: the segment ends here; a rejoin publishes anew and opens the next segment.
      if (state === 'failed' && !publication.closed) void closePublication(room, participant);
    });
  }

  const server: MediaServer = {
    async publish(roomId, participantId, offerSdp) {
      ensureOpen();
      checkId(roomId, 'room');
      checkId(participantId, 'participant');
      const sections = offeredSections(offerSdp);
      if (!sections.some((s) => s.sends))
        throw new MediaError('media_invalid_sdp', 400, 'a publication must send audio or video');
      let room = rooms.get(roomId);
      if (!room) {
        if (rooms.size >= maxRooms)
          throw new MediaError('media_too_many_rooms', 503, 'no room for another room');
        room = { id: roomId, participants: new Map(), subscriptions: [] };
        rooms.set(roomId, room);
      }
      let participant = room.participants.get(participantId);
      if (!participant) {
        if (room.participants.size >= maxParticipants)
          throw new MediaError('media_room_full', 409, 'the room is full');
        participant = { id: participantId, muted: false };
        room.participants.set(participantId, participant);
      }
      // Publishing again (a reconnect without leave) replaces the old connection and its segment.
      await closePublication(room, participant);
      const pc = new RTCPeerConnection(peerConfig);
      const publication: Publication = {
        pc,
        expected: new Set(sections.filter((s) => s.sends).map((s) => s.kind)),
        tracks: new Map(),
        flowing: new Set(),
        lastPliAt: 0,
        connected: false,
        closed: false,
      };
      participant.publication = publication;
      const theRoom = room;
      const theParticipant = participant;
      pc.onRemoteTransceiverAdded.subscribe((transceiver: RTCRtpTransceiver) => {
        transceiver.setDirection('recvonly');
      });
      pc.onTrack.subscribe((track) => {
        const kind = track.kind as Kind;
        const transceiver = pc.getTransceivers().find((t) => t.receiver.tracks.includes(track));
        if (!transceiver) return;
        publication.tracks.set(kind, { track, receiver: transceiver.receiver });
        track.onReceiveRtp.subscribe((rtp) => {
          if (!publication.flowing.has(kind)) {
            publication.flowing.add(kind);
            publication.firstRtpAt ??= Date.now();
            maybeStartSegment(theRoom, theParticipant);
          }
          forward(theRoom, theParticipant, kind, rtp);
        });
      });
      watchConnection(room, participant, publication);
      try {
        return await answer(pc, offerSdp);
      } catch (error) {
        await closePublication(room, participant);
        if (error instanceof MediaError) throw error;
        throw new MediaError('media_invalid_sdp', 400, 'the offer could not be answered');
      }
    },

    async subscribe(roomId, viewerId, sourceId, offerSdp) {
      ensureOpen();
      const room = roomOf(checkId(roomId, 'room'));
      participantOf(room, checkId(viewerId, 'viewer'));
      const source = participantOf(room, checkId(sourceId, 'source'));
      const sections = offeredSections(offerSdp);
      if (sections.some((s) => s.sends))
        throw new MediaError('media_invalid_sdp', 400, 'a subscription offer must be receive-only');
      const previous = room.subscriptions.find((s) => s.viewer === viewerId && s.source === sourceId);
      if (previous) {
        room.subscriptions = room.subscriptions.filter((s) => s !== previous);
        await previous.pc.close().catch(() => undefined);
      }
      const pc = new RTCPeerConnection(peerConfig);
      const subscription: Subscription = { viewer: viewerId, source: sourceId, pc, tracks: new Map() };
      pc.onRemoteTransceiverAdded.subscribe((transceiver: RTCRtpTransceiver) => {
        const kind = transceiver.kind as Kind;
        const track = new LocalTrack({ kind });
        subscription.tracks.set(kind, track);
        transceiver.setDirection('sendonly');
        void transceiver.sender.replaceTrack(track);
        if (kind === 'video') {
          // A viewer that lost a picture asks for a keyframe; the publisher is asked, rate-limited.
          transceiver.sender.onRtcp.subscribe((packet) => {
            if (packet instanceof RtcpPayloadSpecificFeedback && source.publication)
              requestKeyframe(source.publication);
          });
        }
      });
      room.subscriptions.push(subscription);
      try {
        const sdp = await answer(pc, offerSdp);
        pc.connectionStateChange.subscribe((state) => {
          if (state === 'connected' && source.publication) requestKeyframe(source.publication, true);
        });
        return sdp;
      } catch (error) {
        room.subscriptions = room.subscriptions.filter((s) => s !== subscription);
        await pc.close().catch(() => undefined);
        if (error instanceof MediaError) throw error;
        throw new MediaError('media_invalid_sdp', 400, 'the offer could not be answered');
      }
    },

    setMuted(roomId, participantId, muted) {
      ensureOpen();
      const room = roomOf(checkId(roomId, 'room'));
      participantOf(room, checkId(participantId, 'participant')).muted = muted === true;
    },

    async leave(roomId, participantId) {
      ensureOpen();
      const room = roomOf(checkId(roomId, 'room'));
      const participant = participantOf(room, checkId(participantId, 'participant'));
      const gone = room.subscriptions.filter((s) => s.viewer === participantId || s.source === participantId);
      room.subscriptions = room.subscriptions.filter((s) => !gone.includes(s));
      await Promise.all(gone.map((s) => s.pc.close().catch(() => undefined)));
      await closePublication(room, participant);
      room.participants.delete(participantId);
      if (room.participants.size === 0 && !room.recording) rooms.delete(roomId);
    },

    startRecording(roomId) {
      ensureOpen();
      const room = roomOf(checkId(roomId, 'room'));
      if (room.recording) return;
      room.recording = { files: [] };
      for (const participant of room.participants.values()) maybeStartSegment(room, participant);
    },

    async stopRecording(roomId) {
      ensureOpen();
      const room = roomOf(checkId(roomId, 'room'));
      const recording = room.recording;
      if (!recording) return [];
      await Promise.all(
        [...room.participants.values()].map((p) =>
          p.publication ? finishSegment(room, p.publication) : undefined,
        ),
      );
      room.recording = undefined;
      if (room.participants.size === 0) rooms.delete(roomId);
      return recording.files;
    },

    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(
        [...rooms.values()].map(async (room) => {
          await Promise.all(room.subscriptions.map((s) => s.pc.close().catch(() => undefined)));
          room.subscriptions = [];
          await Promise.all([...room.participants.values()].map((p) => closePublication(room, p)));
        }),
      );
      rooms.clear();
    },
  };
  return server;
}
