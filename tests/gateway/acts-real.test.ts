import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import { createMinistry, type Ministry } from '../../ministry/app.js';
import { installSessionAuth } from '../../ministry/auth/plugin.js';
import { seedPeople } from '../../ministry/db/seed/index.js';
import { translate } from '../../ministry/i18n.js';
import { actWatchRoutes } from '../../ministry/routes/acts-watch.js';
import { ActFeeFields, ActFeeQuery } from '../../ui/features/acts/act-fee.documents.js';
import {
  ActChangedSubscription,
  ActDetailFragment,
  ActListItemFragment,
  ActQuery,
  AnswerInvitationMutation,
  CreateActMutation,
  InvitationQuery,
  KioskMyActsQuery,
  SendActEventMutation,
} from '../../ui/features/acts/acts.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import {
  abdullayevaNotaryId,
  addRealEstate,
  addVehicle,
  cleanSale,
  userIdOf,
} from '../ministry/acts-support.js';
import { createTestDatabase, listeningMinistry, type TestMinistry } from '../support/ministry.js';
import { send, startGateway, wsClient } from './harness.js';

// Issue 4's live act screens against the sandbox ministry: Rahimova sells her Cobalt (docs/sandbox.md)
// to Tursunov; the buyer, the applicant and the notary each watch the act over graphql-ws, and see
// every committed transition. Also the ministry's SSE route on its own.

const WATCH_ROUTE = '/api/notarial_act/:uuid/watch';
const rahimovaPin = seedPeople.find((p) => p.userid === 'drahimova')!.pin;
/**
 * How long a screen may wait for a transition before the test calls it lost. A guard against a hang,
 * not the latency a screen sees (about a second on an idle machine): the suite runs beside the e2e on
 * two cores, where a one-second bound failed a change that arrived (speed is for `npm run bench`).
 */
const WITHIN_MS = 10_000;

/** The next value of `iterator`, or a failure if it takes longer than `ms`. */
async function within<T>(ms: number, next: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([next, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('acts through the gateway against the sandbox ministry', () => {
  let ministry: TestMinistry;
  let gateway: Gateway;
  let gatewayUrl: string;
  let dropDatabase: () => Promise<void>;
  // Watchers of the probe route (below), counted through the acts service they listen to.
  let listening = 0;
  const tokens: Record<string, string> = {};
  const clients: Client[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    dropDatabase = database.drop;
    const built: Ministry = await createMinistry({ faceId: false, ...database.options });
    const counted = {
      onActChanged(listener: (actId: number, version: number) => void) {
        listening += 1;
        const off = built.acts.onActChanged(listener);
        return () => {
          listening -= 1;
          off();
        };
      },
    };
    // Until ministry/app.ts registers the watch route itself, the test registers it where app.ts will:
    // in an /api scope with session tokens.
    if (!built.app.hasRoute({ method: 'GET', url: WATCH_ROUTE })) {
      await built.app.register(
        async (api) => {
          installSessionAuth(api, built.auth.sessions);
          await api.register(actWatchRoutes({ db: built.db, acts: built.acts, streams: built.streams }));
        },
        { prefix: '/api' },
      );
    }
    // The same plugin under a test prefix, with a fast heartbeat and counted listeners.
    await built.app.register(
      async (scope) => {
        installSessionAuth(scope, built.auth.sessions);
        await scope.register(
          actWatchRoutes({ db: built.db, acts: counted, streams: built.streams, heartbeatMs: 50 }),
        );
      },
      { prefix: '/probe' },
    );
    ministry = await listeningMinistry(built);
    for (const userid of ['drahimova', 'stursunov', 'nabdullayeva', 'myusupova', 'jqodirov']) {
      const { token } = await ministry.auth.sessions.create(ministry.db, await userIdOf(ministry, userid));
      tokens[userid] = token;
    }
    gateway = startGateway({ ministryUrl: ministry.url });
    gatewayUrl = await gateway.listen(0, '127.0.0.1');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await gateway?.close();
    await ministry?.close();
    await dropDatabase?.();
  });

  const as = (userid: string) => ({ authorization: `Bearer ${tokens[userid]}`, 'accept-language': 'oz' });
  /** The buyer Tursunov's invitation token to the act, from the sandbox SMS outbox (read as the e2e suite reads it). */
  const inviteOf = async (uuid: string) => {
    const outbox = await fetch(`${ministry.url}/api/sms_outbox?phone=931000003`);
    const messages = (await outbox.json()) as { link: string }[];
    const link = messages.find((m) => m.link.includes(uuid))?.link;
    return new URL(link as string).searchParams.get('invite') as string;
  };
  const subscriber = (userid: string) => {
    const client = wsClient(gatewayUrl, { token: tokens[userid], locale: 'oz' });
    clients.push(client);
    return client;
  };

  it('every open screen of the act sees each committed transition', async () => {
    const created = await send(gateway, CreateActMutation, {
      variables: { input: cleanSale },
      headers: as('drahimova'),
    });
    expect(created.result.errors).toBeUndefined();
    const uuid = created.result.data?.createAct.uuid as string;

    const watch = (userid: string) =>
      subscriber(userid).iterate({ query: print(ActChangedSubscription), variables: { uuid } });
    const screens = {
      buyer: watch('stursunov'),
      applicant: watch('drahimova'),
      notary: watch('nabdullayeva'),
    };
    for (const updates of Object.values(screens)) {
      const first = await updates.next();
      expect(first.value?.errors).toBeUndefined();
      expect(first.value?.data?.actChanged).toMatchObject({
        uuid,
        version: 1,
        view: { state: 'preparation' },
      });
    }

    // The buyer opens the invitation link of the sandbox SMS outbox and accepts.
    const invite = await inviteOf(uuid);
    // The invitation page reads the act as the invited party sees it, before answering.
    const opened = await send(gateway, InvitationQuery, {
      variables: { token: invite },
      headers: as('stursunov'),
    });
    expect(opened.result.errors).toBeUndefined();
    expect(opened.result.data?.invitation.party).toMatchObject({ role: 'buyer', status: null });
    const accepted = await send(gateway, AnswerInvitationMutation, {
      variables: { token: invite, accept: true, version: 1 },
      headers: as('stursunov'),
    });
    expect(accepted.result.errors).toBeUndefined();
    expect(readFragment(ActDetailFragment, accepted.result.data?.answerInvitation)?.version).toBe(2);
    for (const updates of Object.values(screens)) {
      const next = await within(WITHIN_MS, updates.next());
      expect(next.value?.data?.actChanged).toMatchObject({
        version: 2,
        parties: expect.arrayContaining([expect.objectContaining({ role: 'buyer', status: 'accepted' })]),
      });
    }

    // The applicant sends it for check.
    const sent = await send(gateway, SendActEventMutation, {
      variables: { uuid, type: 'act_sentForCheck', version: 2 },
      headers: as('drahimova'),
    });
    expect(sent.result.errors).toBeUndefined();
    for (const [screen, updates] of Object.entries(screens)) {
      const next = await within(WITHIN_MS, updates.next());
      const act = next.value?.data?.actChanged;
      expect(act?.version).toBe(3);
      expect(act?.view.step).toBe(2);
      expect(act?.journal.at(-1)).toMatchObject({ event: 'act_sentForCheck', version: 3 });
      // Each screen gets its own view: only the notary may act in step 2.
      if (screen === 'notary') expect(act?.view.allowed).toContain('act_returnedWithRemarks');
      else expect(act?.view.allowed).not.toContain('act_returnedWithRemarks');
    }

    // A stale version changes nothing and pushes nothing.
    const stale = await send(gateway, SendActEventMutation, {
      variables: { uuid, type: 'act_sentForCheck', version: 2 },
      headers: as('drahimova'),
    });
    expect(stale.result.errors?.[0]?.extensions).toMatchObject({ code: 'STALE_VERSION', version: 3 });

    for (const updates of Object.values(screens)) await updates.return?.();
  });

  it('the kiosk’s cards say whether each act waits for the user: the buyer’s answer, the applicant’s sending, the notary’s check', async () => {
    const created = await send(gateway, CreateActMutation, {
      variables: { input: { ...cleanSale, vehicle: await addVehicle(ministry, [rahimovaPin]) } },
      headers: as('drahimova'),
    });
    expect(created.result.errors).toBeUndefined();
    const uuid = created.result.data?.createAct.uuid as string;
    const card = async (userid: string, tab: 'IN_PROCESS' | 'AWAITING') => {
      const { result } = await send(gateway, KioskMyActsQuery, {
        variables: { tab, page: 1, size: 8 },
        headers: as(userid),
      });
      expect(result.errors).toBeUndefined();
      return result.data?.myActs.items.find((item) => readFragment(ActListItemFragment, item).uuid === uuid);
    };
    // In preparation the act waits for both: the buyer's answer and the applicant's sending it for check.
    expect((await card('stursunov', 'AWAITING'))?.awaitingMe).toBe(true);
    expect((await card('stursunov', 'IN_PROCESS'))?.awaitingMe).toBe(true);
    expect((await card('drahimova', 'IN_PROCESS'))?.awaitingMe).toBe(true);
    const invite = await inviteOf(uuid);
    await send(gateway, AnswerInvitationMutation, {
      variables: { token: invite, accept: true, version: 1 },
      headers: as('stursunov'),
    });
    // Answered: no longer the buyer's move; still the applicant's.
    expect((await card('stursunov', 'IN_PROCESS'))?.awaitingMe).toBe(false);
    expect(await card('stursunov', 'AWAITING')).toBeUndefined();
    expect((await card('drahimova', 'AWAITING'))?.awaitingMe).toBe(true);
    await send(gateway, SendActEventMutation, {
      variables: { uuid, type: 'act_sentForCheck', version: 2 },
      headers: as('drahimova'),
    });
    // Sent for check: the notary's move, neither the applicant's nor the buyer's.
    expect((await card('drahimova', 'IN_PROCESS'))?.awaitingMe).toBe(false);
    expect(await card('drahimova', 'AWAITING')).toBeUndefined();
    expect((await card('nabdullayeva', 'AWAITING'))?.awaitingMe).toBe(true);
  });

  it('a stranger watching the act gets PIN_NOT_FOUND_IN_UUID and the subscription ends', async () => {
    const created = await send(gateway, CreateActMutation, {
      variables: {
        input: {
          ...cleanSale,
          vehicle: { ...cleanSale.vehicle, stateNumber: '30H800HH', techPassportNumber: '3000008' },
        },
      },
      headers: as('drahimova'),
    });
    const uuid = created.result.data?.createAct.uuid as string;
    expect(uuid).toBeTruthy();
    const updates = subscriber('myusupova').iterate({
      query: print(ActChangedSubscription),
      variables: { uuid },
    });
    const first = await updates.next();
    expect(first.value?.data).toBeNull();
    expect(first.value?.errors?.[0]?.extensions).toMatchObject({ code: 'PIN_NOT_FOUND_IN_UUID' });
    expect((await updates.next()).done).toBe(true);
  });

  it('creates an act of another registry type through createAct and reads its parts back as typed fields', async () => {
    const tursunov = seedPeople.find((p) => p.userid === 'stursunov')!;
    const rahimova = seedPeople.find((p) => p.userid === 'drahimova')!;
    // A flat of Rahimova's alone in the real-estate registry, which the registry rules read.
    const cadastreNumber = await addRealEstate(ministry, [rahimova.pin]);
    const input = {
      type: 'realEstatePowerOfAttorney' as const,
      fields: { termFrom: '01.06.2025', termTo: '31.05.2026' },
      realEstate: {
        cadastreNumber,
        cadastreType: 'residential' as const,
        area: 54.5,
        rooms: 2,
        price: 450_000_000.5,
      },
      parties: [
        {
          role: 'attorney' as const,
          pin: tursunov.pin,
          passserial: tursunov.passserial,
          passnum: tursunov.passnum,
          grantedRights: {
            rights: ['realEstateManage' as const, 'realEstateRent' as const],
            delegation: true,
          },
          relationship: 'sibling' as const,
        },
      ],
      notary: { mode: 'auto' },
    };
    const created = await send(gateway, CreateActMutation, {
      variables: { input },
      headers: as('drahimova'),
    });
    expect(created.result.errors).toBeUndefined();
    const uuid = created.result.data?.createAct.uuid as string;
    const read = await send(gateway, ActQuery, { variables: { uuid }, headers: as('stursunov') });
    expect(read.result.errors).toBeUndefined();
    const act = readFragment(ActDetailFragment, read.result.data!.act);
    expect(act.fields).toMatchObject({ termFrom: '01.06.2025', termTo: '31.05.2026', sum: null });
    expect(act.parties.map((p) => [p.role, p.class, p.applicant])).toEqual([
      ['principal', 'physical', true],
      ['attorney', 'physical', false],
    ]);
    expect(act.parties[1]?.fields).toMatchObject({
      grantedRights: { rights: ['realEstateManage', 'realEstateRent'], delegation: true },
      relationship: 'sibling',
      representative: null,
    });
    // Prices in tiyin, as every amount the ministry answers.
    expect(act.subjects.realEstates).toEqual([
      expect.objectContaining({
        cadastreNumber,
        cadastreType: 'residential',
        area: 54.5,
        rooms: 2,
        price: 45_000_000_050,
      }),
    ]);
    expect(act.subjects.vehicles).toEqual([]);
    expect(act.subjects.other).toBeNull();

    // The registry's refusal arrives as field errors in the request's language.
    const refused = await send(gateway, CreateActMutation, {
      variables: {
        input: {
          ...input,
          type: 'generalPowerOfAttorney' as const,
          realEstate: null,
        },
      },
      headers: { ...as('drahimova'), 'accept-language': 'ru' },
    });
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      ministryCode: 'validation_failed',
      fields: {
        'parties.0.grantedRights.rights': translate(
          'ru',
          'validation.error_rule_general_poa_no_property_rights',
        ),
      },
    });
  });

  /** A sale of a fresh vehicle of Rahimova's to `buyer` (Tursunov by default), claiming `relationship`. */
  async function saleClaiming(relationship: 'child' | 'sibling', buyer = cleanSale.parties[0]!) {
    const rahimova = seedPeople.find((p) => p.userid === 'drahimova')!;
    const { price, ...vehicle } = await addVehicle(ministry, [rahimova.pin]);
    const created = await send(gateway, CreateActMutation, {
      variables: {
        input: {
          type: 'vehicleSale',
          vehicle: { ...vehicle, price },
          parties: [{ ...buyer, relationship }],
          notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
        },
      },
      headers: as('drahimova'),
    });
    expect(created.result.errors).toBeUndefined();
    return created.result.data?.createAct.uuid as string;
  }

  it('a relationship the civil registry does not confirm: the full rate, with "no relationship found" (decision 076)', async () => {
    // Tursunov is no child of Rahimova's.
    const uuid = await saleClaiming('child');
    const fee = await send(gateway, ActFeeQuery, { variables: { uuid }, headers: as('drahimova') });
    expect(fee.result.errors).toBeUndefined();
    const read = readFragment(ActFeeFields, fee.result.data?.actFee);
    expect(read?.reduction).toBeNull();
    expect(read?.invoices).toEqual([
      expect.objectContaining({
        purpose: 'state_fee',
        amount: 50_000_000, // 1 % of the 50 000 000 so'm price
        basis: ['vehicleSale', 'sandboxRate', 'relationshipNotFound'],
      }),
    ]);
  });

  it('the notary reads the computed fee and issues an invoice for another amount with a reason (decision 040)', async () => {
    // Qodirov Jasur is Rahimova's brother by the civil registry's birth records (decision 076).
    const jqodirov = seedPeople.find((p) => p.userid === 'jqodirov')!;
    const brother = { role: 'buyer' as const, passserial: jqodirov.passserial, passnum: jqodirov.passnum };
    const uuid = await saleClaiming('sibling', { ...brother, pin: jqodirov.pin });

    const fee = await send(gateway, ActFeeQuery, { variables: { uuid }, headers: as('nabdullayeva') });
    expect(fee.result.errors).toBeUndefined();
    expect(fee.result.data?.actFee).toEqual({
      baseAmount: 37_500_000,
      value: null,
      reduction: 'sibling',
      invoices: [
        {
          purpose: 'state_fee',
          amount: 1_875_000,
          basis: ['vehicleSale', 'vehicleTransferCloseRelatives'],
          rate: { ofBase: 500, ofValue: null, minOfBase: null, source: 'specification' },
        },
      ],
    });
    const buyers = await send(gateway, ActFeeQuery, { variables: { uuid }, headers: as('jqodirov') });
    expect(buyers.result.data?.actFee ?? null).toBeNull();
    expect(buyers.result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    // To the invoices: the buyer accepts, the act is checked and confirmed.
    const outbox = await fetch(`${ministry.url}/api/sms_outbox?phone=${jqodirov.phone}`);
    const link = ((await outbox.json()) as { link: string }[]).find((m) => m.link.includes(uuid))?.link;
    const invite = new URL(link as string).searchParams.get('invite') as string;
    await send(gateway, AnswerInvitationMutation, {
      variables: { token: invite, accept: true, version: 1 },
      headers: as('jqodirov'),
    });
    let version = 2;
    const event = async (
      userid: string,
      type: 'act_sentForCheck' | 'act_checkAccepted' | 'act_confirmed' | 'act_invoicesIssued',
      payload?: object,
    ) => {
      const sent = await send(gateway, SendActEventMutation, {
        variables: { uuid, type, version, ...(payload ? { payload } : {}) },
        headers: as(userid),
      });
      if (!sent.result.errors) version += 1;
      return sent.result;
    };
    expect((await event('drahimova', 'act_sentForCheck')).errors).toBeUndefined();
    expect((await event('nabdullayeva', 'act_checkAccepted')).errors).toBeUndefined();
    expect((await event('drahimova', 'act_confirmed')).errors).toBeUndefined();

    const changed = { amount: 25_000, purpose: 'state_fee' };
    const refused = await event('nabdullayeva', 'act_invoicesIssued', { invoices: [changed] });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      ministryCode: 'validation_failed',
      fields: { 'invoices.0.reason': translate('oz', 'validation.error_required_fee_reason') },
    });
    const issued = await event('nabdullayeva', 'act_invoicesIssued', {
      invoices: [{ ...changed, reason: 'Kelishilgan summa' }],
    });
    expect(issued.errors).toBeUndefined();
    const act = readFragment(ActDetailFragment, issued.data?.sendActEvent);
    expect(act?.payments).toMatchObject([
      { purpose: 'state_fee', amount: 2_500_000, computedAmount: 1_875_000, reason: 'Kelishilgan summa' },
    ]);
  });

  describe('the SSE route GET /notarial_act/{uuid}/watch', () => {
    let uuid: string;
    beforeAll(async () => {
      const list = await fetch(`${ministry.url}/api/notarial_act/list`, { headers: as('drahimova') });
      // The sale sent for check above: the notary may return it with remarks.
      const { items } = (await list.json()) as { items: { uuid: string; state: string }[] };
      uuid = items.find((item) => item.state === 'checking')?.uuid as string;
    });

    const open = (userid: string | null, id = uuid, signal?: AbortSignal) =>
      fetch(`${ministry.url}/probe/notarial_act/${id}/watch`, {
        headers: userid ? as(userid) : {},
        ...(signal ? { signal } : {}),
      });

    it('refuses strangers, unknown acts and missing sessions as the detail does, before streaming', async () => {
      const stranger = await open('myusupova');
      expect(stranger.status).toBe(418);
      expect(await stranger.json()).toMatchObject({ code: 'pin_not_found_in_uuid' });
      const unknown = await open('drahimova', '00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(418);
      expect(await unknown.json()).toMatchObject({ code: 'uuid_not_found' });
      const anonymous = await open(null);
      expect(anonymous.status).toBe(403);
      expect(listening).toBe(0);
    });

    it('streams the current version, each change and heartbeats, and stops listening when the caller leaves', async () => {
      const leave = new AbortController();
      const response = await open('stursunov', uuid, leave.signal);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let received = '';
      const readUntil = async (wanted: string) => {
        while (!received.includes(wanted)) {
          const { done, value } = await within(WITHIN_MS, reader.read());
          if (done) throw new Error('stream ended');
          received += decoder.decode(value, { stream: true });
        }
      };
      const detail = await fetch(`${ministry.url}/api/notarial_act/${uuid}`, { headers: as('drahimova') });
      const { version } = (await detail.json()) as { version: number };
      await readUntil(`data: {"version":${version}}`);
      await readUntil(': heartbeat');
      expect(listening).toBe(1);

      const notary = await fetch(`${ministry.url}/api/notarial_act/${uuid}/events`, {
        method: 'POST',
        headers: { ...as('nabdullayeva'), 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'act.returnedWithRemarks', version, payload: { remark: 'Narx' } }),
      });
      expect(notary.status).toBe(200);
      await readUntil(`data: {"version":${version + 1}}`);
      // Only versions travel: no names, numbers or remarks.
      expect(received).not.toContain('Narx');

      leave.abort();
      await vi.waitFor(() => expect(listening).toBe(0));
    });
  });
});
