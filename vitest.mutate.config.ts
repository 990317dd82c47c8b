import { defineConfig } from 'vitest/config';

/**
 * The tests of the mutation run (`npm run test:mutate`, stryker.config.mjs): the unit tests and the
 * api tests that exercise the mutated server code (access guard, record versions, action log).
 * One node project (no ui: jsdom is slow and covers none of these files), so Stryker's vitest runner measures coverage per test.
 */
export default defineConfig({
  test: {
    name: 'mutate',
    environment: 'node',
    testTimeout: 30000,
    include: [
      'test/unit/**/*.test.ts',
      'test/api/actionLog.test.ts',
      'test/api/repairs.crud.test.ts',
    ],
    // reads the server's source text, which Stryker's sandbox holds instrumented
    exclude: ['test/unit/actionCatalog.test.ts'],
  },
});
