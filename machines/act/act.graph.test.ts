import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { serializeActState } from '../replay/act.replay';
import {
  type ActEvent,
  type ActInput,
  type ActSnapshot,
  actMachine,
  actSideStates,
  actStateNames,
} from './act.machine';
import { applyEvent, createStored, type StoredAct } from './act.persist';
import { actEventTypes, actRoles } from './act.schema';
import {
  fullPathOnlyByHand,
  graphEvents,
  saleInput,
  simplifiedPathByHand,
  simplifiedSaleInput,
} from './act.test-support';

// Every event type from every role: the graph, not the test, finds which ones lead anywhere.
const events: ActEvent[] = graphEvents(actEventTypes, actRoles);
// What decides the future: the state and the data the guards read (notes never gate), as the replay's
// shortest-path search reads it.
const serializeState = serializeActState;
const pathsFrom = (input: ActInput) =>
  getShortestPaths(actMachine, {
    input,
    events,
    serializeState: (snapshot) => serializeState(snapshot as ActSnapshot),
  });

// The first step of each path is the machine's own start (xstate.init), not an act event.
const actEventsOf = (path: ReturnType<typeof pathsFrom>[number]) =>
  path.steps.map((step) => step.event).filter((event) => (event.type as string) !== 'xstate.init');

/** Replays every path through applyEvent, as the ministry would, from the act the input creates. */
function replayEach(input: ActInput, paths: ReturnType<typeof pathsFrom>) {
  for (const path of paths) {
    let stored: StoredAct = createStored(input);
    for (const event of actEventsOf(path)) {
      const result = applyEvent(stored, event);
      if (!result.ok) throw new Error(`${event.type} refused on the way to ${path.state.value}`);
      stored = result.next;
    }
    expect(stored.state).toBe(path.state.value);
    // The graph merges states that differ only in notes (remark, reason, regnum), so a path's final
    // snapshot may carry another path's notes: the rest of the context must match.
    const { remark, reason, regnum, regdate, resolutionFileId, ...decisive } = path.state.context;
    expect(stored.context).toMatchObject(decisive);
  }
}

const shortestTo = (paths: ReturnType<typeof pathsFrom>, state: string) =>
  paths
    .filter((path) => path.state.value === state)
    .map((path) => actEventsOf(path).map((event) => event.type))
    .sort((a, b) => a.length - b.length)[0];

describe('act statechart paths (xstate/graph): the full path', () => {
  const paths = pathsFrom(saleInput);

  it('reaches every one of the 14 states', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(actStateNames));
  });

  it('the ministry reproduces every path step by step through applyEvent', () => {
    replayEach(saleInput, paths);
  });

  it('the shortest way to registered takes all nine steps, with the invoice paid', () => {
    expect(shortestTo(paths, 'registered')).toEqual([
      'party.accepted',
      'act.sentForCheck',
      'act.checkAccepted',
      'act.confirmed',
      'act.invoicesIssued',
      'act.timeSet',
      'act.timeConfirmed',
      'invoice.paid',
      'act.registered',
    ]);
  });
});

describe('act statechart paths (xstate/graph): the simplified path (decision 036)', () => {
  const paths = pathsFrom(simplifiedSaleInput);
  const simplifiedSteps = simplifiedPathByHand;
  const fullPathOnly = fullPathOnlyByHand;

  it('reaches every simplified step and every side state, and never steps 3, 4 or 7', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set([...simplifiedSteps, ...actSideStates]),
    );
  });

  it('the ministry reproduces every path step by step through applyEvent', () => {
    replayEach(simplifiedSaleInput, paths);
  });

  it('the shortest way to registered: accepted, sent, reviewed, time set and confirmed, registered', () => {
    expect(shortestTo(paths, 'registered')).toEqual([
      'party.accepted',
      'act.sentForCheck',
      'act.checkAccepted',
      'act.timeSet',
      'act.timeConfirmed',
      'act.registered',
    ]);
  });

  it('no path takes a full-path-only event, though every one was offered from every role', () => {
    const taken = new Set(paths.flatMap((path) => actEventsOf(path).map((event) => event.type)));
    expect(fullPathOnly.filter((type) => taken.has(type as ActEvent['type']))).toEqual([]);
    expect(events.filter((event) => fullPathOnly.includes(event.type)).length).toBeGreaterThan(0);
  });

  it('no path leaves the simplified flag: every state on every path is still a simplified act', () => {
    expect(paths.every((path) => path.state.context.simplified)).toBe(true);
  });
});
