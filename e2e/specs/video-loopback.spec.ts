import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { test } from '../fixtures';
import { VideoLoopbackModel } from '../models/video-loopback.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { loginAs, openPersonPage, restoreOffer } from '../support/sessions';

// /room_video_testing (issue 11, decision 048): the test room of one through the ministry's media
// server, with the astronaut camera and Chromium's fake (beeping) microphone.

/** Saidov, the seeded admin (docs/sandbox.md): no other spec logs him in. */
const saidov = { passserial: 'AD', passnum: '1000009', pin: '30112839990099' };
const loginButton = 'Kirish';

test.describe('the test room', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await chromium.launch(
      chromiumLaunchOptions([...fakeCameraArgs('astronaut'), '--autoplay-policy=no-user-gesture-required']),
    );
  });
  test.afterAll(async () => browser.close());

  test('asks a visitor to log in, then sends the person’s camera and microphone back to them', async () => {
    test.setTimeout(90_000);
    const person = await openPersonPage(browser);
    const model = new VideoLoopbackModel(person.page, 'oz');
    await model.goto();
    await model.seeLoginRequired(loginButton);
    const login = await loginAs(person.page, saidov);
    await model.goto();
    await model.seeSelfBack();
    await model.checkAccessibility();
    await model.clickLeave();
    await model.seeEnded();
    await restoreOffer(person.page, login);
    person.expectNoPageErrors();
    await person.close();
  });
});
