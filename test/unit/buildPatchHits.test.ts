import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { counted } from '../../build/patches/counted.ts';
import { countHits } from '../../build/patches/hits.ts';
import { versionMismatches } from '../../build/patches/versions.ts';

/** Runs a counted plugin's hooks as a build does, with `error` throwing as Vite's does. */
function runBuild(plugin: ReturnType<typeof counted>, command: 'build' | 'serve', during: () => void): void {
  const ctx = { error: (message: string): never => { throw new Error(message); } };
  const hook = (name: 'configResolved' | 'buildStart' | 'buildEnd' | 'generateBundle', ...args: unknown[]): void => {
    (plugin[name] as (...a: unknown[]) => void).apply(ctx, args);
  };
  hook('configResolved', { command });
  hook('buildStart', {});
  during();
  hook('buildEnd');
  hook('generateBundle', {}, {}, false);
}

describe('build patches count their hits (build/patches/hits.ts)', () => {
  it('counts the hits of each target and fails naming the targets never hit', () => {
    const hits = countHits('somePatch', ['a from x', 'b from y']);
    hits.hit('a from x');
    hits.hit('a from x');
    expect(hits.counts()).toEqual([{ target: 'a from x', hits: 2 }, { target: 'b from y', hits: 0 }]);
    expect(hits.failure()).toMatch(/^build patch somePatch matched nothing for b from y: .*measure it again/);
    hits.hit('b from y');
    expect(hits.failure()).toBeNull();
    hits.reset();
    expect(hits.failure()).toMatch(/a from x, b from y/);
  });

  it('refuses a target it was not given, and a patch with no target', () => {
    expect(() => countHits('p', ['a']).hit('b')).toThrow(/b is not one of its targets/);
    expect(() => countHits('p', [])).toThrow(/names no target/);
  });

  it('a production build that hit nothing fails; one that hit passes; the dev server only counts', () => {
    const hits = countHits('p', ['t']);
    const plugin = counted(hits, { name: 'p' });
    expect(() => runBuild(plugin, 'build', () => undefined)).toThrow(/build patch p matched nothing for t/);
    expect(() => runBuild(plugin, 'build', () => hits.hit('t'))).not.toThrow();
    expect(() => runBuild(plugin, 'serve', () => undefined)).not.toThrow();
  });

  it('forgets the hits of the previous build', () => {
    const hits = countHits('p', ['t']);
    const plugin = counted(hits, { name: 'p' });
    runBuild(plugin, 'build', () => hits.hit('t'));
    expect(() => runBuild(plugin, 'build', () => undefined)).toThrow(/matched nothing/);
  });

  it('a patch that acts when chunks are made is checked once the bundle is made', () => {
    const hits = countHits('groups', ['boot']);
    const plugin = counted(hits, { name: 'groups', generateBundle: () => undefined }, 'generateBundle');
    const ctx = { error: (message: string): never => { throw new Error(message); } };
    (plugin.configResolved as (c: unknown) => void).call(ctx, { command: 'build' });
    (plugin.buildStart as (o: unknown) => void).call(ctx, {});
    // the module graph is done before any chunk is made: no verdict yet
    expect(() => (plugin.buildEnd as () => void).call(ctx)).not.toThrow();
    hits.hit('boot');
    expect(() => (plugin.generateBundle as (...a: unknown[]) => void).call(ctx, {}, {}, false)).not.toThrow();
  });
});

describe('build patches name the package versions they were measured against (build/patches/versions.ts)', () => {
  const root = mkdtempSync(join(tmpdir(), 'patch-versions-'));
  mkdirSync(join(root, 'node_modules', '@scope', 'pkg'), { recursive: true });
  writeFileSync(join(root, 'node_modules', '@scope', 'pkg', 'package.json'), JSON.stringify({ version: '1.2.3' }));

  it('passes the version the manifest names and stops on another, saying to measure again', () => {
    expect(versionMismatches(root, 'p', { '@scope/pkg': '1.2.3' })).toEqual([]);
    const [message] = versionMismatches(root, 'p', { '@scope/pkg': '1.2.4' });
    expect(message).toMatch(/build patch p was written and measured against @scope\/pkg@1\.2\.4, but @scope\/pkg@1\.2\.3 is installed/);
    expect(message).toMatch(/measure it again \(npx tsx build\/patches\/measure\.ts\)/);
    expect(versionMismatches(root, 'p', { missing: '1.0.0' })[0]).toMatch(/missing is not installed/);
  });
});
