import { locales } from '../../machines/text/locales';
import { expect, readLocalStore, test } from '../fixtures';
import { HomeModel } from '../models/home.model';

for (const locale of locales) {
  test.describe(`home in ${locale}`, () => {
    test.use({ appLocale: locale });

    test('shows the home page, the helpline and the carousel', async ({ page }) => {
      const home = new HomeModel(page);
      await home.goto();
      await home.seeHome(locale);
      await home.seeHelpline();
      await home.seeCarousel();
      await home.checkAccessibility();
    });
  });
}

test.describe('services carousel', () => {
  // The suite runs with reduced motion (playwright.config.ts); a carousel plays by itself only without.
  test.use({ appLocale: 'oz', reducedMotion: 'no-preference' });

  test('pauses, and moves with its arrows and indicators in a loop', async ({ page }) => {
    const home = new HomeModel(page);
    await home.goto();
    await home.useCarousel();
  });
});

test.describe('reduced motion', () => {
  test.use({ appLocale: 'oz', reducedMotion: 'reduce' });

  test('the carousel never plays by itself, its arrows still move it, and nothing on the page animates', async ({
    page,
  }) => {
    const home = new HomeModel(page);
    await home.goto();
    await home.seeCarouselHeld();
  });
});

test.describe('locale switch', () => {
  test.use({ appLocale: 'oz' });

  test('changes the visible text and survives a reload', async ({ page }) => {
    const home = new HomeModel(page);
    await home.goto();
    await home.seeHome('oz');

    await home.clickLocale('ru');
    await home.seeHome('ru');
    expect((await readLocalStore(page))?.locale).toBe('ru');

    await page.reload();
    await home.seeHome('ru');

    await home.clickLocale('uz');
    await home.seeHome('uz');
    await page.reload();
    await home.seeHome('uz');
  });
});
