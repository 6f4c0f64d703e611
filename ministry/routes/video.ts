import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdSchema } from '../../machines/fields/record-id';
import type { Acts } from '../acts/lifecycle';
import { actFor, assertMayHaveRecordings, assertTakesPart } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { parseInput } from '../errors';
import { attendanceOf, issueChallenge, join, joinRequestSchema, leave, participantOf } from '../video/join';
import { recordingsOf } from '../video/recordings';
import type { RoomRegistry } from '../video/room';
import type { SignatureVerifier } from '../video/signature';

// The act's video conference (issue 11, decision 045): a signed join, leaving, who came, and the
// recordings. Every route first finds the act with the print form's access rule (actFor: 418 for
// anyone who is not one of its people), and the joins then only admit its parties and its notary.
// A party who left sees neither who came nor the recordings, which only the notary, the applicant and
// the accepted parties have (decision 069).

const leaveBody = z.object({ attendanceId: recordIdSchema() });

export function videoRoutes({
  db,
  acts,
  verifier,
  rooms,
}: {
  db: Database;
  acts: Acts;
  verifier: SignatureVerifier;
  /** The live rooms: a leave is announced there (participantLeft) and closes the person's media. */
  rooms?: Pick<RoomRegistry, 'left'> | undefined;
}) {
  return async (app: FastifyInstance) => {
    const required = { config: { session: 'required' as const } };

    app.post<{ Params: { uuid: string } }>(
      '/notarial_act/:uuid/video/challenge',
      required,
      async (request) => {
        const { userId } = sessionOf(request);
        const { act } = await actFor(db, request.params.uuid, userId);
        return issueChallenge(db, act, userId, acts.now());
      },
    );

    app.post<{ Params: { uuid: string } }>('/notarial_act/:uuid/video/join', required, async (request) => {
      const { userId } = sessionOf(request);
      const body = parseInput(joinRequestSchema, request.body);
      const { act } = await actFor(db, request.params.uuid, userId);
      return join(db, verifier, act, userId, body, acts.now());
    });

    app.post<{ Params: { uuid: string } }>('/notarial_act/:uuid/video/leave', required, async (request) => {
      const { userId } = sessionOf(request);
      const body = parseInput(leaveBody, request.body);
      const { act } = await actFor(db, request.params.uuid, userId);
      const left = await leave(db, act, userId, body.attendanceId, acts.now());
      await rooms?.left(act.uuid, left.attendanceId);
      return left;
    });

    // Who came and when, for the act's people (the video tab; the notary decides who is in the room).
    app.get<{ Params: { uuid: string } }>(
      '/notarial_act/:uuid/video/attendance',
      required,
      async (request) => {
        const { userId } = sessionOf(request);
        const { act, roles } = await actFor(db, request.params.uuid, userId);
        await assertTakesPart(db, act, roles, userId);
        return { me: await participantOf(db, act, userId), attendance: await attendanceOf(db, act.id) };
      },
    );

    app.get<{ Params: { uuid: string } }>(
      '/notarial_act/:uuid/video/recordings',
      required,
      async (request) => {
        const { userId } = sessionOf(request);
        const { act, roles } = await actFor(db, request.params.uuid, userId);
        await assertMayHaveRecordings(db, act, roles, userId);
        return recordingsOf(db, act.id);
      },
    );
  };
}
