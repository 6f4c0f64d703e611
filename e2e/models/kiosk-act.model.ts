import { expect } from '@playwright/test';
import { PageModel } from './page-model';

/** Latin Uzbek texts of the kiosk's guided act creation (locales/oz/kiosk.json, `guide`). */
const text = {
  keyboard: 'Ekran klaviaturasi',
  space: 'Bo‘sh joy',
  next: 'Keyingi',
  back: 'Orqaga',
  create: 'Notarial harakatni yaratish',
  toRussian: 'Rus harflari',
  toEnglish: 'Ingliz harflari',
} as const;

/** /kiosk/enotarial_act/-1?type=15003|15034: one question a screen, typed on the on-screen keyboards. */
export class KioskActModel extends PageModel {
  async seeTitle(title: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(this.page).toHaveURL(/\/kiosk\/enotarial_act\/-1\?type=\d+$/);
  }

  /** The step's own heading and where it is among the steps: "2-qadam, jami 4 ta". */
  async seeStep(title: string, number: number, count: number) {
    await expect(this.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(this.page.getByText(`${number}-qadam, jami ${count} ta`)).toBeVisible();
  }

  keyboard() {
    return this.page.getByRole('group', { name: text.keyboard });
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** Taps the field and types `value` key by key on the on-screen keyboard (spaces on its space bar). */
  async type(label: string, value: string, expected = value) {
    await this.field(label).click();
    await expect(this.keyboard()).toBeVisible();
    // What is there already goes first, key by key.
    const typed = await this.field(label).inputValue();
    for (let i = 0; i < typed.length; i += 1)
      await this.keyboard().getByRole('button', { name: 'O‘chirish', exact: true }).click();
    for (const key of value) {
      const name = key === ' ' ? text.space : key;
      await this.keyboard().getByRole('button', { name, exact: true }).click();
    }
    await expect(this.field(label)).toHaveValue(expected);
  }

  async closeKeyboard() {
    await this.keyboard().getByRole('button', { name: 'Klaviaturani yopish', exact: true }).click();
    await expect(this.keyboard()).toBeHidden();
  }

  async choose(option: string) {
    const button = this.page.getByRole('button', { name: option, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  /** The notary step: automatic in the region picked (acts' notary choice). */
  async chooseRegion(region: string) {
    await this.page.getByRole('radio', { name: 'Tanlangan hududda avtomatik' }).check({ force: true });
    await this.page.getByRole('combobox', { name: 'Hudud' }).selectOption({ label: region });
  }

  /** Adds a country from the list (its select, by the country's name); it shows among the chosen. */
  async addCountry(name: string) {
    await this.page.getByRole('combobox', { name: 'Davlat qo‘shish' }).selectOption({ label: name });
    await expect(this.page.getByRole('button', { name: `Olib tashlash: ${name}` })).toBeVisible();
  }

  async removeCountry(name: string) {
    await this.page.getByRole('button', { name: `Olib tashlash: ${name}` }).click();
    await expect(this.page.getByRole('button', { name: `Olib tashlash: ${name}` })).toHaveCount(0);
  }

  async clickNext() {
    await this.page.getByRole('button', { name: text.next, exact: true }).click();
  }

  async clickBack() {
    await this.page.getByRole('button', { name: text.back, exact: true }).click();
  }

  /** A field's message under it after Next. */
  async seeFieldError(label: string, message: string) {
    await expect(this.field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(this.page.getByText(message, { exact: true })).toBeVisible();
  }

  /** The review lists each answer under its step. */
  async seeReviewed(label: string, value: string) {
    await expect(
      this.page.getByRole('heading', { level: 2, name: 'Ma’lumotlarni tekshiring' }),
    ).toBeVisible();
    const term = this.page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }

  /** Creates the act; the kiosk opens it by its number. */
  async clickCreateAndSeeCreated(): Promise<number> {
    await this.page.getByRole('button', { name: text.create, exact: true }).click();
    await expect(this.page).toHaveURL(/\/kiosk\/my_notarial_act\/\d+$/);
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }
}
