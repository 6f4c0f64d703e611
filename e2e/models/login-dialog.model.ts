import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

const title: Record<Locale, string> = { oz: 'Tizimga kirish', uz: 'Тизимга кириш', ru: 'Вход в систему' };
const close: Record<Locale, string> = { oz: 'Yopish', uz: 'Ёпиш', ru: 'Закрыть' };
const labels: Record<Locale, { passserial: string; passnum: string; pin: string; identify: string }> = {
  oz: {
    passserial: 'Pasport seriyasi',
    passnum: 'Pasport raqami',
    pin: 'JSHSHIR',
    identify: 'Identifikatsiya',
  },
  uz: { passserial: 'Паспорт серияси', passnum: 'Паспорт рақами', pin: 'ЖШШИР', identify: 'Идентификация' },
  ru: { passserial: 'Серия паспорта', passnum: 'Номер паспорта', pin: 'ПИНФЛ', identify: 'Идентификация' },
};

const video: Record<Locale, { link: string; title: string }> = {
  oz: { link: 'Yo‘riqnoma videosini ko‘rish', title: 'Tizimga kirish bo‘yicha yo‘riqnoma' },
  uz: { link: 'Йўриқнома видеосини кўриш', title: 'Тизимга кириш бўйича йўриқнома' },
  ru: { link: 'Смотреть видеоинструкцию', title: 'Инструкция по входу в систему' },
};

export interface Passport {
  passserial: string;
  passnum: string;
  pin: string;
}

/** The browser's login dialog (locales/<locale>/login.json). */
export class LoginDialogModel extends LocalizedPageModel {
  dialog() {
    return this.page.getByRole('dialog', { name: title[this.locale] });
  }

  private identifyButton() {
    return this.dialog().getByRole('button', { name: new RegExp(`${labels[this.locale].identify}|…`) });
  }

  async seeOpen() {
    await expect(this.dialog()).toBeVisible();
  }

  async clickClose() {
    await this.dialog().getByRole('button', { name: close[this.locale] }).first().click();
  }

  async seeClosed() {
    await expect(this.dialog()).toBeHidden();
  }

  /** The instructional video's dialog (decision 084). */
  videoDialog() {
    return this.page.getByRole('dialog', { name: video[this.locale].title });
  }

  async clickInstructionalVideo() {
    await this.dialog().getByRole('button', { name: video[this.locale].link }).click();
  }

  /** The project's own WebM plays (time advances) with its captions of the locale loaded and shown. */
  async seeInstructionalVideoPlaying() {
    const player = this.videoDialog().locator('video');
    await expect(player).toHaveAttribute('src', '/video/instructional.webm');
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    const captions = await player.evaluate((element: HTMLVideoElement) => {
      const track = element.textTracks[0];
      return { language: track?.language, mode: track?.mode, cues: track?.cues?.length ?? 0 };
    });
    expect(captions).toEqual({
      language: { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' }[this.locale],
      mode: 'showing',
      cues: 4,
    });
  }

  async closeInstructionalVideo() {
    await this.videoDialog().getByRole('button', { name: close[this.locale] }).click();
    await expect(this.videoDialog()).toBeHidden();
  }

  /** Types like a person: the series is typed in lower case to see it upper-cased. */
  async fillPassport(passport: Passport) {
    const text = labels[this.locale];
    const series = this.dialog().getByLabel(text.passserial);
    await series.click();
    await series.pressSequentially(passport.passserial.toLowerCase());
    // Two characters move the focus to the number (section 2).
    await expect(this.dialog().getByLabel(text.passnum)).toBeFocused();
    await expect(series).toHaveValue(passport.passserial.toUpperCase());
    await this.page.keyboard.type(passport.passnum);
    await this.dialog().getByLabel(text.pin).fill(passport.pin);
  }

  async seePrefilled(passserial: string, passnum: string) {
    const text = labels[this.locale];
    await expect(this.dialog().getByLabel(text.passserial)).toHaveValue(passserial);
    await expect(this.dialog().getByLabel(text.passnum)).toHaveValue(passnum);
  }

  /** The pointer rests on the identify button (its hover colours are checked for contrast too). */
  async hoverIdentify() {
    await this.identifyButton().hover();
  }

  async clickIdentify() {
    await this.identifyButton().click();
  }

  /** Submits and waits for the pre-check's answer, so repeated tries are counted one by one. */
  async clickIdentifyAndAwaitPrecheck() {
    await Promise.all([
      this.page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('Precheck'),
      ),
      this.identifyButton().click(),
    ]);
  }

  async seeMessage(text: string | RegExp) {
    await expect(this.dialog().getByRole('alert').filter({ hasText: text })).toBeVisible();
  }

  /** The loader stopped: the button is enabled and no longer busy. */
  async seeIdle() {
    const button = this.dialog().getByRole('button', { name: labels[this.locale].identify, exact: true });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-busy', 'false');
  }

  async seeFieldError(text: string) {
    await expect(this.dialog().getByText(text, { exact: true })).toBeVisible();
  }
}
