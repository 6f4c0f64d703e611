import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueLimits } from '../../machines/catalogue/catalogue.schema';
import { locales } from '../../machines/text/locales';
import { dictionaryChanges, offices } from '../../ministry/db/schema';
import { seedCatalogue, seedPeople } from '../../ministry/db/seed';
import { drivers, ministryForSuite } from '../support/ministry';
import { abdullayevaNotaryId, addVehicle, type Client, clientsForSuite, type Json } from './acts-support';

// The public catalogue, its calculator and /update_dict (issue 12, decision 050) against the seeded
// sandbox ministry, with a base amount of its own so the answers show the configured one is used.

const baseAmount = 40_000_000; // 400 000 so'm
const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;
const rahimova = person('drahimova');
// Rahimova's brother by the civil registry's birth records: a claimed `sibling` is confirmed (decision 076).
const brother = person('jqodirov');

const anonymous = (url: string, language = 'oz') => ({
  async get(path: string) {
    const response = await fetch(`${url}/api${path}`, { headers: { 'accept-language': language } });
    return { status: response.status, body: (await response.json()) as Json };
  },
});

describe.each(drivers)('the service catalogue on %s', (driver) => {
  const ministry = ministryForSuite(driver, { baseAmount });
  const clients = clientsForSuite(ministry, {
    admin: 'bsaidov',
    adminRu: ['bsaidov', 'ru'],
    applicant: 'drahimova',
    notary: 'nabdullayeva',
  });
  const visitor = (language?: string) => anonymous(ministry().url, language);

  describe('the list and its search', () => {
    it('lists every act type of the registry, in sections, to anyone', async () => {
      const { status, body } = await visitor().get('/catalogue');
      expect(status).toBe(200);
      expect(body.total).toBe(14);
      expect(body.items.map((item: Json) => item.id)).toEqual(seedCatalogue.map((e) => e.actTypeId));
      expect(body.items[0]).toMatchObject({ id: 1, key: 'vehicleSale', section: 'vehicle' });
      expect(body.items[0].summary.ru).toContain('автомобиль');
    });

    it.each([
      ['a Cyrillic Uzbek query', 'олди-сотди'],
      ['a Russian query', 'купли-продажи автотранспортного'],
      ['a Latin query', 'oldi-sotdi'],
      ['a Latin query typed without the modifier marks', 'avtomobil sotib olasiz'],
    ])('finds the vehicle sale by %s in any language of the page', async (_what, q) => {
      for (const language of locales) {
        const { status, body } = await visitor(language).get(`/catalogue?q=${encodeURIComponent(q)}`);
        expect(status).toBe(200);
        expect(body.items.map((item: Json) => item.id)).toContain(1);
      }
    });

    it('finds what a query names and nothing else', async () => {
      const { body } = await visitor().get(`/catalogue?q=${encodeURIComponent('tarjima')}`);
      expect(body.items.map((item: Json) => item.id)).toEqual([11962]);
      const none = await visitor().get(`/catalogue?q=${encodeURIComponent('zzzqqq')}`);
      expect(none.body).toMatchObject({ items: [], total: 0, page: 1, pageSize: catalogueLimits.pageSize });
    });

    it.each([
      ['a one-letter query', 'q=a', 'q', 'kamida 2'],
      ['punctuation only', 'q=%2C%2C%2C', 'q', 'kamida 2'],
      ['a query over 100 characters', `q=${'a'.repeat(101)}`, 'q', '100'],
      ['page 0', 'page=0', 'page', '1 dan 50'],
      ['a page that is not a number', 'page=x', 'page', '1 dan 50'],
      ['page 51', 'page=51', 'page', '1 dan 50'],
    ])('answers 400 with its message for %s', async (_what, query, field, words) => {
      const { status, body } = await visitor().get(`/catalogue?${query}`);
      expect(status).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(body.fields[field]).toContain(words);
    });

    it('answers the messages in the language asked', async () => {
      const { body } = await visitor('ru').get('/catalogue?q=a');
      expect(body.message).toBe('Для поиска введите не менее 2 букв или цифр');
    });
  });

  describe('one act type', () => {
    it('gives the detail fields, the registry roles and the tariff with the base amount in force', async () => {
      const { status, body } = await visitor().get('/catalogue/1');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: 1,
        key: 'vehicleSale',
        section: 'vehicle',
        asksRelationship: true,
        asksValue: true,
        roles: [
          { role: 'seller', min: 1 },
          { role: 'buyer', min: 1 },
        ],
        tariff: {
          basis: 'basis.vehicleSale',
          stateFee: { ofValue: 100, minOfBase: 10_000, source: 'sandbox' },
          reductions: [
            {
              basis: 'basis.vehicleTransferCloseRelatives',
              rate: { ofBase: 500, source: 'specification' },
            },
          ],
          baseAmount,
        },
      });
      for (const language of locales) {
        const texts = body.texts[language];
        expect(texts.documents.length).toBeGreaterThan(0);
        for (const field of ['regulation', 'summary', 'duration', 'result', 'conditions'])
          expect(texts[field].length).toBeGreaterThan(10);
      }
      expect(body.texts.uz.summary).toMatch(/[а-яўқғҳ]/);
    });

    it('answers 404 for an id that is no act type and 400 for one that is no id', async () => {
      expect((await visitor().get('/catalogue/2')).status).toBe(404);
      const bad = await visitor().get('/catalogue/abc');
      expect(bad.status).toBe(400);
      expect(bad.body.fields.id).toBeDefined();
    });
  });

  describe('the calculator', () => {
    const quote = async (query: string) => {
      const answer = await visitor().get(`/catalogue/fee?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.fee;
    };

    it('gives the 5 % close-relative fee for a vehicle sold to a son, with no value needed', async () => {
      expect(await quote('type=1&relationship=child')).toEqual({
        baseAmount,
        reduction: 'child',
        invoices: [
          {
            purpose: 'state_fee',
            amount: 2_000_000,
            rate: { ofBase: 500, source: 'specification' },
            basis: ['basis.vehicleSale', 'basis.vehicleTransferCloseRelatives'],
          },
        ],
      });
    });

    it('gives the full rate of the value to a stranger, at least the base amount', async () => {
      const fee = await quote('type=1&value=5000000000&relationship=other');
      expect(fee.invoices[0]).toMatchObject({
        amount: 50_000_000,
        basis: ['basis.vehicleSale', 'basis.sandboxRate'],
      });
      const small = await quote('type=1&value=100000');
      expect(small.invoices[0].amount).toBe(baseAmount);
      expect(small.invoices[0].basis).toContain('basis.minimum');
    });

    it('equals the fee the notary invoices for an act with the same inputs', async () => {
      for (const relationship of ['sibling', undefined]) {
        const { price, ...vehicle } = await addVehicle(ministry(), [rahimova.pin]);
        const created = await clients.applicant.post('/notarial_act', {
          type: 1,
          regtype: 1,
          vehicle: { ...vehicle, price },
          parties: [
            {
              role: 'buyer',
              passserial: brother.passserial,
              passnum: brother.passnum,
              pin: brother.pin,
              ...(relationship ? { relationship } : {}),
            },
          ],
          notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        const invoiced = await clients.notary.get(`/notarial_act/${created.body.uuid}/fee`);
        const tiyin = Math.round(price * 100);
        const quoted = await quote(
          `type=1&value=${tiyin}${relationship ? `&relationship=${relationship}` : ''}`,
        );
        expect(quoted).toEqual(invoiced.body.fee);
      }
    });

    it.each([
      ['no type', 'value=1', 'type', 'katalogda yo‘q'],
      ['an unknown type', 'type=2', 'type', 'katalogda yo‘q'],
      ['a vehicle sale to a stranger without a value', 'type=1', 'value', 'summasini kiriting'],
      ['a negative value', 'type=1&value=-5', 'value', 'noto‘g‘ri'],
      ['a value in fractions of a tiyin', 'type=1&value=1.5', 'value', 'noto‘g‘ri'],
      ["a value over 10^12 so'm", 'type=1&value=100000000000001', 'value', 'noto‘g‘ri'],
      ['an unknown relationship', 'type=1&value=1&relationship=cousin', 'relationship', 'ro‘yxatdan'],
      [
        'a relationship the type does not ask',
        'type=11962&relationship=child',
        'relationship',
        'so‘ralmaydi',
      ],
    ])('answers 400 with its message for %s', async (_what, query, field, words) => {
      const { status, body } = await visitor().get(`/catalogue/fee?${query}`);
      expect(status).toBe(400);
      expect(body.fields[field]).toContain(words);
    });
  });

  describe('/update_dict', () => {
    const catalogueOf = async () => (await clients.admin.get('/dictionaries')).body.catalogue;

    it('is for administrators only: a notary or an applicant is refused, and no one without a session', async () => {
      for (const client of [clients.applicant, clients.notary] as Client[]) {
        expect((await client.get('/dictionaries')).status).toBe(403);
        expect((await client.get('/dictionaries')).body.code).toBe('forbidden');
        expect((await client.get('/dictionaries/journal')).status).toBe(403);
        // Refused before the input is read: a bad body still answers 403.
        expect((await client.post('/dictionaries/regions/1', { name: {} })).status).toBe(403);
        expect(
          (await client.post('/dictionaries/base_amounts', { effectiveFrom: '2026-01-01', amount: 1 }))
            .status,
        ).toBe(403);
      }
      const none = await visitor().get('/dictionaries');
      expect(none.status).toBe(403);
      expect(none.body.code).toBe('access_denied');
      const [{ n }] = (await ministry()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(dictionaryChanges)) as [{ n: number }];
      expect(n).toBe(0);
    });

    it('journals an office edit with who, when, before and after, and the office answers the new name', async () => {
      const { body: dicts } = await clients.admin.get('/dictionaries');
      const office = dicts.offices[0];
      const edited = {
        name: { ...office.name, oz: `${office.name.oz} (yangi)` },
        address: office.address,
        phone: '712009999',
      };
      const { status, body } = await clients.admin.post(`/dictionaries/offices/${office.id}`, edited);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({
        userid: 'bsaidov',
        dictionary: 'offices',
        recordId: office.id,
        before: { name: office.name, phone: office.phone },
        after: { name: edited.name, phone: '712009999' },
      });
      expect(Math.abs(Date.parse(body.at) - Date.now())).toBeLessThan(60_000);
      const [row] = await ministry().db.select().from(offices).where(eq(offices.id, office.id));
      expect(row!.nameOz).toBe(edited.name.oz);
      const journal = await clients.admin.get('/dictionaries/journal?dictionary=offices');
      expect(journal.body.items[0]).toEqual(body);
      // The journal is append-only in the database itself.
      await expect(ministry().db.delete(dictionaryChanges)).rejects.toThrow();
    });

    it('re-keys the search when the catalogue texts change', async () => {
      const [entry] = (await catalogueOf()).filter((e: Json) => e.actTypeId === 9);
      const texts = structuredClone(entry.texts);
      texts.oz.summary = `${texts.oz.summary} Lombardga o'xshamaydi.`;
      expect((await visitor().get('/catalogue?q=lombard')).body.total).toBe(0);
      const saved = await clients.admin.post('/dictionaries/catalogue/9', texts);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.before.texts.oz.summary).toBe(entry.texts.oz.summary);
      const found = await visitor().get(`/catalogue?q=${encodeURIComponent('ломбард')}`);
      expect(found.body.items.map((item: Json) => item.id)).toEqual([9]);
    });

    it('refuses bad input with 400 and its message, and journals nothing', async () => {
      const before = (await clients.admin.get('/dictionaries/journal')).body.total;
      const [entry] = await catalogueOf();
      const blank = structuredClone(entry.texts);
      blank.ru.summary = '   ';
      blank.oz.links = [{ title: 'x', url: 'javascript:alert(1)' }];
      blank.uz.regulation = 'a'.repeat(catalogueLimits.regulation + 1);
      const refused = await clients.adminRu.post('/dictionaries/catalogue/1', blank);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({
        'ru.summary': 'Заполните поле',
        'oz.links.0.url': 'Ссылка должна быть адресом, начинающимся с https://',
        'uz.regulation': 'Слишком длинный текст',
      });
      const phone = await clients.admin.post('/dictionaries/offices/1', {
        name: { oz: 'a', uz: 'a', ru: 'a' },
        address: { oz: 'a', uz: 'a', ru: 'a' },
        phone: '12',
      });
      expect(phone.status).toBe(400);
      expect(phone.body.fields.phone).toBeDefined();
      const amount = await clients.admin.post('/dictionaries/base_amounts', {
        effectiveFrom: '2026-02-30',
        amount: -1,
      });
      expect(amount.status).toBe(400);
      expect(Object.keys(amount.body.fields).sort()).toEqual(['amount', 'effectiveFrom']);
      expect(
        (await clients.admin.post('/dictionaries/regions/999999', { name: { oz: 'a', uz: 'a', ru: 'a' } }))
          .status,
      ).toBe(404);
      expect((await clients.admin.get('/dictionaries/journal?page=0')).status).toBe(400);
      expect((await clients.admin.get('/dictionaries/journal?dictionary=people')).status).toBe(400);
      expect((await clients.admin.get('/dictionaries/journal')).body.total).toBe(before);
    });

    it('a decreed base amount in force is what the calculator and the invoices use', async () => {
      const decreed = 41_200_000;
      const saved = await clients.admin.post('/dictionaries/base_amounts', {
        effectiveFrom: '2025-01-01',
        amount: decreed,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({
        dictionary: 'base_amounts',
        before: null,
        after: { amount: decreed },
      });
      // A later date not yet in force does not count.
      await clients.admin.post('/dictionaries/base_amounts', {
        effectiveFrom: '2099-01-01',
        amount: 99_900_000,
      });
      const { body: dicts } = await clients.admin.get('/dictionaries');
      expect(dicts).toMatchObject({ configuredBaseAmount: baseAmount, baseAmountInForce: decreed });
      const fee = (await visitor().get('/catalogue/fee?type=1&relationship=spouse')).body.fee;
      expect(fee).toMatchObject({ baseAmount: decreed, invoices: [{ amount: 2_060_000 }] });
      expect((await visitor().get('/catalogue/1')).body.tariff.baseAmount).toBe(decreed);
      const journal = await clients.admin.get('/dictionaries/journal?dictionary=base_amounts');
      expect(journal.body.total).toBe(2);
    });
  });
});
