import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRecordId } from '../../machines/fields/record-id';
import { locales } from '../../machines/text/locales';
import { maxPage } from '../../ministry/acts/queries';
import { type Language, translate } from '../../ministry/i18n';
import { drivers, startTestMinistry, type TestMinistry } from '../support/ministry';
import { addVehicle, type Client, cleanSale, clientOf, type Json } from './acts-support';

// Every numeric id and filter of the REST API is a positive 32-bit integer (decision 026): beyond it
// the value would reach PostgreSQL and fail there (22003, a 500). Each is refused with 400
// validation_failed naming the field, in the request's language; the largest id still passes.
// Text with a NUL or a lone surrogate is refused the same way wherever it comes.

const languages: Language[] = [...locales];
// As a path or query carries them, and as JSON numbers.
const outOfRange = ['0', '-1', '2147483648', '-2147483649', '9007199254740993', '1e3'];
const outOfRangeNumbers = [0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1.5];

describe.each(drivers)('bounded ids and text on %s', (driver) => {
  let ministry: TestMinistry;
  const clients: Partial<Record<'applicant' | 'notary', Record<Language, Client>>> = {};
  let act: Json;

  beforeAll(async () => {
    ministry = await startTestMinistry(driver);
    for (const [role, userid] of [
      ['applicant', 'drahimova'],
      ['notary', 'nabdullayeva'],
    ] as const) {
      const byLanguage = {} as Record<Language, Client>;
      for (const language of languages) byLanguage[language] = await clientOf(ministry, userid, language);
      clients[role] = byLanguage;
    }
    const vehicle = await addVehicle(ministry, ['42309929990022']);
    const created = await clients.applicant!.oz.post('/notarial_act', { ...cleanSale, vehicle });
    expect(created.status).toBe(200);
    act = (await clients.applicant!.oz.get(`/notarial_act/${created.body.uuid}`)).body;
  });
  afterAll(async () => {
    await ministry?.close();
  });

  type Case = {
    name: string;
    as?: 'applicant' | 'notary';
    /** The request for one bad value: a string of outOfRange, or a number of outOfRangeNumbers for JSON. */
    send: (client: Client, value: Json) => Promise<{ status: number; body: Json }>;
    json?: boolean;
    field: string;
    key: string;
  };

  const cases: Case[] = [
    {
      name: 'GET /notaries?regionId',
      send: (c, v) => c.get(`/notaries?regionId=${v}`),
      field: 'regionId',
      key: 'error_wrong_region_id',
    },
    {
      name: 'GET /notaries?districtId',
      send: (c, v) => c.get(`/notaries?districtId=${v}`),
      field: 'districtId',
      key: 'error_wrong_district_id',
    },
    {
      name: 'GET /notary_offices?regionId',
      send: (c, v) => c.get(`/notary_offices?regionId=${v}`),
      field: 'regionId',
      key: 'error_wrong_region_id',
    },
    ...(['notary', 'office', 'actType'] as const).map(
      (filter): Case => ({
        name: `GET /notarial_act/list?${filter}`,
        send: (c, v) => c.get(`/notarial_act/list?${filter}=${v}`),
        field: filter,
        key: 'error_wrong_filter',
      }),
    ),
    {
      name: 'POST /invoices/{id}/pay',
      send: (c, v) => c.post(`/invoices/${v}/pay`, { card: '4444 4444 4444 4448', expiry: '12/30' }),
      field: 'id',
      key: 'error_wrong_id',
    },
    {
      name: 'POST /notarial_act/{uuid}/vehicles/{id}',
      send: (c, v) => c.post(`/notarial_act/${act.uuid}/vehicles/${v}`, { version: act.version, price: 1 }),
      field: 'id',
      key: 'error_wrong_id',
    },
    ...(['real_estates', 'other'] as const).map(
      (kind): Case => ({
        name: `POST /notarial_act/{uuid}/${kind}/{id}`,
        send: (c, v) => c.post(`/notarial_act/${act.uuid}/${kind}/${v}`, { version: act.version }),
        field: 'id',
        key: 'error_wrong_id',
      }),
    ),
    {
      name: 'POST /notarial_act/{uuid}/parties/{id}',
      send: (c, v) =>
        c.post(`/notarial_act/${act.uuid}/parties/${v}`, { version: act.version, phone: '931000003' }),
      field: 'id',
      key: 'error_wrong_id',
    },
    {
      name: 'POST /notarial_act/{uuid}/notary (manual notaryId)',
      send: (c, v) =>
        c.post(`/notarial_act/${act.uuid}/notary`, {
          version: act.version,
          notary: { mode: 'manual', notaryId: v },
        }),
      json: true,
      field: 'notary.notaryId',
      key: 'error_wrong_notary_choice',
    },
    {
      name: 'POST /notarial_act (automatic choice in regionId)',
      send: (c, v) => c.post('/notarial_act', { ...cleanSale, notary: { mode: 'auto', regionId: v } }),
      json: true,
      field: 'notary.regionId',
      key: 'error_wrong_notary_choice',
    },
  ];

  describe.each(languages)('in %s', (language) => {
    it.each(cases)('$name refuses ids out of range with 400 and the field', async (c) => {
      const client = clients[c.as ?? 'applicant']![language];
      const message = translate(language, `validation.${c.key}`);
      for (const value of c.json ? outOfRangeNumbers : outOfRange) {
        const { status, body } = await c.send(client, value);
        expect({ value, status, body }).toEqual({
          value,
          status: 400,
          body: { code: 'validation_failed', message, fields: { [c.field]: message } },
        });
      }
    });

    it.each([
      ['GET /notarial_act/list', 'applicant', '/notarial_act/list'],
      ['GET /notary/queue', 'notary', '/notary/queue'],
    ] as const)('%s bounds the page and its size', async (_name, as, path) => {
      const client = clients[as]![language];
      const message = translate(language, 'validation.error_wrong_page');
      for (const query of [`page=${maxPage + 1}`, 'page=2147483648', 'page=1e15', 'size=101', 'size=0']) {
        const field = query.split('=')[0]!;
        const { status, body } = await client.get(`${path}?${query}`);
        expect({ query, status, body }).toEqual({
          query,
          status: 400,
          body: { code: 'validation_failed', message, fields: { [field]: message } },
        });
      }
      expect((await client.get(`${path}?page=${maxPage}&size=100`)).status).toBe(200);
    });

    it('refuses a NUL or a lone surrogate in a query, a path or a body, naming the field', async () => {
      const client = clients.applicant![language];
      const message = translate(language, 'validation.error_invalid_characters');
      const refused = (field: string) => ({
        status: 400,
        body: { code: 'validation_failed', message, fields: { [field]: message } },
      });
      expect(await client.get('/notaries?name=ab%00cd')).toEqual(refused('name'));
      expect(await client.get('/notarial_act/list?regnum=NA%00')).toEqual(refused('regnum'));
      expect(await client.get(`/invitations/${'a'.repeat(20)}%00`)).toEqual(refused('token'));
      expect(
        await client.post(`/notarial_act/${act.uuid}/events`, {
          type: 'act.sentForCheck',
          version: act.version,
          payload: { remark: 'x\uD800' },
        }),
      ).toEqual(refused('payload.remark'));
      expect(
        await client.post('/check_before_auth', { passserial: 'AB', passnum: '1\u0000', pin: '1' }),
      ).toEqual(refused('passnum'));
    });
  });

  it('still takes the largest id: the answer is about the record, not the number', async () => {
    const client = clients.applicant!.oz;
    expect(await client.get(`/notaries?regionId=${maxRecordId}`)).toEqual({ status: 200, body: [] });
    expect(await client.get(`/notary_offices?regionId=${maxRecordId}`)).toEqual({ status: 200, body: [] });
    expect((await client.get(`/notarial_act/list?notary=${maxRecordId}`)).body).toMatchObject({ items: [] });
    expect(
      (await client.post(`/invoices/${maxRecordId}/pay`, { card: '4444 4444 4444 4448', expiry: '12/30' }))
        .status,
    ).toBe(404);
    expect(
      (
        await client.post(`/notarial_act/${act.uuid}/vehicles/${maxRecordId}`, {
          version: act.version,
          price: 1,
        })
      ).status,
    ).toBe(404);
  });

  it('answers a path that is not UTF-8 with 400 in the request’s language, not a framework page', async () => {
    for (const language of languages) {
      const response = await fetch(`${ministry.url}/api/invitations/%ED%A0%80${'a'.repeat(20)}`, {
        headers: { 'accept-language': language },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'bad_request',
        message: translate(language, 'errors.bad_request'),
      });
    }
  });
});
