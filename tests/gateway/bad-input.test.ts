import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Gateway } from '../../gateway/app.js';
import { type Locale, translate } from '../../gateway/i18n.js';
import { locales } from '../../machines/text/locales';
import {
  ActChangedSubscription,
  ActQuery,
  ActUuidQuery,
  AnswerInvitationMutation,
  InvitationQuery,
  PayInvoiceMutation,
  SetActPartyPhoneMutation,
  SetActVehiclePriceMutation,
} from '../../ui/features/acts/acts.documents.js';
import { NotariesQuery } from '../../ui/features/acts/notary-choice.documents.js';
import { PrecheckMutation } from '../../ui/features/auth/auth.documents.js';
import { EqueueSlotsQuery } from '../../ui/features/equeue/equeue.documents.js';
import {
  captureLogs,
  json,
  type ScriptedMinistry,
  send,
  sendText,
  startGateway,
  startScriptedMinistry,
} from './harness.js';

// The gateway checks ids, tokens and text before it builds a ministry URL (decision 026): a lone
// UTF-16 surrogate or a NUL in any variable, a numeric id that is not a positive 32-bit integer, an
// invitation token that is not one and an over-long act uuid are each BAD_REQUEST in the request's
// language, naming the parameter, and the ministry never hears of them. Before, a lone surrogate
// reached encodeURIComponent and came back as INTERNAL_SERVER_ERROR ("URI malformed").

const uuid = '3f2b8c1e-5d4a-4c6b-9e8f-1a2b3c4d5e6f';
const token = 'Zq3xT9v0Lw8sYk2mRb7nHc4pJd6fGa1e';

describe('bad input stops at the gateway', () => {
  let ministry: ScriptedMinistry;
  let gateway: Gateway;
  const logs = captureLogs();

  beforeAll(async () => {
    ministry = await startScriptedMinistry(() => json(404, { code: 'not_found', message: 'x' }));
    gateway = startGateway({ ministryUrl: ministry.url, logger: logs.logger });
  });
  afterAll(async () => {
    await gateway?.close();
    await ministry?.close();
  });

  function expectRefused(
    result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] },
    field: string,
    key: Parameters<typeof translate>[1],
    locale: Locale,
  ) {
    const message = translate(locale, key);
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_REQUEST', fields: { [field]: message } },
    });
  }

  describe.each(locales)('in %s', (locale) => {
    const headers = { 'accept-language': locale, authorization: 'Bearer abc.def.ghi' };

    it.each([
      ['a lone high surrogate', '\uD800'],
      ['a lone low surrogate', 'x\uDC00y'],
      ['a NUL', 'a\u0000b'],
    ])('refuses %s in any variable before a resolver runs', async (_name, bad) => {
      const sent = ministry.seen.length;
      const cases = [
        { document: ActQuery, variables: { uuid: bad }, field: 'uuid' },
        { document: InvitationQuery, variables: { token: bad }, field: 'token' },
        { document: NotariesQuery, variables: { name: bad }, field: 'name' },
        {
          document: PrecheckMutation,
          variables: { input: { passserial: 'AB', passnum: '1000002', pin: bad } },
          field: 'input.pin',
        },
        {
          document: PayInvoiceMutation,
          variables: { invoiceId: '1', card: bad, expiry: '12/30' },
          field: 'card',
        },
      ] as const;
      for (const { document, variables, field } of cases) {
        // biome-ignore lint/suspicious/noExplicitAny: one loop over documents of different variable types
        const { response, result } = await send(gateway, document as any, { variables, headers });
        expect(response.status).toBeLessThan(500);
        expectRefused(result, field, 'input.invalidText', locale);
      }
      expect(ministry.seen.length).toBe(sent);
    });

    it('refuses numeric ids that are not positive 32-bit integers', async () => {
      const sent = ministry.seen.length;
      for (const id of ['0', '-1', '2147483648', '9007199254740993', '1e3', '01', ' 1', 'abc', '']) {
        const pay = await send(gateway, PayInvoiceMutation, {
          variables: { invoiceId: id, card: '4444444444444448', expiry: '12/30' },
          headers,
        });
        expectRefused(pay.result, 'id', 'input.wrongId', locale);
        const price = await send(gateway, SetActVehiclePriceMutation, {
          variables: { uuid, version: 1, subjectId: id, price: 1 },
          headers,
        });
        expectRefused(price.result, 'id', 'input.wrongId', locale);
        const phone = await send(gateway, SetActPartyPhoneMutation, {
          variables: { uuid, version: 1, partyId: id, phone: '931000003' },
          headers,
        });
        expectRefused(phone.result, 'id', 'input.wrongId', locale);
      }
      for (const rid of [0, -1, -2147483648]) {
        const { result } = await send(gateway, ActUuidQuery, { variables: { rid }, headers });
        expectRefused(result, 'rid', 'input.wrongId', locale);
      }
      expect(ministry.seen.length).toBe(sent);
    });

    it('answers graphql-js’s own refusals in the request’s language, quoting no value', async () => {
      const sent = ministry.seen.length;
      const invalidValue = translate(locale, 'input.invalidValue');
      const slots = (officeId: unknown) =>
        send(gateway, EqueueSlotsQuery, {
          // biome-ignore lint/suspicious/noExplicitAny: values the variable's type refuses
          variables: { officeId: officeId as any, notaryId: null, date: '2026-12-01' },
          headers,
        });
      // 2^31 is no Int; a PIN typed where an id belongs is no Int either, and is never echoed.
      for (const officeId of [2 ** 31, '31204859990033']) {
        const { result } = await slots(officeId);
        expect(result.errors).toEqual([
          expect.objectContaining({
            message: invalidValue,
            extensions: { code: 'BAD_REQUEST', fields: { officeId: invalidValue } },
          }),
        ]);
        expect(JSON.stringify(result)).not.toMatch(/2147483648|31204859990033|cannot represent/);
      }
      // A document the schema does not validate.
      const unknown = await sendText(gateway, '{ equeueSlots(officeId: 1, date: "x") { nothingHere } }', {
        headers,
      });
      expect(unknown.result.errors?.[0]).toMatchObject({
        message: translate(locale, 'input.invalidQuery'),
        extensions: { code: 'BAD_REQUEST' },
      });
      expect(ministry.seen.length).toBe(sent);
    });

    it('refuses invitation tokens that are not one, and over-long act uuids', async () => {
      const sent = ministry.seen.length;
      for (const bad of [
        'not a token',
        'x'.repeat(65),
        'x'.repeat(100_000),
        `${token}/accept`,
        `${token}%2F..`,
      ]) {
        const read = await send(gateway, InvitationQuery, { variables: { token: bad }, headers });
        expectRefused(read.result, 'token', 'input.wrongToken', locale);
        const answer = await send(gateway, AnswerInvitationMutation, {
          variables: { token: bad, accept: true },
          headers,
        });
        expectRefused(answer.result, 'token', 'input.wrongToken', locale);
      }
      const act = await send(gateway, ActQuery, { variables: { uuid: 'x'.repeat(65) }, headers });
      expectRefused(act.result, 'uuid', 'input.wrongUuid', locale);
      expect(ministry.seen.length).toBe(sent);
    });
  });

  it('passes the largest id, a real token and a uuid to the ministry, which answers for them', async () => {
    const sent = ministry.seen.length;
    await send(gateway, PayInvoiceMutation, {
      variables: { invoiceId: '2147483647', card: '4444444444444448', expiry: '12/30' },
    });
    await send(gateway, InvitationQuery, { variables: { token } });
    await send(gateway, ActQuery, { variables: { uuid } });
    await send(gateway, ActUuidQuery, { variables: { rid: 2147483647 } });
    expect(ministry.seen.slice(sent).map((r) => r.url)).toEqual([
      '/api/invoices/2147483647/pay',
      `/api/invitations/${token}`,
      `/api/notarial_act/${uuid}`,
      '/api/notarial_act/by_rid/2147483647',
    ]);
  });

  it('logs an invitation call with its token blanked', async () => {
    await send(gateway, AnswerInvitationMutation, { variables: { token, accept: false } });
    const lines = logs.lines.join('\n');
    expect(lines).toContain('/api/invitations/[redacted]/reject');
    expect(lines).not.toContain(token);
  });

  it('does not send on a bearer token that cannot be a session token', async () => {
    const sent = ministry.seen.length;
    await send(gateway, ActQuery, {
      variables: { uuid },
      headers: { authorization: `Bearer ${'a'.repeat(5000)}` },
    });
    await send(gateway, ActQuery, { variables: { uuid }, headers: { authorization: 'Bearer abc.def.ghi' } });
    const [overLong, plausible] = ministry.seen.slice(sent);
    expect(overLong?.headers.authorization).toBeUndefined();
    expect(plausible?.headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('refuses a lone surrogate in a subscription over graphql-ws too', async () => {
    const url = await gateway.listen(0, '127.0.0.1');
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { locale: 'ru' },
      retryAttempts: 0,
      lazy: true,
    });
    const sent = ministry.seen.length;
    try {
      const results = client.iterate({ query: print(ActChangedSubscription), variables: { uuid: '\uD800' } });
      const first = await results.next();
      expectRefused(first.value ?? {}, 'uuid', 'input.invalidText', 'ru');
      await results.return?.();
    } finally {
      await client.dispose();
    }
    expect(ministry.seen.length).toBe(sent);
  });
});
