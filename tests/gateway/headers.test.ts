import { describe, expect, it } from 'vitest';
import { ActFilterReferenceQuery } from '../../ui/features/acts/acts.documents.js';
import { NotaryChoiceRegionsQuery } from '../../ui/features/acts/notary-choice.documents.js';
import { PrecheckMutation } from '../../ui/features/auth/auth.documents.js';
import { gatewayForSuite, scriptedMinistryForSuite, send } from './harness.js';
import { recordedBody, replay, selectedRegions } from './recorded.js';

describe('what travels between client, gateway and ministry', () => {
  const ministry = scriptedMinistryForSuite();
  const gateway = gatewayForSuite(() => ({
    ministryUrl: ministry().url,
    corsOrigins: ['http://kiosk.example'],
  }));

  it('forwards the bearer token and the language, and returns the refreshed token to the client', async () => {
    ministry().script(() => replay('regions', { headers: { 'x-refreshed-token': 'token-2' } }));
    const before = ministry().seen.length;
    const { response, result } = await send(gateway(), NotaryChoiceRegionsQuery, {
      headers: { authorization: 'Bearer token-1', 'accept-language': 'ru' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.regions).toEqual(selectedRegions);
    expect(response.headers.get('x-refreshed-token')).toBe('token-2');
    const [call] = ministry().seen.slice(before);
    expect(call).toMatchObject({ method: 'GET', url: '/api/regions' });
    expect(call?.headers.authorization).toBe('Bearer token-1');
    expect(call?.headers['accept-language']).toBe('ru');
  });

  it('sends no refreshed token when the ministry refreshed none, and no token when the client had none', async () => {
    ministry().script(() => replay('regions'));
    const before = ministry().seen.length;
    const { response } = await send(gateway(), NotaryChoiceRegionsQuery);
    expect(response.headers.has('x-refreshed-token')).toBe(false);
    const [call] = ministry().seen.slice(before);
    expect(call?.headers.authorization).toBeUndefined();
    // oz is the default language of the portal and of the ministry.
    expect(call?.headers['accept-language']).toBe('oz');
  });

  it('does not take a refreshed token from an error answer', async () => {
    ministry().script(() => replay('file-unknown', { headers: { 'x-refreshed-token': 'should-not-pass' } }));
    const { response } = await send(gateway(), NotaryChoiceRegionsQuery, {
      headers: { authorization: 'Bearer t' },
    });
    expect(response.headers.has('x-refreshed-token')).toBe(false);
  });

  it('maps browser language tags onto the portal locales', async () => {
    ministry().script(() => replay('regions'));
    const languageSeen = async (header: string) => {
      const before = ministry().seen.length;
      await send(gateway(), NotaryChoiceRegionsQuery, { headers: { 'accept-language': header } });
      return ministry().seen[before]?.headers['accept-language'];
    };
    expect(await languageSeen('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(await languageSeen('uz-Cyrl-UZ')).toBe('uz');
    expect(await languageSeen('uz-Latn-UZ,ru;q=0.5')).toBe('oz');
    expect(await languageSeen('en-US,de;q=0.5')).toBe('oz');
    expect(await languageSeen('en;q=0.9,uz;q=0.8,ru;q=0.7')).toBe('uz');
  });

  it('lets an allowed cross-origin client read the refreshed token header (CORS_ORIGINS)', async () => {
    ministry().script(() => replay('regions', { headers: { 'x-refreshed-token': 'token-3' } }));
    const { response } = await send(gateway(), NotaryChoiceRegionsQuery, {
      headers: { origin: 'http://kiosk.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://kiosk.example');
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
      'x-refreshed-token',
    );
  });

  it('the acts filter reads the act types and every notary office, with no region filter', async () => {
    ministry().script((request) =>
      request.url.startsWith('/api/act_types') ? replay('act-types') : replay('notary-offices'),
    );
    const before = ministry().seen.length;
    const { result } = await send(gateway(), ActFilterReferenceQuery);
    expect(result.errors).toBeUndefined();
    const offices = recordedBody<{ id: number; name: Record<string, string> }[]>('notary-offices');
    expect(result.data?.notaryOffices).toEqual(offices.map(({ id, name }) => ({ id, name })));
    expect(result.data?.actTypes).toHaveLength(recordedBody<unknown[]>('act-types').length);
    expect(
      ministry()
        .seen.slice(before)
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/api/act_types', '/api/notary_offices']);
  });

  it('precheck posts the passport data as JSON and is true on Ok', async () => {
    ministry().script(() => replay('check-before-auth', { headers: { 'x-refreshed-token': 'token-4' } }));
    const before = ministry().seen.length;
    const input = { passserial: 'AA', passnum: '1234567', pin: '31234567890123' };
    const { response, result } = await send(gateway(), PrecheckMutation, {
      variables: { input },
      headers: { 'accept-language': 'uz' },
    });
    expect(result).toEqual({ data: { precheck: true } });
    expect(response.headers.get('x-refreshed-token')).toBe('token-4');
    const [call] = ministry().seen.slice(before);
    expect(call).toMatchObject({ method: 'POST', url: '/api/check_before_auth' });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['accept-language']).toBe('uz');
    expect(JSON.parse(call?.body ?? '')).toEqual(input);
  });
});
