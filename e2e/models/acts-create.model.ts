import { expect, type Locator, test } from '@playwright/test';
import type { Passport } from './login-dialog.model';
import { PageModel } from './page-model';

/** Latin Uzbek texts of the creation form (locales/oz/acts.json `create`, actTypes.json `fields`, `form`). */
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
  type: 'Notarial harakat turi',
  details: 'Harakat ma’lumotlari',
  passserial: 'Pasport seriyasi',
  passnum: 'Pasport raqami',
  pin: 'JShShIR',
  terms: 'Bitim shartlari',
  price: 'Narxi (so‘m)',
  submit: 'Yaratish',
  refused: 'Notarial harakatni yaratib bo‘lmaydi',
  openExisting: 'Mavjud notarial harakatni ochish',
} as const;

/**
 * A text field of `scope` by its label. By its role and accessible name: a required field's label
 * also holds the "*" indicator (hidden from assistive technology, not from getByLabel).
 */
const textbox = (scope: Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

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
    await textbox(vehicle, text.stateNumber).fill(sale.stateNumber);
    await textbox(vehicle, text.series).fill(sale.techPassportSeries);
    await textbox(vehicle, text.number).fill(sale.techPassportNumber);
    await this.fillParty(`${text.buyer} 1`, sale.buyer);
    await textbox(vehicle, text.price).fill(sale.price);
  }

  /** /my_notarial_act/new?type=<id>: the form of that type, chosen in the type picker. */
  async gotoType(id: number, title: string) {
    await this.page.goto(`/my_notarial_act/new?type=${id}`);
    await expect(this.page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const picker = this.form().getByRole('combobox', { name: text.type, exact: true });
    await expect(picker).toHaveValue(String(id));
    await expect(picker.locator('option:checked')).toHaveText(title);
  }

  /** A listed party's passport and PIN, in its fieldset (`<role> <n>`, e.g. "Ishonchli vakil 1"). */
  async fillParty(party: string, person: Passport) {
    const group = this.group(party);
    await textbox(group, text.passserial).fill(person.passserial);
    await textbox(group, text.passnum).fill(person.passnum);
    await textbox(group, text.pin).fill(person.pin);
  }

  /** The party the form lists with the person of the link (/enotarial_act/-1). */
  async seeParty(party: string, person: Passport) {
    const group = this.group(party);
    await expect(textbox(group, text.passserial)).toHaveValue(person.passserial);
    await expect(textbox(group, text.passnum)).toHaveValue(person.passnum);
    await expect(textbox(group, text.pin)).toHaveValue(person.pin);
  }

  /** A field of the type's own (the "Harakat ma’lumotlari" section) by its label. */
  async fillDetail(label: string, value: string) {
    await textbox(this.group(text.details), label).fill(value);
  }

  /** Checks or unchecks a right granted to a party (its label, actTypes.json `rights`). */
  async setRight(party: string, right: string, granted: boolean) {
    const box = this.group(party).getByRole('checkbox', { name: right, exact: true });
    if ((await box.isChecked()) !== granted)
      await this.group(party).getByText(right, { exact: true }).click();
    await (granted ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
  }

  /** A message shown in a party's fieldset (a field's error, a rule's refusal on its field). */
  async seePartyMessage(party: string, message: string) {
    await expect(this.group(party).getByText(message, { exact: true })).toBeVisible();
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

  /**
   * Creates the act and answers its number once on its page; on a retry of the test, whose first
   * attempt may have created it already (the portal's data outlives an attempt), an act refused as a
   * duplicate is opened through the refusal's link instead.
   */
  async clickCreateOrOpenExisting(): Promise<{ rid: number }> {
    if (test.info().retry === 0) return this.clickCreateAndSeeCreated();
    const answered = this.createActAnswer();
    await this.clickCreate();
    const act = (await answered).data?.createAct;
    if (act) {
      await expect(this.page).toHaveURL(`/my_notarial_act/${act.rid}`);
      return { rid: Number(act.rid) };
    }
    await this.clickExistingAct();
    await expect(this.page).toHaveURL(/\/my_notarial_act\/\d+$/);
    return { rid: Number(new URL(this.page.url()).pathname.split('/').pop()) };
  }

  /** A simplified act is opened by its uuid once created (regsystemid 3). */
  async clickCreateAndSeeCreatedByUuid(): Promise<{ rid: number; uuid: string }> {
    const act = await this.clickCreateAndAnswer();
    await expect(this.page).toHaveURL(`/enotarial_act/${act.uuid}`);
    return act;
  }

  /** The body of the next CreateAct answer. */
  private async createActAnswer() {
    const response = await this.page.waitForResponse(
      (each) =>
        each.url().endsWith('/graphql') &&
        each.request().method() === 'POST' &&
        each.request().postDataJSON()?.operationName === 'CreateAct',
    );
    return (await response.json()) as { data?: { createAct?: { rid: number; uuid: string } } };
  }

  private async clickCreateAndAnswer(): Promise<{ rid: number; uuid: string }> {
    const answered = this.createActAnswer();
    await this.clickCreate();
    const act = (await answered).data?.createAct;
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
