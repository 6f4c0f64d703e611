import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { passingVideoCheck } from '../video-check/video-check.test-support';
import { type JoinedRoom, type JoinRefusal, videoJoinMachine } from './video-join.machine';
import { selectVideoJoin } from './video-join.select';

const joinedRoom: JoinedRoom = { attendanceId: '7', role: 'party', partyId: '12' };

function start(options: {
  signature?: boolean;
  join?: (input: { actId: string }) => Promise<JoinedRoom>;
  leave?: () => Promise<void>;
}) {
  const calls = { join: 0, leave: [] as string[] };
  const machine = videoJoinMachine.provide({
    actors: {
      readiness: passingVideoCheck(options.signature ?? true),
      join: fromPromise<JoinedRoom, { actId: string }>(({ input }) => {
        calls.join += 1;
        return (options.join ?? (async () => joinedRoom))(input);
      }),
      leave: fromPromise<void, { actId: string; attendanceId: string }>(async ({ input }) => {
        calls.leave.push(input.attendanceId);
        await options.leave?.();
      }),
    },
  });
  const actor = createActor(machine, { input: { actId: 'act-1', mobile: false } }).start();
  return { actor, calls };
}

describe('the video tab’s join', () => {
  it('lets a participant join only after the readiness checks pass, then leave', async () => {
    const { actor, calls } = start({});
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.quality).toBe(4);
    expect(selectVideoJoin(actor.getSnapshot())).toMatchObject({ canJoin: true, inRoom: false });
    actor.send({ type: 'join.requested' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(calls.join).toBe(1);
    expect(selectVideoJoin(actor.getSnapshot())).toMatchObject({
      inRoom: true,
      canLeave: true,
      canJoin: false,
      joined: joinedRoom,
    });
    actor.send({ type: 'call.left' });
    await waitFor(actor, (s) => s.matches('left'));
    expect(calls.leave).toEqual(['7']);
    expect(selectVideoJoin(actor.getSnapshot())).toMatchObject({ inRoom: false, left: true, canJoin: true });
  });

  it('cannot join while the checks have not passed: a missing signature stops in the readiness check', async () => {
    const { actor, calls } = start({ signature: false });
    // The readiness check is the tab's child: its failure is its own snapshot, not the parent's.
    const child = actor.getSnapshot().children.readiness!;
    const readiness = await waitFor(child, (c) => c.hasTag('error'));
    expect(readiness.context.errorKey).toBe('errors.personalDataNotConfirmed');
    expect(selectVideoJoin(actor.getSnapshot()).canJoin).toBe(false);
    actor.send({ type: 'join.requested' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(calls.join).toBe(0);
  });

  it('shows the ministry’s refusal and lets the participant try again', async () => {
    let refuse = true;
    const refusal: JoinRefusal = { errorKey: 'errors.registrationTimeExpired' };
    const { actor, calls } = start({
      join: async () => {
        if (refuse) throw refusal;
        return joinedRoom;
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'join.requested' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(selectVideoJoin(actor.getSnapshot())).toMatchObject({ refusal, inRoom: false, canJoin: true });
    refuse = false;
    actor.send({ type: 'join.requested' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(calls.join).toBe(2);
    expect(selectVideoJoin(actor.getSnapshot()).refusal).toBeNull();
  });

  it('an unclassified failure is the generic join failure; a leave that fails still leaves', async () => {
    const { actor } = start({
      join: async () => {
        throw new Error('network');
      },
      leave: async () => {
        throw new Error('gone');
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'join.requested' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal).toEqual({ errorKey: 'errors.joinFailed' });
    actor.send({ type: 'check.restarted' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('leaving closes the attendance even when the ministry fails to answer', async () => {
    const { actor, calls } = start({ leave: async () => Promise.reject(new Error('down')) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'join.requested' });
    await waitFor(actor, (s) => s.matches('joined'));
    actor.send({ type: 'call.left' });
    await waitFor(actor, (s) => s.matches('left'));
    expect(calls.leave).toEqual(['7']);
    expect(actor.getSnapshot().context.joined).toBeNull();
  });

  it('the room’s end closes the attendance and stays on the tab: registered with its number', async () => {
    const { actor, calls } = start({});
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'join.requested' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(selectVideoJoin(actor.getSnapshot()).finished).toBeNull();
    actor.send({ type: 'room.finished', outcome: 'registered', regnum: '2026-0042', errorKey: null });
    await waitFor(actor, (s) => s.matches('left'));
    expect(calls.leave).toEqual(['7']);
    expect(selectVideoJoin(actor.getSnapshot())).toMatchObject({
      inRoom: false,
      finished: { outcome: 'registered', regnum: '2026-0042', errorKey: null },
    });
    // Joining again forgets the last room's end.
    actor.send({ type: 'join.requested' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(selectVideoJoin(actor.getSnapshot()).finished).toBeNull();
  });

  it('a room refused at its door keeps the refusal’s message after the attendance closes', async () => {
    const { actor } = start({});
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'room.finished', outcome: 'ended', regnum: null, errorKey: null });
    // Not in a room: nothing to finish.
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'join.requested' });
    await waitFor(actor, (s) => s.matches('joined'));
    actor.send({
      type: 'room.finished',
      outcome: 'refused',
      regnum: null,
      errorKey: 'errors.registrationTimeExpired',
    });
    await waitFor(actor, (s) => s.matches('left'));
    expect(selectVideoJoin(actor.getSnapshot()).finished).toEqual({
      outcome: 'refused',
      regnum: null,
      errorKey: 'errors.registrationTimeExpired',
    });
  });
});
