import { expect } from '@playwright/test';
import { LocalizedPageModel } from './page-model';

const text = {
  success: {
    oz: 'Shaxsingiz muvaffaqiyatli tasdiqlandi!',
    uz: 'Шахсингиз муваффақиятли тасдиқланди!',
    ru: 'Ваша личность успешно подтверждена!',
  },
  error: {
    oz: 'Shaxsingizni tasdiqlashda xatolik yuz berdi. Qayta urinib ko‘ring!',
    uz: 'Шахсингизни тасдиқлашда хатолик юз берди. Қайта уриниб кўринг!',
    ru: 'При подтверждении личности произошла ошибка. Попробуйте ещё раз!',
  },
  continue: { oz: 'Davom etish', uz: 'Давом этиш', ru: 'Продолжить' },
  retry: { oz: 'Qayta urinish', uz: 'Қайта уриниш', ru: 'Повторить' },
} as const;

/** Success and error-with-retry dialogs of the login (section 8). */
export class LoginResultModel extends LocalizedPageModel {
  private dialog(kind: 'success' | 'error') {
    return this.page.getByRole('alertdialog', { name: text[kind][this.locale] });
  }

  /** The success dialog; the error dialog instead fails at once, with its words (not at the timeout). */
  async seeSuccess(timeout = 30_000) {
    const error = this.dialog('error');
    await expect(this.dialog('success').or(error).first()).toBeVisible({ timeout });
    if (await error.isVisible())
      throw new Error(`the login ended in its error dialog: ${await error.innerText()}`);
  }

  async clickContinue() {
    await this.dialog('success').getByRole('button', { name: text.continue[this.locale] }).click();
    await expect(this.dialog('success')).toBeHidden();
  }

  async seeError(timeout = 30_000) {
    await expect(this.dialog('error')).toBeVisible({ timeout });
  }

  async seeErrorDetail(detail: string | RegExp) {
    await expect(this.dialog('error').getByText(detail)).toBeVisible();
  }

  async clickRetry() {
    await this.dialog('error').getByRole('button', { name: text.retry[this.locale] }).click();
    await expect(this.dialog('error')).toBeHidden();
  }
}
