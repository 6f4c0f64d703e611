import { expect } from '@playwright/test';
import { LocalizedPageModel } from './page-model';

const label = { oz: 'Foydalanuvchi menyusi', uz: 'Фойдаланувчи менюси', ru: 'Меню пользователя' } as const;
const logout = { oz: 'Tizimdan chiqish', uz: 'Тизимдан чиқиш', ru: 'Выйти из системы' } as const;
const login = { oz: 'Kirish', uz: 'Кириш', ru: 'Войти' } as const;

/** The header's user menu of a logged-in user. */
export class UserMenuModel extends LocalizedPageModel {
  private trigger() {
    return this.page.getByRole('button', { name: new RegExp(`^${label[this.locale]}`) });
  }

  async seeLoggedIn() {
    await expect(this.trigger()).toBeVisible();
  }

  async clickLogout() {
    await this.trigger().click();
    await this.page.getByRole('menuitem', { name: logout[this.locale] }).click();
  }

  async seeLoggedOut() {
    await expect(this.trigger()).toBeHidden();
    await expect(this.page.getByRole('button', { name: login[this.locale], exact: true })).toBeVisible();
  }
}
