import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analystActSchema, stuckActsSchema } from '../../machines/replay/analysts.schema';
import { inspectionEventSchema } from '../../machines/replay/inspect.schema';
import { seedPeople } from '../../ministry/db/seed';
import { stuckActUuid } from '../../ministry/db/seed/stuck-act';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Client, clientsForSuite, type Json } from './acts-support';

// The analysts' routes (issue 14, decision 060) against the seeded sandbox: the seeded stuck act
// (Nazarov's car sale, waiting ten days in the notary's check) is found, replayed and exported, and
// nothing of a person leaves.

/** Every seeded PIN, passport number, phone number and name: none may appear in an answer. */
const personal = seedPeople.flatMap((p) => [
  p.pin,
  `${p.passserial}${p.passnum}`,
  p.passnum,
  p.phone,
  p.surname.latin,
  p.surname.cyrillic,
  p.fullname.latin,
]);
const leaks = (body: unknown) => {
  const text = JSON.stringify(body);
  return personal.filter((value) => text.includes(value));
};

describe.each(drivers)('analysts on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, { analyst: 'bsaidov', applicant: 'drahimova' });
  const makeAnalyst = () =>
    ministry().db.execute(
      sql`update portal.users set roles = array_append(roles, 'analyst') where userid = 'bsaidov' and not ('analyst' = any(roles))`,
    );
  const audited = async () =>
    (
      (await ministry().db.execute(sql`select count(*)::int as n from acts.analyst_views`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  it('is for analysts only: anybody else gets 403 and nothing is audited', async () => {
    for (const client of [clients.applicant, clients.analyst] as Client[]) {
      expect((await client.get(`/analysts/acts/${stuckActUuid}`)).status).toBe(403);
      expect((await client.get('/analysts/stuck_acts')).status).toBe(403);
    }
    expect(await audited()).toBe(0);
  });

  it('lists the seeded stuck act under checking, the notary to act, oldest first, and audits the view', async () => {
    await makeAnalyst();
    const { status, body } = await clients.analyst.get('/analysts/stuck_acts');
    expect(status).toBe(200);
    const list = stuckActsSchema.parse(body);
    const item = list.items.find((i) => i.uuid === stuckActUuid);
    expect(item).toMatchObject({ state: 'checking', step: 2, awaiting: ['notary'], limitHours: 48 });
    expect(item!.hours).toBeGreaterThanOrEqual(240);
    expect(list.groups).toContainEqual(
      expect.objectContaining({ state: 'checking', awaiting: ['notary'], count: expect.any(Number) }),
    );
    const since = list.items.map((i) => i.since);
    expect(since).toEqual([...since].sort());
    // Filtered by another office, it is not there; bad input is a 400.
    const other = await clients.analyst.get(`/analysts/stuck_acts?office=${item!.officeId + 1}`);
    expect(other.body.items.some((i: Json) => i.uuid === stuckActUuid)).toBe(false);
    expect((await clients.analyst.get('/analysts/stuck_acts?page=0')).status).toBe(400);
    expect(await audited()).toBeGreaterThanOrEqual(2);
  });

  it('replays the stuck act to where it is stored, with no divergence, and names who must act next', async () => {
    await makeAnalyst();
    const { status, body } = await clients.analyst.get(`/analysts/acts/${stuckActUuid}`);
    expect(status).toBe(200);
    const act = analystActSchema.parse(body);
    expect(act.matchesStored).toBe(true);
    expect(act.replay.divergence).toBeNull();
    expect(act.replay.final).toMatchObject({ state: 'checking', waitingFor: ['notary'] });
    expect(act.replay.toGoal?.moves[0]).toMatchObject({ event: 'act.checkAccepted', roles: ['notary'] });
    const checking = act.replay.segments.at(-1)!;
    expect(checking.state).toBe('checking');
    expect(checking.ms!).toBeGreaterThanOrEqual(10 * 24 * 3_600_000 - 60_000);
    // The same act by its rid.
    const byRid = await clients.analyst.get(`/analysts/acts/${act.act.rid}`);
    expect(byRid.body.act.uuid).toBe(stuckActUuid);
    expect((await clients.analyst.get('/analysts/acts/not-an-act')).status).toBe(400);
    expect((await clients.analyst.get('/analysts/acts/NA-2000-999999')).status).toBe(404);
    expect(leaks(body)).toEqual([]);
  });

  it('exports the trace as @statelyai/inspect events with nothing personal in it', async () => {
    await makeAnalyst();
    const { status, body } = await clients.analyst.get(`/analysts/acts/${stuckActUuid}/trace`);
    expect(status).toBe(200);
    const events = body.events.map((event: unknown) => inspectionEventSchema.parse(event));
    expect(events.map((e: Json) => e.type)).toEqual([
      '@xstate.actor',
      '@xstate.event',
      '@xstate.snapshot',
      '@xstate.event',
      '@xstate.snapshot',
    ]);
    expect(events.at(-1).snapshot.value).toBe('checking');
    expect(leaks(body)).toEqual([]);
  });
});
