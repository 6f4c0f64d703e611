import { describe, expect, it } from 'vitest';
import { titlesWithStatus } from '../../scripts/support/playwright-report';

describe('the flaky and failed tests npm test names under its totals', () => {
  it('are those Playwright’s JSON report marks flaky, at any depth, with their file and groups', () => {
    // The shape of a real report (Playwright 1.5x, retries: 1): a top-level test and one in a describe.
    const suites = [
      {
        title: 'statistics.spec.ts',
        specs: [
          { title: 'shows the numbers', tests: [{ projectName: 'portal', status: 'flaky' }] },
          { title: 'passes once', tests: [{ projectName: 'portal', status: 'expected' }] },
        ],
        suites: [
          {
            title: 'on a phone',
            specs: [
              { title: '/ fits', tests: [{ projectName: 'portal', status: 'flaky' }] },
              { title: '/notary fits', tests: [{ projectName: 'portal', status: 'unexpected' }] },
            ],
          },
        ],
      },
      { title: 'searches.spec.ts', specs: [{ title: 'finds', tests: [{ status: 'skipped' }] }] },
    ];
    expect(titlesWithStatus(suites, 'flaky')).toEqual([
      'statistics.spec.ts › shows the numbers',
      'statistics.spec.ts › on a phone › / fits',
    ]);
    expect(titlesWithStatus(suites, 'unexpected')).toEqual([
      'statistics.spec.ts › on a phone › /notary fits',
    ]);
  });

  it('are none in a report without retries', () => {
    expect(
      titlesWithStatus(
        [{ title: 'a.spec.ts', specs: [{ title: 't', tests: [{ status: 'expected' }] }] }],
        'flaky',
      ),
    ).toEqual([]);
    expect(titlesWithStatus([], 'unexpected')).toEqual([]);
  });
});
