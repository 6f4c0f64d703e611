import { fileURLToPath } from 'node:url';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * React's packages resolved to Preact's compatibility layer (decision 101), in the build
 * (vite.config.ts) and in the views' tests (vitest.config.ts), so that what the tests render is what
 * the browser runs. The source keeps importing `react`, and `@types/react` types it.
 *
 * `use-sync-external-store`'s shims (@xstate/react, wouter, react-i18next import them for React 17)
 * resolve to `react`'s own hook and to an ES module copy of the selector hook over it (the package's
 * is CommonJS only, decision 065).
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: path('../ui/use-sync-external-store-with-selector.ts'),
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: path('../ui/use-sync-external-store.ts'),
  },
];
