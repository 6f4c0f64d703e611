import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, tashkentDate } from '../../machines/clock/clock';
import { locales } from '../../machines/text/locales';
import { notarialActs, reviewJournal, reviews, users } from '../../ministry/db/schema';
import { registryNotaries, seedOffices, seedPeople, seedRegisteredActs } from '../../ministry/db/seed';
import { type Language, translate } from '../../ministry/i18n';
import { drivers, ministryForSuite } from '../support/ministry';
import { type Answer, clientsForSuite, type Json, notaryIdOf } from './acts-support';

// The public notary directory and its reviews (decision 051) on the sandbox's seed: 4 notaries with a
// portal account and 20 of the ministry's registry, in 15 offices; Sobirova's six reviews; Hasanov's
// registered act with Tojiyev (N-000103) not reviewed yet. Saidov (administrator) moderates reviews, and
// grants the moderator role (decision 072).

const accountNotaries = seedPeople.filter((p) => p.notary).length;
const allNotaries = accountNotaries + registryNotaries.length;
const tashkent = 1726;
const chilonzor = seedOffices.find((o) => o.id === 2)!.districtId;
const samarkandOffice = seedOffices.find((o) => o.id === 10)!;

describe.each(drivers)('notary directory on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, {
    hasanov: 'rhasanov',
    sobirova: 'lsobirova',
    tojiyev: 'stojiyev',
    tojiyevRu: ['stojiyev', 'ru'],
    abdullayeva: 'nabdullayeva',
    nazarova: 'gnazarova',
    admin: 'bsaidov',
  });

  async function get(path: string, language: Language = 'oz'): Promise<Answer<Json>> {
    const response = await fetch(`${ministry().url}/api${path}`, {
      headers: { 'accept-language': language },
    });
    return { status: response.status, body: await response.json() };
  }
  const list = (query: string, language: Language = 'oz') => get(`/notary_directory${query}`, language);
  const licences = (body: Json) => body.items.map((n: Json) => n.licenseNumber);

  it('lists every notary with licence, status, absence, timetable, presence, office and both ratings', async () => {
    const { status, body } = await list('?size=50');
    expect(status).toBe(200);
    expect(body.total).toBe(allNotaries);
    expect(body.items).toHaveLength(allNotaries);
    const yoldoshev = body.items.find((n: Json) => n.licenseNumber === 'N-000201');
    expect(yoldoshev).toMatchObject({
      name: { oz: 'Yo‘ldoshev Bekzod Akmal o‘g‘li', uz: 'Йўлдошев Бекзод Акмал ўғли' },
      licenseStatus: 'active',
      absence: null,
      workDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      workFrom: '09:00',
      workTo: '18:00',
      ministryRating: 4.8,
      clientRating: 4,
      reviewCount: 1,
      office: { id: 1, latitude: seedOffices[0]!.latitude },
    });
    expect(['present', 'offDuty']).toContain(yoldoshev.presence);
    const byLicence = (l: string) => body.items.find((n: Json) => n.licenseNumber === l);
    expect(byLicence('N-000203')).toMatchObject({ absence: 'vacation', presence: 'absent' });
    // A realistic vacation: it ends two weeks after the day the database was seeded (today, or
    // yesterday for a run that crossed midnight), never in a distant year.
    const now = new Date();
    expect([addDays(tashkentDate(now), 13), addDays(tashkentDate(now), 14)]).toContain(
      byLicence('N-000203').absentUntil,
    );
    expect(byLicence('N-000206')).toMatchObject({ absence: 'sick', presence: 'absent' });
    expect(byLicence('N-000210')).toMatchObject({ licenseStatus: 'cancelled', presence: 'noLicense' });
    expect(byLicence('N-000104')).toMatchObject({ licenseStatus: 'terminated', presence: 'noLicense' });
  });

  it('pages the list and bounds page and size with a message in each language', async () => {
    const first = await list('?size=10&page=1');
    const third = await list('?size=10&page=3');
    expect(first.body.items).toHaveLength(10);
    expect(third.body.items).toHaveLength(allNotaries - 20);
    expect(new Set([...licences(first.body), ...licences(third.body)]).size).toBe(10 + allNotaries - 20);
    for (const language of locales) {
      const tooBig = await list('?size=51', language);
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.fields.size).toBe(translate(language, 'validation.error_wrong_page_size'));
    }
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?sort=random')).body.fields.sort).toBe(
      translate('oz', 'validation.error_wrong_directory_sort'),
    );
    const noPosition = await list('?sort=distance');
    expect(noPosition.status).toBe(400);
    expect(noPosition.body.fields.latitude).toBe(translate('oz', 'validation.error_distance_needs_position'));
    expect((await list('?sort=distance&latitude=91&longitude=60')).status).toBe(400);
    expect((await list(`?name=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('sorts alphabetically in the script of the page, by ministry rating and by client rating', async () => {
    const names = async (language: Language) =>
      (await list('?size=50', language)).body.items.map((n: Json) => n.name[language] as string);
    // Latin Uzbek: O‘ G‘ Sh Ch Ng follow Z, as in the alphabet (not G‘ among the G's, Sh among the S's).
    const oz = await names('oz');
    expect(oz).toHaveLength(allNotaries);
    expect(oz[0]).toBe('Abdullayeva Nodira Shavkat qizi');
    expect(oz.slice(-3)).toEqual([
      'Yo‘ldoshev Bekzod Akmal o‘g‘li',
      'G‘aniyev Abdulla Rahim o‘g‘li',
      'Sharipova Nilufar To‘lqin qizi',
    ]);
    expect(oz.indexOf('Tojiyev Sardor Olim o‘g‘li')).toBe(oz.indexOf('Tog‘ayeva Iroda Anvar qizi') - 1);
    // Cyrillic Uzbek: Ў Қ Ғ Ҳ follow Я, in that order (by code point Ғ would come before Қ).
    const uz = await names('uz');
    expect(uz.slice(-5)).toEqual([
      'Эшматов Шерзод Пўлат ўғли',
      'Қодиров Зафар Баҳром ўғли',
      'Қосимова Малика Анвар қизи',
      'Ғаниев Абдулла Раҳим ўғли',
      'Ҳасанов Равшан Мурод ўғли',
    ]);
    // Russian: the names in Russian spelling (no Ғ, Қ, Ҳ or Ў in a Russian page), in Russian order.
    const ru = await names('ru');
    expect(ru.slice(2, 5)).toEqual([
      'Бобоев Улугбек Хамро угли',
      'Ганиев Абдулла Рахим угли',
      'Исмоилова Дилфуза Рустам кизи',
    ]);
    expect(ru.slice(6, 9)).toEqual([
      'Каримов Отабек Илхом угли',
      'Кодиров Зафар Бахром угли',
      'Косимова Малика Анвар кизи',
    ]);
    expect(ru.slice(-3)).toEqual([
      'Хасанов Равшан Мурод угли',
      'Шарипова Нилуфар Тулкин кизи',
      'Эшматов Шерзод Пулат угли',
    ]);

    const ministryRatings = (await list('?sort=ministryRating&size=50')).body.items.map(
      (n: Json) => n.ministryRating,
    );
    expect(ministryRatings).toEqual([...ministryRatings].sort((a, b) => b - a));
    expect(ministryRatings[0]).toBe(4.9);

    const byClients = (await list('?sort=clientRating&size=50')).body.items;
    // Seeded reviews: Abdullayeva 5, Xoliqova 5 (ties by id: account notaries first), then the 4s.
    expect(byClients.slice(0, 2).map((n: Json) => n.licenseNumber)).toEqual(['N-000101', 'N-000208']);
    const rated = byClients.filter((n: Json) => n.clientRating !== null).map((n: Json) => n.clientRating);
    expect(rated).toEqual([5, 5, 4, 4, 3, 2]);
    expect(
      byClients.slice(rated.length).every((n: Json) => n.clientRating === null && n.reviewCount === 0),
    ).toBe(true);
  });

  it('filters by region, district and office, and sorts by distance from the visitor', async () => {
    const region = await list(`?regionId=${tashkent}&size=50`);
    expect(region.body.items.every((n: Json) => n.office.regionId === tashkent)).toBe(true);
    expect(region.body.total).toBe(6);
    const district = await list(`?districtId=${chilonzor}`);
    expect(district.body.items.map((n: Json) => n.office.id)).toEqual([2, 2, 2]);
    const office = await list('?officeId=15');
    expect(licences(office.body).sort()).toEqual(['N-000219', 'N-000220']);
    const near = await list(
      `?sort=distance&latitude=${samarkandOffice.latitude}&longitude=${samarkandOffice.longitude}&size=5`,
    );
    expect(near.body.items.slice(0, 3).map((n: Json) => n.office.id)).toEqual([10, 10, 10]);
    expect(near.body.items[0].distanceKm).toBe(0);
    expect(near.body.items[3].distanceKm).toBeGreaterThan(50);
    const markers = (await get(`/notary_directory/offices?regionId=${tashkent}`)).body;
    expect(markers.map((o: Json) => [o.id, o.notaries])).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it('finds a name typed in the other script', async () => {
    const cyrillic = await list(`?name=${encodeURIComponent('Абдуллаева')}`);
    expect(licences(cyrillic.body)).toEqual(['N-000101']);
    const latinForCyrillicPage = await list(`?name=${encodeURIComponent("yo'ldoshev")}`, 'uz');
    expect(latinForCyrillicPage.body.items.map((n: Json) => n.name.uz)).toEqual([
      'Йўлдошев Бекзод Акмал ўғли',
    ]);
    const cyrillicUzbek = await list(`?name=${encodeURIComponent('Холиқова')}`);
    expect(licences(cyrillicUzbek.body)).toEqual(['N-000208']);
    expect((await list('?name=Fqwfqw')).body).toMatchObject({ total: 0, items: [] });
  });

  it('shows one notary and 404s an unknown one', async () => {
    const id = await notaryIdOf(ministry(), 'stojiyev');
    const { status, body } = await get(`/notary_directory/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ licenseNumber: 'N-000103', office: { id: 2 } });
    expect((await get('/notary_directory/999999')).status).toBe(404);
    expect((await get('/notary_directory/abc')).status).toBe(400);
  });

  describe('reviews', () => {
    const hasanovAct = seedRegisteredActs.find((a) => a.userid === 'rhasanov')!;
    const actIdOf = async (uuid: string) =>
      (
        await ministry()
          .db.select({ id: notarialActs.id })
          .from(notarialActs)
          .where(eq(notarialActs.uuid, uuid))
      )[0]!.id;

    it('needs a login, a rating 1-5, a bounded text, and a registered act of the user with the notary', async () => {
      const notaryId = await notaryIdOf(ministry(), 'stojiyev');
      const actId = await actIdOf(hasanovAct.uuid);
      const anonymous = await fetch(`${ministry().url}/api/notary_reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ notaryId, actId, rating: 5 }),
      });
      expect(anonymous.status).toBe(403);

      const noRating = await clients.hasanov.post('/notary_reviews', { notaryId, actId, text: 'Yaxshi' });
      expect(noRating.status).toBe(400);
      expect(noRating.body.fields.rating).toBe(translate('oz', 'validation.error_review_rating_required'));
      for (const rating of [0, 6, 4.5, '5']) {
        const wrong = await clients.hasanov.post('/notary_reviews', { notaryId, actId, rating });
        expect(wrong.status).toBe(400);
        expect(wrong.body.fields.rating).toBe(translate('oz', 'validation.error_review_rating_range'));
      }
      const long = await clients.hasanov.post('/notary_reviews', {
        notaryId,
        actId,
        rating: 4,
        text: 'x'.repeat(1001),
      });
      expect(long.body.fields.text).toBe(translate('oz', 'validation.error_review_text_too_long'));

      // Somebody else's act, and the user's act but another notary: 403.
      const sobirovaAct = await actIdOf(seedRegisteredActs.find((a) => a.licenseNumber === 'N-000103')!.uuid);
      const notHers = await clients.hasanov.post('/notary_reviews', {
        notaryId,
        actId: sobirovaAct,
        rating: 4,
      });
      expect(notHers.status).toBe(403);
      expect(notHers.body.code).toBe('review_not_allowed');
      const abdullayeva = await notaryIdOf(ministry(), 'nabdullayeva');
      const otherNotary = await clients.hasanov.post('/notary_reviews', {
        notaryId: abdullayeva,
        actId,
        rating: 4,
      });
      expect(otherNotary.status).toBe(403);

      const viewer = await clients.hasanov.get(`/notary_directory/${notaryId}/viewer`);
      expect(viewer.body).toEqual({
        reviewableActs: [{ id: actId, regnum: hasanovAct.regnum, regdate: hasanovAct.regdate }],
        canHide: false,
      });

      const created = await clients.hasanov.post('/notary_reviews', {
        notaryId,
        actId,
        rating: 2,
        text: '  Kutdim  ',
      });
      expect(created.status).toBe(200);
      // Sobirova's 4 and this 2.
      expect(created.body).toMatchObject({
        review: { rating: 2, text: 'Kutdim' },
        clientRating: 3,
        reviewCount: 2,
      });
      const again = await clients.hasanov.post('/notary_reviews', { notaryId, actId, rating: 5 });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('review_exists');
      expect((await clients.hasanov.get(`/notary_directory/${notaryId}/viewer`)).body.reviewableActs).toEqual(
        [],
      );

      const page = await get(`/notary_directory/${notaryId}/reviews`);
      expect(page.body.total).toBe(2);
      expect(page.body.items[0]).toMatchObject({
        rating: 2,
        text: 'Kutdim',
        author: 'Rustam H.',
        reported: false,
      });
      expect(JSON.stringify(page.body)).not.toContain(seedPeople.find((p) => p.userid === 'rhasanov')!.pin);
    });

    it('is reported by anyone, the reviewed notary too, and moderated by a moderator or an administrator, never by the notary or her office', async () => {
      const notaryId = await notaryIdOf(ministry(), 'stojiyev');
      const page = await get(`/notary_directory/${notaryId}/reviews`);
      const review = page.body.items.find((r: Json) => r.author === 'Rustam H.');
      expect(review).toBeDefined();
      const office1Act = seedRegisteredActs.find((a) => a.licenseNumber === 'N-000201')!;
      const [office1Review] = await ministry()
        .db.select({ id: reviews.id })
        .from(reviews)
        .innerJoin(notarialActs, eq(notarialActs.id, reviews.actId))
        .where(eq(notarialActs.uuid, office1Act.uuid));

      // Not reported yet: nothing to hide, even for an administrator.
      const early = await clients.admin.post(`/notary_reviews/${review.id}/hide`, { reason: 'Haqoratli' });
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('review_not_reported');

      // The reviewed notary may report it: the report queues it for the moderators.
      expect((await clients.tojiyev.post(`/notary_reviews/${review.id}/report`)).status).toBe(200);
      expect((await clients.sobirova.post(`/notary_reviews/${review.id}/report`)).status).toBe(200);
      expect((await clients.sobirova.post(`/notary_reviews/${review.id}/report`)).status).toBe(200);
      expect((await clients.tojiyev.post(`/notary_reviews/${office1Review!.id}/report`)).status).toBe(200);
      expect((await get(`/notary_directory/${notaryId}/reviews`)).body.items[0].reported).toBe(true);

      // A notary without the moderator role hides nothing, her own office's or another's.
      for (const [client, language] of [
        [clients.tojiyev, 'oz'],
        [clients.tojiyevRu, 'ru'],
        [clients.abdullayeva, 'oz'],
      ] as const) {
        const refused = await client.post(`/notary_reviews/${review.id}/hide`, { reason: 'Yolg‘on' });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({
          code: 'review_hide_forbidden',
          message: translate(language, 'errors.review_hide_forbidden'),
        });
      }
      expect((await clients.tojiyev.get(`/notary_directory/${notaryId}/viewer`)).body.canHide).toBe(false);
      expect((await clients.tojiyev.get('/review_moderation')).body.code).toBe('forbidden');

      // Made moderators, Tojiyev (the reviewed notary) and Abdullayeva (office 1) still may not moderate
      // a review of themselves or of their office.
      for (const userid of ['stojiyev', 'nabdullayeva', 'gnazarova']) {
        const [user] = await ministry()
          .db.select({ id: users.id })
          .from(users)
          .where(eq(users.userid, userid));
        const granted = await clients.admin.post(`/admin/users/${user!.id}/changes`, {
          action: 'grant',
          role: 'moderator',
          reason: 'Moderates reviews',
        });
        expect(granted.body.roles).toContain('moderator');
      }
      for (const [client, id, language] of [
        [clients.tojiyev, review.id, 'oz'],
        [clients.tojiyevRu, review.id, 'ru'],
        [clients.abdullayeva, office1Review!.id, 'oz'],
      ] as const) {
        for (const action of ['hide', 'keep']) {
          const refused = await client.post(`/notary_reviews/${id}/${action}`, { reason: 'Yolg‘on' });
          expect(refused.status).toBe(403);
          expect(refused.body).toEqual({
            code: 'review_moderation_conflict',
            message: translate(language, 'errors.review_moderation_conflict'),
          });
        }
      }
      expect((await clients.tojiyev.get(`/notary_directory/${notaryId}/viewer`)).body.canHide).toBe(false);
      expect((await clients.abdullayeva.get(`/notary_directory/${notaryId}/viewer`)).body.canHide).toBe(true);

      // The moderators' queue: both reported reviews, each saying whether this moderator may decide it.
      expect((await clients.hasanov.get('/review_moderation')).status).toBe(403);
      const queue = await clients.abdullayeva.get('/review_moderation?status=reported');
      expect(queue.status).toBe(200);
      expect(queue.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(queue.body.items.map((r: Json) => [r.id, r.reportCount, r.canModerate])).toEqual([
        [review.id, 2, true],
        [office1Review!.id, 1, false],
      ]);
      expect(queue.body.items[0]).toMatchObject({
        notaryId,
        notaryName: 'Tojiyev Sardor Olim o‘g‘li',
        author: 'Rustam H.',
        text: 'Kutdim',
        hidden: false,
      });
      expect((await clients.abdullayeva.get('/review_moderation?status=gone')).status).toBe(400);
      expect((await clients.abdullayeva.get('/review_moderation?page=501')).status).toBe(400);

      const noReason = await clients.nazarova.post(`/notary_reviews/${review.id}/hide`, { reason: '  ' });
      expect(noReason.body.fields.reason).toBe(
        translate('oz', 'validation.error_review_hide_reason_required'),
      );
      const hidden = await clients.nazarova.post(`/notary_reviews/${review.id}/hide`, {
        reason: 'Haqoratli',
      });
      expect(hidden.status).toBe(200);
      expect(hidden.body).toMatchObject({ hidden: true, clientRating: 4, reviewCount: 1 });
      expect(
        (await clients.nazarova.post(`/notary_reviews/${review.id}/hide`, { reason: 'x' })).body.code,
      ).toBe('review_already_hidden');
      const after = await get(`/notary_directory/${notaryId}/reviews`);
      expect(after.body.items.map((r: Json) => r.id)).not.toContain(review.id);
      expect((await get(`/notary_directory/${notaryId}`)).body).toMatchObject({
        clientRating: 4,
        reviewCount: 1,
      });
      expect((await clients.nazarova.get('/review_moderation')).body.items.map((r: Json) => r.id)).toEqual([
        office1Review!.id,
      ]);
      const hiddenList = await clients.nazarova.get('/review_moderation?status=hidden');
      expect(hiddenList.body.items).toMatchObject([{ id: review.id, hidden: true, hideReason: 'Haqoratli' }]);

      // An administrator restores it (back in the average) and keeps the other one visible.
      const restored = await clients.admin.post(`/notary_reviews/${review.id}/restore`, {
        reason: 'Shikoyat asossiz',
      });
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ hidden: false, clientRating: 3, reviewCount: 2 });
      expect(
        (await get(`/notary_directory/${notaryId}/reviews`)).body.items.map((r: Json) => r.id),
      ).toContain(review.id);
      const twice = await clients.admin.post(`/notary_reviews/${review.id}/restore`, { reason: 'Yana' });
      expect(twice.status).toBe(409);
      expect(twice.body.code).toBe('review_not_hidden');
      const kept = await clients.admin.post(`/notary_reviews/${office1Review!.id}/keep`, {
        reason: 'Oddiy fikr',
      });
      expect(kept.status).toBe(200);
      expect(kept.body.hidden).toBe(false);
      expect(
        (await clients.admin.post(`/notary_reviews/${office1Review!.id}/keep`, { reason: 'Yana' })).body.code,
      ).toBe('review_not_reported');
      expect((await clients.admin.get('/review_moderation')).body).toMatchObject({ total: 0, items: [] });
      // A new report queues it again; a repeated one does not.
      await clients.sobirova.post(`/notary_reviews/${office1Review!.id}/report`);
      expect((await clients.admin.get('/review_moderation')).body.total).toBe(1);
      await clients.admin.post(`/notary_reviews/${office1Review!.id}/keep`, { reason: 'Oddiy fikr' });
      await clients.sobirova.post(`/notary_reviews/${office1Review!.id}/report`);
      expect((await clients.admin.get('/review_moderation')).body.total).toBe(0);

      const journal = await ministry()
        .db.select({ event: reviewJournal.event, userId: reviewJournal.userId, reason: reviewJournal.reason })
        .from(reviewJournal)
        .where(eq(reviewJournal.reviewId, review.id))
        .orderBy(asc(reviewJournal.id));
      expect(journal).toEqual([
        { event: 'created', userId: clients.hasanov.userId, reason: null },
        { event: 'reported', userId: clients.tojiyev.userId, reason: null },
        { event: 'reported', userId: clients.sobirova.userId, reason: null },
        { event: 'hidden', userId: clients.nazarova.userId, reason: 'Haqoratli' },
        { event: 'restored', userId: clients.admin.userId, reason: 'Shikoyat asossiz' },
      ]);
    });
  });
});
