import type { Plugin } from 'vite';
import { withoutDarkMode, withPortalPalettes } from '../ui/theme/palettes.js';

/**
 * Replaces ui/theme/first-page-theme.ts, in the build, by the values it re-exports from
 * `@chakra-ui/react/theme`, written out as literals. Chakra's theme module imports every recipe
 * Chakra has; a bundler places a module by what imports it, not by what is used of it, so importing
 * that module from the entry puts every recipe the app uses anywhere into the first page's chunk.
 * The values are plain data (tokens, styles, recipe objects), so the snapshot is the same at run
 * time; dev and the tests read the module itself (decision 029).
 */
const reExport = /export\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/;

export async function themeSnapshot(source: string, inHtml: readonly string[] = []): Promise<string> {
  const names = (reExport.exec(source)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0)
    throw new Error('first-page-theme.ts re-exports nothing from @chakra-ui/react/theme');
  const theme = (await import('@chakra-ui/react/theme')) as Record<string, unknown>;
  return names
    .map((name) => {
      const found = theme[name];
      if (found === undefined) throw new Error(`@chakra-ui/react/theme has no ${name}`);
      if (inHtml.includes(name)) return `export const ${name} = {};`;
      // Only the portal's colour palettes and, of the semantic tokens, their light values
      // (ui/theme/palettes.ts), as ui/theme/system.ts keeps them.
      const palettes =
        (name === 'tokens' || name === 'semanticTokens') && typeof found === 'object'
          ? {
              ...found,
              colors: withPortalPalettes((found as { colors: Record<string, unknown> }).colors),
            }
          : found;
      const value = name === 'semanticTokens' ? withoutDarkMode(palettes) : palettes;
      const json = JSON.stringify(value, (_key, inner: unknown) => {
        if (typeof inner === 'function') throw new Error(`${name} holds a function: it cannot be a snapshot`);
        return inner;
      });
      return `export const ${name} = ${json};`;
    })
    .join('\n');
}

/**
 * `inHtml`: the values only the system's global CSS uses (the global styles, the keyframes), left
 * empty in the snapshot when the build writes that CSS into index.html (scripts/vite-chakra-global-css.ts,
 * decision 034): the page's code does not carry them twice.
 */
export function chakraThemeSnapshot(file: string, inHtml: readonly string[] = []): Plugin {
  return {
    name: 'chakra-theme-snapshot',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (id !== file) return null;
      return { code: await themeSnapshot(code, inHtml), map: null };
    },
  };
}
