import type { Plugin } from 'vite';
import type { Hits } from './hits.ts';

/**
 * `plugin` with its hit check: the hits are forgotten when a build starts, and a production
 * build that ends with a target never hit fails with the counter's message — at the end of the
 * module graph (`buildEnd`), or for a patch that acts when chunks are made, once the bundle is
 * made (`generateBundle`). The dev server (which also ends a "build" when it closes) only counts.
 */
export function counted(hits: Hits, plugin: Plugin, checkAt: 'buildEnd' | 'generateBundle' = 'buildEnd'): Plugin {
  let building = false;
  const { configResolved, buildStart, buildEnd, generateBundle } = plugin;
  const call = <A extends unknown[]>(hook: unknown, self: unknown, args: A): unknown =>
    typeof hook === 'function' ? (hook as (...a: A) => unknown).apply(self, args) : undefined;
  const check = (self: { error(message: string): never }): void => {
    const failure = building ? hits.failure() : null;
    if (failure) self.error(failure);
  };
  return {
    ...plugin,
    configResolved(config) {
      building = config.command === 'build';
      return call(configResolved, this, [config]) as void;
    },
    buildStart(options) {
      hits.reset();
      return call(buildStart, this, [options]) as void;
    },
    buildEnd(error) {
      if (!error && checkAt === 'buildEnd') check(this);
      return call(buildEnd, this, [error]) as void;
    },
    generateBundle(...args) {
      if (checkAt === 'generateBundle') check(this);
      return call(generateBundle, this, args) as void;
    },
  };
}

/** The path of a module id without Vite's query (`?commonjs-…`) and with forward slashes. */
export const cleanId = (id: string): string => id.replace(/[?#].*$/, '').replaceAll('\\', '/');
