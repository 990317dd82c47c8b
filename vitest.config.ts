import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { filterDropdownStub } from './build/patches/filterDropdownStub.ts';
import { declaredIcons } from './scripts/declaredIcons.ts';
import { MOCKING_API_FILES } from './test/helpers/mockingFiles.ts';

/**
 * An api project in two: its files share one module graph per worker (`isolate: false`: the
 * server's modules load once per worker, not once per file — 22.6 s of import for 30 files against
 * 174.6 s, docs/testing.md "CI time"), except the files that mock a module, isolated as before
 * (`<name>-mocks`). Each file makes its own server and database, so no state is shared but the
 * modules' own; test/unit/mockingFiles.test.ts fails when a file starts to mock and is not listed
 * (test/helpers/mockingFiles.ts).
 */
function apiProjects(name: string, extra: { env?: Record<string, string>; globalSetup?: string[] }) {
  const common = { environment: 'node' as const, testTimeout: 30000, hookTimeout: 60000, ...extra };
  return [
    { test: { name, include: ['test/api/**/*.test.ts'], exclude: MOCKING_API_FILES, isolate: false, ...common } },
    { test: { name: `${name}-mocks`, include: MOCKING_API_FILES, ...common } },
  ];
}

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: 1 on this 2-core machine. The
    // api-pg files spend most of their time waiting for PostgreSQL, so two workers keep both cores
    // busy (docs/testing.md, "CI time").
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      // the api suite on SQLite, and the same files on PostgreSQL (test/helpers/testDatabase.ts: a
      // fresh database per test server)
      ...apiProjects('api', {}),
      ...apiProjects('api-pg', { env: { TEST_DATABASE: 'postgres' }, globalSetup: ['test/helpers/pgGlobalSetup.ts'] }),
      {
        // the build patch that changes what antd renders applies here as in the build (build/patches)
        plugins: [react(), declaredIcons(), filterDropdownStub()],
        resolve: { alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }] },
        test: {
          name: 'ui',
          include: ['test/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/helpers/setupUi.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // One copy of react-router: inline refine's packages so they resolve it as the app does.
          // antd as the app's build has it, its ES modules through Vite and its plugins
          // (filterDropdownStub), not Node's loader with antd's CommonJS build
          server: { deps: { inline: [/@refinedev\//, /\/node_modules\/antd\//] } },
        },
      },
    ],
  },
});
