import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

type Texts = { [key: string]: Texts | string };

/** The analysts' texts in the pinned locale: locales/<locale>/analysts.json, as the pages read them. */
const analystsTexts = (locale: Locale) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'locales', locale, 'analysts.json'), 'utf8'),
  ) as Texts;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** The analysts' pages (ui/features/analysts): the stuck acts, one act's replay with its statechart. */
export class AnalystsModel extends LocalizedPageModel {
  private readonly texts = analystsTexts(this.locale);
  /**
   * Where the stepper's controls are looked for: the act's own replay, the first on the page, unless
   * `inBrowserTraces` narrowed it to the browser traces' section.
   */
  private scope: Locator | null = null;

  /** The same page, its stepper methods working on the chosen browser trace's stepper. */
  inBrowserTraces(): AnalystsModel {
    const model = new AnalystsModel(this.page, this.locale);
    model.scope = this.page.getByRole('region', { name: this.text('browserTraces.title') });
    return model;
  }

  /** The first match in the stepper's scope. */
  private inStepper(find: (root: Locator) => Locator): Locator {
    return find(this.scope ?? this.page.locator('main')).first();
  }

  private raw(path: string): string {
    return path.split('.').reduce<Texts | string>((node, key) => (node as Texts)[key]!, this.texts) as string;
  }

  private text(path: string, values: Record<string, string | number> = {}) {
    return fill(this.raw(path), values);
  }

  async goto() {
    await this.page.goto('/analysts');
  }

  async seePage() {
    await expect(this.page.getByRole('heading', { level: 1, name: this.text('title') })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: this.text('stuck.title') })).toBeVisible();
  }

  stateName(state: string) {
    return this.text(`states.${state}`);
  }

  stepLabel(step: number, state: string) {
    return this.text('stepLabel', { step, state: this.stateName(state) });
  }

  /** The stuck act's row in the list (found by its link to the act), with its step and who must act. */
  async seeStuckAct(uuid: string, step: number, state: string, awaiting: string) {
    const row = this.page
      .getByRole('row')
      .filter({ has: this.page.locator(`a[href="/analysts/acts/${uuid}"]`) });
    await expect(row).toContainText(this.stepLabel(step, state));
    await expect(row).toContainText(this.text(`roles.${awaiting}`));
    // Its group: the step, who must act, and a count.
    const group = this.page
      .getByRole('row')
      .filter({ hasText: this.stepLabel(step, state) })
      .filter({ hasText: this.text('stuck.groupCount', { n: '' }).trim() });
    await expect(group.first()).toContainText(this.text(`roles.${awaiting}`));
  }

  async openAct(uuid: string) {
    await this.page.locator(`a[href="/analysts/acts/${uuid}"]`).click();
    await expect(this.page).toHaveURL(`/analysts/acts/${uuid}`);
    await expect(
      this.page.getByRole('heading', {
        level: 1,
        name: new RegExp(fill(this.raw('act.heading'), { rid: '\\d+' })),
      }),
    ).toBeVisible();
  }

  /** Opens one act's replay by its reference (registry number, rid or uuid) in the address bar. */
  async gotoAct(ref: string) {
    await this.page.goto(`/analysts/acts/${ref}`);
    await expect(
      this.page.getByRole('heading', {
        level: 1,
        name: new RegExp(fill(this.raw('act.heading'), { rid: '\\d+' })),
      }),
    ).toBeVisible();
  }

  /** The replay ends where the ministry's stored act is, and the act is finished in `state`. */
  async seeReplayEndsStored(state: string) {
    await expect(this.page.getByText(this.text('act.matches'))).toBeVisible();
    await expect(this.page.getByText(this.text('next.done', { state: this.stateName(state) }))).toBeVisible();
  }

  /** The timeline's groups in order, each as its heading (`N-bosqich: state`) and how long it took. */
  async timelineGroups(): Promise<{ heading: string; took: string }[]> {
    const took = new RegExp(`^${fill(this.raw('timeline.took'), { duration: '(.+)' })}$`);
    const groups = this.page.locator('ol > li').filter({ has: this.page.locator('p', { hasText: took }) });
    const result: { heading: string; took: string }[] = [];
    for (const group of await groups.all()) {
      // The group's header: its heading, then how long it took (ui/features/analysts/replay-stepper.tsx).
      const [heading = '', duration = ''] = await group.locator('p').allTextContents();
      result.push({ heading, took: took.exec(duration)?.[1] ?? '' });
    }
    return result;
  }

  /**
   * Opens the oldest browser trace linked to the act (the list is newest first), reloading the list
   * until one is there: a traced page uploads while its browser is idle.
   */
  async openOldestBrowserTrace() {
    const open = this.page.getByRole('button', {
      name: new RegExp(`^${fill(this.raw('browserTraces.open'), { id: '\\d+' })}$`),
    });
    await expect(async () => {
      if ((await open.count()) === 0) {
        await this.page.getByRole('button', { name: this.text('browserTraces.reload') }).click();
      }
      await expect(open.first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    await open.last().click();
    await expect(open.last()).toHaveAttribute('aria-pressed', 'true');
  }

  /** Steps through the chosen trace's actor of machine `machineId` (its button: `login (12)`). */
  async chooseTracedActor(machineId: string) {
    const button = this.page.getByRole('button', { name: new RegExp(`^${machineId} \\(\\d+\\)$`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  async seeNextActor(role: string) {
    await expect(
      this.page.getByText(this.text('next.now', { roles: this.text(`roles.${role}`) })),
    ).toBeVisible();
  }

  /** The state the diagram highlights (its label), once the diagram is drawn. */
  async highlightedState(): Promise<string | null> {
    const active = this.inStepper((root) => root.locator('svg[role="img"]'))
      .locator('g[data-active="true"]')
      .last();
    await expect(active).toBeVisible();
    return active.getAttribute('data-state');
  }

  /** Every state the diagram highlights (a parallel state's regions each have theirs). */
  async highlightedStates(): Promise<string[]> {
    const active = this.inStepper((root) => root.locator('svg[role="img"]')).locator('g[data-active="true"]');
    await expect(active.first()).toBeVisible();
    return active.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state') ?? ''));
  }

  /** The state the current step leads into, as the step's transition says it (`from → to`). */
  async stepTarget(): Promise<string> {
    const text = (await this.inStepper((root) => root.getByTestId('step-transition')).textContent()) ?? '';
    return text.split('→')[1]!.trim();
  }

  async seeDiagramSays(state: string) {
    await expect(
      this.inStepper((root) =>
        root.getByRole('img', { name: this.text('diagram.label', { state: this.stateName(state) }) }),
      ),
    ).toBeVisible();
  }

  async clickStep(which: 'first' | 'previous' | 'next' | 'last') {
    await this.inStepper((root) =>
      root.getByRole('button', { name: this.text(`stepper.${which}`), exact: true }),
    ).click();
  }

  async canStep(which: 'first' | 'previous' | 'next' | 'last') {
    return this.inStepper((root) =>
      root.getByRole('button', { name: this.text(`stepper.${which}`), exact: true }),
    ).isEnabled();
  }

  async seePosition(position: number, count: number) {
    await expect(
      this.inStepper((root) => root.getByText(this.text('stepper.position', { position, count }))),
    ).toBeVisible();
  }

  async setFailuresOnly(on: boolean) {
    await this.inStepper((root) =>
      root.getByRole('checkbox', { name: this.text('stepper.failuresOnly') }),
    ).setChecked(on);
  }

  async seeNoFailures() {
    await expect(this.page.getByText(this.text('timeline.noFailures'))).toBeVisible();
    await expect(this.page.getByText(this.text('stepper.none'))).toBeVisible();
  }

  /** The timeline's step buttons (one per shown step). */
  timelineSteps() {
    return this.page.getByRole('button', {
      name: new RegExp(`^${fill(this.raw('timeline.show'), { index: '\\d+' })}$`),
    });
  }
}
