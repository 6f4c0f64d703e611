import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ErrorReport } from '../errors/error-policy';
import { deferred } from '../testing/deferred';
import { pathEventsOf } from '../testing/graph-events';
import type { CreateActFormInput } from './act-form.input';
import type { VehicleLookupForm } from './act-form.schema';
import {
  type ActFormFailure,
  type ActRefusal,
  type CreateActEmitted,
  type CreatedAct,
  createActMachine,
  type NotaryAvailability,
} from './create-act.machine';
import { selectCreateAct } from './create-act.select';

interface Vehicle {
  make: string;
  stateNumber: string;
}

const vehicle: VehicleLookupForm = {
  stateNumber: '01B200BB',
  techPassportSeries: 'AAF',
  techPassportNumber: '3000002',
};
const gentra: Vehicle = { make: 'Chevrolet Gentra', stateNumber: '01B200BB' };
const input = {
  type: 1,
  regtype: 1,
  vehicle: { ...vehicle, price: 150_000_000 },
  parties: [
    { role: 'buyer', passserial: 'AC', passnum: '1000003', pin: '31204859990033', phone: '901234567' },
  ],
  notary: { mode: 'auto' },
} as unknown as CreateActFormInput;
const duplicate: ActRefusal = {
  ministryCode: 'duplicate_act',
  message: 'Bu transport vositasi bo‘yicha yakunlanmagan harakat bor',
  link: { href: '/my_notarial_act/77', internal: true },
};
const expired: ErrorReport = { code: 'TOKEN_EXPIRED', operation: 'mutation', message: 'Access Denied' };

const andijan = { id: 1703, name: 'Andijon viloyati' };
const tashkent = { id: 1726, name: 'Toshkent shahri' };
const unserved: NotaryAvailability = { region: andijan, available: false, nearest: tashkent };
const served: NotaryAvailability = { region: tashkent, available: true, nearest: null };

function start() {
  const availability = deferred<NotaryAvailability>();
  const lookups: ReturnType<typeof deferred<Vehicle>>[] = [];
  const creations: ReturnType<typeof deferred<CreatedAct>>[] = [];
  const asked = { lookups: [] as VehicleLookupForm[], creations: [] as CreateActFormInput[] };
  const machine = createActMachine<Vehicle>().provide({
    actors: {
      lookup: fromPromise(({ input }) => {
        asked.lookups.push(input);
        const answer = deferred<Vehicle>();
        lookups.push(answer);
        return answer.promise;
      }),
      create: fromPromise(({ input }) => {
        asked.creations.push(input);
        const answer = deferred<CreatedAct>();
        creations.push(answer);
        return answer.promise;
      }),
      notaryAvailability: fromPromise(() => availability.promise),
    },
  });
  const actor = createActor(machine);
  const emitted: CreateActEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => selectCreateAct(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, emitted, asked, lookups, creations, availability, view, settled };
}

/** A form whose first lookup answered with the Gentra's record. */
async function startFound() {
  const form = start();
  form.actor.send({ type: 'actForm.lookupRequested', vehicle });
  form.lookups[0]!.resolve(gentra);
  await form.settled();
  return form;
}

const refused = (refusal: ActRefusal): ActFormFailure => ({ refusal });
const failed = (report: ErrorReport): ActFormFailure => ({ report });

describe('act creation form machine', () => {
  it('looks the vehicle up and shows the registry’s record', async () => {
    const form = start();
    expect(form.view()).toMatchObject({ busy: false, found: null, lookupRefusal: null, refusal: null });
    form.actor.send({ type: 'actForm.lookupRequested', vehicle });
    expect(form.view()).toMatchObject({ lookingUp: true, busy: true, submitting: false });
    expect(form.asked.lookups).toEqual([vehicle]);
    form.lookups[0]!.resolve(gentra);
    await form.settled();
    expect(form.view()).toMatchObject({ lookingUp: false, found: gentra });
  });

  it('shows a lookup refusal instead of the record, and drops both when the vehicle is edited', async () => {
    const form = await startFound();
    // The shown record stays while the next lookup runs.
    form.actor.send({ type: 'actForm.lookupRequested', vehicle });
    expect(form.view()).toMatchObject({ lookingUp: true, found: gentra });
    form.lookups[1]!.reject(refused({ ministryCode: 'vehicle_not_found', message: 'Topilmadi', link: null }));
    await form.settled();
    expect(form.view()).toMatchObject({
      found: null,
      lookupRefusal: { ministryCode: 'vehicle_not_found', message: 'Topilmadi', link: null },
    });
    form.actor.send({ type: 'actForm.subjectEdited' });
    expect(form.view()).toMatchObject({ found: null, lookupRefusal: null });
    expect(form.emitted).toEqual([]);
  });

  it('hands a lookup failure that is no refusal to the error policy as a query', async () => {
    const form = start();
    form.actor.send({ type: 'actForm.lookupRequested', vehicle });
    form.lookups[0]!.reject(failed({ ...expired, operation: 'query' }));
    await form.settled();
    expect(form.emitted).toEqual([{ type: 'actForm.failed', report: { ...expired, operation: 'query' } }]);
    expect(form.view()).toMatchObject({ found: null, lookupRefusal: null });
  });

  it('forgets a lookup whose vehicle was edited before it answered', async () => {
    const form = start();
    form.actor.send({ type: 'actForm.lookupRequested', vehicle });
    form.actor.send({ type: 'actForm.subjectEdited' });
    expect(form.view().lookingUp).toBe(false);
    form.lookups[0]!.resolve(gentra);
    await form.lookups[0]!.promise;
    expect(form.view().found).toBeNull();
  });

  it('creates the act and announces it for the view to open', async () => {
    const form = start();
    form.actor.send({ type: 'actForm.submitted', input });
    expect(form.view()).toMatchObject({ submitting: true, busy: true });
    expect(form.asked.creations).toEqual([input]);
    form.creations[0]!.resolve({ rid: 1042, uuid: 'u-1042' });
    await form.settled();
    expect(form.emitted).toEqual([{ type: 'actForm.created', act: { rid: 1042, uuid: 'u-1042' } }]);
    expect(form.actor.getSnapshot().matches({ creation: 'created' })).toBe(true);
  });

  it('shows the creation’s refusal until the next submit, which may then succeed', async () => {
    const form = start();
    form.actor.send({ type: 'actForm.submitted', input });
    form.creations[0]!.reject(refused(duplicate));
    await form.settled();
    expect(form.view()).toMatchObject({ refusal: duplicate, submitting: false });
    form.actor.send({ type: 'actForm.submitted', input });
    expect(form.view()).toMatchObject({ refusal: null, submitting: true });
    form.creations[1]!.resolve({ rid: 1043, uuid: 'u-1043' });
    await form.settled();
    expect(form.emitted).toEqual([{ type: 'actForm.created', act: { rid: 1043, uuid: 'u-1043' } }]);
  });

  it('hands a creation failure that is no refusal to the error policy and lets the user try again', async () => {
    const form = start();
    form.actor.send({ type: 'actForm.submitted', input });
    form.creations[0]!.reject(failed(expired));
    await form.settled();
    expect(form.emitted).toEqual([{ type: 'actForm.failed', report: expired }]);
    expect(form.view()).toMatchObject({ refusal: null, submitting: false });
    // A failure the adapter did not classify is still reported, as a system error of the creation.
    form.actor.send({ type: 'actForm.submitted', input });
    form.creations[1]!.reject(new Error('boom'));
    await form.settled();
    expect(form.emitted.at(-1)).toEqual({
      type: 'actForm.failed',
      report: { code: null, operation: 'mutation', message: null },
    });
    expect(form.actor.getSnapshot().matches({ creation: 'failed' })).toBe(true);
  });

  it('starts over when another type is chosen: the record and the refusal no longer answer', async () => {
    const form = await startFound();
    const validation: ActRefusal = {
      ministryCode: 'validation_failed',
      message: 'Ma’lumotlar noto‘g‘ri',
      link: null,
      fields: { 'parties.0.grantedRights.rights': 'Bosh ishonchnoma mulkka huquq bermaydi' },
    };
    form.actor.send({ type: 'actForm.submitted', input });
    form.creations[0]!.reject(refused(validation));
    await form.settled();
    expect(form.view()).toMatchObject({ found: gentra, refusal: validation });
    form.actor.send({ type: 'actForm.typeChosen' });
    expect(form.view()).toMatchObject({ found: null, lookupRefusal: null, refusal: null, busy: false });
    expect(form.actor.getSnapshot().matches({ creation: 'editing' })).toBe(true);
    // The next creation goes as any other.
    form.actor.send({ type: 'actForm.submitted', input });
    expect(form.view().submitting).toBe(true);
  });

  it('does not drop a creation under way when the type changes', () => {
    const form = start();
    form.actor.send({ type: 'actForm.submitted', input });
    form.actor.send({ type: 'actForm.typeChosen' });
    expect(form.view()).toMatchObject({ submitting: true, busy: true });
  });

  it('keeps the looked-up vehicle on screen while the act is created', async () => {
    const form = await startFound();
    form.actor.send({ type: 'actForm.submitted', input });
    expect(form.view()).toMatchObject({ found: gentra, submitting: true });
  });
});

describe('act creation form: the notary of the user’s region (decision 079)', () => {
  /** Settles the availability question and waits until the form has taken the answer in. */
  async function answered(form: ReturnType<typeof start>, answer: NotaryAvailability | Error) {
    if (answer instanceof Error) form.availability.reject(answer);
    else form.availability.resolve(answer);
    await waitFor(form.actor, (s) => !s.matches({ notary: 'checking' }));
  }

  it('asks as it opens, without keeping the form busy', () => {
    const form = start();
    expect(form.view()).toMatchObject({ checkingNotary: true, busy: false, regionWithoutNotary: null });
  });

  it('says nothing when the user’s region has a notary on the portal', async () => {
    const form = start();
    await answered(form, served);
    expect(form.view()).toMatchObject({ checkingNotary: false, regionWithoutNotary: null });
    expect(form.emitted).toEqual([]);
  });

  it('names the region without a notary and chooses the nearest region that has one', async () => {
    const form = start();
    await answered(form, unserved);
    expect(form.view()).toMatchObject({
      checkingNotary: false,
      regionWithoutNotary: { region: andijan, nearest: tashkent },
    });
    expect(form.emitted).toEqual([{ type: 'actForm.notaryRegionChosen', regionId: tashkent.id }]);
    // Choosing again afterwards is the user's: the message stays, nothing is chosen a second time.
    form.actor.send({ type: 'actForm.notaryEdited' });
    expect(form.view().regionWithoutNotary).toEqual({ region: andijan, nearest: tashkent });
    expect(form.emitted).toHaveLength(1);
  });

  it('leaves a choice the user already changed as it is, and still says why', async () => {
    const form = start();
    form.actor.send({ type: 'actForm.notaryEdited' });
    await answered(form, unserved);
    expect(form.view().regionWithoutNotary).toEqual({ region: andijan, nearest: tashkent });
    expect(form.emitted).toEqual([]);
  });

  it('says so when no region has a notary, and offers none', async () => {
    const form = start();
    await answered(form, { region: andijan, available: false, nearest: null });
    expect(form.view().regionWithoutNotary).toEqual({ region: andijan, nearest: null });
    expect(form.emitted).toEqual([]);
  });

  it('stays silent when the question fails: the creation still refuses if nobody can take the act', async () => {
    const form = start();
    await answered(form, new Error('network'));
    expect(form.view()).toMatchObject({ checkingNotary: false, regionWithoutNotary: null, busy: false });
    expect(form.emitted).toEqual([]);
  });
});

describe('act creation form paths (xstate/graph)', () => {
  const answering = createActMachine<Vehicle>().provide({
    actors: {
      lookup: fromPromise(() => new Promise<Vehicle>(() => {})),
      create: fromPromise(() => new Promise<CreatedAct>(() => {})),
      notaryAvailability: fromPromise(() => new Promise<NotaryAvailability>(() => {})),
    },
  });
  const variants: Record<string, Record<string, unknown>[]> = {
    'actForm.lookupRequested': [{ vehicle }],
    'actForm.submitted': [{ input }],
    'xstate.done.actor.lookup': [{ output: gentra }],
    'xstate.error.actor.lookup': [{ error: refused(duplicate) }, { error: failed(expired) }],
    'xstate.done.actor.create': [{ output: { rid: 1, uuid: 'u' } }],
    'xstate.error.actor.create': [{ error: refused(duplicate) }, { error: failed(expired) }],
    'xstate.done.actor.notaryAvailability': [
      { output: served },
      { output: unserved },
      { output: { ...unserved, nearest: null } },
    ],
    'xstate.error.actor.notaryAvailability': [{ error: new Error('network') }],
  };
  const events = pathEventsOf(answering).flatMap((event) =>
    (variants[event.type] ?? [{}]).map((extra) => ({ ...event, ...extra })),
  );
  const paths = getShortestPaths(answering, {
    events: events as never,
    serializeState: (snapshot) => JSON.stringify((snapshot as SnapshotFrom<typeof answering>).value),
  });

  it('reaches every state and a real actor follows each path', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const subject of ['editing', 'lookingUp', 'found', 'refused'])
      expect([...reached].some((value) => value.includes(`"subject":"${subject}"`))).toBe(true);
    for (const creation of ['editing', 'submitting', 'refused', 'failed', 'created'])
      expect([...reached].some((value) => value.includes(`"creation":"${creation}"`))).toBe(true);
    for (const notary of ['{"checking":"untouched"}', '{"checking":"edited"}', '"served"', '"elsewhere"'])
      expect([...reached].some((value) => value.includes(`"notary":${notary}`))).toBe(true);
    for (const notary of ['"nowhere"', '"unknown"'])
      expect([...reached].some((value) => value.includes(`"notary":${notary}`))).toBe(true);
    for (const path of paths) {
      const actor = createActor(answering).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });
});
