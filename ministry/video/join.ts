import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { tashkentDateTime } from '../../machines/clock/clock';
import { isRecordId } from '../../machines/fields/record-id';
import { timedStates } from '../acts/non-attendance';
import { deleteInBatches } from '../db/batches';
import type { Database } from '../db/database';
import type { ActRow } from '../db/schema';
import {
  notarialActs,
  notaries,
  parties,
  users,
  type VideoClient,
  type VideoRole,
  videoAttendance,
  videoChallenges,
  videoClients,
} from '../db/schema';
import { MinistryError } from '../errors';
import type { SignatureVerifier } from './signature';

// Joining a video act (issue 11, decision 045): a challenge bound to the act and the person, signed
// by the person's e-signature, then one attendance row per join. Only the act's parties (the
// applicant among them) and its notary join, only a video act (regtype 2) in a step with a set time,
// only from `opensBeforeMs` before the set time until the set time plus `graceMs` (section 9: late by
// more than 15 minutes counts as absent). Whoever already joined may rejoin later (a dropped call).

export const videoOpensBeforeMs = 15 * 60_000;
export const videoGraceMs = 15 * 60_000;
export const challengeLifetimeMs = 2 * 60_000;
/** How long an expired challenge is kept, used or not, before the cleanup job deletes it. */
export const expiredChallengeRetentionMs = 86_400_000;

/** Deletes the join challenges expired more than a day before `now` (the cleanup job, decision 114). */
export async function purgeExpiredChallenges(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - expiredChallengeRetentionMs).toISOString();
  return deleteInBatches(db, videoChallenges, videoChallenges.id, lt(videoChallenges.expiresAt, cutoff));
}

export interface VideoWindow {
  opensBeforeMs: number;
  graceMs: number;
}

export const defaultVideoWindow: VideoWindow = { opensBeforeMs: videoOpensBeforeMs, graceMs: videoGraceMs };

export interface Participant {
  role: VideoRole;
  partyId: number | null;
}

/** The user's place in the act's conference, or null: its notary, its applicant or one of its parties. */
export async function participantOf(db: Database, act: ActRow, userId: number): Promise<Participant | null> {
  const [party] = await db
    .select({ id: parties.id, applicant: parties.applicant })
    .from(parties)
    .where(
      and(
        eq(parties.actId, act.id),
        eq(parties.userId, userId),
        // A party that rejected the invitation or left the act is no longer one of its people.
        or(isNull(parties.status), eq(parties.status, 'accepted')),
      ),
    )
    .orderBy(sql`${parties.applicant} desc`, parties.id)
    .limit(1);
  if (party) return { role: party.applicant ? 'applicant' : 'party', partyId: party.id };
  if (act.notaryId === null) return null;
  const [notary] = await db
    .select({ id: notaries.id })
    .from(notaries)
    .where(
      and(eq(notaries.id, act.notaryId), eq(notaries.userId, userId), eq(notaries.licenseStatus, 'active')),
    );
  return notary ? { role: 'notary', partyId: null } : null;
}

async function hasJoined(db: Database, actId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: videoAttendance.id })
    .from(videoAttendance)
    .where(and(eq(videoAttendance.actId, actId), eq(videoAttendance.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The checks of a challenge and of a join, in this order: the user is one of the act's people (403
 * without any of the act's data otherwise), the act is a video act with a set time in a step that
 * waits for it, and now is inside the window (or the user rejoins).
 */
export async function assertMayJoin(
  db: Database,
  act: ActRow,
  userId: number,
  now: Date,
  window: VideoWindow = defaultVideoWindow,
): Promise<Participant> {
  const participant = await participantOf(db, act, userId);
  if (!participant) throw new MinistryError(403, 'not_video_participant');
  // Consent to personal-data processing withdrawn on the profile (decision 059): no video
  // registration, with section 8's "personal data not confirmed" as for an unverified signature.
  const [consent] = await db
    .select({ given: users.personalDataConsent })
    .from(users)
    .where(eq(users.id, userId));
  if (!consent?.given) throw new MinistryError(403, 'video_identity_not_confirmed');
  if (act.regtype !== 2 || act.visitAt === null) throw new MinistryError(409, 'not_video_act');
  if (!(timedStates as readonly string[]).includes(act.state)) {
    // The job made it inactive after nobody came in time: the same answer as a late arrival.
    throw new MinistryError(409, act.state === 'inactive' ? 'video_time_expired' : 'video_closed');
  }
  const visit = new Date(act.visitAt).getTime();
  if (now.getTime() < visit - window.opensBeforeMs) {
    const opens = tashkentDateTime(new Date(visit - window.opensBeforeMs));
    throw new MinistryError(409, 'video_not_open', { params: { time: opens.time } });
  }
  if (now.getTime() > visit + window.graceMs && !(await hasJoined(db, act.id, userId))) {
    throw new MinistryError(409, 'video_time_expired');
  }
  return participant;
}

/** A new challenge for this act and person: 32 random bytes (base64url), single use, short-lived. */
export async function issueChallenge(
  db: Database,
  act: ActRow,
  userId: number,
  now: Date,
  window: VideoWindow = defaultVideoWindow,
): Promise<{ challengeId: string; challenge: string; expiresAt: string }> {
  await assertMayJoin(db, act, userId, now, window);
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + challengeLifetimeMs).toISOString();
  const [row] = await db
    .insert(videoChallenges)
    .values({ actId: act.id, userId, challenge, expiresAt })
    .returning({ id: videoChallenges.id });
  return { challengeId: row!.id, challenge, expiresAt };
}

export interface JoinRequest {
  challengeId: string;
  signature: string;
  client: VideoClient;
}

/** The body of POST /notarial_act/{uuid}/video/join: the signed challenge and the joining client. */
export const joinRequestSchema = z.object({
  challengeId: z.uuid('error_wrong_challenge'),
  signature: z
    .string('error_wrong_signature')
    .min(1, 'error_wrong_signature')
    .max(8192, 'error_wrong_signature'),
  client: z.enum(videoClients, 'error_wrong_video_client').default('browser'),
});

export interface Joined {
  attendanceId: number;
  room: string;
  role: VideoRole;
  partyId: number | null;
  joinedAt: string;
}

/**
 * Joins with a signed challenge: the challenge is spent first (a replay finds it spent), then the
 * signature verified. Any failure of the two is "personal data not confirmed" (section 8).
 */
export async function join(
  db: Database,
  verifier: SignatureVerifier,
  act: ActRow,
  userId: number,
  request: JoinRequest,
  now: Date,
  window: VideoWindow = defaultVideoWindow,
): Promise<Joined> {
  const participant = await assertMayJoin(db, act, userId, now, window);
  const at = now.toISOString();
  const [spent] = await db
    .update(videoChallenges)
    .set({ usedAt: at })
    .where(
      and(
        eq(videoChallenges.id, request.challengeId),
        eq(videoChallenges.actId, act.id),
        eq(videoChallenges.userId, userId),
        isNull(videoChallenges.usedAt),
        gt(videoChallenges.expiresAt, at),
      ),
    )
    .returning({ challenge: videoChallenges.challenge });
  if (!spent) throw new MinistryError(403, 'video_identity_not_confirmed');
  const outcome = await verifier.verify({
    userId,
    challenge: Buffer.from(spent.challenge, 'base64url'),
    signature: request.signature,
  });
  if (outcome !== 'verified') throw new MinistryError(403, 'video_identity_not_confirmed');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videoAttendance)
      .values({
        actId: act.id,
        userId,
        role: participant.role,
        partyId: participant.partyId,
        client: request.client,
        joinedAt: at,
      })
      .returning({ id: videoAttendance.id });
    await tx
      .update(notarialActs)
      .set({ attendedAt: at })
      .where(and(eq(notarialActs.id, act.id), isNull(notarialActs.attendedAt)));
    return { attendanceId: row!.id, room: act.uuid, ...participant, joinedAt: at };
  });
}

/** Leaving: the join's `left_at`. A second leave of the same join changes nothing (404). */
export async function leave(
  db: Database,
  act: ActRow,
  userId: number,
  attendanceId: number,
  now: Date,
): Promise<{ attendanceId: number; leftAt: string }> {
  const at = now.toISOString();
  const [row] = await db
    .update(videoAttendance)
    .set({ leftAt: at })
    .where(
      and(
        eq(videoAttendance.id, attendanceId),
        eq(videoAttendance.actId, act.id),
        eq(videoAttendance.userId, userId),
        isNull(videoAttendance.leftAt),
      ),
    )
    .returning({ id: videoAttendance.id });
  if (!row) throw new MinistryError(404, 'not_found');
  return { attendanceId: row.id, leftAt: at };
}

/** Every join of the act, oldest first (the notary's and the parties' view of who came). */
export async function attendanceOf(db: Database, actId: number) {
  return db
    .select({
      id: videoAttendance.id,
      role: videoAttendance.role,
      partyId: videoAttendance.partyId,
      client: videoAttendance.client,
      joinedAt: videoAttendance.joinedAt,
      leftAt: videoAttendance.leftAt,
    })
    .from(videoAttendance)
    .where(eq(videoAttendance.actId, actId))
    .orderBy(videoAttendance.joinedAt, videoAttendance.id);
}

/**
 * The open join `attendanceId` of the room (the act's uuid), or null: what the media server and the
 * gateway's signalling check before they let a participant's media in (a left or foreign join is null).
 */
export async function openJoin(
  db: Database,
  room: string,
  attendanceId: number,
): Promise<{ actId: number; userId: number; role: VideoRole; partyId: number | null } | null> {
  if (!isRecordId(attendanceId)) return null;
  const [row] = await db
    .select({
      actId: videoAttendance.actId,
      userId: videoAttendance.userId,
      role: videoAttendance.role,
      partyId: videoAttendance.partyId,
    })
    .from(videoAttendance)
    .innerJoin(notarialActs, eq(notarialActs.id, videoAttendance.actId))
    .where(
      and(
        eq(videoAttendance.id, attendanceId),
        eq(notarialActs.uuid, room.toLowerCase()),
        isNull(videoAttendance.leftAt),
      ),
    );
  return row ?? null;
}
