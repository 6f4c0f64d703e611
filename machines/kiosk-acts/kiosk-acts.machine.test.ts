import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ActStateName } from '../act/act.machine';
import {
  type KioskActsFilter,
  type KioskActsPage,
  kioskActsMachine,
  kioskCard,
  kioskNextStep,
} from './kiosk-acts.machine';
import { selectKioskActs } from './kiosk-acts.select';

function start() {
  const calls: string[] = [];
  const actor = createActor(
    kioskActsMachine.provide({
      actors: {
        loadPage: fromPromise(
          async ({ input }: { input: { filter: KioskActsFilter; page: number } }): Promise<KioskActsPage> => {
            calls.push(`${input.filter.tab} ${input.page}`);
            const total = input.filter.tab === 'AWAITING' ? 1 : 12;
            return { total, page: input.page, pageSize: 8, items: [] };
          },
        ),
      },
    }),
    { input: {} },
  ).start();
  return { actor, calls, view: () => selectKioskActs(actor.getSnapshot()) };
}

describe('a kiosk user’s acts', () => {
  it('opens on the in-process tab; another tab loads its own first page', async () => {
    const { actor, calls, view } = start();
    expect(view()).toMatchObject({ tab: 'IN_PROCESS', busy: true });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ tab: 'IN_PROCESS', pages: 2, canGoNext: true });
    actor.send({ type: 'list.pageChosen', page: 2 });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'list.filtered', filter: { tab: 'AWAITING' } });
    expect(view()).toMatchObject({ tab: 'AWAITING', busy: true, page: 1 });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ tab: 'AWAITING', pages: 1, canGoNext: false });
    expect(calls).toEqual(['IN_PROCESS 1', 'IN_PROCESS 2', 'AWAITING 1']);
  });
});

describe('what a card says is next', () => {
  const rows: [ActStateName, boolean | null, string][] = [
    ['preparation', true, 'prepare'],
    ['preparation', false, 'waitOthers'],
    ['checking', false, 'waitNotary'],
    ['checking', true, 'yourMove'],
    ['applicantConfirmation', true, 'confirmData'],
    ['applicantConfirmation', false, 'waitOthers'],
    ['paymentFormation', false, 'waitNotary'],
    ['timeSetting', false, 'waitNotary'],
    ['timeConfirmation', true, 'confirmTime'],
    ['timeConfirmation', false, 'waitOthers'],
    ['payment', true, 'pay'],
    ['payment', null, 'waitOthers'],
    ['registration', false, 'attend'],
    ['registration', true, 'attend'],
    ['registered', false, 'registered'],
    ['inactive', true, 'stopped'],
    ['refused', false, 'stopped'],
    ['cancelled', false, 'stopped'],
    ['annulled', false, 'stopped'],
    ['deleted', false, 'stopped'],
  ];
  it.each(rows)('%s, awaiting me %s: %s', (state, awaitingMe, next) => {
    expect(kioskNextStep({ state, awaitingMe })).toBe(next);
  });
});

describe('a card’s badge and step', () => {
  it('is green once registered, red when stopped, blue on the way, with the step within the nine', () => {
    expect(kioskCard({ state: 'registered', awaitingMe: false })).toEqual({
      next: 'registered',
      tone: 'green',
      step: 9,
    });
    expect(kioskCard({ state: 'refused', awaitingMe: false })).toEqual({
      next: 'stopped',
      tone: 'red',
      step: null,
    });
    expect(kioskCard({ state: 'payment', awaitingMe: true })).toEqual({ next: 'pay', tone: 'blue', step: 7 });
  });
});
