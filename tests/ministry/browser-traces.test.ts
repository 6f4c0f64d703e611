import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import oz from '../../locales/oz/ministry.json';
import ru_ from '../../locales/ru/ministry.json';
import {
  actBrowserTracesSchema,
  browserTraceReplaySchema,
  browserTracingSchema,
} from '../../machines/browser-trace/browser-trace.schema';
import { createRecorder, type LiveInspectionEvent } from '../../machines/browser-trace/recorder';
import { purgeBrowserTraces } from '../../ministry/browser-traces/store';
import { seedPeople } from '../../ministry/db/seed';
import { stuckActUuid } from '../../ministry/db/seed/stuck-act';
import { leaks, loginEvents } from '../browser-trace/support';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Client, clientsForSuite, sessionHeadersOf } from './acts-support';

// Browser traces in the ministry (issue 14, decision 061), on both drivers: a session is traced by
// consent here (sample rate 0), its batches are stored redacted and linked to the act they visited if
// the uploader may read it (decision 071), analysts list and replay them (audited), bad batches are
// clear 400s, a user starts at most so many traces a day (429), and the purge after the retention
// period is claimed so two runs at once delete each trace once.

// Nazarov is the seeded stuck act's applicant; Mirzayeva has nothing to do with it.
const nazarov = seedPeople.find((p) => p.userid === 'onazarov')!;
const mirzayeva = seedPeople.find((p) => p.userid === 'smirzayeva')!;
const traceId = '0b7f3c52-6f0e-4c1a-9a57-3c2f1d0e9b11';
const dailyLimit = 3;

/** A real login of `person` (Nazarov), then the app visiting the seeded stuck act, as the page records it. */
async function batchesOfALogin(person = nazarov, id = traceId) {
  const recorder = createRecorder({ traceId: id, batchEvents: 20 });
  let at = Date.UTC(2026, 10, 24, 9);
  const live: LiveInspectionEvent[] = [
    ...((await loginEvents(person)) as LiveInspectionEvent[]),
    {
      type: '@xstate.event',
      rootId: 'x:0',
      actorRef: { sessionId: 'x:1', id: 'navigation' },
      event: {
        type: 'navigation.requested',
        path: `/enotarial_act/${stuckActUuid}`,
        owner: person.surname.latin,
      },
    },
  ];
  for (const event of live) {
    at += 500;
    recorder.record(event, at);
  }
  const batches = [];
  for (let b = recorder.takeBatch(); b !== null; b = recorder.takeBatch()) batches.push(b);
  return batches;
}

describe.each(drivers)('browser traces on %s', (driver) => {
  const ministry = ministryForSuite(driver, {
    browserTraces: { mode: 'sample', sampleRate: 0, retentionDays: 30, dailyLimit },
  });
  const clients = clientsForSuite(ministry, {
    applicant: 'onazarov',
    stranger: 'smirzayeva',
    busy: 'myusupova',
    analyst: 'bsaidov',
  });
  const query = async <T>(text: ReturnType<typeof sql>) =>
    ((await ministry().db.execute(text)) as unknown as { rows: T[] }).rows;
  let stored = 0;

  it('traces nobody by default, and a consenting user’s session once she consents', async () => {
    const before = await clients.applicant.get('/browser_traces/session');
    expect(browserTracingSchema.parse(before.body)).toEqual({ traced: false, reason: null, consent: false });
    const [first] = await batchesOfALogin();
    expect((await clients.applicant.post('/browser_traces', first)).status).toBe(403);
    const consented = await clients.applicant.post('/browser_traces/consent', { consent: true });
    expect(consented.body).toEqual({ traced: true, reason: 'consent', consent: true });
    const bad = await clients.applicant.post('/browser_traces/consent', { consent: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('consent');
  });

  it('stores every batch once, redacted and scrubbed of his own words, linked to his act he visited', async () => {
    const batches = await batchesOfALogin();
    expect(batches.length).toBeGreaterThan(1);
    // A page that did not redact (a hand-made upload) is redacted here all the same.
    batches[0]!.events.push({
      ...batches[0]!.events[0]!,
      type: '@xstate.event',
      event: { type: 'login.submitted', pin: nazarov.pin, note: `${nazarov.surname.latin}!` },
      sourceId: null,
    } as never);
    for (const batch of batches) {
      const { status, body } = await clients.applicant.post('/browser_traces', batch);
      expect(status).toBe(200);
      stored = body.traceId;
    }
    const again = await clients.applicant.post('/browser_traces', batches[0]);
    const total = batches.reduce((n, b) => n + b.events.length, 0);
    expect(again.body).toMatchObject({ traceId: stored, eventCount: total });
    const rows = await query<{ events: unknown }>(
      sql`select events from portal.browser_trace_batches where trace_id = ${stored} order by seq`,
    );
    expect(rows).toHaveLength(batches.length);
    expect(leaks(rows)).toEqual([]);
    const links = await query<{ uuid: string }>(
      sql`select a.uuid from acts.browser_trace_acts l join acts.acts a on a.id = l.act_id where l.trace_id = ${stored}`,
    );
    expect(links.map((l) => l.uuid)).toEqual([stuckActUuid]);
  });

  it('answers clear 400s for a bad batch, and refuses one that would pass the trace’s cap', async () => {
    const [batch] = await batchesOfALogin();
    const bad = async (body: unknown) => {
      const answer = await clients.applicant.post('/browser_traces', body);
      expect(answer.status).toBe(400);
      return answer.body.fields;
    };
    const says = oz.validation;
    expect(await bad({ ...batch, traceId: 'x' })).toEqual({ traceId: says.error_wrong_trace });
    expect(await bad({ ...batch, seq: -1 })).toEqual({ seq: says.error_wrong_trace_batch });
    expect(await bad({ ...batch, events: [] })).toEqual({ events: says.error_wrong_trace_batch });
    expect(Object.keys(await bad({ ...batch, events: [{ type: '@xstate.nothing' }] }))[0]).toMatch(/^events/);
    await ministry().db.execute(
      sql`update portal.browser_traces set event_count = 4999 where id = ${stored}`,
    );
    expect(await bad({ ...batch, traceId, seq: 150 })).toEqual({ events: says.error_trace_full });
  });

  it('links a trace only to acts its uploader may read: a page naming another person’s act is stored without the link', async () => {
    const stranger = clients.stranger as Client;
    expect((await stranger.post('/browser_traces/consent', { consent: true })).status).toBe(200);
    const forged = '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
    let forgedId = 0;
    for (const batch of await batchesOfALogin(mirzayeva, forged)) {
      const { status, body } = await stranger.post('/browser_traces', batch);
      expect(status).toBe(200);
      forgedId = body.traceId;
    }
    const links = await query<{ n: number }>(
      sql`select count(*)::int as n from acts.browser_trace_acts where trace_id = ${forgedId}`,
    );
    expect(links[0]!.n).toBe(0);
    // The analysts' list of that act does not hold it (only Nazarov's traces, his own and the seeded).
    await ministry().db.execute(
      sql`update portal.users set roles = array_append(roles, 'analyst') where userid = 'bsaidov' and not ('analyst' = any(roles))`,
    );
    const list = await (clients.analyst as Client).get(`/analysts/acts/${stuckActUuid}/browser_traces`);
    const ids = actBrowserTracesSchema.parse(list.body).items.map((item) => item.id);
    expect(ids).toContain(stored);
    expect(ids).not.toContain(forgedId);
  });

  it('lets a user start at most so many traces a day: one more is a clear 429, an open trace goes on', async () => {
    const busy = clients.busy as Client;
    expect((await busy.post('/browser_traces/consent', { consent: true })).status).toBe(200);
    const trace = (n: number) => `7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f90${String(n).padStart(2, '0')}`;
    const [first] = await batchesOfALogin(nazarov, trace(0));
    for (let n = 0; n < dailyLimit; n += 1) {
      expect((await busy.post('/browser_traces', { ...first, traceId: trace(n) })).status).toBe(200);
    }
    const refused = await busy.post('/browser_traces', { ...first, traceId: trace(dailyLimit) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'too_many_browser_traces',
      max: dailyLimit,
      message: oz.errors.too_many_browser_traces.replace('{{max}}', String(dailyLimit)),
    });
    const ru = await fetch(`${ministry().url}/api/browser_traces`, {
      method: 'POST',
      headers: {
        ...(await sessionHeadersOf(ministry(), 'myusupova')),
        'accept-language': 'ru',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...first, traceId: trace(dailyLimit) }),
    });
    expect(ru.status).toBe(429);
    expect(((await ru.json()) as { message: string }).message).toBe(
      ru_.errors.too_many_browser_traces.replace('{{max}}', String(dailyLimit)),
    );
    // A trace already started takes its next batch.
    expect((await busy.post('/browser_traces', { ...first, traceId: trace(0), seq: 1 })).status).toBe(200);
    // The count is of the day (Tashkent): yesterday's traces leave room today.
    await ministry().db.execute(
      sql`update portal.browser_traces set started_at = started_at - interval '1 day' where user_id = ${busy.userId}`,
    );
    expect((await busy.post('/browser_traces', { ...first, traceId: trace(dailyLimit) })).status).toBe(200);
  });

  it('lists the act’s traces and replays one for analysts only, auditing each view', async () => {
    const refused = await clients.applicant.get(`/analysts/acts/${stuckActUuid}/browser_traces`);
    expect(refused.status).toBe(403);
    await ministry().db.execute(
      sql`update portal.users set roles = array_append(roles, 'analyst') where userid = 'bsaidov' and not ('analyst' = any(roles))`,
    );
    const analyst = clients.analyst as Client;
    const list = await analyst.get(`/analysts/acts/${stuckActUuid}/browser_traces`);
    expect(list.status).toBe(200);
    const [item] = actBrowserTracesSchema.parse(list.body).items;
    expect(item).toMatchObject({ id: stored, capped: false, partial: false });
    expect(item!.actorCount).toBeGreaterThanOrEqual(1);
    const one = await analyst.get(`/analysts/browser_traces/${stored}`);
    expect(one.status).toBe(200);
    const replay = browserTraceReplaySchema.parse(one.body);
    const login = replay.actors.find((a) => a.machineId === 'login');
    expect(login?.replay?.steps.map((s) => s.to)).toContain('authenticating');
    expect(login?.replay?.divergence).toBeNull();
    expect(leaks(one.body)).toEqual([]);
    expect((await analyst.get('/analysts/browser_traces/0')).status).toBe(400);
    expect((await analyst.get('/analysts/browser_traces/999999')).status).toBe(404);
    const views = await query<{ view: string }>(
      sql`select view from acts.analyst_views where view like 'browser_trace%' order by id`,
    );
    // The first list is the forged-link test's.
    expect(views.map((v) => v.view)).toEqual(['browser_traces', 'browser_traces', 'browser_trace']);
  });

  it('keeps the trace of the session that created the seeded stuck act: Nazarov’s lookup, his form sent, then his act’s page', async () => {
    const analyst = clients.analyst as Client;
    const list = await analyst.get(`/analysts/acts/${stuckActUuid}/browser_traces`);
    expect(list.status).toBe(200);
    // Newest first: the seeded one, from the day the act was made, is the last.
    const seeded = actBrowserTracesSchema.parse(list.body).items.at(-1)!;
    expect(seeded.id).not.toBe(stored);
    expect(seeded).toMatchObject({ capped: false, partial: false });
    expect(Date.parse(seeded.startedAt)).toBeLessThan(Date.now() - 11 * 24 * 3_600_000);
    const [owner] = await query<{ userid: string; revoked: boolean }>(
      sql`select u.userid, s.revoked_at is not null as revoked from portal.browser_traces t join portal.users u on u.id = t.user_id join auth.sessions s on s.id = t.session_id where t.id = ${seeded.id}`,
    );
    expect(owner).toEqual({ userid: 'onazarov', revoked: true });
    const one = await analyst.get(`/analysts/browser_traces/${seeded.id}`);
    expect(one.status).toBe(200);
    const replay = browserTraceReplaySchema.parse(one.body);
    const [act] = await query<{ id: number }>(sql`select id from acts.acts where uuid = ${stuckActUuid}`);
    expect(replay.acts).toEqual([act!.id]);
    const form = replay.actors.find((a) => a.machineId === 'createAct');
    expect(form?.replay?.divergence).toBeNull();
    expect(form?.replay?.steps.map((s) => s.type)).toEqual(
      expect.arrayContaining(['actForm.lookupRequested', 'actForm.submitted']),
    );
    expect(JSON.parse(String(form?.replay?.final.state))).toMatchObject({ creation: 'created' });
    const navigation = replay.actors.find((a) => a.machineId === 'navigation');
    expect(navigation?.replay?.divergence).toBeNull();
    expect(navigation?.replay?.steps.map((s) => s.type)).toEqual([
      'xstate.init',
      'navigation.requested',
      'navigation.requested',
    ]);
    // Qodirova's passport, PIN and phone were in the form he sent: none of them, nor his name, is here.
    expect(leaks(one.body)).toEqual([]);
  });

  it('purges traces past their retention once, whichever of two runs claims them', async () => {
    await ministry().db.execute(
      sql`update portal.browser_traces set last_at = now() - interval '40 days' where id = ${stored}`,
    );
    const now = new Date();
    const runs = await Promise.all([
      purgeBrowserTraces(ministry().db, now, 30, 1),
      purgeBrowserTraces(ministry().db, now, 30, 1),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    const left = await query<{ n: number }>(
      sql`select (select count(*) from portal.browser_trace_batches where trace_id = ${stored})::int + (select count(*) from acts.browser_trace_acts where trace_id = ${stored})::int as n`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
