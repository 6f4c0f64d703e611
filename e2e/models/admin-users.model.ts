import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

/** What the administration pages say in each locale (locales/<locale>/adminUsers.json). */
const text: Record<
  Locale,
  {
    title: string;
    query: string;
    search: string;
    grant: string;
    block: string;
    role: string;
    reason: string;
    save: string;
  }
> = {
  oz: {
    title: 'Foydalanuvchilar',
    query: 'Ism-familiya, JSHSHIR yoki pasport',
    search: 'Qidirish',
    grant: 'Rol berish',
    block: 'Bloklash',
    role: 'Rol',
    reason: 'Sabab (majburiy)',
    save: 'Saqlash',
  },
  uz: {
    title: 'Фойдаланувчилар',
    query: 'Исм-фамилия, ЖШШИР ёки паспорт',
    search: 'Қидириш',
    grant: 'Рол бериш',
    block: 'Блоклаш',
    role: 'Рол',
    reason: 'Сабаб (мажбурий)',
    save: 'Сақлаш',
  },
  ru: {
    title: 'Пользователи',
    query: 'ФИО, ПИНФЛ или паспорт',
    search: 'Найти',
    grant: 'Выдать роль',
    block: 'Заблокировать',
    role: 'Роль',
    reason: 'Причина (обязательно)',
    save: 'Сохранить',
  },
};

/** The administrators' list and one user's page (ui/features/admin-users). */
export class AdminUsersModel extends LocalizedPageModel {
  async goto() {
    await this.page.goto('/admin/users');
  }

  async seeList() {
    await expect(this.page.getByRole('heading', { level: 1, name: text[this.locale].title })).toBeVisible();
  }

  async search(query: string) {
    await this.page.getByRole('textbox', { name: text[this.locale].query }).fill(query);
    await this.page.getByRole('button', { name: text[this.locale].search }).click();
  }

  /** Opens the user whose name the list links. */
  async openUser(fio: string) {
    await this.page.getByRole('link', { name: fio }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: fio })).toBeVisible();
  }

  async grant(roleLabel: string, reason: string) {
    await this.page.getByRole('button', { name: text[this.locale].grant }).click();
    const form = this.page.getByRole('form', { name: text[this.locale].grant });
    await form.getByRole('combobox', { name: text[this.locale].role }).selectOption({ label: roleLabel });
    await form.getByRole('textbox', { name: text[this.locale].reason }).fill(reason);
    await form.getByRole('button', { name: text[this.locale].save }).click();
  }

  async block(reason: string) {
    await this.page.getByRole('button', { name: text[this.locale].block, exact: true }).click();
    const form = this.page.getByRole('form', { name: text[this.locale].block });
    await form.getByRole('textbox', { name: text[this.locale].reason }).fill(reason);
    await form.getByRole('button', { name: text[this.locale].save }).click();
  }
}
