/**
 * The api test files that replace a module (`vi.mock`). vitest.config.ts runs them in projects of
 * their own (`api-mocks`, `api-pg-mocks`) with a module graph per file; the other api files share
 * one graph per worker. test/unit/mockingFiles.test.ts keeps this list equal to what mocks.
 */
export const MOCKING_API_FILES = [
  'test/api/security32/guardFirst.walk.test.ts',
  'test/api/throwawayArea.test.ts',
  'test/api/throwawayEntity.test.ts',
  'test/api/trust/auditAtomic.test.ts',
  'test/api/trust/concurrentTwins.test.ts',
  'test/api/trust/fuzz.broken.test.ts',
  'test/api/trust/fuzz.valid.test.ts',
  'test/api/trust/lostUpdates.test.ts',
  'test/api/trust/stateMachines.test.ts',
];
