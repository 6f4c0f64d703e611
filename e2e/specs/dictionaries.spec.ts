import { chromiumLaunchOptions } from '../../scripts/support/chromium';
import { expect, test } from '../fixtures';
import { DictionariesModel } from '../models/dictionaries.model';
import { HomeModel } from '../models/home.model';
import { fakeCameraArgs } from '../support/fake-camera';
import { people } from '../support/people';
import { loginAs } from '../support/sessions';

// /update_dict, the administrator's dictionaries (decision 050): one face login of Saidov, whose
// registry photograph is the astronaut the fake camera shows. The ministry's refusals and the journal's
// contents are tests/ministry/catalogue.test.ts's; here the administrator edits through the dialog.
test.use({ launchOptions: chromiumLaunchOptions(fakeCameraArgs('astronaut')), appLocale: 'oz' });

test('a district renamed through the dialog is in the table and the journal; axe in oz, uz, ru', async ({
  page,
}) => {
  // A face login and five axe runs on a shared two-core machine.
  test.setTimeout(180_000);
  await loginAs(page, people.saidov);
  const dictionaries = new DictionariesModel(page, 'oz');
  await dictionaries.goto();
  await dictionaries.seePage();
  await dictionaries.checkAccessibility();

  // Shumanay (Karakalpakstan, a district no other spec reads): its Russian name abbreviated.
  await dictionaries.editDistrict(1735, 'Shumanay tumani');
  await expect(dictionaries.russianName()).toHaveValue('Шуманайский район');
  await dictionaries.russianName().fill('Шуманайский р-н');
  await dictionaries.checkAccessibility();
  await dictionaries.save();
  const change = dictionaries.journal().getByRole('row').filter({ hasText: 'Шуманайский р-н' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('bsaidov');
  await expect(change).toContainText('Шуманайский район');

  for (const locale of ['uz', 'ru'] as const) {
    await new HomeModel(page).clickLocale(locale);
    const localized = new DictionariesModel(page, locale);
    await localized.seePage();
    await localized.checkAccessibility();
  }
  // The Russian page shows the new name in the chosen region's districts.
  await expect(page.getByRole('cell', { name: 'Шуманайский р-н', exact: true })).toBeVisible();
});
