import { assign, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import type { ChartGraph } from './statechart-graph';

/**
 * The drawn statechart's layout (decision 062), computed off the page by elkjs: idle until a graph
 * is given, then loading -> laidOut | failed. A new graph (another machine, or the state names in
 * another language) lays out again; an answer for a graph no longer shown is dropped, because the
 * actor that gave it is stopped when the next layout starts. The layout itself is an actor the UI
 * provides (`layOut`): elkjs and the state names live there.
 */

export interface DiagramLayoutContext {
  /** The graph laid out, or being laid out. */
  graph: ChartGraph | null;
  /** The UI's layout of `graph` (boxes and edge paths), once laid out. */
  layout: unknown;
}

export type DiagramLayoutEvent = { type: 'diagram.graphShown'; graph: ChartGraph };

const notProvided = placeholders('diagramLayout');

export const diagramLayoutMachine = setup({
  types: {
    context: {} as DiagramLayoutContext,
    events: {} as DiagramLayoutEvent,
  },
  actors: {
    layOut: fromPromise<unknown, ChartGraph>(notProvided('layOut')),
  },
}).createMachine({
  id: 'diagramLayout',
  context: { graph: null, layout: null },
  initial: 'idle',
  on: {
    'diagram.graphShown': {
      target: '.loading',
      actions: assign({ graph: ({ event }) => event.graph, layout: null }),
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'layOut',
        input: ({ context }) => context.graph!,
        onDone: { target: 'laidOut', actions: assign({ layout: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    laidOut: {},
    failed: {},
  },
});

export type DiagramLayoutMachine = typeof diagramLayoutMachine;
