import type { Page } from '@playwright/test';
import type { Locale } from '../fixtures';
import { expectNoSeriousViolations } from './accessibility';

/** What every page model has: its page and one accessibility check (axe) of what the page shows. */
export class PageModel {
  constructor(protected readonly page: Page) {}

  async checkAccessibility() {
    await expectNoSeriousViolations(this.page);
  }
}

/** A page model whose texts are those of the locale the test pinned. */
export class LocalizedPageModel extends PageModel {
  constructor(
    page: Page,
    protected readonly locale: Locale,
  ) {
    super(page);
  }
}
