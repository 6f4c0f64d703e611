import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical axe violations, listing rule ids and the offending nodes. */
export async function expectNoSeriousViolations(page: Page) {
  // A dialog fading in has text at partial opacity, which axe reads as low contrast: wait for every
  // finite animation to end (spinners and guidance arrows loop forever and are left alone).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a new blank
  // page: a half to a third of the time, the same findings (decision 055). Only cross-origin frames
  // would go unchecked, and the portal has none. Only violations are read, so only they are detailed.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
