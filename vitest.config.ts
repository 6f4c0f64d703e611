import { defineConfig } from 'vitest/config';

// Unit and integration tests. e2e lives in e2e/ and runs under Playwright.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
        // The views' tests each set up the one i18next instance the app uses (ui/testing/render.tsx,
        // ui/i18n/i18n.ts) with their own texts: each file gets a fresh module graph.
        test: { name: 'ui', include: ['ui/**/*.test.{ts,tsx}'], isolate: true },
      },
    ],
  },
});
