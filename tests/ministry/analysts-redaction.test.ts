import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type InspectionEvent, waitFor } from 'xstate';
import { actMachine } from '../../machines/act/act.machine';
import { createActMachine } from '../../machines/act-form/create-act.machine';
import { actFields } from '../../machines/act-types/act-fields';
import { type ActTypeId, actTypeIds, actTypes } from '../../machines/act-types/act-types';
import { actTypeExamples, exampleToday } from '../../machines/act-types/act-types.test-support';
import type { FieldSpec } from '../../machines/act-types/field-spec';
import { partyFields } from '../../machines/act-types/party';
import { otherSubjectFields, realEstateFields } from '../../machines/act-types/subjects';
import { validateActInput } from '../../machines/act-types/validate';
import { browserTraceReplaySchema } from '../../machines/browser-trace/browser-trace.schema';
import { createRecorder, type LiveInspectionEvent } from '../../machines/browser-trace/recorder';
import { analystActSchema } from '../../machines/replay/analysts.schema';
import { inspectVersion } from '../../machines/replay/inspect.schema';
import { defaultBrowserTraceOptions } from '../../ministry/browser-traces/store';
import { registryOnlyCitizens, seedPeople } from '../../ministry/db/seed';
import {
  AnalystActQuery,
  AnalystActTraceQuery,
  StuckActsQuery,
} from '../../ui/features/analysts/analysts.documents';
import {
  ActBrowserTracesQuery,
  BrowserTraceReplayQuery,
} from '../../ui/features/analysts/browser-traces.documents';
import { personal } from '../browser-trace/support';
import { gatewayForSuite, send } from '../gateway/harness';
import { drivers, ministryForSuite } from '../support/ministry';
import {
  abdullayevaNotaryId,
  acceptInvitations,
  addPowerOfAttorney,
  addRealEstate,
  addVehicle,
  type Client,
  clientsForSuite,
  type Json,
  sandboxCard,
  stepOf,
} from './acts-support';

// Redaction by construction (issue 27, decision 067). Distinctive free text and identifiers are
// planted in every field an act of each type can carry (its fields, parties, subjects), in a vehicle
// sale driven through its whole lifecycle (price and phone corrected, a notary's remark, an invoice
// with a reason, a card payment, a visit, registration), in a refused and a cancelled act (their
// reasons), and in a browser trace of the session that created the sale. Every answer an analyst can
// read (REST on both drivers, the GraphQL answers through the gateway, the trace export and the replay
// CLI's export) holds none of them, and still shows the steps, who must act, the times, the states and
// that a remark or a reason was given.

type Body = Record<string, Json>;

/** Every free text planted holds this; none may reach an analyst. */
const marker = 'ZQX';
const plantedText = (name: string, max = 20) => `${marker}-${name}`.slice(0, max);
/** The long planted texts: a remark, a reason, with a passport, a name and a price written in them. */
const plantedRemark = `${marker} remark: the buyer's passport KA 7654321 (Valiyeva Nigora) shows 98765432 so'm, not the valuation`;
const plantedInvoiceReason = `${marker} invoice reason: agreed with Valiyeva Nigora, phone 991112233`;
const plantedRefusal = `${marker} refusal: Valiyeva Nigora, PIN 42204789990213, is not the owner`;
const plantedCancellation = `${marker} cancellation: the parties withdrew, see passport KA 7654321`;
/** Identifiers planted besides the seeded people's own. */
const plantedPrice = 98_765_432;
const correctedPrice = 87_654_321;
const plantedPhone = '991112233';
const correctedPhone = '997776655';
const invoiceAmount = 123_456.78;

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;
const rahimova = person('drahimova');
const adults = [person('stursunov'), person('myusupova'), person('oergashev')];
// The manager the register of legal entities names for the examples' bank (201234567): Saidov.
const manager = person('bsaidov');
const minor = registryOnlyCitizens.find((c) => c.pin === '50102159990131')!;

/** Every text field of `catalogue` that `fields` lists, planted with a text of its name. */
function plantTexts(
  values: Body | undefined,
  fields: Readonly<Record<string, unknown>> | undefined,
  catalogue: Readonly<Record<string, FieldSpec>>,
): Body | undefined {
  if (!fields) return values;
  const planted: Body = { ...(values ?? {}) };
  for (const name of Object.keys(fields))
    if (catalogue[name]?.kind === 'text') planted[name] = plantedText(name);
  return Object.keys(planted).length > 0 ? planted : values;
}

describe.each(drivers)('what analysts see of an act on %s', (driver) => {
  const ministry = ministryForSuite(driver, {
    browserTraces: { ...defaultBrowserTraceOptions, mode: 'all', sampleRate: 0 },
  });
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const clients = clientsForSuite(ministry, {
    applicant: 'drahimova',
    buyer: 'stursunov',
    notary: 'nabdullayeva',
    analyst: 'jqodirov',
  });
  const folder = mkdtempSync(join(tmpdir(), 'notary-redaction-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The vehicles and flats the acts name: their numbers are planted identifiers too. */
  const registryNumbers: string[] = [];
  const acts: { uuid: string; rid: number; regnum?: string }[] = [];
  let withText = 0;

  /** A type's example with the sandbox's people, its registries, and every text field planted. */
  async function plantedInput(typeId: ActTypeId): Promise<Body> {
    const definition = actTypes[typeId];
    const example = actTypeExamples[typeId] as Body;
    let adult = 0;
    const parties = (example.parties as Body[]).map((party) => {
      const rule = definition.roles.find((r) => r.role === party.role);
      const { passserial: _s, passnum: _n, pin: _p, phone, manager: _m, ...rest } = party;
      const planted = plantTexts(rest, rule?.fields, partyFields) ?? rest;
      if (party.class === 'legal')
        return {
          ...planted,
          manager: { pin: manager.pin, passserial: manager.passserial, passnum: manager.passnum },
        };
      const who = party.role === 'minor' ? minor : adults[adult++]!;
      return {
        ...planted,
        passserial: who.passserial,
        passnum: who.passnum,
        pin: who.pin,
        ...(phone === undefined ? {} : { phone: plantedPhone }),
      };
    });
    const input: Body = {
      ...example,
      type: typeId,
      parties,
      notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
      fields: plantTexts(example.fields, definition.fields, actFields),
    };
    if (example.vehicle) {
      const { price: _price, ...key } = await addVehicle(ministry(), [rahimova.pin]);
      registryNumbers.push(key.stateNumber, `${key.techPassportSeries}${key.techPassportNumber}`);
      input.vehicle = { ...key, ...(example.vehicle.price === undefined ? {} : { price: plantedPrice }) };
    }
    if (example.realEstate) {
      const cadastreNumber = await addRealEstate(ministry(), [rahimova.pin]);
      registryNumbers.push(cadastreNumber);
      input.realEstate = plantTexts(
        { ...example.realEstate, cadastreNumber },
        definition.subjects.realEstate?.fields,
        realEstateFields,
      );
    }
    if (example.other || definition.subjects.other) {
      input.other = plantTexts(example.other, definition.subjects.other?.fields, otherSubjectFields);
    }
    if (example.fields?.basePowerOfAttorneyId !== undefined) {
      input.fields = {
        ...input.fields,
        basePowerOfAttorneyId: await addPowerOfAttorney(ministry(), {
          principal: manager.pin,
          attorney: rahimova.pin,
          from: '2025-01-01',
          to: '2027-12-31',
          delegation: true,
        }),
      };
    }
    // A planted text the type's own rules refuse (a field that needs another) keeps the example's value.
    for (const issue of validateActInput(typeId, input, { today: exampleToday })) {
      const [group, ...rest] = issue.path.split('.');
      const name = rest.at(-1)!;
      const target = group === 'parties' ? input.parties[Number(rest[0])] : input[group!];
      const original = group === 'parties' ? undefined : example[group!]?.[name];
      if (target && typeof target === 'object') {
        if (original === undefined) delete target[name];
        else target[name] = original;
      }
    }
    expect(validateActInput(typeId, input, { today: exampleToday })).toEqual([]);
    return input;
  }

  async function create(input: Body): Promise<{ uuid: string; rid: number }> {
    const created = await clients.applicant.post('/notarial_act', input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const act = created.body as { uuid: string; rid: number };
    acts.push(act);
    return act;
  }

  it('plants text in every field of every act type, and drives a sale through its lifecycle', {
    timeout: 180_000,
  }, async () => {
    for (const typeId of actTypeIds) {
      const input = await plantedInput(typeId);
      const act = await create(input);
      // What was planted is the act's own: its owner reads it back.
      const stored = JSON.stringify((await clients.applicant.get(`/notarial_act/${act.uuid}`)).body);
      if (JSON.stringify(input).includes(plantedPhone))
        expect(stored, `type ${typeId}`).toContain(plantedPhone);
      if (typeId === 1 || typeId === 4) expect(stored).toContain(String(plantedPrice * 100));
      if (stored.includes(marker)) withText += 1;
    }
    // Most types carry a text field of their own (a purpose, an address, a document's name...).
    expect(withText).toBeGreaterThanOrEqual(8);

    // The sale: created with a planted price and phone, both corrected, the remark, the invoice's
    // reason, the card, the visit, registration.
    const sale = await create(await plantedInput(1));
    const step = stepOf(sale.uuid);
    await acceptInvitations(ministry(), sale.uuid, sale.rid);
    let detail = (await clients.applicant.get(`/notarial_act/${sale.uuid}`)).body;
    const vehicle = detail.subjects.vehicles[0];
    let edited = await clients.applicant.post(`/notarial_act/${sale.uuid}/vehicles/${vehicle.id}`, {
      version: detail.version,
      price: correctedPrice,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const buyer = edited.body.parties.find((p: Json) => !p.applicant);
    edited = await clients.applicant.post(`/notarial_act/${sale.uuid}/parties/${buyer.id}`, {
      version: edited.body.version,
      phone: correctedPhone,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await acceptInvitations(ministry(), sale.uuid, sale.rid);
    await step(clients.applicant, 'act.sentForCheck');
    await step(clients.notary, 'act.returnedWithRemarks', { remark: plantedRemark });
    await step(clients.applicant, 'act.sentForCheck');
    await step(clients.notary, 'act.checkAccepted');
    await step(clients.applicant, 'act.confirmed');
    detail = await step(clients.notary, 'act.invoicesIssued', {
      invoices: [{ amount: invoiceAmount, purpose: 'state_fee', reason: plantedInvoiceReason }],
    });
    const paid = await clients.applicant.post(`/invoices/${detail.payments[0].id}/pay`, sandboxCard);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await step(clients.notary, 'act.timeSet', { visit: { date: '2030-05-14', time: '10:30', regtype: 1 } });
    await step(clients.applicant, 'act.timeConfirmed');
    detail = await step(clients.notary, 'act.registered');
    acts.find((act) => act.uuid === sale.uuid)!.regnum = detail.general.regnum;

    // A refused act and a cancelled one, with the notary's reasons.
    for (const [type, reason] of [
      ['act.refused', plantedRefusal],
      ['act.cancelled', plantedCancellation],
    ] as const) {
      const act = await create(await plantedInput(1));
      await acceptInvitations(ministry(), act.uuid, act.rid);
      await stepOf(act.uuid)(clients.applicant, 'act.sentForCheck');
      const ended = await stepOf(act.uuid)(clients.notary, type, { reason });
      expect(ended.general.state).toBe(type === 'act.refused' ? 'refused' : 'cancelled');
    }

    // The browser trace of the page that created the sale: the form's lookup and submission with the
    // registry's record, the act's page with its remark, and a record the page forged.
    const recorder = createRecorder({ traceId: '7a1f0c52-6f0e-4c1a-9a57-3c2f1d0e9b27' });
    let clock = Date.now() - 60_000;
    // As the page's tracer does: an event is queued when it happens and recorded a moment later (an
    // actor's snapshot cannot be read while it starts).
    const queue: [InspectionEvent, string][] = [];
    const record = (scope: string) => (event: InspectionEvent) => {
      queue.push([event, scope]);
    };
    const flush = () => {
      for (const [event, scope] of queue.splice(0)) {
        clock += 100;
        recorder.record(event as LiveInspectionEvent, clock, scope);
      }
    };
    const found = {
      stateNumber: registryNumbers[0],
      make: `${marker}make`,
      owner: `${marker}owner`,
      ownerPin: rahimova.pin,
      valuation: plantedPrice,
    };
    const form = createActor(
      createActMachine<typeof found>().provide({
        actors: {
          lookup: fromPromise(async () => found),
          create: fromPromise(async () => ({ rid: sale.rid, uuid: sale.uuid })),
        },
      }),
      { inspect: record('p1') },
    ).start();
    flush();
    form.send({ type: 'actForm.lookupRequested', vehicle: { stateNumber: found.stateNumber } } as never);
    flush();
    await waitFor(form, (snapshot) => snapshot.matches({ subject: 'found' }));
    flush();
    form.send({
      type: 'actForm.submitted',
      input: {
        type: 'vehicleSale',
        vehicle: found,
        note: `${marker}note`,
        parties: [{ pin: adults[0]!.pin }],
      },
    } as never);
    flush();
    await waitFor(form, (snapshot) => snapshot.matches({ creation: 'created' }));
    flush();
    form.stop();
    const notaryUser = String(clients.notary.userId);
    const page = createActor(actMachine, {
      input: { parties: [{ id: '1', userId: '2', required: true }], notaryId: notaryUser },
      inspect: record('p2'),
    }).start();
    flush();
    page.send({ type: 'party.accepted', actor: { role: 'party', userId: '2' }, partyId: '1' });
    page.send({ type: 'act.sentForCheck', actor: { role: 'applicant', userId: '1' } });
    page.send({
      type: 'act.returnedWithRemarks',
      actor: { role: 'notary', userId: notaryUser },
      remark: `${marker}remark`,
    });
    flush();
    expect(page.getSnapshot().value).toBe('preparation');
    page.stop();
    const batches = [];
    for (let batch = recorder.takeBatch(); batch !== null; batch = recorder.takeBatch()) batches.push(batch);
    const forged = {
      type: '@xstate.actor',
      sessionId: `${marker}session`,
      rootId: null,
      createdAt: String(clock),
      id: null,
      _version: inspectVersion,
      name: `${marker}machine`,
      parentId: null,
      snapshot: { status: 'active', value: `${marker}state`, context: { note: `${marker}note` } },
    };
    batches.at(-1)!.events.push(
      forged as never,
      {
        type: '@xstate.event',
        sessionId: 'p1/x:0',
        rootId: null,
        createdAt: String(clock + 1),
        id: null,
        _version: inspectVersion,
        event: { type: `${marker}event`, path: `/my_notarial_act/${sale.rid}?pin=${rahimova.pin}` },
        sourceId: null,
      } as never,
    );
    for (const batch of batches) {
      const stored = await clients.applicant.post('/browser_traces', batch);
      expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    }
  });

  /** Every answer an analyst can read about the planted acts, as text. */
  async function everyAnalystAnswer(): Promise<{ label: string; text: string }[]> {
    const answers: { label: string; text: string }[] = [];
    const keep = (label: string, body: unknown) => answers.push({ label, text: JSON.stringify(body) });
    const analyst = clients.analyst as Client;
    const headers = {
      authorization: `Bearer ${(await ministry().auth.sessions.create(ministry().db, analyst.userId)).token}`,
    };
    for (const act of acts) {
      for (const ref of [act.uuid, String(act.rid), ...(act.regnum ? [act.regnum] : [])]) {
        const one = await analyst.get(`/analysts/acts/${ref}`);
        expect(one.status).toBe(200);
        keep(`REST act ${ref}`, one.body);
      }
      const trace = await analyst.get(`/analysts/acts/${act.uuid}/trace`);
      expect(trace.status).toBe(200);
      keep(`REST export ${act.uuid}`, trace.body);
      const traces = await analyst.get(`/analysts/acts/${act.uuid}/browser_traces`);
      keep(`REST traces ${act.uuid}`, traces.body);
      for (const item of traces.body.items as { id: number }[]) {
        const replay = await analyst.get(`/analysts/browser_traces/${item.id}`);
        expect(replay.status).toBe(200);
        keep(`REST trace ${item.id}`, replay.body);
        const graphql = await send(gateway(), BrowserTraceReplayQuery, {
          variables: { id: item.id },
          headers,
        });
        expect(graphql.result.errors).toBeUndefined();
        keep(`GraphQL trace ${item.id}`, graphql.result);
      }
      for (const [name, document] of [
        ['act', AnalystActQuery],
        ['export', AnalystActTraceQuery],
        ['traces', ActBrowserTracesQuery],
      ] as const) {
        const { result } = await send(gateway(), document as typeof AnalystActQuery, {
          variables: { ref: act.uuid },
          headers,
        });
        expect(result.errors, `${name} ${act.uuid}`).toBeUndefined();
        keep(`GraphQL ${name} ${act.uuid}`, result);
      }
    }
    const stuck = await analyst.get('/analysts/stuck_acts');
    keep('REST stuck acts', stuck.body);
    keep('GraphQL stuck acts', (await send(gateway(), StuckActsQuery, { variables: {}, headers })).result);
    return answers;
  }

  it('shows analysts none of it, in any answer or export', { timeout: 180_000 }, async () => {
    const answers = await everyAnalystAnswer();
    // The replay CLI's printout and export, where another process can reach the database (PostgreSQL).
    const databaseUrl = ministry().databaseUrl;
    if (databaseUrl) {
      // The sale, the refused and the cancelled act: every event and note kind is among them.
      for (const act of acts.slice(-3)) {
        const exported = join(folder, `${act.rid}.json`);
        const cli = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'scripts/replay.ts', '--act', act.uuid, '--export', exported],
          { encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 120_000 },
        );
        expect(cli.status, cli.stderr).toBe(0);
        answers.push({ label: `CLI ${act.uuid}`, text: cli.stdout + readFileSync(exported, 'utf8') });
      }
    }
    const planted = [
      marker,
      ...personal,
      ...registryNumbers,
      plantedPhone,
      correctedPhone,
      String(plantedPrice),
      String(correctedPrice),
      String(Math.round(invoiceAmount * 100)),
      '7654321',
      'Valiyeva',
      'Nigora',
    ].map((value) => value.toLowerCase());
    for (const { label, text } of answers) {
      const lower = text.toLowerCase();
      expect(
        planted.filter((value) => lower.includes(value)),
        label,
      ).toEqual([]);
    }
    expect(answers.length).toBeGreaterThan(acts.length * 6);
  });

  it('still shows the steps, who must act, the times, the states and that a remark was given', async () => {
    const sale = acts.find((act) => act.regnum)!;
    const { body } = await clients.analyst.get(`/analysts/acts/${sale.uuid}`);
    const act = analystActSchema.parse(body);
    expect(act.matchesStored).toBe(true);
    expect(act.replay.divergence).toBeNull();
    expect(act.replay.final).toMatchObject({ state: 'registered', done: true });
    expect(act.replay.steps.map((s) => s.type)).toEqual(
      expect.arrayContaining([
        'act.created',
        'act.edited',
        'act.returnedWithRemarks',
        'invoice.paid',
        'act.registered',
      ]),
    );
    const remarked = act.replay.steps.find((s) => s.type === 'act.returnedWithRemarks')!;
    expect(remarked).toMatchObject({ from: 'checking', to: 'preparation', actor: { role: 'notary' } });
    expect(remarked.contextDiff).toContainEqual({ key: 'remark', before: null, after: '[redacted]' });
    expect(act.journal.find((row) => row.event === 'act.returnedWithRemarks')?.payload).toMatchObject({
      type: 'act.returnedWithRemarks',
      remark: '[redacted]',
    });
    // Who was waited for, and how long each step took.
    const checking = act.replay.segments.find((s) => s.state === 'checking')!;
    expect(checking.waitingFor).toEqual(['notary']);
    expect(typeof checking.ms).toBe('number');
    expect(act.replay.timeInStates.map((t) => t.state)).toEqual(
      expect.arrayContaining(['preparation', 'checking', 'paymentFormation', 'registration', 'registered']),
    );
    // The parties by id and answer, the invoice by id and whether it is paid.
    const paid = act.replay.steps.find((s) => s.type === 'invoice.paid')!;
    expect(paid.contextDiff[0]?.after).toEqual([{ id: expect.any(String), paid: true }]);

    // The page's trace: the form's steps and the act page's, the remark withheld, the forged actor unnamed.
    const traces = (await clients.analyst.get(`/analysts/acts/${sale.uuid}/browser_traces`)).body.items;
    expect(traces).toHaveLength(1);
    const replay = browserTraceReplaySchema.parse(
      (await clients.analyst.get(`/analysts/browser_traces/${traces[0].id}`)).body,
    );
    const form = replay.actors.find((a) => a.machineId === 'createAct')!;
    expect(form.replay?.steps.map((s) => s.type)).toEqual(
      expect.arrayContaining(['actForm.lookupRequested', 'actForm.submitted']),
    );
    expect(JSON.parse(String(form.replay?.final.state))).toMatchObject({ creation: 'created' });
    const page = replay.actors.find((a) => a.machineId === 'act')!;
    expect(page.replay?.final.state).toBe('preparation');
    expect(page.replay?.steps.find((s) => s.type === 'act.returnedWithRemarks')?.contextDiff).toContainEqual({
      key: 'remark',
      before: null,
      after: '[redacted]',
    });
    expect(replay.actors.map((a) => a.machineId)).toContain('[redacted]');

    const refused = acts.at(-2)!;
    const ended = analystActSchema.parse((await clients.analyst.get(`/analysts/acts/${refused.uuid}`)).body);
    expect(ended.replay.final).toMatchObject({ state: 'refused', done: true });
    expect(ended.replay.final.context).toMatchObject({ reason: '[redacted]' });
  });
});
