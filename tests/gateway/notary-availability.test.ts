import { describe, expect, it } from 'vitest';
import { NotaryAvailabilityQuery } from '../../ui/features/acts/notary-choice.documents.js';
import { sessionHeadersOf } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// Query.notaryAvailability (decision 079), the document the creation form sends as it opens, against
// the sandbox ministry: Yusupova's region (Andijan) has no notary on the portal, and the nearest region
// that has one is Tashkent city; names come in the caller's language.

describe('Query.notaryAvailability against the sandbox ministry', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));

  const headersOf = (userid: string, language: string) =>
    sessionHeadersOf(ministry(), userid, { 'accept-language': language });

  it('tells Yusupova her region has no notary on the portal and offers the nearest that has one', async () => {
    const { result } = await send(gateway(), NotaryAvailabilityQuery, {
      headers: await headersOf('myusupova', 'ru'),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.notaryAvailability).toEqual({
      region: { id: 1703, name: 'Андижанская область' },
      available: false,
      nearest: { id: 1726, name: 'город Ташкент' },
    });
  });

  it('says a named region with a notary has one', async () => {
    const { result } = await send(gateway(), NotaryAvailabilityQuery, {
      variables: { regionId: 1718 },
      headers: await headersOf('myusupova', 'oz'),
    });
    expect(result.data?.notaryAvailability).toEqual({
      region: { id: 1718, name: 'Samarqand viloyati' },
      available: true,
      nearest: null,
    });
  });

  it('refuses a malformed region id with BAD_REQUEST naming the field, in the caller’s language', async () => {
    const { result } = await send(gateway(), NotaryAvailabilityQuery, {
      variables: { regionId: -4 },
      headers: await headersOf('myusupova', 'uz'),
    });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      ministryCode: 'validation_failed',
      fields: { regionId: 'Ҳудуд идентификатори мусбат бутун сон бўлиши керак' },
    });
  });

  it('asks a signed-in user only: without a session a login is required', async () => {
    const { result } = await send(gateway(), NotaryAvailabilityQuery);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });
});
