import { eq } from 'drizzle-orm';
import type { RoomCommand, RoomPhase, RoomServerEvent } from '../../machines/video-room/video-room.machine';
import {
  type ActVideoRole,
  applyPresence,
  type RoomParticipant,
  type RoomPresenceEvent,
  type RoomRole,
  roomParticipantId,
  roomPresenceEventTypes,
  roomRoleOf,
} from '../../machines/video-room/video-room.presence';
import type { Acts } from '../acts/lifecycle';
import { timedStates } from '../acts/non-attendance';
import type { Database } from '../db/database';
import { notarialActs } from '../db/schema';
import { MinistryError } from '../errors';
import { MediaError, type MediaEvent, type MediaServer } from './media';
import { RecordingRejected, registerRecording } from './recordings';

// The live rooms of video acts (issue 11, decision 047): one per act, keyed by the act's uuid, held
// in this process's memory beside the media server's room of the same id (the media server keeps its
// rooms in one process too, so a room needs affinity to one ministry instance). The participant list
// is authoritative and kept with `applyPresence`, the reducer the browser's room machine runs: every
// change is broadcast as the very event the reducer applied here, so every screen agrees with this one.
// A person is `notary` or `party-<partyId>` across rejoins; their media id is the attendance id of
// their current join (the media server's participant id).

/** How long a room whose people all left or lost their connection keeps recording (2 minutes). */
export const defaultRecordingGraceMs = 2 * 60_000;

/** One participant's open event stream (the SSE response). */
export interface RoomStream {
  send(event: RoomServerEvent): void;
  /** Ends the stream without the room taking it as a lost connection. */
  end(): void;
}

/** An open join of the act (the attendance row), as `openJoin` answers it. */
export interface RoomJoin {
  attendanceId: number;
  userId: number;
  role: ActVideoRole;
  partyId: number | null;
}

interface Person {
  participantId: string;
  role: RoomRole;
  /** The current join's attendance id: the media id of their publication. */
  attendanceId: number;
  userId: number;
  stream: RoomStream | null;
}

interface LiveRoom {
  uuid: string;
  actId: number;
  phase: RoomPhase;
  participants: RoomParticipant[];
  persons: Map<string, Person>;
  /** The media server was asked to record this room (and not yet to stop). */
  recording: boolean;
  graceTimer: NodeJS.Timeout | undefined;
  closed: boolean;
}

export interface RoomLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface RoomRegistryOptions {
  db: Database;
  acts: Pick<Acts, 'transition' | 'onActChanged'>;
  media: MediaServer;
  logger: RoomLogger;
  recordingGraceMs?: number;
}

export interface RoomRegistry {
  /**
   * The person enters (or comes back to) the act's room with an open join: the stream gets `joined`
   * first, everyone else `participantJoined`. Answers the function the stream calls when it closes.
   */
  enter(act: { id: number; uuid: string }, join: RoomJoin, stream: RoomStream): () => void;
  /** `leaveVideo`: the person is gone for good (participantLeft), their media closed. */
  left(uuid: string, attendanceId: number): Promise<void>;
  publish(uuid: string, attendanceId: number, sdp: string): Promise<string>;
  subscribe(uuid: string, attendanceId: number, mediaId: string, sdp: string): Promise<string>;
  command(uuid: string, attendanceId: number, command: RoomCommand): Promise<void>;
  /** The live rooms of this process (the metrics' room count). */
  count(): number;
  /** The room's phase and people, or null when the act has no live room (tests, diagnostics). */
  snapshot(uuid: string): { phase: RoomPhase; participants: RoomParticipant[] } | null;
  /** Ends every stream (the ministry stops); the media server is closed by its owner. */
  close(): void;
  /** Stops listening to the media server once the recordings it reported are registered (after media.close()). */
  drain(): Promise<void>;
}

/** A media server refusal as the ministry's error: its code and HTTP status (decision 043). */
export function ministryErrorOf(error: unknown): unknown {
  return error instanceof MediaError ? new MinistryError(error.status, error.code) : error;
}

async function media<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw ministryErrorOf(error);
  }
}

const isPresence = (event: RoomServerEvent): event is RoomPresenceEvent =>
  (roomPresenceEventTypes as readonly string[]).includes(event.type);

export function createRoomRegistry(options: RoomRegistryOptions): RoomRegistry {
  const { db, acts, logger } = options;
  const mediaServer = options.media;
  const graceMs = options.recordingGraceMs ?? defaultRecordingGraceMs;
  const rooms = new Map<string, LiveRoom>();

  const participantOf = (room: LiveRoom, participantId: string) =>
    room.participants.find((p) => p.participantId === participantId);

  /** The person whose current join is `attendanceId` and whose stream is open, or null. */
  const presentPerson = (room: LiveRoom, attendanceId: number) =>
    [...room.persons.values()].find((p) => p.attendanceId === attendanceId && p.stream !== null) ?? null;

  function broadcast(room: LiveRoom, event: RoomServerEvent, except?: Person) {
    if (isPresence(event)) room.participants = applyPresence(room.participants, event);
    for (const person of room.persons.values()) {
      if (person !== except) person.stream?.send(event);
    }
    keepRecordingWhileSomeoneIsThere(room);
  }

  /**
   * Media leaves under way, by room and media id. The media server's leave finishes the segment and
   * only then forgets the participant by id, so a publish of the same id (a quick rejoin) must wait
   * for it, or the leave would forget the new publication.
   */
  const leaving = new Map<string, Promise<void>>();
  const mediaKey = (room: LiveRoom, attendanceId: number) => `${room.uuid}/${attendanceId}`;

  /** Leaves the media server's room, which finalises the person's segment; a person never published is no error. */
  function leaveMedia(room: LiveRoom, attendanceId: number): Promise<void> {
    const key = mediaKey(room, attendanceId);
    const left: Promise<void> = (leaving.get(key) ?? Promise.resolve())
      .then(() => mediaServer.leave(room.uuid, String(attendanceId)))
      .catch((error: unknown) => {
        if (!(error instanceof MediaError))
          logger.warn({ err: { name: (error as Error)?.name } }, 'media leave failed');
      })
      .finally(() => {
        if (leaving.get(key) === left) leaving.delete(key);
      });
    leaving.set(key, left);
    return left;
  }

  function startRecording(room: LiveRoom) {
    try {
      mediaServer.startRecording(room.uuid);
      room.recording = true;
    } catch (error) {
      // No one has published yet: the media server has no room. The next publish starts it.
      if (!(error instanceof MediaError)) throw error;
    }
  }

  async function stopRecording(room: LiveRoom) {
    clearTimeout(room.graceTimer);
    room.graceTimer = undefined;
    if (!room.recording) return;
    room.recording = false;
    try {
      await mediaServer.stopRecording(room.uuid);
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
    }
  }

  /**
   * When the last person has left or lost their connection and nobody comes back within the grace,
   * the recording stops, so its files are finalised rather than left open for as long as the room
   * is kept. Someone coming back (and publishing) starts it again as a new segment.
   */
  function keepRecordingWhileSomeoneIsThere(room: LiveRoom) {
    const someone = room.participants.some((p) => !p.left && !p.paused);
    if (someone || !room.recording) {
      clearTimeout(room.graceTimer);
      room.graceTimer = undefined;
      return;
    }
    room.graceTimer ??= setTimeout(() => {
      room.graceTimer = undefined;
      void stopRecording(room).catch((error: unknown) =>
        logger.warn({ err: { name: (error as Error)?.name } }, 'recording stop failed'),
      );
    }, graceMs);
  }

  /** The room is over (registered or ended): streams end, media closes, the registry forgets it. */
  async function closeRoom(room: LiveRoom) {
    room.closed = true;
    rooms.delete(room.uuid);
    await stopRecording(room).catch(() => undefined);
    for (const person of room.persons.values()) {
      const stream = person.stream;
      person.stream = null;
      stream?.end();
      await leaveMedia(room, person.attendanceId);
    }
  }

  function roomFor(uuid: string): LiveRoom {
    const room = rooms.get(uuid.toLowerCase());
    if (!room) throw new MinistryError(409, 'video_not_in_room');
    return room;
  }

  function personFor(uuid: string, attendanceId: number): { room: LiveRoom; person: Person } {
    const room = roomFor(uuid);
    const person = presentPerson(room, attendanceId);
    if (!person) throw new MinistryError(409, 'video_not_in_room');
    return { room, person };
  }

  const pending = new Set<Promise<unknown>>();
  const onMedia = (event: MediaEvent) => {
    if (event.type === 'recording.finished') {
      const { file } = event;
      const registered = registerRecording(db, { ...file, participant: Number(file.participant) }).then(
        (id) =>
          logger.info(
            { recording: id, segment: file.segment, complete: file.complete },
            'recording registered',
          ),
        (error: unknown) =>
          // The file stays on the volume; the reason names a rule, never a person.
          logger.warn(
            { reason: error instanceof RecordingRejected ? error.message : (error as Error)?.name },
            'recording not registered',
          ),
      );
      pending.add(registered);
      void registered.finally(() => pending.delete(registered));
      return;
    }
    const room = rooms.get(event.room);
    if (!room || room.closed) return;
    const person = [...room.persons.values()].find((p) => String(p.attendanceId) === event.participant);
    if (!person) return;
    const participant = participantOf(room, person.participantId);
    if (!participant || participant.left) return;
    if (event.type === 'participant.connected') {
      if (person.stream === null) return;
      broadcast(room, {
        type: 'room.participantPublished',
        participantId: person.participantId,
        mediaId: event.participant,
      });
    } else if (!participant.paused && participant.mediaId === event.participant) {
      broadcast(room, { type: 'room.participantPaused', participantId: person.participantId });
    }
  };
  const stopListening = mediaServer.on(onMedia);

  /**
   * The act changed elsewhere while its room is live (registered from the act's page, made inactive
   * by the non-attendance job, refused or cancelled): the room follows, so every screen in the call
   * shows it without reloading. The room's own registration is left to the command.
   */
  async function followAct(room: LiveRoom) {
    const [act] = await db
      .select({ state: notarialActs.state, regnum: notarialActs.regnum })
      .from(notarialActs)
      .where(eq(notarialActs.id, room.actId));
    if (!act || room.closed || room.phase === 'registering') return;
    let last: RoomServerEvent;
    if (act.state === 'registered') last = { type: 'room.registered', regnum: act.regnum ?? '' };
    else if (act.state === 'inactive') last = { type: 'room.refused', reason: 'timeExpired' };
    else if (!(timedStates as readonly string[]).includes(act.state)) last = { type: 'room.ended' };
    else return;
    await stopRecording(room);
    broadcast(room, last);
    await closeRoom(room);
  }
  const stopFollowing = acts.onActChanged((actId) => {
    for (const room of rooms.values()) {
      if (room.actId !== actId || room.closed || room.phase === 'registering') continue;
      void followAct(room).catch((error: unknown) =>
        logger.warn({ err: { name: (error as Error)?.name } }, 'room could not follow its act'),
      );
    }
  });

  return {
    count: () => rooms.size,
    enter(act, join, stream) {
      const uuid = act.uuid.toLowerCase();
      let room = rooms.get(uuid);
      if (!room) {
        room = {
          uuid,
          actId: act.id,
          phase: 'lobby',
          participants: [],
          persons: new Map(),
          recording: false,
          graceTimer: undefined,
          closed: false,
        };
        rooms.set(uuid, room);
      }
      const theRoom = room;
      const participantId = roomParticipantId(join.role, join.partyId);
      const role = roomRoleOf(join.role);
      const previous = room.persons.get(participantId);
      if (previous?.stream) {
        // The same person again (another tab, a reconnect the old stream has not noticed): the new
        // stream replaces the old, which ends without pausing anyone.
        const old = previous.stream;
        previous.stream = null;
        old.end();
      }
      if (previous && previous.attendanceId !== join.attendanceId)
        void leaveMedia(room, previous.attendanceId);
      const person: Person = {
        participantId,
        role,
        attendanceId: join.attendanceId,
        userId: join.userId,
        stream,
      };
      room.persons.set(participantId, person);
      const known = participantOf(room, participantId);
      const joined: RoomParticipant = {
        participantId,
        role,
        // A rejoin keeps the notary's admission; the notary is in from the start.
        admitted: role === 'notary' || (known?.admitted ?? false),
        paused: false,
        muted: known?.muted ?? false,
        left: false,
        mediaId: null,
      };
      room.participants = applyPresence(room.participants, {
        type: 'room.participantJoined',
        participant: joined,
      });
      stream.send({
        type: 'room.joined',
        phase: room.phase,
        participants: room.participants.map((p) => ({ ...p })),
      });
      broadcast(room, { type: 'room.participantJoined', participant: joined }, person);
      return () => {
        // Ended here (replaced, left, the room closed): not a lost connection.
        if (person.stream !== stream || theRoom.closed) return;
        person.stream = null;
        const current = participantOf(theRoom, participantId);
        if (current && !current.left && !current.paused)
          broadcast(theRoom, { type: 'room.participantPaused', participantId });
        void leaveMedia(theRoom, person.attendanceId);
        keepRecordingWhileSomeoneIsThere(theRoom);
      };
    },

    async left(uuid, attendanceId) {
      const room = rooms.get(uuid.toLowerCase());
      if (!room) return;
      const person = [...room.persons.values()].find((p) => p.attendanceId === attendanceId);
      if (!person) return;
      const stream = person.stream;
      person.stream = null;
      broadcast(room, { type: 'room.participantLeft', participantId: person.participantId });
      stream?.end();
      await leaveMedia(room, attendanceId);
      if (room.participants.every((p) => p.left)) {
        await stopRecording(room).catch(() => undefined);
        if (room.participants.every((p) => p.left) && rooms.get(room.uuid) === room) rooms.delete(room.uuid);
      }
    },

    async publish(uuid, attendanceId, sdp) {
      const { room, person } = personFor(uuid, attendanceId);
      const mediaId = String(attendanceId);
      await leaving.get(mediaKey(room, attendanceId));
      const answer = await media(() => mediaServer.publish(room.uuid, mediaId, sdp));
      // The notary's mute holds across rejoins: the new publication starts muted for the viewers.
      if (participantOf(room, person.participantId)?.muted) mediaServer.setMuted(room.uuid, mediaId, true);
      if (room.phase !== 'lobby') startRecording(room);
      return answer;
    },

    async subscribe(uuid, attendanceId, mediaId, sdp) {
      const { room, person } = personFor(uuid, attendanceId);
      const viewer = participantOf(room, person.participantId);
      const source = room.participants.find((p) => p.mediaId === mediaId && !p.left && !p.paused);
      if (!source) throw new MinistryError(409, 'video_media_unavailable');
      // The notary sees anyone present; a party sees only the admitted, once admitted itself.
      if (person.role !== 'notary' && (!viewer?.admitted || !source.admitted))
        throw new MinistryError(403, 'video_not_admitted');
      return media(() => mediaServer.subscribe(room.uuid, String(attendanceId), mediaId, sdp));
    },

    async command(uuid, attendanceId, command) {
      const { room, person } = personFor(uuid, attendanceId);
      if (person.role !== 'notary') throw new MinistryError(403, 'not_video_notary');
      const phaseRefused = () =>
        new MinistryError(409, 'video_room_phase', { params: { phase: room.phase } });
      switch (command.type) {
        case 'start': {
          if (room.phase !== 'lobby') throw phaseRefused();
          room.phase = 'inSession';
          startRecording(room);
          broadcast(room, { type: 'room.started' });
          return;
        }
        case 'admit': {
          if (room.phase !== 'inSession') throw phaseRefused();
          const target = participantOf(room, command.participantId);
          if (!target || target.left) throw new MinistryError(409, 'video_participant_absent');
          if (target.admitted) return;
          broadcast(room, { type: 'room.participantAdmitted', participantId: target.participantId });
          return;
        }
        case 'mute': {
          if (room.phase !== 'inSession') throw phaseRefused();
          const target = participantOf(room, command.participantId);
          if (!target || target.left) throw new MinistryError(409, 'video_participant_absent');
          const muted = command.muted === true;
          if (target.mediaId)
            await media(async () => mediaServer.setMuted(room.uuid, target.mediaId!, muted));
          if (target.muted !== muted)
            broadcast(room, { type: 'room.participantMuted', participantId: target.participantId, muted });
          return;
        }
        case 'register': {
          if (room.phase !== 'inSession') throw phaseRefused();
          room.phase = 'registering';
          broadcast(room, { type: 'room.registrationStarted' });
          try {
            await acts.transition({
              actId: room.actId,
              event: { type: 'act.registered' },
              expectedVersion: 'current',
              user: { kind: 'user', userId: person.userId },
            });
          } catch (error) {
            if (!room.closed) {
              room.phase = 'inSession';
              broadcast(room, { type: 'room.registrationFailed' });
            }
            throw error;
          }
          const [act] = await db
            .select({ regnum: notarialActs.regnum })
            .from(notarialActs)
            .where(eq(notarialActs.id, room.actId));
          // Files first, so the act's recordings are complete by the time anyone reads them.
          await stopRecording(room);
          broadcast(room, { type: 'room.registered', regnum: act?.regnum ?? '' });
          await closeRoom(room);
          return;
        }
        case 'end': {
          if (room.phase === 'registering') throw phaseRefused();
          await stopRecording(room);
          broadcast(room, { type: 'room.ended' });
          await closeRoom(room);
          return;
        }
      }
    },

    snapshot(uuid) {
      const room = rooms.get(uuid.toLowerCase());
      return room ? { phase: room.phase, participants: room.participants.map((p) => ({ ...p })) } : null;
    },

    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
      stopListening();
    },

    close() {
      stopFollowing();
      for (const room of rooms.values()) {
        room.closed = true;
        clearTimeout(room.graceTimer);
        for (const person of room.persons.values()) {
          const stream = person.stream;
          person.stream = null;
          stream?.end();
        }
      }
      rooms.clear();
    },
  };
}
