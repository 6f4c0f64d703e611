import { describe, expect, it } from 'vitest';
import { routes } from '../../machines/navigation/routes';
import {
  type LighthouseRow,
  lighthouseBudget,
  lighthousePages,
  lighthouseTable,
  median,
  withinBudget,
} from '../../scripts/bench-lighthouse';

// `npm run bench`'s Lighthouse part (issue 30): three runs per page and profile, their median judged
// against the mobile budget. The runs themselves are the bench's (printed, never asserted); this is
// how it reads them.

const row = (overrides: Partial<LighthouseRow>): LighthouseRow => ({
  path: '/',
  profile: 'mobile',
  performance: 96,
  scores: [96, 97, 95],
  accessibility: 100,
  fcpMs: 1_200,
  lcpMs: 1_900,
  tbtMs: 150,
  cls: 0,
  benchmarkIndex: 1_500,
  warnings: [],
  ...overrides,
});

describe('the bench’s Lighthouse figures', () => {
  it('takes the middle of three runs, leaving out the runs that gave nothing', () => {
    expect(median([82, 86, 80])).toBe(82);
    expect(median([null, 90, 70])).toBe(70);
    expect(median([null, null])).toBeNull();
  });

  it('judges a mobile row on its performance, layout shift and blocking time, and no desktop row', () => {
    expect(withinBudget(row({}))).toBe(true);
    expect(withinBudget(row({ performance: lighthouseBudget.performance - 1 }))).toBe(false);
    expect(withinBudget(row({ cls: 0.05 }))).toBe(false);
    expect(withinBudget(row({ tbtMs: 427 }))).toBe(false);
    expect(withinBudget(row({ performance: null }))).toBe(false);
    expect(withinBudget(row({ profile: 'desktop', performance: 10 }))).toBeNull();
  });

  it('prints each run’s score beside the median, the verdict, and how many pages are within', () => {
    const lines = lighthouseTable([
      row({}),
      row({ path: '/notary', performance: 48, scores: [58, 46, 48], tbtMs: 5_086 }),
      row({ path: '/notary', profile: 'desktop', performance: 90, scores: [90, 91, 89] }),
    ]);
    expect(lines[1]).toMatch(/^ {2}\/ +mobile +96 {2}96\/97\/95 .* within$/);
    expect(lines[2]).toMatch(/\/notary +mobile +48 {2}58\/46\/48 .*5086 ms {2}OVER$/);
    expect(lines[3]).toMatch(/desktop +90 {2}90\/91\/89 .*ms {2}$/);
    expect(lines[4]).toBe('  mobile pages within the budget: 1 of 2');
  });

  it('prints the CPU benchmark Lighthouse measured, to compare runs from another machine or day', () => {
    const lines = lighthouseTable([
      row({ benchmarkIndex: 1_150.5 }),
      row({ path: '/notary', benchmarkIndex: 2_090 }),
      row({ path: '/statistics', benchmarkIndex: 1_717 }),
      row({ path: '/na_details', benchmarkIndex: null }),
    ]);
    expect(lines).toContain(
      "  Lighthouse's CPU benchmark of this machine (benchmarkIndex, higher is faster): median 1717, 1151 to 2090",
    );
    expect(lighthouseTable([row({ benchmarkIndex: null })]).join('\n')).not.toMatch(/benchmarkIndex/);
  });

  it('measures only pages the router serves without a login', () => {
    for (const path of lighthousePages) {
      const route = routes.find((r) => new RegExp(`^${r.pattern.replace(/:[a-z]+/gi, '[^/]+')}$`).test(path));
      expect(route, path).toBeDefined();
      expect(route!.guarded, path).toBe(false);
    }
  });
});
