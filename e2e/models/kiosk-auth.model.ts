import { expect } from '@playwright/test';
import type { Passport } from './login-dialog.model';
import { LocalizedPageModel } from './page-model';

const text = {
  heading: { oz: 'Shaxsni tasdiqlash', uz: 'Шахсни тасдиқлаш', ru: 'Подтверждение личности' },
  keyboard: { oz: 'Ekran klaviaturasi', uz: 'Экран клавиатураси', ru: 'Экранная клавиатура' },
  passserial: { oz: 'Pasport seriyasi', uz: 'Паспорт серияси', ru: 'Серия паспорта' },
  passnum: { oz: 'Pasport raqami', uz: 'Паспорт рақами', ru: 'Номер паспорта' },
  pin: { oz: 'JSHSHIR', uz: 'ЖШШИР', ru: 'ПИНФЛ' },
  identify: { oz: 'Identifikatsiya', uz: 'Идентификация', ru: 'Идентификация' },
  toRussian: { oz: 'Rus harflari', uz: 'Рус ҳарфлари', ru: 'Русские буквы' },
  toEnglish: { oz: 'Ingliz harflari', uz: 'Инглиз ҳарфлари', ru: 'Английские буквы' },
} as const;

/** /kiosk/auth with its on-screen keyboards (react-simple-keyboard). */
export class KioskAuthModel extends LocalizedPageModel {
  async goto() {
    await this.page.goto('/kiosk/auth');
  }

  async seePage() {
    await expect(this.page.getByRole('heading', { level: 1, name: text.heading[this.locale] })).toBeVisible();
  }

  keyboard() {
    return this.page.getByRole('group', { name: text.keyboard[this.locale] });
  }

  field(name: 'passserial' | 'passnum' | 'pin') {
    return this.page.getByLabel(text[name][this.locale]);
  }

  async tapField(name: 'passserial' | 'passnum' | 'pin') {
    await this.field(name).click();
    await expect(this.keyboard()).toBeVisible();
  }

  async tapKeys(keys: string) {
    for (const key of keys) await this.keyboard().getByRole('button', { name: key, exact: true }).click();
  }

  async clickLayoutSwitch(to: 'russian' | 'english') {
    await this.keyboard()
      .getByRole('button', {
        name: to === 'russian' ? text.toRussian[this.locale] : text.toEnglish[this.locale],
      })
      .click();
  }

  /** Series and number on the on-screen keyboards; at 7 digits the keyboard closes by itself. */
  async typePassport(passport: Passport) {
    await this.tapField('passserial');
    await this.tapKeys(passport.passserial);
    await expect(this.field('passserial')).toHaveValue(passport.passserial);
    await expect(this.field('passnum')).toBeFocused();
    await this.tapKeys(passport.passnum);
    await expect(this.field('passnum')).toHaveValue(passport.passnum);
    await expect(this.keyboard()).toBeHidden();
    await expect(this.field('passnum')).not.toBeFocused();
    await this.tapField('pin');
    await this.tapKeys(passport.pin);
    await expect(this.field('pin')).toHaveValue(passport.pin);
  }

  async clickIdentify() {
    await this.page.getByRole('button', { name: text.identify[this.locale], exact: true }).click();
  }
}
