// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { leaks, loginEvents, seedPeople } from '../../tests/browser-trace/support';
import { localStoreKey } from '../storage/local-store';
import { startBrowserTracing } from './browser-tracer';
import { traceBuffer } from './trace-buffer';

// The page's browser tracer (decision 061): a buffer that kept the login's events hands them to the
// tracer once the session is logged in; the tracer asks whether the session is traced and, if so,
// uploads redacted batches while idle; a failed upload is dropped and three in a row stop it.

interface Sent {
  operationName: string | undefined;
  query: string;
  variables: { batch?: { seq: number; events: string } };
}

function gateway(traced: boolean, uploads: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      if (body.query.includes('browserTracing'))
        return Response.json({
          data: { browserTracing: { traced, reason: traced ? 'all' : null, consent: false } },
        });
      return uploads();
    }),
  );
  return sent;
}

const uploaded = (n: number) =>
  Response.json({ data: { uploadBrowserTrace: { traceId: 1, eventCount: n, capped: false } } });

async function bufferWithLogin() {
  const start = vi.fn();
  const buffer = traceBuffer(start);
  for (const event of await loginEvents(seedPeople.at(-1)!)) buffer.inspect(event as InspectionEvent);
  return buffer;
}

describe('the browser tracer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('uploads the buffered login, redacted, once the session says it is traced', async () => {
    localStorage.setItem(localStoreKey, JSON.stringify({ token: 'tok-1', locale: 'oz', mode: 'browser' }));
    const sent = gateway(true, () => uploaded(1));
    await startBrowserTracing(await bufferWithLogin(), { flushAfterMs: 10 });
    await vi.waitFor(() => expect(sent.filter((s) => s.variables.batch)).not.toHaveLength(0), {
      timeout: 5_000,
    });
    const batch = sent.find((s) => s.variables.batch)!.variables.batch!;
    expect(batch.seq).toBe(0);
    const events = JSON.parse(batch.events) as { type: string }[];
    expect(events.map((e) => e.type)).toContain('@xstate.snapshot');
    expect(leaks(events)).toEqual([]);
  });

  it('drops the buffer when the session is not traced, and stops after three failed uploads', async () => {
    localStorage.setItem(localStoreKey, JSON.stringify({ token: 'tok-1', locale: 'oz', mode: 'browser' }));
    const quiet = gateway(false, () => uploaded(1));
    const buffer = await bufferWithLogin();
    await startBrowserTracing(buffer, { flushAfterMs: 10 });
    expect(buffer.take(null)).toEqual([]);
    expect(quiet).toHaveLength(1);

    const failing = gateway(true, () => new Response('down', { status: 502 }));
    const traced = traceBuffer(() => {});
    const events = await loginEvents(seedPeople[0]!);
    await startBrowserTracing(traced, { flushAfterMs: 10, batchEvents: 2 });
    for (const event of events) traced.inspect(event as InspectionEvent);
    await vi.waitFor(() => expect(failing.filter((s) => s.variables.batch)).toHaveLength(3), {
      timeout: 5_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(failing.filter((s) => s.variables.batch)).toHaveLength(3);
  });

  it('keeps at most 1,000 events and loads the tracer once, when the app first says logged in', async () => {
    const start = vi.fn();
    const buffer = traceBuffer(start);
    const root = { sessionId: 'x:0' } as InspectionEvent['actorRef'];
    const snapshot = (loggedIn: boolean) =>
      ({
        type: '@xstate.snapshot',
        rootId: 'x:0',
        actorRef: root,
        event: { type: 'x' },
        snapshot: { context: { loggedIn } },
      }) as unknown as InspectionEvent;
    for (let i = 0; i < 1_200; i++) buffer.inspect(snapshot(false));
    expect(start).not.toHaveBeenCalled();
    buffer.inspect(snapshot(true));
    buffer.inspect(snapshot(true));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(buffer.take(null)).toHaveLength(2_000);
    buffer.inspect(snapshot(true));
    expect(buffer.take(null)).toEqual([]);
  });

  it('sends what waits in one last small keepalive batch when the page goes away', async () => {
    localStorage.setItem(localStoreKey, JSON.stringify({ token: 'tok-1', locale: 'oz', mode: 'browser' }));
    const bodies: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(init);
        return String(init.body).includes('browserTracing')
          ? Response.json({ data: { browserTracing: { traced: true, reason: 'all', consent: false } } })
          : uploaded(1);
      }),
    );
    await startBrowserTracing(await bufferWithLogin(), { flushAfterMs: 60_000 });
    expect(bodies).toHaveLength(1);
    dispatchEvent(new Event('pagehide'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.keepalive).toBe(true);
    expect(String(bodies[1]!.body).length).toBeLessThan(64 * 1024);
    expect(JSON.parse(String(bodies[1]!.body)).variables.batch.seq).toBe(0);
  });
});
