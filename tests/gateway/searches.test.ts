import { describe, expect, it } from 'vitest';
import { translate as gatewayText } from '../../gateway/i18n.js';
import { translate } from '../../ministry/i18n.js';
import {
  BanCheckFields,
  InheritanceCasesQuery,
  NotarialActCheckQuery,
  ProxyCheckQuery,
  RealEstateBanCheckQuery,
  VehicleBanCheckQuery,
} from '../../ui/features/searches/searches.documents.js';
import { useFragment as readFragment } from '../../ui/gql/index.js';
import { RegistryBanFields } from '../../ui/graphql/registry-fragments.js';
import { sessionHeadersOf } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// The UI's search documents (ui/features/searches) through the gateway against the sandbox ministry
// (docs/decisions/052-public-searches.md): found, not found as null, enums across the seam, the
// ministry's refusals as BAD_REQUEST with fields, LOGIN_REQUIRED without a login, TOO_MANY_ATTEMPTS.

// In process every request is the same client: the limit counts all of this file's searches of a kind.
const limit = 5;
const client = () => ({});

describe('the public searches through the gateway', () => {
  const ministry = ministryForSuite('pglite', { searchRateLimit: { max: limit, windowMs: 600_000 } });
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));

  it('checks a registered act: its public fields, and null for an unknown number', async () => {
    const { result } = await send(gateway(), NotarialActCheckQuery, {
      variables: { regnum: 'NA-2026-800002', regdate: '10.04.2026' },
      headers: client(),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.notarialActCheck).toMatchObject({
      regnum: 'NA-2026-800002',
      state: 'active',
      language: 'ru',
      type: { id: 11680 },
      linkedActs: [{ regnum: 'NA-2026-900045', regdate: '20.01.2026', relation: 'base' }],
    });
    const unknown = await send(gateway(), NotarialActCheckQuery, {
      variables: { regnum: 'NA-2026-000000', regdate: '10.04.2026' },
      headers: client(),
    });
    expect(unknown.result).toEqual({ data: { notarialActCheck: null } });
  });

  it('checks powers of attorney: revoked, and valid with its delegations', async () => {
    const revoked = await send(gateway(), ProxyCheckQuery, {
      variables: { regnum: 'NA-2025-900044', regdate: '30.09.2025' },
      headers: client(),
    });
    expect(revoked.result.data?.proxyCheck).toMatchObject({
      status: 'revoked',
      delegable: true,
      delegations: [],
    });
    const valid = await send(gateway(), ProxyCheckQuery, {
      variables: { regnum: 'NA-2026-900045', regdate: '20.01.2026' },
      headers: client(),
    });
    expect(valid.result.data?.proxyCheck?.delegations).toEqual([
      {
        regnum: 'NA-2026-800002',
        regdate: '10.04.2026',
        termFrom: '10.04.2026',
        termTo: '31.12.2026',
        status: 'valid',
      },
    ]);
  });

  it('finds an inheritance case by a Cyrillic name, and refuses an empty name with its message', async () => {
    const { result } = await send(gateway(), InheritanceCasesQuery, {
      variables: { name: 'Хасанов', deathDate: '19.07.2024' },
      headers: client(),
    });
    expect(result.data?.inheritanceCases.map((c) => c.caseNumber)).toEqual(['MI-2024-000731']);
    const empty = await send(gateway(), InheritanceCasesQuery, {
      variables: { name: ' ', deathDate: '19.07.2024' },
      headers: { ...client(), 'accept-language': 'ru' },
    });
    const message = translate('ru', 'validation.error_required_search_name');
    expect(empty.result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_REQUEST', ministryCode: 'validation_failed', fields: { name: message } },
    });
  });

  it('needs a login for the ban checks, then lists the bans and fines', async () => {
    const variables = { stateNumber: '30B200BB', techPassportSeries: 'AAF', techPassportNumber: '3000002' };
    const anonymous = await send(gateway(), VehicleBanCheckQuery, {
      variables,
      headers: { ...client(), 'accept-language': 'ru' },
    });
    // Nobody logged in: a login is needed, no session "expired" (section 8).
    expect(anonymous.result.errors?.[0]).toMatchObject({
      message: gatewayText('ru', 'errors.LOGIN_REQUIRED'),
      extensions: { code: 'LOGIN_REQUIRED' },
    });

    const headers = { ...client(), ...(await sessionHeadersOf(ministry(), 'jkarimov')) };
    const vehicle = await send(gateway(), VehicleBanCheckQuery, { variables, headers });
    expect(readFragment(BanCheckFields, vehicle.result.data?.vehicleBanCheck)?.bans).toEqual([
      expect.objectContaining({ kind: 'ban', state: 'active', documentNumber: 'MIB-2026-000317' }),
    ]);
    const shop = await send(gateway(), RealEstateBanCheckQuery, {
      variables: { cadastreNumber: '14:07:01:05:02:0088', cadastreType: 'nonResidential' },
      headers,
    });
    expect(
      readFragment(BanCheckFields, shop.result.data?.realEstateBanCheck)?.bans.map(
        (b) => readFragment(RegistryBanFields, b).kind,
      ),
    ).toEqual(['arrest']);
    const wrongType = await send(gateway(), RealEstateBanCheckQuery, {
      variables: { cadastreNumber: '14:07:01:05:02:0088', cadastreType: 'residential' },
      headers,
    });
    expect(wrongType.result.data?.realEstateBanCheck).toBeNull();
  });

  it('passes the rate limit on as TOO_MANY_ATTEMPTS with the ministry’s message', async () => {
    const headers = { 'accept-language': 'uz' };
    const variables = { regnum: 'NA-2026-800001', regdate: '02.03.2026' };
    // The act check's earlier searches in this file count too: answered until the limit, then refused.
    const answers = [];
    for (let i = 0; i <= limit; i += 1) {
      const { result } = await send(gateway(), NotarialActCheckQuery, { variables, headers });
      answers.push(result);
      if (result.errors) break;
    }
    expect(answers.length).toBeGreaterThan(1);
    expect(answers.length).toBeLessThanOrEqual(limit);
    expect(answers.slice(0, -1).map((r) => r.data?.notarialActCheck?.state)).toEqual(
      answers.slice(0, -1).map(() => 'active'),
    );
    const result = answers.at(-1)!;
    expect(result.data?.notarialActCheck ?? null).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: translate('uz', 'errors.too_many_searches', { minutes: 10 }),
      extensions: { code: 'TOO_MANY_ATTEMPTS', ministryCode: 'too_many_searches' },
    });
  });
});
