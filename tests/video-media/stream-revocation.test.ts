import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MediaError, MediaEvent } from '../../ministry/video/media';
import {
  createPublisher,
  createViewer,
  type Publisher,
  until,
  type Viewer,
} from '../../scripts/support/media-peers';
import { type Client, clientOf, userIdOf } from '../ministry/acts-support';
import { endOf, openSse, sessionOf } from '../ministry/streams-support';
import { freshVideoAct, shiftableClock, signedJoin } from '../ministry/video-support';
import { ministryForSuite } from '../support/ministry';
import { closedAfterEach } from '../support/suite';

// Revocation reaches the media (issue 27, decision 071), against a real ministry and its media server
// with ffmpeg-fed werift peers (PGlite: the media server is in one process either way). A party in
// the call publishes and the notary views them; when the party's session ends (logout) or their access
// changes so that they are no longer one of the act's people (here the notary's role is revoked), that
// person's WebRTC peer in the media server is closed within 2 s, their tracks stop reaching the
// others, and their media cannot come back on the same session.

describe('revocation of a room participant’s media (PGlite, real media)', () => {
  const clock = shiftableClock();
  const ministry = ministryForSuite('pglite', { auth: { now: clock.now, sessionTtlMs: 3_600_000 } });
  const keep = closedAfterEach();

  /** A video act at its set time, started by the notary, with the buyer and the notary in the room. */
  async function call() {
    const m = ministry();
    const { uuid, people } = await freshVideoAct(m, clock.now());
    const enter = async (who: Client, userid: string) => {
      const joined = await signedJoin(m, who, userid, uuid);
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      const attendanceId: number = joined.body.attendanceId;
      const token = await sessionOf(m, userid);
      const stream = keep(
        await openSse(m, `/notarial_act/${uuid}/video/room?attendanceId=${attendanceId}`, token),
      );
      await stream.next((e) => e.data.type === 'room.joined', `${userid} joined`);
      return { attendanceId, partyId: joined.body.partyId as number | null, token, stream, who };
    };
    const notary = await enter(people.notary, 'nabdullayeva');
    const buyer = await enter(people.buyer, 'stursunov');
    const command = await people.notary.post(`/notarial_act/${uuid}/video/command`, {
      attendanceId: notary.attendanceId,
      command: { type: 'start' },
    });
    expect(command.status).toBe(200);
    return { uuid, notary, buyer };
  }

  /** `who` publishes with the token of their room stream. */
  async function publish(uuid: string, who: { attendanceId: number; token: string }): Promise<Publisher> {
    const publisher = keep(await createPublisher());
    const answer = await post(who.token, `/notarial_act/${uuid}/video/publish`, {
      attendanceId: who.attendanceId,
      sdp: publisher.offer,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await publisher.accept(answer.body.sdp);
    return publisher;
  }

  async function view(
    uuid: string,
    who: { attendanceId: number; token: string },
    mediaId: number,
  ): Promise<Viewer> {
    const viewer = keep(await createViewer());
    const answer = await post(who.token, `/notarial_act/${uuid}/video/subscribe`, {
      attendanceId: who.attendanceId,
      mediaId: String(mediaId),
      sdp: viewer.offer,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await viewer.accept(answer.body.sdp);
    await until(() => viewer.received.video > 0 && viewer.received.audio > 0, 'media viewed');
    return viewer;
  }

  const post = async (token: string, path: string, body: unknown) => {
    const response = await fetch(`${ministry().url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  /** The media events of `participant` from now on, and a wait for the first of `type`. */
  function mediaOf(participant: number) {
    const events: MediaEvent['type'][] = [];
    const stop = ministry().media.on((event) => {
      if ('participant' in event && event.participant === String(participant)) events.push(event.type);
    });
    keep({ close: stop });
    return events;
  }

  /** Within `ms` of `since`: the peer closed (its publication disconnected) and nothing of it reaches `viewer`. */
  async function mediaClosed(
    uuid: string,
    events: MediaEvent['type'][],
    viewer: Viewer,
    since: number,
    viewerOf: { attendanceId: number },
    source: number,
  ) {
    const left = Math.max(0, since + 2_000 - performance.now());
    await until(() => events.includes('participant.disconnected'), 'the peer closed', left);
    // The media server has forgotten them: no one can be given their tracks any more.
    await expect(
      ministry().media.subscribe(uuid, String(viewerOf.attendanceId), String(source), viewer.offer),
    ).rejects.toMatchObject({ code: 'media_unknown_participant' } satisfies Partial<MediaError>);
    // And nothing of theirs reaches the viewer any more: while they were live, a packet came every
    // 20 ms or so; now the count stands still (for half a second, within 3 s of the end).
    let count = viewer.received.video + viewer.received.audio;
    let changedAt = performance.now();
    await until(
      () => {
        const now = viewer.received.video + viewer.received.audio;
        if (now !== count) {
          count = now;
          changedAt = performance.now();
        }
        return performance.now() - changedAt >= 500;
      },
      'their media stopped reaching the viewer',
      3_000,
    );
  }

  it('logout closes the party’s peer within 2 s, and their tracks stop reaching the notary', async () => {
    const { uuid, notary, buyer } = await call();
    await publish(uuid, notary);
    await publish(uuid, buyer);
    const viewer = await view(uuid, notary, buyer.attendanceId);
    const events = mediaOf(buyer.attendanceId);

    const since = performance.now();
    expect((await post(buyer.token, '/logout', {})).status).toBe(200);
    expect(await endOf(buyer.stream, since)).toMatchObject({ reason: 'session' });
    await mediaClosed(uuid, events, viewer, since, notary, buyer.attendanceId);
    // The ended session cannot publish again.
    const again = keep(await createPublisher());
    expect(
      (
        await post(buyer.token, `/notarial_act/${uuid}/video/publish`, {
          attendanceId: buyer.attendanceId,
          sdp: again.offer,
        })
      ).status,
    ).toBe(403);
  }, 90_000);

  it('a role revoked closes the notary’s peer within 2 s, and her tracks stop reaching the party', async () => {
    const { uuid, notary, buyer } = await call();
    await publish(uuid, notary);
    await publish(uuid, buyer);
    // The party sees the notary once admitted.
    const admitted = await post(notary.token, `/notarial_act/${uuid}/video/command`, {
      attendanceId: notary.attendanceId,
      command: { type: 'admit', participantId: `party-${buyer.partyId}` },
    });
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(200);
    const viewer = await view(uuid, buyer, notary.attendanceId);
    const events = mediaOf(notary.attendanceId);
    const admin = await clientOf(ministry(), 'bsaidov');
    try {
      const since = performance.now();
      const revoked = await admin.post(`/admin/users/${await userIdOf(ministry(), 'nabdullayeva')}/changes`, {
        action: 'revoke',
        role: 'notary',
        reason: 'Revocation test',
      });
      expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
      expect(await endOf(notary.stream, since)).toMatchObject({ reason: 'access' });
      await mediaClosed(uuid, events, viewer, since, buyer, notary.attendanceId);
      // No longer the act's notary, she cannot publish again with the same session.
      const again = keep(await createPublisher());
      const refused = await post(notary.token, `/notarial_act/${uuid}/video/publish`, {
        attendanceId: notary.attendanceId,
        sdp: again.offer,
      });
      expect(refused.status).toBeGreaterThanOrEqual(403);
    } finally {
      // Put back as seeded, without going through the administrators' rules.
      await ministry().db.execute(
        sql`update portal.users set roles = array['notary'] where userid = 'nabdullayeva'`,
      );
      await ministry().db.execute(
        sql`update notary.notaries set license_status = 'active' where license_number = 'N-000101'`,
      );
    }
  }, 90_000);
});
