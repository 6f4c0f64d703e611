import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

/** What the moderators' page says in each locale (locales/<locale>/reviewModeration.json, common.json). */
const text: Record<
  Locale,
  { menu: string; entry: string; title: string; queue: string; keep: string; reason: string; kept: string }
> = {
  oz: {
    menu: 'Foydalanuvchi menyusi',
    entry: 'Sharhlar moderatsiyasi',
    title: 'Sharhlar moderatsiyasi',
    queue: 'Shikoyat qilinganlar',
    keep: 'Ko‘rinadigan qoldirish',
    reason: 'Sabab (majburiy)',
    kept: 'Sharh ko‘rinadigan qoldirildi',
  },
  uz: {
    menu: 'Фойдаланувчи менюси',
    entry: 'Шарҳлар модерацияси',
    title: 'Шарҳлар модерацияси',
    queue: 'Шикоят қилинганлар',
    keep: 'Кўринадиган қолдириш',
    reason: 'Сабаб (мажбурий)',
    kept: 'Шарҳ кўринадиган қолдирилди',
  },
  ru: {
    menu: 'Меню пользователя',
    entry: 'Модерация отзывов',
    title: 'Модерация отзывов',
    queue: 'С жалобами',
    keep: 'Оставить видимым',
    reason: 'Причина (обязательно)',
    kept: 'Отзыв оставлен видимым',
  },
};

/** /moderation/reviews: the moderators' queue and hidden reviews (ui/features/review-moderation). */
export class ReviewModerationModel extends LocalizedPageModel {
  /** Opens the page from the user menu, as a moderator or an administrator finds it. */
  async openFromMenu() {
    await this.page.getByRole('button', { name: new RegExp(`^${text[this.locale].menu}`) }).click();
    await this.page.getByRole('menuitem', { name: text[this.locale].entry }).click();
    await expect(this.page).toHaveURL('/moderation/reviews');
    await expect(this.page.getByRole('heading', { level: 1, name: text[this.locale].title })).toBeVisible();
  }

  /** The queue's review of `notary` by `author`. */
  queued(notary: string, author: string) {
    return this.page
      .getByRole('list', { name: text[this.locale].queue })
      .getByRole('listitem')
      .filter({ hasText: notary })
      .filter({ hasText: author });
  }

  /** Keeps a queued review visible, with a reason: it leaves the queue. */
  async keep(notary: string, author: string, reason: string) {
    const review = this.queued(notary, author);
    await review.getByRole('button', { name: text[this.locale].keep }).click();
    const form = review.getByRole('form', { name: text[this.locale].keep });
    await form.getByRole('textbox', { name: text[this.locale].reason }).fill(reason);
    await form.getByRole('button', { name: text[this.locale].keep }).click();
    await expect(this.page.getByRole('status').filter({ hasText: text[this.locale].kept })).toBeVisible();
    await expect(this.queued(notary, author)).toHaveCount(0);
  }
}
