import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { queryMachine, queryStateValues } from './query.machine';
import { queryIntents, selectQuery } from './query.select';

interface Pending {
  variables: { id: number };
  resolve: (data: string) => void;
  reject: (error: unknown) => void;
}

/** The machine with a load the test answers by hand: each call's variables and its pending answer. */
function started(variables = { id: 1 }) {
  const loads: Pending[] = [];
  const machine = queryMachine('testQuery').provide({
    actors: {
      load: fromPromise(
        ({ input }) =>
          new Promise<string>((resolve, reject) =>
            loads.push({ variables: input as { id: number }, resolve, reject }),
          ),
      ),
    },
  });
  const actor = createActor(machine, { input: { variables } }).start();
  return {
    actor,
    loads,
    intents: queryIntents<{ id: number }>(actor.send),
    view: () => selectQuery<string>(actor.getSnapshot()),
  };
}

describe('queryMachine', () => {
  it('loads its variables, then shows the answer', async () => {
    const { actor, loads, view } = started();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(view()).toEqual({ data: null, loading: true, failed: false, canRetry: false });
    expect(loads.map((load) => load.variables)).toEqual([{ id: 1 }]);
    loads[0]!.resolve('one');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toEqual({ data: 'one', loading: false, failed: false, canRetry: false });
  });

  it('fails, and a retry loads the same variables again', async () => {
    const { actor, loads, intents, view } = started();
    loads[0]!.reject(new Error('unreachable'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toEqual({ data: null, loading: false, failed: true, canRetry: true });
    intents.retry();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads.map((load) => load.variables)).toEqual([{ id: 1 }, { id: 1 }]);
    loads[1]!.resolve('one');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view().data).toBe('one');
  });

  it('loads other variables, keeping the last answer meanwhile; the same ones change nothing', async () => {
    const { actor, loads, intents, view } = started();
    loads[0]!.resolve('one');
    await waitFor(actor, (s) => s.matches('shown'));
    intents.change({ id: 1 });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(loads).toHaveLength(1);
    intents.change({ id: 2 });
    expect(view()).toMatchObject({ data: 'one', loading: true });
    expect(loads[1]!.variables).toEqual({ id: 2 });
    loads[1]!.resolve('two');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context).toEqual({ variables: { id: 2 }, data: 'two' });
  });

  it('drops the answer of variables replaced while they loaded', async () => {
    const { actor, loads, intents, view } = started();
    intents.change({ id: 2 });
    loads[0]!.resolve('one');
    loads[1]!.resolve('two');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view().data).toBe('two');
  });

  it('reloads the same variables on request (after a save)', async () => {
    const { actor, loads, intents, view } = started();
    loads[0]!.resolve('one');
    await waitFor(actor, (s) => s.matches('shown'));
    intents.reload();
    expect(view()).toMatchObject({ data: 'one', loading: true });
    loads[1]!.resolve('one, edited');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view().data).toBe('one, edited');
  });

  it('visits every state', async () => {
    const { actor, loads } = started();
    const seen = new Set<string>();
    actor.subscribe((s) => seen.add(String(s.value)));
    seen.add(String(actor.getSnapshot().value));
    loads[0]!.reject(new Error('down'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'query.retried' });
    loads[1]!.resolve('up');
    await waitFor(actor, (s) => s.matches('shown'));
    expect([...seen].sort()).toEqual([...queryStateValues].sort());
  });

  it('fails, rather than hangs, when its read is not provided', async () => {
    const actor = createActor(queryMachine('homeNotice'), {
      input: { variables: null },
    }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
