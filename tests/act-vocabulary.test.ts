import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as Gateway from '../gateway/generated/schema-types';
import { eventFromMinistry, eventToMinistry } from '../gateway/ministry/acts-schemas';
import {
  type ActEventWire,
  type ActJournalEventWire,
  actJournalEventTypes,
  fromWireEvent,
  toWireEvent,
} from '../machines/act/act.events';
import {
  type ActRefusalReason,
  type ActRole,
  type ActStateName,
  actRefusalReasons,
  actStateNames,
} from '../machines/act/act.machine';
import { actEventTypes, actRoles } from '../machines/act/act.schema';
import type * as Ui from '../ui/gql/graphql';
import { builtSchema, enumValues } from './support/built-schema';

// The act statechart's words cross three seams: machines/act -> the GraphQL schema -> the gateway's
// and the UI's generated types. Each enum of the schema must be the machine's own list, in its order
// (docs/decisions/018-act-vocabulary.md), so a state or event added on one side only fails here.

const schema = builtSchema;
const valuesOf = enumValues;

describe('the schema enums are the machine lists', () => {
  it('ActState: actStateNames', () => {
    expect(valuesOf('ActState')).toEqual([...actStateNames]);
  });

  it('ActEventType: actEventTypes in their wire names', () => {
    expect(valuesOf('ActEventType')).toEqual(actEventTypes.map(toWireEvent));
  });

  it('ActJournalEvent: the events plus the creation and data edits', () => {
    expect(valuesOf('ActJournalEvent')).toEqual(actJournalEventTypes.map(toWireEvent));
  });

  it('ActRole: actRoles', () => {
    expect(valuesOf('ActRole')).toEqual([...actRoles]);
  });

  it('ActRefusalReason: actRefusalReasons', () => {
    expect(valuesOf('ActRefusalReason')).toEqual([...actRefusalReasons]);
  });

  it('sendActEvent takes an ActEventType', () => {
    const type = schema
      .getMutationType()
      ?.getFields()
      .sendActEvent?.args.find((arg) => arg.name === 'type');
    expect(String(type?.type)).toBe('ActEventType!');
  });
});

describe("the gateway's event names agree with the machine's", () => {
  it.each(actJournalEventTypes)('%s', (type) => {
    expect(eventFromMinistry(type)).toBe(toWireEvent(type));
    expect(eventToMinistry(toWireEvent(type))).toBe(type);
    expect(fromWireEvent(toWireEvent(type))).toBe(type);
  });
});

describe('the generated types are the machine types', () => {
  it('for the gateway and the UI alike (checked by tsc)', () => {
    expectTypeOf<Gateway.ActState>().toEqualTypeOf<ActStateName>();
    expectTypeOf<Gateway.ActEventType>().toEqualTypeOf<ActEventWire>();
    expectTypeOf<Gateway.ActJournalEvent>().toEqualTypeOf<ActJournalEventWire>();
    expectTypeOf<Gateway.ActRole>().toEqualTypeOf<ActRole>();
    expectTypeOf<Gateway.ActRefusalReason>().toEqualTypeOf<ActRefusalReason>();
    // The UI's types hold the enums its documents use.
    expectTypeOf<Ui.ActState>().toEqualTypeOf<ActStateName>();
    expectTypeOf<Ui.ActEventType>().toEqualTypeOf<ActEventWire>();
    expectTypeOf<Ui.ActJournalEvent>().toEqualTypeOf<ActJournalEventWire>();
    expectTypeOf<Ui.ActRole>().toEqualTypeOf<ActRole>();
  });
});
