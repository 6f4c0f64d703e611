import type { AnyStateMachine, EventObject } from 'xstate';

interface NodeLike {
  transitions: Map<string, unknown>;
  states: Record<string, NodeLike>;
}

/**
 * Every event a machine's states listen for, including delays (`xstate.after.*`) and invoked
 * actors' done and error events, so xstate/graph walks the whole chart. Done-state events are
 * raised by the machine itself and left out. `payloads` gives the events that need data.
 */
export function pathEventsOf(
  machine: AnyStateMachine,
  payloads: Record<string, EventObject | Record<string, unknown>> = {},
): EventObject[] {
  const types = new Set<string>();
  const walk = (node: NodeLike) => {
    for (const type of node.transitions.keys()) if (!type.startsWith('xstate.done.state.')) types.add(type);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as NodeLike);
  return [...types].sort().map((type) => ({ ...(payloads[type] ?? {}), type }) as EventObject);
}
