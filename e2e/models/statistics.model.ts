import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

type StatisticsTexts = {
  title: string;
  sections: Record<string, string>;
  registrationTypes: Record<string, string>;
};

const root = join(import.meta.dirname, '..', '..');
const texts = (locale: Locale): StatisticsTexts =>
  JSON.parse(readFileSync(join(root, 'locales', locale, 'statistics.json'), 'utf8')) as StatisticsTexts;

/** GET /api/statistics as the ministry answers it. */
export interface RestStatistics {
  period: { from: string; to: string };
  total: number;
  averageDays: number | null;
  months: { month: string; count: number; averageDays: number | null }[];
  types: { type: string; count: number }[];
  regions: { regionId: number; count: number }[];
  registrationTypes: { regtype: 1 | 2; count: number }[];
}

export type Series = 'months' | 'types' | 'regions' | 'registrationTypes';

/** `/statistics`: the public statistics of registered acts, as charts and tables. */
export class StatisticsModel extends LocalizedPageModel {
  private readonly texts = texts(this.locale);

  async goto() {
    await this.page.goto('/statistics');
    await expect(this.page.getByRole('heading', { level: 1, name: this.texts.title })).toBeVisible();
  }

  /** The table of a series, found by its section's heading, as a screen reader reaches it. */
  table(series: Series) {
    return this.page.getByRole('region', { name: this.texts.sections[series] }).getByRole('table');
  }

  /** Each row's key and its first number (the count), as the table shows them. */
  async counts(series: Series): Promise<Record<string, string>> {
    const table = this.table(series);
    await expect(table).toBeVisible();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.getAttribute('data-key') ?? '',
          tr.querySelector('td')?.textContent?.trim() ?? '',
        ]),
      );
    return Object.fromEntries(rows);
  }

  async total(): Promise<string> {
    return (await this.page.getByTestId('statistics-total').innerText()).trim();
  }

  /**
   * The bars a series' chart drew (SVG paths of recharts' bar rectangles), once the reader has
   * scrolled to it: a chart is drawn when it comes near the viewport (decision 103).
   */
  async bars(series: Series) {
    const chart = this.page.getByTestId(`statistics-chart-${series}`);
    await chart.scrollIntoViewIfNeeded();
    return chart.locator('svg .recharts-bar-rectangle path');
  }

  /**
   * The texts of a series' chart's axis labels (recharts draws an axis's labels in a layer of their
   * own; a wrapped label's lines are one text), once its bars are drawn.
   */
  async axisLabels(series: Series, axis: 'x' | 'y'): Promise<string[]> {
    await expect((await this.bars(series)).first()).toBeVisible();
    return this.page
      .getByTestId(`statistics-chart-${series}`)
      .locator(`.recharts-${axis}Axis-tick-labels text`)
      .allTextContents();
  }
}
