import type { ServerResponse } from 'node:http';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { Gateway } from '../../gateway/app.js';
import {
  ActChangedSubscription,
  ActQuery,
  AnswerInvitationMutation,
  CreateActMutation,
  MyActsQuery,
  NotaryQueueQuery,
  PayInvoiceMutation,
  SendActEventMutation,
  SetActPartyPhoneMutation,
  SetActVehiclePriceMutation,
  SmsOutboxQuery,
  VehicleLookupQuery,
} from './acts-documents.js';
import {
  captureLogs,
  json,
  type Reply,
  type ScriptedMinistry,
  type SeenRequest,
  send,
  startGateway,
  startScriptedMinistry,
} from './harness.js';

// The acts resolvers against a scripted ministry: what reaches the ministry (path, query, body,
// token, language), how its acts errors become GraphQL errors, and actChanged's SSE client.

const uuid = '1e490ba2-f817-4a67-a767-e0ff224f0dbd';
const token = 'header.payload.signature';

/** An act detail as GET /api/notarial_act/{uuid} answers it (docs/contracts.md). */
function detail(version: number, state = 'preparation') {
  return {
    rid: 1,
    uuid,
    version,
    viewer: { roles: { applicant: true, party: false, notary: false }, role: 'applicant' },
    view: {
      state,
      step: 1,
      sideState: null,
      stateKey: `states.${state}`,
      inProcess: true,
      completed: false,
      stopped: false,
      allowed: ['act.notaryRejected', 'act.deleted'],
      canEdit: true,
      awaitingMe: false,
      awaiting: ['party', 'applicant'],
      myParty: null,
      lapsed: false,
      showRemark: false,
      notaryToChoose: false,
      payableInvoiceIds: ['7'],
      onSiteInvoiceIds: [],
      invoices: [{ id: '7', amount: 1500, paid: false }],
      allInvoicesPaid: false,
      visit: null,
      timeRequested: false,
      notaryId: '1',
      regnum: null,
      regdate: null,
      remark: null,
      reason: null,
      resolutionFileId: null,
    },
    general: {
      type: { id: 1, name: 'Avtotransport vositasini oldi-sotdi shartnomasi' },
      state,
      step: 1,
      status: 'active',
      regnum: null,
      regdate: null,
      instime: '2026-11-22 00:29:08.58+00',
      regtype: 1,
      regsystemid: 2,
      visitdate: null,
      visittime: null,
      language: 'oz',
      clientPhone: '911000002',
      remark: null,
      cancellationReason: null,
      annulledAt: null,
      freeOfPayment: false,
      office: { id: 1, name: 'Yunusobod', address: 'Toshkent', phone: '712001101' },
      notary: { id: 1, name: 'Abdullayeva Nodira Shavkat qizi', phone: '901000007' },
    },
    parties: [
      {
        id: 2,
        role: 'buyer',
        applicant: false,
        coOwner: false,
        required: true,
        status: null,
        statusAt: null,
        fio: 'Tursunov Sherzod',
        passserial: 'AC',
        passnum: '1000003',
        pin: '33001799990033',
        phone: '931000003',
        smsSent: true,
        deathDate: null,
        me: false,
      },
    ],
    subjects: {
      vehicles: [
        {
          id: 1,
          vehicleId: 1,
          stateNumber: '30A100AA',
          techPassportSeries: 'AAF',
          techPassportNumber: '3000001',
          address: 'Samarqand',
          specialMarks: null,
          issuer: 'YHXB',
          issueDate: '2021-06-10',
          make: 'Chevrolet',
          model: 'Cobalt',
          country: 'O‘zbekiston',
          motorNumber: 'B15D2',
          bodyNumber: 'XWB',
          chassisNumber: null,
          colour: 'oq',
          year: 2021,
          horsepower: 106,
          stampOrganisation: null,
          stampDate: null,
          price: 9_500_000_000,
          balancePercent: 100,
          invoiceDate: null,
          valuation: 12_000_000_000,
          inventoryPrice: 9_600_000_000,
          unpaidSum: 0,
          fines: 0,
          bans: [
            {
              id: 3,
              kind: 'arrest',
              state: 'active',
              startDate: '2026-01-12',
              documentDate: '2026-01-12',
              documentNumber: 'MIB-1',
              official: 'Sobirov A.',
              organ: 'MIB',
            },
          ],
          finesList: [
            { id: 4, resolutionNumber: 'R-1', issuedOn: '2026-02-01', amount: 41_200_000, paid: false },
          ],
        },
      ],
    },
    printForm: { id: 'cf509c89-b640-45c5-a860-549f08a0dc35', name: 'act.txt', url: '/files/cf509c89' },
    payments: [
      {
        id: 7,
        purpose: 'state_fee',
        amount: 150_000,
        paid: false,
        paidAt: null,
        payment: null,
      },
    ],
    references: { vehicleBans: 1, unpaidFines: 1, enforcementDebt: false, deceasedParty: false },
    result: { state, regnum: null, regdate: null, refusal: null, cancellationReason: null },
    notes: [{ id: 5, kind: 'remark', text: 'Narxni tekshiring', at: '2026-11-22 01:00:00+00', mine: false }],
    journal: Array.from({ length: version }, (_, i) => ({
      event: i === 0 ? 'act.created' : 'party.accepted',
      role: i === 0 ? 'applicant' : 'party',
      fromState: 'preparation',
      toState: state,
      fromStep: 1,
      toStep: 1,
      version: i + 1,
      at: '2026-11-22 00:29:08.58+00',
    })),
  };
}

const auth = { authorization: `Bearer ${token}`, 'accept-language': 'ru-RU,ru;q=0.9' };

describe('acts resolvers against a scripted ministry', () => {
  let ministry: ScriptedMinistry;
  let gateway: Gateway;
  const logs = captureLogs();

  beforeAll(async () => {
    ministry = await startScriptedMinistry();
    gateway = startGateway({ ministryUrl: ministry.url, logger: logs.logger });
  });
  afterAll(async () => {
    await gateway.close();
    await ministry.close();
  });
  afterEach(() => {
    ministry.seen.length = 0;
  });

  const only = (): SeenRequest => {
    expect(ministry.seen).toHaveLength(1);
    return ministry.seen[0] as SeenRequest;
  };

  it('act reads the detail with the caller token and language and keeps every tab', async () => {
    ministry.script(() => json(200, detail(3), { 'x-refreshed-token': 'fresh.token.here' }));
    const { response, result } = await send(gateway, ActQuery, { variables: { uuid }, headers: auth });
    expect(result.errors).toBeUndefined();
    const request = only();
    expect(request).toMatchObject({ method: 'GET', url: `/api/notarial_act/${uuid}` });
    expect(request.headers).toMatchObject({ authorization: `Bearer ${token}`, 'accept-language': 'ru' });
    expect(response.headers.get('x-refreshed-token')).toBe('fresh.token.here');
    const act = result.data?.act;
    expect(act).toMatchObject({
      rid: 1,
      uuid,
      version: 3,
      viewer: { role: 'applicant' },
      view: {
        state: 'preparation',
        step: 1,
        // The ministry's act.notaryRejected is the schema's act_notaryRejected.
        allowed: ['act_notaryRejected', 'act_deleted'],
        payableInvoiceIds: ['7'],
      },
      general: { status: 'active', office: { id: 1 }, notary: { id: 1 } },
      parties: [{ id: '2', role: 'buyer', status: null, me: false }],
      printForm: { url: '/files/cf509c89' },
      payments: [{ id: '7', amount: 150_000, paid: false, payment: null }],
      references: { vehicleBans: 1, unpaidFines: 1 },
      notes: [{ id: '5', kind: 'remark' }],
    });
    // Tiyin sums beyond 2^31 survive (Float, not Int).
    expect(act?.subjects.vehicles[0]?.price).toBe(9_500_000_000);
    expect(act?.subjects.vehicles[0]?.bans).toEqual([{ id: '3', kind: 'arrest', state: 'active' }]);
    expect(act?.journal).toHaveLength(3);
  });

  it('myActs sends the tab, every filter and the page as the list query', async () => {
    ministry.script(() => json(200, { items: [], total: 0, page: 2, size: 10 }));
    const filter = {
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      state: 'checking' as const,
      regnum: '2026/1',
      regdate: '2026-11-22',
      visitDate: '2026-11-23',
      visitTime: '10:30',
      regtype: 2,
      office: 1,
      notary: 3,
      step: 2,
      system: 2,
      actType: 1,
    };
    const { result } = await send(gateway, MyActsQuery, {
      variables: { tab: 'AWAITING', filter, page: 2, size: 10 },
      headers: auth,
    });
    expect(result.errors).toBeUndefined();
    const url = new URL(only().url, 'http://ministry');
    expect(url.pathname).toBe('/api/notarial_act/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: 'awaiting',
      ...Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)])),
      page: '2',
      size: '10',
    });
  });

  it('myActs without arguments asks for the in-process tab only', async () => {
    ministry.script(() => json(200, { items: [], total: 0, page: 1, size: 20 }));
    await send(gateway, MyActsQuery, { headers: auth });
    expect(only().url).toBe('/api/notarial_act/list?tab=inprocess');
  });

  it('sendActEvent posts type, version and the payload without the fields left out', async () => {
    ministry.script(() => json(200, detail(4)));
    const { result } = await send(gateway, SendActEventMutation, {
      variables: {
        uuid,
        type: 'act_invoicesIssued',
        version: 3,
        payload: { invoices: [{ amount: 1500.5, purpose: 'state_fee' }, { amount: 20 }] },
      },
      headers: auth,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.sendActEvent.version).toBe(4);
    const request = only();
    expect(request).toMatchObject({ method: 'POST', url: `/api/notarial_act/${uuid}/events` });
    expect(JSON.parse(request.body)).toEqual({
      type: 'act.invoicesIssued',
      version: 3,
      payload: { invoices: [{ amount: 1500.5, purpose: 'state_fee' }, { amount: 20 }] },
    });
  });

  it('createAct, payInvoice and answerInvitation reach their calls with their bodies', async () => {
    ministry.script((request) =>
      request.url === '/api/notarial_act' ? json(200, { rid: 9, uuid, version: 1 }) : json(200, detail(2)),
    );
    const input = {
      type: 1,
      vehicle: {
        stateNumber: '30A100AA',
        techPassportSeries: 'AAF',
        techPassportNumber: '3000001',
        price: 95_000_000,
      },
      parties: [{ role: 'buyer', passserial: 'AC', passnum: '1000003' }],
      notary: { mode: 'auto', regionId: 1726 },
    };
    const created = await send(gateway, CreateActMutation, { variables: { input }, headers: auth });
    expect(created.result.data?.createAct).toEqual({ rid: 9, uuid, version: 1 });
    const paid = await send(gateway, PayInvoiceMutation, {
      variables: { invoiceId: '7', card: '4444 4444 4444 4448', expiry: '12/30', version: 1 },
      headers: auth,
    });
    expect(paid.result.data?.payInvoice.version).toBe(2);
    const answered = await send(gateway, AnswerInvitationMutation, {
      variables: { token: 'invite-token-0123456789', accept: false },
      headers: auth,
    });
    expect(answered.result.errors).toBeUndefined();
    expect(ministry.seen.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      ['POST', '/api/notarial_act', input],
      ['POST', '/api/invoices/7/pay', { card: '4444 4444 4444 4448', expiry: '12/30', version: 1 }],
      ['POST', '/api/invitations/invite-token-0123456789/reject', {}],
    ]);
  });

  it('setActVehiclePrice and setActPartyPhone reach the edit calls with their bodies', async () => {
    ministry.script(() => json(200, detail(3)));
    const priced = await send(gateway, SetActVehiclePriceMutation, {
      variables: { uuid, version: 2, subjectId: '5', price: 120_000_000.5 },
      headers: auth,
    });
    expect(priced.result.data?.setActVehiclePrice.version).toBe(3);
    const phoned = await send(gateway, SetActPartyPhoneMutation, {
      variables: { uuid, version: 3, partyId: '11', phone: '901234567' },
      headers: auth,
    });
    expect(phoned.result.errors).toBeUndefined();
    expect(ministry.seen.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      ['POST', `/api/notarial_act/${uuid}/vehicles/5`, { version: 2, price: 120_000_000.5 }],
      ['POST', `/api/notarial_act/${uuid}/parties/11`, { version: 3, phone: '901234567' }],
    ]);
  });

  it('vehicleLookup, notaryQueue and smsOutbox pass their arguments as the query', async () => {
    ministry.script((request) => {
      if (request.url.startsWith('/api/vehicles/lookup')) {
        return json(200, {
          vehicle: { ...detail(1).subjects.vehicles[0], id: 3 },
          owners: [{ fio: 'Rahimova Dilnoza', share: { numerator: 1, denominator: 2 } }],
          bans: [],
          fines: [],
        });
      }
      if (request.url.startsWith('/api/notary/queue')) {
        return json(200, { notaryId: 1, officeId: 1, items: [], total: 0, page: 1, size: 20 });
      }
      return json(200, [
        { id: 1, phone: '931000003', text: 'x', link: 'http://p/l', qr: 'data:', at: 'now' },
      ]);
    });
    const lookup = await send(gateway, VehicleLookupQuery, {
      variables: { stateNumber: '30A100AA', techPassportSeries: 'AAF', techPassportNumber: '3000001' },
      headers: auth,
    });
    expect(lookup.result.data?.vehicleLookup.owners).toEqual([
      { fio: 'Rahimova Dilnoza', share: { numerator: 1, denominator: 2 } },
    ]);
    const queue = await send(gateway, NotaryQueueQuery, { variables: { step: 2 }, headers: auth });
    expect(queue.result.data?.notaryQueue).toMatchObject({ notaryId: 1, officeId: 1, total: 0 });
    const outbox = await send(gateway, SmsOutboxQuery, { variables: { phone: '931000003' } });
    expect(outbox.result.data?.smsOutbox).toEqual([
      { id: '1', phone: '931000003', link: 'http://p/l', qr: 'data:', at: 'now' },
    ]);
    expect(ministry.seen.map((r) => r.url)).toEqual([
      '/api/vehicles/lookup?stateNumber=30A100AA&techPassportSeries=AAF&techPassportNumber=3000001',
      '/api/notary/queue?step=2',
      '/api/sms_outbox?phone=931000003',
    ]);
  });

  // Each acts error of docs/contracts.md: the ministry's body -> code and extensions.
  const cases: [string, Reply, Record<string, unknown>][] = [
    [
      'stale_version',
      json(409, { version: 5, code: 'stale_version', message: 'Versiya eskirgan' }),
      { code: 'STALE_VERSION', ministryCode: 'stale_version', version: 5 },
    ],
    [
      'transition_refused',
      json(409, { reason: 'parties_pending', code: 'transition_refused', message: 'Taraflar kutilmoqda' }),
      { code: 'TRANSITION_REFUSED', ministryCode: 'transition_refused', reason: 'parties_pending' },
    ],
    [
      'duplicate_act',
      json(400, { uuid, rid: 1, link: '/my_notarial_act/1', code: 'duplicate_act', message: 'Mavjud' }),
      { code: 'BAD_REQUEST', ministryCode: 'duplicate_act', uuid, rid: 1, link: '/my_notarial_act/1' },
    ],
    [
      'vehicle_bans_fines',
      json(400, { bans: 2, fines: 1, code: 'vehicle_bans_fines', message: 'Taqiq' }),
      { code: 'BAD_REQUEST', ministryCode: 'vehicle_bans_fines', bans: 2, fines: 1 },
    ],
    [
      'deceased_party',
      json(400, { pin: '31505559990101', code: 'deceased_party', message: 'Vafot etgan' }),
      { code: 'BAD_REQUEST', ministryCode: 'deceased_party', pin: '31505559990101' },
    ],
    [
      'enforcement_debt',
      json(400, { link: 'https://mib.uz', code: 'enforcement_debt', message: 'Qarz' }),
      { code: 'BAD_REQUEST', ministryCode: 'enforcement_debt', link: 'https://mib.uz' },
    ],
    [
      'co_owner_missing',
      json(400, { missing: 1, code: 'co_owner_missing', message: 'Sherik' }),
      { code: 'BAD_REQUEST', ministryCode: 'co_owner_missing', missing: 1 },
    ],
    [
      'validation_failed',
      json(400, { code: 'validation_failed', message: 'x', fields: { remark: 'Izoh kiriting' } }),
      { code: 'BAD_REQUEST', ministryCode: 'validation_failed', fields: { remark: 'Izoh kiriting' } },
    ],
    [
      'not_assigned_notary',
      json(403, { code: 'not_assigned_notary', message: 'Boshqa notarius' }),
      { code: 'FORBIDDEN', ministryCode: 'not_assigned_notary' },
    ],
    [
      'uuid_not_found',
      json(418, { uuid, code: 'uuid_not_found', message: 'Topilmadi' }),
      { code: 'UUID_NOT_FOUND', ministryCode: 'uuid_not_found', uuid },
    ],
    [
      'pin_not_found_in_uuid',
      json(418, { code: 'pin_not_found_in_uuid', message: 'Siz ishtirokchi emassiz' }),
      { code: 'PIN_NOT_FOUND_IN_UUID', ministryCode: 'pin_not_found_in_uuid' },
    ],
  ];

  it.each(cases)('maps %s to its code with the extensions the UI needs', async (_name, reply, extensions) => {
    ministry.script(() => reply);
    const { result } = await send(gateway, SendActEventMutation, {
      variables: { uuid, type: 'act_sentForCheck', version: 1 },
      headers: auth,
    });
    expect(result.data).toBeNull();
    const error = result.errors?.[0];
    expect(error?.extensions).toEqual(extensions);
    expect(error?.message).toBe(JSON.parse(reply.body ?? '{}').message);
  });

  it('notaryQueue for a user who is not a notary is FORBIDDEN not_a_notary', async () => {
    ministry.script(() => json(403, { code: 'not_a_notary', message: 'Notarius emassiz' }));
    const { result } = await send(gateway, NotaryQueueQuery, { headers: auth });
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', ministryCode: 'not_a_notary' });
  });

  it('logs no personal data of the acts errors and answers', async () => {
    const joined = logs.lines.join('\n');
    expect(joined).not.toContain('31505559990101');
    expect(joined).not.toContain('33001799990033');
    expect(joined).not.toContain(token);
  });
});

describe('actChanged over graphql-ws against a scripted SSE stream', () => {
  let ministry: ScriptedMinistry;
  let gateway: Gateway;
  let url: string;
  /** The open watch streams, newest last. */
  const streams: ServerResponse[] = [];
  let closedStreams = 0;
  let current = 1;
  let watchReply: Reply | undefined;

  const event = (res: ServerResponse, version: number) =>
    res.write(`event: changed\nid: ${version}\ndata: ${JSON.stringify({ version })}\n\n`);

  beforeAll(async () => {
    ministry = await startScriptedMinistry((request, res) => {
      if (request.url === `/api/notarial_act/${uuid}/watch`) {
        if (watchReply) return watchReply;
        res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
        res.write('retry: 2000\n\n');
        event(res, current);
        streams.push(res);
        res.on('close', () => {
          closedStreams += 1;
        });
        return undefined;
      }
      if (request.url === `/api/notarial_act/${uuid}`) return json(200, detail(current));
      return json(404, { code: 'not_found', message: 'no' });
    });
    gateway = startGateway({
      ministryUrl: ministry.url,
      // Short delays and a short silence limit, so reconnects happen within the test's wait.
      actWatch: { minDelayMs: 20, maxDelayMs: 100, idleTimeoutMs: 400, connectTimeoutMs: 2_000 },
    });
    url = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await gateway.close();
    await ministry.close();
  });
  afterEach(() => {
    ministry.seen.length = 0;
    watchReply = undefined;
  });

  const connect = () =>
    createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token, locale: 'uz' },
      retryAttempts: 0,
      lazy: true,
    });

  it('pushes the current act at once, then each newer version, and closes the stream at the end', async () => {
    current = 1;
    const closedBefore = closedStreams;
    const client = connect();
    try {
      const updates = client.iterate({ query: print(ActChangedSubscription), variables: { uuid } });
      const first = await updates.next();
      expect(first.value?.data?.actChanged).toMatchObject({ uuid, version: 1 });
      const watch = ministry.seen.find((r) => r.url.endsWith('/watch'));
      expect(watch?.headers).toMatchObject({
        authorization: `Bearer ${token}`,
        'accept-language': 'uz',
        accept: 'text/event-stream',
      });
      const stream = streams.at(-1) as ServerResponse;

      current = 2;
      event(stream, 2);
      expect((await updates.next()).value?.data?.actChanged).toMatchObject({ version: 2 });

      // Two changes in quick succession may arrive as one: the newest is what counts.
      current = 4;
      event(stream, 3);
      event(stream, 4);
      const next = (await updates.next()).value?.data?.actChanged;
      expect(next?.version).toBeGreaterThanOrEqual(3);
      if (next?.version === 3) expect((await updates.next()).value?.data?.actChanged?.version).toBe(4);
      // An announcement of a version already shown reads nothing.
      const reads = ministry.seen.filter((r) => r.url === `/api/notarial_act/${uuid}`).length;
      event(stream, 4);
      current = 5;
      event(stream, 5);
      expect((await updates.next()).value?.data?.actChanged?.version).toBe(5);
      expect(ministry.seen.filter((r) => r.url === `/api/notarial_act/${uuid}`)).toHaveLength(reads + 1);

      await updates.return?.();
      await vi.waitFor(() => expect(closedStreams).toBe(closedBefore + 1));
    } finally {
      await client.dispose();
    }
  });

  it('reconnects when the stream ends or falls silent, and catches up on the version missed', async () => {
    current = 1;
    const client = connect();
    try {
      const updates = client.iterate({ query: print(ActChangedSubscription), variables: { uuid } });
      expect((await updates.next()).value?.data?.actChanged?.version).toBe(1);
      const opened = streams.length;
      // The ministry restarts: the stream ends while a transition commits.
      current = 2;
      (streams.at(-1) as ServerResponse).end();
      expect((await updates.next()).value?.data?.actChanged?.version).toBe(2);
      expect(streams.length).toBe(opened + 1);
      // No byte for longer than idleTimeoutMs: the gateway gives the stream up and opens another.
      current = 3;
      expect((await updates.next()).value?.data?.actChanged?.version).toBe(3);
      expect(streams.length).toBeGreaterThan(opened + 1);
      await updates.return?.();
    } finally {
      await client.dispose();
    }
  });

  it('ends with the ministry refusal when the subscriber may not read the act', async () => {
    watchReply = json(418, { code: 'pin_not_found_in_uuid', message: 'Сиз иштирокчи эмассиз' });
    const client = connect();
    try {
      const updates = client.iterate({ query: print(ActChangedSubscription), variables: { uuid } });
      const first = await updates.next();
      expect(first.value?.data).toBeNull();
      expect(first.value?.errors?.[0]).toMatchObject({
        message: 'Сиз иштирокчи эмассиз',
        extensions: { code: 'PIN_NOT_FOUND_IN_UUID', ministryCode: 'pin_not_found_in_uuid' },
      });
      expect((await updates.next()).done).toBe(true);
    } finally {
      await client.dispose();
    }
  });

  it('keeps trying while the ministry is down (5xx) and goes on once it answers', async () => {
    current = 6;
    watchReply = json(503, { code: 'internal_error', message: 'down' });
    const client = connect();
    try {
      const updates = client.iterate({ query: print(ActChangedSubscription), variables: { uuid } });
      const first = updates.next();
      await vi.waitFor(() =>
        expect(ministry.seen.filter((r) => r.url.endsWith('/watch')).length).toBeGreaterThanOrEqual(2),
      );
      watchReply = undefined;
      expect((await first).value?.data?.actChanged?.version).toBe(6);
      await updates.return?.();
    } finally {
      await client.dispose();
    }
  });
});
