import type { Plugin } from 'vite';
import { packageAlias, standIn } from './redirect.ts';

/**
 * rc-util's scrollbar measure (rc-table measures its scroll box on every mount, a forced layout
 * of the whole page in the middle of its first render) answered by one measure at start-up
 * (scrollBarSizeOnce.standin.ts; main.tsx calls it while the page is empty).
 */
export const scrollBarSizeOnce = (): Plugin =>
  packageAlias('scrollBarSizeOnce', { source: 'rc-util/es/getScrollBarSize', replacement: standIn('scrollBarSizeOnce.standin.ts'), countFrom: /\/node_modules\/rc-table\// });
