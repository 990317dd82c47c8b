import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { declaredIcons } from './scripts/declaredIcons.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api', include: ['test/api/**/*.test.ts'], environment: 'node', testTimeout: 30000 } },
      {
        plugins: [react(), declaredIcons()],
        test: {
          name: 'ui',
          include: ['test/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/helpers/setupUi.ts'],
          testTimeout: 30000,
          // One copy of react-router: inline refine's packages so they resolve it as the app does.
          server: { deps: { inline: [/@refinedev\//] } },
        },
      },
    ],
  },
});
