import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { officeName } from './equeue.model';
import { LocalizedPageModel } from './page-model';

type Texts = { [key: string]: Texts | string };

/** The kiosks' texts in the pinned locale: locales/<locale>/kiosks.json, as the pages read them. */
const kioskTexts = (locale: Locale) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'locales', locale, 'kiosks.json'), 'utf8'),
  ) as Texts;

function text(texts: Texts, path: string, values: Record<string, string> = {}): string {
  const value = path
    .split('.')
    .reduce<Texts | string | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      texts,
    );
  if (typeof value !== 'string') throw new Error(`kiosks.json has no ${path}`);
  return Object.entries(values).reduce((out, [key, inner]) => out.replace(`{{${key}}}`, inner), value);
}

/** /admin/kiosks (ui/features/kiosks/admin-kiosks-page.tsx): enrol, list, revoke. */
export class AdminKiosksModel extends LocalizedPageModel {
  private readonly texts = kioskTexts(this.locale);

  t(path: string, values?: Record<string, string>) {
    return text(this.texts, path, values);
  }

  async goto() {
    await this.page.goto('/admin/kiosks');
    await this.seePage();
  }

  async seePage() {
    await expect(this.page.getByRole('heading', { level: 1, name: this.t('admin.title') })).toBeVisible();
  }

  /** Enrols a kiosk of `officeId` standing at `label`; answers the one-time code as the page shows it. */
  async enrol(officeId: number, label: string): Promise<string> {
    await this.page.getByRole('button', { name: this.t('admin.enrol') }).click();
    const form = this.page.getByRole('form', { name: this.t('admin.enrol') });
    const office = form.getByRole('combobox', { name: this.t('admin.office') });
    await expect(office.getByRole('option', { name: officeName(officeId, this.locale) })).toBeAttached();
    await office.selectOption({ label: officeName(officeId, this.locale) });
    await form.getByRole('textbox', { name: this.t('admin.label') }).fill(label);
    await form.getByRole('button', { name: this.t('admin.issue') }).click();
    const issued = this.page.getByRole('status').filter({ hasText: this.t('admin.issued', { label }) });
    await expect(issued).toBeVisible();
    const code = (await issued.getByLabel(this.t('admin.code')).textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    return code;
  }

  async closeCode() {
    await this.page.getByRole('button', { name: this.t('admin.codeDone') }).click();
  }

  row(label: string) {
    return this.page.getByTestId('kiosk-row').filter({ hasText: label });
  }

  async seeKiosk(label: string, state: 'pending' | 'active' | 'revoked') {
    await expect(this.row(label).getByText(this.t(`states.${state}`), { exact: true })).toBeVisible();
  }

  async revoke(label: string) {
    await this.row(label)
      .getByRole('button', { name: this.t('admin.revokeKiosk', { label }) })
      .click();
    await this.row(label)
      .getByRole('group', { name: this.t('admin.confirmRevoke', { label }) })
      .getByRole('button', { name: this.t('admin.revoke') })
      .click();
    await this.seeKiosk(label, 'revoked');
  }
}

/** /kiosk/enrol (ui/features/kiosks/kiosk-enrolment-page.tsx): the code typed on the on-screen keyboard. */
export class KioskEnrolModel extends LocalizedPageModel {
  private readonly texts = kioskTexts(this.locale);

  t(path: string, values?: Record<string, string>) {
    return text(this.texts, path, values);
  }

  async goto() {
    await this.page.goto('/kiosk/enrol');
    await expect(this.page.getByRole('heading', { level: 1, name: this.t('enrol.title') })).toBeVisible();
  }

  private keyboard() {
    return this.page.getByRole('group', {
      name: { oz: 'Ekran klaviaturasi', uz: 'Экран клавиатураси', ru: 'Экранная клавиатура' }[this.locale],
    });
  }

  /** The code tapped key by key, hyphens included, then sent. */
  async typeCode(code: string) {
    const field = this.page.getByRole('textbox', { name: this.t('enrol.code') });
    await field.click();
    await expect(this.keyboard()).toBeVisible();
    for (const key of code) await this.keyboard().getByRole('button', { name: key, exact: true }).click();
    await expect(field).toHaveValue(code);
    await this.page.getByRole('button', { name: this.t('enrol.submit') }).click();
  }

  async seeEnrolled(officeId: number, label: string) {
    await expect(
      this.page.getByRole('status').filter({
        hasText: this.t('enrol.enrolled', { office: officeName(officeId, this.locale), label }),
      }),
    ).toBeVisible();
  }
}
