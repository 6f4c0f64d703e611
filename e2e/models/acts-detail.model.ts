import { expect } from '@playwright/test';
import { formatPhone } from '../../machines/fields/phone';
import { PageModel } from './page-model';

/** Latin Uzbek texts of the act detail (locales/oz/acts.json). */
const text = {
  steps: 'Notarial harakat bosqichlari',
  actions: 'Amallar',
  remark: 'Notariusning izohi',
  remarkField: 'Izoh matni',
  amount: 'Summa (so‘m)',
  computedFee: 'Hisoblangan to‘lovlar',
  feeReason: 'Hisoblangan summadan farq qilish sababi',
  feeReasonRequired: 'Summa hisoblanganidan farq qiladi: sababini yozing',
  date: 'Sana',
  time: 'Vaqt',
  journal: 'O‘tishlar jurnali',
  payTitle: 'Karta orqali to‘lash',
  chooseTitle: 'Hisob-fakturani to‘lash',
  byCard: 'Bank kartasi bilan',
  pay: 'To‘lash',
  card: 'Karta raqami',
  expiry: 'Amal qilish muddati (OO/YY)',
  paid: 'To‘langan',
  notary: 'Notarius',
  regnum: 'Ro‘yxat raqami',
} as const;

/** The nine steps as the step bar names them (`states.*`). */
export const stepNames = {
  1: 'Tayyorlash',
  2: 'Tekshirish va tuzatish',
  3: 'Ariza beruvchi tomonidan tasdiqlash',
  4: 'To‘lovni shakllantirish',
  5: 'Ro‘yxatga olish vaqtini belgilash',
  6: 'Ro‘yxatga olish vaqtini tasdiqlash',
  7: 'To‘lov',
  8: 'Ro‘yxatga olish',
  9: 'Ro‘yxatga olingan',
} as const;
export type Step = keyof typeof stepNames;

/** The action buttons (`events.*.button`): each opens its confirmation dialog of the same title. */
export const actions = {
  sendForCheck: 'Tekshirishga yuborish',
  returnWithRemarks: 'Izoh bilan qaytarish',
  acceptCheck: 'Tekshiruvni qabul qilish',
  confirm: 'Tasdiqlash',
  issueInvoices: 'Hisob-faktura berish',
  setTime: 'Vaqt belgilash',
  confirmTime: 'Vaqtni tasdiqlash',
  register: 'Ro‘yxatga olish',
  acceptParticipation: 'Ishtirokni tasdiqlash',
} as const;
export type Action = keyof typeof actions;

export type Tab =
  | 'Umumiy ma’lumot'
  | 'Ishtirokchilar'
  | 'Obyektlar'
  | 'Bosma shakl'
  | 'To‘lovlar'
  | 'Ma’lumotnomalar'
  | 'Natija'
  | 'Izohlar tarixi';

/** /my_notarial_act/{rid} and /enotarial_act/{uuid}: the live act with its step bar, actions and tabs. */
export class ActDetailModel extends PageModel {
  async goto(path: string) {
    await this.page.goto(path);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async seeUnnumbered(rid: number) {
    await expect(this.heading()).toHaveText(`№ ${rid} (raqamsiz)`);
  }

  /** The step bar marks `step` as the current one. */
  async seeStep(step: Step, timeout?: number) {
    const item = this.page
      .getByRole('list', { name: text.steps })
      .getByRole('listitem')
      .filter({ hasText: `${step}. ${stepNames[step]}` });
    await expect(item).toHaveAttribute('aria-current', 'step', timeout ? { timeout } : undefined);
  }

  /** The step bar shows exactly these steps (a simplified act: 1, 2, 5, 6, 8, 9). */
  async seeStepsOfPath(steps: Step[]) {
    await expect(this.page.getByRole('list', { name: text.steps }).getByRole('listitem')).toHaveText(
      steps.map((step) => `${step}. ${stepNames[step]}`),
    );
  }

  /** The parties tab's QR code of a party's invitation (`parties.invitationQr`), by the name's start. */
  invitationQr(name: string) {
    return this.tabPanel().getByRole('img', { name: new RegExp(`^${name}\\b.* uchun taklifnoma QR kodi$`) });
  }

  async seeInvitationQr(name: string) {
    await this.clickTab('Ishtirokchilar');
    await expect(this.invitationQr(name)).toBeVisible();
    return this.invitationQr(name);
  }

  /**
   * The parties tab shows an awaiting party as the applicant typed it (decision 069): its row says so
   * and holds neither `hidden` value (the registry phone, say), as typed nor as a screen shows it (a
   * phone masked as (99) 999 99 99).
   */
  async seeUndisclosedParty(name: string, hidden: readonly string[]) {
    await this.clickTab('Ishtirokchilar');
    // The party's own row (not the row of its details' disclosure, whose name holds the party's too).
    const row = this.tabPanel()
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasNot: this.page.locator('summary') });
    await expect(row).toContainText(
      'Ishtirokchi roziligini bildirmaguncha faqat siz kiritgan ma’lumotlar va reyestrdagi ismi ko‘rsatiladi',
    );
    for (const value of hidden) {
      for (const shown of new Set([value, formatPhone(value)])) {
        await expect(this.tabPanel()).not.toContainText(shown);
      }
    }
  }

  async seeNoInvitationQr() {
    await this.clickTab('Ishtirokchilar');
    await expect(this.tabPanel().getByRole('img', { name: /taklifnoma QR kodi$/ })).toHaveCount(0);
  }

  /** Registered: the heading is the registry number, the state badge and step 9 say so. */
  async seeRegistered(): Promise<string> {
    await this.seeStep(9);
    await expect(this.heading()).toHaveText(/^NA-\d{4}-\d{6}$/);
    await expect(this.page.getByText(stepNames[9], { exact: true }).first()).toBeVisible();
    return (await this.heading().textContent()) ?? '';
  }

  toolbar() {
    return this.page.getByRole('toolbar', { name: text.actions });
  }

  actionButton(action: Action) {
    return this.toolbar().getByRole('button', { name: actions[action], exact: true });
  }

  async seeAction(action: Action) {
    await expect(this.actionButton(action)).toBeVisible();
  }

  async seeNoAction(action: Action) {
    await expect(this.actionButton(action)).toHaveCount(0);
  }

  /** The confirmation dialog of an action (destructive ones are alert dialogs). */
  dialog(action: Action) {
    return this.page
      .getByRole('dialog', { name: actions[action], exact: true })
      .or(this.page.getByRole('alertdialog', { name: actions[action], exact: true }));
  }

  async clickAction(action: Action) {
    await this.actionButton(action).click();
    await expect(this.dialog(action)).toBeVisible();
  }

  async clickConfirm(action: Action) {
    await this.dialog(action).getByRole('button', { name: actions[action], exact: true }).click();
    await expect(this.dialog(action)).toBeHidden();
  }

  /** An action without a form: its button, then the dialog's confirm button. */
  async doAction(action: Action) {
    await this.clickAction(action);
    await this.clickConfirm(action);
  }

  async returnWithRemark(remark: string) {
    await this.clickAction('returnWithRemarks');
    await this.dialog('returnWithRemarks').getByLabel(text.remarkField).fill(remark);
    await this.clickConfirm('returnWithRemarks');
  }

  async issueInvoice(amount: string) {
    await this.clickAction('issueInvoices');
    await this.dialog('issueInvoices').getByLabel(text.amount).fill(amount);
    await this.clickConfirm('issueInvoices');
  }

  /**
   * Opens the invoice dialog and sees it prefilled with the computed state fee (`amount` as the field
   * shows it) and its basis in words (each of `basis` in the computed fee's box), no reason asked.
   */
  async seeComputedInvoice(amount: string, basis: readonly (string | RegExp)[]) {
    await this.clickAction('issueInvoices');
    const dialog = this.dialog('issueInvoices');
    await expect(dialog.getByLabel(text.amount)).toHaveValue(amount);
    const box = dialog.getByLabel(text.computedFee);
    for (const part of basis) await expect(box).toContainText(part);
    await expect(dialog.getByLabel(text.feeReason)).toHaveCount(0);
  }

  /**
   * In the open invoice dialog: changes the amount, is refused without a reason, gives `reason`, and
   * issues the invoice.
   */
  async issueChangedInvoice(amount: string, reason: string) {
    const dialog = this.dialog('issueInvoices');
    await dialog.getByLabel(text.amount).fill(amount);
    const reasonField = dialog.getByLabel(text.feeReason);
    await expect(reasonField).toBeVisible();
    await dialog.getByRole('button', { name: actions.issueInvoices, exact: true }).click();
    await expect(dialog.getByText(text.feeReasonRequired)).toBeVisible();
    await reasonField.fill(reason);
    await this.clickConfirm('issueInvoices');
  }

  /** date YYYY-MM-DD, time HH:mm; in person (the form's default). */
  async setTime(date: string, time: string) {
    await this.clickAction('setTime');
    const dialog = this.dialog('setTime');
    await dialog.getByLabel(text.date, { exact: true }).fill(date);
    await dialog.getByLabel(text.time, { exact: true }).fill(time);
    await this.clickConfirm('setTime');
  }

  async seeRemark(remark: string) {
    // The remark's warning above the actions (it has no alert role of its own).
    await expect(this.page.getByText(text.remark, { exact: true })).toBeVisible();
    // First the warning, then the general tab's remark field.
    await expect(this.page.getByText(remark, { exact: true }).first()).toBeVisible();
  }

  async clickTab(tab: Tab) {
    await this.page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(this.page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  tabPanel() {
    return this.page.getByRole('tabpanel');
  }

  /** The subjects tab's link to a vehicle's own page. */
  async openVehicle(title: string) {
    await this.clickTab('Obyektlar');
    await this.tabPanel().getByRole('link', { name: title, exact: true }).click();
  }

  /** The subjects tab shows the vehicle's price (so'm, space-grouped). */
  async seePrice(price: string) {
    await this.clickTab('Obyektlar');
    await expect(this.tabPanel().getByText(`${price} so‘m`, { exact: true })).toBeVisible();
  }

  async seeNotary(name: string) {
    await this.clickTab('Umumiy ma’lumot');
    await expect(this.tabPanel().getByText(new RegExp(`^${name}`))).toBeVisible();
  }

  /** Pays the only payable invoice with a sandbox card (payments tab). */
  async payInvoice(card: string, expiry: string) {
    await this.clickTab('To‘lovlar');
    await this.tabPanel().getByRole('button', { name: text.pay, exact: true }).click();
    // The payer chooses the method first (card or bank transfer, decision 083).
    await this.page
      .getByRole('dialog', { name: text.chooseTitle })
      .getByRole('button', { name: text.byCard, exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', { name: text.payTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(text.card).fill(card);
    await dialog.getByLabel(text.expiry).fill(expiry);
    await dialog.getByRole('button', { name: text.pay, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      this.tabPanel()
        .getByRole('row')
        .filter({ hasText: `Karta ****${card.slice(-4)}` }),
    ).toContainText(text.paid);
  }

  /** The history tab lists a note with this text (the notes come before the journal). */
  async seeNote(note: string) {
    await this.clickTab('Izohlar tarixi');
    await expect(this.tabPanel().getByRole('list').first().getByText(note, { exact: true })).toBeVisible();
  }

  /** The history tab's journal, one entry per transition: `date · event · role → state`. */
  async seeJournal(entries: RegExp[]) {
    await this.clickTab('Izohlar tarixi');
    await expect(this.tabPanel().getByRole('heading', { name: text.journal })).toBeVisible();
    // The journal is the tab's last list (the notes come first).
    await expect(this.tabPanel().getByRole('list').last().getByRole('listitem')).toHaveText(entries);
  }
}
