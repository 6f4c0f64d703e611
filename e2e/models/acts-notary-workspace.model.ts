import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';

/** /notary_workspace: the notary's queue of the office's unfinished acts, by step. */
export class NotaryWorkspaceModel {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/notary_workspace');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Notarius ish joyi' })).toBeVisible();
  }

  /** An act of the queue has no registry number yet: its link reads `№ {rid} (raqamsiz)`. */
  actLink(rid: number) {
    return this.page.getByRole('link', { name: `№ ${rid} (raqamsiz)`, exact: true });
  }

  async seeAct(rid: number) {
    await expect(this.actLink(rid)).toBeVisible();
  }

  async clickAct(rid: number) {
    await this.actLink(rid).click();
    await expect(this.page).toHaveURL(`/my_notarial_act/${rid}`);
  }

  async checkAccessibility() {
    await expectNoSeriousViolations(this.page);
  }
}
