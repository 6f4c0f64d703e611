import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

const text = {
  search: { oz: 'Qidirish', uz: 'Қидириш', ru: 'Найти' },
  notFound: { oz: 'Ma’lumot topilmadi', uz: 'Маълумот топилмади', ru: 'Данные не найдены' },
  keyboard: { oz: 'Ekran klaviaturasi', uz: 'Экран клавиатураси', ru: 'Экранная клавиатура' },
  result: { oz: 'Natija', uz: 'Натижа', ru: 'Результат' },
  heading: {
    actCheck: {
      oz: 'Notarial harakatni tekshirish',
      uz: 'Нотариал ҳаракатни текшириш',
      ru: 'Проверка нотариального действия',
    },
    proxyCheck: { oz: 'Ishonchnomani tekshirish', uz: 'Ишончномани текшириш', ru: 'Проверка доверенности' },
    inheritance: {
      oz: 'Meros ishlarini qidirish',
      uz: 'Мерос ишларини қидириш',
      ru: 'Поиск наследственных дел',
    },
    ban: {
      oz: 'Mulkdagi taqiqlarni tekshirish',
      uz: 'Мулкдаги тақиқларни текшириш',
      ru: 'Проверка запретов на имущество',
    },
  },
} as const;

export type SearchPageKey = keyof typeof text.heading;

/** The public checks and searches (ui/features/searches), in the browser and on the kiosk. */
export class SearchesModel extends LocalizedPageModel {
  constructor(page: import('@playwright/test').Page, locale: Locale = 'oz') {
    super(page, locale);
  }

  async seePage(key: SearchPageKey) {
    await expect(
      this.page.getByRole('heading', { level: 1, name: text.heading[key][this.locale] }),
    ).toBeVisible();
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: label });
  }

  async fill(label: string, value: string) {
    await this.field(label).fill(value);
  }

  async search() {
    await this.page.getByRole('button', { name: text.search[this.locale], exact: true }).click();
  }

  async choose(option: string) {
    await this.page.getByRole('button', { name: option, exact: true }).click();
  }

  result() {
    return this.page.getByRole('region', { name: text.result[this.locale] });
  }

  async seeResult(...texts: string[]) {
    for (const t of texts) await expect(this.result().getByText(t, { exact: true }).first()).toBeVisible();
  }

  async seeNotFound() {
    await expect(this.page.getByRole('status').filter({ hasText: text.notFound[this.locale] })).toBeVisible();
  }

  keyboard() {
    return this.page.getByRole('group', { name: text.keyboard[this.locale] });
  }

  /** Taps the field and types `value` key by key on the kiosk's on-screen keyboard. */
  async typeOnKeyboard(label: string, value: string) {
    await this.field(label).click();
    await expect(this.keyboard()).toBeVisible();
    for (const key of value) {
      await this.keyboard().getByRole('button', { name: key, exact: true }).click();
    }
    await expect(this.field(label)).toHaveValue(value);
  }
}
