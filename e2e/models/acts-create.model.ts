import { expect } from '@playwright/test';
import type { Passport } from './login-dialog.model';
import { PageModel } from './page-model';

/** Latin Uzbek texts of the creation form (locales/oz/acts.json, `create`, `vehicle`, `roles`). */
const text = {
  title: 'Notarial harakat yaratish',
  titleSimplified: 'Soddalashtirilgan notarial harakat yaratish',
  simplifiedHelp: /^Soddalashtirilgan tartib: ma’lumotlarni kiritasiz, notariusni tanlaysiz/,
  vehicle: 'Transport vositasi',
  stateNumber: 'Davlat raqami',
  series: 'Texpasport seriyasi',
  number: 'Texpasport raqami',
  lookup: 'Transport vositasini topish',
  found: 'Topilgan transport vositasi',
  buyer: 'Xaridor',
  passserial: 'Pasport seriyasi',
  passnum: 'Pasport raqami',
  pin: 'JShShIR',
  terms: 'Bitim shartlari',
  price: 'Narxi (so‘m)',
  submit: 'Yaratish',
  refused: 'Notarial harakatni yaratib bo‘lmaydi',
  openExisting: 'Mavjud notarial harakatni ochish',
} as const;

export interface VehicleSale {
  stateNumber: string;
  techPassportSeries: string;
  techPassportNumber: string;
  buyer: Passport;
  price: string;
}

/** /my_notarial_act/new?type=1: the vehicle sale form of the applicant. */
export class ActCreateModel extends PageModel {
  /** The form's name: its title, which says when it creates a simplified act. */
  private title: string = text.title;

  form() {
    return this.page.getByRole('form', { name: this.title, exact: true });
  }

  private group(name: string) {
    return this.form().getByRole('group', { name, exact: true });
  }

  async gotoSale() {
    await this.page.goto('/my_notarial_act/new?type=1');
    await expect(this.page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  }

  /** The form opened by "create simplified act": its own title and what the simplified flow is. */
  async seeSimplifiedForm() {
    this.title = text.titleSimplified;
    await expect(this.page).toHaveURL('/my_notarial_act/new?type=1&simplified=1');
    await expect(this.page.getByRole('heading', { level: 1, name: text.titleSimplified })).toBeVisible();
    await expect(this.form().getByText(text.simplifiedHelp)).toBeVisible();
  }

  async fillSale(sale: VehicleSale) {
    const vehicle = this.group(text.vehicle);
    await vehicle.getByLabel(text.stateNumber).fill(sale.stateNumber);
    await vehicle.getByLabel(text.series).fill(sale.techPassportSeries);
    await vehicle.getByLabel(text.number).fill(sale.techPassportNumber);
    const buyer = this.group(text.buyer);
    await buyer.getByLabel(text.passserial).fill(sale.buyer.passserial);
    await buyer.getByLabel(text.passnum).fill(sale.buyer.passnum);
    await buyer.getByLabel(text.pin).fill(sale.buyer.pin);
    await this.group(text.terms).getByLabel(text.price).fill(sale.price);
  }

  async clickLookup() {
    await this.form().getByRole('button', { name: text.lookup }).click();
  }

  async seeVehicleFound(makeAndModel: string) {
    await expect(
      this.page.getByLabel(text.found).getByRole('heading', { name: makeAndModel, exact: true }),
    ).toBeVisible();
  }

  async clickCreate() {
    await this.form().getByRole('button', { name: text.submit, exact: true }).click();
  }

  /** Creates the act and answers its number and uuid (the CreateAct answer), once on its page. */
  async clickCreateAndSeeCreated(): Promise<{ rid: number; uuid: string }> {
    const act = await this.clickCreateAndAnswer();
    await expect(this.page).toHaveURL(`/my_notarial_act/${act.rid}`);
    return act;
  }

  /** A simplified act is opened by its uuid once created (regsystemid 3). */
  async clickCreateAndSeeCreatedByUuid(): Promise<{ rid: number; uuid: string }> {
    const act = await this.clickCreateAndAnswer();
    await expect(this.page).toHaveURL(`/enotarial_act/${act.uuid}`);
    return act;
  }

  private async clickCreateAndAnswer(): Promise<{ rid: number; uuid: string }> {
    const created = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        response.request().method() === 'POST' &&
        response.request().postDataJSON()?.operationName === 'CreateAct',
    );
    await this.clickCreate();
    const body = (await (await created).json()) as { data?: { createAct?: { rid: number; uuid: string } } };
    const act = body.data?.createAct;
    expect(act, 'the CreateAct answer').toBeTruthy();
    const { rid, uuid } = act as { rid: number; uuid: string };
    return { rid: Number(rid), uuid };
  }

  refusal() {
    return this.form().getByRole('alert').filter({ hasText: text.refused });
  }

  async seeRefusal(message: string | RegExp) {
    await expect(this.refusal()).toBeVisible();
    await expect(this.refusal().getByText(message)).toBeVisible();
  }

  async seeNoRefusal() {
    await expect(this.refusal()).toHaveCount(0);
  }

  /** The duplicate's link to the act that already exists. */
  existingActLink() {
    return this.refusal().getByRole('link', { name: text.openExisting });
  }

  async clickExistingAct() {
    await this.existingActLink().click();
  }
}
