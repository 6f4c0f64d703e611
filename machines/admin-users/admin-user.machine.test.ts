import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  AdminUserNotFound,
  adminUserMachine,
  ChangeForbidden,
  ChangeRefused,
  type GrantDecisionSent,
} from './admin-user.machine';
import { selectAdminUser } from './admin-user.select';
import type { UserChange } from './admin-users.schema';

function start(
  options: {
    load?: (id: number) => Promise<unknown>;
    change?: (input: { userId: number; change: UserChange }) => Promise<unknown>;
    decide?: (input: { userId: number } & GrantDecisionSent) => Promise<unknown>;
  } = {},
) {
  const calls: string[] = [];
  const actor = createActor(
    adminUserMachine.provide({
      actors: {
        loadUser: fromPromise(async ({ input }: { input: number }) => {
          calls.push(`load ${input}`);
          return (options.load ?? (async (id) => ({ id, roles: ['applicant'] })))(input);
        }),
        changeUser: fromPromise(async ({ input }: { input: { userId: number; change: UserChange } }) => {
          calls.push(`change ${input.userId} ${input.change.action}`);
          return (
            options.change ?? (async ({ userId }) => ({ id: userId, roles: ['applicant', 'analyst'] }))
          )(input);
        }),
        decideGrant: fromPromise(async ({ input }: { input: { userId: number } & GrantDecisionSent }) => {
          calls.push(`decide ${input.userId} ${input.grantId} ${input.decision} ${input.reason}`);
          return (options.decide ?? (async ({ userId }) => ({ id: userId, roles: ['applicant', 'admin'] })))(
            input,
          );
        }),
      },
    }),
    { input: { userId: 7 } },
  );
  actor.start();
  const view = () => selectAdminUser(actor.getSnapshot());
  return { actor, calls, view };
}

const grant: UserChange = { action: 'grant', role: 'analyst', reason: 'Debugs stuck acts' };

describe('the user administration page machine', () => {
  it('loads the user, then opens a change, saves it and shows the user as the ministry answers', async () => {
    const { actor, calls, view } = start();
    expect(view()).toMatchObject({ loading: true, busy: true, form: null });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view()).toMatchObject({ loading: false, user: { id: 7 }, canOpen: true, errorKey: null });
    actor.send({ type: 'user.changeOpened', action: 'grant' });
    expect(view().form).toBe('grant');
    actor.send({ type: 'user.changeSent', change: grant });
    expect(view()).toMatchObject({ saving: true, busy: true, form: 'grant' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view()).toMatchObject({ form: null, saved: 'grant', user: { roles: ['applicant', 'analyst'] } });
    expect(calls).toEqual(['load 7', 'change 7 grant']);
  });

  it('keeps the form open with the ministry’s messages when it refuses the input', async () => {
    const { actor, view } = start({
      change: async () => {
        throw new ChangeRefused({ reason: 'Sababini yozing' });
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.changeOpened', action: 'block' });
    actor.send({ type: 'user.changeSent', change: { action: 'block', reason: '' } });
    await waitFor(actor, (s) => s.matches({ ready: 'changing' }));
    expect(view()).toMatchObject({ form: 'block', fields: { reason: 'Sababini yozing' }, saved: null });
  });

  it('keeps the form open without messages on another failure (the error policy tells it)', async () => {
    const { actor, view } = start({
      change: async () => {
        throw new Error('FORBIDDEN');
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.changeOpened', action: 'delete' });
    actor.send({ type: 'user.changeSent', change: { action: 'delete', reason: 'Duplicate' } });
    await waitFor(actor, (s) => s.matches({ ready: 'changing' }));
    expect(view()).toMatchObject({ form: 'delete', fields: {} });
  });

  it('sends only the change of the open form, switches forms and cancels', async () => {
    const { actor, calls, view } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.changeSent', change: grant });
    expect(view().saving).toBe(false);
    actor.send({ type: 'user.changeOpened', action: 'block' });
    actor.send({ type: 'user.changeSent', change: grant });
    expect(view().saving).toBe(false);
    actor.send({ type: 'user.changeOpened', action: 'grant' });
    expect(view().form).toBe('grant');
    actor.send({ type: 'user.changeCancelled' });
    expect(view()).toMatchObject({ form: null, saved: null });
    expect(calls).toEqual(['load 7']);
  });

  it('tells an unknown user apart from a failed load, and retries only the latter', async () => {
    const unknown = start({
      load: async () => {
        throw new AdminUserNotFound();
      },
    });
    await waitFor(unknown.actor, (s) => s.matches('notFound'));
    expect(unknown.view()).toMatchObject({ errorKey: 'detail.notFound', canRetry: false });
    let attempts = 0;
    const failing = start({
      load: async (id) => {
        attempts += 1;
        if (attempts === 1) throw new Error('network');
        return { id };
      },
    });
    await waitFor(failing.actor, (s) => s.matches('failed'));
    expect(failing.view()).toMatchObject({ errorKey: 'load.error', canRetry: true });
    failing.actor.send({ type: 'user.retried' });
    await waitFor(failing.actor, (s) => s.matches({ ready: 'idle' }));
    expect(failing.calls).toEqual(['load 7', 'load 7']);
  });

  it('confirms a grant of a role needing a second administrator as requested, not granted', async () => {
    const { actor, view } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    for (const role of ['admin', 'notary'] as const) {
      actor.send({ type: 'user.changeOpened', action: 'grant' });
      actor.send({
        type: 'user.changeSent',
        change: {
          action: 'grant',
          role,
          reason: 'Covers the desk',
          ...(role === 'notary' ? { notary: { officeId: 2, licenseNumber: 'N-000104' } } : {}),
        },
      });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(view().saved).toBe('request');
    }
    actor.send({ type: 'user.changeOpened', action: 'grant' });
    actor.send({
      type: 'user.changeSent',
      change: { action: 'grant', role: 'moderator', reason: 'Moderates' },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view().saved).toBe('grant');
  });

  it('shows a refusal of separation of duties on the form until the next send', async () => {
    let refuse = true;
    const { actor, view } = start({
      change: async ({ userId }) => {
        if (refuse) throw new ChangeForbidden('O‘zingizga rol bera olmaysiz');
        return { id: userId };
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.changeOpened', action: 'grant' });
    actor.send({ type: 'user.changeSent', change: grant });
    await waitFor(actor, (s) => s.matches({ ready: { changing: 'refused' } }));
    expect(view()).toMatchObject({
      form: 'grant',
      refusal: 'O‘zingizga rol bera olmaysiz',
      fields: {},
      saved: null,
    });
    refuse = false;
    actor.send({ type: 'user.changeSent', change: grant });
    expect(view()).toMatchObject({ saving: true, refusal: null });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view()).toMatchObject({ form: null, refusal: null, saved: 'grant' });
    // Another form opened over a refused one starts clean.
    refuse = true;
    actor.send({ type: 'user.changeOpened', action: 'block' });
    actor.send({ type: 'user.changeSent', change: { action: 'block', reason: 'Myself' } });
    await waitFor(actor, (s) => s.matches({ ready: { changing: 'refused' } }));
    actor.send({ type: 'user.changeOpened', action: 'delete' });
    expect(view()).toMatchObject({ form: 'delete', refusal: null });
  });

  it('approves a pending grant with a reason and shows the user as the ministry answers', async () => {
    const { actor, calls, view } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.decisionOpened', grantId: 3, decision: 'approve' });
    expect(view()).toMatchObject({ decisionForm: { grantId: 3, decision: 'approve' }, form: null });
    actor.send({ type: 'user.decisionSent', reason: 'Confirmed' });
    expect(view()).toMatchObject({ sendingDecision: true, busy: true, canOpen: false });
    // Nothing opens over a decision being sent.
    actor.send({ type: 'user.changeOpened', action: 'block' });
    actor.send({ type: 'user.decisionOpened', grantId: 4, decision: 'reject' });
    expect(view().decisionForm).toEqual({ grantId: 3, decision: 'approve' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view()).toMatchObject({
      decisionForm: null,
      saved: 'approve',
      user: { roles: ['applicant', 'admin'] },
    });
    expect(calls).toEqual(['load 7', 'decide 7 3 approve Confirmed']);
  });

  it('keeps the decision form open with the refusal of one’s own request, or the reason’s message', async () => {
    let failure: Error = new ChangeForbidden('Another administrator decides it');
    const { actor, view } = start({
      decide: async () => {
        throw failure;
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.decisionOpened', grantId: 3, decision: 'reject' });
    actor.send({ type: 'user.decisionSent', reason: 'No' });
    await waitFor(actor, (s) => s.matches({ ready: { deciding: 'refused' } }));
    expect(view()).toMatchObject({
      decisionForm: { grantId: 3, decision: 'reject' },
      refusal: 'Another administrator decides it',
    });
    failure = new ChangeRefused({ reason: 'Sababini yozing' });
    actor.send({ type: 'user.decisionSent', reason: '' });
    await waitFor(actor, (s) => s.matches({ ready: { deciding: 'editing' } }));
    expect(view()).toMatchObject({ refusal: null, fields: { reason: 'Sababini yozing' } });
    failure = new Error('network');
    actor.send({ type: 'user.decisionSent', reason: 'Fine' });
    await waitFor(actor, (s) => s.matches({ ready: { deciding: 'editing' } }));
    expect(view()).toMatchObject({ refusal: null, fields: {}, decisionForm: { grantId: 3 } });
    actor.send({ type: 'user.decisionCancelled' });
    expect(view()).toMatchObject({ decisionForm: null, saved: null });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
