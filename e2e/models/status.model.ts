import { expect, type Page } from '@playwright/test';
import type { Locale } from '../fixtures';
import { expectNoSeriousViolations } from './accessibility';

const headings = {
  notFound: { oz: 'Sahifa topilmadi', uz: 'Саҳифа топилмади', ru: 'Страница не найдена' },
  forbidden: { oz: 'Kirish taqiqlangan', uz: 'Кириш тақиқланган', ru: 'Доступ запрещён' },
} as const;

/** The 403 and 404 pages, browser and kiosk. */
export class StatusModel {
  constructor(private readonly page: Page) {}

  async seeNotFound(locale: Locale, path: '/404' | '/kiosk/404') {
    await expect(this.page).toHaveURL(path);
    await expect(this.page.getByRole('heading', { level: 1, name: headings.notFound[locale] })).toBeVisible();
  }

  async seeForbidden(locale: Locale, path: '/403' | '/kiosk/403') {
    await expect(this.page).toHaveURL(path);
    await expect(
      this.page.getByRole('heading', { level: 1, name: headings.forbidden[locale] }),
    ).toBeVisible();
  }

  async checkAccessibility() {
    await expectNoSeriousViolations(this.page);
  }
}
