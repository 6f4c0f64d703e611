import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, readLocalStore, test } from '../fixtures';
import { AdminUsersModel } from '../models/admin-users.model';
import { AnalystsModel } from '../models/analysts.model';
import { HomeModel } from '../models/home.model';
import { NotaryPageModel } from '../models/notaries.model';
import { ReviewModerationModel } from '../models/review-moderation.model';
import { StatusModel } from '../models/status.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { loginAs, openPersonPage } from '../support/sessions';

// User administration (issue 13, decisions 056, 072): Saidov (astronaut) finds Sobirova by a Cyrillic
// query and grants her the analyst role; Sobirova (grace_hopper, in a browser of her own), logged in
// again, sees the analysts' entry in her menu and opens /analysts (decision 062); still no
// administrator, opening /admin/users lands on /403, and once Saidov blocks her, her next action ends
// her session. Saidov's grant of the administrator role to Qodirova waits until Yo‘ldosheva, the second
// administrator, approves it; a review Saidov reports reaches her moderators' queue, where she keeps it
// visible. At most two face logins per browser. The ministry's rules and the
// journal are tests/ministry/admin-users.test.ts's.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

const xolmatov = 'Xolmatov Anvar Ravshan o‘g‘li';

test('the administrator finds a user by a Cyrillic query and grants the analyst role; axe in oz, uz, ru', async ({
  page,
}) => {
  // A face login and six axe runs on a shared two-core machine.
  test.setTimeout(180_000);
  await loginAs(page, people.saidov);
  const admin = new AdminUsersModel(page, 'oz');
  await admin.goto();
  await admin.seeList();
  await admin.checkAccessibility();
  await admin.search('Собирова');
  await expect(page.getByRole('link', { name: 'Sobirova Lola Karim qizi' })).toBeVisible();
  await admin.openUser('Sobirova Lola Karim qizi');
  await admin.checkAccessibility();
  await admin.grant('Tahlilchi', 'Tiqilib qolgan aktlarni tahlil qiladi');
  await expect(page.getByRole('status').filter({ hasText: 'Rol berildi' })).toBeVisible();
  await expect(page.getByText('Tiqilib qolgan aktlarni tahlil qiladi')).toBeVisible();
  await expect(page.getByText('Tahlilchi', { exact: true }).first()).toBeVisible();

  const analyst = { uz: 'Таҳлилчи', ru: 'Аналитик' } as const;
  for (const locale of ['uz', 'ru'] as const) {
    await new HomeModel(page).clickLocale(locale);
    await expect(page.getByText(analyst[locale], { exact: true }).first()).toBeVisible();
    await new AdminUsersModel(page, locale).checkAccessibility();
  }
  const russian = new AdminUsersModel(page, 'ru');
  await russian.goto();
  await russian.seeList();
  await russian.checkAccessibility();
  await new HomeModel(page).clickLocale('uz');
  const cyrillicUzbek = new AdminUsersModel(page, 'uz');
  await cyrillicUzbek.seeList();
  await cyrillicUzbek.checkAccessibility();
});

test('an applicant opening /admin/users lands on /403; blocked by the administrator meanwhile, her next action ends on the “Access Denied” toast, logged out', async ({
  page,
}) => {
  // Two face logins in two browsers on a shared two-core machine.
  test.setTimeout(240_000);
  const browser = await chromium.launch(chromiumLaunchOptions(fakeCameraArgs('graceHopper')));
  try {
    const sobirova = await openPersonPage(browser);
    await loginAs(sobirova.page, people.sobirova);
    // Logged in again after the first test made her an analyst: the menu has the analysts' entry.
    await sobirova.page.getByRole('button', { name: /^Foydalanuvchi menyusi/ }).click();
    await sobirova.page.getByRole('menuitem', { name: 'Tahlilchilar' }).click();
    await expect(sobirova.page).toHaveURL('/analysts');
    await new AnalystsModel(sobirova.page, 'oz').seePage();
    await sobirova.page.goto('/admin/users');
    await new StatusModel(sobirova.page).seeForbidden('oz', '/403');

    // Saidov, at another computer, finds her by passport and blocks her.
    await loginAs(page, people.saidov);
    const admin = new AdminUsersModel(page, 'oz');
    await admin.goto();
    await admin.search('AF1000051');
    await admin.openUser('Sobirova Lola Karim qizi');
    await admin.block('Firibgarlik haqida xabar');
    await expect(page.getByRole('status').filter({ hasText: 'Foydalanuvchi bloklandi' })).toBeVisible();

    // Her next action: the ministry refuses the ended session, the app tells her and forgets it.
    await sobirova.page.goto('/my_notarial_act');
    await expect(
      sobirova.page.getByRole('status').filter({ hasText: 'Sessiya muddati tugadi.' }).first(),
    ).toBeVisible();
    await expect.poll(async () => (await readLocalStore(sobirova.page))?.token ?? null).toBeNull();
    sobirova.expectNoPageErrors();
  } finally {
    await browser.close();
  }
});

test('a grant of the administrator role waits for a second administrator, who approves it; a reported review reaches the moderators', async () => {
  // Two face logins in a browser of their own on a shared two-core machine.
  test.setTimeout(240_000);
  const browser = await chromium.launch(chromiumLaunchOptions(fakeCameraArgs('astronaut')));
  try {
    const saidov = await openPersonPage(browser);
    await loginAs(saidov.page, people.saidov);
    const first = new AdminUsersModel(saidov.page, 'oz');
    await first.goto();
    await first.search('AG1000082');
    await first.openUser('Qodirova Malika Sherzod qizi');
    await first.grant('Administrator', 'Ro‘yxatga olish bo‘limini vaqtincha boshqaradi');
    await expect(
      saidov.page
        .getByRole('status')
        .filter({ hasText: 'So‘rov yozildi: rolni ikkinchi administrator tasdiqlagach beriladi' }),
    ).toBeVisible();
    // Asked, not granted: no administrator badge, and nothing for him to decide.
    await first.seeAwaitingAnother('Ro‘yxatga olish bo‘limini vaqtincha boshqaradi');
    await expect(saidov.page.getByText('Administrator (tasdiq kutilmoqda)')).toBeVisible();
    // Anyone may report a review: Saidov reports Sobirova's review of Xolmatov.
    // The account notaries are numbered in the seed's order (Abdullayeva 1, Xolmatov 2): his page
    // directly, without the directory's map.
    await saidov.page.goto('/notary/2');
    const notaryPage = new NotaryPageModel(saidov.page, 'oz');
    await notaryPage.seeNotary(xolmatov);
    await notaryPage.reportReview('Lola S.');

    // Yo‘ldosheva, at another computer, finds who waits for her approval, and approves it.
    const yoldosheva = await openPersonPage(browser);
    await loginAs(yoldosheva.page, people.yoldosheva);
    const second = new AdminUsersModel(yoldosheva.page, 'oz');
    await second.goto();
    await second.filterPending();
    await second.openUser('Qodirova Malika Sherzod qizi');
    await second.checkAccessibility();
    await second.approve('Vazirlik buyrug‘i bilan tasdiqlandi');
    await expect(
      yoldosheva.page.getByRole('status').filter({ hasText: 'Rol berish tasdiqlandi' }),
    ).toBeVisible();
    await expect(second.pendingGrants()).toHaveCount(0);
    await expect(yoldosheva.page.getByText('Vazirlik buyrug‘i bilan tasdiqlandi')).toBeVisible();
    await expect(yoldosheva.page.getByText('Administrator', { exact: true }).first()).toBeVisible();
    // The review reached her queue: she keeps it visible (the directory's ratings stay as they are).
    const moderation = new ReviewModerationModel(yoldosheva.page, 'oz');
    await moderation.openFromMenu();
    await expect(moderation.queued(xolmatov, 'Lola S.')).toBeVisible();
    await moderation.checkAccessibility();
    await moderation.keep(xolmatov, 'Lola S.', 'Oddiy fikr, qoidalarni buzmaydi');
    saidov.expectNoPageErrors();
    yoldosheva.expectNoPageErrors();
  } finally {
    await browser.close();
  }
});
