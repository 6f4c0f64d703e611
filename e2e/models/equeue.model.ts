import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator } from '@playwright/test';
import { addDays, tashkentDate } from '../../machines/clock/clock';
import { seedOffices } from '../../ministry/db/seed/offices';
import type { Locale } from '../fixtures';
import type { Passport } from './login-dialog.model';
import { LocalizedPageModel } from './page-model';

type Texts = { [key: string]: Texts | string };

/** The equeue's texts in the pinned locale: locales/<locale>/equeue.json, as the pages read them. */
const equeueTexts = (locale: Locale) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'locales', locale, 'equeue.json'), 'utf8'),
  ) as Texts;

/** texts.a.b as a string (throws on a key the locale lacks: the test would be reading nothing). */
function text(texts: Texts, path: string): string {
  const value = path
    .split('.')
    .reduce<Texts | string | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      texts,
    );
  if (typeof value !== 'string') throw new Error(`equeue.json has no ${path}`);
  return value;
}

/** An office's name in `locale` (ministry/db/seed/offices.ts). */
export const officeName = (id: number, locale: Locale) => seedOffices.find((o) => o.id === id)!.name[locale];

/** /equeue (ui/features/equeue): the booking wizard and the registering and history tabs. */
export class EqueueModel extends LocalizedPageModel {
  private readonly texts = equeueTexts(this.locale);

  t(path: string) {
    return text(this.texts, path);
  }

  async goto() {
    await this.page.goto('/equeue');
  }

  async seePage() {
    await expect(this.page.getByRole('heading', { level: 1, name: this.t('title') })).toBeVisible();
  }

  private wizard() {
    return this.page.getByRole('region', { name: this.t('wizard.title') });
  }

  async openWizard() {
    await this.page.getByRole('button', { name: this.t('book'), exact: true }).click();
    await expect(this.wizard()).toBeVisible();
  }

  async chooseOffice(id: number) {
    const select = this.wizard().getByRole('combobox', { name: this.t('wizard.office') });
    await expect(select.getByRole('option', { name: officeName(id, this.locale) })).toBeAttached();
    await select.selectOption({ label: officeName(id, this.locale) });
  }

  async chooseAnyNotary() {
    await this.wizard()
      .getByRole('button', { name: this.t('wizard.anyNotary') })
      .click();
  }

  async chooseConsultation() {
    const select = this.wizard().getByRole('combobox', { name: this.t('wizard.service') });
    await expect(select.getByRole('option', { name: this.t('consultation') })).toBeAttached();
    await select.selectOption({ label: this.t('consultation') });
    await this.wizard()
      .getByRole('button', { name: this.t('wizard.next') })
      .click();
  }

  private slots(): Locator {
    return this.wizard()
      .getByRole('group', { name: this.t('wizard.slot') })
      .getByRole('button');
  }

  /**
   * The first date from today on that offers a free slot (a weekend, a holiday or an evening offers
   * none): each date is typed, its day loaded, and the wizard goes back when the day has nothing.
   * Chooses that day's first slot and answers its date and time (HH:mm) as the wizard showed them.
   */
  async chooseFirstFreeSlot(maxDays = 14): Promise<{ date: string; time: string }> {
    for (let days = 0; days < maxDays; days += 1) {
      const date = addDays(tashkentDate(new Date()), days);
      await this.wizard().getByLabel(this.t('wizard.date')).fill(date);
      await this.wizard()
        .getByRole('button', { name: this.t('wizard.next') })
        .click();
      const group = this.wizard().getByRole('group', { name: this.t('wizard.slot') });
      await expect(group).toBeVisible();
      // Loaded: a slot, or the day's "nothing free" or "holiday" line.
      const nothing = group.getByText(
        new RegExp(
          [this.t('wizard.noSlots'), this.t('wizard.closed.holiday'), this.t('wizard.closed.outOfRange')]
            .map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('|'),
        ),
      );
      await expect(this.slots().first().or(nothing.first())).toBeVisible();
      if ((await this.slots().count()) > 0) {
        const first = this.slots().first();
        const time = ((await first.textContent()) ?? '').slice(0, 5);
        await first.click();
        return { date, time };
      }
      await this.wizard()
        .getByRole('button', { name: this.t('wizard.back') })
        .click();
      await expect(this.wizard().getByLabel(this.t('wizard.date'))).toBeVisible();
    }
    throw new Error(`no free slot in the ${maxDays} days from today`);
  }

  async confirm() {
    await expect(this.wizard().getByText(this.t('wizard.summary'))).toBeVisible();
    await this.wizard()
      .getByRole('button', { name: this.t('wizard.confirm') })
      .click();
  }

  async seeBookedAndClose() {
    const done = this.wizard()
      .getByRole('status')
      .filter({ hasText: this.t('wizard.booked') });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: this.t('wizard.close') }).click();
    await expect(this.wizard()).toBeHidden();
  }

  async chooseTab(tab: 'registering' | 'history') {
    await this.page.getByRole('tab', { name: this.t(`tabs.${tab}`) }).click();
    await expect(this.page.getByRole('tab', { name: this.t(`tabs.${tab}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  bookings() {
    return this.page.getByTestId('equeue-booking');
  }

  /** The one booking of the tab: its slot (yyyy-mm-dd HH:mm), office and state as the table shows them. */
  /** The one booking of the tab, at `slot` (a Tashkent date and time), written dd.mm.yyyy HH:mm. */
  async seeOnlyBooking(slot: { date: string; time: string }, officeId: number, state: string) {
    await expect(this.bookings()).toHaveCount(1);
    const row = this.bookings().first();
    const [year, month, day] = slot.date.split('-');
    await expect(row).toContainText(`${day}.${month}.${year} ${slot.time}`);
    await expect(row).toContainText(officeName(officeId, this.locale));
    await expect(row.getByText(this.t(`state.${state}`), { exact: true })).toBeVisible();
  }

  async cancelOnlyBooking() {
    await this.bookings()
      .first()
      .getByRole('button', { name: this.t('cancel') })
      .click();
  }

  async seeEmpty() {
    await expect(this.page.getByText(this.t('empty'), { exact: true })).toBeVisible();
    await expect(this.bookings()).toHaveCount(0);
  }
}

/**
 * /kiosk/equeue (ui/features/equeue/kiosk-equeue-page.tsx): on an enrolled kiosk (decision 070), its
 * office, the check-in by passport and the general queue's numbers; otherwise why not.
 */
export class KioskEqueueModel extends LocalizedPageModel {
  private readonly texts = equeueTexts(this.locale);

  t(path: string) {
    return text(this.texts, path);
  }

  async goto() {
    await this.page.goto('/kiosk/equeue');
    await expect(this.page.getByRole('heading', { level: 1, name: this.t('kiosk.title') })).toBeVisible();
  }

  /** The kiosk proved itself: its office and where it stands, and the two choices. */
  async seeOffice(id: number, label: string) {
    await expect(this.page.getByText(`${officeName(id, this.locale)} · ${label}`)).toBeVisible();
    await expect(this.page.getByRole('button', { name: this.t('kiosk.checkIn') })).toBeVisible();
  }

  async seeUnenrolled() {
    await expect(this.page.getByRole('alert').filter({ hasText: this.t('kiosk.unenrolled') })).toBeVisible();
    await expect(this.page.getByRole('button', { name: this.t('kiosk.checkIn') })).toHaveCount(0);
  }

  async clickEnrolLink() {
    await this.page.getByRole('link', { name: this.t('kiosk.enrolLink') }).click();
    await expect(this.page).toHaveURL('/kiosk/enrol');
  }

  /** The ministry refused the kiosk (revoked): its message, and no check-in. */
  async seeRefused(message: string) {
    await expect(this.page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(this.page.getByRole('button', { name: this.t('kiosk.checkIn') })).toHaveCount(0);
  }

  async clickCheckIn() {
    await this.page.getByRole('button', { name: this.t('kiosk.checkIn') }).click();
  }

  async clickTakeNumber() {
    await this.page.getByRole('button', { name: this.t('kiosk.takeNumber') }).click();
  }

  private keyboard() {
    return this.page.getByRole('group', {
      name: { oz: 'Ekran klaviaturasi', uz: 'Экран клавиатураси', ru: 'Экранная клавиатура' }[this.locale],
    });
  }

  private field(name: 'passserial' | 'passnum') {
    return this.page.getByRole('textbox', { name: this.t(`kiosk.${name}`) });
  }

  private async tapKeys(keys: string) {
    for (const key of keys) await this.keyboard().getByRole('button', { name: key, exact: true }).click();
  }

  /** The series and the number tapped on the on-screen keyboard, each field chosen by touching it. */
  async typePassport(passport: Passport) {
    await this.field('passserial').click();
    await expect(this.keyboard()).toBeVisible();
    await this.tapKeys(passport.passserial);
    await expect(this.field('passserial')).toHaveValue(passport.passserial);
    await this.field('passnum').click();
    await this.tapKeys(passport.passnum);
    await expect(this.field('passnum')).toHaveValue(passport.passnum);
    await this.page.getByRole('button', { name: this.t('kiosk.submit') }).click();
  }

  /** The number the kiosk gave (a check-in's or a ticket's), read from "your number: N". */
  async seeNumber(): Promise<number> {
    const result = this.page.getByRole('status');
    const [before] = this.t('kiosk.yourNumber').split('{{number}}');
    await expect(result).toContainText(before!);
    const match = new RegExp(`${before!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d+)`).exec(
      (await result.textContent()) ?? '',
    );
    expect(match).not.toBeNull();
    return Number(match![1]);
  }

  /** Checked in: the number and nothing of the booking (no time, no state). */
  async seeCheckedIn(): Promise<number> {
    const result = this.page.getByRole('status');
    await expect(result).toContainText(this.t('kiosk.checkedIn'));
    await expect(result).not.toContainText(/\d{2}:\d{2}/);
    return this.seeNumber();
  }

  async clickDone() {
    await this.page.getByRole('button', { name: this.t('kiosk.done') }).click();
    await expect(this.page.getByRole('button', { name: this.t('kiosk.checkIn') })).toBeVisible();
  }
}
