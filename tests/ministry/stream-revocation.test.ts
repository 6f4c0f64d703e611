import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import oz from '../../locales/oz/ministry.json';
import { type CreateMinistryOptions, createMinistry } from '../../ministry/app';
import { queryRows } from '../../ministry/db/database';
import {
  createTestDatabase,
  drivers,
  listeningMinistry,
  ministryForSuite,
  type TestMinistry,
} from '../support/ministry';
import { forSuite } from '../support/suite';
import { addVehicle, type Client, cleanSale, clientOf, type Json, userIdOf } from './acts-support';
import { endOf, openSse, type SseClient, sessionOf } from './streams-support';
import { freshVideoAct, rahimovaPin, shiftableClock, signedJoin } from './video-support';

// Revocation reaches every open stream (issue 27, decision 071), on both drivers. For each way a
// session or an access ends (logout, "log out the others", a block, a role change, a party's exit or
// rejection, expiry) the act watch and the video-room stream of that session end within 2 seconds,
// measured from the call that ended it (for expiry, from the moment of expiry); a refused reopening
// shows the end was the authorization's; the other people of the room see the person gone (paused);
// and a session holds at most so many streams (429). The media side is tests/video-media.

const maxPerSession = 3;
const ttlMs = 3_600_000;

describe.each(drivers)('revocation of open streams on %s', (driver) => {
  const clock = shiftableClock();
  const ministry = ministryForSuite(driver, {
    auth: { now: clock.now, sessionTtlMs: ttlMs },
    streams: { maxPerSession },
  });

  const opened: SseClient[] = [];
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  const open = async (path: string, token: string) => {
    const stream = await openSse(ministry(), path, token);
    opened.push(stream);
    return stream;
  };

  /** Fresh sessions of the act's people (a test may end any of them) and a video act at its set time. */
  async function videoAct() {
    const m = ministry();
    const { uuid, people } = await freshVideoAct(m, clock.now());
    const join = async (who: Client, userid: string) => {
      const joined = await signedJoin(m, who, userid, uuid);
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      return joined.body as { attendanceId: number; partyId: number | null; role: string };
    };
    return {
      uuid,
      people,
      buyer: await join(people.buyer, 'stursunov'),
      notary: await join(people.notary, 'nabdullayeva'),
    };
  }

  /** The act watch and the room stream of one session, both under way. */
  async function streamsOf(token: string, uuid: string, attendanceId: number) {
    const watch = await open(`/notarial_act/${uuid}/watch`, token);
    expect(watch.status, JSON.stringify(watch.body)).toBe(200);
    const room = await open(`/notarial_act/${uuid}/video/room?attendanceId=${attendanceId}`, token);
    expect(room.status, JSON.stringify(room.body)).toBe(200);
    await watch.next((e) => e.event === 'changed', 'the current version');
    await room.next((e) => e.data.type === 'room.joined', 'joined');
    return { watch, room };
  }

  /** The notary in the room, to see who is there. */
  async function notaryInRoom(act: Awaited<ReturnType<typeof videoAct>>) {
    const room = await open(
      `/notarial_act/${act.uuid}/video/room?attendanceId=${act.notary.attendanceId}`,
      await sessionOf(ministry(), 'nabdullayeva'),
    );
    await room.next((e) => e.data.type === 'room.joined', 'the notary joined');
    return room;
  }

  const paused = (participantId: string) => (e: { data: Json }) =>
    e.data.type === 'room.participantPaused' && e.data.participantId === participantId;

  const post = (token: string, path: string, body: unknown = {}) =>
    fetch(`${ministry().url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function adminChange(userid: string, change: Record<string, unknown>) {
    const admin = await clientOf(ministry(), 'bsaidov');
    const answer = await admin.post(`/admin/users/${await userIdOf(ministry(), userid)}/changes`, {
      reason: 'Revocation test',
      ...change,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  it('bounds a session’s open streams: one more is a clear 429, other sessions are not counted, a closed one frees its place', async () => {
    const act = await videoAct();
    const token = await sessionOf(ministry(), 'stursunov');
    const { watch } = await streamsOf(token, act.uuid, act.buyer.attendanceId);
    const second = await open(`/notarial_act/${act.uuid}/watch`, token);
    expect(second.status).toBe(200);
    for (const path of [
      `/notarial_act/${act.uuid}/watch`,
      `/notarial_act/${act.uuid}/video/room?attendanceId=${act.buyer.attendanceId}`,
    ]) {
      const refused = await open(path, token);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 'too_many_streams',
        max: maxPerSession,
        message: oz.errors.too_many_streams.replace('{{max}}', String(maxPerSession)),
      });
    }
    // Another session of the same person has its own bound.
    expect(
      (await open(`/notarial_act/${act.uuid}/watch`, await sessionOf(ministry(), 'stursunov'))).status,
    ).toBe(200);
    watch.close();
    await watch.ended;
    // Its place is free once the ministry has seen it close and deleted its row.
    const session = (await ministry().auth.sessions.verify(token))!;
    const rows = async () =>
      (
        await queryRows<{ n: number }>(
          ministry().db,
          sql`select count(*)::int as n from auth.open_streams where session_id = ${session.id}`,
        )
      )[0]!.n;
    for (const deadline = performance.now() + 5_000; (await rows()) >= maxPerSession; ) {
      if (performance.now() > deadline) throw new Error('the closed stream still counts');
      // A turn of the event loop between reads: an embedded PGlite read never waits for I/O, and the
      // ministry must get to hear the socket close.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await open(`/notarial_act/${act.uuid}/watch`, token)).status).toBe(200);
  });

  it('logout ends the session’s act watch and room stream within 2 s; the notary sees the party gone', async () => {
    const act = await videoAct();
    const notary = await notaryInRoom(act);
    const token = await sessionOf(ministry(), 'stursunov');
    const { watch, room } = await streamsOf(token, act.uuid, act.buyer.attendanceId);
    const party = `party-${act.buyer.partyId}`;

    const since = performance.now();
    expect((await post(token, '/logout')).status).toBe(200);
    expect(await endOf(watch, since)).toMatchObject({ reason: 'session' });
    expect(await endOf(room, since)).toMatchObject({ reason: 'session' });
    await notary.next(paused(party), 'the party paused', 2_000);
    // Opening either again is refused: the session is over.
    expect((await open(`/notarial_act/${act.uuid}/watch`, token)).status).toBe(403);
    expect(
      (await open(`/notarial_act/${act.uuid}/video/room?attendanceId=${act.buyer.attendanceId}`, token))
        .status,
    ).toBe(403);
  });

  it('“log out the others” ends the other sessions’ streams within 2 s and keeps this one’s', async () => {
    const act = await videoAct();
    const other = await sessionOf(ministry(), 'stursunov');
    const { watch, room } = await streamsOf(other, act.uuid, act.buyer.attendanceId);
    const mine = await sessionOf(ministry(), 'stursunov');
    const kept = await open(`/notarial_act/${act.uuid}/watch`, mine);
    expect(kept.status).toBe(200);

    const since = performance.now();
    const answer = await post(mine, '/profile/sessions/logout_others');
    expect(answer.status).toBe(200);
    expect(await endOf(watch, since)).toMatchObject({ reason: 'session' });
    expect(await endOf(room, since)).toMatchObject({ reason: 'session' });
    expect(kept.isOpen()).toBe(true);
    expect((await open(`/notarial_act/${act.uuid}/watch`, other)).status).toBe(403);
  });

  it('a block by an administrator ends the person’s streams within 2 s', async () => {
    const act = await videoAct();
    const notary = await notaryInRoom(act);
    const token = await sessionOf(ministry(), 'stursunov');
    const { watch, room } = await streamsOf(token, act.uuid, act.buyer.attendanceId);
    try {
      const since = performance.now();
      await adminChange('stursunov', { action: 'block' });
      expect(await endOf(watch, since)).toMatchObject({ reason: 'session' });
      expect(await endOf(room, since)).toMatchObject({ reason: 'session' });
      await notary.next(paused(`party-${act.buyer.partyId}`), 'the party paused', 2_000);
    } finally {
      await adminChange('stursunov', { action: 'unblock' });
    }
  });

  it('a role change ends the person’s streams within 2 s; they open again only if the new roles allow', async () => {
    const act = await videoAct();
    // A role that changes nothing of this act (analyst for the buyer): the streams end and open again.
    const buyer = await sessionOf(ministry(), 'stursunov');
    const before = await streamsOf(buyer, act.uuid, act.buyer.attendanceId);
    let since = performance.now();
    await adminChange('stursunov', { action: 'grant', role: 'analyst' });
    expect(await endOf(before.watch, since)).toMatchObject({ reason: 'access' });
    expect(await endOf(before.room, since)).toMatchObject({ reason: 'access' });
    await streamsOf(buyer, act.uuid, act.buyer.attendanceId);

    // The notary's role revoked: her watch and room end, and neither opens again.
    const room = await open(
      `/notarial_act/${act.uuid}/video/room?attendanceId=${act.buyer.attendanceId}`,
      await sessionOf(ministry(), 'stursunov'),
    );
    await room.next((e) => e.data.type === 'room.joined', 'the party joined');
    const notary = await sessionOf(ministry(), 'nabdullayeva');
    const hers = await streamsOf(notary, act.uuid, act.notary.attendanceId);
    try {
      since = performance.now();
      await adminChange('nabdullayeva', { action: 'revoke', role: 'notary' });
      expect(await endOf(hers.watch, since)).toMatchObject({ reason: 'access' });
      expect(await endOf(hers.room, since)).toMatchObject({ reason: 'access' });
      await room.next(paused('notary'), 'the notary paused', 2_000);
      expect((await open(`/notarial_act/${act.uuid}/watch`, notary)).body).toMatchObject({
        code: 'pin_not_found_in_uuid',
      });
      expect(
        (await open(`/notarial_act/${act.uuid}/video/room?attendanceId=${act.notary.attendanceId}`, notary))
          .status,
      ).toBeGreaterThanOrEqual(403);
    } finally {
      // Put back as seeded, without going through the administrators' rules.
      await ministry().db.execute(
        sql`update portal.users set roles = array['notary'] where userid = 'nabdullayeva'`,
      );
      await ministry().db.execute(
        sql`update notary.notaries set license_status = 'active' where license_number = 'N-000101'`,
      );
    }
  });

  it('a party’s exit or rejection ends their watch of that act within 2 s, and only of that act', async () => {
    const m = ministry();
    const applicant = await clientOf(m, 'drahimova');
    const buyer = await clientOf(m, 'stursunov');
    const create = async () => {
      const created = await applicant.post('/notarial_act', {
        ...cleanSale,
        vehicle: await addVehicle(m, [rahimovaPin]),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body.uuid as string;
    };
    const left = await create();
    const rejected = await create();
    const untouched = await create();
    expect((await buyer.send(left, 'party.accepted')).status).toBe(200);
    const token = await sessionOf(m, 'stursunov');
    const watches = Object.fromEntries(
      await Promise.all(
        [left, rejected, untouched].map(async (uuid) => {
          const watch = await open(`/notarial_act/${uuid}/watch`, token);
          await watch.next((e) => e.event === 'changed', 'the current version');
          return [uuid, watch] as const;
        }),
      ),
    );

    let since = performance.now();
    expect((await buyer.send(left, 'party.exited')).status).toBe(200);
    expect(await endOf(watches[left]!, since)).toMatchObject({ reason: 'access' });
    since = performance.now();
    expect((await buyer.send(rejected, 'party.rejected')).status).toBe(200);
    expect(await endOf(watches[rejected]!, since)).toMatchObject({ reason: 'access' });
    expect(watches[untouched]!.isOpen()).toBe(true);
    // Opened again, the watch follows the detail's rule for who left, whatever it is.
    const detail = await buyer.get(`/notarial_act/${left}`);
    expect((await open(`/notarial_act/${left}/watch`, token)).status).toBe(detail.status);
    // (The video room is not open while a party may still leave: an exit is allowed up to the payment
    // formation, the room only from the set time on. The room's own check refuses a former party.)
  });

  it('expiry ends the session’s streams within 2 s of the moment it expires, with nothing announced', async () => {
    const act = await videoAct();
    const token = await sessionOf(ministry(), 'stursunov');
    const { watch, room } = await streamsOf(token, act.uuid, act.buyer.attendanceId);
    // Half a minute before the buyer's session expires, the notary comes in with a session of her own,
    // which outlives his.
    clock.shift(ttlMs - 30_000);
    const notary = await notaryInRoom(act);
    expect(watch.isOpen() && room.isOpen()).toBe(true);
    // His session expires now.
    clock.shift(30_001);
    const since = performance.now();
    expect(await endOf(watch, since)).toMatchObject({ reason: 'session' });
    expect(await endOf(room, since)).toMatchObject({ reason: 'session' });
    await notary.next(paused(`party-${act.buyer.partyId}`), 'the party paused', 2_000);
    expect(notary.isOpen()).toBe(true);
  });
});

async function listening(options: CreateMinistryOptions): Promise<TestMinistry> {
  return listeningMinistry(await createMinistry({ faceId: false, ...options }));
}

// Two ministry instances on one PostgreSQL database, as an operator runs them: the streams are held by
// B, the session or the access ends through A (the announcements cross through the database, decision
// 071 on decision 016's LISTEN connection), and the bound of open streams counts both.
describe.skipIf(!drivers.includes('postgresql'))(
  'revocation of open streams across instances on postgresql',
  () => {
    // B's reconnections wait for this when it is set.
    let hold: Promise<void> | null = null;
    const instances = forSuite(
      'two ministries on one database',
      async () => {
        const database = await createTestDatabase('postgresql');
        const options = { ...database.options, streams: { maxPerSession } };
        const a = await listening(options);
        const b = await listening({
          ...options,
          actChangeFeed: { retryDelayMs: () => 10, beforeReconnect: () => hold ?? Promise.resolve() },
        });
        return { a, b, drop: database.drop, databaseUrl: database.options.databaseUrl! };
      },
      async ({ a, b, drop }) => {
        await b.close();
        await a.close();
        await drop();
      },
    );
    const opened: SseClient[] = [];
    afterEach(() => {
      for (const stream of opened.splice(0)) stream.close();
    });
    const open = async (ministry: TestMinistry, path: string, token: string) => {
      const stream = await openSse(ministry, path, token);
      opened.push(stream);
      return stream;
    };

    /** A video act at its set time, made through A; the buyer and the notary joined. */
    async function videoAct() {
      const { a } = instances();
      const { uuid, people } = await freshVideoAct(a, new Date());
      const join = async (who: Client, userid: string) =>
        (await signedJoin(a, who, userid, uuid)).body as { attendanceId: number; partyId: number };
      return {
        uuid,
        buyer: await join(people.buyer, 'stursunov'),
        notary: await join(people.notary, 'nabdullayeva'),
      };
    }

    /** On B: the notary in the room, and the buyer's watch and room stream of session `token`. */
    async function onB(act: Awaited<ReturnType<typeof videoAct>>, token: string) {
      const { b } = instances();
      const notary = await open(
        b,
        `/notarial_act/${act.uuid}/video/room?attendanceId=${act.notary.attendanceId}`,
        await sessionOf(b, 'nabdullayeva'),
      );
      await notary.next((e) => e.data.type === 'room.joined', 'the notary joined');
      const watch = await open(b, `/notarial_act/${act.uuid}/watch`, token);
      const room = await open(
        b,
        `/notarial_act/${act.uuid}/video/room?attendanceId=${act.buyer.attendanceId}`,
        token,
      );
      await watch.next((e) => e.event === 'changed', 'the current version');
      await room.next((e) => e.data.type === 'room.joined', 'the buyer joined');
      return { notary, watch, room };
    }

    it('a logout through A ends the streams B holds within 2 s', async () => {
      const { a } = instances();
      const act = await videoAct();
      const token = await sessionOf(a, 'stursunov');
      const { notary, watch, room } = await onB(act, token);
      const since = performance.now();
      const answer = await fetch(`${a.url}/api/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      expect(await endOf(watch, since)).toMatchObject({ reason: 'session' });
      expect(await endOf(room, since)).toMatchObject({ reason: 'session' });
      await notary.next(
        (e) =>
          e.data.type === 'room.participantPaused' && e.data.participantId === `party-${act.buyer.partyId}`,
        'the party paused',
        2_000,
      );
    });

    it('a role change through A ends the streams B holds within 2 s', async () => {
      const { a } = instances();
      const act = await videoAct();
      const token = await sessionOf(a, 'stursunov');
      const { watch, room } = await onB(act, token);
      const admin = await clientOf(a, 'bsaidov');
      const since = performance.now();
      const changed = await admin.post(`/admin/users/${await userIdOf(a, 'stursunov')}/changes`, {
        action: 'grant',
        role: 'analyst',
        reason: 'Revocation test',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(await endOf(watch, since)).toMatchObject({ reason: 'access' });
      expect(await endOf(room, since)).toMatchObject({ reason: 'access' });
    });

    it('after its LISTEN connection comes back, B re-reads its sessions and re-checks its streams', async () => {
      const { a, b, databaseUrl } = instances();
      const act = await videoAct();
      const ended = await sessionOf(a, 'stursunov');
      const lost = await onB(act, ended);
      // Another session of his, whose access does not change: its watch goes on.
      const kept = await open(b, `/notarial_act/${act.uuid}/watch`, await sessionOf(a, 'stursunov'));
      await kept.next((e) => e.event === 'changed', 'the current version');

      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [b.actChanges.listenerPid()]);
      } finally {
        await admin.end();
      }
      await vi.waitFor(() => expect(b.actChanges.listenerPid()).toBeNull(), { timeout: 1_000, interval: 5 });
      // Logged out while B cannot hear it.
      const answer = await fetch(`${a.url}/api/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ended}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      expect(lost.watch.isOpen()).toBe(true);
      const since = performance.now();
      hold = null;
      release();
      expect(await endOf(lost.watch, since)).toMatchObject({ reason: 'session' });
      expect(await endOf(lost.room, since)).toMatchObject({ reason: 'session' });
      expect(kept.isOpen()).toBe(true);
    });

    it('counts a session’s streams on every instance', async () => {
      const { a, b } = instances();
      const act = await videoAct();
      const token = await sessionOf(a, 'stursunov');
      const path = `/notarial_act/${act.uuid}/watch`;
      for (const ministry of [a, a, b]) expect((await open(ministry, path, token)).status).toBe(200);
      expect((await open(a, path, token)).status).toBe(429);
      expect((await open(b, path, token)).status).toBe(429);
    });
  },
);
