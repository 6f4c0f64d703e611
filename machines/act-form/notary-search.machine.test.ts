import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  type NotaryFilter,
  nameSettleMs,
  notarySearchMachine,
  notarySearchStateValues,
  searchableName,
} from './notary-search.machine';
import { notarySearchIntents, selectNotarySearch } from './notary-search.select';

interface Pending {
  filter: NotaryFilter;
  resolve: (notaries: string[]) => void;
  reject: (error: unknown) => void;
}

const nothing: NotaryFilter = { regionId: null, districtId: null, name: null };

/** The machine on a simulated clock, its search answered by hand: each call's filter and its pending answer. */
function started(filter: NotaryFilter = nothing) {
  const clock = new SimulatedClock();
  const searches: Pending[] = [];
  const machine = notarySearchMachine.provide({
    actors: {
      find: fromPromise(
        ({ input }) =>
          new Promise<string[]>((resolve, reject) => searches.push({ filter: input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { filter }, clock }).start();
  const visited = new Set<string>();
  actor.subscribe((snapshot) => visited.add(String(snapshot.value)));
  visited.add(String(actor.getSnapshot().value));
  return {
    actor,
    clock,
    searches,
    visited,
    intents: notarySearchIntents(actor.send),
    view: () => selectNotarySearch<string>(actor.getSnapshot()),
  };
}

describe('searchableName', () => {
  it('collapses spaces and filters nothing under two characters', () => {
    expect(searchableName('  Tojiyev   Sardor ')).toBe('Tojiyev Sardor');
    expect(searchableName(' t ')).toBeNull();
    expect(searchableName('to')).toBe('to');
  });
});

describe('notarySearchMachine', () => {
  it('asks to narrow first, and searches a region at once', async () => {
    const { actor, searches, intents, view } = started();
    expect(view()).toEqual({ narrowFirst: true, searching: false, failed: false, notaries: null });
    intents.change({ regionId: 1726, districtId: null, name: null });
    expect(view()).toMatchObject({ narrowFirst: false, searching: true });
    expect(searches.map((s) => s.filter)).toEqual([{ regionId: 1726, districtId: null, name: null }]);
    searches[0]!.resolve(['Abdullayeva', 'Tojiyev']);
    await waitFor(actor, (s) => s.matches('found'));
    expect(view()).toEqual({
      narrowFirst: false,
      searching: false,
      failed: false,
      notaries: ['Abdullayeva', 'Tojiyev'],
    });
  });

  it('waits for a typed name to settle, each keystroke starting the wait again', () => {
    const { clock, searches, intents, view } = started({ regionId: 1726, districtId: null, name: null });
    searches[0]!.resolve([]);
    intents.change({ regionId: 1726, districtId: null, name: 'to' });
    expect(view().searching).toBe(true);
    clock.increment(nameSettleMs - 1);
    intents.change({ regionId: 1726, districtId: null, name: 'toj' });
    clock.increment(nameSettleMs - 1);
    expect(searches).toHaveLength(1);
    // A district while the name settles is searched with it, once it has.
    intents.change({ regionId: 1726, districtId: 172606, name: 'toj' });
    expect(searches).toHaveLength(1);
    clock.increment(1);
    expect(searches.map((s) => s.filter)).toEqual([
      { regionId: 1726, districtId: null, name: null },
      { regionId: 1726, districtId: 172606, name: 'toj' },
    ]);
  });

  it('searches a name alone once it settled, and asks to narrow again when it is erased', () => {
    const { clock, searches, intents, view } = started();
    intents.change({ regionId: null, districtId: null, name: 'Tojiyev' });
    clock.increment(nameSettleMs);
    expect(searches.map((s) => s.filter.name)).toEqual(['Tojiyev']);
    intents.change(nothing);
    clock.increment(nameSettleMs);
    expect(view().narrowFirst).toBe(true);
    expect(searches).toHaveLength(1);
  });

  it('changes nothing for the same filter, and drops the answer to a filter since changed', async () => {
    const { actor, searches, intents, view } = started({ regionId: 1726, districtId: null, name: null });
    intents.change({ regionId: 1726, districtId: null, name: null });
    expect(searches).toHaveLength(1);
    intents.change({ regionId: 1703, districtId: null, name: null });
    searches[0]!.resolve(['Tashkent']);
    searches[1]!.resolve(['Andijan']);
    await waitFor(actor, (s) => s.matches('found'));
    expect(view().notaries).toEqual(['Andijan']);
  });

  it('fails, and a retry searches the same filter again; every state is visited', async () => {
    const { actor, searches, intents, view, visited, clock } = started();
    intents.change({ regionId: null, districtId: null, name: 'To' });
    clock.increment(nameSettleMs);
    searches[0]!.reject(new Error('unreachable'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toEqual({ narrowFirst: false, searching: false, failed: true, notaries: null });
    intents.retry();
    expect(searches.map((s) => s.filter)).toEqual([
      { regionId: null, districtId: null, name: 'To' },
      { regionId: null, districtId: null, name: 'To' },
    ]);
    searches[1]!.resolve([]);
    await waitFor(actor, (s) => s.matches('found'));
    expect(view().notaries).toEqual([]);
    // `deciding` is transient (always): it is passed through, never a snapshot of its own.
    expect([...visited].sort()).toEqual(notarySearchStateValues.filter((s) => s !== 'deciding').sort());
  });
});
