import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../testing/deferred';
import { createInvitationMachine, type InvitationAnswerInput } from './invitation.machine';
import { invitationIntents, selectInvitation } from './invitation.select';
import { type actWith, answering, invitationWith } from './invitation.test-support';

type Act = ReturnType<typeof actWith>;
const machine = createInvitationMachine<Act>();

function start(
  loads: Array<() => Promise<ReturnType<typeof invitationWith>>>,
  answer?: (input: InvitationAnswerInput) => Promise<Act>,
) {
  const sent: InvitationAnswerInput[] = [];
  let load = 0;
  const actor = createActor(
    machine.provide({
      actors: {
        loadInvitation: fromPromise(() => {
          const next = loads[Math.min(load, loads.length - 1)];
          load += 1;
          return (next as () => Promise<ReturnType<typeof invitationWith>>)();
        }),
        answerInvitation: fromPromise(({ input }: { input: InvitationAnswerInput }) => {
          sent.push(input);
          return answer ? answer(input) : new Promise<Act>(() => {});
        }),
      },
    }),
    { input: { token: 't'.repeat(24) } },
  );
  actor.start();
  const view = () => selectInvitation<Act>(actor.getSnapshot());
  return { actor, view, intents: invitationIntents(actor.send), sent, loads: () => load };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('invitation statechart', () => {
  it('shows nothing but the loading line until the invitation is read', async () => {
    const read = deferred<ReturnType<typeof invitationWith>>();
    const { actor, view } = start([() => read.promise]);
    expect(view()).toMatchObject({ loading: true, invitation: null, answers: [], errorKey: null });
    read.resolve(invitationWith(answering));
    await settled(actor);
    expect(view()).toMatchObject({
      loading: false,
      status: 'awaiting',
      answers: answering,
      confirming: null,
    });
  });

  it('asks to confirm the chosen answer and sends it with the act’s version only then', async () => {
    const { actor, view, intents, sent } = start([async () => invitationWith(answering, null, 5)]);
    await settled(actor);
    intents.choose('party_rejected');
    expect(view()).toMatchObject({ confirming: 'party_rejected', answering: false, answers: [] });
    expect(sent).toEqual([]);
    intents.confirm();
    expect(view()).toMatchObject({ confirming: 'party_rejected', answering: true });
    expect(sent).toEqual([{ token: 't'.repeat(24), accept: false, version: 5 }]);
  });

  it('cancelling the confirmation sends nothing and offers both answers again', async () => {
    const { actor, view, intents, sent } = start([async () => invitationWith(answering)]);
    await settled(actor);
    intents.choose('party_accepted');
    intents.cancel();
    expect(view()).toMatchObject({ confirming: null, answers: answering });
    expect(sent).toEqual([]);
  });

  it('an accepted answer ends the invitation with the act as the ministry answered it', async () => {
    const { actor, view, intents } = start(
      [async () => invitationWith(answering)],
      async () => invitationWith([], 'accepted', 4).act,
    );
    await settled(actor);
    intents.choose('party_accepted');
    intents.confirm();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(view()).toMatchObject({ status: 'accepted', answers: [], confirming: null, answering: false });
    expect(view().invitation?.act.version).toBe(4);
  });

  it('refuses an answer the act does not allow now', async () => {
    const { actor, view, intents } = start([async () => invitationWith(['party_rejected'])]);
    await settled(actor);
    intents.choose('party_accepted');
    expect(view()).toMatchObject({ confirming: null, answers: ['party_rejected'] });
  });

  it('lands where the party stands when the invitation is read again: answered, exited or closed', async () => {
    for (const [status, allowed, expected] of [
      ['accepted', ['party_exited'], 'accepted'],
      ['rejected', [], 'rejected'],
      ['exited', [], 'exited'],
      [null, [], 'awaiting'],
    ] as const) {
      const { actor, view } = start([async () => invitationWith([...allowed], status)]);
      await settled(actor);
      expect(actor.getSnapshot().status).toBe('done');
      expect(view()).toMatchObject({ status: expected, answers: [], canRetry: false });
    }
  });

  it('a failed read shows the error and retries by reading again', async () => {
    const { actor, view, intents, loads } = start([
      async () => {
        throw new Error('network');
      },
      async () => invitationWith(answering),
    ]);
    await settled(actor);
    expect(view()).toMatchObject({ errorKey: 'invitation.error', canRetry: true, invitation: null });
    intents.retry();
    await settled(actor);
    expect(loads()).toBe(2);
    expect(view()).toMatchObject({ errorKey: null, answers: answering });
  });

  it('a failed answer keeps the deal shown, says so, and the retry reads the act again', async () => {
    const { actor, view, intents, sent, loads } = start(
      [async () => invitationWith(answering, null, 3), async () => invitationWith([], 'rejected', 4)],
      async () => {
        throw new Error('error_wrong_version');
      },
    );
    await settled(actor);
    intents.choose('party_accepted');
    intents.confirm();
    await settled(actor);
    expect(view()).toMatchObject({ errorKey: 'invitation.answerError', canRetry: true, confirming: null });
    expect(view().invitation?.act.version).toBe(3);
    intents.retry();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    // Read again, not answered again: the act had moved on (here, the party answered elsewhere).
    expect(sent).toHaveLength(1);
    expect(loads()).toBe(2);
    expect(view()).toMatchObject({ status: 'rejected', errorKey: null });
  });
});
