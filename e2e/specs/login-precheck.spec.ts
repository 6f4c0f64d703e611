import { expect, test } from '../fixtures';
import { HomeModel } from '../models/home.model';
import { LoginDialogModel } from '../models/login-dialog.model';
import { clientAddress } from '../support/people';

// No camera is needed: nothing here gets past the pre-check.
test.use({ appLocale: 'oz' });

test.describe('login form', () => {
  test('validates with the specification keys and warns about Cyrillic', async ({ page }) => {
    const dialog = await new HomeModel(page).openLoginDialog('oz');
    await dialog.clickIdentify();
    await dialog.seeFieldError('Pasport seriyasini kiriting');
    await dialog.seeFieldError('Pasport raqamini kiriting');
    await dialog.seeFieldError('JSHSHIRni kiriting');
    await dialog.dialog().getByLabel('Pasport seriyasi').fill('А');
    await expect(dialog.dialog().getByText('Kirill harflari kiritildi.', { exact: false })).toBeVisible();
    await dialog.dialog().getByLabel('Pasport raqami').fill('123');
    await dialog.clickIdentify();
    await dialog.seeFieldError('Pasport raqami 7 ta raqamdan iborat bo‘lishi kerak');
  });

  test('plays the instructional video with its captions, then comes back to the form (issue 28)', async ({
    page,
  }) => {
    const dialog = await new HomeModel(page).openLoginDialog('oz');
    await dialog.clickInstructionalVideo();
    await dialog.seeInstructionalVideoPlaying();
    await dialog.closeInstructionalVideo();
    await dialog.seeOpen();
  });

  test('is prefilled from the passserial and passnum query parameters', async ({ page }) => {
    await page.goto('/?passserial=ab&passnum=1000002');
    await new HomeModel(page).clickLogin('oz');
    await new LoginDialogModel(page, 'oz').seePrefilled('AB', '1000002');
  });
});

test.describe('a wrong passport', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddress('precheck') } });

  test("shows the pre-check's message and stops the loader", async ({ page }) => {
    const dialog = await new HomeModel(page).openLoginDialog('oz');
    await dialog.fillPassport({ passserial: 'ZX', passnum: '9000001', pin: '30101019990001' });
    await dialog.clickIdentify();
    await dialog.seeMessage('Pasport ma’lumotlari reyestrda topilmadi');
    await dialog.seeIdle();
  });
});

test.describe('rate limit', () => {
  // This spec's own client address and a passport series no other spec uses: the 10 failures
  // counted here are the only ones against either subject (support/people.ts).
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddress('rateLimit') } });

  test('the 11th wrong try within 15 minutes gets the rate-limit message', async ({ page }) => {
    test.setTimeout(60_000);
    const dialog = await new HomeModel(page).openLoginDialog('oz');
    await dialog.fillPassport({ passserial: 'RL', passnum: '9000011', pin: '30101019990011' });
    for (let attempt = 1; attempt <= 10; attempt++) {
      await dialog.clickIdentifyAndAwaitPrecheck();
      await dialog.seeMessage('Pasport ma’lumotlari reyestrda topilmadi');
      await dialog.seeIdle();
    }
    await dialog.clickIdentifyAndAwaitPrecheck();
    await dialog.seeMessage(/Urinishlar soni juda ko‘p/);
    await dialog.seeIdle();
  });
});
