/** What `npm test` reads from Playwright's JSON report (scripts/test.ts). */

export interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests?: { projectName?: string; status?: string }[] }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/**
 * The titles (file › describe › test) of the tests whose outcome in Playwright's JSON report is
 * `status`: `flaky` (failed, then passed on a retry) or `unexpected` (failed).
 */
export function titlesWithStatus(
  suites: PlaywrightSuite[],
  status: 'flaky' | 'unexpected',
  path: string[] = [],
): string[] {
  return suites.flatMap((suite) => {
    const here = [...path, suite.title];
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests?.some((t) => t.status === status))
      .map((spec) => [...here, spec.title].join(' › '));
    return [...own, ...titlesWithStatus(suite.suites ?? [], status, here)];
  });
}
