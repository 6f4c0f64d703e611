import type { ServerResponse } from 'node:http';
import { print } from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { type actDetailSchema, eventFromMinistry } from '../../gateway/ministry/acts-schemas.js';
import {
  ActChangedSubscription,
  ActDetailFragment,
  ActListItemFragment,
  ActQuery,
  ActUuidQuery,
  AnswerInvitationMutation,
  CreateActMutation,
  InvitationQuery,
  MyActsQuery,
  NotaryQueueQuery,
  PayInvoiceMutation,
  RequestBankOrderMutation,
  SendActEventMutation,
  SetActOtherSubjectMutation,
  SetActPartyPhoneMutation,
  SetActRealEstateMutation,
  SetActVehiclePriceMutation,
  SimulateBankTransferMutation,
  VehicleLookupQuery,
} from '../../ui/features/acts/acts.documents.js';
import { SetActNotaryMutation } from '../../ui/features/acts/notary-choice.documents.js';
import type { ActEventType, ActOtherSubjectInput, ActRealEstateInput } from '../../ui/gql/graphql.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import {
  captureLogs,
  gatewayForSuite,
  json,
  type Reply,
  type SeenRequest,
  scriptedMinistryForSuite,
  send,
  sendText,
  wsClient,
} from './harness.js';
import { type Recorded, recorded, recordedBody, replay } from './recorded.js';

// The acts resolvers with the UI's documents against a scripted ministry that answers with the sandbox
// ministry's recorded answers (tests/gateway/recorded/): what reaches the ministry (path, query, body,
// token, language; the same requests the contract test made to the real ministry), how its acts errors
// become GraphQL errors, and actChanged's SSE client.

type Detail = z.input<typeof actDetailSchema>;

/** The act as the applicant reads it after paying the state fee: every tab has something in it. */
const paid = recordedBody<Detail>('invoice-pay');
const { uuid } = paid;
const token = 'header.payload.signature';

// The registry's bans and fines of other vehicles, so the subject's lists are not empty.
const banned = recordedBody<{ bans: Detail['subjects']['vehicles'][number]['bans'] }>(
  'vehicle-lookup-banned',
);
const fined = recordedBody<{ fines: Detail['subjects']['vehicles'][number]['finesList'] }>(
  'vehicle-lookup-fined',
);
const withRegistry: Detail = {
  ...paid,
  subjects: {
    vehicles: paid.subjects.vehicles.map((v) => ({ ...v, bans: banned.bans, finesList: fined.fines })),
  },
};

const auth = { authorization: `Bearer ${token}`, 'accept-language': 'ru-RU,ru;q=0.9' };

/** The request of a recording as the scripted ministry sees it: method, URL and JSON body. */
const asSeen = ({ request }: Recorded) => [request.method, `/api/${request.path}`, request.body];
const seenAs = (r: SeenRequest) => [r.method, r.url, r.body ? JSON.parse(r.body) : undefined];

describe('acts resolvers against a scripted ministry', () => {
  const logs = captureLogs();
  const ministry = scriptedMinistryForSuite();
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url, logger: logs.logger }));
  afterEach(() => {
    ministry().seen.length = 0;
  });

  const only = (): SeenRequest => {
    expect(ministry().seen).toHaveLength(1);
    return ministry().seen[0] as SeenRequest;
  };

  it('act reads the detail with the caller token and language and keeps every tab', async () => {
    ministry().script(() =>
      replay('invoice-pay', { body: withRegistry, headers: { 'x-refreshed-token': 'fresh.token.here' } }),
    );
    const { response, result } = await send(gateway(), ActQuery, { variables: { uuid }, headers: auth });
    expect(result.errors).toBeUndefined();
    const request = only();
    expect(request).toMatchObject({ method: 'GET', url: `/api/notarial_act/${uuid}` });
    expect(request.headers).toMatchObject({ authorization: `Bearer ${token}`, 'accept-language': 'ru' });
    expect(response.headers.get('x-refreshed-token')).toBe('fresh.token.here');
    const act = readFragment(ActDetailFragment, result.data?.act);
    const [stateFee, service] = paid.payments;
    expect(act).toMatchObject({
      rid: paid.rid,
      uuid,
      version: paid.version,
      viewer: { role: 'applicant' },
      view: {
        state: paid.view.state,
        step: paid.view.step,
        allowed: paid.view.allowed.map(eventFromMinistry),
        payableInvoiceIds: [String(service?.id)],
        remark: paid.view.remark,
      },
      general: {
        status: 'active',
        office: { id: paid.general.office?.id },
        notary: { id: paid.general.notary?.id },
      },
      parties: paid.parties.map((p) => ({ id: String(p.id), role: p.role, status: p.status, me: p.me })),
      printForm: { url: paid.printForm?.url },
      payments: [
        {
          id: String(stateFee?.id),
          amount: stateFee?.amount,
          paid: true,
          payment: { method: 'card', cardLast4: '4448' },
        },
        { id: String(service?.id), amount: service?.amount, paid: false, payment: null },
      ],
      references: paid.references,
      notes: paid.notes.map((n) => ({ id: String(n.id), kind: n.kind, text: n.text })),
    });
    const vehicle = act?.subjects.vehicles[0];
    // Tiyin sums beyond 2^31 survive (Float, not Int).
    expect(vehicle?.price).toBe(paid.subjects.vehicles[0]?.price);
    expect(vehicle?.price).toBeGreaterThan(2 ** 31);
    expect(vehicle?.bans).toEqual(banned.bans.map((b) => ({ ...b, id: String(b.id) })));
    expect(vehicle?.finesList).toEqual(fined.fines.map((f) => ({ ...f, id: String(f.id) })));
    expect(act?.journal).toEqual(paid.journal.map((j) => ({ ...j, event: eventFromMinistry(j.event) })));
  });

  it('myActs sends the tab, every filter and the page as the list query', async () => {
    ministry().script(() => replay('acts-in-process'));
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
    const { result } = await send(gateway(), MyActsQuery, {
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
    const list = recordedBody<{ items: { uuid: string; state: string }[]; total: number }>('acts-in-process');
    expect(result.data?.myActs.total).toBe(list.total);
    const items = result.data?.myActs.items.map((item) => readFragment(ActListItemFragment, item));
    expect(items?.map((i) => [i.uuid, i.state])).toEqual(list.items.map((i) => [i.uuid, i.state]));
  });

  it('myActs with the filters the contract test used asks the list the ministry answered', async () => {
    ministry().script(() => replay('acts-in-process-filtered'));
    const { result } = await send(gateway(), MyActsQuery, {
      variables: { tab: 'IN_PROCESS', filter: { state: 'registered', actType: 1 }, page: 1, size: 10 },
      headers: auth,
    });
    expect(result.errors).toBeUndefined();
    expect(seenAs(only())).toEqual(asSeen(recorded('acts-in-process-filtered')));
  });

  it('myActs without arguments asks for the in-process tab only', async () => {
    ministry().script(() => replay('acts-in-process'));
    await send(gateway(), MyActsQuery, { headers: auth });
    expect(only().url).toBe('/api/notarial_act/list?tab=inprocess');
  });

  it('sendActEvent posts type, version and the payload without the fields left out', async () => {
    const issued = recorded<Detail>('event-invoices-issued');
    ministry().script(() => replay('event-invoices-issued'));
    const { body } = issued.request as { body: { type: string; version: number; payload: object } };
    const { result } = await send(gateway(), SendActEventMutation, {
      variables: {
        uuid,
        // The ministry's act.invoicesIssued is the schema's act_invoicesIssued.
        type: eventFromMinistry(body.type) as ActEventType,
        version: body.version,
        payload: { ...body.payload, remark: null },
      },
      headers: auth,
    });
    expect(result.errors).toBeUndefined();
    expect(readFragment(ActDetailFragment, result.data?.sendActEvent)?.version).toBe(issued.body.version);
    expect(seenAs(only())).toEqual(asSeen(issued));
  });

  it('requestBankOrder and simulateBankTransfer make the calls the ministry answered (decision 083)', async () => {
    const order = recorded<{ reference: string; invoiceId: number; amount: number }>('invoice-bank-order');
    const transfer = recorded<Detail>('bank-transfer');
    ministry().script((request) =>
      request.url.startsWith('/api/invoices') ? replay('invoice-bank-order') : replay('bank-transfer'),
    );
    const invoiceId = order.request.path.split('/')[1] as string;
    const asked = await send(gateway(), RequestBankOrderMutation, {
      variables: { invoiceId },
      headers: auth,
    });
    expect(asked.result.errors).toBeUndefined();
    expect(asked.result.data?.requestBankOrder).toMatchObject({
      invoiceId: String(order.body.invoiceId),
      reference: order.body.reference,
      amount: order.body.amount,
      sandboxBank: true,
    });
    expect(seenAs(only())).toEqual(asSeen(order));
    ministry().seen.length = 0;
    const { reference } = transfer.request.body as { reference: string };
    const settled = await send(gateway(), SimulateBankTransferMutation, {
      variables: { reference },
      headers: auth,
    });
    expect(settled.result.errors).toBeUndefined();
    const act = readFragment(ActDetailFragment, settled.result.data?.simulateBankTransfer);
    const service = transfer.body.payments[1]!;
    expect(act?.payments[1]).toMatchObject({
      paid: true,
      bankOrder: null,
      payment: {
        method: 'bank',
        reference: service.payment?.reference,
        payerName: service.payment?.payerName,
      },
    });
    expect(act?.payments[1]?.payment?.payerName).toEqual(expect.any(String));
    expect(seenAs(only())).toEqual(asSeen(transfer));
  });

  it('requestBankOrder answers a refusal of the ministry as CONFLICT with its message', async () => {
    ministry().script(() =>
      json(409, { code: 'invoice_not_payable', message: 'Bu hisob-fakturani hozir to‘lab bo‘lmaydi' }),
    );
    const { result } = await send(gateway(), RequestBankOrderMutation, {
      variables: { invoiceId: '5' },
      headers: auth,
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(result.errors?.[0]?.message).toBe('Bu hisob-fakturani hozir to‘lab bo‘lmaydi');
    expect(only()).toMatchObject({ method: 'POST', url: '/api/invoices/5/bank_order' });
  });

  it('createAct, payInvoice and answerInvitation make the calls the ministry answered', async () => {
    const created = recorded<{ rid: number; uuid: string; version: number }>('create-act');
    const pay = recorded<Detail>('invoice-pay');
    const reject = recorded<Detail>('invitation-reject');
    ministry().script((request) =>
      request.url === '/api/notarial_act'
        ? replay('create-act')
        : request.url.startsWith('/api/invoices')
          ? replay('invoice-pay')
          : replay('invitation-reject'),
    );
    const made = await send(gateway(), CreateActMutation, {
      variables: { input: created.request.body as never },
      headers: auth,
    });
    expect(made.result.data?.createAct).toEqual(created.body);
    const { card, expiry, version } = pay.request.body as { card: string; expiry: string; version: number };
    const invoiceId = pay.request.path.split('/')[1] as string;
    const payment = await send(gateway(), PayInvoiceMutation, {
      variables: { invoiceId, card, expiry, version },
      headers: auth,
    });
    expect(readFragment(ActDetailFragment, payment.result.data?.payInvoice)?.version).toBe(pay.body.version);
    const invite = reject.request.path.split('/')[1] as string;
    const answered = await send(gateway(), AnswerInvitationMutation, {
      variables: { token: invite, accept: false },
      headers: auth,
    });
    expect(answered.result.errors).toBeUndefined();
    expect(readFragment(ActDetailFragment, answered.result.data?.answerInvitation)?.view.state).toBe(
      reject.body.view.state,
    );
    expect(ministry().seen.map(seenAs)).toEqual([asSeen(created), asSeen(pay), asSeen(reject)]);
  });

  it('invitation reads the invited party and the act', async () => {
    const invitation = recorded<{
      party: { id: number; role: string; coOwner: boolean; status: null };
      act: Detail;
    }>('invitation');
    ministry().script(() => replay('invitation'));
    const invite = invitation.request.path.split('/')[1] as string;
    const { result } = await send(gateway(), InvitationQuery, {
      variables: { token: invite },
      headers: auth,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.invitation.party).toEqual({
      ...invitation.body.party,
      id: String(invitation.body.party.id),
    });
    expect(readFragment(ActDetailFragment, result.data?.invitation.act)).toMatchObject({
      uuid,
      viewer: { role: 'party' },
    });
    expect(seenAs(only())).toEqual(asSeen(invitation));
  });

  it('setActNotary, setActVehiclePrice and setActPartyPhone make the edit calls the ministry answered', async () => {
    const names = ['act-set-notary', 'act-set-vehicle-price', 'act-set-party-phone'] as const;
    const [notary, price, phone] = names.map((name) => recorded<Detail>(name)) as [
      Recorded<Detail>,
      Recorded<Detail>,
      Recorded<Detail>,
    ];
    ministry().script((request) =>
      replay(
        request.url.endsWith('/notary') ? names[0] : request.url.includes('/vehicles/') ? names[1] : names[2],
      ),
    );
    const chosen = notary.request.body as { version: number; notary: { mode: 'manual'; notaryId: number } };
    const renotaried = await send(gateway(), SetActNotaryMutation, {
      variables: { uuid, version: chosen.version, notary: { ...chosen.notary, regionId: null } },
      headers: auth,
    });
    expect(readFragment(ActDetailFragment, renotaried.result.data?.setActNotary)?.version).toBe(
      notary.body.version,
    );
    const priced = price.request.body as { version: number; price: number };
    const subjectId = price.request.path.split('/').at(-1) as string;
    const repriced = await send(gateway(), SetActVehiclePriceMutation, {
      variables: { uuid, version: priced.version, subjectId, price: priced.price },
      headers: auth,
    });
    expect(readFragment(ActDetailFragment, repriced.result.data?.setActVehiclePrice)?.version).toBe(
      price.body.version,
    );
    const phoned = phone.request.body as { version: number; phone: string };
    const partyId = phone.request.path.split('/').at(-1) as string;
    const rephoned = await send(gateway(), SetActPartyPhoneMutation, {
      variables: { uuid, version: phoned.version, partyId, phone: phoned.phone },
      headers: auth,
    });
    expect(rephoned.result.errors).toBeUndefined();
    expect(ministry().seen.map(seenAs)).toEqual([asSeen(notary), asSeen(price), asSeen(phone)]);
  });

  it('setActRealEstate and setActOtherSubject post the subject in so’m; a changed cadastre number is BAD_REQUEST with its field', async () => {
    const names = ['act-set-real-estate', 'act-set-other-subject', 'act-set-real-estate-cadastre'] as const;
    const [estate, other, cadastre] = names.map((name) => recorded<Detail>(name)) as [
      Recorded<Detail>,
      Recorded<Detail>,
      Recorded<Detail>,
    ];
    const replies = [...names];
    ministry().script(() => replay(replies.shift()!));
    const subjectOf = (r: Recorded) => r.request.path.split('/').at(-1) as string;
    const uuidOf = (r: Recorded) => r.request.path.split('/')[1] as string;
    const { version: estateVersion, ...realEstate } = estate.request.body as {
      version: number;
    } & ActRealEstateInput;
    const set = await send(gateway(), SetActRealEstateMutation, {
      variables: { uuid: uuidOf(estate), version: estateVersion, subjectId: subjectOf(estate), realEstate },
      headers: auth,
    });
    expect(set.result.errors).toBeUndefined();
    const answered = readFragment(ActDetailFragment, set.result.data?.setActRealEstate);
    const stored = estate.body.subjects.realEstates?.[0];
    expect(answered?.subjects.realEstates[0]).toMatchObject({
      id: String(stored?.id),
      street: 'Nukus',
      price: stored?.price,
    });
    const { version: otherVersion, ...values } = other.request.body as {
      version: number;
    } & ActOtherSubjectInput;
    const setOther = await send(gateway(), SetActOtherSubjectMutation, {
      variables: { uuid: uuidOf(other), version: otherVersion, subjectId: subjectOf(other), other: values },
      headers: auth,
    });
    expect(setOther.result.errors).toBeUndefined();
    const otherAnswer = readFragment(ActDetailFragment, setOther.result.data?.setActOtherSubject);
    expect(otherAnswer?.subjects.other).toMatchObject({
      id: subjectOf(other),
      shares: [{ share: { numerator: 1, denominator: 1 } }],
    });
    const { version: refusedVersion, ...moved } = cadastre.request.body as {
      version: number;
    } & ActRealEstateInput;
    const refused = await send(gateway(), SetActRealEstateMutation, {
      variables: {
        uuid: uuidOf(cadastre),
        version: refusedVersion,
        subjectId: subjectOf(cadastre),
        realEstate: moved,
      },
      headers: auth,
    });
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      ministryCode: 'validation_failed',
      fields: { cadastreNumber: expect.stringMatching(/^Kadastr raqamini o‘zgartirib bo‘lmaydi/) },
    });
    expect(ministry().seen.map(seenAs)).toEqual([asSeen(estate), asSeen(other), asSeen(cadastre)]);
  });

  it('actUuid asks the act numbered rid for its uuid', async () => {
    const byRid = recorded<{ rid: number; uuid: string }>('act-by-rid');
    ministry().script(() => replay('act-by-rid'));
    const { result } = await send(gateway(), ActUuidQuery, {
      variables: { rid: byRid.body.rid },
      headers: auth,
    });
    expect(result.data?.actUuid).toBe(byRid.body.uuid);
    expect(seenAs(only())).toEqual(asSeen(byRid));

    ministry().script(() => replay('act-stranger'));
    const refused = await send(gateway(), ActUuidQuery, {
      variables: { rid: byRid.body.rid },
      headers: auth,
    });
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({ code: 'PIN_NOT_FOUND_IN_UUID' });
  });

  it('vehicleLookup and notaryQueue pass their arguments as the query', async () => {
    const lookup = recorded<{ owners: unknown[]; vehicle: { stateNumber: string } }>('vehicle-lookup');
    const queue = recorded<{ notaryId: number; officeId: number; total: number }>('notary-queue');
    ministry().script((request) =>
      request.url.startsWith('/api/vehicles/lookup') ? replay('vehicle-lookup') : replay('notary-queue'),
    );
    const key = Object.fromEntries(new URL(lookup.request.path, 'http://ministry').searchParams) as {
      stateNumber: string;
      techPassportSeries: string;
      techPassportNumber: string;
    };
    const found = await send(gateway(), VehicleLookupQuery, { variables: key, headers: auth });
    expect(found.result.data?.vehicleLookup.owners).toEqual(lookup.body.owners);
    expect(found.result.data?.vehicleLookup.vehicle.stateNumber).toBe(lookup.body.vehicle.stateNumber);
    const listed = await send(gateway(), NotaryQueueQuery, { variables: { step: 2 }, headers: auth });
    const { notaryId, officeId, total } = queue.body;
    expect(listed.result.data?.notaryQueue).toMatchObject({ notaryId, officeId, total });
    expect(ministry().seen.map(seenAs)).toEqual([asSeen(lookup), asSeen(queue)]);
  });

  // Query.smsOutbox is the sandbox's; no client of ours sends it (the e2e suite reads the ministry).
  it('smsOutbox passes the phone and answers the sandbox SMS gateway’s messages', async () => {
    const outbox =
      recorded<{ id: number; phone: string; link: string; qr: string; at: string }[]>('sms-outbox');
    ministry().script(() => replay('sms-outbox'));
    const phone = new URL(outbox.request.path, 'http://ministry').searchParams.get('phone');
    const { result } = await sendText(
      gateway(),
      'query SmsOutbox($phone: String!) { smsOutbox(phone: $phone) { id phone link qr at } }',
      { variables: { phone } },
    );
    expect(result.data?.smsOutbox).toEqual(
      outbox.body.map(({ id, phone, link, qr, at }) => ({ id: String(id), phone, link, qr, at })),
    );
    expect(seenAs(only())).toEqual(asSeen(outbox));
  });

  // Each acts error of docs/contracts.md as the sandbox ministry answers it -> code and extensions.
  // not_assigned_notary needs a second notary in one office, which the seed does not have: scripted.
  const cases: [string, Reply, Record<string, unknown>][] = [
    ...(
      [
        ['act-set-party-phone-stale-version', 'STALE_VERSION', ['version']],
        ['event-transition-refused', 'TRANSITION_REFUSED', ['reason']],
        ['create-act-duplicate', 'BAD_REQUEST', ['uuid', 'rid', 'link']],
        ['create-act-vehicle-bans-fines', 'BAD_REQUEST', ['bans', 'fines']],
        ['create-act-deceased-party', 'BAD_REQUEST', ['pin']],
        ['create-act-enforcement-debt', 'BAD_REQUEST', ['link']],
        ['create-act-co-owner-missing', 'BAD_REQUEST', ['missing']],
        ['event-validation-failed', 'BAD_REQUEST', ['fields']],
        ['act-unknown', 'UUID_NOT_FOUND', ['uuid']],
        ['act-stranger', 'PIN_NOT_FOUND_IN_UUID', []],
      ] as const
    ).map(([name, code, params]): [string, Reply, Record<string, unknown>] => {
      const body = recordedBody<Record<string, unknown> & { code: string }>(name);
      const passed = Object.fromEntries(params.map((param) => [param, body[param]]));
      return [name, replay(name), { code, ministryCode: body.code, ...passed }];
    }),
    [
      'not_assigned_notary',
      json(403, { code: 'not_assigned_notary', message: 'Boshqa notarius' }),
      { code: 'FORBIDDEN', ministryCode: 'not_assigned_notary' },
    ],
  ];

  it.each(cases)('maps %s to its code with the extensions the UI needs', async (_name, reply, extensions) => {
    ministry().script(() => reply);
    const { result } = await send(gateway(), SendActEventMutation, {
      variables: { uuid, type: 'act_sentForCheck', version: 1 },
      headers: auth,
    });
    expect(result.data).toBeNull();
    const error = result.errors?.[0];
    expect(error?.extensions).toEqual(extensions);
    expect(error?.message).toBe(JSON.parse(reply.body ?? '{}').message);
  });

  it('notaryQueue for a user who is not a notary is FORBIDDEN not_a_notary', async () => {
    ministry().script(() => replay('notary-queue-not-a-notary'));
    const { result } = await send(gateway(), NotaryQueueQuery, { headers: auth });
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', ministryCode: 'not_a_notary' });
  });

  it('logs no personal data of the acts errors and answers', async () => {
    const joined = logs.lines.join('\n');
    // The deceased co-owner's PIN (an error parameter) and the buyer's (a party of the detail).
    expect(joined).not.toContain(recordedBody<{ pin: string }>('create-act-deceased-party').pin);
    expect(joined).not.toContain(paid.parties.find((p) => !p.applicant)?.pin);
    expect(joined).not.toContain(token);
  });
});

// The ministry's event stream as recorded: its opening (the retry line) and one `changed` event, whose
// id and version are set to the version announced.
const [streamOpening, recordedEvent] = recordedBody<string>('act-watch').split('\n\n') as [string, string];
const streamType = recorded('act-watch').headers['content-type'] as string;
const changed = (version: number) =>
  `${recordedEvent
    .split('\n')
    .map((line) =>
      line.startsWith('id:')
        ? `id: ${version}`
        : line.startsWith('data:')
          ? `data: ${JSON.stringify({ ...JSON.parse(line.slice(5)), version })}`
          : line,
    )
    .join('\n')}\n\n`;

/** The act as the applicant first read it, at another version. */
const detail = (version: number) => ({ ...recordedBody<Detail>('act'), uuid, version });

describe('actChanged over graphql-ws against a scripted SSE stream', () => {
  /** The open watch streams, newest last. */
  const streams: ServerResponse[] = [];
  let closedStreams = 0;
  let current = 1;
  let watchReply: Reply | undefined;

  const event = (res: ServerResponse, version: number) => res.write(changed(version));

  const ministry = scriptedMinistryForSuite((request, res) => {
    if (request.url === `/api/notarial_act/${uuid}/watch`) {
      if (watchReply) return watchReply;
      res.writeHead(200, { 'content-type': streamType });
      res.write(`${streamOpening}\n\n`);
      event(res, current);
      streams.push(res);
      res.on('close', () => {
        closedStreams += 1;
      });
      return undefined;
    }
    if (request.url === `/api/notarial_act/${uuid}`) return replay('act', { body: detail(current) });
    return replay('file-unknown');
  });
  const gateway = gatewayForSuite(() => ({
    ministryUrl: ministry().url,
    // Short delays and a short silence limit, so reconnects happen within the test's wait.
    actWatch: { minDelayMs: 20, maxDelayMs: 100, idleTimeoutMs: 400, connectTimeoutMs: 2_000 },
  }));
  let url: string;
  beforeAll(async () => {
    url = await gateway().listen(0, '127.0.0.1');
  });
  afterEach(() => {
    ministry().seen.length = 0;
    watchReply = undefined;
  });

  const connect = () => wsClient(url, { token, locale: 'uz' });

  it('pushes the current act at once, then each newer version, and closes the stream at the end', async () => {
    current = 1;
    const closedBefore = closedStreams;
    const client = connect();
    try {
      const updates = client.iterate({ query: print(ActChangedSubscription), variables: { uuid } });
      const first = await updates.next();
      expect(first.value?.data?.actChanged).toMatchObject({ uuid, version: 1 });
      const watch = ministry().seen.find((r) => r.url.endsWith('/watch'));
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
      const reads = ministry().seen.filter((r) => r.url === `/api/notarial_act/${uuid}`).length;
      event(stream, 4);
      current = 5;
      event(stream, 5);
      expect((await updates.next()).value?.data?.actChanged?.version).toBe(5);
      expect(ministry().seen.filter((r) => r.url === `/api/notarial_act/${uuid}`)).toHaveLength(reads + 1);

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
    watchReply = replay('act-stranger');
    const client = connect();
    try {
      const updates = client.iterate({ query: print(ActChangedSubscription), variables: { uuid } });
      const first = await updates.next();
      expect(first.value?.data).toBeNull();
      expect(first.value?.errors?.[0]).toMatchObject({
        message: recordedBody<{ message: string }>('act-stranger').message,
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
        expect(ministry().seen.filter((r) => r.url.endsWith('/watch')).length).toBeGreaterThanOrEqual(2),
      );
      watchReply = undefined;
      expect((await first).value?.data?.actChanged?.version).toBe(6);
      await updates.return?.();
    } finally {
      await client.dispose();
    }
  });
});
