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
      // Vehicle acts have their creation form; the other shortcuts open the simplified act.
      typeId === 1 || typeId === 4
        ? `/kiosk/my_notarial_act/new?type=${typeId}`
        : `/kiosk/enotarial_act/-1?type=${typeId}`,
    );
  }
}
