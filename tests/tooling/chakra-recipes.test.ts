import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { moreRecipes } from '../../ui/theme/more-recipes';
import { chakraPalettes, colorPalettes } from '../../ui/theme/palettes';
import { firstPageRecipes } from '../../ui/theme/system';
import { resolveSpecifier, sourceFiles } from './import-graph';

// The portal's Chakra system carries only the recipes of the components it renders, and the first
// pages only those they render (ui/theme/system.ts, decision 029). A component whose recipe is
// missing renders unstyled, silently: these checks say which module needs which recipe.

const root = join(import.meta.dirname, '..', '..');

/** The modules a file loads when it runs: static imports and re-exports, not types, not import(). */
const runtimeImport = /^[ \t]*(?:import|export)\s+(?!type\b)(?:[\w*{$][^;]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const chakraImport = /import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g;

/** Components whose recipe is not named after them. */
const recipeOf: Record<string, string> = {
  CloseButton: 'button',
  IconButton: 'button',
  Toaster: 'toast',
  useCarousel: 'carousel',
};

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const hasRecipe = (key: string) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);

/** The recipe keys of the Chakra components a source file uses. */
function recipeKeys(source: string): string[] {
  const keys = [...source.matchAll(chakraImport)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] ?? '')
      .map((name) => recipeOf[name] ?? lowerFirst(name)),
  );
  return [...new Set(keys.filter(hasRecipe))].sort();
}

const uiFiles = sourceFiles(join(root, 'ui')).filter((file) => !/\.test\.tsx?$|fixtures\.tsx?$/.test(file));
const sources = new Map(uiFiles.map((file) => [relative(root, file), readFileSync(file, 'utf8')]));

function targets(file: string, pattern: RegExp): string[] {
  return [...(sources.get(file) ?? '').matchAll(pattern)]
    .map((match) => resolveSpecifier(join(root, file), match[1] ?? ''))
    .filter((target): target is string => target !== undefined)
    .map((target) => relative(root, target));
}

/** Every module `file` runs, itself included, following static imports only. */
function closure(file: string): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...targets(next, runtimeImport));
  }
  return seen;
}

const usedIn = (files: Iterable<string>) =>
  [...new Set([...files].flatMap((file) => recipeKeys(sources.get(file) ?? '')))].sort();

const first = new Set([
  ...Object.keys(firstPageRecipes.recipes),
  ...Object.keys(firstPageRecipes.slotRecipes),
]);
const later = new Set([...Object.keys(moreRecipes.recipes), ...Object.keys(moreRecipes.slotRecipes)]);
const moreRecipesModule = 'ui/theme/more-recipes.ts';
/** The first pages: the entry with the shell, and the screens of / and /kiosk/auth. */
const firstPages = ['ui/main.tsx', 'ui/screens/home.tsx', 'ui/screens/kiosk-auth.tsx'];

describe('the Chakra recipes', () => {
  it('read the components a file uses', () => {
    const source = [
      "import {\n  Box,\n  CloseButton,\n  Dialog,\n  type ButtonProps,\n  Toaster as ChakraToaster,\n} from '@chakra-ui/react';",
      "import { Table } from '@chakra-ui/react/table';",
    ].join('\n');
    expect(recipeKeys(source)).toEqual(['button', 'dialog', 'toast']);
  });

  it('cover every component the portal renders, each recipe once', () => {
    expect(uiFiles.length).toBeGreaterThan(50);
    const used = usedIn(sources.keys());
    expect(used).toContain('dialog');
    expect(used.filter((key) => !first.has(key) && !later.has(key))).toEqual([]);
    expect([...first].filter((key) => later.has(key))).toEqual([]);
  });

  it('of the first pages are in the system from the start, and the rest is not loaded with them', () => {
    for (const page of firstPages) {
      const modules = closure(page);
      expect(modules.size, page).toBeGreaterThan(3);
      expect(modules.has(moreRecipesModule), `${page} loads ${moreRecipesModule}`).toBe(false);
      expect(
        usedIn(modules).filter((key) => !first.has(key)),
        `${page} renders components without their recipe`,
      ).toEqual([]);
    }
  });

  it('of every lazily loaded module arrive with it', () => {
    const lazyModules = new Set([...sources.keys()].flatMap((file) => targets(file, dynamicImport)));
    expect(lazyModules.size).toBeGreaterThan(10);
    const missing = [...lazyModules].sort().flatMap((module) => {
      const modules = closure(module);
      if (modules.has(moreRecipesModule)) return [];
      const without = usedIn(modules).filter((key) => !first.has(key));
      return without.length > 0 ? [`${module}: ${without.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });
});

describe('the colour palettes', () => {
  // colorPalette="teal", 'purple.600', "pink.subtle" ...: a palette name used as a palette or a token.
  const paletteUse = new RegExp(
    `colorPalette=["']?(${chakraPalettes.join('|')})\\b|["'{\\s](${chakraPalettes.join('|')})\\.(?:\\d{2,3}|[a-z]+)\\b`,
    'g',
  );
  const used = (source: string) =>
    [...source.matchAll(paletteUse)].map((match) => match[1] ?? match[2]).filter(Boolean) as string[];

  it('read the palettes a file uses', () => {
    expect(used(`<Button colorPalette="teal" color='purple.600' bg="red.subtle" />`)).toEqual([
      'teal',
      'purple',
      'red',
    ]);
    expect(used(`const x = 'blue.solid'; // grayed out`)).toEqual(['blue']);
  });

  it('in use are the ones the portal keeps in its system', () => {
    const missing = uiFiles.flatMap((file) =>
      used(readFileSync(file, 'utf8'))
        .filter((palette) => !(colorPalettes as readonly string[]).includes(palette))
        .map((palette) => `${relative(root, file)} uses ${palette}: add it to ui/theme/palettes.ts`),
    );
    expect(missing).toEqual([]);
  });
});
