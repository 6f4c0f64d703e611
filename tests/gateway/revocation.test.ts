import { sql } from 'drizzle-orm';
import { print } from 'graphql';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import { translate } from '../../gateway/i18n.js';
import { tashkentDateTime } from '../../machines/clock/clock.js';
import { ActChangedSubscription, ActDetailFragment } from '../../ui/features/acts/acts.documents.js';
import { LogoutMutation } from '../../ui/features/session/session.documents.js';
import { VideoRoomSubscription } from '../../ui/features/video/room/room.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { type Client, clientOf, userIdOf } from '../ministry/acts-support.js';
import { sessionOf } from '../ministry/streams-support.js';
import { freshVideoAct, shiftableClock, signedJoin } from '../ministry/video-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send, wsClient } from './harness.js';

// Revocation through the gateway (issue 27, decision 071), with the UI's documents against the sandbox
// ministry: a subscription whose session ends (here by the UI's own logout) ends within 2 s with the
// catalogue's 403 Access Denied (TOKEN_EXPIRED), and the socket that was opened with that session's
// token serves no new subscription on it, though it does on the client's current token sent with the
// operation; a subscription whose access changes is re-authorized at once: it goes on while the
// ministry allows it, and ends with the ministry's refusal when not.

type Result = {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
};

/** A subscription's results as they come, and when it completed (performance.now()). */
function collect(iterator: AsyncIterableIterator<Result>) {
  const results: Result[] = [];
  let wake = () => {};
  let done: number | null = null;
  const pump = (async () => {
    try {
      for await (const result of iterator) {
        results.push(result);
        wake();
      }
    } finally {
      done = performance.now();
      wake();
    }
  })();
  const until = (check: () => boolean, what: string, ms: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${what} not within ${ms} ms: ${JSON.stringify(results)}`)),
        ms,
      );
      wake = () => {
        if (!check()) return;
        clearTimeout(timer);
        resolve();
      };
      wake();
    });
  return {
    results,
    /** Waits until `count` results have come (up to `ms`). */
    count: (count: number, ms = 10_000) => until(() => results.length >= count, `${count} results`, ms),
    /** Waits until the subscription has completed (up to `ms` after `since`). */
    completed: (since: number, ms = 2_000) =>
      until(() => done !== null, 'the end', Math.max(0, since + ms - performance.now())),
    isDone: () => done !== null,
    stop: async () => {
      await iterator.return?.();
      await pump;
    },
  };
}

const minutes = (n: number) => n * 60_000;

describe('revocation through the gateway', () => {
  const clock = shiftableClock();
  const ministry = ministryForSuite('pglite', { auth: { now: clock.now, sessionTtlMs: 3_600_000 } });
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  let url = '';
  const sockets: WsClient[] = [];
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });
  const socketOf = async (token: string) => {
    url ||= await gateway().listen(0, '127.0.0.1');
    const socket = wsClient(url, { token, locale: 'oz' });
    sockets.push(socket);
    return socket;
  };

  async function videoAct() {
    const m = ministry();
    const { uuid, people } = await freshVideoAct(m, clock.now());
    const join = async (who: Client, userid: string) =>
      String((await signedJoin(m, who, userid, uuid)).body.attendanceId);
    return {
      uuid,
      people,
      buyer: await join(people.buyer, 'stursunov'),
      notary: await join(people.notary, 'nabdullayeva'),
    };
  }

  const watchAct = (socket: WsClient, uuid: string, token?: string) =>
    collect(
      socket.iterate({
        query: print(ActChangedSubscription),
        variables: { uuid },
        ...(token ? { extensions: { authorization: `Bearer ${token}` } } : {}),
      }) as AsyncIterableIterator<Result>,
    );
  const room = (socket: WsClient, uuid: string, attendanceId: string) =>
    collect(
      socket.iterate({
        query: print(VideoRoomSubscription),
        variables: { uuid, attendanceId },
      }) as AsyncIterableIterator<Result>,
    );
  const code = (result: Result | undefined) => result?.errors?.[0]?.extensions?.code;

  it('a logged-out session’s subscriptions end with Access Denied within 2 s; its socket serves no new one on that token', async () => {
    const act = await videoAct();
    const token = await sessionOf(ministry(), 'stursunov');
    const socket = await socketOf(token);
    const watch = watchAct(socket, act.uuid);
    const inRoom = room(socket, act.uuid, act.buyer);
    await watch.count(1);
    expect(readFragment(ActDetailFragment, watch.results[0]!.data?.actChanged as never)?.uuid).toBe(act.uuid);
    await inRoom.count(1);
    expect(inRoom.results[0]!.data?.videoRoom).toMatchObject({ type: 'joined' });

    // The UI's own logout, over HTTP.
    const since = performance.now();
    const out = await send(gateway(), LogoutMutation, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'oz' },
    });
    expect(out.result.errors).toBeUndefined();
    await watch.completed(since);
    await inRoom.completed(since);
    for (const ended of [watch, inRoom]) {
      const last = ended.results.at(-1);
      expect(code(last)).toBe('TOKEN_EXPIRED');
      expect(last?.errors?.[0]?.message).toBe(translate('oz', 'errors.TOKEN_EXPIRED'));
    }

    // The same socket, asked again with its connect-time token: refused, nothing served.
    const again = watchAct(socket, act.uuid);
    await again.count(1);
    expect(code(again.results[0])).toBe('TOKEN_EXPIRED');
    expect(again.results[0]!.data ?? null).toBeNull();
    // With the client's current token (a new login) on the operation, the socket serves it.
    const fresh = watchAct(socket, act.uuid, await sessionOf(ministry(), 'stursunov'));
    await fresh.count(1);
    expect(fresh.results[0]!.errors).toBeUndefined();
    await fresh.stop();
  });

  it('an access change re-authorizes at once: the watch and the room go on while allowed, and end with the refusal when not', async () => {
    const act = await videoAct();
    const admin = await clientOf(ministry(), 'bsaidov');
    const change = async (userid: string, body: Record<string, unknown>) => {
      const answer = await admin.post(`/admin/users/${await userIdOf(ministry(), userid)}/changes`, {
        reason: 'Revocation test',
        ...body,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    // The buyer becomes an analyst too: nothing of this act changes for him.
    const buyer = await socketOf(await sessionOf(ministry(), 'stursunov'));
    const watch = watchAct(buyer, act.uuid);
    const inRoom = room(buyer, act.uuid, act.buyer);
    await watch.count(1);
    await inRoom.count(1);
    await change('stursunov', { action: 'grant', role: 'analyst' });
    // The relay entered again: the room says `joined` anew, and no error.
    await inRoom.count(2);
    expect(inRoom.results.map((r) => (r.data?.videoRoom as { type: string } | undefined)?.type)).toEqual([
      'joined',
      'joined',
    ]);
    // The watch is live still: the notary's next change reaches it.
    const visit = tashkentDateTime(new Date(clock.now().getTime() + minutes(6)));
    const moved = await act.people.notary.send(act.uuid, 'act.timeSet', { visit: { ...visit, regtype: 2 } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await watch.count(2);
    expect(watch.results.every((r) => r.errors === undefined)).toBe(true);
    expect(watch.isDone() || inRoom.isDone()).toBe(false);

    // The notary's role revoked: her watch and her room end with the ministry's refusal.
    const notary = await socketOf(await sessionOf(ministry(), 'nabdullayeva'));
    const hers = watchAct(notary, act.uuid);
    const herRoom = room(notary, act.uuid, act.notary);
    await hers.count(1);
    await herRoom.count(1);
    try {
      const since = performance.now();
      await change('nabdullayeva', { action: 'revoke', role: 'notary' });
      await hers.completed(since);
      await herRoom.completed(since);
      expect(code(hers.results.at(-1))).toBe('PIN_NOT_FOUND_IN_UUID');
      expect(code(herRoom.results.at(-1))).toBe('PIN_NOT_FOUND_IN_UUID');
    } finally {
      await ministry().db.execute(
        sql`update portal.users set roles = array['notary'] where userid = 'nabdullayeva'`,
      );
      await ministry().db.execute(
        sql`update notary.notaries set license_status = 'active' where license_number = 'N-000101'`,
      );
    }
    await watch.stop();
    await inRoom.stop();
  });
});
