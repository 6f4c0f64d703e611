import { expect } from '@playwright/test';
import { PageModel } from './page-model';

/** Latin Uzbek texts of the vehicle page (locales/oz/acts.json, `edit.*`). */
const text = {
  remark: 'Notariusning izohi',
  formTitle: 'Narxni tuzatish',
  price: 'Narxi',
  save: 'Saqlash',
  saved: 'O‘zgarishlar saqlandi',
} as const;

/** /my_notarial_act/{rid}/auto/{id}: one vehicle of an act; in preparation its price is corrected here. */
export class ActVehicleModel extends PageModel {
  async seeVehicle(rid: number, title: string) {
    await expect(this.page).toHaveURL(new RegExp(`/my_notarial_act/${rid}/auto/\\d+$`));
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(title);
  }

  async seeRemark(remark: string) {
    await expect(this.page.getByText(text.remark, { exact: true })).toBeVisible();
    await expect(this.page.getByText(remark, { exact: true })).toBeVisible();
  }

  priceField() {
    return this.page.getByRole('textbox', { name: new RegExp(`^${text.price}`) });
  }

  async seePrice(masked: string) {
    await expect(this.priceField()).toHaveValue(masked);
  }

  async fillPrice(price: string) {
    await this.priceField().fill(price);
  }

  /** Saves; the portal confirms and returns to the act page. */
  async clickSaveAndReturn(rid: number) {
    await this.page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(this.page.getByText(text.saved)).toBeVisible();
    await expect(this.page).toHaveURL(new RegExp(`/my_notarial_act/${rid}$`));
  }
}
