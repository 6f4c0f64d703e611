import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeStyles, stylesLoader } from '../../scripts/vite-static-styles';

// The build runs each `*.styles.ts` module in Node and writes it out as class names, the rules going
// into index.html (decision 111). What the page gets must be a module that names the same classes and
// rules that style them.

const fixtures = join(import.meta.dirname, 'fixtures', 'static-styles');
const loader = stylesLoader();
afterAll(() => loader.unregister());

describe('the styles modules in the build', () => {
  it('become their class names as literals, with the rules of every class', async () => {
    const { code, rules } = await computeStyles(join(fixtures, 'sample.styles.ts'), loader);
    const exported = Object.fromEntries(
      [...code.matchAll(/^export const (\w+) = Object\.freeze\((.*)\);$/gm)].map((m) => [
        m[1],
        JSON.parse(m[2] ?? ''),
      ]),
    );
    // A module's exports, as Node gives them, in name order.
    expect(Object.keys(exported)).toEqual(['otherCss', 'sampleCss']);
    expect(code.split('\n')).toHaveLength(2);
    const { frame, action } = exported.sampleCss as { frame: string; action: string };
    expect(frame).toMatch(/^css-[a-z0-9]+$/);
    expect(action).toMatch(/^css-[a-z0-9]+$/);
    // The same style in another export is the same class, its rules written once.
    expect(exported.otherCss).toEqual({ same: frame });
    expect(Object.keys(rules).sort()).toEqual([action, frame].sort());
    // The style props, with their breakpoint, as the tokens' custom properties.
    expect(rules[frame]).toContain(`.${frame}{border-bottom-width:1px;background:var(--chakra-colors-bg);`);
    expect(rules[frame]).toMatch(
      new RegExp(
        `@media screen and \\(min-width: ?48rem\\)\\{\\.${frame}\\{padding-block:var\\(--chakra-spacing-4\\);\\}\\}`,
      ),
    );
    // A recipe's rules in Chakra's recipes layer, the palette's custom properties outside it.
    expect(rules[action]).toContain(`@layer recipes{.${action}{`);
    expect(rules[action]).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-blue-solid)');
  });

  it('refuses a module that exports anything but styles, naming the export', async () => {
    await expect(computeStyles(join(fixtures, 'stray.styles.ts'), loader)).rejects.toThrow(
      /stray\.styles\.ts: export helper is not a staticStyles\(\.\.\.\) result/,
    );
  });
});
