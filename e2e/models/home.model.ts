import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LoginDialogModel } from './login-dialog.model';
import { PageModel } from './page-model';

/** What the home page says in each locale (locales/<locale>/home.json and common.json). */
export const homeText: Record<Locale, { heading: string; catalogue: string; login: string; lang: string }> = {
  oz: {
    heading: 'Notarial xizmatlar — uydan chiqmasdan',
    catalogue: 'Katalogni ochish',
    login: 'Kirish',
    lang: 'uz-Latn',
  },
  uz: {
    heading: 'Нотариал хизматлар — уйдан чиқмасдан',
    catalogue: 'Каталогни очиш',
    login: 'Кириш',
    lang: 'uz-Cyrl',
  },
  ru: {
    heading: 'Нотариальные услуги — не выходя из дома',
    catalogue: 'Открыть каталог',
    login: 'Войти',
    lang: 'ru',
  },
};

const localeButton: Record<Locale, string> = { oz: 'O‘zbekcha', uz: 'Ўзбекча', ru: 'Русский' };

export class HomeModel extends PageModel {
  async goto() {
    await this.page.goto('/');
  }

  async seeHome(locale: Locale) {
    const text = homeText[locale];
    await expect(this.page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(this.page.getByRole('link', { name: text.catalogue })).toHaveAttribute(
      'href',
      '/na_details',
    );
    await expect(this.page.locator('html')).toHaveAttribute('lang', text.lang);
  }

  async seeHelpline() {
    const links = this.page.locator('a[href="tel:1008"]');
    await expect(links.first()).toBeVisible();
    await expect(this.page.getByRole('region', { name: /1008|Ishonch|Ишонч|доверия/ }).first()).toBeVisible();
  }

  async seeCarousel() {
    await expect(this.page.getByRole('group', { name: /slayd|слайд/i }).first()).toBeAttached();
  }

  /** The oz carousel: pause it, move with the arrow and an indicator, and see the slide shown. */
  async useCarousel() {
    const carousel = this.page.getByRole('region', { name: 'Portal xizmatlari' });
    const pause = carousel.getByRole('button', { name: 'Avtomatik aylantirishni to‘xtatish' });
    await pause.click();
    await expect(carousel.getByRole('button', { name: 'Slaydlarni avtomatik aylantirish' })).toBeVisible();
    const shown = carousel.getByRole('group', { name: /4 ta slayddan \d-slayd/ });
    // Only the slide shown is in the accessibility tree; the others are inert.
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAccessibleName('4 ta slayddan 1-slayd');
    await carousel.getByRole('button', { name: 'Keyingi slayd' }).click();
    await expect(shown).toHaveAccessibleName('4 ta slayddan 2-slayd');
    await expect(shown.getByRole('heading', { level: 2 })).toBeInViewport();
    await carousel.getByRole('button', { name: '4-slaydga o‘tish' }).click();
    await expect(shown).toHaveAccessibleName('4 ta slayddan 4-slayd');
    await expect(carousel.getByRole('button', { name: '4-slaydga o‘tish' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await carousel.getByRole('button', { name: 'Keyingi slayd' }).click();
    await expect(shown).toHaveAccessibleName('4 ta slayddan 1-slayd');
  }

  /**
   * For a user who asks for less motion: the carousel never plays (no pause or play button), its
   * arrows still move it, and no element of the page runs an animation or transition longer than a
   * frame.
   */
  async seeCarouselHeld() {
    const carousel = this.page.getByRole('region', { name: 'Portal xizmatlari' });
    const shown = carousel.getByRole('group', { name: /4 ta slayddan \d-slayd/ });
    await expect(shown).toHaveAccessibleName('4 ta slayddan 1-slayd');
    await expect(carousel.getByRole('button', { name: /avtomatik aylantirish/i })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Keyingi slayd' }).click();
    await expect(shown).toHaveAccessibleName('4 ta slayddan 2-slayd');
    const moving = await this.page.evaluate(
      () =>
        [...document.querySelectorAll('body *')].filter((element) => {
          const style = getComputedStyle(element);
          const longest = (list: string) =>
            Math.max(...list.split(',').map((part) => Number.parseFloat(part) || 0));
          return longest(style.animationDuration) > 0.001 || longest(style.transitionDuration) > 0.001;
        }).length,
    );
    expect(moving).toBe(0);
  }

  async clickLocale(locale: Locale) {
    await this.page.getByRole('button', { name: localeButton[locale] }).click();
  }

  async clickLogin(locale: Locale) {
    await this.page.getByRole('button', { name: homeText[locale].login, exact: true }).click();
  }

  /** Goes to `/` and opens the login dialog with the header's button, as a person starts a login. */
  async openLoginDialog(locale: Locale): Promise<LoginDialogModel> {
    await this.goto();
    await this.clickLogin(locale);
    return new LoginDialogModel(this.page, locale);
  }
}
