import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, test } from '../fixtures';
import { KioskEqueueModel } from '../models/equeue.model';
import { AdminKiosksModel, KioskEnrolModel } from '../models/kiosks.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { kioskLoginAs, loginAs, openPersonPage } from '../support/sessions';

// Enrolled kiosks (issue 27, decision 070). A kiosk of office 1, logged in by a citizen (the
// administrator Saidov stands in for him, astronaut), is not enrolled: /kiosk/equeue says so and links
// the enrolment. Saidov, at his own computer, opens /admin/kiosks from his menu and issues a one-time
// code; typed on the kiosk's /kiosk/enrol with the on-screen keyboard, the kiosk makes its key pair
// and is enrolled; it then serves its office's queue (a general-queue number). Revoked at
// /admin/kiosks, the kiosk's next call is refused. axe on both pages.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

const office = 1;
const label = 'Kirish, chap tomonda';

test('a kiosk is enrolled with the administrator’s one-time code, serves its office’s queue, and is refused once revoked; axe on /admin/kiosks and /kiosk/enrol', async ({
  page,
  browser,
}) => {
  // Two face logins and four axe runs on a shared two-core machine.
  test.setTimeout(240_000);
  await kioskLoginAs(page, people.saidov);
  const queue = new KioskEqueueModel(page, 'oz');
  await queue.goto();
  await queue.seeUnenrolled();

  const admin = await openPersonPage(browser);
  try {
    await loginAs(admin.page, people.saidov);
    await admin.page.getByRole('button', { name: /^Foydalanuvchi menyusi/ }).click();
    await admin.page.getByRole('menuitem', { name: 'Kiosklar' }).click();
    await expect(admin.page).toHaveURL('/admin/kiosks');
    const kiosks = new AdminKiosksModel(admin.page, 'oz');
    await kiosks.seePage();
    await kiosks.checkAccessibility();
    const code = await kiosks.enrol(office, label);
    await kiosks.seeKiosk(label, 'pending');
    await kiosks.checkAccessibility();
    await kiosks.closeCode();

    await queue.clickEnrolLink();
    const enrol = new KioskEnrolModel(page, 'oz');
    await enrol.checkAccessibility();
    await enrol.typeCode(code);
    await enrol.seeEnrolled(office, label);
    await enrol.checkAccessibility();

    // Enrolled: the kiosk proves itself, shows its office and hands out numbers of its queue.
    await queue.goto();
    await queue.seeOffice(office, label);
    await queue.clickTakeNumber();
    expect(await queue.seeNumber()).toBeGreaterThan(0);
    await queue.clickDone();

    await kiosks.goto();
    await kiosks.seeKiosk(label, 'active');
    await expect(kiosks.row(label).getByText(kiosks.t('admin.never'))).toHaveCount(0);
    await kiosks.revoke(label);

    // Revoked: the kiosk's next call is refused, in its language.
    await queue.clickTakeNumber();
    await queue.seeRefused('Bu kioskning ro‘yxatdan o‘tkazilishi bekor qilingan');
    admin.expectNoPageErrors();
  } finally {
    await admin.close();
  }
});
