import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

/** What /update_dict says in each locale (locales/<locale>/dictionaries.json). */
const text: Record<Locale, { title: string; region: string; edit: string; russian: string; save: string }> = {
  oz: { title: 'Ma’lumotnomalar', region: 'Hudud', edit: 'Tahrirlash', russian: 'rus', save: 'Saqlash' },
  uz: { title: 'Маълумотномалар', region: 'Ҳудуд', edit: 'Таҳрирлаш', russian: 'рус', save: 'Сақлаш' },
  ru: { title: 'Справочники', region: 'Регион', edit: 'Изменить', russian: 'русский', save: 'Сохранить' },
};
const saved: Record<Locale, string> = {
  oz: 'O‘zgarish saqlandi va jurnalga yozildi',
  uz: 'Ўзгариш сақланди ва журналга ёзилди',
  ru: 'Изменение сохранено и записано в журнал',
};
const journal: Record<Locale, string> = {
  oz: 'O‘zgarishlar jurnali',
  uz: 'Ўзгаришлар журнали',
  ru: 'Журнал изменений',
};

/** The administrator's reference dictionaries (ui/features/dictionaries). */
export class DictionariesModel extends LocalizedPageModel {
  async goto() {
    await this.page.goto('/update_dict');
  }

  async seePage() {
    await expect(this.page.getByRole('heading', { level: 1, name: text[this.locale].title })).toBeVisible();
  }

  /** Opens the edit dialog of a district: its region chosen first, then the district's edit button. */
  async editDistrict(regionId: number, districtName: string) {
    await this.page.getByLabel(text[this.locale].region, { exact: true }).selectOption(String(regionId));
    await this.page.getByRole('button', { name: `${text[this.locale].edit}: ${districtName}` }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  russianName() {
    return this.page
      .getByRole('dialog')
      .getByRole('textbox', { name: new RegExp(`\\(${text[this.locale].russian}\\)$`) });
  }

  async save() {
    await this.page.getByRole('dialog').getByRole('button', { name: text[this.locale].save }).click();
    await expect(this.page.getByRole('status').filter({ hasText: saved[this.locale] })).toBeVisible();
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }

  journal() {
    return this.page.getByRole('region', { name: journal[this.locale] });
  }
}
