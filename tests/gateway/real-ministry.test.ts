import { describe, expect, it } from 'vitest';
import { seedActTypes, seedOffices, seedPeople, seedRegions } from '../../ministry/db/seed/index.js';
import { ActFilterReferenceQuery } from '../../ui/features/acts/acts.documents.js';
import { NotaryChoiceRegionsQuery } from '../../ui/features/acts/notary-choice.documents.js';
import { PrecheckMutation } from '../../ui/features/auth/auth.documents.js';
import { KioskActTypesQuery } from '../../ui/features/home/home.documents.js';
import { drivers, ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send, sendText } from './harness.js';

// The gateway in process against the sandbox ministry on a temporary database, for each driver, with
// the documents the UI sends. Query.health has no document in the UI: operators and the bench read it.
const health = 'query Health { health { gateway ministry { status database migrations checkedAt } } }';
describe.each(drivers)('gateway against the sandbox ministry on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));

  it('health reports the ministry up with its database driver', async () => {
    const { result } = await sendText(gateway(), health);
    expect(result.errors).toBeUndefined();
    expect(result.data?.health).toMatchObject({
      gateway: 'UP',
      ministry: { status: 'UP', database: driver, migrations: expect.any(Number) },
    });
  });

  it('regions come with their districts, named in all three locales', async () => {
    const { result } = await send(gateway(), NotaryChoiceRegionsQuery);
    expect(result.errors).toBeUndefined();
    const regions = result.data?.regions ?? [];
    expect(regions.map((r) => r.id).sort()).toEqual(seedRegions.map((r) => r.id).sort());
    const seeded = seedRegions[0];
    const region = regions.find((r) => r.id === seeded?.id);
    expect(region?.name).toEqual(seeded?.name);
    expect(region?.districts.map((d) => d.id).sort()).toEqual(seeded?.districts.map((d) => d.id).sort());
  });

  it('actTypes list the act types of the specification, named in all three locales', async () => {
    const { result } = await send(gateway(), KioskActTypesQuery);
    expect(result.errors).toBeUndefined();
    const byId = new Map((result.data?.actTypes ?? []).map((a) => [a.id, a]));
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual(
      seedActTypes.map((a) => a.id).sort((a, b) => a - b),
    );
    for (const { id, name } of seedActTypes) expect(byId.get(id)).toEqual({ id, name });
  });

  it('the acts filter reads every act type and every notary office', async () => {
    const { result } = await send(gateway(), ActFilterReferenceQuery);
    expect(result.errors).toBeUndefined();
    expect(result.data?.actTypes.map((a) => a.id).sort((a, b) => a - b)).toEqual(
      seedActTypes.map((a) => a.id).sort((a, b) => a - b),
    );
    const offices = new Map(result.data?.notaryOffices.map((o) => [o.id, o.name]));
    expect([...offices.keys()].sort((a, b) => a - b)).toEqual(
      seedOffices.map((o) => o.id).sort((a, b) => a - b),
    );
    expect(offices.get(seedOffices[0]!.id)).toEqual(seedOffices[0]!.name);
  });

  it('precheck is true for a seeded citizen', async () => {
    const person = seedPeople.find((p) => p.roles.includes('applicant'));
    if (!person) throw new Error('the seed has no applicant');
    const { passserial, passnum, pin } = person;
    const { result } = await send(gateway(), PrecheckMutation, {
      variables: { input: { passserial, passnum, pin } },
    });
    expect(result).toEqual({ data: { precheck: true } });
  });

  it('precheck with an unknown passport answers BAD_REQUEST with the ministry text in Russian', async () => {
    const { result } = await send(gateway(), PrecheckMutation, {
      variables: { input: { passserial: 'ZZ', passnum: '9999999', pin: '39999999999999' } },
      headers: { 'accept-language': 'ru' },
    });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Паспортные данные не найдены в реестре',
      extensions: { code: 'BAD_REQUEST', ministryCode: 'passport_not_found' },
    });
  });

  it('precheck with a malformed passport number carries the field messages in Cyrillic Uzbek', async () => {
    const { result } = await send(gateway(), PrecheckMutation, {
      variables: { input: { passserial: 'AA', passnum: '12', pin: '31234567890123' } },
      headers: { 'accept-language': 'uz' },
    });
    const [error] = result.errors ?? [];
    expect(error?.extensions).toMatchObject({ code: 'BAD_REQUEST', ministryCode: 'validation_failed' });
    const fields = error?.extensions?.fields as Record<string, string> | undefined;
    expect(fields?.passnum).toMatch(/[\u0400-\u04FF]/);
  });
});
