/**
 * Who is in a video room and how, as the ministry tells every participant (plain data, no modes of
 * this participant's own): one record per participant, updated by the server's `room.*` events.
 * The same reducer serves the browser's room machine and the ministry, which holds the
 * authoritative list and broadcasts each change as the event this reducer applies.
 */

export type RoomRole = 'notary' | 'party';

export interface RoomParticipant {
  participantId: string;
  role: RoomRole;
  /** The notary let them into the session (the notary is admitted from the start). */
  admitted: boolean;
  /** The ministry lost their media: "connection lost, paused" until they resume or leave. */
  paused: boolean;
  /** The notary muted their microphone. */
  muted: boolean;
  left: boolean;
  /**
   * The media server's id of the participant's current publication (their attendance id), set when
   * their camera and microphone reach the ministry; null before that, once paused and after leaving.
   * A viewer subscribes to this id, and subscribes again when it changes (a rejoin is a new one).
   */
  mediaId: string | null;
}

/** A join's role at the act (the ministry's attendance role) as the room sees it. */
export type ActVideoRole = 'notary' | 'applicant' | 'party';

/**
 * The room's id of a person, stable across their rejoins (each join is a new attendance and media
 * id): `notary`, or `party-<partyId>` for the applicant and every other party. One rule, used by the
 * ministry's room and the browser's tab.
 */
export function roomParticipantId(role: ActVideoRole, partyId: string | number | null): string {
  if (role === 'notary') return 'notary';
  if (partyId === null || partyId === '') throw new Error('a party joins with its party id');
  return `party-${partyId}`;
}

/** The room's side of a join's role: the applicant is one of the parties. */
export const roomRoleOf = (role: ActVideoRole): RoomRole => (role === 'notary' ? 'notary' : 'party');

/** The server's events about participants: what changed, for whom. */
export type RoomPresenceEvent =
  | { type: 'room.participantJoined'; participant: RoomParticipant }
  | { type: 'room.participantAdmitted'; participantId: string }
  | { type: 'room.participantPaused'; participantId: string }
  | { type: 'room.participantResumed'; participantId: string }
  | { type: 'room.participantMuted'; participantId: string; muted: boolean }
  | { type: 'room.participantLeft'; participantId: string }
  | { type: 'room.participantPublished'; participantId: string; mediaId: string };

export const roomPresenceEventTypes = [
  'room.participantJoined',
  'room.participantAdmitted',
  'room.participantPaused',
  'room.participantResumed',
  'room.participantMuted',
  'room.participantLeft',
  'room.participantPublished',
] as const satisfies readonly RoomPresenceEvent['type'][];

const update = (
  participants: readonly RoomParticipant[],
  participantId: string,
  change: Partial<RoomParticipant>,
): RoomParticipant[] =>
  participants.map((participant) =>
    participant.participantId === participantId ? { ...participant, ...change } : participant,
  );

/**
 * The list after one server event. A participant who joins again (after leaving or a lost
 * connection) keeps their place in the list, so tiles do not jump; an event about someone unknown
 * changes nothing.
 */
export function applyPresence(
  participants: readonly RoomParticipant[],
  event: RoomPresenceEvent,
): RoomParticipant[] {
  switch (event.type) {
    case 'room.participantJoined': {
      const known = participants.some((p) => p.participantId === event.participant.participantId);
      return known
        ? update(participants, event.participant.participantId, event.participant)
        : [...participants, { ...event.participant }];
    }
    case 'room.participantAdmitted':
      return update(participants, event.participantId, { admitted: true });
    case 'room.participantPaused':
      return update(participants, event.participantId, { paused: true, mediaId: null });
    case 'room.participantResumed':
      return update(participants, event.participantId, { paused: false });
    case 'room.participantMuted':
      return update(participants, event.participantId, { muted: event.muted });
    case 'room.participantLeft':
      return update(participants, event.participantId, { left: true, paused: false, mediaId: null });
    case 'room.participantPublished':
      return update(participants, event.participantId, { mediaId: event.mediaId, paused: false });
  }
}

export const presenceStatuses = ['waitingForAdmission', 'inCall', 'muted', 'paused', 'left'] as const;
export type PresenceStatus = (typeof presenceStatuses)[number];
export const roomRoles: readonly RoomRole[] = ['notary', 'party'];

/** One participant's status as a tile shows it: leaving and a lost connection outrank the rest. */
export function presenceStatusOf(participant: RoomParticipant): PresenceStatus {
  if (participant.left) return 'left';
  if (participant.paused) return 'paused';
  if (!participant.admitted) return 'waitingForAdmission';
  return participant.muted ? 'muted' : 'inCall';
}
