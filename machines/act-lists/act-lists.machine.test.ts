import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ActFilterReference,
  type ActListPage,
  actFiltersMachine,
  type MyActsFilter,
  myActsMachine,
  type NotaryQueueFilter,
  notaryQueueMachine,
} from './act-lists.machine';
import {
  actFiltersIntents,
  myActsIntents,
  notaryQueueIntents,
  selectActFilters,
  selectMyActs,
  selectNotaryQueue,
} from './act-lists.select';

function startMyActs() {
  const calls: string[] = [];
  const actor = createActor(
    myActsMachine.provide({
      actors: {
        loadPage: fromPromise(
          async ({ input }: { input: { filter: MyActsFilter; page: number } }): Promise<ActListPage> => {
            calls.push(`${input.filter.tab} ${JSON.stringify(input.filter.criteria)} ${input.page}`);
            const total = Object.keys(input.filter.criteria).length > 0 ? 0 : 45;
            return { total, page: input.page, pageSize: 20, items: [] };
          },
        ),
      },
    }),
    { input: {} },
  ).start();
  return { actor, calls, view: () => selectMyActs(actor.getSnapshot()), intents: myActsIntents(actor) };
}

describe('my acts', () => {
  it('waits for the first page of the in-process tab, then pages through it', async () => {
    const { actor, calls, view, intents } = startMyActs();
    expect(view()).toMatchObject({ tab: 'IN_PROCESS', waiting: true, busy: true, filterCount: 0 });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ waiting: false, pages: 3, page: 1, canGoNext: true, empty: false });
    intents.choosePage(3);
    // The last page stays shown while the next one loads: busy, not waiting.
    expect(view()).toMatchObject({ busy: true, waiting: false, page: 3 });
    await waitFor(actor, (s) => s.matches('shown'));
    intents.choosePage(4);
    expect(view().busy).toBe(false);
    expect(calls).toEqual(['IN_PROCESS {} 1', 'IN_PROCESS {} 3']);
  });

  it('keeps the criteria across tabs and the tab across criteria, each from the first page', async () => {
    const { actor, calls, view, intents } = startMyActs();
    await waitFor(actor, (s) => s.matches('shown'));
    intents.choosePage(2);
    await waitFor(actor, (s) => s.matches('shown'));
    intents.applyCriteria({ regnum: '12', step: 3 });
    expect(view()).toMatchObject({ page: 1, filterCount: 2, tab: 'IN_PROCESS' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view().empty).toBe(true);
    intents.chooseTab('AWAITING');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ tab: 'AWAITING', criteria: { regnum: '12', step: 3 } });
    intents.applyCriteria({});
    await waitFor(actor, (s) => s.matches('shown'));
    expect(calls).toEqual([
      'IN_PROCESS {} 1',
      'IN_PROCESS {} 2',
      'IN_PROCESS {"regnum":"12","step":3} 1',
      'AWAITING {"regnum":"12","step":3} 1',
      'AWAITING {} 1',
    ]);
  });

  it('shows a failure with a retry that asks again', async () => {
    let answers = 0;
    const actor = createActor(
      myActsMachine.provide({
        actors: {
          loadPage: fromPromise(async (): Promise<ActListPage> => {
            answers += 1;
            if (answers === 1) throw new Error('Failed to fetch');
            return { total: 1, page: 1, pageSize: 20, items: [{ rid: 1 }] };
          }),
        },
      }),
      { input: {} },
    ).start();
    const intents = myActsIntents(actor);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectMyActs(actor.getSnapshot())).toMatchObject({ errorKey: 'load.error', canRetry: true });
    intents.retry();
    await waitFor(actor, (s) => s.matches('shown'));
    expect(selectMyActs(actor.getSnapshot())).toMatchObject({ errorKey: null, result: { total: 1 } });
  });
});

describe("the notary's queue", () => {
  it('opens on the step its input gives; another step loads its own first page', async () => {
    const calls: (number | null)[] = [];
    const actor = createActor(
      notaryQueueMachine.provide({
        actors: {
          loadPage: fromPromise(
            async ({
              input,
            }: {
              input: { filter: NotaryQueueFilter; page: number };
            }): Promise<ActListPage> => {
              calls.push(input.filter.step);
              return { total: 0, page: input.page, pageSize: 20, items: [] };
            },
          ),
        },
      }),
      { input: { filter: { step: 2 } } },
    ).start();
    const view = () => selectNotaryQueue(actor.getSnapshot());
    expect(view()).toMatchObject({ step: 2, waiting: true });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ step: 2, empty: true });
    notaryQueueIntents(actor).chooseStep(null);
    expect(view()).toMatchObject({ step: null, waiting: false, busy: true });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(calls).toEqual([2, null]);
  });
});

describe('the acts filter form', () => {
  const reference: ActFilterReference = {
    actTypes: [{ id: 1, name: { oz: 'Oldi-sotdi', uz: 'Олди-сотди', ru: 'Купля-продажа' } }],
    offices: [{ id: 7, name: { oz: '1-son', uz: '1-сон', ru: '№ 1' } }],
  };

  it('opens and closes its panel while the reference loads', async () => {
    const actor = createActor(
      actFiltersMachine.provide({ actors: { loadReference: fromPromise(async () => reference) } }),
    ).start();
    const intents = actFiltersIntents(actor);
    expect(selectActFilters(actor.getSnapshot())).toMatchObject({
      open: false,
      reference: { actTypes: [], offices: [] },
    });
    intents.setOpen(true);
    expect(selectActFilters(actor.getSnapshot()).open).toBe(true);
    await waitFor(actor, (s) => s.matches({ reference: 'loaded' }));
    expect(selectActFilters(actor.getSnapshot())).toMatchObject({ open: true, reference });
    intents.setOpen(false);
    expect(selectActFilters(actor.getSnapshot()).open).toBe(false);
  });

  it('offers no choice when the reference fails, and asks again on retry', async () => {
    let asked = 0;
    const actor = createActor(
      actFiltersMachine.provide({
        actors: {
          loadReference: fromPromise(async () => {
            asked += 1;
            if (asked === 1) throw new Error('Failed to fetch');
            return reference;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ reference: 'failed' }));
    expect(selectActFilters(actor.getSnapshot())).toMatchObject({
      referenceFailed: true,
      reference: { actTypes: [], offices: [] },
    });
    actFiltersIntents(actor).retryReference();
    await waitFor(actor, (s) => s.matches({ reference: 'loaded' }));
    expect(selectActFilters(actor.getSnapshot())).toMatchObject({ referenceFailed: false, reference });
  });
});
