import { expect } from '@playwright/test';
import { LocalizedPageModel } from './page-model';

const text = {
  title: { oz: 'Ommaviy oferta', uz: 'Оммавий оферта', ru: 'Публичная оферта' },
  agree: { oz: 'Roziman', uz: 'Розиман', ru: 'Согласен' },
  disagree: {
    oz: 'Rozi emasman va tizimdan chiqish',
    uz: 'Рози эмасман ва тизимдан чиқиш',
    ru: 'Не согласен и выйти',
  },
  close: { oz: 'Yopish', uz: 'Ёпиш', ru: 'Закрыть' },
  sections: {
    oz: ['I. Notarial harakatlar', 'II. Transport vositasini boshqa shaxsga o‘tkazish bitimlari'],
    uz: ['I. Нотариал ҳаракатлар', 'II. Транспорт воситасини бошқа шахсга ўтказиш битимлари'],
    ru: ['I. Нотариальные действия', 'II. Сделки по отчуждению транспортных средств'],
  },
} as const;

/** The public offer dialog (section 2). */
export class TermsModel extends LocalizedPageModel {
  dialog() {
    return this.page.getByRole('dialog', { name: text.title[this.locale] });
  }

  async seeOpen({ persistent }: { persistent: boolean }) {
    await expect(this.dialog()).toBeVisible();
    for (const section of text.sections[this.locale])
      await expect(this.dialog().getByRole('heading', { name: section })).toBeVisible();
    const close = this.dialog().getByRole('button', { name: text.close[this.locale] });
    if (persistent) await expect(close).toHaveCount(0);
    else await expect(close.first()).toBeVisible();
  }

  async seeAgree(visible: boolean) {
    await expect(this.dialog().getByRole('button', { name: text.agree[this.locale] })).toHaveCount(
      visible ? 1 : 0,
    );
  }

  async clickAgree() {
    // Exact: the Russian "Согласен" is also inside "Не согласен и выйти".
    await this.dialog().getByRole('button', { name: text.agree[this.locale], exact: true }).click();
    await expect(this.dialog()).toBeHidden();
  }

  async clickDisagree() {
    await this.dialog().getByRole('button', { name: text.disagree[this.locale] }).click();
    await expect(this.dialog()).toBeHidden();
  }

  async clickFooterLink() {
    await this.page.getByRole('contentinfo').getByRole('button', { name: text.title[this.locale] }).click();
  }

  async seeClosed() {
    await expect(this.dialog()).toBeHidden();
  }
}
