import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { type ActEvent, type ActSnapshot, actMachine, actStateNames } from './act.machine';
import { applyEvent, createStored, type StoredAct } from './act.persist';
import { actEventTypes, actRoles } from './act.schema';
import { buyer, coOwner, notary, saleInput, sample, system } from './act.test-support';

describe('act statechart paths (xstate/graph)', () => {
  // Every event type from every role: the graph, not the test, finds which ones lead anywhere.
  // Both parties answer for themselves, each way; the invoice the notary issues gets paid.
  const events: ActEvent[] = [
    ...actEventTypes.flatMap((type) => actRoles.map((role) => sample(type, role))),
    { type: 'party.accepted', actor: buyer, partyId: 'p-buyer' },
    { type: 'party.rejected', actor: buyer, partyId: 'p-buyer' },
    { type: 'party.exited', actor: coOwner, partyId: 'p-coowner' },
    { type: 'invoice.paid', actor: system, invoiceId: 'inv-3' },
    { type: 'act.paidOnSite', actor: notary, invoiceId: 'inv-3' },
  ];
  // What decides the future: the state and the data the guards read. Notes (remark, reason,
  // regnum) never gate anything, so they are left out to keep the graph small.
  const serializeState = (snapshot: ActSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.parties.map((party) => party.status),
      snapshot.context.invoices.map((invoice) => invoice.paid),
      snapshot.context.notaryId,
      snapshot.context.visit?.regtype ?? null,
      snapshot.context.timeRequested,
    ]);
  const paths = getShortestPaths(actMachine, {
    input: saleInput,
    events,
    serializeState: (snapshot) => serializeState(snapshot as ActSnapshot),
  });

  it('reaches every one of the 14 states', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(actStateNames));
  });

  // The first step of each path is the machine's own start (xstate.init), not an act event.
  it('the ministry reproduces every path step by step through applyEvent', () => {
    for (const path of paths) {
      let stored: StoredAct = createStored(saleInput);
      for (const step of path.steps.filter((s) => (s.event.type as string) !== 'xstate.init')) {
        const result = applyEvent(stored, step.event);
        if (!result.ok) throw new Error(`${step.event.type} refused on the way to ${path.state.value}`);
        stored = result.next;
      }
      expect(stored.state).toBe(path.state.value);
      expect(stored.context).toEqual(path.state.context);
    }
  });
});
