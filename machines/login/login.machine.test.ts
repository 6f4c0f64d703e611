import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { defaultFaceCheckConfig } from '../face-check/face-check.config';
import type { FaceCheckOutput } from '../face-check/face-check.machine';
import { pathEventsOf } from '../testing/graph-events';
import { type AuthAnswer, type LoginEmitted, loginMachine, messageOf } from './login.machine';
import { prefillFromSearch } from './login.prefill';
import { loginFormSchema } from './login.schema';
import { selectLogin } from './login.select';

const credentials = { passserial: 'AB', passnum: '1000002', pin: '42309929990022' };
const user = { id: '2', termsofuse: 0, fullname: 'Rahimova' };

interface Script {
  precheck?: () => Promise<boolean>;
  face?: () => Promise<FaceCheckOutput>;
  auth?: () => Promise<AuthAnswer>;
}

function start(script: Script = {}) {
  const calls = { precheck: 0, face: 0, auth: [] as unknown[] };
  const machine = loginMachine.provide({
    actors: {
      precheck: fromPromise(async () => {
        calls.precheck += 1;
        return script.precheck ? script.precheck() : true;
      }),
      faceCheck: fromPromise(async () => {
        calls.face += 1;
        return script.face ? script.face() : { outcome: 'succeeded', jwt: 'jwt-1', bestshot: 'best' };
      }) as never,
      authenticate: fromPromise(async ({ input }) => {
        calls.auth.push(input);
        return script.auth ? script.auth() : { resultCode: 1, message: null, token: 'tok', user };
      }),
    },
  });
  const actor = createActor(machine, { input: { config: defaultFaceCheckConfig } });
  const emitted: LoginEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

const rejecting = (message: string) => () => Promise.reject(new Error(message));

describe('login machine', () => {
  it('runs pre-check, face check and auth, then announces the session and clears the passport data', async () => {
    const { actor, calls, emitted } = start();
    expect(selectLogin(actor.getSnapshot())).toMatchObject({ formVisible: true, busy: false });
    actor.send({ type: 'login.submitted', credentials });
    expect(selectLogin(actor.getSnapshot())).toMatchObject({ busy: true, formVisible: true });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(calls.auth).toEqual([{ ...credentials, jwt: 'jwt-1' }]);
    expect(emitted).toContainEqual({ type: 'login.authenticated', token: 'tok', user });
    expect(actor.getSnapshot().context).toMatchObject({ credentials: null, jwt: null });
    expect(selectLogin(actor.getSnapshot()).successOpen).toBe(true);
    actor.send({ type: 'login.successClosed' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(emitted).toContainEqual({ type: 'login.completed' });
  });

  it('keeps the form with the pre-check message and stops the loader when the pre-check fails', async () => {
    const { actor, calls } = start({ precheck: rejecting('Pasport topilmadi') });
    actor.send({ type: 'login.submitted', credentials });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectLogin(actor.getSnapshot())).toMatchObject({
      busy: false,
      serverMessage: 'Pasport topilmadi',
      messageKey: null,
    });
    expect(calls.face).toBe(0);
  });

  it('falls back to a default key when the pre-check fails without a message', async () => {
    const { actor } = start({ precheck: () => Promise.reject({}) });
    actor.send({ type: 'login.submitted', credentials });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ serverMessage: null, messageKey: 'precheck.failed' });
  });

  it('closes the face dialog and says why when there is no camera or no permission', async () => {
    const { actor, calls } = start({ face: async () => ({ outcome: 'noCamera', reason: 'denied' }) });
    actor.send({ type: 'login.submitted', credentials });
    await waitFor(actor, (s) => s.matches('editing') && s.context.messageKey !== null);
    expect(actor.getSnapshot().context.messageKey).toBe('faceCheck.cameraDenied');
    expect(calls.auth).toHaveLength(0);

    const other = start({ face: async () => ({ outcome: 'noCamera', reason: 'noCamera' }) });
    other.actor.send({ type: 'login.submitted', credentials });
    await waitFor(other.actor, (s) => s.context.messageKey !== null);
    expect(other.actor.getSnapshot().context.messageKey).toBe('faceCheck.noCamera');
  });

  it('shows the error dialog when the face check times out, and Retry runs the whole login again', async () => {
    let faceResult: FaceCheckOutput = { outcome: 'timedOut' };
    const { actor, calls } = start({ face: async () => faceResult });
    actor.send({ type: 'login.submitted', credentials });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectLogin(actor.getSnapshot())).toMatchObject({
      errorOpen: true,
      canRetry: true,
      messageKey: 'faceCheck.timedOut',
    });
    faceResult = { outcome: 'succeeded', jwt: 'jwt-2', bestshot: 'b' };
    actor.send({ type: 'login.retried' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(calls.precheck).toBe(2);
    expect(calls.face).toBe(2);
    expect(calls.auth).toEqual([{ ...credentials, jwt: 'jwt-2' }]);
  });

  it('translates a face-ID server error by key', async () => {
    const { actor } = start({ face: async () => ({ outcome: 'failed', failureKey: 'failure.bad_frame' }) });
    actor.send({ type: 'login.submitted', credentials });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.messageKey).toBe('faceCheck.failure.bad_frame');
  });

  it('shows the technical-work notice for resultCode 0', async () => {
    const { actor, emitted } = start({
      auth: async () => ({ resultCode: 0, message: 'Texnik ishlar', token: null, user: null }),
    });
    actor.send({ type: 'login.submitted', credentials });
    await waitFor(actor, (s) => s.matches('technicalWork'));
    expect(selectLogin(actor.getSnapshot()).technicalWorkOpen).toBe(true);
    expect(emitted.some((event) => event.type === 'login.authenticated')).toBe(false);
    actor.send({ type: 'login.noticeClosed' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it("shows the server's message for any other resultCode, else the default", async () => {
    const refused = start({
      auth: async () => ({ resultCode: 2, message: 'Yuz mos kelmadi', token: null, user: null }),
    });
    refused.actor.send({ type: 'login.submitted', credentials });
    await waitFor(refused.actor, (s) => s.matches('failed'));
    expect(selectLogin(refused.actor.getSnapshot())).toMatchObject({
      serverMessage: 'Yuz mos kelmadi',
      messageKey: 'auth.failed',
    });

    const silent = start({ auth: async () => ({ resultCode: 2, message: '  ', token: null, user: null }) });
    silent.actor.send({ type: 'login.submitted', credentials });
    await waitFor(silent.actor, (s) => s.matches('failed'));
    expect(silent.actor.getSnapshot().context.serverMessage).toBeNull();

    const thrown = start({ auth: rejecting('Juda ko‘p urinish') });
    thrown.actor.send({ type: 'login.submitted', credentials });
    await waitFor(thrown.actor, (s) => s.matches('failed'));
    expect(thrown.actor.getSnapshot().context.serverMessage).toBe('Juda ko‘p urinish');
  });

  it('treats resultCode 1 without a token as a refusal', async () => {
    const { actor } = start({ auth: async () => ({ resultCode: 1, message: null, token: null, user }) });
    actor.send({ type: 'login.submitted', credentials });
    await waitFor(actor, (s) => s.matches('failed'));
  });

  it('lets the user leave the face check and the error dialog', async () => {
    const { actor } = start({ face: () => new Promise(() => {}) });
    actor.send({ type: 'login.submitted', credentials });
    await waitFor(actor, (s) => s.matches('faceCheck'));
    expect(selectLogin(actor.getSnapshot())).toMatchObject({ faceDialogOpen: true, formVisible: false });
    actor.send({ type: 'login.cancelled' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);

    const failed = start({ face: async () => ({ outcome: 'timedOut' }) });
    failed.actor.send({ type: 'login.submitted', credentials });
    await waitFor(failed.actor, (s) => s.matches('failed'));
    failed.actor.send({ type: 'login.cancelled' });
    expect(failed.actor.getSnapshot().context.credentials).toBeNull();
  });

  it('takes the limits from Query.clientConfig for the next face check', () => {
    const { actor } = start();
    const config = { faceCheckLimitMs: 12_000, faceCheckStartDelayMs: 3_000, frameIntervalMs: 300 };
    actor.send({ type: 'login.configured', config });
    expect(actor.getSnapshot().context.config).toEqual(config);
  });

  it('reads messages off errors', () => {
    expect(messageOf(new Error(' x '))).toBe('x');
    expect(messageOf({ message: 3 })).toBeNull();
    expect(messageOf(null)).toBeNull();
  });
});

describe('login form schema', () => {
  const parse = (values: Partial<typeof credentials>) =>
    loginFormSchema.safeParse({ ...credentials, ...values }).error?.issues.map((issue) => issue.message) ??
    [];

  it('accepts a valid passport and upper-cases the series', () => {
    expect(loginFormSchema.parse({ ...credentials, passserial: 'ab' }).passserial).toBe('AB');
  });

  it('uses the specification keys', () => {
    expect(parse({ passserial: '' })).toContain('error_required_passserial');
    expect(parse({ passserial: 'A' })).toContain('error_wrong_passserial_length');
    expect(parse({ passserial: 'АБ' })).toContain('error_wrong_passserial_letters');
    expect(parse({ passnum: '' })).toContain('error_required_passnum');
    expect(parse({ passnum: '123' })).toContain('error_wrong_passnum_length');
    expect(parse({ passnum: '12345a7' })).toContain('error_wrong_passnum_digits');
    expect(parse({ pin: '' })).toContain('error_required_pin');
    expect(parse({ pin: '1234' })).toContain('error_wrong_pin_length');
  });

  it('prefills from passserial and passnum query parameters', () => {
    expect(prefillFromSearch('?passserial=ab&passnum=1000002')).toEqual({
      passserial: 'AB',
      passnum: '1000002',
    });
    expect(prefillFromSearch('?passnum=12x34567890')).toEqual({ passserial: '', passnum: '1234567' });
    expect(prefillFromSearch('')).toEqual({ passserial: '', passnum: '' });
  });
});

describe('login machine paths (xstate/graph)', () => {
  const quiet = loginMachine.provide({
    actors: {
      precheck: fromPromise(() => new Promise<boolean>(() => {})),
      faceCheck: fromPromise(() => new Promise<FaceCheckOutput>(() => {})) as never,
      authenticate: fromPromise(() => new Promise<AuthAnswer>(() => {})),
    },
  });
  const variants: Record<string, Record<string, unknown>[]> = {
    'login.submitted': [{ credentials }],
    'login.configured': [{ config: defaultFaceCheckConfig }],
    'xstate.done.actor.faceCheck': [
      { output: { outcome: 'succeeded', jwt: 'j', bestshot: 'b' } },
      { output: { outcome: 'noCamera', reason: 'noCamera' } },
      { output: { outcome: 'timedOut' } },
    ],
    'xstate.done.actor.authenticate': [
      { output: { resultCode: 1, message: null, token: 't', user } },
      { output: { resultCode: 0, message: null, token: null, user: null } },
      { output: { resultCode: 2, message: 'no', token: null, user: null } },
    ],
    'xstate.error.actor.precheck': [{ error: new Error('no') }],
    'xstate.error.actor.authenticate': [{ error: new Error('no') }],
  };
  const events = pathEventsOf(loginMachine).flatMap((event) =>
    (variants[event.type] ?? [{}]).map((extra) => ({ ...event, ...extra })),
  );
  const paths = getShortestPaths(quiet, {
    events: events as never,
    input: { config: defaultFaceCheckConfig },
    serializeState: (snapshot) => JSON.stringify((snapshot as SnapshotFrom<typeof loginMachine>).value),
  });

  it('reaches every state and a real actor follows each path', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set([
        'editing',
        'prechecking',
        'faceCheck',
        'authenticating',
        'succeeded',
        'technicalWork',
        'failed',
      ]),
    );
    for (const path of paths) {
      const actor = createActor(quiet, { input: { config: defaultFaceCheckConfig } }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });
});
