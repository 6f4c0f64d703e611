import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss, lazyChakraGlobal } from '../../scripts/vite-chakra-global-css';
import { chakraPalettes, colorPalettes, withoutDarkMode } from '../../ui/theme/palettes';
import { globalCssMarker, portalSystem, providedSystem } from '../../ui/theme/system';

// The build writes the Chakra system's global CSS into index.html, leaves it out of the provider and
// has createSystem compute it only when read (decision 034). The page must look the same: every
// token's variable is in the written CSS, and the provider still has everything else.

const system = portalSystem();

const page = (marked: boolean) => ({
  querySelector: (selector: string) =>
    marked && selector === `style[${globalCssMarker}]` ? ({} as Element) : null,
});

describe("the Chakra system's global CSS written at build time", () => {
  const css = chakraGlobalCss(system);

  it('declares the cascade layers first, then the reset, the global styles and the tokens in their layers', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
  });

  it('defines the custom property of every token the components refer to', () => {
    // An empty value (blurs.none) is no declaration, at run time either.
    const variables = [...system.tokens.cssVarMap.values()].flatMap((vars) =>
      [...vars].filter(([, value]) => String(value).trim() !== '').map(([name]) => name),
    );
    expect(variables.length).toBeGreaterThan(400);
    const missing = variables.filter((name) => !css.includes(`${name}:`));
    expect(missing).toEqual([]);
  });
});

describe('the semantic tokens in light mode only (decision 106)', () => {
  it("gives every token's variable the value Chakra's light mode gives it, and loses none but the palettes left out", () => {
    const chakra = createSystem(defaultConfig).tokens.cssVarMap;
    const light = new Map([...(chakra.get('base') ?? []), ...(chakra.get('_light') ?? [])]);
    expect(chakra.get('_dark')?.size).toBeGreaterThan(100);
    const portal = system.tokens.cssVarMap;
    expect([...portal.keys()]).toEqual(['base']);
    const variables = portal.get('base') ?? new Map();
    const differing = [...variables].filter(([name, value]) => light.get(name) !== value);
    expect(differing).toEqual([]);
    const leftOut = chakraPalettes.filter(
      (palette) => !(colorPalettes as readonly string[]).includes(palette),
    );
    const lost = [...light.keys()].filter(
      (name) =>
        !variables.has(name) && !leftOut.some((palette) => name.startsWith(`--chakra-colors-${palette}-`)),
    );
    expect(lost).toEqual([]);
    expect(chakraGlobalCss(system)).not.toContain('.dark');
  });

  it('turns a pair of light and dark values into the light one and keeps any other value', () => {
    const tokens = {
      colors: {
        bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
        plain: { value: '{colors.gray.500}' },
        responsive: { value: { base: '1px', md: '2px' } },
      },
    };
    expect(withoutDarkMode(tokens)).toEqual({
      colors: {
        bg: { DEFAULT: { value: '{colors.white}' } },
        plain: { value: '{colors.gray.500}' },
        responsive: { value: { base: '1px', md: '2px' } },
      },
    });
  });
});

describe('the system the provider gets', () => {
  it('is the system itself when the page does not carry the global CSS (dev, tests)', () => {
    expect(providedSystem(system, page(false))).toBe(system);
  });

  it('has no global styles to insert when the page carries them, and answers like the system otherwise', () => {
    const provided = providedSystem(system, page(true));
    expect(provided._global).toEqual([]);
    expect(provided._config.disableLayers).toBe(true);
    expect(system._global.length).toBe(3);
    expect(provided.token('colors.blue.600')).toBe(system.token('colors.blue.600'));
    expect(provided.css({ color: 'fg.muted', px: '4' })).toEqual(system.css({ color: 'fg.muted', px: '4' }));
    expect(provided.getRecipe('button')).toBe(system.getRecipe('button'));
  });
});

describe("createSystem's global CSS made lazy in the build", () => {
  const require = createRequire(import.meta.url);
  const file = join(
    require.resolve('@chakra-ui/react').split('/dist/')[0] ?? '',
    'dist/esm/styled-system/system.js',
  );
  const source = readFileSync(file, 'utf8');

  it("turns the installed Chakra's eager _global into a getter computing the same list", () => {
    const lazy = lazyChakraGlobal(source);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toMatch(
      /get _global\(\) \{\s*return \(_globalStyles \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);\s*\}/,
    );
  });

  it('fails the build when Chakra changed the shape it rewrites', () => {
    expect(() => lazyChakraGlobal(source.replace('getTokenCss()];', 'getTokenCss(), extra];'))).toThrow(
      /changed shape/,
    );
    expect(() => lazyChakraGlobal(`${source}\n_global,\n`)).toThrow(/changed shape/);
  });
});
