import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { test } from '../fixtures';
import { FaceCheckModel } from '../models/face-check.model';
import { HomeModel } from '../models/home.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';

// Two photographs side by side in one frame.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('twoFaces')), appLocale: 'oz' });

test('two faces in front of the camera show code 9', async ({ page }) => {
  const dialog = await new HomeModel(page).openLoginDialog('oz');
  await dialog.fillPassport(people.tursunov);
  await dialog.clickIdentify();
  const face = new FaceCheckModel(page, 'oz');
  await face.seeOpen();
  await face.seeGuidance(9);
});
