import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

const heading: Record<Locale, string> = {
  oz: 'Xizmatni tanlang',
  uz: 'Хизматни танланг',
  ru: 'Выберите услугу',
};
const banCheck: Record<Locale, string> = {
  oz: 'Mulkka taqiqni tekshirish',
  uz: 'Мулкка тақиқни текшириш',
  ru: 'Проверка запрета на имущество',
};

export class KioskMainModel extends LocalizedPageModel {
  async goto() {
    await this.page.goto('/kiosk/main');
  }

  async seeMain() {
    await expect(this.page.getByRole('heading', { level: 1, name: heading[this.locale] })).toBeVisible();
    await expect(this.page.getByRole('link', { name: banCheck[this.locale] })).toHaveAttribute(
      'href',
      '/kiosk/search_ban',
    );
  }

  async seeActShortcut(name: string, typeId: number) {
    await expect(this.page.getByRole('link', { name })).toHaveAttribute(
      'href',
      // The sale has its creation form; the spouse consent and the minor's trip the guided creation.
      typeId === 15003 || typeId === 15034
        ? `/kiosk/enotarial_act/-1?type=${typeId}`
        : `/kiosk/my_notarial_act/new?type=${typeId}`,
    );
  }
}
