import { expect, test } from '../fixtures';
import { CatalogueModel, catalogueText } from '../models/catalogue.model';

// The service catalogue and its calculator, not logged in (issue 12, decision 050). The ministry's
// tests prove the search in every script and the calculator's amounts; here a visitor sees them.

test.describe('the catalogue in Latin Uzbek', () => {
  test.use({ appLocale: 'oz' });
  // Each test runs axe on two or three pages: 10-25 s on a calm machine, more beside another spec.
  test.describe.configure({ timeout: 90_000 });

  test('a Cyrillic query finds the vehicle sale while the page is in Latin, and leads to its detail', async ({
    page,
  }) => {
    const catalogue = new CatalogueModel(page, 'oz');
    await catalogue.gotoList();
    await catalogue.checkAccessibility();
    await catalogue.search('олди-сотди');
    await catalogue.seeResult(catalogueText.oz.vehicleSale, 1);
    await catalogue.openResult(catalogueText.oz.vehicleSale);
    await catalogue.seeEntryActions(1);
    await catalogue.checkAccessibility();
  });

  test('the calculator gives the 5 % close-relative fee for a vehicle sale to a son', async ({ page }) => {
    const catalogue = new CatalogueModel(page, 'oz');
    await catalogue.gotoCalculator(1);
    await catalogue.chooseRelationship(catalogueText.oz.child);
    // A close relative pays a share of the base amount: no transaction value is asked.
    await expect(page.getByRole('textbox', { name: /Bitim summasi/ })).toHaveCount(0);
    await catalogue.compute();
    // 5 % of the base amount in force (375 000 so'm by default): 18 750 so'm.
    await catalogue.seeStateFee(/18 750,00 so‘m/, /bazaviy hisoblash miqdorining 5 %/);
    await catalogue.seeStateFee(/yaqin qarindoshga/, /pasaytirilgan stavka/);
    await catalogue.checkAccessibility();
  });
});

// Latin Uzbek's pages are checked by the tests above.
for (const locale of ['uz', 'ru'] as const) {
  test.describe(`the catalogue's pages in ${locale}`, () => {
    test.use({ appLocale: locale });

    test('pass the accessibility checks', async ({ page }) => {
      // Three pages and three axe runs: about 25 s on a calm machine, over 30 s beside another spec.
      test.setTimeout(90_000);
      const catalogue = new CatalogueModel(page, locale);
      await catalogue.gotoList();
      await catalogue.checkAccessibility();
      await catalogue.gotoEntry(1);
      await catalogue.checkAccessibility();
      await catalogue.gotoCalculator(1);
      await catalogue.chooseRelationship(catalogueText[locale].child);
      await catalogue.compute();
      await catalogue.checkAccessibility();
    });
  });
}
