import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecorder, type LiveInspectionEvent } from '../../machines/browser-trace/recorder';
import { seedPeople } from '../../ministry/db/seed';
import { stuckActUuid } from '../../ministry/db/seed/stuck-act';
import {
  ActBrowserTracesQuery,
  BrowserReplayFragment,
  BrowserTraceReplayQuery,
  BrowserTraceSummaryFragment,
} from '../../ui/features/analysts/browser-traces.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import {
  BrowserTracingQuery,
  SetBrowserTraceConsentMutation,
  UploadBrowserTraceMutation,
} from '../../ui/graphql/browser-traces.documents.js';
import { leaks, loginEvents } from '../browser-trace/support.js';
import { sessionHeadersOf } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// Browser traces through the gateway (issue 14, decision 061), with the UI's own documents against
// the sandbox ministry tracing every session: the page's upload, the consent, and the analysts' list
// and replay of the trace linked to the act it visited (its applicant's: a stranger's page naming it is
// not linked, decision 071), with enums across the seam and the usual error codes (BAD_REQUEST with
// its field, FORBIDDEN, NOT_FOUND, TOO_MANY_ATTEMPTS).

describe('browser traces through the gateway', () => {
  const ministry = ministryForSuite('pglite', {
    browserTraces: { mode: 'all', sampleRate: 0, retentionDays: 30, dailyLimit: 2 },
  });
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const auth: Record<string, Record<string, string>> = {};
  const login = (userid: string) => sessionHeadersOf(ministry(), userid);

  beforeAll(async () => {
    // The seeded stuck act's applicant; Mirzayeva has nothing to do with it.
    auth.nazarov = await login('onazarov');
    auth.mirzayeva = await login('smirzayeva');
    await ministry().db.execute(
      sql`update portal.users set roles = array_append(roles, 'analyst') where userid = 'bsaidov'`,
    );
    auth.analyst = await login('bsaidov');
  });

  it('tells the page its session is traced and stores its batches; a bad batch is BAD_REQUEST on events', async () => {
    const tracing = await send(gateway(), BrowserTracingQuery, { variables: {}, headers: auth.nazarov });
    expect(tracing.result.data?.browserTracing).toEqual({ traced: true, reason: 'all', consent: false });
    const recorder = createRecorder({ traceId: '4a1e6c2b-8d3f-4e5a-9b7c-1d2e3f4a5b6c', batchEvents: 30 });
    const nazarov = seedPeople.find((p) => p.userid === 'onazarov')!;
    const events: LiveInspectionEvent[] = [
      ...((await loginEvents(nazarov)) as LiveInspectionEvent[]),
      {
        type: '@xstate.event',
        rootId: 'x:0',
        actorRef: { sessionId: 'x:1', id: 'navigation' },
        event: { type: 'navigation.requested', path: `/enotarial_act/${stuckActUuid}` },
      },
    ];
    for (const [i, event] of events.entries()) recorder.record(event, Date.UTC(2026, 10, 24, 10) + i * 250);
    let total = 0;
    for (let batch = recorder.takeBatch(); batch !== null; batch = recorder.takeBatch()) {
      const { result } = await send(gateway(), UploadBrowserTraceMutation, {
        variables: { batch: { ...batch, events: JSON.stringify(batch.events) } },
        headers: auth.nazarov,
      });
      expect(result.errors).toBeUndefined();
      total += batch.events.length;
      expect(result.data?.uploadBrowserTrace.eventCount).toBe(total);
    }
    const bad = await send(gateway(), UploadBrowserTraceMutation, {
      variables: {
        batch: {
          traceId: '4a1e6c2b-8d3f-4e5a-9b7c-1d2e3f4a5b6c',
          seq: 9,
          capped: false,
          events: '{not json',
        },
      },
      headers: auth.nazarov,
    });
    expect(bad.result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
    expect(Object.keys(bad.result.errors?.[0]?.extensions?.fields as object)).toEqual(['events']);
  });

  it('journals the consent and answers it as the session’s tracing', async () => {
    const { result } = await send(gateway(), SetBrowserTraceConsentMutation, {
      variables: { consent: true },
      headers: auth.nazarov,
    });
    expect(result.data?.setBrowserTraceConsent).toEqual({ traced: true, reason: 'all', consent: true });
  });

  it('lists the act’s trace and replays it for analysts, with enums and no personal data', async () => {
    // Mirzayeva's page names the same act: her trace is kept, not linked to an act that is not hers.
    const forged = createRecorder({ traceId: '9c8b7a6f-5e4d-4c3b-8a29-182736455463', batchEvents: 30 });
    const mirzayeva = seedPeople.find((p) => p.userid === 'smirzayeva')!;
    const events = [
      ...((await loginEvents(mirzayeva)) as LiveInspectionEvent[]),
      {
        type: '@xstate.event',
        rootId: 'x:0',
        actorRef: { sessionId: 'x:1', id: 'navigation' },
        event: { type: 'navigation.requested', path: `/enotarial_act/${stuckActUuid}` },
      } as LiveInspectionEvent,
    ];
    for (const [i, event] of events.entries()) forged.record(event, Date.UTC(2026, 10, 24, 11) + i * 250);
    const batch = forged.takeBatch()!;
    const upload = (traceId: string) =>
      send(gateway(), UploadBrowserTraceMutation, {
        variables: { batch: { ...batch, traceId, events: JSON.stringify(batch.events) } },
        headers: auth.mirzayeva,
      });
    const kept = await upload(batch.traceId);
    expect(kept.result.errors).toBeUndefined();
    // Her day's quota (two here): a third trace is TOO_MANY_ATTEMPTS with the ministry's message.
    expect((await upload('9c8b7a6f-5e4d-4c3b-8a29-182736455464')).result.errors).toBeUndefined();
    const third = await upload('9c8b7a6f-5e4d-4c3b-8a29-182736455465');
    expect(third.result.errors?.[0]?.extensions).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      ministryCode: 'too_many_browser_traces',
    });
    expect(third.result.errors?.[0]?.message).toMatch(/2/);

    const list = await send(gateway(), ActBrowserTracesQuery, {
      variables: { ref: stuckActUuid },
      headers: auth.analyst,
    });
    expect(list.result.errors).toBeUndefined();
    const traces = list.result.data!.actBrowserTraces.map((t) =>
      readFragment(BrowserTraceSummaryFragment, t),
    );
    expect(traces.map((t) => t.id)).not.toContain(kept.result.data?.uploadBrowserTrace.traceId);
    const [trace] = traces;
    expect(trace).toMatchObject({ capped: false, partial: false });
    expect(trace!.eventCount).toBeGreaterThan(10);
    const one = await send(gateway(), BrowserTraceReplayQuery, {
      variables: { id: trace!.id },
      headers: auth.analyst,
    });
    expect(one.result.errors).toBeUndefined();
    const answer = one.result.data!.browserTraceReplay;
    expect(answer.acts).toHaveLength(1);
    const login = answer.actors.find((a) => a.machineId === 'login');
    const replay = readFragment(BrowserReplayFragment, login!.replay!);
    expect(replay.divergence).toBeNull();
    expect(replay.steps.map((s) => [s.to, s.outcome])).toContainEqual(['authenticating', 'applied']);
    expect(replay.steps[0]).toMatchObject({ kind: 'start', outcome: 'started' });
    expect(leaks(one.result.data)).toEqual([]);
  });

  it('is FORBIDDEN to anybody but analysts, NOT_FOUND for a trace not kept, BAD_REQUEST for a bad ref', async () => {
    const refused = await send(gateway(), ActBrowserTracesQuery, {
      variables: { ref: stuckActUuid },
      headers: auth.nazarov,
    });
    expect(refused.result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gone = await send(gateway(), BrowserTraceReplayQuery, {
      variables: { id: 999_999 },
      headers: auth.analyst,
    });
    expect(gone.result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const wrong = await send(gateway(), ActBrowserTracesQuery, {
      variables: { ref: 'not an act' },
      headers: auth.analyst,
    });
    expect(wrong.result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
