import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBundleFigures } from '../../bench/bundleSizes.ts';
import { PATCHES, type PatchName, type SizeSaving } from './manifest.ts';

/**
 * `npx tsx build/patches/measure.ts [name …]`: what each build patch saves, from real builds —
 * one with every patch, then one per patch with all but that one (BUILD_PATCHES_OFF), each in a
 * temporary folder. Prints the figures of each build and each patch's saving (off minus on),
 * to copy into manifest.ts. Takes one production build per patch (≈ 10–20 s each).
 */
interface Figures extends SizeSaving {
  cssKiB: number;
  seconds: number;
}

function buildFigures(off: PatchName | null, dir: string): Figures {
  const outDir = join(dir, off ?? 'all');
  const started = Date.now();
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, BUILD_PATCHES_OFF: off ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = (Date.now() - started) / 1000;
  const f = readBundleFigures(outDir);
  const route = (prefix: string) => f.routes.find((r) => r.name.startsWith(prefix)) ?? { kib: NaN, chunks: [] };
  const assets = join(outDir, 'assets');
  const css = readdirSync(assets).filter((n) => n.endsWith('.css'));
  const cssKiB = css.reduce((s, n) => s + gzipSync(readFileSync(join(assets, n)), { level: 9 }).length, 0) / 1024;
  return {
    listRouteKiB: route('list route').kib,
    loginKiB: route('/login').kib,
    wholeAppKiB: f.wholeApp,
    listRouteFiles: route('list route').chunks.length,
    cssKiB: Math.round(cssKiB * 10) / 10,
    seconds,
  };
}

const asked = process.argv.slice(2) as PatchName[];
for (const n of asked) if (!(n in PATCHES)) throw new Error(`no build patch ${n}`);
const names = asked.length ? asked : (Object.keys(PATCHES) as PatchName[]);
const dir = mkdtempSync(join(tmpdir(), 'build-patches-'));
try {
  const all = buildFigures(null, dir);
  const row = (name: string, f: Figures): string =>
    `| ${name} | ${f.listRouteKiB.toFixed(1)} | ${f.loginKiB.toFixed(1)} | ${f.wholeAppKiB.toFixed(1)} | ${f.listRouteFiles} | ${f.cssKiB.toFixed(1)} | ${f.seconds.toFixed(1)} |`;
  console.log('| build | list route KiB | /login KiB | whole app KiB | list route files | CSS KiB | build s |\n|---|---|---|---|---|---|---|');
  console.log(row('every patch', all));
  const savings: Record<string, SizeSaving> = {};
  for (const name of names) {
    const f = buildFigures(name, dir);
    console.log(row(`without ${name}`, f));
    const d = (k: keyof SizeSaving): number => Math.round((f[k] - all[k]) * 10) / 10;
    savings[name] = { listRouteKiB: d('listRouteKiB'), loginKiB: d('loginKiB'), wholeAppKiB: d('wholeAppKiB'), listRouteFiles: d('listRouteFiles') };
  }
  console.log('\nsaves (without minus with):');
  for (const [name, s] of Object.entries(savings)) console.log(`  ${name}: ${JSON.stringify(s)}`);
} finally {
  if (statSync(dir, { throwIfNoEntry: false })) rmSync(dir, { recursive: true, force: true });
}
