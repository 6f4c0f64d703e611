import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, test } from '../fixtures';
import { EqueueModel, KioskEqueueModel } from '../models/equeue.model';
import { HomeModel } from '../models/home.model';
import { KioskMainModel } from '../models/kiosk-main.model';
import { NotificationListModel } from '../models/notification-list.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { enrolKioskThroughAdmin } from '../support/kiosks';
import { people } from '../support/people';
import { kioskLoginAs, loginAs, ministryURL, type SmsMessage } from '../support/sessions';

// The appointment queue (issue 13, decisions 057, 058, 063), each person logged in with the face check.
// Aliyeva (AG 1000061) books the first free slot at office 1 (Yunusobod: Abdullayeva works six days a
// week, a registry notary five; the first date from today that offers a slot is taken, so a Sunday,
// a holiday or an evening only moves the date), sees it under registering, cancels it and finds it in
// history; axe on /equeue in oz, uz and ru. Usmonov (AG 1000062) checks in, by passport on the on-screen
// keyboard, on a kiosk of office 1 the administrator Saidov enrols first through /admin/kiosks and
// /kiosk/enrol (decision 070), the booking the seed gave him 90 to 120 minutes after the portal started
// (ministry/db/seed/equeue.ts): the kiosk answers with his number only, the same number again. Sharipova
// (AG 1000063) has a booking about 20 hours after the portal started: the reminder job sends its SMS
// (the sandbox outbox) and her kiosk login's notification list shows it, without a link.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

const office = 1;

test('a citizen books a slot, sees it under registering, cancels it and finds it in history; axe in oz, uz, ru', async ({
  page,
}) => {
  // A face login, a wizard that may try several dates and three axe runs on a shared two-core machine.
  test.setTimeout(240_000);
  await loginAs(page, people.aliyeva);
  const equeue = new EqueueModel(page, 'oz');
  await equeue.goto();
  await equeue.seePage();
  await equeue.seeEmpty();

  await equeue.openWizard();
  await equeue.chooseOffice(office);
  await equeue.chooseAnyNotary();
  await equeue.chooseConsultation();
  const slot = await equeue.chooseFirstFreeSlot();
  await equeue.confirm();
  await equeue.seeBookedAndClose();

  // Registering: the slot just booked, upcoming, at office 1.
  await equeue.seeOnlyBooking(slot, office, 'booked_upcoming');
  await equeue.cancelOnlyBooking();
  await equeue.seeEmpty();

  // History: the same slot, cancelled, and nothing left to cancel.
  await equeue.chooseTab('history');
  await equeue.seeOnlyBooking(slot, office, 'cancelled');
  await expect(
    equeue
      .bookings()
      .first()
      .getByRole('button', { name: equeue.t('cancel') }),
  ).toHaveCount(0);
  await equeue.checkAccessibility();

  for (const locale of ['uz', 'ru'] as const) {
    await new HomeModel(page).clickLocale(locale);
    const localized = new EqueueModel(page, locale);
    await localized.seePage();
    await localized.seeOnlyBooking(slot, office, 'cancelled');
    await localized.checkAccessibility();
  }
  await new HomeModel(page).clickLocale('oz');
});

test('on an enrolled kiosk a citizen checks in his booking by passport on the on-screen keyboard: the number, nothing else', async ({
  page,
  browser,
}) => {
  // Two face logins (the administrator enrolling the kiosk, the citizen at it) on a shared two-core machine.
  test.setTimeout(240_000);
  await enrolKioskThroughAdmin(browser, page, office, 'Yunusobod, kirish');
  await kioskLoginAs(page, people.usmonov);
  const kiosk = new KioskEqueueModel(page, 'oz');
  await kiosk.goto();
  await kiosk.seeOffice(office, 'Yunusobod, kirish');
  await kiosk.clickCheckIn();
  await kiosk.typePassport(people.usmonov);

  // Early: checked in, with the number the office calls; the kiosk says nothing of the booking.
  const number = await kiosk.seeCheckedIn();
  expect(number).toBeGreaterThan(0);
  await kiosk.clickDone();

  // The same passport again: the same number, as any passport typed twice would get.
  await kiosk.clickCheckIn();
  await kiosk.typePassport(people.usmonov);
  expect(await kiosk.seeCheckedIn()).toBe(number);
});

test('the reminder of a booking within a day: one SMS in the outbox, and an entry without a link in the notification list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The job's first pass runs as the ministry starts; one SMS, whatever the passes since.
  let reminders: SmsMessage[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(`${ministryURL}/api/sms_outbox?phone=901000063`);
      reminders = (await response.json()) as SmsMessage[];
      return reminders.length;
    })
    .toBe(1);
  const officeName = 'Yunusobod tumani davlat notarial idorasi';
  expect(reminders[0]!.text).toContain(officeName);
  const [, date, time] = /(\d{4}-\d{2}-\d{2}) kuni soat (\d{2}:\d{2})/.exec(reminders[0]!.text) ?? [];
  expect(date).toBeDefined();
  const [year, month, day] = date!.split('-');

  await kioskLoginAs(page, people.sharipova, { notifications: true });

  const notifications = new NotificationListModel(page, 'oz');
  await notifications.seeOpen();
  await expect(notifications.dialog().getByRole('listitem')).toHaveText([
    `Navbat eslatmasi — Maslahat: ${officeName}, ${day}.${month}.${year} kuni soat ${time} da`,
  ]);
  await expect(notifications.dialog().getByRole('link')).toHaveCount(0);
  await notifications.clickClose();
  await new KioskMainModel(page, 'oz').seeMain();
  // Still one SMS: no pass reminds a booking twice.
  const after = await page.request.get(`${ministryURL}/api/sms_outbox?phone=901000063`);
  expect(((await after.json()) as SmsMessage[]).length).toBe(1);
});
