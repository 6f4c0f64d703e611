import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { actMachine, actStateNames } from '../act/act.machine';
import { activePaths, statechartGraph } from './statechart-graph';

describe('a statechart’s drawing as data', () => {
  it('has every state of the act machine and its ways, events merged per way', () => {
    const graph = statechartGraph(actMachine);
    expect(graph.nodes.map((node) => node.path).sort()).toEqual([...actStateNames].sort());
    expect(graph.nodes.find((node) => node.initial)?.path).toBe('preparation');
    expect(graph.nodes.find((node) => node.path === 'registered')?.type).toBe('final');
    const toCheck = graph.edges.find((edge) => edge.id === 'act.preparation->act.checking');
    expect(toCheck?.events).toEqual(['act.sentForCheck']);
    const registering = graph.edges.find((edge) => edge.id === 'act.registration->act.registered');
    expect(registering?.events).toEqual(['act.registered']);
    // No final state leads anywhere.
    expect(graph.edges.filter((edge) => edge.source === 'act.registered')).toEqual([]);
  });

  it('nests compound states and names them by the replay’s labels', () => {
    const machine = createMachine({
      id: 'login',
      initial: 'form',
      states: {
        form: { on: { submitted: 'face' } },
        face: {
          initial: 'opening',
          states: { opening: { on: { opened: 'streaming' } }, streaming: { on: { done: '#login.done' } } },
        },
        done: { type: 'final' },
      },
    });
    const graph = statechartGraph(machine);
    const face = graph.nodes.find((node) => node.key === 'face');
    expect(face).toMatchObject({ type: 'compound', path: 'face' });
    expect(face?.children.map((child) => [child.path, child.initial])).toEqual([
      ['face.opening', true],
      ['face.streaming', false],
    ]);
    expect(graph.edges.map((edge) => [edge.source, edge.target, edge.events])).toEqual([
      ['login.form', 'login.face', ['submitted']],
      ['login.face.opening', 'login.face.streaming', ['opened']],
      ['login.face.streaming', 'login.done', ['done']],
    ]);
    expect(activePaths('face.streaming')).toEqual(['face', 'face.streaming']);
    // A parallel state's label: each region and its state.
    expect(activePaths('{"subject":"editing","creation":"created"}')).toEqual([
      'subject',
      'subject.editing',
      'creation',
      'creation.created',
    ]);
    expect(activePaths(null)).toEqual([]);
  });
});
