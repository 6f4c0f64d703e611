import { expect, type Locator } from '@playwright/test';
import { LocalizedPageModel } from './page-model';

type Text = Record<'oz' | 'ru', string>;

/** The texts of the kiosk's acts (locales/{oz,ru}/acts.json and kiosk.json). */
const text = {
  tile: { oz: 'Mening notarial harakatlarim', ru: 'Мои нотариальные действия' },
  heading: { oz: 'Mening notarial harakatlarim', ru: 'Мои нотариальные действия' },
  inProcess: { oz: 'Yakunlangan va jarayondagi harakatlar', ru: 'Завершённые и в процессе' },
  awaiting: { oz: 'Mening qarorimni kutayotganlar', ru: 'Ожидают моего решения' },
  next: {
    prepare: {
      oz: 'Sizning navbatingiz: taklifga javob bering yoki ma’lumotlarni to‘ldiring',
      ru: 'Ваш ход: ответьте на приглашение или заполните данные',
    },
    confirmTime: {
      oz: 'Sizning navbatingiz: belgilangan vaqtni tasdiqlang yoki boshqa vaqt so‘rang',
      ru: 'Ваш ход: подтвердите назначенное время или попросите другое',
    },
    pay: { oz: 'Sizning navbatingiz: to‘lovni amalga oshiring', ru: 'Ваш ход: оплатите' },
    waitOthers: { oz: 'Boshqa ishtirokchilar kutilmoqda', ru: 'Ожидаются другие участники' },
  },
  actions: {
    acceptParticipation: { oz: 'Ishtirokni tasdiqlash', ru: 'Подтвердить участие' },
    confirmTime: { oz: 'Vaqtni tasdiqlash', ru: 'Подтвердить время' },
  },
  accepted: { oz: 'Tasdiqlagan', ru: 'Подтвердил' },
  parties: { oz: 'Ishtirokchilar', ru: 'Участники' },
  printFormTab: { oz: 'Bosma shakl', ru: 'Печатная форма' },
  print: { oz: 'Chop etish', ru: 'Печать' },
  printNow: { oz: 'Chop etish', ru: 'Печать' },
  printClose: { oz: 'Yopish', ru: 'Закрыть' },
  states: {
    preparation: { oz: 'Tayyorlash', ru: 'Подготовка' },
    timeConfirmation: { oz: 'Ro‘yxatga olish vaqtini tasdiqlash', ru: 'Подтверждение времени регистрации' },
    payment: { oz: 'To‘lov', ru: 'Оплата' },
  },
} satisfies Record<string, Text | Record<string, Text>>;

export type NextStep = keyof typeof text.next;

/** An act as the ministry created it, and its type's name as the kiosk's card starts. */
export interface KioskAct {
  rid: number;
  uuid: string;
  typeName: RegExp;
}
export type KioskAction = keyof typeof text.actions;
export type StateName = keyof typeof text.states;

/** /kiosk/my_notarial_act and the kiosk's act page (issue 28), in Latin Uzbek or Russian. */
export class KioskActsModel extends LocalizedPageModel {
  private say(value: Text) {
    return value[this.locale as 'oz' | 'ru'];
  }

  /** From the kiosk main page: the "my acts" tile. */
  async openFromMain() {
    await this.page.getByRole('link', { name: this.say(text.tile) }).click();
    await expect(this.page).toHaveURL(/\/kiosk\/my_notarial_act$/);
    await expect(this.page.getByRole('heading', { level: 1, name: this.say(text.heading) })).toBeVisible();
  }

  async chooseTab(tab: 'inProcess' | 'awaiting') {
    const trigger = this.page.getByRole('tab', { name: this.say(text[tab]) });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-selected', 'true');
  }

  /**
   * The card of an act: a link to the act's kiosk page (by its number or its uuid, as the act's
   * registration system has it), named by the act type's name as the card shows it.
   */
  card(act: KioskAct): Locator {
    return this.page
      .getByRole('link', { name: act.typeName })
      .and(
        this.page.locator(
          `a[href="/kiosk/my_notarial_act/${act.rid}"], a[href="/kiosk/enotarial_act/${act.uuid}"]`,
        ),
      );
  }

  /** The card shows the act's state and what the person is to do next; it is a large target. */
  async seeCard(act: KioskAct, state: StateName, next: NextStep) {
    const card = this.card(act);
    await expect(card).toBeVisible();
    await expect(card).toContainText(this.say(text.states[state]));
    await expect(card).toContainText(this.say(text.next[next]));
    const box = await card.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  }

  async seeNoCard(act: KioskAct) {
    await expect(this.card(act)).toHaveCount(0);
  }

  async openCard(act: KioskAct) {
    await this.card(act).click();
    await expect(this.page).toHaveURL(/\/kiosk\/(my_notarial_act\/\d+|enotarial_act\/[0-9a-f-]+)$/);
  }

  private action(action: KioskAction) {
    return this.page.getByRole('button', { name: this.say(text.actions[action]), exact: true });
  }

  /** An action of the act: at least 48 px, its confirmation dialog, confirmed. */
  async doAction(action: KioskAction) {
    const button = this.action(action);
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    await button.click();
    const name = this.say(text.actions[action]);
    const dialog = this.page
      .getByRole('dialog', { name, exact: true })
      .or(this.page.getByRole('alertdialog', { name, exact: true }));
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toHaveCount(0);
  }

  async seeState(state: StateName) {
    await expect(this.page.getByText(this.say(text.states[state]), { exact: true }).first()).toBeVisible();
  }

  /** The parties tab shows `name` with the accepted status. */
  async seePartyAccepted(name: string | RegExp) {
    await this.page.getByRole('tab', { name: this.say(text.parties) }).click();
    const panel = this.page.getByRole('tabpanel');
    await expect(panel.getByText(name).first()).toBeVisible();
    await expect(panel.getByText(this.say(text.accepted)).first()).toBeVisible();
  }

  /**
   * The print form on the kiosk is printed, never saved: its button opens the PDF in a dialog, drawn in
   * a frame of the page from memory (a blob), with the print and close buttons; no download starts, and
   * closing the dialog leaves no frame behind. (The print button itself is not pressed: headless
   * Chromium's renderer crashes printing a PDF frame; decision 077.)
   */
  async previewPrintForm() {
    let downloaded = false;
    this.page.on('download', () => {
      downloaded = true;
    });
    await this.page.getByRole('tab', { name: this.say(text.printFormTab) }).click();
    const button = this.page.getByRole('button', { name: new RegExp(`^${this.say(text.print)}: `) });
    const fetched = this.page.waitForResponse((response) => /\/files\//.test(response.url()));
    await button.click();
    const response = await fetched;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const dialog = this.page.getByRole('dialog', { name: /\.pdf$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe[data-kiosk-print]')).toHaveAttribute('src', /^blob:/);
    const printNow = dialog.getByRole('button', { name: this.say(text.printNow), exact: true });
    await expect(printNow).toBeEnabled();
    expect((await printNow.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
    await dialog
      .getByRole('button', { name: this.say(text.printClose), exact: true })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(this.page.locator('iframe[data-kiosk-print]')).toHaveCount(0);
    expect(downloaded, 'a file saved on the kiosk').toBe(false);
  }
}
