import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, readLocalStore, test } from '../fixtures';
import { FaceCheckModel } from '../models/face-check.model';
import { KioskAuthModel } from '../models/kiosk-auth.model';
import { KioskMainModel } from '../models/kiosk-main.model';
import { LoginResultModel } from '../models/login-result.model';
import { NotificationListModel } from '../models/notification-list.model';
import { TermsModel } from '../models/terms.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';

test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

test('kiosk login on the on-screen keyboards lands on kiosk main with the notification list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const auth = new KioskAuthModel(page, 'oz');
  await auth.goto();
  await auth.seePage();
  await auth.tapField('passserial');
  await auth.checkAccessibility();

  // The Russian layout types Cyrillic, which the form warns about; switch back to English.
  await auth.clickLayoutSwitch('russian');
  await auth.tapKeys('А');
  await expect(
    page.getByText('Kirill harflari kiritildi. Pasport seriyasini lotin harflarida yozing.'),
  ).toBeVisible();
  await auth.keyboard().getByRole('button', { name: 'O‘chirish' }).click();
  await auth.clickLayoutSwitch('english');

  await auth.typePassport(people.yusupova);
  await auth.clickIdentify();
  await new FaceCheckModel(page, 'oz').seeOpen();

  const result = new LoginResultModel(page, 'oz');
  await result.seeSuccess();
  // Kiosk main opens at once, under the success dialog.
  await expect(page).toHaveURL('/kiosk/main');
  await result.clickContinue();

  const terms = new TermsModel(page, 'oz');
  await terms.seeOpen({ persistent: true });
  await terms.clickAgree();

  const notifications = new NotificationListModel(page, 'oz');
  await notifications.seeOpen();
  await notifications.seeKioskLinks();
  await notifications.clickClose();
  await new KioskMainModel(page, 'oz').seeMain();
  expect(await readLocalStore(page)).toMatchObject({ mode: 'kiosk', user: { termsofuse: 1 } });
});
