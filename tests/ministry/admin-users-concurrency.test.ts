import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../ministry/db/database';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Client, clientOf, type Json } from './acts-support';

// The last active administrator under concurrency (decision 072), on a PostgreSQL server: two
// administrators acting against each other at the same moment must never leave none. To be sure both
// requests are inside their transactions at once, the test holds the administrators' rows locked from
// another connection until both wait for them, then lets them go together. A check made without
// locking in the transaction passes both (each sees the other still active) and leaves no
// administrator; with the rows locked, the second sees the first's change and is refused.

const onPostgres = drivers.filter((driver) => driver === 'postgresql');

describe.each(onPostgres)('the last active administrator, two administrators at once, on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  const activeAdmins = async () =>
    (
      await queryRows<{ userid: string }>(
        ministry().db,
        sql`select userid from portal.users
            where roles @> array['admin']::text[] and state = 'active' and deleted_at is null order by id`,
      )
    ).map((row) => row.userid);

  /**
   * Sends both requests while the administrators' rows are locked by another transaction, waits until
   * both wait on those locks, then releases them and answers both answers.
   */
  async function atOnce(send: () => [Promise<Json>, Promise<Json>]) {
    let answers: [Promise<Json>, Promise<Json>] | undefined;
    await ministry().db.transaction(async (tx) => {
      await tx.execute(sql`select id from portal.users where roles @> array['admin']::text[] for update`);
      answers = send();
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [row] = await queryRows<{ n: number }>(
          ministry().db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row!.n >= 2) break;
        if (Date.now() > deadline) throw new Error(`only ${row!.n} request(s) waited for the locks`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    return Promise.all(answers!);
  }

  let saidov: Client;
  let second: Client;

  it('two administrators blocking each other leave exactly one of them', async () => {
    saidov = await clientOf(ministry(), 'bsaidov');
    second = await clientOf(ministry(), 'dyoldosheva', 'ru');
    expect(await activeAdmins()).toEqual(['bsaidov', 'dyoldosheva']);
    const [first, other] = await atOnce(() => [
      saidov.post(`/admin/users/${second.userId}/changes`, { action: 'block', reason: 'Suspected abuse' }),
      second.post(`/admin/users/${saidov.userId}/changes`, { action: 'block', reason: 'Suspected abuse' }),
    ]);
    const statuses = [first.status, other.status].sort();
    expect(statuses).toEqual([200, 403]);
    // The one who lost was blocked before their change could take effect: no longer an administrator.
    const refused = first.status === 403 ? first : other;
    expect(refused.body.code).toBe('forbidden');
    expect(await activeAdmins()).toHaveLength(1);
    // Put back for the next case: the one left unblocks the other, who logs in again.
    const [left] = await activeAdmins();
    const survivor = left === 'bsaidov' ? saidov : second;
    const blocked = left === 'bsaidov' ? second : saidov;
    expect(
      (
        await survivor.post(`/admin/users/${blocked.userId}/changes`, {
          action: 'unblock',
          reason: 'Cleared',
        })
      ).status,
    ).toBe(200);
    saidov = await clientOf(ministry(), 'bsaidov');
    second = await clientOf(ministry(), 'dyoldosheva', 'ru');
    expect(await activeAdmins()).toEqual(['bsaidov', 'dyoldosheva']);
  });

  it('two administrators stepping down at once leave one, the other refused as the last', async () => {
    const [first, other] = await atOnce(() => [
      saidov.post(`/admin/users/${saidov.userId}/changes`, {
        action: 'revoke',
        role: 'admin',
        reason: 'Leaving',
      }),
      second.post(`/admin/users/${second.userId}/changes`, {
        action: 'revoke',
        role: 'admin',
        reason: 'Leaving',
      }),
    ]);
    expect([first.status, other.status].sort()).toEqual([200, 403]);
    const refused = first.status === 403 ? first : other;
    expect(refused.body.code).toBe('last_admin');
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('an administrator deleting the other while being demoted by her leaves one', async () => {
    const [left] = await activeAdmins();
    const remaining = left === 'bsaidov' ? saidov : second;
    const other = left === 'bsaidov' ? second : saidov;
    // The test's own setup: the one who stepped down is an administrator again, written in the database
    // (one administrator alone can no longer grant it).
    await ministry().db.execute(
      sql`update portal.users set roles = array['admin']::text[] where id = ${other.userId}`,
    );
    const [a, b] = await atOnce(() => [
      remaining.post(`/admin/users/${other.userId}/changes`, {
        action: 'delete',
        reason: 'Left the ministry',
      }),
      other.post(`/admin/users/${remaining.userId}/changes`, {
        action: 'revoke',
        role: 'admin',
        reason: 'Demoted',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
