import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { HomeModel } from './home.model';
import { PageModel } from './page-model';

/** The workspace's title in each locale (locales/<locale>/acts.json, notary.title). */
const title: Record<Locale, string> = {
  oz: 'Notarius ish joyi',
  uz: 'Нотариус иш жойи',
  ru: 'Рабочее место нотариуса',
};

/** /notary_workspace: the notary's queue of the office's unfinished acts, by step. */
export class NotaryWorkspaceModel extends PageModel {
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

  /** Opens the act: by rid, or a simplified act by its uuid (`/enotarial_act/{uuid}`). */
  async clickAct(rid: number, path = `/my_notarial_act/${rid}`) {
    await this.actLink(rid).click();
    await expect(this.page).toHaveURL(path);
  }

  /**
   * The step tabs (all steps, then steps 1-8) each show their whole label on one line in `locale`
   * at 1280 px wide: in Russian they used to wrap inside each tab and cut the label.
   */
  async seeStepTabsWhole(locale: Locale) {
    await this.page.setViewportSize({ width: 1280, height: 720 });
    await new HomeModel(this.page).clickLocale(locale);
    await expect(this.page.getByRole('heading', { level: 1, name: title[locale] })).toBeVisible();
    const tabs = this.page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(9);
    const boxes = await tabs.evaluateAll((elements) =>
      elements.map((tab) => {
        // One line box per distinct top of the label's rendered fragments.
        const text = document.createRange();
        text.selectNodeContents(tab);
        return {
          label: tab.textContent ?? '',
          lines: new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size,
          cut: tab.scrollWidth > tab.clientWidth || tab.scrollHeight > tab.clientHeight,
          inView: tab.getBoundingClientRect().right <= document.documentElement.clientWidth,
        };
      }),
    );
    for (const box of boxes) expect(box).toEqual({ label: box.label, lines: 1, cut: false, inView: true });
  }
}
