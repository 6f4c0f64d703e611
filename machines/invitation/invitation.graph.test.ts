import { describe, expect, it } from 'vitest';
import { type ActorLogic, type EventObject, fromPromise, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { pathEventsOf } from '../testing/graph-events';
import { createInvitationMachine, type InvitationEvent, invitationStateNames } from './invitation.machine';
import { type actWith, answering, invitationWith } from './invitation.test-support';

type Act = ReturnType<typeof actWith>;
// Actors that never answer: the graph's done and error events stand for everything they would send.
const idle = fromPromise(() => new Promise<never>(() => {}));
const machine = createInvitationMachine<Act>().provide({
  actors: { loadInvitation: idle, answerInvitation: idle } as never,
});
type Snapshot = SnapshotFrom<typeof machine>;
const logic = machine as unknown as ActorLogic<Snapshot, EventObject, { token: string }>;

const failure = { error: new Error('network') };
/** Every event the chart listens for, and the variants whose data picks the target. */
const events = [
  ...pathEventsOf(machine, {
    'invitation.answerChosen': { answer: 'party_accepted' },
    'xstate.done.actor.loadInvitation': { output: invitationWith(answering) },
    'xstate.done.actor.answerInvitation': { output: invitationWith([], 'accepted', 4).act },
    'xstate.error.actor.loadInvitation': failure,
    'xstate.error.actor.answerInvitation': failure,
  }),
  { type: 'invitation.answerChosen', answer: 'party_rejected' } satisfies InvitationEvent as EventObject,
  // The invitation read as it already stands: answered, left, or no longer answerable.
  ...(['accepted', 'rejected', 'exited'] as const).map((status) => ({
    type: 'xstate.done.actor.loadInvitation',
    output: invitationWith([], status),
  })),
  { type: 'xstate.done.actor.loadInvitation', output: invitationWith([], null) },
  { type: 'xstate.done.actor.answerInvitation', output: invitationWith([], 'rejected', 4).act },
] as EventObject[];

// What decides the future: the state, the answer being confirmed, and the party's status.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.choice,
    snapshot.context.invitation?.party.status ?? null,
    snapshot.context.invitation?.act.view.allowed ?? null,
  ]);
const options = { input: { token: 't'.repeat(24) }, events, serializeState };
const paths = getShortestPaths(logic, options);
/** The graph's edges, typed: getAdjacencyMap's signature does not infer the machine's snapshot. */
const adjacency = getAdjacencyMap(logic, options) as unknown as Record<
  string,
  { state: Snapshot; transitions: Record<string, { state: Snapshot }> }
>;

const finals = ['accepted', 'rejected', 'exited', 'closed'];
const stepsTo = (state: string) =>
  paths
    .filter((path) => path.state.value === state)
    .map((path) => path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init'))
    .sort((a, b) => a.length - b.length)[0];

describe('invitation statechart paths (xstate/graph)', () => {
  it('reaches every one of its states', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(invitationStateNames));
  });

  it('has a way to a final state from every state it reaches', () => {
    const nodes = Object.entries(adjacency);
    const done = new Set(
      nodes.filter(([, node]) => finals.includes(node.state.value as string)).map(([key]) => key),
    );
    // Walk backwards: a state that leads to one that reaches an end reaches it too.
    let grew = true;
    while (grew) {
      grew = false;
      for (const [key, node] of nodes) {
        if (done.has(key)) continue;
        if (Object.values(node.transitions).some((step) => done.has(serializeState(step.state)))) {
          done.add(key);
          grew = true;
        }
      }
    }
    const stuck = nodes.filter(([key]) => !done.has(key)).map(([, node]) => node.state.value);
    expect(stuck).toEqual([]);
    expect(nodes.length).toBeGreaterThan(finals.length);
  });

  it('the final states leave on no event: an answer is the act’s from then on', () => {
    for (const [key, node] of Object.entries(adjacency)) {
      if (!finals.includes(node.state.value as string)) continue;
      expect(node.state.status).toBe('done');
      const leaving = Object.values(node.transitions).filter((step) => serializeState(step.state) !== key);
      expect(leaving).toEqual([]);
    }
  });

  it('an invitation read as already answered or left ends at once', () => {
    for (const state of ['accepted', 'rejected', 'exited', 'closed'])
      expect(stepsTo(state)).toEqual(['xstate.done.actor.loadInvitation']);
  });

  it('the way an awaiting party accepts: read, chosen, confirmed, answered', () => {
    const answered = paths.filter(
      (path) => path.state.value === 'accepted' && path.state.context.invitation?.party.status === null,
    );
    expect(answered.length).toBeGreaterThan(0);
    const steps = answered
      .map((path) => path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init'))
      .sort((a, b) => a.length - b.length)[0];
    expect(steps).toEqual([
      'xstate.done.actor.loadInvitation',
      'invitation.answerChosen',
      'invitation.answerConfirmed',
      'xstate.done.actor.answerInvitation',
    ]);
  });

  it('no answer is sent without its confirmation', () => {
    for (const path of paths) {
      const types = path.steps.map((step) => step.event.type);
      const answered = types.indexOf('xstate.done.actor.answerInvitation');
      if (answered < 0) continue;
      expect(types.slice(0, answered)).toContain('invitation.answerConfirmed');
    }
  });
});
