import { describe, expect, it } from 'vitest';
import { locales } from '../../machines/text/locales';
import { seedOffices, seedPeople } from '../../ministry/db/seed';
import { type Language, translate } from '../../ministry/i18n';
import { drivers, ministryForSuite } from '../support/ministry';
import { addVehicle, cleanSale, clientOf, notaryIdOf } from './acts-support';

// GET /api/notaries: the notaries an applicant may choose by hand (docs/contracts.md), on the
// sandbox's seed: Abdullayeva (Tashkent city, Yunusobod office 1), Tojiyev (Tashkent city, Chilonzor
// office 2), Xolmatov (Samarkand) with active licences, and Qosimova (office 1) whose licence ended.

interface ListedNotary {
  id: number;
  name: Record<Language, string>;
  licenseNumber: string;
  office: {
    id: number;
    name: Record<Language, string>;
    address: Record<Language, string>;
    regionId: number;
    districtId: number;
    phone: string;
  };
}

const tashkent = 1726;
const yunusobod = seedOffices.find((o) => o.id === 1)!.districtId;
const chilonzor = seedOffices.find((o) => o.id === 2)!.districtId;
const rahimovaPin = seedPeople.find((p) => p.userid === 'drahimova')!.pin;

describe.each(drivers)('notaries to choose from on %s', (driver) => {
  const ministry = ministryForSuite(driver);

  async function list(query: string, language: Language = 'oz') {
    const response = await fetch(`${ministry().url}/api/notaries${query}`, {
      headers: { 'accept-language': language },
    });
    return {
      status: response.status,
      body: (await response.json()) as ListedNotary[] & Record<string, unknown>,
    };
  }

  const surnames = (notaries: ListedNotary[]) => notaries.map((n) => n.name.oz.split(' ')[0]);

  it('lists the active notaries of a region in alphabetical order, with their office', async () => {
    const { status, body } = await list(`?regionId=${tashkent}`);
    expect(status).toBe(200);
    expect(surnames(body)).toEqual(['Abdullayeva', 'Tojiyev']);
    expect(body[1]).toEqual({
      id: await notaryIdOf(ministry(), 'stojiyev'),
      name: {
        oz: 'Tojiyev Sardor Olim o‘g‘li',
        uz: 'Тожиев Сардор Олим ўғли',
        ru: 'Тожиев Сардор Олим угли',
      },
      licenseNumber: 'N-000103',
      office: {
        id: 2,
        name: seedOffices[1]!.name,
        address: seedOffices[1]!.address,
        regionId: tashkent,
        districtId: chilonzor,
        latitude: seedOffices[1]!.latitude,
        longitude: seedOffices[1]!.longitude,
        phone: '712001102',
      },
    });
  });

  it('lists every active notary without filters, and never one whose licence is not active', async () => {
    const all = (await list('')).body;
    expect(surnames(all)).toEqual(['Abdullayeva', 'Tojiyev', 'Xolmatov']);
    // Qosimova's office and name match, but her licence is terminated.
    expect((await list(`?districtId=${yunusobod}`)).body.map((n) => n.licenseNumber)).toEqual(['N-000101']);
    expect((await list('?name=Qosimova')).body).toEqual([]);
  });

  it('narrows a region to one district', async () => {
    expect(surnames((await list(`?regionId=${tashkent}&districtId=${chilonzor}`)).body)).toEqual(['Tojiyev']);
    expect(surnames((await list(`?regionId=${tashkent}&districtId=${yunusobod}`)).body)).toEqual([
      'Abdullayeva',
    ]);
    // A district of another region: nobody.
    expect((await list(`?regionId=1718&districtId=${chilonzor}`)).body).toEqual([]);
  });

  it('finds a notary by part of the name in Latin or Cyrillic, in any case', async () => {
    expect(surnames((await list('?name=abdul')).body)).toEqual(['Abdullayeva']);
    expect(surnames((await list(`?name=${encodeURIComponent('ТОЖИ')}`)).body)).toEqual(['Tojiyev']);
    expect(surnames((await list(`?name=${encodeURIComponent('сардор олим')}`)).body)).toEqual(['Tojiyev']);
    // The patronymic as typed on an ordinary keyboard (o'g'li) matches the registry's o‘g‘li.
    expect(surnames((await list(`?name=${encodeURIComponent("olim o'g'li")}`)).body)).toEqual(['Tojiyev']);
    expect(surnames((await list(`?regionId=${tashkent}&name=ravshan`)).body)).toEqual([]);
    expect(surnames((await list('?name=ravshan')).body)).toEqual(['Xolmatov']);
  });

  it('takes LIKE wildcards in the name literally', async () => {
    // Unescaped, "a_d" would match "Abd" of Abdullayeva and "%%" everybody.
    expect((await list('?name=a_d')).body).toEqual([]);
    expect((await list(`?name=${encodeURIComponent('%%')}`)).body).toEqual([]);
    expect((await list(`?name=${encodeURIComponent('\\%')}`)).body).toEqual([]);
  });

  it('sorts by the name in the language of the request', async () => {
    const ru = (await list('', 'ru')).body;
    expect(ru.map((n) => n.name.ru.split(' ')[0])).toEqual(['Абдуллаева', 'Тожиев', 'Холматов']);
  });

  it('treats a blank name as no filter', async () => {
    expect((await list(`?regionId=${tashkent}&name=%20%20`)).body).toHaveLength(2);
  });

  it.each(locales)('refuses a malformed query with the field and its message in %s', async (language) => {
    const cases: [string, string, string][] = [
      ['?regionId=abc', 'regionId', 'error_wrong_region_id'],
      ['?regionId=0', 'regionId', 'error_wrong_region_id'],
      ['?districtId=1.5', 'districtId', 'error_wrong_district_id'],
      ['?districtId=-3', 'districtId', 'error_wrong_district_id'],
      ['?name=a', 'name', 'error_notary_name_too_short'],
      [`?name=${'x'.repeat(101)}`, 'name', 'error_notary_name_too_long'],
      ['?name=ab&name=cd', 'name', 'error_wrong_notary_name'],
    ];
    for (const [query, field, key] of cases) {
      const { status, body } = await list(query, language);
      const message = translate(language, `validation.${key}`);
      expect({ query, status, body }).toEqual({
        query,
        status: 400,
        body: { code: 'validation_failed', message, fields: { [field]: message } },
      });
    }
  });

  it('gives an act to the notary chosen from the list, and refuses one whose licence is not active', async () => {
    const applicant = await clientOf(ministry(), 'drahimova');
    const [chosen] = (await list(`?regionId=${tashkent}&districtId=${chilonzor}`)).body;
    const created = await applicant.post('/notarial_act', {
      ...cleanSale,
      vehicle: await addVehicle(ministry(), [rahimovaPin]),
      notary: { mode: 'manual', notaryId: chosen!.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = await applicant.get(`/notarial_act/${created.body.uuid}`);
    expect(detail.body.general).toMatchObject({
      notary: { id: chosen!.id, name: 'Tojiyev Sardor Olim o‘g‘li' },
      office: { id: 2 },
    });

    const refused = await applicant.post('/notarial_act', {
      ...cleanSale,
      vehicle: await addVehicle(ministry(), [rahimovaPin]),
      notary: { mode: 'manual', notaryId: await notaryIdOf(ministry(), 'mqosimova') },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'no_notary_available' } });
  });

  it('treats a former notary of an office as a stranger to its acts and its queue', async () => {
    const applicant = await clientOf(ministry(), 'drahimova');
    const created = await applicant.post('/notarial_act', {
      ...cleanSale,
      vehicle: await addVehicle(ministry(), [rahimovaPin]),
    });
    expect(created.body).toMatchObject({ uuid: expect.any(String) });
    // Office 1 has the act: its active notary reads it and queues it, its former one does neither.
    const abdullayeva = await clientOf(ministry(), 'nabdullayeva');
    expect((await abdullayeva.get(`/notarial_act/${created.body.uuid}`)).status).toBe(200);
    const qosimova = await clientOf(ministry(), 'mqosimova');
    expect(await qosimova.get(`/notarial_act/${created.body.uuid}`)).toMatchObject({
      status: 418,
      body: { code: 'pin_not_found_in_uuid' },
    });
    expect(await qosimova.get('/notary/queue')).toMatchObject({
      status: 403,
      body: { code: 'not_a_notary' },
    });
  });
});
