import { describe, expect, it } from 'vitest';
import { seedOffices } from '../../ministry/db/seed/index.js';
import { NotariesQuery } from '../../ui/features/acts/notary-choice.documents.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, scriptedMinistryForSuite, send } from './harness.js';
import { recordedBody, replay } from './recorded.js';

// Query.notaries against a scripted ministry answering with its recorded answers: the filters reach
// GET /api/notaries as query parameters with the caller's language, the answer comes back as the
// ministry gave it, and a refused filter is a BAD_REQUEST naming the field.

interface Notary {
  id: number;
  name: Record<string, string>;
  licenseNumber: string;
  office: { id: number; name: unknown; address: unknown; phone: string } & Record<string, unknown>;
}

const notaries = recordedBody<Notary[]>('notaries');
// What the UI's notary choice selects of each.
const selected = notaries.map(({ id, name, licenseNumber, office }) => ({
  id,
  name,
  licenseNumber,
  office: { id: office.id, name: office.name, address: office.address, phone: office.phone },
}));

describe('Query.notaries', () => {
  const ministry = scriptedMinistryForSuite();
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));

  it('asks the ministry with the filters given and answers its list', async () => {
    ministry().script(() => replay('notaries'));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), NotariesQuery, {
      variables: { regionId: 1726, districtId: 172606, name: 'сардор олим' },
      headers: { 'accept-language': 'ru' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.notaries).toEqual(selected);
    const [call] = ministry().seen.slice(before);
    expect(call?.method).toBe('GET');
    const url = new URL(call?.url ?? '', 'http://ministry.test');
    expect(url.pathname).toBe('/api/notaries');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      regionId: '1726',
      districtId: '172606',
      name: 'сардор олим',
    });
    expect(call?.headers['accept-language']).toBe('ru');
  });

  it('leaves out the filters not given', async () => {
    ministry().script(() => replay('notaries', { body: [] }));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), NotariesQuery, { variables: { regionId: 1718, name: null } });
    expect(result.data?.notaries).toEqual([]);
    await send(gateway(), NotariesQuery);
    expect(
      ministry()
        .seen.slice(before)
        .map((r) => r.url),
    ).toEqual(['/api/notaries?regionId=1718', '/api/notaries']);
  });

  it('answers a refused filter with BAD_REQUEST and the field’s message', async () => {
    const { message } = recordedBody<{ message: string }>('notaries-name-too-short');
    ministry().script(() => replay('notaries-name-too-short'));
    const { result } = await send(gateway(), NotariesQuery, { variables: { name: 'a' } });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_REQUEST', ministryCode: 'validation_failed', fields: { name: message } },
    });
  });

  it('reports an answer of the wrong shape as an integration error, not a half-read list', async () => {
    const withoutOffice = notaries.map(({ office: _office, ...notary }) => notary);
    ministry().script(() => replay('notaries', { body: withoutOffice }));
    const { result } = await send(gateway(), NotariesQuery);
    expect(result.errors?.[0]?.extensions?.code).toBe('INTEGRATION_ERROR');
  });
});

// The same query against the sandbox ministry: its answer passes the gateway's schema as it is.
describe('Query.notaries against the sandbox ministry', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));

  it('lists the active notaries of a district, and refuses a one-letter name in the caller’s language', async () => {
    const chilonzor = seedOffices.find((o) => o.id === 2)!;
    const { result } = await send(gateway(), NotariesQuery, {
      variables: { regionId: chilonzor.regionId, districtId: chilonzor.districtId },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.notaries.map((n) => [n.name.oz, n.office.id, n.office.phone])).toEqual([
      ['Tojiyev Sardor Olim o‘g‘li', 2, chilonzor.phone],
    ]);

    const refused = await send(gateway(), NotariesQuery, {
      variables: { name: 'т' },
      headers: { 'accept-language': 'uz' },
    });
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { name: 'Нотариус исмидан камида 2 та белги киритинг' },
    });
  });
});
