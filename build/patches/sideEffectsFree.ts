import type { Plugin } from 'vite';
import { cleanId, counted } from './counted.ts';
import { countHits } from './hits.ts';

/** The packages declared free of side effects, which their package.json does not say. */
export const SIDE_EFFECT_FREE_PACKAGES = ['papaparse', 'error-stack-parser', 'stackframe'] as const;

/**
 * papaparse is imported only by refine's useImport/useExport, which the app does not use, and
 * error-stack-parser/stackframe only by refine's devtools tracing, which is off outside
 * development: declared free of side effects, they leave with the code that would use them.
 */
export function sideEffectsFree(): Plugin {
  const hits = countHits('sideEffectsFree', SIDE_EFFECT_FREE_PACKAGES);
  const pattern = new RegExp(`/node_modules/(${SIDE_EFFECT_FREE_PACKAGES.join('|')})/`);
  return counted(hits, {
    name: 'patch:sideEffectsFree',
    apply: 'build',
    transform(_code, id) {
      const pkg = pattern.exec(cleanId(id))?.[1];
      if (!pkg) return null;
      hits.hit(pkg);
      return { moduleSideEffects: false };
    },
  });
}
