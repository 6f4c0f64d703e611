import { expect, type Page } from '@playwright/test';
import type { Locale } from '../fixtures';

const title: Record<Locale, string> = { oz: 'Tizimga kirish', uz: 'Тизимга кириш', ru: 'Вход в систему' };
const close: Record<Locale, string> = { oz: 'Yopish', uz: 'Ёпиш', ru: 'Закрыть' };

export class LoginDialogModel {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  private dialog() {
    return this.page.getByRole('dialog', { name: title[this.locale] });
  }

  async seeOpen() {
    await expect(this.dialog()).toBeVisible();
  }

  async clickClose() {
    await this.dialog().getByRole('button', { name: close[this.locale] }).first().click();
  }

  async seeClosed() {
    await expect(this.dialog()).toBeHidden();
  }
}
