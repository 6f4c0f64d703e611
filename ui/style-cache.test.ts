// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxStyleTags, TaskStyleSheet } from './style-cache';

// The sheets' tags go in an element of the test's own: the document is shared with the other views'
// files of the worker (vitest.config.ts), and their Chakra rules stay in its head.
let container: HTMLElement;
beforeEach(() => {
  container = document.head.appendChild(document.createElement('div'));
});
afterEach(() => {
  container.remove();
});

/** A sheet as the page has it (speedy, as in production), whose next tasks the test runs. */
function sheetWithTasks(options: { speedy?: boolean } = {}) {
  const tasks: (() => void)[] = [];
  const sheet = new TaskStyleSheet(
    { key: 'css', nonce: 'n0nce', container, speedy: options.speedy ?? true },
    (run) => tasks.push(run),
  );
  const nextTask = () => {
    for (const run of tasks.splice(0)) run();
  };
  return { sheet, nextTask };
}

/** Each Emotion tag's rules, as the browser parsed them, in document order. */
function rulesByTag(): string[][] {
  return [...container.querySelectorAll('style[data-emotion="css"]')].map((tag) =>
    [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, '')),
  );
}

describe("Emotion's rules, a <style> tag per task (decision 107)", () => {
  it('puts the rules of one task in one tag and opens a tag for the next task, in insertion order', () => {
    const { sheet, nextTask } = sheetWithTasks();
    sheet.insert('.css-a{color:red;}');
    sheet.insert('@media screen and (min-width: 48rem){.css-a{color:blue;}}');
    nextTask();
    sheet.insert('.css-b{margin:0px;}');
    expect(rulesByTag()).toEqual([
      ['.css-a{color:red;}', '@mediascreenand(min-width:48rem){.css-a{color:blue;}}'],
      ['.css-b{margin:0px;}'],
    ]);
  });

  it('opens no tag for a task that inserts nothing, and keeps the page nonce on every tag', () => {
    const { sheet, nextTask } = sheetWithTasks();
    sheet.insert('.css-a{color:red;}');
    nextTask();
    nextTask();
    sheet.insert('.css-b{color:blue;}');
    sheet.insert('.css-c{color:green;}');
    const tags = [...container.querySelectorAll('style')];
    expect(tags).toHaveLength(2);
    expect(tags.map((tag) => tag.getAttribute('nonce'))).toEqual(['n0nce', 'n0nce']);
    expect(rulesByTag()[1]).toHaveLength(2);
  });

  it(`stops at ${maxStyleTags} tags and puts every later rule in the last`, () => {
    const { sheet, nextTask } = sheetWithTasks();
    for (let task = 0; task < maxStyleTags + 5; task++) {
      sheet.insert(`.css-${task}{order:${task};}`);
      nextTask();
    }
    const tags = rulesByTag();
    expect(tags).toHaveLength(maxStyleTags);
    // The 64th tag holds the 64th task's rule and the five after it.
    const last = Array.from({ length: 6 }, (_, i) => maxStyleTags - 1 + i);
    expect(tags.at(-1)).toEqual(last.map((n) => `.css-${n}{order:${n};}`));
  });

  it('keeps a tag per rule outside production (not speedy), as Emotion does for its source maps', () => {
    const { sheet } = sheetWithTasks({ speedy: false });
    sheet.insert('.css-a{color:red;}');
    sheet.insert('.css-b{color:blue;}');
    expect([...container.querySelectorAll('style')].map((tag) => tag.textContent)).toEqual([
      '.css-a{color:red;}',
      '.css-b{color:blue;}',
    ]);
  });
});
