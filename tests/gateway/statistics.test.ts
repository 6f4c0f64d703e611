import { describe, expect, it } from 'vitest';
import { ActStatisticsQuery } from '../../ui/features/statistics/statistics.documents.js';
import { gatewayForSuite, scriptedMinistryForSuite, send } from './harness.js';
import { recordedBody, replay } from './recorded.js';

// Query.actStatistics against a scripted ministry answering with its recorded answers (decision 053):
// the period reaches GET /api/statistics as query parameters, the registration type's number becomes
// the RegistrationType enum, the act type its ActTypeKey, and a refused period is a BAD_REQUEST
// naming the field.

interface RestStatistics {
  period: { from: string; to: string };
  total: number;
  averageDays: number | null;
  months: { month: string; count: number; averageDays: number | null }[];
  types: { typeId: number; type: string; name: Record<string, string>; count: number }[];
  regions: { regionId: number; name: Record<string, string>; count: number }[];
  registrationTypes: { regtype: number; count: number }[];
}

const recordedStatistics = recordedBody<RestStatistics>('statistics');
// A video registration beside the recorded in-person one, so both enum values are read.
const answer: RestStatistics = {
  ...recordedStatistics,
  total: recordedStatistics.total + 2,
  registrationTypes: [
    { regtype: 1, count: recordedStatistics.total },
    { regtype: 2, count: 2 },
  ],
};

describe('Query.actStatistics', () => {
  const ministry = scriptedMinistryForSuite();
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));

  it('asks the ministry for the period given and answers every series, typed', async () => {
    ministry().script(() => replay('statistics', { body: answer }));
    const before = ministry().seen.length;
    const { result } = await send(gateway(), ActStatisticsQuery, {
      variables: { from: '2025-12', to: '2026-11' },
      headers: { 'accept-language': 'ru' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.actStatistics).toEqual({
      from: answer.period.from,
      to: answer.period.to,
      total: answer.total,
      averageDays: answer.averageDays,
      months: answer.months,
      types: answer.types.map(({ type, count }) => ({ type, count })),
      regions: answer.regions.map(({ regionId, name, count }) => ({ regionId, name, count })),
      registrationTypes: [
        { registrationType: 'inPerson', count: recordedStatistics.total },
        { registrationType: 'video', count: 2 },
      ],
    });
    const [call] = ministry().seen.slice(before);
    const url = new URL(call?.url ?? '', 'http://ministry.test');
    expect(url.pathname).toBe('/api/statistics');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2025-12', to: '2026-11' });
    expect(call?.headers['accept-language']).toBe('ru');
  });

  it('leaves the period to the ministry when none is given', async () => {
    ministry().script(() => replay('statistics'));
    const before = ministry().seen.length;
    await send(gateway(), ActStatisticsQuery);
    expect(
      ministry()
        .seen.slice(before)
        .map((r) => r.url),
    ).toEqual(['/api/statistics']);
  });

  it('answers a refused period with BAD_REQUEST and the field’s message', async () => {
    const { message } = recordedBody<{ message: string }>('statistics-period-too-long');
    ministry().script(() => replay('statistics-period-too-long'));
    const { result } = await send(gateway(), ActStatisticsQuery, {
      variables: { from: '2023-01', to: '2026-01' },
    });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_REQUEST', ministryCode: 'validation_failed', fields: { to: message } },
    });
  });

  it('reports an unknown registration type as an integration error, not a wrong bar', async () => {
    ministry().script(() =>
      replay('statistics', { body: { ...answer, registrationTypes: [{ regtype: 3, count: 1 }] } }),
    );
    const { result } = await send(gateway(), ActStatisticsQuery);
    expect(result.errors?.[0]?.extensions?.code).toBe('INTEGRATION_ERROR');
  });
});
