import { defineConfig } from 'vitest/config';

// Unit and integration tests. e2e lives in e2e/ and runs under Playwright.
export default defineConfig({
  test: {
    include: ['machines/**/*.test.ts', 'tests/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Clears the services' logs of an earlier run: npm test scans this run's (tests/support/log-files.ts).
    globalSetup: ['tests/support/log-files.setup.ts'],
  },
});
