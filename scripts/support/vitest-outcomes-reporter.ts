/**
 * A vitest reporter for `npm test` (scripts/test.ts): at the end of the run it writes the tests that
 * failed and those that passed only on a retry (under CI a failed test runs once more, decision 108)
 * to the JSON file named by VITEST_OUTCOMES_FILE, each as `file › describe › test`, a flaky one with
 * the first line of what failed on its first try (vitest keeps that error on the passed result; its
 * reporters print nothing of it). npm test names them under its totals, where a reader of CI's last
 * lines sees them.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface VitestOutcomes {
  failed: string[];
  flaky: string[];
}

/** A flaky test's name with the first line of its first try's error, at most 200 characters of it. */
function withFirstTry(name: string, errors: ReadonlyArray<{ message?: string }> | undefined): string {
  const line = errors?.[0]?.message?.split('\n')[0]?.trim();
  return line ? `${name} — first try: ${line.length > 200 ? `${line.slice(0, 200)}…` : line}` : name;
}

/** The failed and flaky tests of `modules`, named from `root`. */
export function outcomesOf(modules: ReadonlyArray<TestModule>, root: string): VitestOutcomes {
  const outcomes: VitestOutcomes = { failed: [], flaky: [] };
  for (const module of modules) {
    const file = relative(root, module.moduleId);
    for (const test of module.children.allTests()) {
      const name = `${file} › ${test.fullName}`;
      if (test.result().state === 'failed') outcomes.failed.push(name);
      else if (test.diagnostic()?.flaky) outcomes.flaky.push(withFirstTry(name, test.result().errors));
    }
    // A file that fails to load has no failed test of its own.
    if (module.state() === 'failed' && outcomes.failed.every((name) => !name.startsWith(`${file} › `)))
      outcomes.failed.push(`${file} (the file)`);
  }
  return outcomes;
}

export default class OutcomesReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const file = process.env.VITEST_OUTCOMES_FILE;
    if (file) writeFileSync(file, JSON.stringify(outcomesOf(modules, this.root)));
  }
}
