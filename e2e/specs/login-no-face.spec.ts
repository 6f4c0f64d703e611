import { locales } from '../../machines/text/locales';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { test } from '../fixtures';
import { FaceCheckModel } from '../models/face-check.model';
import { HomeModel } from '../models/home.model';
import { LoginResultModel } from '../models/login-result.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';

// The camera shows a cup of coffee: no face.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('noFace')) });

for (const locale of locales) {
  test.describe(`no face in ${locale}`, () => {
    test.use({ appLocale: locale });

    test('shows the "point the camera at your face" guidance (code 8)', async ({ page }) => {
      const dialog = await new HomeModel(page).openLoginDialog(locale);
      await dialog.fillPassport(people.karimov);
      await dialog.clickIdentify();
      const face = new FaceCheckModel(page, locale);
      await face.seeOpen();
      await face.seeGuidance(8);
    });
  });
}

test.describe('no face until the limit', () => {
  test.use({ appLocale: 'oz' });

  test('ends in the error dialog at the (test-shortened) limit, and Retry starts again', async ({ page }) => {
    // FACE_CHECK_LIMIT_MS is 30 s on the e2e server (playwright.config.ts).
    test.setTimeout(120_000);
    const dialog = await new HomeModel(page).openLoginDialog('oz');
    await dialog.fillPassport(people.karimov);
    await dialog.clickIdentify();
    const face = new FaceCheckModel(page, 'oz');
    await face.seeGuidance(8);
    const result = new LoginResultModel(page, 'oz');
    await result.seeError(60_000);
    await result.seeErrorDetail('Yuzni tekshirish uchun ajratilgan vaqt tugadi.');
    await face.seeClosed();
    await result.clickRetry();
    await face.seeOpen();
    await face.seeGuidance(8);
  });
});
