import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import type { RoomCommand, RoomServerEvent } from '../../machines/video-room/video-room.machine';
import { timedStates } from '../acts/non-attendance';
import { actFor } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import { revokedEvent, type SessionStreams } from '../auth/streams';
import type { Database } from '../db/database';
import { MinistryError, parseInput } from '../errors';
import { openJoin, participantOf } from '../video/join';
import { maxSdpBytes } from '../video/media';
import type { RoomRegistry } from '../video/room';
import type { TestRooms } from '../video/test-room';
import { eventStreams } from './event-stream';

// The live room of a video act (issue 11, decision 047): the room's events as Server-Sent Events
// (subscribing is entering, the stream closing without a leave is a lost connection), the WebRTC
// offers answered by the media server, the notary's commands; and the test room of
// /room_video_testing. Every act route first finds the act with the print form's rule (actFor), then
// the caller's own open join of it (the attendance id the media server knows them by), and checks
// that the caller still is one of the act's people (a party who exited or rejected, a notary who is
// no longer its notary, is not). The room stream ends when the session ends or the user's access
// changes (decision 071): the person is then gone from the call as after a lost connection (paused),
// their media closed; entering again is checked anew.

export const defaultRoomHeartbeatMs = 15_000;

const sdp = z.string('error_wrong_sdp').min(1, 'error_wrong_sdp').max(maxSdpBytes, 'error_wrong_sdp');
const attendanceId = recordIdSchema();
/** `notary` or `party-<partyId>` (machines/video-room roomParticipantId). */
const participantId = z
  .string('error_wrong_room_participant')
  .regex(/^(notary|party-[1-9][0-9]{0,9})$/, 'error_wrong_room_participant');

const roomQuery = z.object({ attendanceId });
const publishBody = z.object({ attendanceId, sdp });
const subscribeBody = z.object({ attendanceId, mediaId: recordIdSchema(), sdp });
const commandSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('start') }),
    z.object({ type: z.literal('admit'), participantId }),
    z.object({ type: z.literal('mute'), participantId, muted: z.boolean('error_wrong_room_command') }),
    z.object({ type: z.literal('register') }),
    z.object({ type: z.literal('end') }),
  ],
  'error_wrong_room_command',
);
const commandBody = z.object({ attendanceId, command: commandSchema });
const testPublishBody = z.object({ sdp });
const testSessionId = z.string('error_wrong_id').regex(/^[A-Za-z0-9_-]{22}$/, 'error_wrong_id');

export function videoRoomRoutes({
  db,
  rooms,
  testRooms,
  streams,
  heartbeatMs = defaultRoomHeartbeatMs,
}: {
  db: Database;
  rooms: RoomRegistry;
  testRooms: TestRooms;
  streams: SessionStreams;
  heartbeatMs?: number;
}) {
  /** The act (the print form's rule) and the caller's own open join of it. */
  async function joinOf(request: FastifyRequest<{ Params: { uuid: string } }>, attendance: number) {
    const { userId } = sessionOf(request);
    const { act } = await actFor(db, request.params.uuid, userId);
    const join = await openJoin(db, act.uuid, attendance);
    if (!join) throw new MinistryError(409, 'video_not_joined');
    if (join.userId !== userId) throw new MinistryError(403, 'not_video_participant');
    // The join was made while they were one of the act's people; they must still be.
    if (!(await participantOf(db, act, userId))) throw new MinistryError(403, 'not_video_participant');
    return { act, join: { ...join, attendanceId: attendance } };
  }

  return async (app: FastifyInstance) => {
    const required = { config: { session: 'required' as const } };
    const openStream = eventStreams(app, heartbeatMs);

    app.get<{ Params: { uuid: string }; Querystring: unknown }>(
      '/notarial_act/:uuid/video/room',
      // Outside the admission queue: the stream stays open for the whole call.
      { config: { session: 'required', admission: 'bypass' } },
      async (request, reply) => {
        const query = parseInput(roomQuery, request.query);
        const { act, join } = await joinOf(request, query.attendanceId);
        const inactive = act.state === 'inactive';
        if (!inactive && !(timedStates as readonly string[]).includes(act.state))
          throw new MinistryError(409, 'video_closed');

        const data = (event: RoomServerEvent) => `data: ${JSON.stringify(event)}\n\n`;
        if (inactive) {
          // Nobody came in time and the job closed the act (section 8: registration time expired).
          const stream = openStream(reply);
          stream.write(data({ type: 'room.refused', reason: 'timeExpired' }));
          stream.end();
          return;
        }
        // 429 as JSON for a session holding the most streams already.
        const slot = await streams.admit(sessionOf(request), act.id, () =>
          joinOf(request, query.attendanceId),
        );
        const stream = openStream(reply);
        stream.onEnd(slot.release);
        // The browser (the gateway) going away is a lost connection, unless the room ended the stream
        // itself (the room ignores a detach after its own end). A revocation is a lost connection too:
        // the others see the person paused, and their media is closed with the detach.
        stream.onEnd(rooms.enter(act, join, { send: (event) => stream.write(data(event)), end: stream.end }));
        slot.attach((reason) => {
          stream.write(revokedEvent(reason));
          stream.end();
        });
      },
    );

    app.post<{ Params: { uuid: string } }>('/notarial_act/:uuid/video/publish', required, async (request) => {
      const body = parseInput(publishBody, request.body);
      await joinOf(request, body.attendanceId);
      return { sdp: await rooms.publish(request.params.uuid, body.attendanceId, body.sdp) };
    });

    app.post<{ Params: { uuid: string } }>(
      '/notarial_act/:uuid/video/subscribe',
      required,
      async (request) => {
        const body = parseInput(subscribeBody, request.body);
        await joinOf(request, body.attendanceId);
        return {
          sdp: await rooms.subscribe(request.params.uuid, body.attendanceId, String(body.mediaId), body.sdp),
        };
      },
    );

    app.post<{ Params: { uuid: string } }>('/notarial_act/:uuid/video/command', required, async (request) => {
      const body = parseInput(commandBody, request.body);
      const { join } = await joinOf(request, body.attendanceId);
      if (join.role !== 'notary') throw new MinistryError(403, 'not_video_notary');
      await rooms.command(request.params.uuid, body.attendanceId, body.command as RoomCommand);
      return { done: true };
    });

    app.post('/video_test/publish', required, async (request) => {
      const { userId } = sessionOf(request);
      const body = parseInput(testPublishBody, request.body);
      return testRooms.publish(userId, body.sdp);
    });

    app.post<{ Params: { sessionId: string } }>(
      '/video_test/:sessionId/subscribe',
      required,
      async (request) => {
        const { userId } = sessionOf(request);
        const { sessionId } = parseInput(z.object({ sessionId: testSessionId }), request.params);
        const body = parseInput(testPublishBody, request.body);
        return testRooms.subscribe(userId, sessionId, body.sdp);
      },
    );

    app.post<{ Params: { sessionId: string } }>('/video_test/:sessionId/leave', required, async (request) => {
      const { userId } = sessionOf(request);
      const { sessionId } = parseInput(z.object({ sessionId: testSessionId }), request.params);
      await testRooms.leave(userId, sessionId);
      return { left: true };
    });
  };
}
