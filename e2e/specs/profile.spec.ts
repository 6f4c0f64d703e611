import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, readLocalStore, test } from '../fixtures';
import { ActDetailModel } from '../models/acts-detail.model';
import { HomeModel } from '../models/home.model';
import { ProfileModel } from '../models/profile.model';
import { VideoRoomModel } from '../models/video-room.model';
import { fakeCallArgs } from '../support/fake-microphone';
import { people } from '../support/people';
import { loginAs, openPersonPage } from '../support/sessions';

// The profile (issue 13, decision 059): Xolmirzayeva (astronaut), logged in with the face check, sees
// her record, changes her phone with the code the sandbox SMS gateway sent (after a wrong one), and
// withdraws her consent; the video tab of her act registered by video then refuses her with section
// 8's "personal data not confirmed". At another computer she is on that act's page: "log out of the
// others" ends that session there and then, without a click (decision 071). axe on /profile in oz, uz
// and ru. The ministry's rules (attempts, expiry, the journal, sessions) are
// tests/ministry/profile.test.ts's and tests/ministry/stream-revocation.test.ts's.
test.use({ launchOptions: chromiumLaunchOptions(fakeCallArgs('astronaut')), appLocale: 'oz' });

/** Her act registered by video (ministry/db/seed/notary-directory.ts). */
const videoActUuid = '0b5e0510-0000-4000-8000-000000000071';

test('a citizen changes her phone with the SMS code and withdraws her consent; her video act then refuses her', async ({
  page,
  browser,
}) => {
  // A face login, the video readiness checks and three axe runs on a shared two-core machine.
  test.setTimeout(300_000);
  await loginAs(page, people.xolmirzayeva);
  const profile = new ProfileModel(page, 'oz');
  // The user menu's entry leads to the profile.
  await page.getByRole('button', { name: /Foydalanuvchi menyusi/ }).click();
  await page.getByRole('menuitem', { name: 'Shaxsiy kabinet' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await profile.seeRecord({
    passport: 'AG 1000071',
    pin: people.xolmirzayeva.pin,
    login: 'nxolmirzayeva',
  });
  await profile.checkAccessibility();

  // The phone on file until the code comes back: the outbox of the sandbox SMS gateway has it.
  const before = await page.getByTestId('profile-phone').textContent();
  await profile.askCodeFor('935557171');
  const code = await profile.codeSentTo('935557171');
  await profile.enterCode(code === '000000' ? '111111' : '000000');
  await profile.seeCodeRefused();
  await expect(page.getByTestId('profile-phone')).toHaveText(before ?? '');
  await profile.enterCode(code);
  await profile.seeSaved('phone');
  await profile.seePhone('+998 (93) 555 71 71');

  await profile.withdrawConsent();
  await profile.seeSaved('consentWithdrawn');
  await profile.seeConsentWithdrawn();

  for (const locale of ['uz', 'ru'] as const) {
    await new HomeModel(page).clickLocale(locale);
    await expect(
      page.getByRole('heading', { level: 1, name: locale === 'ru' ? 'Личный кабинет' : 'Шахсий кабинет' }),
    ).toBeVisible();
    await new ProfileModel(page, locale).checkAccessibility();
  }
  await new HomeModel(page).clickLocale('oz');

  // Her act registered by video: its tab refuses her joining, with the message of section 8.
  const video = new VideoRoomModel(page, 'oz');
  await video.gotoAct(videoActUuid);
  await video.passChecks();
  await video.join();
  await video.seeJoinRefused('personalDataNotConfirmed');

  // At another computer she logged in too and has the act's page open, live.
  const other = await openPersonPage(browser);
  try {
    await loginAs(other.page, people.xolmirzayeva);
    const act = new ActDetailModel(other.page);
    await act.goto(`/enotarial_act/${videoActUuid}`);
    await expect(act.heading()).toBeVisible({ timeout: 30_000 });
    // Here she logs out of the others: there, with no click, the app says the session has ended and
    // forgets it.
    await profile.goto();
    await profile.endOtherSessions();
    await profile.seeSaved('sessionsEnded');
    await expect(
      other.page.getByRole('status').filter({ hasText: 'Sessiya muddati tugadi.' }).first(),
    ).toBeVisible({ timeout: 10_000 });
    await expect.poll(async () => (await readLocalStore(other.page))?.token ?? null).toBeNull();
    // This session goes on.
    await profile.seeRecord({ passport: 'AG 1000071', pin: people.xolmirzayeva.pin, login: 'nxolmirzayeva' });
    other.expectNoPageErrors();
  } finally {
    await other.close();
  }
});
