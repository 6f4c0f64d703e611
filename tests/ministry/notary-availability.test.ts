import { describe, expect, it } from 'vitest';
import { seedPeople } from '../../ministry/db/seed';
import { type Language, translate } from '../../ministry/i18n';
import { drivers, ministryForSuite } from '../support/ministry';
import { addVehicle, cleanSale, clientOf } from './acts-support';

// GET /api/notaries/availability (decision 079): whether a region has a notary on the portal and,
// when it has none, the nearest region that has one. On the sandbox's seed the notaries on the
// portal work in Tashkent city (offices 1 and 2) and Samarkand (office 10); Andijan, Yusupova's
// region, has an office (Asaka) but no notary on the portal, and Tashkent city is nearer to it
// than Samarkand by the offices' coordinates.

const tashkent = 1726;
const samarkand = 1718;
const andijan = 1703;
const yusupovaPin = seedPeople.find((p) => p.userid === 'myusupova')!.pin;

describe.each(drivers)('notary availability on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  async function availability(userid: string, query: string, language: Language = 'oz') {
    const client = await clientOf(ministry(), userid, language);
    return client.get(`/notaries/availability${query}`);
  }

  it('says a region with a notary on the portal has one, and names no other', async () => {
    for (const [regionId, name] of [
      [tashkent, 'Toshkent shahri'],
      [samarkand, 'Samarqand viloyati'],
    ] as const) {
      expect(await availability('myusupova', `?regionId=${regionId}`)).toMatchObject({
        status: 200,
        body: { regionId, name, available: true, nearest: null },
      });
    }
  });

  it('offers the nearest region with a notary to Andijan, in the language asked', async () => {
    const names: Record<Language, [string, string]> = {
      oz: ['Andijon viloyati', 'Toshkent shahri'],
      uz: ['Андижон вилояти', 'Тошкент шаҳри'],
      ru: ['Андижанская область', 'город Ташкент'],
    };
    for (const [language, [home, near]] of Object.entries(names) as [Language, [string, string]][]) {
      const { status, body } = await availability('drahimova', `?regionId=${andijan}`, language);
      expect(status).toBe(200);
      expect(body).toEqual({
        regionId: andijan,
        name: home,
        available: false,
        nearest: { regionId: tashkent, name: near },
      });
    }
  });

  it('answers for the caller’s own region when none is named', async () => {
    expect(await availability('myusupova', '')).toMatchObject({
      status: 200,
      body: { regionId: andijan, available: false, nearest: { regionId: tashkent } },
    });
    // Rahimova lives in Samarkand, where Xolmatov works.
    expect(await availability('drahimova', '')).toMatchObject({
      status: 200,
      body: { regionId: samarkand, available: true, nearest: null },
    });
  });

  it('refuses a malformed region id with 400 and an unknown one with 404', async () => {
    const message = translate('ru', 'validation.error_wrong_region_id');
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      expect(await availability('myusupova', `?regionId=${bad}`, 'ru')).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', fields: { regionId: message } },
      });
    }
    expect(await availability('myusupova', '?regionId=1799')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
  });

  it('is for a signed-in user only', async () => {
    const response = await fetch(`${ministry().url}/api/notaries/availability?regionId=${tashkent}`);
    expect(response.status).toBe(403);
  });

  it('refuses the automatic choice at sending without saying the user chose a region', async () => {
    const yusupova = await clientOf(ministry(), 'myusupova', 'ru');
    const sale = { ...cleanSale, vehicle: await addVehicle(ministry(), [yusupovaPin]) };
    expect(await yusupova.post('/notarial_act', { ...sale, notary: { mode: 'auto' } })).toMatchObject({
      status: 400,
      body: {
        code: 'no_notary_in_home_region',
        message: translate('ru', 'errors.no_notary_in_home_region'),
      },
    });
    // The region the form offers takes the act.
    const offered = await yusupova.post('/notarial_act', {
      ...sale,
      notary: { mode: 'auto', regionId: tashkent },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
  });
});
