import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locales } from '../../machines/text/locales';
import { queryRows } from '../../ministry/db/database';
import { seedActTypes, seedOffices, seedPeople, seedRegions } from '../../ministry/db/seed';
import { type Language, translate } from '../../ministry/i18n';
import { drivers, ministryForSuite, rowCounts, totalRows } from '../support/ministry';

const languages: Language[] = [...locales];
const applicant = seedPeople.find((p) => p.roles.includes('applicant'))!;

describe.each(drivers)('ministry REST on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  function post(path: string, body: string, language?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (language) headers['accept-language'] = language;
    return fetch(`${ministry().url}${path}`, { method: 'POST', headers, body });
  }

  function checkBeforeAuth(body: Record<string, unknown>, language?: string) {
    return post('/api/check_before_auth', JSON.stringify(body), language);
  }

  it('reports health with the driver and the applied migrations', async () => {
    const response = await fetch(`${ministry().url}/api/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ status: 'ok', database: driver, migrations: expect.any(Number) });
    expect(body.migrations).toBeGreaterThanOrEqual(1);
  });

  it('lists the 14 regions with their districts in three languages', async () => {
    const regions = (await (await fetch(`${ministry().url}/api/regions`)).json()) as {
      id: number;
      name: Record<Language, string>;
      districts: { id: number; regionId: number; name: Record<Language, string> }[];
    }[];
    expect(regions).toHaveLength(14);
    expect(regions.map((r) => r.id).sort()).toEqual(seedRegions.map((r) => r.id).sort());
    for (const region of regions) {
      expect(region.districts.length).toBeGreaterThan(0);
      for (const district of region.districts) {
        expect(district.regionId).toBe(region.id);
        for (const language of languages) expect(district.name[language]).toMatch(/\S/);
      }
    }
    const tashkent = regions.find((r) => r.name.ru === 'город Ташкент');
    expect(tashkent?.name).toEqual({ oz: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'город Ташкент' });
    expect(tashkent?.districts.map((d) => d.name.oz)).toContain('Yunusobod tumani');
  });

  it('lists the act types of the specification', async () => {
    const types = (await (await fetch(`${ministry().url}/api/act_types`)).json()) as {
      id: number;
      name: Record<Language, string>;
      category: string;
      simplified: boolean;
    }[];
    expect(types.map((t) => t.id)).toEqual([
      1, 4, 9, 101, 105, 11651, 11680, 11944, 11962, 12047, 15003, 15034, 15035, 15036,
    ]);
    expect(types.find((t) => t.id === 1)).toEqual({
      id: 1,
      name: seedActTypes[0]!.name,
      category: 'vehicle',
      simplified: true,
    });
  });

  it('lists notary offices, optionally of one region', async () => {
    const all = (await (await fetch(`${ministry().url}/api/notary_offices`)).json()) as {
      regionId: number;
    }[];
    expect(all).toHaveLength(seedOffices.length);
    expect(new Set(all.map((o) => o.regionId)).size).toBe(14);

    const samarkand = await fetch(`${ministry().url}/api/notary_offices?regionId=1718`);
    const offices = (await samarkand.json()) as { regionId: number; name: Record<Language, string> }[];
    expect(offices.length).toBeGreaterThan(0);
    expect(offices.every((o) => o.regionId === 1718)).toBe(true);
    expect(offices[0]).toMatchObject({
      address: expect.objectContaining({ ru: expect.stringContaining('Самаркандская область') }),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      phone: expect.stringMatching(/^\d{9}$/),
    });
  });

  it.each(languages)('rejects a non-numeric regionId in %s', async (language) => {
    const response = await fetch(`${ministry().url}/api/notary_offices?regionId=abc`, {
      headers: { 'accept-language': language },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: translate(language, 'validation.error_wrong_region_id'),
      fields: { regionId: translate(language, 'validation.error_wrong_region_id') },
    });
  });

  it('answers Ok for every seeded person with exactly their passport and PIN', async () => {
    for (const person of seedPeople) {
      const response = await checkBeforeAuth({
        passserial: person.passserial,
        passnum: person.passnum,
        pin: person.pin,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Ok');
    }
  });

  it('accepts a lower-case passport series', async () => {
    const response = await checkBeforeAuth({
      passserial: applicant.passserial.toLowerCase(),
      passnum: applicant.passnum,
      pin: applicant.pin,
    });
    expect(await response.text()).toBe('Ok');
  });

  it.each(languages)(
    'says in %s that the passport is not in the registry, echoing nothing',
    async (language) => {
      const wrongPin = `${applicant.pin.slice(0, 13)}${(Number(applicant.pin.at(-1)) + 1) % 10}`;
      const cases = [
        { passserial: applicant.passserial, passnum: applicant.passnum, pin: wrongPin },
        { passserial: 'ZZ', passnum: '7654321', pin: applicant.pin },
      ];
      for (const body of cases) {
        const response = await checkBeforeAuth(body, language);
        expect(response.status).toBe(400);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({
          code: 'passport_not_found',
          message: translate(language, 'errors.passport_not_found'),
        });
        expect(text).not.toContain(body.pin);
        expect(text).not.toContain(body.passnum);
      }
    },
  );

  // Each case changes one field of a valid request; undefined leaves the field out of the JSON.
  const valid = { passserial: 'AA', passnum: '1000001', pin: '31204889990011' };
  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['missing series', { passserial: undefined }, 'passserial', 'error_required_passserial'],
    ['empty series', { passserial: '' }, 'passserial', 'error_required_passserial'],
    ['3-letter series', { passserial: 'AAB' }, 'passserial', 'error_wrong_passserial_length'],
    ['digits as series', { passserial: '12' }, 'passserial', 'error_wrong_passserial_letters'],
    // A citizen's own passport always has a series: `--` is only for a person named in an act.
    ['no series (--)', { passserial: '--' }, 'passserial', 'error_wrong_passserial_letters'],
    ['missing number', { passnum: undefined }, 'passnum', 'error_required_passnum'],
    ['6-digit number', { passnum: '100000' }, 'passnum', 'error_wrong_passnum_length'],
    ['letters in number', { passnum: '10000A1' }, 'passnum', 'error_wrong_passnum_digits'],
    ['number as JSON number', { passnum: 1000001 }, 'passnum', 'error_required_passnum'],
    ['missing PIN', { pin: undefined }, 'pin', 'error_required_pin'],
    ['13-digit PIN', { pin: '3120488999001' }, 'pin', 'error_wrong_pin_length'],
    ['letters in PIN', { pin: '3120488999001X' }, 'pin', 'error_wrong_pin_digits'],
  ];

  describe.each(languages)('validation messages in %s', (language) => {
    it.each(invalid)('%s', async (_name, change, field, key) => {
      const response = await checkBeforeAuth({ ...valid, ...change }, language);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.code).toBe('validation_failed');
      expect(answer.fields).toEqual({ [field]: translate(language, `validation.${key}`) });
      expect(answer.message).toBe(translate(language, `validation.${key}`));
    });
  });

  it('reports every invalid field at once', async () => {
    const response = await checkBeforeAuth({}, 'ru');
    const answer = await response.json();
    expect(Object.keys(answer.fields).sort()).toEqual(['passnum', 'passserial', 'pin']);
    expect(answer.message).toContain('Укажите серию паспорта');
    expect(answer.message).toContain('Укажите ПИНФЛ');
  });

  it.each([
    ['oz', 'oz'],
    ['uz', 'uz'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-US', 'oz'],
    [undefined, 'oz'],
  ] as const)('answers an unknown route with 404 JSON for Accept-Language %s', async (header, language) => {
    const response = await fetch(`${ministry().url}/api/no/such/route`, {
      headers: header ? { 'accept-language': header } : {},
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: 'not_found',
      message: translate(language, 'errors.not_found'),
    });
  });

  it.each(languages)('answers malformed JSON with 400 invalid_json in %s', async (language) => {
    const response = await post('/api/check_before_auth', '{"passserial": "AA", "passnum": ', language);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_json',
      message: translate(language, 'errors.invalid_json'),
    });
  });

  it('stores nothing from malformed requests', async () => {
    const before = await rowCounts(ministry().db);
    await post('/api/check_before_auth', '{"pin": ', 'oz');
    await checkBeforeAuth({ passserial: 'A', passnum: '1', pin: '2' }, 'uz');
    await fetch(`${ministry().url}/api/no/such/route`, { method: 'POST', body: '{}' });
    const after = await rowCounts(ministry().db);
    expect(totalRows(before)).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(totalRows(after)).toBe(totalRows(before));
  });

  it('stores only the count of a refused pre-check, against its passport and its address', async () => {
    const failures = async () =>
      (
        await queryRows<{ n: number }>(
          ministry().db,
          sql`select coalesce(sum(points), 0)::int as n from auth.rate_limits where key like 'login:%'`,
        )
      )[0]?.n ?? 0;
    const before = await rowCounts(ministry().db);
    const counted = await failures();
    await checkBeforeAuth({ passserial: 'ZZ', passnum: '7654321', pin: '39999999999999' }, 'ru');
    const after = await rowCounts(ministry().db);
    // The counters (a row per passport or address, new or raised; decision 129) and nothing else.
    const { 'auth.rate_limits': _countersAfter, ...othersAfter } = after;
    const { 'auth.rate_limits': _countersBefore, ...othersBefore } = before;
    expect(othersAfter).toEqual(othersBefore);
    expect(await failures()).toBe(counted + 2);
  });
});
