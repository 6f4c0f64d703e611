import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type BookingAction,
  type BookingsPage,
  type EqueueTab,
  equeueListMachine,
  SessionRequired,
} from './equeue-list.machine';
import { selectEqueueList } from './equeue-list.select';

/** The page's machine with fake calls: `pages[tab]` answers, `calls` records every call in order. */
function start(
  options: {
    pages?: Partial<Record<EqueueTab, BookingsPage>>;
    failLoad?: number;
    /** The load of that number is refused for lack of a session. */
    sessionEndedAt?: number;
    refuse?: string;
  } = {},
) {
  const calls: string[] = [];
  let loads = 0;
  const pages = options.pages ?? {
    registering: { total: 12, page: 1, size: 10, items: [{ id: 1 }] },
    history: { total: 0, page: 1, size: 10, items: [] },
  };
  const machine = equeueListMachine.provide({
    actors: {
      loadBookings: fromPromise<BookingsPage, { tab: EqueueTab; page: number }>(async ({ input }) => {
        calls.push(`load ${input.tab} ${input.page}`);
        loads += 1;
        if (options.failLoad === loads) throw new Error('network');
        if (options.sessionEndedAt === loads) throw new SessionRequired();
        return { ...pages[input.tab]!, page: input.page };
      }),
      sendAction: fromPromise<unknown, { bookingId: number; action: BookingAction }>(async ({ input }) => {
        calls.push(`${input.action} ${input.bookingId}`);
        if (options.refuse) throw new Error(options.refuse);
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const view = () => selectEqueueList(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, calls, settled };
}

describe('the equeue page’s tabs', () => {
  it('loads the registering tab first, then pages and tabs on demand', async () => {
    const { actor, view, calls, settled } = start();
    expect(view()).toMatchObject({ loading: true, busy: true, tab: 'registering' });
    await settled();
    expect(view()).toMatchObject({
      loading: false,
      page: 1,
      pages: 2,
      canGoPrevious: false,
      canGoNext: true,
    });
    actor.send({ type: 'equeue.pageChosen', page: 3 }); // out of range: nothing happens
    actor.send({ type: 'equeue.pageChosen', page: 2 });
    await settled();
    expect(view()).toMatchObject({ page: 2, canGoNext: false, canGoPrevious: true });
    actor.send({ type: 'equeue.tabChosen', tab: 'history' });
    await settled();
    expect(view()).toMatchObject({ tab: 'history', page: 1, empty: true });
    actor.send({ type: 'equeue.tabChosen', tab: 'history' }); // the same tab: no call
    expect(calls).toEqual(['load registering 1', 'load registering 2', 'load history 1']);
  });

  it('a failed load is shown with a retry', async () => {
    const { actor, view, settled } = start({ failLoad: 1 });
    await settled();
    expect(view()).toMatchObject({ errorKey: 'load.error', canRetry: true, list: null });
    actor.send({ type: 'equeue.retried' });
    await settled();
    expect(view()).toMatchObject({ errorKey: null, canRetry: false });
    expect(view().list?.total).toBe(12);
  });

  it('a list refused for lack of a session shows no load error and loads again once someone logs in', async () => {
    const { actor, view, calls, settled } = start({ sessionEndedAt: 2 });
    await settled();
    // The session ends (a forced logout) and the page asks again, as after a change.
    actor.send({ type: 'equeue.changed' });
    await settled();
    expect(view()).toMatchObject({
      errorKey: null,
      canRetry: false,
      loading: false,
      list: null,
      empty: false,
    });
    actor.send({ type: 'equeue.sessionStarted' });
    await settled();
    expect(view()).toMatchObject({ errorKey: null, loading: false });
    expect(view().list?.total).toBe(12);
    expect(calls).toEqual(['load registering 1', 'load registering 1', 'load registering 1']);
    // With a list shown, a session starting asks nothing.
    actor.send({ type: 'equeue.sessionStarted' });
    expect(calls).toHaveLength(3);
  });

  it('an action is sent once, then the list loads again; a refusal keeps the ministry’s message', async () => {
    const done = start();
    await done.settled();
    done.actor.send({ type: 'equeue.actionSent', bookingId: 1, action: 'cancel' });
    expect(done.view()).toMatchObject({ sending: true, busy: true });
    done.actor.send({ type: 'equeue.actionSent', bookingId: 1, action: 'cancel' }); // already sending
    await waitFor(done.actor, (s) => s.matches({ action: 'idle', list: 'shown' }) && done.calls.length === 3);
    expect(done.calls).toEqual(['load registering 1', 'cancel 1', 'load registering 1']);
    expect(done.view().actionError).toBeNull();

    const refused = start({ refuse: 'the ministry refused it' });
    await refused.settled();
    refused.actor.send({ type: 'equeue.actionSent', bookingId: 1, action: 'cancel' });
    await waitFor(
      refused.actor,
      (s) => s.matches({ action: 'idle', list: 'shown' }) && refused.calls.length === 3,
    );
    expect(refused.view().actionError).toEqual({ message: 'the ministry refused it' });
    refused.actor.send({ type: 'equeue.tabChosen', tab: 'history' });
    expect(refused.view().actionError).toBeNull();
  });

  it('a booking made on the page loads the list again', async () => {
    const { actor, calls, settled } = start();
    await settled();
    actor.send({ type: 'equeue.changed' });
    await settled();
    expect(calls).toEqual(['load registering 1', 'load registering 1']);
  });

  it('opens the wizard for a new booking or to move one, one at a time; closing it loads the list again', async () => {
    const { actor, view, calls, settled } = start();
    await settled();
    expect(view()).toMatchObject({ wizardOpen: false, moving: null, canOpenWizard: true });
    actor.send({ type: 'equeue.wizardOpened' });
    expect(view()).toMatchObject({ wizardOpen: true, moving: null, canOpenWizard: false });
    const move = {
      bookingId: 1,
      officeId: 2,
      notaryId: 3,
      service: { kind: 'consultation' as const },
    };
    actor.send({ type: 'equeue.wizardOpened', reschedule: move }); // one wizard at a time
    expect(view().moving).toBeNull();
    actor.send({ type: 'equeue.wizardClosed' });
    await settled();
    expect(view()).toMatchObject({ wizardOpen: false, canOpenWizard: true });
    actor.send({ type: 'equeue.wizardOpened', reschedule: move });
    expect(view()).toMatchObject({ wizardOpen: true, moving: move });
    actor.send({ type: 'equeue.wizardClosed' });
    await settled();
    expect(view()).toMatchObject({ wizardOpen: false, moving: null });
    expect(calls).toEqual(['load registering 1', 'load registering 1', 'load registering 1']);
  });
});
