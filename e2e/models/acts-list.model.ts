import { expect } from '@playwright/test';
import { PageModel } from './page-model';

/** /my_notarial_act: the user's acts, where the access errors of an act land (section 8). */
export class ActListModel extends PageModel {
  async goto() {
    await this.page.goto('/my_notarial_act');
  }

  async seeList() {
    await expect(this.page).toHaveURL('/my_notarial_act');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Mening notarial harakatlarim' }),
    ).toBeVisible();
  }

  /** Section 2's "create simplified act": opens the creation form in simplified mode. */
  async clickCreateSimplified() {
    await this.page
      .getByRole('group', { name: 'Notarial harakat yaratish' })
      .getByRole('link', { name: 'Soddalashtirilgan notarial harakat yaratish', exact: true })
      .click();
  }

  /** The toast of 418 `pin_not_found_in_uuid`: the user is not a party to the act. */
  async seeNotAPartyToast() {
    await expect(
      this.page
        .getByRole('status')
        .filter({ hasText: /ushbu notarial harakat ishtirokchisi emassiz/i })
        .first(),
    ).toBeVisible();
  }
}
