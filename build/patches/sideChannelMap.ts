import type { Plugin } from 'vite';
import { packageAlias, standIn } from './redirect.ts';

/**
 * `side-channel`, which `qs` (through refine) uses to detect cycles, as a Map
 * (sideChannelMap.standin.cjs) instead of its WeakMap/Map/list cascade on get-intrinsic and
 * object-inspect.
 */
export const sideChannelMap = (): Plugin =>
  packageAlias('sideChannelMap', { source: 'side-channel', replacement: standIn('sideChannelMap.standin.cjs'), countFrom: /\/node_modules\/qs\// });
