import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

/** What the catalogue's pages say in each locale (locales/<locale>/catalogue.json, actTypes.json). */
export const catalogueText: Record<
  Locale,
  {
    title: string;
    search: string;
    searchButton: string;
    vehicleSale: string;
    documents: string;
    calculate: string;
    createAct: string;
    relationship: string;
    child: string;
    compute: string;
    quote: string;
  }
> = {
  oz: {
    title: 'Notarial xizmatlar katalogi',
    search: 'Katalogdan qidirish',
    searchButton: 'Qidirish',
    vehicleSale: 'Avtotransport vositasini oldi-sotdi shartnomasi',
    documents: 'Kerakli hujjatlar',
    calculate: 'To‘lovni hisoblash',
    createAct: 'Notarial harakat yaratish',
    relationship: 'Oluvchi tomonning qarindoshlik darajasi',
    child: 'O‘g‘il yoki qiz',
    compute: 'Hisoblash',
    quote: 'Hisob-kitob',
  },
  uz: {
    title: 'Нотариал хизматлар каталоги',
    search: 'Каталогдан қидириш',
    searchButton: 'Қидириш',
    vehicleSale: 'Автотранспорт воситасини олди-сотди шартномаси',
    documents: 'Керакли ҳужжатлар',
    calculate: 'Тўловни ҳисоблаш',
    createAct: 'Нотариал ҳаракат яратиш',
    relationship: 'Олувчи томоннинг қариндошлик даражаси',
    child: 'Ўғил ёки қиз',
    compute: 'Ҳисоблаш',
    quote: 'Ҳисоб-китоб',
  },
  ru: {
    title: 'Каталог нотариальных услуг',
    search: 'Поиск по каталогу',
    searchButton: 'Найти',
    vehicleSale: 'Договор купли-продажи автотранспортного средства',
    documents: 'Необходимые документы',
    calculate: 'Рассчитать стоимость',
    createAct: 'Создать нотариальное действие',
    relationship: 'Степень родства получающей стороны',
    child: 'Сын или дочь',
    compute: 'Рассчитать',
    quote: 'Расчёт',
  },
};

/** /na_details, /na_details/{id} and /na_details/calc/{nadid}. */
export class CatalogueModel extends LocalizedPageModel {
  private get text() {
    return catalogueText[this.locale];
  }

  async gotoList() {
    await this.page.goto('/na_details');
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible();
  }

  async gotoEntry(id: number) {
    await this.page.goto(`/na_details/${id}`);
    await expect(this.page.getByRole('heading', { level: 2, name: this.text.documents })).toBeVisible();
  }

  async gotoCalculator(id: number) {
    await this.page.goto(`/na_details/calc/${id}`);
    await expect(this.page.getByRole('button', { name: this.text.compute })).toBeVisible();
  }

  async search(query: string) {
    await this.page.getByRole('searchbox', { name: this.text.search }).fill(query);
    await this.page.getByRole('button', { name: this.text.searchButton }).click();
    await expect(this.page).toHaveURL(/\/na_details\?q=/);
  }

  /** The search's result list holds the act (a link to its detail page). */
  async seeResult(name: string, id: number) {
    const results = this.page.getByRole('list', { name: /natijalari|натижалари|Результаты/ });
    await expect(results.getByRole('link', { name })).toHaveAttribute('href', `/na_details/${id}`);
  }

  async openResult(name: string) {
    await this.page.getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: this.text.documents })).toBeVisible();
  }

  async seeEntryActions(id: number) {
    await expect(this.page.getByRole('link', { name: this.text.calculate })).toHaveAttribute(
      'href',
      `/na_details/calc/${id}`,
    );
    await expect(this.page.getByRole('link', { name: this.text.createAct })).toHaveAttribute(
      'href',
      `/my_notarial_act/new?type=${id}`,
    );
  }

  async chooseRelationship(label: string) {
    await this.page.getByRole('combobox', { name: this.text.relationship }).selectOption({ label });
  }

  async compute() {
    await this.page.getByRole('button', { name: this.text.compute }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: this.text.quote })).toBeVisible();
  }

  /** The quote's state-fee line and its basis. */
  async seeStateFee(amount: RegExp, basis: RegExp) {
    const fee = this.page.getByTestId('fee-basis-state_fee');
    await expect(fee).toContainText(amount);
    await expect(fee).toContainText(basis);
  }
}
