import type { AnyStateMachine, StateValue } from 'xstate';
import { labelValue } from '../replay/replay';

/**
 * A statechart's drawing as data (decision 062): its state nodes, nested as the machine nests them
 * (a compound or parallel state holds its children), and its transitions, read from the machine
 * definition itself, so the analysts' diagram is today's machine and never a copy of it. The UI lays
 * it out (elkjs) and draws it. A state's `path` is the replay's label of it (`checking`, `a.b`).
 */

export interface ChartNode {
  /** The state node's id (`act.checking`). */
  id: string;
  key: string;
  /** The replay's label: the keys below the root, joined by dots. */
  path: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The initial state of its parent. */
  initial: boolean;
  children: ChartNode[];
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  /** The event types that take this way (several guarded transitions may share one). */
  events: string[];
}

export interface ChartGraph {
  nodes: ChartNode[];
  edges: ChartEdge[];
}

interface DefinitionNode {
  id: string;
  key: string;
  type: ChartNode['type'];
  path: string[];
  initial?: { target?: ReadonlyArray<{ key: string }> };
  states: Record<string, DefinitionNode>;
  transitions: Map<string, ReadonlyArray<{ target?: ReadonlyArray<{ id: string }> }>>;
  parent?: DefinitionNode;
}

export function statechartGraph(logic: AnyStateMachine): ChartGraph {
  const edges = new Map<string, ChartEdge>();
  const visit = (node: DefinitionNode, initialKey: string | undefined): ChartNode => {
    for (const [event, transitions] of node.transitions) {
      for (const transition of transitions) {
        for (const target of transition.target ?? []) {
          const id = `${node.id}->${target.id}`;
          const edge = edges.get(id) ?? { id, source: node.id, target: target.id, events: [] };
          if (!edge.events.includes(event)) edge.events.push(event);
          edges.set(id, edge);
        }
      }
    }
    const childInitial = node.initial?.target?.[0]?.key;
    return {
      id: node.id,
      key: node.key,
      path: node.path.join('.'),
      type: node.type,
      initial: initialKey === node.key,
      children: Object.values(node.states).map((child) => visit(child, childInitial)),
    };
  };
  const root = logic.root as unknown as DefinitionNode;
  const rootInitial = root.initial?.target?.[0]?.key;
  const nodes = Object.values(root.states).map((child) => visit(child, rootInitial));
  return { nodes, edges: [...edges.values()] };
}

/**
 * The nodes a state label makes active: the state and every state that holds it; in a parallel
 * state (a label of JSON, `{"subject":"editing","creation":"created"}`) every region's too.
 */
export function activePaths(label: string | null): string[] {
  if (!label) return [];
  const paths: string[] = [];
  const visit = (value: StateValue, prefix: string) => {
    if (typeof value === 'string') {
      paths.push(prefix ? `${prefix}.${value}` : value);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.push(path);
      if (child !== undefined) visit(child as StateValue, path);
    }
  };
  visit(labelValue(label), '');
  return paths;
}
