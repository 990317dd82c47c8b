import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { filterDropdownStub } from './build/patches/filterDropdownStub.ts';
import { declaredIcons } from './scripts/declaredIcons.ts';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: 1 on this 2-core machine. The
    // api-pg files spend most of their time waiting for PostgreSQL, so two workers keep both cores
    // busy (docs/testing.md, "CI time").
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api', include: ['test/api/**/*.test.ts'], environment: 'node', testTimeout: 30000, hookTimeout: 60000 } },
      {
        // the same api suite on PostgreSQL (test/helpers/testDatabase.ts): a fresh database per test server
        test: {
          name: 'api-pg',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['test/helpers/pgGlobalSetup.ts'],
        },
      },
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
