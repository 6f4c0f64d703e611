import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { codeInMessage } from '../../machines/fields/confirmation-code';
import type { Locale } from '../fixtures';
import { ministryURL } from '../support/sessions';
import { LocalizedPageModel } from './page-model';

type Texts = Record<string, Record<string, string> | string>;

/** The profile's texts in the pinned locale: locales/<locale>/profile.json, as the page reads them. */
const profileTexts = (locale: Locale) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'locales', locale, 'profile.json'), 'utf8'),
  ) as Texts;

const section = (texts: Texts, name: string) => texts[name] as Record<string, string>;

/** /profile (ui/features/profile): the record, the phone with its SMS code, the consent, the sessions. */
export class ProfileModel extends LocalizedPageModel {
  private readonly texts = profileTexts(this.locale);

  async goto() {
    await this.page.goto('/profile');
  }

  async seeRecord(values: { passport: string; pin: string; login: string }) {
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.texts.title as string }),
    ).toBeVisible();
    for (const value of Object.values(values)) {
      await expect(this.page.getByText(value, { exact: true })).toBeVisible();
    }
  }

  /** The lookup journal (decision 069) names who named the user in an act, and the act's type. */
  async seeLookup(by: string, type: RegExp) {
    const list = this.page.getByRole('list', { name: section(this.texts, 'sections').lookups, exact: true });
    await expect(
      list.getByRole('listitem').filter({ hasText: by }).filter({ hasText: type }).first(),
    ).toBeVisible();
  }

  async seePhone(masked: string) {
    await expect(this.page.getByTestId('profile-phone')).toHaveText(masked);
  }

  /** Asks for a code to `phone` (typed as a person types, the mask formats it). */
  async askCodeFor(phone: string) {
    await this.page.getByRole('button', { name: section(this.texts, 'actions').changePhone }).click();
    const form = this.page.getByRole('form', { name: section(this.texts, 'form').phone });
    await form.getByRole('textbox', { name: section(this.texts, 'form').phone }).pressSequentially(phone);
    await form.getByRole('button', { name: section(this.texts, 'form').sendCode }).click();
    await expect(this.codeForm()).toBeVisible();
  }

  private codeForm() {
    return this.page.getByRole('form', { name: section(this.texts, 'form').code });
  }

  /** The code the sandbox SMS gateway sent to `phone`: the newest message of the outbox. */
  async codeSentTo(phone: string): Promise<string> {
    let code: string | null = null;
    await expect
      .poll(async () => {
        const response = await this.page.request.get(`${ministryURL}/api/sms_outbox?phone=${phone}`);
        const [newest] = (await response.json()) as { text: string }[];
        code = newest ? codeInMessage(newest.text) : null;
        return code;
      })
      .not.toBeNull();
    return code as unknown as string;
  }

  async enterCode(code: string) {
    const form = this.codeForm();
    await form.getByRole('textbox', { name: section(this.texts, 'form').code }).fill(code);
    await form.getByRole('button', { name: section(this.texts, 'form').confirm }).click();
  }

  /** The ministry's message under the code box. */
  async seeCodeRefused() {
    await expect(this.codeForm().locator('[data-part="error-text"]')).toBeVisible();
  }

  async seeSaved(key: 'phone' | 'consentWithdrawn' | 'consentGiven' | 'email' | 'sessionsEnded') {
    await expect(
      this.page.getByRole('status').filter({ hasText: section(this.texts, 'saved')[key]! }),
    ).toBeVisible();
  }

  /** "Log out of the other sessions". */
  async endOtherSessions() {
    await this.page.getByRole('button', { name: section(this.texts, 'sessions').endOthers }).click();
  }

  async withdrawConsent() {
    await this.page.getByRole('button', { name: section(this.texts, 'consent').withdraw }).click();
  }

  /** While withdrawn: the badge says so and the services that need the consent are named. */
  async seeConsentWithdrawn() {
    await expect(this.page.getByTestId('profile-consent')).toHaveText(
      section(this.texts, 'consent').withdrawn!,
    );
    await expect(this.page.getByText(section(this.texts, 'services').videoRegistration!)).toBeVisible();
    await expect(this.page.getByRole('button', { name: section(this.texts, 'consent').give })).toBeVisible();
  }
}
