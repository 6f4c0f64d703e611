import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/preact-aliases.js';

// Unit and integration tests. e2e lives in e2e/ and runs under Playwright.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Under CI a failed test runs once more; npm test names those that passed then (decision 108).
    retry: process.env.CI ? 1 : 0,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'services',
          include: ['machines/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
          // One module graph per worker for all its files (decision 055): importing the ministry, the
          // gateway and PGlite again for every file was a third of vitest's time. A test file must
          // therefore leave no module-level state behind (fake timers restored, mocks only of modules no
          // other file imports).
          isolate: false,
          // Clears the services' logs of an earlier run: npm test scans this run's
          // (tests/support/log-files.ts). Makes the seeded databases the ministry tests' databases are
          // copied from (decision 055).
          globalSetup: ['tests/support/log-files.setup.ts', 'tests/support/database-images.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['ui/**/*.test.{ts,tsx}'],
          // One module graph and one document per worker for all its files, as the services' (decision
          // 112): importing Chakra, Preact and the app through Vite again for every file was four fifths
          // of the views' time. A file leaves nothing behind: the rendered DOM goes after each test, the
          // file's texts from the one i18next after its last (ui/testing/render.tsx), timers and globals
          // are restored, and a file mocks only a module no other file imports (or one it wraps unchanged).
          isolate: false,
          // Every dependency goes through Vite, so that its `react` is Preact too (decision 101); a
          // dependency Node loaded itself would load React's own copy.
          server: { deps: { inline: true } },
        },
        // The views render on Preact, as in the build (decision 101); ES module builds first, since a
        // package's CommonJS build would `require` React past the aliases.
        resolve: {
          alias: preactAliases,
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['module', 'jsnext:main', 'jsnext'],
        },
      },
    ],
  },
});
