import { lighthousePages } from '../../scripts/bench-lighthouse';
import { expect, readLocalStore, test } from '../fixtures';
import { KioskAuthModel } from '../models/kiosk-auth.model';
import { LoginDialogModel } from '../models/login-dialog.model';
import { StatusModel } from '../models/status.model';

test.use({ appLocale: 'oz' });

// WCAG 1.4.10 (reflow) asks for content usable without scrolling sideways at 320 CSS px wide, the width
// of a small phone (or a desktop window at 400 % zoom). A table may scroll inside its own frame.
test.describe('on a phone 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // One test per page, each with its own time: ten pages in one test outran its limit on a loaded machine.
  for (const path of lighthousePages) {
    test(`${path} is no wider than the window, so nothing needs scrolling sideways (WCAG 1.4.10)`, async ({
      page,
    }) => {
      await page.goto(path);
      // The footer comes in the last stage (decision 105): the page is whole once it is there.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} runs ${overflow} px past the window`).toBe(0);
    });
  }
});

test('an unknown path goes to /404', async ({ page }) => {
  await page.goto('/no/such/path');
  const status = new StatusModel(page);
  await status.seeNotFound('oz', '/404');
  await status.checkAccessibility();
});

test('a catalogue entry the ministry does not know goes to /404, its read sent before the first render', async ({
  page,
}) => {
  await page.goto('/na_details/999999');
  await new StatusModel(page).seeNotFound('oz', '/404');
});

test('an unknown kiosk path goes to /kiosk/404', async ({ page }) => {
  await page.goto('/kiosk/no/such');
  await new StatusModel(page).seeNotFound('oz', '/kiosk/404');
  expect((await readLocalStore(page))?.mode).toBe('kiosk');
});

test('the 403 page exists in both modes', async ({ page }) => {
  const status = new StatusModel(page);
  await page.goto('/403');
  await status.seeForbidden('oz', '/403');
  await page.goto('/kiosk/403');
  await status.seeForbidden('oz', '/kiosk/403');
});

test.describe('with a session', () => {
  test.use({ token: 'e2e-session-token' });

  test('/enotarial-act/x is replaced by /enotarial_act/x', async ({ page }) => {
    await page.goto('/enotarial-act/x');
    await expect(page).toHaveURL('/enotarial_act/x');
    // What the act page then shows (the ministry knows neither this stand-in session nor act "x") is
    // the acts specs' business; here only the address and the history matter.
    // The replace left no history entry for the old form.
    await page.goBack();
    await expect(page).not.toHaveURL(/enotarial-act/);
  });
});

test.describe('logged out', () => {
  test('a guarded browser route stores the redirect target and opens the login dialog', async ({ page }) => {
    await page.goto('/equeue');
    await expect(page).toHaveURL('/');
    const dialog = new LoginDialogModel(page, 'oz');
    await dialog.seeOpen();
    expect(await readLocalStore(page)).toMatchObject({
      redirectUrl: '/equeue',
      mode: 'browser',
      token: null,
    });
    await dialog.clickClose();
    await dialog.seeClosed();
  });

  test('the old act URL is replaced, then guarded', async ({ page }) => {
    await page.goto('/enotarial-act/x');
    await expect(page).toHaveURL('/');
    await new LoginDialogModel(page, 'oz').seeOpen();
    expect((await readLocalStore(page))?.redirectUrl).toBe('/enotarial_act/x');
  });

  test('a guarded kiosk route stores the redirect target and goes to /kiosk/auth', async ({ page }) => {
    await page.goto('/kiosk/search_ban');
    await expect(page).toHaveURL('/kiosk/auth');
    await new KioskAuthModel(page, 'oz').seePage();
    expect(await readLocalStore(page)).toMatchObject({ redirectUrl: '/kiosk/search_ban', mode: 'kiosk' });
  });

  test('an open page other than home becomes the redirect target', async ({ page }) => {
    await page.goto('/notary');
    // The notary directory (decision 051).
    await expect(page.getByRole('heading', { level: 1, name: 'Notariuslar' })).toBeVisible();
    expect((await readLocalStore(page))?.redirectUrl).toBe('/notary');
    await expect(page.getByRole('navigation', { name: 'Sahifa joylashuvi' })).toBeVisible();
  });
});
