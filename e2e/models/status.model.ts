import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { PageModel } from './page-model';

const headings = {
  notFound: { oz: 'Sahifa topilmadi', uz: 'Саҳифа топилмади', ru: 'Страница не найдена' },
  forbidden: { oz: 'Kirish taqiqlangan', uz: 'Кириш тақиқланган', ru: 'Доступ запрещён' },
} as const;

/** The 403 and 404 pages, browser and kiosk. */
export class StatusModel extends PageModel {
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
}
