import { expect } from '@playwright/test';
import { PageModel } from './page-model';

const text = {
  title: 'Bitimda ishtirok etishga taklif',
  accept: 'Ishtirokni tasdiqlash',
  accepted: 'Tasdiqlagan',
  openAct: 'Notarial harakatni ochish',
} as const;

/** /enotarial_act/{uuid}?invite=<token>: the invited party's page from the SMS. */
export class ActInvitationModel extends PageModel {
  async goto(path: string) {
    await this.page.goto(path);
  }

  async seeInvitation(vehicle: string | RegExp) {
    await expect(this.page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(this.page.getByText(vehicle)).toBeVisible();
  }

  async clickAccept() {
    await this.page.getByRole('button', { name: text.accept, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: text.accept });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.accept, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async seeAccepted() {
    await expect(this.page.getByText(text.accepted, { exact: true })).toBeVisible();
    await expect(this.page.getByRole('button', { name: text.accept, exact: true })).toHaveCount(0);
  }

  async clickOpenAct() {
    await this.page.getByRole('link', { name: text.openAct }).click();
  }
}
