import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { diagramLayoutMachine } from './diagram-layout.machine';
import { diagramLayoutIntents, selectDiagramLayout } from './diagram-layout.select';
import type { ChartGraph } from './statechart-graph';

const graphOf = (id: string): ChartGraph => ({
  nodes: [
    {
      id,
      path: id,
      key: id,
      label: id,
      type: 'atomic',
      children: [],
    } as unknown as ChartGraph['nodes'][number],
  ],
  edges: [],
});

/** A layout actor answering each graph when the test says, the graph's node id as the layout. */
function start() {
  const pending = new Map<string, { resolve: (layout: unknown) => void; reject: (error: Error) => void }>();
  const actor = createActor(
    diagramLayoutMachine.provide({
      actors: {
        layOut: fromPromise(
          ({ input }: { input: ChartGraph }) =>
            new Promise<unknown>((resolve, reject) => {
              pending.set(input.nodes[0]!.id, { resolve, reject });
            }),
        ),
      },
    }),
  ).start();
  const view = () => selectDiagramLayout(actor.getSnapshot());
  return { actor, view, pending, show: diagramLayoutIntents(actor.send).show };
}

describe('the statechart diagram’s layout', () => {
  it('loads until the layout is given, then draws it', async () => {
    const diagram = start();
    expect(diagram.view()).toEqual({ layout: null, loading: true, failed: false });
    diagram.show(graphOf('a'));
    expect(diagram.view().loading).toBe(true);
    diagram.pending.get('a')!.resolve({ drawn: 'a' });
    await waitFor(diagram.actor, (s) => s.matches('laidOut'));
    expect(diagram.view()).toEqual({ layout: { drawn: 'a' }, loading: false, failed: false });
  });

  it('says the layout failed, and lays out again when another graph is shown', async () => {
    const diagram = start();
    diagram.show(graphOf('a'));
    diagram.pending.get('a')!.reject(new Error('elk'));
    await waitFor(diagram.actor, (s) => s.matches('failed'));
    expect(diagram.view()).toEqual({ layout: null, loading: false, failed: true });
    diagram.show(graphOf('b'));
    expect(diagram.view()).toEqual({ layout: null, loading: true, failed: false });
    diagram.pending.get('b')!.resolve({ drawn: 'b' });
    await waitFor(diagram.actor, (s) => s.matches('laidOut'));
    expect(diagram.view().layout).toEqual({ drawn: 'b' });
  });

  it('drops the answer for a graph no longer shown', async () => {
    const diagram = start();
    diagram.show(graphOf('a'));
    diagram.show(graphOf('b'));
    diagram.pending.get('a')!.resolve({ drawn: 'a' });
    await Promise.resolve();
    expect(diagram.view().loading).toBe(true);
    diagram.pending.get('b')!.resolve({ drawn: 'b' });
    await waitFor(diagram.actor, (s) => s.matches('laidOut'));
    expect(diagram.view().layout).toEqual({ drawn: 'b' });
  });
});
