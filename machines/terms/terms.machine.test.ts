import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pathEventsOf } from '../testing/graph-events';
import { type TermsInput, type TermsOutput, termsMachine } from './terms.machine';
import { selectTerms } from './terms.select';

const browser: TermsInput = {
  mode: 'browser',
  persistent: true,
  termsofuse: 0,
  currentPath: '/',
  redirectUrl: null,
};

function start(input: Partial<TermsInput> = {}, answers: { token?: boolean | 'error'; post?: 'error' } = {}) {
  const posted: string[] = [];
  const machine = termsMachine.provide({
    actors: {
      checkToken: fromPromise(async () => {
        posted.push('checkToken');
        if (answers.token === 'error') throw new Error('TOKEN_EXPIRED');
        return answers.token ?? true;
      }),
      acceptOffer: fromPromise(async () => {
        posted.push('accept');
        if (answers.post === 'error') throw new Error('500');
        return 1;
      }),
      refuseOffer: fromPromise(async () => {
        posted.push('refuse');
        if (answers.post === 'error') throw new Error('500');
        return 0;
      }),
    },
  });
  const actor = createActor(machine, { input: { ...browser, ...input } }).start();
  return { actor, posted };
}

const outputOf = async (actor: ReturnType<typeof start>['actor']) => {
  await waitFor(actor, (s) => s.status === 'done');
  return actor.getSnapshot().output as TermsOutput;
};

describe('terms machine', () => {
  it('accept: checks the token, posts action 1 and goes to /my_notarial_act (browser)', async () => {
    const { actor, posted } = start();
    expect(selectTerms(actor.getSnapshot())).toMatchObject({
      open: true,
      canAgree: true,
      canDisagree: true,
      canClose: false,
    });
    actor.send({ type: 'terms.agreed' });
    expect(selectTerms(actor.getSnapshot())).toMatchObject({ open: true, busy: true });
    expect(await outputOf(actor)).toEqual({
      outcome: 'accepted',
      navigateTo: '/my_notarial_act',
      redirectConsumed: false,
    });
    expect(posted).toEqual(['checkToken', 'accept']);
  });

  it('accept: goes to the stored redirect URL and says it was used', async () => {
    const { actor } = start({ redirectUrl: '/equeue' });
    actor.send({ type: 'terms.agreed' });
    expect(await outputOf(actor)).toEqual({
      outcome: 'accepted',
      navigateTo: '/equeue',
      redirectConsumed: true,
    });
  });

  it('accept on a kiosk stays where it is; a failed post is only logged', async () => {
    const { actor } = start({ mode: 'kiosk' }, { post: 'error' });
    actor.send({ type: 'terms.agreed' });
    expect(await outputOf(actor)).toEqual({ outcome: 'accepted', navigateTo: null, redirectConsumed: false });
  });

  it('accept with an invalid token ends the session without posting', async () => {
    for (const token of [false, 'error'] as const) {
      const { actor, posted } = start({}, { token });
      actor.send({ type: 'terms.agreed' });
      expect(await outputOf(actor)).toEqual({ outcome: 'sessionEnded' });
      expect(posted).toEqual(['checkToken']);
    }
  });

  it('offers Agree only while termsofuse is 0', () => {
    const { actor } = start({ termsofuse: 1, persistent: false });
    expect(selectTerms(actor.getSnapshot())).toMatchObject({
      canAgree: false,
      canDisagree: true,
      canClose: true,
    });
    actor.send({ type: 'terms.agreed' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('disagree: checks the token, closes the dialog, posts action 0 and goes to / (browser)', async () => {
    const { actor, posted } = start({ currentPath: '/notary' });
    actor.send({ type: 'terms.disagreed' });
    expect(selectTerms(actor.getSnapshot()).open).toBe(true);
    await waitFor(actor, (s) => s.matches({ refusing: 'posting' }) || s.status === 'done');
    expect(await outputOf(actor)).toEqual({ outcome: 'refused', navigateTo: '/' });
    expect(posted).toEqual(['checkToken', 'refuse']);
  });

  it('disagree: stays on / when already there; kiosk goes to /kiosk/auth; failures still refuse', async () => {
    const home = start({ currentPath: '/' });
    home.actor.send({ type: 'terms.disagreed' });
    expect(await outputOf(home.actor)).toEqual({ outcome: 'refused', navigateTo: null });

    const kiosk = start({ mode: 'kiosk', currentPath: '/kiosk/main' }, { post: 'error' });
    kiosk.actor.send({ type: 'terms.disagreed' });
    expect(await outputOf(kiosk.actor)).toEqual({ outcome: 'refused', navigateTo: '/kiosk/auth' });
  });

  it('disagree with an invalid token only ends the session', async () => {
    const { actor, posted } = start({}, { token: false });
    actor.send({ type: 'terms.disagreed' });
    expect(await outputOf(actor)).toEqual({ outcome: 'sessionEnded' });
    expect(posted).toEqual(['checkToken']);
    const thrown = start({}, { token: 'error' });
    thrown.actor.send({ type: 'terms.disagreed' });
    expect(await outputOf(thrown.actor)).toEqual({ outcome: 'sessionEnded' });
  });

  it('closes only when dismissible', async () => {
    const persistent = start();
    persistent.actor.send({ type: 'terms.closed' });
    expect(persistent.actor.getSnapshot().matches('open')).toBe(true);
    const dismissible = start({ persistent: false });
    dismissible.actor.send({ type: 'terms.closed' });
    expect(await outputOf(dismissible.actor)).toEqual({ outcome: 'closed' });
  });
});

describe('terms machine paths (xstate/graph)', () => {
  const never = () => new Promise<never>(() => {});
  const quiet = termsMachine.provide({
    actors: {
      checkToken: fromPromise<boolean>(never),
      acceptOffer: fromPromise<number>(never),
      refuseOffer: fromPromise<number>(never),
    },
  });
  const events = pathEventsOf(termsMachine, { 'xstate.done.actor.checkToken': { output: true } }).flatMap(
    (event) =>
      event.type === 'xstate.done.actor.checkToken' ? [event, { ...event, output: false }] : [event],
  );
  const paths = getShortestPaths(quiet, {
    events: events as never,
    input: { ...browser, persistent: false },
    serializeState: (snapshot) => JSON.stringify((snapshot as SnapshotFrom<typeof termsMachine>).value),
  });

  it('reaches every state and a real actor follows each path', () => {
    expect(new Set(paths.map((path) => JSON.stringify(path.state.value)))).toEqual(
      new Set([
        '"open"',
        '{"accepting":"checkingToken"}',
        '{"accepting":"posting"}',
        '{"refusing":"checkingToken"}',
        '{"refusing":"posting"}',
        '"accepted"',
        '"refused"',
        '"sessionEnded"',
        '"closed"',
      ]),
    );
    for (const path of paths) {
      const actor = createActor(quiet, { input: { ...browser, persistent: false } }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });
});
