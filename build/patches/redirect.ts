import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { cleanId, counted } from './counted.ts';
import { countHits } from './hits.ts';

/** A stand-in module of this folder, by its file name. */
export const standIn = (file: string): string => fileURLToPath(new URL(`./${file}`, import.meta.url));

/**
 * One import of one third-party module answered with a stand-in of this folder: `source` as
 * `importer` (a path under node_modules, forward slashes) imports it, in the build only or also
 * in the dev server and the tests. Counted: the build fails when the importer no longer imports
 * `source`.
 */
export function importRedirect(patch: string, redirect: { importer: RegExp; source: string; standIn: string }, where: 'build' | 'everywhere' = 'build'): Plugin {
  const target = `${redirect.source} from ${redirect.importer.source}`;
  const hits = countHits(patch, [target]);
  const replacement = standIn(redirect.standIn);
  return counted(hits, {
    name: `patch:${patch}:${redirect.source}`,
    ...(where === 'build' ? { apply: 'build' as const } : {}),
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== redirect.source || !importer || !redirect.importer.test(cleanId(importer))) return null;
      hits.hit(target);
      return replacement;
    },
  });
}

/**
 * Every import of `source` (an exact specifier) answered with `replacement` (an absolute path).
 * Counted where a third-party module imports it (`countFrom`): the app's own imports do not
 * prove that the packages still do.
 */
export function packageAlias(patch: string, alias: { source: string; replacement: string; countFrom: RegExp }): Plugin {
  const target = `${alias.source} from ${alias.countFrom.source}`;
  const hits = countHits(patch, [target]);
  return counted(hits, {
    name: `patch:${patch}`,
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== alias.source) return null;
      if (importer && alias.countFrom.test(cleanId(importer))) hits.hit(target);
      return alias.replacement;
    },
  });
}
