import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import { NotaryOfficesQuery, PrecheckMutation, RegionsQuery } from './documents.js';
import { json, type ScriptedMinistry, send, startGateway, startScriptedMinistry, text } from './harness.js';

const tashkent = {
  id: 10,
  name: { oz: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'город Ташкент' },
  districts: [
    {
      id: 1001,
      regionId: 10,
      name: { oz: 'Chilonzor tumani', uz: 'Чилонзор тумани', ru: 'Чиланзарский район' },
    },
  ],
};

describe('what travels between client, gateway and ministry', () => {
  let ministry: ScriptedMinistry;
  let gateway: Gateway;

  beforeAll(async () => {
    ministry = await startScriptedMinistry();
    gateway = startGateway({ ministryUrl: ministry.url });
  });
  afterAll(async () => {
    await gateway.close();
    await ministry.close();
  });

  it('forwards the bearer token and the language, and returns the refreshed token to the client', async () => {
    ministry.script(() => json(200, [tashkent], { 'x-refreshed-token': 'token-2' }));
    const before = ministry.seen.length;
    const { response, result } = await send(gateway, RegionsQuery, {
      headers: { authorization: 'Bearer token-1', 'accept-language': 'ru' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.regions).toEqual([tashkent]);
    expect(response.headers.get('x-refreshed-token')).toBe('token-2');
    const [call] = ministry.seen.slice(before);
    expect(call).toMatchObject({ method: 'GET', url: '/api/regions' });
    expect(call?.headers.authorization).toBe('Bearer token-1');
    expect(call?.headers['accept-language']).toBe('ru');
  });

  it('sends no refreshed token when the ministry refreshed none, and no token when the client had none', async () => {
    ministry.script(() => json(200, [tashkent]));
    const before = ministry.seen.length;
    const { response } = await send(gateway, RegionsQuery);
    expect(response.headers.has('x-refreshed-token')).toBe(false);
    const [call] = ministry.seen.slice(before);
    expect(call?.headers.authorization).toBeUndefined();
    // oz is the default language of the portal and of the ministry.
    expect(call?.headers['accept-language']).toBe('oz');
  });

  it('does not take a refreshed token from an error answer', async () => {
    ministry.script(() =>
      json(404, { code: 'not_found', message: 'x' }, { 'x-refreshed-token': 'should-not-pass' }),
    );
    const { response } = await send(gateway, RegionsQuery, { headers: { authorization: 'Bearer t' } });
    expect(response.headers.has('x-refreshed-token')).toBe(false);
  });

  it('maps browser language tags onto the portal locales', async () => {
    ministry.script(() => json(200, []));
    const languageSeen = async (header: string) => {
      const before = ministry.seen.length;
      await send(gateway, RegionsQuery, { headers: { 'accept-language': header } });
      return ministry.seen[before]?.headers['accept-language'];
    };
    expect(await languageSeen('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(await languageSeen('uz-Cyrl-UZ')).toBe('uz');
    expect(await languageSeen('uz-Latn-UZ,ru;q=0.5')).toBe('oz');
    expect(await languageSeen('en-US,de;q=0.5')).toBe('oz');
    expect(await languageSeen('en;q=0.9,uz;q=0.8,ru;q=0.7')).toBe('uz');
  });

  it('lets a cross-origin client read the refreshed token header (CORS)', async () => {
    ministry.script(() => json(200, [], { 'x-refreshed-token': 'token-3' }));
    const { response } = await send(gateway, RegionsQuery, { headers: { origin: 'http://kiosk.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://kiosk.example');
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
      'x-refreshed-token',
    );
  });

  it('passes the region filter of notaryOffices as a query parameter', async () => {
    ministry.script(() => json(200, []));
    const before = ministry.seen.length;
    await send(gateway, NotaryOfficesQuery, { variables: { regionId: 10 } });
    await send(gateway, NotaryOfficesQuery);
    expect(ministry.seen.slice(before).map((r) => r.url)).toEqual([
      '/api/notary_offices?regionId=10',
      '/api/notary_offices',
    ]);
  });

  it('precheck posts the passport data as JSON and is true on Ok', async () => {
    ministry.script(() => text(200, 'Ok', { 'x-refreshed-token': 'token-4' }));
    const before = ministry.seen.length;
    const input = { passserial: 'AA', passnum: '1234567', pin: '31234567890123' };
    const { response, result } = await send(gateway, PrecheckMutation, {
      variables: { input },
      headers: { 'accept-language': 'uz' },
    });
    expect(result).toEqual({ data: { precheck: true } });
    expect(response.headers.get('x-refreshed-token')).toBe('token-4');
    const [call] = ministry.seen.slice(before);
    expect(call).toMatchObject({ method: 'POST', url: '/api/check_before_auth' });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['accept-language']).toBe('uz');
    expect(JSON.parse(call?.body ?? '')).toEqual(input);
  });
});
