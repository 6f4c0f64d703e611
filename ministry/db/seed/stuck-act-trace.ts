import { eq } from 'drizzle-orm';
import { createActor, fromPromise, type InspectionEvent, waitFor } from 'xstate';
import type { CreateActFormInput } from '../../../machines/act-form/act-form.input';
import { createActMachine } from '../../../machines/act-form/create-act.machine';
import { actTypes } from '../../../machines/act-types/act-types';
import { createRecorder, type LiveInspectionEvent } from '../../../machines/browser-trace/recorder';
import { navigationMachine } from '../../../machines/navigation/navigation.machine';
import { defaultDailyTraceLimit, storeBatch } from '../../browser-traces/store';
import * as schema from '../schema';

// The browser trace of the session that created the analysts' seeded stuck act (issue 14, decisions
// 061 and 062; docs/sandbox.md): Nazarov, logged in, opened the creation form, looked his car up in
// the registry, sent the form, and was taken to his new act's page. The seed runs what his page ran: the SPA's own navigation and act-form
// statecharts, their inspection events through the browser's recorder (redacted, page actors scoped
// `p1` as ui/app-actor/page-actor.ts scopes them), stored by the ministry's own batch store under a
// session of his that ended the same day. Only the ministry's answer to the form is given here (the
// act the seed wrote), as the gateway gave it to his page. Kept for the traces' retention (30 days by
// default) from the day the database was first seeded, like any trace.

/** The trace's id as his page named it: fixed, so the seed is the same on every fresh database. */
export const stuckActTraceClientId = '5d0c0a1e-0000-4000-8000-0000000000b1';
const minute = 60_000;

export interface StuckActCreation {
  act: { rid: number; uuid: string; typeId: 1; notaryId: number };
  vehicle: { stateNumber: string; techPassportSeries: string; techPassportNumber: string; priceSom: number };
  applicant: { userId: number };
  party: { passserial: string; passnum: string; pin: string; phone: string };
  /** When he opened the form: the act was made when he sent it, 3 min 36 s later. */
  startedAt: Date;
}

/** What his page kept of the registry's answer to his lookup. */
interface FoundVehicle {
  stateNumber: string;
  techPassportSeries: string;
  techPassportNumber: string;
  owners: number;
  bans: number;
}

/** `tx`: the seed's transaction, which the store's own transaction nests in. */
export async function seedStuckActTrace(
  tx: Parameters<typeof storeBatch>[0],
  creation: StuckActCreation,
): Promise<void> {
  const { act } = creation;
  const recorder = createRecorder({ traceId: stuckActTraceClientId });
  let clock = creation.startedAt.getTime();
  // As the page's tracer does, an event is only queued when it happens and recorded a moment later: an
  // actor's snapshot cannot be read while it starts.
  const queue: [InspectionEvent, number, string | undefined][] = [];
  const inspectAs =
    (scope?: string) =>
    (event: InspectionEvent): void => {
      queue.push([event, clock, scope]);
    };
  const flush = () => {
    for (const [event, at, scope] of queue.splice(0))
      recorder.record(event as LiveInspectionEvent, at, scope);
  };
  const navigation = createActor(navigationMachine, {
    inspect: inspectAs(),
    input: {
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      host: 'notarius.uz',
      handoffDone: true,
    },
  }).start();
  navigation.send({
    type: 'navigation.requested',
    path: '/my_notarial_act/new',
    search: `?type=${act.typeId}`,
    authenticated: true,
  });

  flush();
  clock += 5_000;
  const { priceSom, ...lookedUp } = creation.vehicle;
  const form = createActor(
    createActMachine<FoundVehicle>().provide({
      actors: {
        // What the registry answered his lookup with, as far as the page kept it.
        lookup: fromPromise(async () => ({ ...lookedUp, owners: 1, bans: 0 })),
        create: fromPromise(async () => ({ rid: act.rid, uuid: act.uuid })),
      },
    }),
    { inspect: inspectAs('p1') },
  ).start();
  flush();
  clock += 90_000;
  form.send({ type: 'actForm.lookupRequested', vehicle: lookedUp });
  flush();
  clock += 600;
  await waitFor(form, (snapshot) => snapshot.matches({ subject: 'found' }));
  flush();
  clock += 2 * minute;
  const input: CreateActFormInput = {
    type: actTypes[act.typeId].key,
    regtype: 1,
    simplified: false,
    fields: {},
    parties: [{ role: 'buyer', class: 'physical', ...creation.party }],
    // Keys the form's `defined` drops when empty, as the trace's JSON does.
    applicant: undefined,
    vehicle: { ...lookedUp, price: priceSom },
    realEstate: undefined,
    other: undefined,
    notary: { mode: 'manual', notaryId: act.notaryId },
  };
  form.send({ type: 'actForm.submitted', input });
  flush();
  clock += 700;
  await waitFor(form, (snapshot) => snapshot.matches({ creation: 'created' }));
  flush();
  clock += 300;
  navigation.send({
    type: 'navigation.requested',
    path: `/my_notarial_act/${act.rid}`,
    search: '',
    authenticated: true,
  });
  flush();
  form.stop();
  navigation.stop();

  const [session] = await tx
    .insert(schema.sessions)
    .values({
      userId: creation.applicant.userId,
      createdAt: new Date(creation.startedAt.getTime() - 3 * minute),
      lastSeenAt: new Date(clock),
      expiresAt: new Date(clock + 30 * minute),
      // He logged out once the act was made.
      revokedAt: new Date(clock + 2 * minute),
    })
    .returning({ id: schema.sessions.id });
  for (let batch = recorder.takeBatch(); batch !== null; batch = recorder.takeBatch()) {
    await storeBatch(tx, { id: session!.id, userId: creation.applicant.userId }, batch, new Date(clock), {
      dailyLimit: defaultDailyTraceLimit,
      // The act this seed made for him, the only one his pages name.
      readableActs: async (_db, _userId, actIds) => [...actIds],
    });
  }
  // The store dates a trace by its batches' arrival; his page started when he opened the form.
  await tx
    .update(schema.browserTraces)
    .set({ startedAt: creation.startedAt.toISOString() })
    .where(eq(schema.browserTraces.clientId, stuckActTraceClientId));
}
