import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../bench/bundleSizes.ts';
import { manifestRounds } from '../../bench/rounds.ts';

/** A manifest as Vite writes it: the HTML entry, shared chunks (`_x.js`) and lazy page chunks. */
const manifest = (pages: Record<string, { imports?: string[]; dynamicImports?: string[] }>, bootDynamic: string[]): Manifest => ({
  'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true, imports: ['_boot.js'] },
  '_boot.js': { file: 'assets/boot-BBBBBBBB.js', dynamicImports: bootDynamic },
  '_layout.js': { file: 'assets/layout-CCCCCCCC.js', imports: ['_boot.js'] },
  '_list.js': { file: 'assets/list-DDDDDDDD.js', imports: ['_layout.js'] },
  ...Object.fromEntries(Object.entries(pages).map(([src, p]) => [src, { file: `assets/${src.replace(/^.*\//, '').replace('.tsx', '')}-EEEEEEEE.js`, src, isDynamicEntry: true, ...p }])),
});

describe('chunk rounds from the build manifest (bench/rounds.ts manifestRounds)', () => {
  it('the entry and its static imports, then the layout and the page the entry starts at once: two rounds', () => {
    const m = manifest({ 'src/AppLayout.tsx': { imports: ['_layout.js'] }, 'src/ListPage.tsx': { imports: ['_list.js', '_layout.js'] } }, ['src/AppLayout.tsx', 'src/ListPage.tsx']);
    expect(manifestRounds(m, ['src/AppLayout.tsx', 'src/ListPage.tsx'])).toEqual({ rounds: 2, chain: ['index +1', 'AppLayout +3'] });
  });

  it('a page the layout imports lazily waits for the layout: three rounds', () => {
    const m = manifest(
      { 'src/AppLayout.tsx': { imports: ['_layout.js'], dynamicImports: ['src/ListPage.tsx'] }, 'src/ListPage.tsx': { imports: ['_list.js'] } },
      ['src/AppLayout.tsx'],
    );
    expect(manifestRounds(m, ['src/AppLayout.tsx', 'src/ListPage.tsx'])).toEqual({ rounds: 3, chain: ['index +1', 'AppLayout +1', 'ListPage +1'] });
  });

  it('takes the shortest way: a chunk imported both lazily and statically comes with the static import', () => {
    const m = manifest(
      { 'src/AppLayout.tsx': { imports: ['_layout.js', 'src/ListPage.tsx'], dynamicImports: ['src/ListPage.tsx'] }, 'src/ListPage.tsx': { imports: ['_list.js'] } },
      ['src/AppLayout.tsx'],
    );
    expect(manifestRounds(m, ['src/AppLayout.tsx', 'src/ListPage.tsx'])).toEqual({ rounds: 2, chain: ['index +1', 'AppLayout +3'] });
  });

  it('fails on a chunk the entry cannot reach', () => {
    const m = manifest({ 'src/AppLayout.tsx': {} }, []);
    expect(() => manifestRounds(m, ['src/AppLayout.tsx'])).toThrow(/cannot be reached/);
  });
});
