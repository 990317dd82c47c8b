import { join } from 'node:path';
import type { Plugin } from 'vite';
import { packageAlias } from './redirect.ts';

/** react-router's production build: the package's exports only name the development one. */
export const reactRouterProduction = (root: string): Plugin =>
  packageAlias('reactRouterProduction', {
    source: 'react-router',
    replacement: join(root, 'node_modules/react-router/dist/production/index.mjs'),
    countFrom: /\/node_modules\/@refinedev\/react-router\//,
  });
