import { locales } from '../../machines/text/locales';
import { actCheckUrl } from '../../ministry/acts/print-form';
import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, readLocalStore, test } from '../fixtures';
import { HomeModel } from '../models/home.model';
import { KioskMainModel } from '../models/kiosk-main.model';
import { NotificationListModel } from '../models/notification-list.model';
import { SearchesModel } from '../models/searches.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { kioskLoginAs, loginAs, openPersonPage, restoreOffer } from '../support/sessions';

// The public checks and searches (issue 12, docs/decisions/052-public-searches.md) on the sandbox's
// seed (ministry/db/seed/searches.ts, docs/sandbox.md): what vitest cannot show, the pages. The
// ministry's answers, limits and refusals are tests/ministry/searches.test.ts's.

// Karimov's registry photograph is the astronaut the fake camera shows (his browser and kiosk logins).
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

/**
 * The QR code of a registered act's print form, from the function the print form draws it with
 * (ministry/acts/print-form.ts actCheckUrl): the seeded registered act NA-2026-800001 of 02.03.2026.
 * Its origin is the portal's PUBLIC_URL; the path and query are opened on the e2e portal.
 */
function qrPayloadPath(): string {
  const url = new URL(actCheckUrl('http://portal.example', 'NA-2026-800001', '2026-03-02'));
  return `${url.pathname}${url.search}`;
}

test.describe('not logged in', () => {
  test('the print-form QR payload opened as a URL shows the act as active; an unknown number is not found', async ({
    page,
  }) => {
    const searches = new SearchesModel(page);
    await page.goto(qrPayloadPath());
    await searches.seePage('actCheck');
    await expect(searches.field('Reestr raqami')).toHaveValue('NA-2026-800001');
    await expect(searches.field('Reestr sanasi')).toHaveValue('02.03.2026');
    await expect(searches.result().getByTestId('act-state')).toHaveText('Amalda');
    await searches.seeResult(
      'NA-2026-800001',
      'Umumiy ishonchnoma',
      'Ishonchnoma ikki nusxada rasmiylashtirildi.',
    );
    // Nothing about the parties.
    await expect(searches.result()).not.toContainText('Abdurahmonov');

    await searches.fill('Reestr raqami', 'NA-2026-799999');
    await searches.search();
    await searches.seeNotFound();
    await expect(searches.result()).toBeHidden();
  });

  test('a revoked power of attorney shows revoked; a delegation is listed under its base', async ({
    page,
  }) => {
    const searches = new SearchesModel(page);
    await page.goto('/search_proxy');
    await searches.seePage('proxyCheck');
    await searches.fill('Reestr raqami', 'NA-2025-900044');
    await searches.fill('Reestr sanasi', '30092025');
    await expect(searches.field('Reestr sanasi')).toHaveValue('30.09.2025');
    await searches.search();
    await searches.seeResult('Bekor qilingan', '30.09.2025 – 29.09.2026');

    await searches.fill('Reestr raqami', 'NA-2026-900045');
    await searches.fill('Reestr sanasi', '20.01.2026');
    await searches.search();
    await searches.seeResult('Amalda', 'NA-2026-800002', '10.04.2026 – 31.12.2026');
  });

  test('an inheritance case is found by the deceased name typed in the other script, with its notary', async ({
    page,
  }) => {
    const searches = new SearchesModel(page);
    await page.goto('/search_inheritcase');
    await searches.seePage('inheritance');
    // The page is in Latin; the name is typed in Cyrillic.
    await searches.fill('Vafot etgan shaxsning F.I.Sh.', 'Қодиров Баҳром');
    await searches.fill('Vafot etgan sana', '03.11.2025');
    await searches.search();
    await searches.seeResult('MI-2025-000118', 'Qodirov Bahrom Akmal o‘g‘li', '10.12.2025');
    await expect(searches.result().getByRole('link', { name: /^Abdullayeva / })).toHaveAttribute(
      'href',
      /^\/notary\/\d+$/,
    );
  });

  for (const locale of locales) {
    test(`axe finds nothing serious on the anonymous search pages with their answers in ${locale}`, async ({
      browser,
    }) => {
      // Four axe runs on a shared two-core machine.
      test.setTimeout(120_000);
      const session = await openPersonPage(browser, locale);
      const { page } = session;
      const searches = new SearchesModel(page, locale);
      await page.goto(qrPayloadPath());
      await expect(searches.result()).toBeVisible();
      await searches.checkAccessibility();
      await page.goto('/search_proxy?regnum=NA-2026-900045&regdate=20.01.2026');
      await expect(searches.result()).toBeVisible();
      await searches.checkAccessibility();
      await page.goto('/search_inheritcase');
      await searches.seePage('inheritance');
      // The form's own messages for the empty fields, then the cases found.
      await searches.search();
      await expect(page.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
      await searches.checkAccessibility();
      await page.getByRole('textbox').nth(0).fill('Xasanov');
      await page.getByRole('textbox').nth(1).fill('19.07.2024');
      await searches.search();
      await expect(searches.result()).toBeVisible();
      await searches.checkAccessibility();
      session.expectNoPageErrors();
      await session.close();
    });
  }
});

test.describe
  .serial('logged in', () => {
    test('the ban check lists the bans of a banned vehicle and of a banned flat; axe in oz, uz, ru', async ({
      page,
    }) => {
      // A face login and three axe runs.
      test.setTimeout(180_000);
      const login = await loginAs(page, people.karimov);
      const searches = new SearchesModel(page);
      await page.goto('/search_ban');
      await searches.seePage('ban');
      await searches.fill('Davlat raqami', '30b200bb');
      await expect(searches.field('Davlat raqami')).toHaveValue('30B200BB');
      await searches.fill('Texpasport seriyasi', 'AAF');
      await searches.fill('Texpasport raqami', '3000002');
      await searches.search();
      await searches.seeResult('MIB-2026-000317', 'Taqiq', 'Amalda');

      // Yo‘ldosheva's flat (docs/sandbox.md): residential, the type the form starts with. The shop's
      // arrest and the other kinds are tests/ministry/searches.test.ts's.
      await searches.choose('Ko‘chmas mulk');
      await expect(page.getByRole('button', { name: 'Turar joy', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await searches.fill('Kadastr raqami', '14:07:01:03:05:0217');
      await searches.search();
      await searches.seeResult('MIB-2026-000452', 'Taqiq', '16.03.2026', 'SUD-2026-005107', 'Cheklov');

      for (const locale of locales) {
        await page.evaluate((lng) => {
          const store = JSON.parse(window.localStorage.getItem('localStore') ?? '{}');
          window.localStorage.setItem('localStore', JSON.stringify({ ...store, locale: lng }));
        }, locale);
        await page.reload();
        const localized = new SearchesModel(page, locale);
        await localized.seePage('ban');
        await localized.checkAccessibility();
      }
      expect((await readLocalStore(page))?.locale).toBe('ru');
      await page.evaluate(() => {
        const store = JSON.parse(window.localStorage.getItem('localStore') ?? '{}');
        window.localStorage.setItem('localStore', JSON.stringify({ ...store, locale: 'oz' }));
      });
      await page.reload();
      await restoreOffer(page, login);
    });
  });

test.describe
  .serial('kiosk', () => {
    test('the ban check is completed with the on-screen keyboard from the main tile; axe on the kiosk searches in oz, uz, ru', async ({
      page,
    }) => {
      // A face login and nine axe runs on a shared two-core machine.
      test.setTimeout(180_000);
      // Karimov's seeded video-conference reminder (docs/sandbox.md) opens the notification list first.
      await kioskLoginAs(page, people.karimov, { notifications: true });
      const notifications = new NotificationListModel(page, 'oz');
      await notifications.seeOpen();
      await notifications.clickClose();
      await new KioskMainModel(page, 'oz').seeMain();
      await page.getByRole('link', { name: 'Mulkka taqiqni tekshirish' }).click();
      const searches = new SearchesModel(page);
      await searches.seePage('ban');
      await searches.typeOnKeyboard('Davlat raqami', '01G700GG');
      await searches.typeOnKeyboard('Texpasport seriyasi', 'AAT');
      await searches.typeOnKeyboard('Texpasport raqami', '1000007');
      await searches.search();
      await searches.seeResult('SUD-2026-002291', 'IIB-2026-000877', 'Hibs', 'Cheklov');
      await searches.checkAccessibility();

      // The kiosk's three searches in each locale, switched as a visitor does in the kiosk's header
      // (the ban check in Latin Uzbek is checked above, with its answer).
      const pages = [
        ['/kiosk/search_ban', 'ban'],
        ['/kiosk/search_proxy?regnum=NA-2026-900045&regdate=20.01.2026', 'proxyCheck'],
        ['/kiosk/search_inheritcase', 'inheritance'],
      ] as const;
      for (const locale of locales) {
        if (locale !== 'oz') await new HomeModel(page).clickLocale(locale);
        const localized = new SearchesModel(page, locale);
        for (const [path, key] of pages) {
          if (locale === 'oz' && key === 'ban') continue;
          await page.goto(path);
          await localized.seePage(key);
          // The power of attorney opened from a link is searched at once.
          if (key === 'proxyCheck') await expect(localized.result()).toBeVisible();
          await localized.checkAccessibility();
        }
      }
      expect((await readLocalStore(page))?.locale).toBe('ru');
    });
  });
