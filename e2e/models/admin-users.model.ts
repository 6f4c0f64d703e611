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
    approve: string;
    pending: string;
    awaiting: string;
    pendingFilter: string;
    onlyPending: string;
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
    approve: 'Tasdiqlash',
    pending: 'Ikkinchi administrator tasdig‘ini kutayotgan rollar',
    awaiting: 'Boshqa administrator tasdiqlashi yoki rad etishi kerak',
    pendingFilter: 'Ikkinchi administrator tasdig‘i',
    onlyPending: 'Faqat tasdiq kutayotganlar',
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
    approve: 'Тасдиқлаш',
    pending: 'Иккинчи администратор тасдиғини кутаётган роллар',
    awaiting: 'Бошқа администратор тасдиқлаши ёки рад этиши керак',
    pendingFilter: 'Иккинчи администратор тасдиғи',
    onlyPending: 'Фақат тасдиқ кутаётганлар',
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
    approve: 'Подтвердить',
    pending: 'Роли, ожидающие подтверждения второго администратора',
    awaiting: 'Подтвердить или отклонить должен другой администратор',
    pendingFilter: 'Подтверждение второго администратора',
    onlyPending: 'Только ожидающие подтверждения',
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

  /** Narrows the list to the users with a grant waiting for a second administrator. */
  async filterPending() {
    await this.page
      .getByRole('combobox', { name: text[this.locale].pendingFilter })
      .selectOption({ label: text[this.locale].onlyPending });
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

  /** The grants waiting for a second administrator, on one user's page (decision 072). */
  pendingGrants() {
    return this.page.getByRole('region', { name: text[this.locale].pending });
  }

  /** The administrator who asked sees the grant waiting for another, with nothing to decide. */
  async seeAwaitingAnother(reason: string) {
    const pending = this.pendingGrants();
    await expect(pending.getByText(reason, { exact: false })).toBeVisible();
    await expect(pending.getByText(text[this.locale].awaiting)).toBeVisible();
    await expect(pending.getByRole('button', { name: text[this.locale].approve })).toHaveCount(0);
  }

  /** A second administrator approves the pending grant with a reason. */
  async approve(reason: string) {
    await this.pendingGrants().getByRole('button', { name: text[this.locale].approve }).click();
    const form = this.page.getByRole('form', { name: text[this.locale].approve });
    await form.getByRole('textbox', { name: text[this.locale].reason }).fill(reason);
    await form.getByRole('button', { name: text[this.locale].approve }).click();
  }
}
