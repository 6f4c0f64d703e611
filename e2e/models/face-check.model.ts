import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

const title: Record<Locale, string> = { oz: 'Yuzni tekshirish', uz: 'Юзни текшириш', ru: 'Проверка лица' };

/** Guidance texts of section 8 the specs look for (locales/<locale>/face.json). */
export const guidance = {
  8: { oz: 'Kamerani yuzingizga qarating', uz: 'Камерани юзингизга қаратинг', ru: 'Наведите камеру на лицо' },
  9: {
    oz: 'Kadrda faqat bitta yuz bo‘lishi kerak',
    uz: 'Кадрда фақат битта юз бўлиши керак',
    ru: 'В кадре должно быть только одно лицо',
  },
} as const;

export class FaceCheckModel extends LocalizedPageModel {
  dialog() {
    return this.page.getByRole('dialog', { name: title[this.locale] });
  }

  async seeOpen() {
    await expect(this.dialog()).toBeVisible();
    await expect(this.dialog().getByLabel(/Kamera|Камера|камеры/)).toBeVisible();
  }

  async seeGuidance(code: keyof typeof guidance, timeout = 20_000) {
    await expect(this.dialog().getByRole('status').getByText(guidance[code][this.locale])).toBeVisible({
      timeout,
    });
  }

  /** The challenge step the dialog shows (standard policy): its data-step and its text. */
  instruction() {
    return this.dialog().getByRole('status').locator('[data-step]');
  }

  async seeStep(step: string, text: string, position: RegExp, timeout = 30_000) {
    await expect(this.instruction()).toHaveAttribute('data-step', step, { timeout });
    await expect(this.instruction().getByText(text)).toBeVisible();
    await expect(this.instruction().getByText(position)).toBeVisible();
  }

  async seeClosed(timeout?: number) {
    await expect(this.dialog()).toBeHidden(timeout ? { timeout } : undefined);
  }
}
