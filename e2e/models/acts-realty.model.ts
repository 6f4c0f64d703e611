import { expect } from '@playwright/test';
import { PageModel } from './page-model';

/** Latin Uzbek texts of the real-estate page (locales/oz/acts.json `edit.*`, actTypes.json `fields.realEstate.*`). */
const text = {
  formTitle: 'Ko‘chmas mulk ma’lumotlarini tuzatish',
  cadastreNumber: 'Kadastr raqami',
  street: 'Ko‘cha',
  home: 'Uy',
  flat: 'Xonadon',
  area: 'Umumiy maydon (m²)',
  save: 'Saqlash',
  saved: 'O‘zgarishlar saqlandi',
} as const;

const field = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);

/** /my_notarial_act/{rid}/realty/{id}: one real estate of an act; in preparation it is corrected here. */
export class ActRealtyModel extends PageModel {
  form() {
    return this.page.locator('form').filter({ hasText: text.formTitle });
  }

  async seeRealty(rid: number, cadastreNumber: string) {
    await expect(this.page).toHaveURL(new RegExp(`/my_notarial_act/${rid}/realty/\\d+$`));
    await expect(this.page.getByRole('heading', { level: 1 })).toContainText(cadastreNumber);
    await expect(this.page.getByRole('heading', { level: 2, name: text.formTitle })).toBeVisible();
  }

  /** The cadastre number is shown but cannot be corrected. */
  async seeCadastreNumberFixed(cadastreNumber: string) {
    const input = this.form().getByLabel(field(text.cadastreNumber));
    await expect(input).toHaveValue(cadastreNumber);
    await expect(input).toBeDisabled();
  }

  async fillAddress(address: { street: string; home: string; flat: string; area: string }) {
    await this.form().getByLabel(field(text.street)).fill(address.street);
    await this.form().getByLabel(field(text.home)).fill(address.home);
    await this.form().getByLabel(field(text.flat)).fill(address.flat);
    await this.form().getByLabel(field(text.area)).fill(address.area);
  }

  /** Saves; the portal confirms and returns to the act page. */
  async clickSaveAndReturn(rid: number) {
    await this.page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(this.page.getByText(text.saved)).toBeVisible();
    await expect(this.page).toHaveURL(new RegExp(`/my_notarial_act/${rid}$`));
  }
}
