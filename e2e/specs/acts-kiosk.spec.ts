import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, test } from '../fixtures';
import { ActDetailModel } from '../models/acts-detail.model';
import { ActInvitationModel } from '../models/acts-invitation.model';
import { KioskActModel } from '../models/kiosk-act.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import {
  invitationPathAbout,
  kioskLoginAs,
  loginAs,
  openPersonPage,
  restoreOffer,
} from '../support/sessions';

// The kiosk main page's spouse consent (15003) and minor's trip (15034) tiles open a guided creation,
// one question a screen, typed on the on-screen keyboards (decision 042). Tursunov (AC 1000003,
// astronaut) is at the kiosk; his wife Zarina (AC 1000013, grace_hopper) accepts in a browser of her
// own; their daughter Laylo (born 20.02.2010) is 15 or over, their son Ali (born 10.03.2016) is not
// (docs/sandbox.md).
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

// The tiles name the ministry's types; the guide's heading is the registry's title.
const spouseConsent = 'Er-xotinning umumiy mulkini tasarruf etishga rozilik';
const spouseConsentTitle = 'Er (xotin)ning roziligi';
const minorTrip = 'Voyaga yetmagan bolaning chet elga chiqishiga rozilik';
const zarinaPhone = '931000013';

test('a spouse consent typed on the kiosk keyboards, accepted by the other spouse in her own browser', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const zarinaBrowser = await chromium.launch(chromiumLaunchOptions(fakeCameraArgs('graceHopper')));
  const wife = await openPersonPage(zarinaBrowser);
  try {
    const kiosk = new KioskActModel(page);
    const rid = await test.step('Tursunov creates the consent from the kiosk tile', async () => {
      await kioskLoginAs(page, people.tursunov);
      await page.getByRole('link', { name: spouseConsent }).click();
      await kiosk.seeTitle(spouseConsentTitle);

      await kiosk.seeStep('Rozilik oluvchi turmush o‘rtog‘i', 1, 5);
      await kiosk.clickNext();
      // The PIN and the passport together, each asked for (decision 069).
      await kiosk.seeFieldError('Turmush o‘rtog‘ining JShShIRi', 'JShShIRni kiriting');
      await kiosk.seeFieldError('Pasport seriyasi', 'Pasport seriyasini kiriting');
      await kiosk.type('Turmush o‘rtog‘ining JShShIRi', people.zarina.pin);
      // Closed, the keyboard comes back on the next tap of a field.
      await kiosk.closeKeyboard();
      await kiosk.type('Pasport seriyasi', people.zarina.passserial);
      await kiosk.type('Pasport raqami', people.zarina.passnum);
      await kiosk.checkAccessibility();
      await kiosk.clickNext();

      await kiosk.seeStep('Nikoh ma’lumotlari', 2, 5);
      await kiosk.type('Dalolatnoma raqami', 'FHDYO-2008-000914');
      await kiosk.type('Qayd etilgan sana', '12092008', '12.09.2008');
      await kiosk.type('Qayd etgan FHDYo organi', 'MARG‘ILON FHDYO');
      await kiosk.clickNext();

      await kiosk.seeStep('Rozilik turi', 3, 5);
      await kiosk.choose('Sotish');
      await kiosk.choose('Garovga qo‘yish');
      await kiosk.clickNext();

      // Tursunov lives in Fergana, where no notary works yet: he picks Tashkent.
      await kiosk.seeStep('Notarius', 4, 5);
      await kiosk.chooseRegion('Toshkent shahri');
      await kiosk.clickNext();

      await kiosk.seeStep('Ma’lumotlarni tekshiring', 5, 5);
      await kiosk.seeReviewed('Turmush o‘rtog‘ining JShShIRi', people.zarina.pin);
      await kiosk.seeReviewed('Qayd etilgan sana', '12.09.2008');
      await kiosk.seeReviewed('Rozilik beriladigan bitimlar', 'Sotish, Garovga qo‘yish');
      await kiosk.checkAccessibility();
      return kiosk.clickCreateAndSeeCreated();
    });

    const act = new ActDetailModel(page);
    await act.seeUnnumbered(rid);
    await act.seeStep(1);
    // Nothing goes forward while the other spouse has not accepted.
    await act.seeNoAction('sendForCheck');

    await test.step('Zarina opens the SMS invitation in her browser and accepts', async () => {
      const login = await loginAs(wife.page, people.zarina);
      const invitation = new ActInvitationModel(wife.page);
      await invitation.goto(await invitationPathAbout(wife.page, zarinaPhone, spouseConsent));
      await expect(
        wife.page.getByText(
          `Sizni «${spouseConsent}» notarial harakatida «Rozilik oluvchi er (xotin)» sifatida ishtirok etishga taklif qilishdi.`,
        ),
      ).toBeVisible();
      await invitation.clickAccept();
      await invitation.seeAccepted();
      await restoreOffer(wife.page, login);
    });

    // Live on the kiosk: the consent can go to the notary now.
    await act.seeAction('sendForCheck');
    wife.expectNoPageErrors();
  } finally {
    await wife.close();
    await zarinaBrowser.close();
  }
});

test('a minor trip: a child of 16 may travel alone and then no escort is asked', async ({ page }) => {
  test.setTimeout(150_000);
  const kiosk = new KioskActModel(page);
  await kioskLoginAs(page, people.tursunov);
  await page.getByRole('link', { name: minorTrip }).click();
  await kiosk.seeTitle(minorTrip);

  // The steps follow the answers: her age adds the question whether she goes alone (8), her yes
  // takes the escort away (7).
  await kiosk.seeStep('Bola', 1, 7);
  await kiosk.type('Bolaning JShShIRi', '62002109990155');
  await expect(page.getByText('Bolaning tug‘ilgan sanasi (JShShIR bo‘yicha): 20.02.2010')).toBeVisible();
  // A child is named by the PIN and the birth record's number (decision 069).
  await kiosk.clickNext();
  await kiosk.seeFieldError(
    'Tug‘ilganlik haqidagi dalolatnoma yozuvi raqami',
    'Bolaning tug‘ilganlik haqidagi dalolatnoma yozuvi raqamini kiriting',
  );
  await kiosk.type('Tug‘ilganlik haqidagi dalolatnoma yozuvi raqami', 'FHDYO-2010-000386');
  await kiosk.clickNext();

  await kiosk.seeStep('Bola yolg‘iz chiqadimi?', 2, 8);
  await kiosk.choose('Ha');
  await expect(page.getByText('2-qadam, jami 7 ta')).toBeVisible();
  await kiosk.clickNext();

  // Travelling alone: the escort step is skipped.
  await kiosk.seeStep('Safar maqsadi', 3, 7);
  await kiosk.choose('Turizm');
  await kiosk.clickNext();

  // Where to: every country.
  await kiosk.seeStep('Qaysi davlatlarga', 4, 7);
  await kiosk.choose('Ha');
  await kiosk.clickNext();

  await kiosk.seeStep('Safar muddati', 5, 7);
  await kiosk.type('Chiqish sanasi', '10082027', '10.08.2027');
  await kiosk.type('Qaytish sanasi', '01082027', '01.08.2027');
  await kiosk.clickNext();
  await kiosk.seeFieldError(
    'Qaytish sanasi',
    'Tugash sanasi boshlanish sanasidan oldin bo‘lishi mumkin emas',
  );
  await kiosk.type('Qaytish sanasi', '25082027', '25.08.2027');
  await kiosk.clickNext();
  await kiosk.seeStep('Notarius', 6, 7);
  await kiosk.chooseRegion('Toshkent shahri');
  await kiosk.clickNext();

  await kiosk.seeStep('Ma’lumotlarni tekshiring', 7, 7);
  await kiosk.seeReviewed('Bola kuzatuvchisiz chiqadi', 'Ha');
  await kiosk.seeReviewed('Barcha davlatlarga', 'Ha');
  await expect(page.getByText('Kuzatuvchining JShShIRi')).toHaveCount(0);
  const rid = await kiosk.clickCreateAndSeeCreated();
  await new ActDetailModel(page).seeUnnumbered(rid);
});

test('a minor trip: a child of 10 never travels alone and the escort is required', async ({ page }) => {
  test.setTimeout(150_000);
  const kiosk = new KioskActModel(page);
  await kioskLoginAs(page, people.tursunov);
  await page.getByRole('link', { name: minorTrip }).click();

  await kiosk.type('Bolaning JShShIRi', '51003169990144');
  await kiosk.type('Tug‘ilganlik haqidagi dalolatnoma yozuvi raqami', 'FHDYO-2016-001207');
  await kiosk.clickNext();

  // Under 15: no question whether he goes alone; the escort comes next and must be named.
  await kiosk.seeStep('Kuzatuvchi', 2, 7);
  await expect(page.getByText('Bola yolg‘iz chiqadimi?')).toHaveCount(0);
  await kiosk.clickNext();
  await kiosk.seeFieldError('Kuzatuvchining JShShIRi', 'JShShIRni kiriting');
  await kiosk.type('Kuzatuvchining JShShIRi', people.zarina.pin);
  await kiosk.type('Kuzatuvchining pasport seriyasi', people.zarina.passserial);
  await kiosk.type('Kuzatuvchining pasport raqami', people.zarina.passnum);
  await kiosk.clickNext();

  await kiosk.seeStep('Safar maqsadi', 3, 7);
  await kiosk.choose('Davolanish');
  await kiosk.clickNext();

  // Where to: not every country, so they must be chosen from the list.
  await kiosk.seeStep('Qaysi davlatlarga', 4, 7);
  await kiosk.choose('Yo‘q');
  await kiosk.clickNext();
  await expect(page.getByText('Boriladigan davlatlarni tanlang', { exact: true })).toBeVisible();
  await kiosk.addCountry('Qozogʻiston');
  await kiosk.addCountry('Rossiya');
  await kiosk.removeCountry('Rossiya');
  await kiosk.clickNext();
  await kiosk.type('Chiqish sanasi', '01092027', '01.09.2027');
  await kiosk.type('Qaytish sanasi', '30092027', '30.09.2027');
  await kiosk.clickNext();
  await kiosk.chooseRegion('Toshkent shahri');
  await kiosk.clickNext();

  await kiosk.seeReviewed('Kuzatuvchining JShShIRi', people.zarina.pin);
  await kiosk.seeReviewed('Safar maqsadi', 'Davolanish');
  await kiosk.seeReviewed('Boriladigan davlatlar', 'Qozogʻiston');
  const rid = await kiosk.clickCreateAndSeeCreated();
  await new ActDetailModel(page).seeUnnumbered(rid);
});
