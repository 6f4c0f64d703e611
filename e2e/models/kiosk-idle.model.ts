import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

const text = {
  title: { oz: 'Shu yerdamisiz?', uz: 'Шу ердамисиз?', ru: 'Вы ещё здесь?' },
  secondsLeft: {
    oz: (seconds: number) => `Qolgan soniyalar: ${seconds}`,
    uz: (seconds: number) => `Қолган сониялар: ${seconds}`,
    ru: (seconds: number) => `Осталось секунд: ${seconds}`,
  },
  stay: { oz: 'Men shu yerdaman', uz: 'Мен шу ердаман', ru: 'Я здесь' },
  logOut: { oz: 'Hozir chiqish', uz: 'Ҳозир чиқиш', ru: 'Выйти сейчас' },
  myActs: {
    oz: 'Mening notarial harakatlarim',
    uz: 'Менинг нотариал ҳаракатларим',
    ru: 'Мои нотариальные действия',
  },
} satisfies Record<string, Record<Locale, unknown>>;

/**
 * A logged-in kiosk session left alone (decision 074): the "Are you still here?" countdown, and what
 * the kiosk shows and keeps once it has forgotten the person. Time is Playwright's clock, installed
 * by the spec.
 */
export class KioskIdleModel extends LocalizedPageModel {
  dialog() {
    return this.page.getByRole('alertdialog', { name: text.title[this.locale] });
  }

  /** The kiosk main page's "my acts" tile: the person's own page, which must not outlive them. */
  async openMyActs() {
    await this.page.getByRole('link', { name: text.myActs[this.locale] }).click();
    await expect(this.page).toHaveURL('/kiosk/my_notarial_act');
    await this.seeMyActs();
  }

  async seeMyActs() {
    await expect(this.page.getByRole('heading', { level: 1, name: text.myActs[this.locale] })).toBeVisible();
  }

  async seeNoMyActs() {
    await expect(this.page.getByRole('heading', { level: 1, name: text.myActs[this.locale] })).toHaveCount(0);
  }

  /**
   * Stops the page's time two seconds ahead of where it is (past the activity throttle's second),
   * then taps the page: a whole inactivity period starts at the stopped time.
   */
  async stopTimeAndTap() {
    await this.stopTime(2_000);
    await this.page.getByRole('heading', { level: 1 }).click();
  }

  /** Stops the page's time `aheadMs` ahead of where it is. */
  async stopTime(aheadMs = 500) {
    const now = await this.page.evaluate(() => Date.now());
    await this.page.clock.pauseAt(now + aheadMs);
  }

  async seeWarning(secondsLeft: number) {
    await expect(this.dialog()).toBeVisible();
    await expect(this.dialog().getByRole('timer')).toHaveText(text.secondsLeft[this.locale](secondsLeft));
    const stay = this.dialog().getByRole('button', { name: text.stay[this.locale] });
    await expect(stay).toBeVisible();
    await expect(this.dialog().getByRole('button', { name: text.logOut[this.locale] })).toBeVisible();
    // A touch target of at least 48 px, for a finger on a kiosk screen.
    const box = await stay.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  }

  /**
   * No open warning. Under Playwright's clock a closed Chakra dialog does not finish its exit (it stays
   * in the page with data-state="closed"), so "not open" is what is checked, not "gone".
   */
  async seeNoWarning() {
    await expect(this.dialog().and(this.page.locator('[data-state="open"]'))).toHaveCount(0);
  }

  async clickStillHere() {
    await this.dialog().getByRole('button', { name: text.stay[this.locale] }).click();
    // The dialog's exit finishes on the page's timers: with the clock stopped it stays, closing, until
    // the spec moves time on (seeNoWarning then).
    await expect(this.dialog()).toHaveAttribute('data-state', 'closed');
  }

  async clickLogOutNow() {
    await this.dialog().getByRole('button', { name: text.logOut[this.locale] }).click();
  }
}
