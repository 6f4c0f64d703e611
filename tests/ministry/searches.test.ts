import { describe, expect, it, vi } from 'vitest';
import { locales } from '../../machines/text/locales';
import { actCheckUrl } from '../../ministry/acts/print-form';
import { type Language, translate } from '../../ministry/i18n';
import { redactUrl } from '../../ministry/logger';
import { drivers, ministryForSuite } from '../support/ministry';
import { clientOf, notaryIdOf } from './acts-support';

// The public checks and searches (docs/decisions/052-public-searches.md) on the sandbox's seed
// (ministry/db/seed/searches.ts): registered acts NA-2026-800001 (a general power of attorney) and
// NA-2026-800002 (a delegation of registry power of attorney 45), registry powers of attorney 44
// (revoked), 45 (valid) and 46 (expired), inheritance cases of Qodirov and Xasanov, and the banned
// vehicles and shop of docs/sandbox.md.

const limit = { max: 3, windowMs: 10 * 60_000 };
let nextAddress = 0;
/** A client address of its own per test (the gateway's X-Forwarded-For), so limits never mix. */
const newAddress = () => `198.51.100.${++nextAddress}`;

describe.each(drivers)('public searches on %s', (driver) => {
  let clock = new Date('2026-11-24T08:00:00Z');
  const ministry = ministryForSuite(driver, { searchRateLimit: limit, auth: { now: () => clock } });

  async function search(
    path: string,
    query: Record<string, string>,
    options: { address?: string; language?: Language; token?: string } = {},
  ) {
    const response = await fetch(`${ministry().url}/api/search/${path}?${new URLSearchParams(query)}`, {
      headers: {
        'accept-language': options.language ?? 'oz',
        'x-forwarded-for': options.address ?? newAddress(),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  }

  describe('notarial act check', () => {
    it('opens the act of a print-form QR code: active, its office and phone, language and notes, no party', async () => {
      const url = new URL(actCheckUrl('http://portal.test', 'NA-2026-800001', '2026-03-02'));
      expect(url.pathname).toBe('/search_notarial_act');
      const { status, body } = await search('notarial_act', Object.fromEntries(url.searchParams));
      expect(status).toBe(200);
      expect(body).toMatchObject({
        found: true,
        act: {
          regnum: 'NA-2026-800001',
          regdate: '02.03.2026',
          type: { id: 11651 },
          state: 'active',
          office: { id: 2 },
          language: 'oz',
          notes: [{ text: 'Ishonchnoma ikki nusxada rasmiylashtirildi.' }],
          linkedActs: [],
        },
      });
      expect(body.act.phone).toMatch(/^\d{9}$/);
      // Nothing personal: neither the principal's nor the attorney's name, passport or PIN.
      const text = JSON.stringify(body);
      for (const secret of ['Abdurahmonov', 'Mirzayeva', '31203809990171', '2000017', 'FB']) {
        expect(text).not.toContain(secret);
      }
    });

    it('links a delegation to the power of attorney it was made from', async () => {
      const { body } = await search('notarial_act', { regnum: 'NA-2026-800002', regdate: '10.04.2026' });
      expect(body.act).toMatchObject({
        type: { id: 11680 },
        state: 'active',
        language: 'ru',
        linkedActs: [{ regnum: 'NA-2026-900045', regdate: '20.01.2026', relation: 'base' }],
      });
    });

    it('answers not found for an unknown number, and for a known number with another date', async () => {
      expect(
        (await search('notarial_act', { regnum: 'NA-2026-799999', regdate: '02.03.2026' })).body,
      ).toEqual({
        found: false,
      });
      expect(
        (await search('notarial_act', { regnum: 'NA-2026-800001', regdate: '03.03.2026' })).body,
      ).toEqual({
        found: false,
      });
    });

    it.each(locales)('refuses a wrong registry number shape and date with 400 in %s', async (language) => {
      const wrong = await search('notarial_act', { regnum: 'NA-26-1', regdate: '31.02.2026' }, { language });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toEqual({
        regnum: translate(language, 'validation.error_wrong_registry_number'),
        regdate: translate(language, 'validation.error_wrong_calendar_date'),
      });
      const empty = await search('notarial_act', { regnum: '', regdate: '' }, { language });
      expect(empty.status).toBe(400);
      expect(empty.body.fields).toEqual({
        regnum: translate(language, 'validation.error_required_registry_number'),
        regdate: translate(language, 'validation.error_required_registry_date'),
      });
    });
  });

  describe('power-of-attorney check', () => {
    it('tells a revoked, an expired and a valid registry power of attorney apart, with its delegations', async () => {
      const revoked = await search('proxy', { regnum: 'NA-2025-900044', regdate: '30.09.2025' });
      expect(revoked.body.proxy).toMatchObject({
        status: 'revoked',
        termFrom: '30.09.2025',
        termTo: '29.09.2026',
      });
      const expired = await search('proxy', { regnum: 'NA-2024-900046', regdate: '10.01.2024' });
      expect(expired.body.proxy).toMatchObject({ status: 'expired', termTo: '09.01.2025', delegations: [] });
      const valid = await search('proxy', { regnum: 'NA-2026-900045', regdate: '20.01.2026' });
      expect(valid.body.proxy).toMatchObject({
        status: 'valid',
        typeId: 11651,
        termFrom: '20.01.2026',
        termTo: '19.01.2029',
        delegable: true,
        delegations: [
          {
            regnum: 'NA-2026-800002',
            regdate: '10.04.2026',
            termFrom: '10.04.2026',
            termTo: '31.12.2026',
            status: 'valid',
          },
        ],
      });
    });

    it('finds a power of attorney registered through the portal, and expires it after its term', async () => {
      const portal = await search('proxy', { regnum: 'NA-2026-800001', regdate: '02.03.2026' });
      expect(portal.body).toMatchObject({
        found: true,
        proxy: { typeId: 11651, status: 'valid', termFrom: '02.03.2026', termTo: '01.03.2028' },
      });
      const saved = clock;
      clock = new Date('2028-03-02T08:00:00Z');
      try {
        const later = await search('proxy', { regnum: 'NA-2026-800001', regdate: '02.03.2026' });
        expect(later.body.proxy.status).toBe('expired');
      } finally {
        clock = saved;
      }
    });

    it('answers not found for an unknown number, and 400 for a wrong shape', async () => {
      expect((await search('proxy', { regnum: 'NA-2026-123456', regdate: '02.03.2026' })).body).toEqual({
        found: false,
      });
      const wrong = await search('proxy', { regnum: '900044', regdate: '30.09.2025' }, { language: 'ru' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(translate('ru', 'validation.error_wrong_registry_number'));
    });
  });

  describe('inheritance case search', () => {
    it('finds a case by the deceased name in Latin and in Cyrillic, with the opening notary', async () => {
      const latin = await search('inheritcase', { name: 'qodirov bahrom', deathDate: '03.11.2025' });
      expect(latin.status).toBe(200);
      expect(latin.body.cases).toEqual([
        {
          caseNumber: 'MI-2025-000118',
          openedOn: '10.12.2025',
          deathDate: '03.11.2025',
          deceased: expect.objectContaining({ oz: 'Qodirov Bahrom Akmal o‘g‘li' }),
          notary: expect.objectContaining({ id: await notaryIdOf(ministry(), 'nabdullayeva') }),
        },
      ]);
      const cyrillic = await search('inheritcase', { name: 'Хасанов Илҳом', deathDate: '19.07.2024' });
      expect(cyrillic.body.cases.map((c: { caseNumber: string }) => c.caseNumber)).toEqual([
        'MI-2024-000731',
      ]);
      expect(cyrillic.body.cases[0].notary.name.oz).toMatch(/^Xolmatov /);
    });

    it('finds nothing on another death date or another name', async () => {
      expect((await search('inheritcase', { name: 'Qodirov', deathDate: '04.11.2025' })).body).toEqual({
        cases: [],
      });
      expect((await search('inheritcase', { name: 'Karimov', deathDate: '03.11.2025' })).body).toEqual({
        cases: [],
      });
    });

    it.each(locales)('refuses an empty or too short name with 400 in %s', async (language) => {
      const empty = await search('inheritcase', { name: '   ', deathDate: '03.11.2025' }, { language });
      expect(empty.status).toBe(400);
      expect(empty.body.fields).toEqual({
        name: translate(language, 'validation.error_required_search_name'),
      });
      const short = await search('inheritcase', { name: 'Q', deathDate: '' }, { language });
      expect(short.body.fields).toEqual({
        name: translate(language, 'validation.error_search_name_too_short'),
        deathDate: translate(language, 'validation.error_required_death_date'),
      });
    });
  });

  describe('ban check', () => {
    it('needs a login', async () => {
      const { status } = await search('ban', {
        kind: 'vehicle',
        stateNumber: '30B200BB',
        techPassportSeries: 'AAF',
        techPassportNumber: '3000002',
      });
      expect(status).toBe(403);
    });

    it('lists the bans and fines of a vehicle, and of real estate by cadastre number and type', async () => {
      const { token } = await ministry().auth.sessions.create(
        ministry().db,
        (await clientOf(ministry(), 'jkarimov')).userId,
      );
      const vehicle = (stateNumber: string, techPassportSeries: string, techPassportNumber: string) =>
        search('ban', { kind: 'vehicle', stateNumber, techPassportSeries, techPassportNumber }, { token });
      const banned = await vehicle('30B200BB', 'AAF', '3000002');
      expect(banned.body).toMatchObject({
        found: true,
        bans: [{ kind: 'ban', state: 'active', documentNumber: 'MIB-2026-000317' }],
        fines: [],
      });
      expect(banned.body.bans[0].organ).not.toBe('');
      // The registry's organ in the page's language, as the other dictionaries' names.
      const organIn = async (language: Language, ...key: [string, string, string]) =>
        (
          await search(
            'ban',
            { kind: 'vehicle', stateNumber: key[0], techPassportSeries: key[1], techPassportNumber: key[2] },
            { token, language },
          )
        ).body.bans[0].organ;
      expect(await organIn('oz', '30B200BB', 'AAF', '3000002')).toBe(
        'Majburiy ijro byurosi Samarqand viloyati bo‘limi',
      );
      expect(await organIn('uz', '30B200BB', 'AAF', '3000002')).toBe(
        'Мажбурий ижро бюроси Самарқанд вилояти бўлими',
      );
      expect(await organIn('ru', '30B200BB', 'AAF', '3000002')).toBe(
        'Отдел Бюро принудительного исполнения по Самаркандской области',
      );
      const arrested = await vehicle('01G700GG', 'AAT', '1000007');
      expect(arrested.body.bans.map((b: { kind: string }) => b.kind)).toEqual(['arrest', 'restriction']);
      const fined = await vehicle('30C300CC', 'AAF', '3000003');
      expect(fined.body.bans).toEqual([]);
      expect(fined.body.fines).toEqual([expect.objectContaining({ paid: false })]);
      expect((await vehicle('30B200BB', 'AAF', '3000009')).body).toEqual({ found: false });

      const estate = (cadastreNumber: string, cadastreType: string) =>
        search('ban', { kind: 'realEstate', cadastreNumber, cadastreType }, { token });
      const shop = await estate('14:07:01:05:02:0088', 'nonResidential');
      const shopRu = await search(
        'ban',
        { kind: 'realEstate', cadastreNumber: '14:07:01:05:02:0088', cadastreType: 'nonResidential' },
        { token, language: 'ru' },
      );
      expect(shopRu.body.bans[0].organ).toMatch(/^[^A-Za-zқғҳўʻ‘']+$/);
      // The official's name in the page's script, as the act page writes names.
      expect(shopRu.body.bans[0].official).toMatch(/^[\u0400-\u04FF .]+$/);
      expect(shop.body.bans[0].official).toMatch(/^[A-Za-z‘ .]+$/);
      expect(shop.body).toMatchObject({
        found: true,
        bans: [{ kind: 'arrest', documentNumber: 'SUD-2026-004518', startDate: '09.02.2026' }],
      });
      expect((await estate('14:07:01:05:02:0088', 'residential')).body).toEqual({ found: false });
      // A residential flat under a ban and a restriction (docs/sandbox.md), oldest first.
      const flat = await estate('14:07:01:03:05:0217', 'residential');
      expect(flat.body).toMatchObject({
        found: true,
        bans: [
          { kind: 'ban', state: 'active', documentNumber: 'MIB-2026-000452', startDate: '16.03.2026' },
          {
            kind: 'restriction',
            state: 'active',
            documentNumber: 'SUD-2026-005107',
            startDate: '02.04.2026',
          },
        ],
        fines: [],
      });
      expect((await estate('14:07:01:03:05:0217', 'nonResidential')).body).toEqual({ found: false });
      expect((await estate('11:14:04:01:01:1630', 'residential')).body).toEqual({
        found: true,
        bans: [],
        fines: [],
      });
    });

    it.each(locales)(
      'refuses a wrong cadastre mask and a wrong state number with 400 in %s',
      async (language) => {
        const { token } = await ministry().auth.sessions.create(
          ministry().db,
          (await clientOf(ministry(), 'jkarimov')).userId,
        );
        const cadastre = await search(
          'ban',
          { kind: 'realEstate', cadastreNumber: ':14-04', cadastreType: 'flat' },
          { token, language },
        );
        expect(cadastre.status).toBe(400);
        expect(cadastre.body.fields).toEqual({
          cadastreNumber: translate(language, 'validation.error_wrong_cadastre_number'),
          cadastreType: translate(language, 'validation.error_wrong_cadastre_type'),
        });
        const vehicle = await search(
          'ban',
          { kind: 'vehicle', stateNumber: '30 b 200', techPassportSeries: '', techPassportNumber: '300' },
          { token, language },
        );
        expect(vehicle.body.fields).toEqual({
          stateNumber: translate(language, 'validation.error_wrong_state_number'),
          techPassportSeries: translate(language, 'validation.error_required_tech_passport_series'),
          techPassportNumber: translate(language, 'validation.error_wrong_tech_passport_number'),
        });
      },
    );
  });

  describe('rate limit per client address', () => {
    const queries = {
      notarial_act: { regnum: 'NA-2026-800001', regdate: '02.03.2026' },
      proxy: { regnum: 'NA-2025-900044', regdate: '30.09.2025' },
      inheritcase: { name: 'Qodirov', deathDate: '03.11.2025' },
      ban: { kind: 'realEstate', cadastreNumber: '14:07:01:05:02:0088', cadastreType: 'nonResidential' },
    } as const;

    it.each(Object.keys(queries) as (keyof typeof queries)[])(
      'refuses the %s search over the limit, with the wait',
      async (kind) => {
        const token =
          kind === 'ban'
            ? (
                await ministry().auth.sessions.create(
                  ministry().db,
                  (
                    await clientOf(ministry(), 'jkarimov')
                  ).userId,
                )
              ).token
            : undefined;
        const address = newAddress();
        const query = queries[kind];
        for (let i = 0; i < limit.max; i += 1) {
          expect((await search(kind, query, { address, token })).status).toBe(200);
        }
        const refused = await search(kind, query, { address, token, language: 'uz' });
        expect(refused.status).toBe(429);
        expect(refused.body.code).toBe('too_many_searches');
        expect(refused.body.message).toBe(translate('uz', 'errors.too_many_searches', { minutes: 10 }));
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
        // Another address, and the same address once the window has passed, search again. The
        // window follows the system clock, as rate-limiter-flexible reads it (decision 129).
        expect((await search(kind, query, { token })).status).toBe(200);
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + limit.windowMs + 1000 });
        try {
          expect((await search(kind, query, { address, token })).status).toBe(200);
        } finally {
          vi.useRealTimers();
        }
      },
    );

    it('counts each kind of search on its own', async () => {
      const address = newAddress();
      for (let i = 0; i < limit.max; i += 1) await search('proxy', queries.proxy, { address });
      expect((await search('proxy', queries.proxy, { address })).status).toBe(429);
      expect((await search('notarial_act', queries.notarial_act, { address })).status).toBe(200);
    });
  });
});

describe('search requests in the logs', () => {
  it('keep neither the name and death date nor the vehicle or cadastre identifiers', () => {
    expect(redactUrl('/api/search/inheritcase?name=Qodirov%20Bahrom&deathDate=03.11.2025')).toBe(
      '/api/search/inheritcase?name=[redacted]&deathDate=[redacted]',
    );
    expect(
      redactUrl(
        '/api/search/ban?kind=vehicle&stateNumber=30B200BB&techPassportSeries=AAF&techPassportNumber=3000002',
      ),
    ).toBe(
      '/api/search/ban?kind=vehicle&stateNumber=[redacted]&techPassportSeries=[redacted]&techPassportNumber=[redacted]',
    );
    expect(
      redactUrl(
        '/api/search/ban?kind=realEstate&cadastreNumber=14:07:01:05:02:0088&cadastreType=residential',
      ),
    ).toBe('/api/search/ban?kind=realEstate&cadastreNumber=[redacted]&cadastreType=residential');
  });
});
