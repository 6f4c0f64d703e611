import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type BrowserTraceSummary, browserTracesMachine } from './browser-traces.machine';
import { selectBrowserTraces } from './browser-traces.select';

const summary = (id: number): BrowserTraceSummary => ({
  id,
  startedAt: '2026-11-24T09:00:00.000Z',
  lastAt: '2026-11-24T09:05:00.000Z',
  actorCount: 5,
  eventCount: 120,
  capped: false,
  partial: false,
});

function start(
  lists: (() => Promise<readonly BrowserTraceSummary[]>)[],
  replay: (id: number) => Promise<unknown>,
) {
  const calls: string[] = [];
  const actor = createActor(
    browserTracesMachine.provide({
      actors: {
        loadTraces: fromPromise(async ({ input }: { input: string }) => {
          calls.push(`list ${input}`);
          const next = lists.shift();
          if (!next) throw new Error('no more lists');
          return next();
        }),
        loadReplay: fromPromise(async ({ input }: { input: number }) => {
          calls.push(`replay ${input}`);
          return replay(input);
        }),
      },
    }),
    { input: { ref: 'act-uuid' } },
  ).start();
  return { actor, calls, view: () => selectBrowserTraces(actor.getSnapshot()) };
}

describe('the analysts’ browser traces machine', () => {
  it('loads the act’s traces, replays the one chosen and steps one actor after another', async () => {
    const { actor, calls, view } = start([async () => [summary(7), summary(8)]], async (id) => ({ id }));
    expect(view()).toMatchObject({ busy: true, traces: null, replay: null });
    await waitFor(actor, (s) => s.matches({ list: 'none' }));
    expect(view()).toMatchObject({ busy: false, traces: [{ id: 7 }, { id: 8 }], traceId: null });
    actor.send({ type: 'trace.chosen', id: 8 });
    expect(view()).toMatchObject({ busy: true, traceId: 8, replay: null });
    await waitFor(actor, (s) => s.matches({ list: 'shown' }));
    expect(view()).toMatchObject({ busy: false, replay: { id: 8 }, actorId: null });
    actor.send({ type: 'actor.chosen', sessionId: 'x:3' });
    expect(view().actorId).toBe('x:3');
    // Another trace: its own replay, from its first actor.
    actor.send({ type: 'trace.chosen', id: 7 });
    await waitFor(actor, (s) => s.matches({ list: 'shown' }));
    expect(view()).toMatchObject({ replay: { id: 7 }, actorId: null, traceId: 7 });
    expect(calls).toEqual(['list act-uuid', 'replay 8', 'replay 7']);
  });

  it('reloads the list for a trace uploaded after the page opened, forgetting the chosen one', async () => {
    const { actor, view } = start([async () => [], async () => [summary(9)]], async (id) => ({ id }));
    await waitFor(actor, (s) => s.matches({ list: 'none' }));
    expect(view().traces).toEqual([]);
    actor.send({ type: 'traces.reloaded' });
    await waitFor(actor, (s) => s.matches({ list: 'none' }));
    expect(view().traces).toEqual([summary(9)]);
  });

  it('offers to load again a list or a trace that failed, and nothing else meanwhile', async () => {
    let failReplay = true;
    const { actor, calls, view } = start(
      [
        async () => {
          throw new Error('down');
        },
        async () => [summary(4)],
      ],
      async (id) => {
        if (failReplay) throw new Error('down');
        return { id };
      },
    );
    await waitFor(actor, (s) => s.matches('listFailed'));
    expect(view()).toMatchObject({ listFailed: true, traces: null, busy: false });
    actor.send({ type: 'trace.chosen', id: 4 });
    expect(actor.getSnapshot().value).toBe('listFailed');
    actor.send({ type: 'traces.reloaded' });
    await waitFor(actor, (s) => s.matches({ list: 'none' }));
    actor.send({ type: 'trace.chosen', id: 4 });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(view()).toMatchObject({ traceFailed: true, replay: null, traceId: 4 });
    actor.send({ type: 'actor.chosen', sessionId: 'x:1' });
    expect(view().actorId).toBeNull();
    failReplay = false;
    actor.send({ type: 'trace.retried' });
    await waitFor(actor, (s) => s.matches({ list: 'shown' }));
    expect(view()).toMatchObject({ traceFailed: false, replay: { id: 4 } });
    expect(calls).toEqual(['list act-uuid', 'list act-uuid', 'replay 4', 'replay 4']);
  });
});
