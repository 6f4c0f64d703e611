import type { SnapshotFrom } from 'xstate';
import type { DiagramLayoutEvent, DiagramLayoutMachine } from './diagram-layout.machine';
import type { ChartGraph } from './statechart-graph';

export interface DiagramLayoutView {
  /** The layout to draw, once laid out (null while loading or after a failure). */
  layout: unknown;
  loading: boolean;
  failed: boolean;
}

export function selectDiagramLayout(snapshot: SnapshotFrom<DiagramLayoutMachine>): DiagramLayoutView {
  const laidOut = snapshot.matches('laidOut');
  return {
    layout: laidOut ? snapshot.context.layout : null,
    loading: snapshot.matches('idle') || snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
  };
}

/** What the diagram calls: the graph it is to show. */
export const diagramLayoutIntents = (send: (event: DiagramLayoutEvent) => void) => ({
  show: (graph: ChartGraph) => send({ type: 'diagram.graphShown', graph }),
});
