import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, test } from '../fixtures';
import { HomeModel } from '../models/home.model';
import { KioskActsModel } from '../models/kiosk-acts.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { inDays, kioskLoginAs, loginAs, openPersonPage, restoreOffer } from '../support/sessions';
import { type Json, restAs } from '../support/video-act';

// The kiosk's own acts (issue 28): a kiosk user finds on /kiosk/my_notarial_act the power of attorney
// Qosimova (browser) made out to them and their own translation whose time notary Abdullayeva
// (browser) set; on the kiosk they accept the invitation, confirm the time and open the act's print form to print. Once in
// Latin Uzbek (Hasanov), once in Russian (Ergashev). The acts are made and walked to those steps
// through the ministry's REST contract with each person's own session (e2e/support/video-act.ts).
// All four have the astronaut registry photo: one browser, one camera.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

const walks = [
  {
    locale: 'oz',
    person: people.hasanov,
    name: /^Hasanov Rustam/,
    poa: /^Umumiy ishonchnoma/,
    translation: /^Hujjat tarjimasining/,
    visitDay: 12,
  },
  {
    locale: 'ru',
    person: people.ergashev,
    name: /^Ergashev Otabek|^Эргашев Отабек/,
    poa: /^Общая доверенность/,
    translation: /^Свидетельствование верности перевода/,
    visitDay: 13,
  },
] as const;

/** dd.mm.yyyy `days` ahead (the type fields' date format). */
const termDate = (days: number) => inDays(days).split('-').reverse().join('.');

test('a kiosk user finds their acts, accepts an invitation, confirms a time and sees the print form to print, in oz and ru', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const applicant = await openPersonPage(browser);
  const notary = await openPersonPage(browser);
  try {
    const applicantLogin = await loginAs(applicant.page, people.qosimova);
    const notaryLogin = await loginAs(notary.page, people.abdullayeva);
    const [qosimova, abdullayeva] = await Promise.all([restAs(applicant.page), restAs(notary.page)]);
    const notaries: Json[] = await qosimova.get('/notaries?name=Abdullayeva');
    expect(notaries).toHaveLength(1);
    const byHand = { mode: 'manual', notaryId: notaries[0].id };

    for (const walk of walks) {
      await test.step(`${walk.locale}: the kiosk user's acts`, async () => {
        const kioskSession = await openPersonPage(browser);
        const kiosk = kioskSession.page;
        try {
          const kioskLogin = await kioskLoginAs(kiosk, walk.person);
          const own = await restAs(kiosk);
          // Qosimova's power of attorney to the kiosk user: it waits for their answer.
          const poaCreated = await qosimova.post('/notarial_act', {
            type: 'generalPowerOfAttorney',
            notary: byHand,
            fields: { termFrom: termDate(1), termTo: termDate(365) },
            parties: [
              {
                role: 'attorney',
                ...walk.person,
                grantedRights: { rights: ['representInCourt'], delegation: false },
              },
            ],
          });
          // The kiosk user's translation, walked to the time the notary set: it waits for their confirmation.
          const translationCreated = await own.post('/notarial_act', {
            type: 'translation',
            fields: { documentName: 'Diplom', pageCount: 2, languageFrom: 'en', languageTo: 'oz' },
            parties: [],
            notary: byHand,
          });
          const { uuid } = translationCreated;
          await own.send(uuid, 'act.sentForCheck');
          await abdullayeva.send(uuid, 'act.checkAccepted');
          await own.send(uuid, 'act.confirmed');
          await abdullayeva.send(uuid, 'act.invoicesIssued', {
            invoices: [{ amount: 75_000, purpose: 'state_fee', reason: 'Kelishilgan summa' }],
          });
          const set = await abdullayeva.send(uuid, 'act.timeSet', {
            visit: { date: inDays(walk.visitDay), time: '15:00', regtype: 1 },
          });
          expect(set.general.state).toBe('timeConfirmation');
          const poa = { rid: poaCreated.rid, uuid: poaCreated.uuid, typeName: walk.poa };
          const translation = { rid: set.rid, uuid, typeName: walk.translation };

          if (walk.locale !== 'oz') await new HomeModel(kiosk).clickLocale(walk.locale);
          const acts = new KioskActsModel(kiosk, walk.locale);
          await acts.openFromMain();
          await acts.chooseTab('awaiting');
          await acts.seeCard(poa, 'preparation', 'prepare');
          await acts.seeCard(translation, 'timeConfirmation', 'confirmTime');
          await acts.checkAccessibility();

          await acts.openCard(poa);
          await acts.doAction('acceptParticipation');
          await acts.seePartyAccepted(walk.name);
          await acts.checkAccessibility();

          await kiosk.goBack();
          await acts.chooseTab('awaiting');
          await acts.seeNoCard(poa);
          await acts.openCard(translation);
          await acts.doAction('confirmTime');
          await acts.seeState('payment');
          await acts.previewPrintForm();

          await kiosk.goBack();
          // Both acts in the in-process tab: the translation now waits for the payment, the power of
          // attorney for Qosimova to send it for check.
          await acts.seeCard(translation, 'payment', 'pay');
          await acts.seeCard(poa, 'preparation', 'waitOthers');
          await acts.checkAccessibility();
          if (walk.locale === 'ru') {
            // The third locale: the same page in Cyrillic Uzbek, checked by axe too.
            await new HomeModel(kiosk).clickLocale('uz');
            await expect(
              kiosk.getByRole('heading', { level: 1, name: 'Менинг нотариал ҳаракатларим' }),
            ).toBeVisible();
            await acts.checkAccessibility();
          }
          // Later specs log these people in and expect the offer (people.ts): leave it as it was.
          await restoreOffer(kiosk, kioskLogin, walk.locale === 'ru' ? 'uz' : 'oz');
          kioskSession.expectNoPageErrors();
        } finally {
          await kioskSession.close();
        }
      });
    }
    await restoreOffer(applicant.page, applicantLogin);
    await restoreOffer(notary.page, notaryLogin);
    applicant.expectNoPageErrors();
    notary.expectNoPageErrors();
  } finally {
    await applicant.close();
    await notary.close();
  }
});
