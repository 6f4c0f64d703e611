import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ActActionsEmitted,
  type ActChangeAnswer,
  type ActEventRequest,
  createActActionsMachine,
  createActChangeMachine,
  createActFeeMachine,
} from './act-actions.machine';
import { selectActActions, selectActChange, selectActFee } from './act-actions.select';

type Act = { uuid: string; version: number };
type EventType = 'act_sentForCheck' | 'act_returnedWithRemarks';

function start(answer: (request: ActEventRequest<EventType, { remark: string }>) => Promise<Act | null>) {
  const sent: ActEventRequest<EventType, { remark: string }>[] = [];
  const machine = createActActionsMachine<Act, EventType, { remark: string }>();
  const actor = createActor(
    machine.provide({
      actors: {
        sendEvent: fromPromise(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  const emitted: ActActionsEmitted<Act>[] = [];
  actor.on('action.done', (event) => emitted.push(event));
  const allowed: EventType[] = ['act_sentForCheck', 'act_returnedWithRemarks'];
  const view = (now: readonly EventType[] = allowed) =>
    selectActActions(actor.getSnapshot(), actor.send, now);
  return { actor, view, sent, emitted };
}

describe("the act's action bar", () => {
  it('opens an event’s dialog, sends it with the act’s version on confirmation, and closes with the act', async () => {
    const { actor, view, sent, emitted } = start(async ({ version }) => ({
      uuid: 'u-1',
      version: version + 1,
    }));
    expect(view()).toMatchObject({ openEvent: null, busy: false });
    view().open('act_returnedWithRemarks');
    expect(view().openEvent).toBe('act_returnedWithRemarks');
    view().confirm({ uuid: 'u-1', version: 4 }, { remark: 'Fix the price' });
    expect(view().busy).toBe(true);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(sent).toEqual([
      { uuid: 'u-1', version: 4, type: 'act_returnedWithRemarks', payload: { remark: 'Fix the price' } },
    ]);
    expect(emitted).toEqual([{ type: 'action.done', act: { uuid: 'u-1', version: 5 } }]);
    expect(view()).toMatchObject({ openEvent: null, busy: false });
  });

  it('keeps the dialog open when the event is refused or the call fails', async () => {
    let calls = 0;
    const { actor, view, emitted } = start(async () => {
      calls += 1;
      if (calls === 1) return null;
      throw new Error('Failed to fetch');
    });
    view().open('act_sentForCheck');
    view().confirm({ uuid: 'u-1', version: 4 }, null);
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(view()).toMatchObject({ openEvent: 'act_sentForCheck', busy: false });
    view().confirm({ uuid: 'u-1', version: 4 }, null);
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(calls).toBe(2);
    expect(emitted).toEqual([]);
    view().close();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('cannot be closed while the event is under way', () => {
    const { actor, view } = start(() => new Promise(() => {}));
    view().open('act_sentForCheck');
    view().confirm({ uuid: 'u-1', version: 4 }, null);
    view().close();
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('shows no dialog for an event the act no longer allows', () => {
    const { view } = start(async () => null);
    view().open('act_sentForCheck');
    expect(view(['act_returnedWithRemarks']).openEvent).toBeNull();
  });
});

describe("the invoices' fee", () => {
  const machine = createActFeeMachine<{ amount: number }>();

  it('waits for the act’s fee, then opens the form with it', async () => {
    const asked: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          loadFee: fromPromise(async ({ input }) => {
            asked.push(input.uuid);
            return { amount: 1_875_000 };
          }),
        },
      }),
      { input: { uuid: 'u-1' } },
    ).start();
    expect(selectActFee(actor.getSnapshot())).toEqual({ loading: true, fee: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectActFee(actor.getSnapshot())).toEqual({ loading: false, fee: { amount: 1_875_000 } });
    expect(asked).toEqual(['u-1']);
  });

  it('opens the form without a fee when none could be had', async () => {
    const actor = createActor(
      machine.provide({
        actors: {
          loadFee: fromPromise(async (): Promise<{ amount: number } | null> => {
            throw new Error('Failed to fetch');
          }),
        },
      }),
      { input: { uuid: 'u-1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectActFee(actor.getSnapshot())).toEqual({ loading: false, fee: null });
  });
});

describe('a change sent from a form on the act’s page', () => {
  type Request = { uuid: string; version: number; notaryId: number };
  const machine = createActChangeMachine<Act, Request>();

  it('is busy while it is sent, emits the act after it, and stays on the form when refused', async () => {
    const answers: ActChangeAnswer<Act>[] = [
      { refused: { notaryId: 'Notarius topilmadi' } },
      { act: { uuid: 'u-1', version: 5 } },
    ];
    const sent: Request[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          save: fromPromise(async ({ input }) => {
            sent.push(input.request);
            return answers.shift() ?? { refused: {} };
          }),
        },
      }),
    ).start();
    const emitted: Act[] = [];
    const refusals: Readonly<Record<string, string>>[] = [];
    actor.on('change.saved', (event) => emitted.push(event.act));
    actor.on('change.refused', (event) => refusals.push(event.fields));
    const view = () => selectActChange(actor.getSnapshot(), actor.send);
    expect(view().busy).toBe(false);
    view().submit({ uuid: 'u-1', version: 4, notaryId: 7 });
    expect(view().busy).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(emitted).toEqual([]);
    expect(refusals).toEqual([{ notaryId: 'Notarius topilmadi' }]);
    view().submit({ uuid: 'u-1', version: 4, notaryId: 7 });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(emitted).toEqual([{ uuid: 'u-1', version: 5 }]);
    expect(refusals).toHaveLength(1);
    expect(sent).toHaveLength(2);
  });

  it('goes back to the form when the call fails', async () => {
    const actor = createActor(
      machine.provide({
        actors: {
          save: fromPromise(async (): Promise<ActChangeAnswer<Act>> => {
            throw new Error('Failed to fetch');
          }),
        },
      }),
    ).start();
    selectActChange(actor.getSnapshot(), actor.send).submit({ uuid: 'u-1', version: 4, notaryId: 7 });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectActChange(actor.getSnapshot(), actor.send).busy).toBe(false);
  });
});
