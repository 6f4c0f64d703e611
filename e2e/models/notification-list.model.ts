import { expect } from '@playwright/test';
import { LocalizedPageModel } from './page-model';

const title = { oz: 'Eslatmalar', uz: 'Эслатмалар', ru: 'Напоминания' } as const;
const close = { oz: 'Yopish', uz: 'Ёпиш', ru: 'Закрыть' } as const;

/** The kiosk's notification list dialog after login (section 4). */
export class NotificationListModel extends LocalizedPageModel {
  dialog() {
    return this.page.getByRole('dialog', { name: title[this.locale] });
  }

  async seeOpen() {
    await expect(this.dialog()).toBeVisible({ timeout: 15_000 });
    await expect(this.dialog().getByRole('listitem').first()).toBeVisible();
  }

  async clickClose() {
    await this.dialog().getByRole('button', { name: close[this.locale] }).first().click();
    await expect(this.dialog()).toBeHidden();
  }

  /** Every entry that has a page links to it under /kiosk (regsystemid 2 or 3/4). */
  async seeKioskLinks() {
    const hrefs = await this.dialog()
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/kiosk\/(my_notarial_act|enotarial_act)\/[^/]+$/);
  }
}
