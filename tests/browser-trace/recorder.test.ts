import { describe, expect, it } from 'vitest';
import { actorCountOf, replayBrowserTrace } from '../../machines/browser-trace/browser-trace.replay';
import { browserTraceBatchSchema } from '../../machines/browser-trace/browser-trace.schema';
import {
  actRefsOf,
  createRecorder,
  type LiveInspectionEvent,
  scrubWords,
} from '../../machines/browser-trace/recorder';
import type { InspectionEventRecord } from '../../machines/replay/inspect.schema';
import { seedPeople } from '../../ministry/db/seed/people';
import { image, leaks, loginEvents } from './support';

// The browser trace recorder (issue 14, decision 061) over the real login machine, logging in every
// seeded person with their passport, PIN and full user record: nothing of a person, no image and no
// frame event survives; the trace is capped by events and bytes and cut into batches.

/** What a page would also see: a camera frame event, a binary frame, a navigation to an act. */
function pageEvents(rootId: string): LiveInspectionEvent[] {
  const actorRef = { sessionId: 'x:frames', id: 'faceCheck' };
  return [
    { type: '@xstate.event', rootId, actorRef, event: { type: 'face.frameCaptured', frame: { image } } },
    {
      type: '@xstate.snapshot',
      rootId,
      actorRef,
      event: { type: 'liveness.stats', isOk: true },
      snapshot: {
        status: 'active',
        value: 'checking',
        context: { pendingFrame: { image }, bytes: new Uint8Array(64), blob: new Blob(['x']), framesSent: 3 },
      },
    },
    {
      type: '@xstate.event',
      rootId,
      actorRef: { sessionId: 'x:nav', id: 'navigation' },
      event: { type: 'navigation.requested', path: '/my_notarial_act/42/auto/1', search: '' },
    },
    {
      type: '@xstate.event',
      rootId,
      actorRef: { sessionId: 'x:nav', id: 'navigation' },
      event: { type: 'navigation.requested', path: '/enotarial_act/0F8FAD5B-D9CB-469F-A165-70867728950E' },
    },
  ];
}

const allOf = (recorder: ReturnType<typeof createRecorder>) => {
  const batches = [];
  for (let batch = recorder.takeBatch(); batch !== null; batch = recorder.takeBatch()) batches.push(batch);
  return batches;
};

describe('the browser trace recorder', () => {
  it('keeps nothing of any seeded person: no PIN, passport, phone, name, login or token', async () => {
    const recorder = createRecorder({ traceId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' });
    let at = 1_764_000_000_000;
    let seen = '';
    for (const person of seedPeople) {
      const events = await loginEvents(person);
      seen += JSON.stringify(events.map((e) => ('event' in e ? e.event : null)));
      for (const event of events) recorder.record(event as LiveInspectionEvent, at++);
    }
    // The raw events did hold the people: the test would catch a recorder that kept them.
    expect(leaks(seen).length).toBeGreaterThan(seedPeople.length);
    const batches = allOf(recorder);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(browserTraceBatchSchema.safeParse(batch).success).toBe(true);
    expect(leaks(batches)).toEqual([]);
    const text = JSON.stringify(batches);
    expect(text).not.toContain('session-token-secret');
    expect(text).not.toContain('eyJhbGciOi');
    // The trace still tells the story: the login's states and events are there.
    expect(text).toContain('"authenticating"');
    expect(text).toContain('login.submitted');
  });

  it('drops camera frames, best shots and any image or binary data whole', async () => {
    const recorder = createRecorder({ traceId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' });
    const events = [...(await loginEvents(seedPeople.at(-1)!)), ...pageEvents('x:0')];
    for (const event of events) recorder.record(event as LiveInspectionEvent, 1);
    const text = JSON.stringify(allOf(recorder));
    expect(text).not.toMatch(/data:image|base64|\/9j\/4AAQ/);
    expect(text).not.toContain('frameCaptured');
    expect(text).not.toMatch(/"(bestshot|pendingFrame|image|blob|bytes)"/i);
    // What is not a picture stays.
    expect(text).toContain('"framesSent":3');
  });

  it('stops at its cap of events or bytes and says so in its batches', async () => {
    const events = await loginEvents(seedPeople[0]!);
    const byCount = createRecorder({ traceId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', maxEvents: 5 });
    const kept = events.map((event) => byCount.record(event as LiveInspectionEvent, 1));
    expect(kept.filter(Boolean)).toHaveLength(5);
    expect(byCount.capped).toBe(true);
    expect(byCount.record(events[0] as LiveInspectionEvent, 1)).toBe(false);
    const [batch] = allOf(byCount);
    expect(batch).toMatchObject({ seq: 0, capped: true });
    expect(batch!.events).toHaveLength(5);

    const byBytes = createRecorder({ traceId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', maxBytes: 2_000 });
    for (const event of events) byBytes.record(event as LiveInspectionEvent, 1);
    expect(byBytes.capped).toBe(true);
    expect(byBytes.bytes).toBeLessThanOrEqual(2_000);
    expect(JSON.stringify(allOf(byBytes).flatMap((b) => b.events)).length).toBeLessThanOrEqual(2_000 + 100);
  });

  it('cuts batches by count and by bytes, numbered from 0, oldest events first', async () => {
    const events = await loginEvents(seedPeople[1]!);
    const recorder = createRecorder({ traceId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', batchEvents: 4 });
    let at = 0;
    for (const event of events) recorder.record(event as LiveInspectionEvent, at++);
    const total = recorder.recorded;
    const batches = allOf(recorder);
    expect(batches.map((b) => b.seq)).toEqual(batches.map((_, i) => i));
    expect(batches.every((b) => b.events.length <= 4)).toBe(true);
    const times = batches.flatMap((b) => b.events.map((e) => Number(e.createdAt)));
    expect(times).toHaveLength(total);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(recorder.pending).toBe(0);

    const small = createRecorder({ traceId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', batchBytes: 600 });
    for (const event of events) small.record(event as LiveInspectionEvent, 1);
    const cut = allOf(small);
    expect(cut.length).toBeGreaterThan(1);
    for (const batch of cut)
      if (batch.events.length > 1) expect(JSON.stringify(batch.events).length).toBeLessThan(600 + 200);
  });

  it('finds the acts a trace touched and replays each traced machine through today’s', async () => {
    const recorder = createRecorder({ traceId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' });
    const events = [...(await loginEvents(seedPeople[2]!)), ...pageEvents('x:0')];
    let at = Date.UTC(2026, 10, 24, 9);
    for (const event of events) {
      at += 1000;
      recorder.record(event as LiveInspectionEvent, at);
    }
    const recorded: InspectionEventRecord[] = allOf(recorder).flatMap((b) => b.events);
    expect(actRefsOf(recorded)).toEqual({ rids: [42], uuids: ['0f8fad5b-d9cb-469f-a165-70867728950e'] });
    expect(actorCountOf(recorded)).toBeGreaterThanOrEqual(1);
    const actors = replayBrowserTrace(recorded, new Date(at).toISOString());
    const login = actors.find((a) => a.machineId === 'login');
    expect(login?.replay?.divergence).toBeNull();
    expect(login?.replay?.steps.map((s) => s.to)).toEqual(
      expect.arrayContaining(['editing', 'prechecking', 'faceCheck', 'authenticating', 'succeeded']),
    );
    expect(login?.replay?.final.state).toBe('editing');
    // A promise actor has no machine to replay through: listed, not replayed.
    expect(actors.find((a) => a.machineId === 'precheck')).toMatchObject({ replay: null });
    expect(leaks(actors)).toEqual([]);
  });

  it('scrubs the session user’s own words from whatever key or text holds them', () => {
    const mirzayeva = seedPeople.find((p) => p.userid === 'smirzayeva')!;
    const stored = { owner: 'Mirzayeva', nested: [{ note: 'pin40903949990922x' }], id: 7 };
    const scrubbed = scrubWords(stored, [mirzayeva.surname.latin, mirzayeva.pin, 'ab']);
    expect(scrubbed).toEqual({ owner: '[redacted]', nested: [{ note: 'pin[redacted]x' }], id: 7 });
    expect(leaks(scrubbed)).toEqual([]);
  });

  it('tells apart a page’s own actor system from the app’s, whose actors are numbered alike', () => {
    const recorder = createRecorder({ traceId: '00000000-0000-4000-8000-000000000001' });
    const event = (sessionId: string, parent: string | undefined): LiveInspectionEvent => ({
      type: '@xstate.event',
      rootId: 'x:0',
      actorRef: { sessionId, id: 'list', ...(parent ? { _parent: { sessionId: parent } } : {}) },
      event: { type: 'equeue.pageChosen', page: 2 },
      sourceRef: { sessionId: 'x:0' },
    });
    expect(recorder.record(event('x:1', 'x:0'), 1)).toBe(true);
    expect(recorder.record(event('x:1', 'x:0'), 2, 'p3')).toBe(true);
    const records = recorder.takeBatch()!.events as { sessionId: string; rootId: string; sourceId: string }[];
    expect(records.map((r) => [r.sessionId, r.rootId, r.sourceId])).toEqual([
      ['x:1', 'x:0', 'x:0'],
      ['p3/x:1', 'p3/x:0', 'p3/x:0'],
    ]);
  });
});
