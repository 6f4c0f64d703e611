import { describe, expect, it } from 'vitest';
import {
  actEventTraits,
  actJournalEventTypes,
  actRecordEvents,
  fromWireEvent,
  toWireEvent,
} from './act.events';
import { actRules, partyFor } from './act.machine';
import { actEventSchema, actEventTypes } from './act.schema';
import { buyer, coOwner, permissiveContext } from './act.test-support';

describe('the event traits table', () => {
  it('has one row per event of the chart, and nothing else', () => {
    expect(Object.keys(actEventTraits).sort()).toEqual([...actEventTypes].sort());
  });

  it('marks internal exactly the events the system role sends (the payment confirmation, the non-attendance job)', () => {
    const bySystem = actEventTypes.filter((type) => actRules[type].roles.includes('system'));
    expect(actEventTypes.filter((type) => actEventTraits[type].internal)).toEqual(bySystem);
    expect(bySystem).toEqual(['invoice.paid', 'act.markedInactive']);
  });

  it('gives a form only to events whose payload a person fills in', () => {
    const payloadKeys = (type: string) =>
      Object.keys(
        actEventSchema.options.find((option) => option.shape.type.value === type)?.shape ?? {},
      ).filter((key) => key !== 'type' && key !== 'actor');
    for (const type of actEventTypes.filter((t) => actEventTraits[t].form !== null))
      expect(payloadKeys(type), type).not.toEqual([]);
  });

  it('re-checks the vehicle rules on the forward steps only, never on a way out', () => {
    const rechecked = actEventTypes.filter((type) => actEventTraits[type].rechecksVehicle);
    expect(rechecked).toEqual(['act.sentForCheck', 'act.confirmed', 'act.checkAccepted', 'act.registered']);
    expect(rechecked.filter((type) => actEventTraits[type].destructive)).toEqual([]);
  });
});

describe('wire names of events', () => {
  it('turn the dot into an underscore and back, for every journal event', () => {
    expect(toWireEvent('act.sentForCheck')).toBe('act_sentForCheck');
    expect(fromWireEvent('party_exited')).toBe('party.exited');
    for (const type of actJournalEventTypes) expect(fromWireEvent(toWireEvent(type))).toBe(type);
  });

  it('are all different (no event name holds an underscore of its own)', () => {
    const wire = actJournalEventTypes.map(toWireEvent);
    expect(new Set(wire).size).toBe(actJournalEventTypes.length);
    expect(actJournalEventTypes.filter((type) => type.includes('_'))).toEqual([]);
  });

  it('journal events are the chart events plus the creation and the data edits', () => {
    expect(actJournalEventTypes).toEqual([...actEventTypes, ...actRecordEvents]);
  });
});

describe('partyFor: the party a party event is about when the sender names none', () => {
  const context = {
    ...permissiveContext(),
    // One user invited twice (as buyer and as co-owner): one answered, one still awaited.
    parties: [
      { id: 'p-1', userId: buyer.userId, required: true, status: 'accepted' as const },
      { id: 'p-2', userId: buyer.userId, required: false, status: null },
      { id: 'p-3', userId: coOwner.userId, required: false, status: null },
    ],
  };

  it('answers with an awaiting party and exits with an accepted one', () => {
    expect(partyFor(context, buyer.userId, 'party.accepted')?.id).toBe('p-2');
    expect(partyFor(context, buyer.userId, 'party.rejected')?.id).toBe('p-2');
    expect(partyFor(context, buyer.userId, 'party.exited')?.id).toBe('p-1');
  });

  it("falls back to the user's first party, and finds none for a stranger", () => {
    expect(partyFor(context, coOwner.userId, 'party.exited')?.id).toBe('p-3');
    expect(partyFor(context, 'u-stranger', 'party.accepted')).toBeUndefined();
  });
});
