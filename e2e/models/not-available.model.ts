import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

const notice: Record<Locale, string> = {
  oz: 'Bu bo‘lim hali ishga tushirilmagan',
  uz: 'Бу бўлим ҳали ишга туширилмаган',
  ru: 'Этот раздел ещё не запущен',
};

/** A registered route whose screen comes with a later issue. */
export class NotAvailableModel extends LocalizedPageModel {
  async seePage(title: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(this.page.getByText(notice[this.locale])).toBeVisible();
  }
}
