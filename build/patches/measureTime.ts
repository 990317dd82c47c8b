import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureListPage } from '../../bench/browser.ts';
import { DEFAULT_OPTIONS, generateDatabase } from '../../bench/generate.ts';
import { killAllStarted, startServer } from '../../bench/server.ts';
import { PATCHES, type PatchName } from './manifest.ts';

/**
 * `npx tsx build/patches/measureTime.ts <patch> [rounds]`: what a patch whose worth is time, not
 * bytes, buys the list's first load — two real builds (every patch; all but this one), each
 * served by the production server on a small generated database (MEASURE_PORT, default 8193),
 * and /repair/list opened in Chromium at 4× CPU with a fresh cache as `npm run bench` does,
 * alternating the two builds for `rounds` rounds of two loads each. Prints both medians.
 */
const patch = process.argv[2] as PatchName;
if (!(patch in PATCHES)) throw new Error(`no build patch ${patch}`);
const rounds = Number(process.argv[3] ?? 4);
const port = Number(process.env.MEASURE_PORT ?? 8193);
const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'build-patch-time-'));

/** A folder the production server runs in: package.json, node_modules, and the build in dist/. */
function variant(name: string, off: string): string {
  const at = join(dir, name);
  mkdirSync(at);
  copyFileSync(join(root, 'package.json'), join(at, 'package.json'));
  symlinkSync(resolve(root, 'node_modules'), join(at, 'node_modules'));
  execFileSync('npx', ['vite', 'build', '--outDir', join(at, 'dist'), '--emptyOutDir', '--logLevel', 'error'], { env: { ...process.env, BUILD_PATCHES_OFF: off }, stdio: ['ignore', 'ignore', 'inherit'] });
  cpSync(join(dir, 'server'), join(at, 'dist', 'server'), { recursive: true });
  return at;
}

/** Waits (up to 15 s) until the previous server has let go of the port. */
async function portFree(p: number): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const busy = await fetch(`http://127.0.0.1:${p}/login`, { signal: AbortSignal.timeout(500) }).then(() => true, () => false);
    if (!busy) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${p} is still in use`);
}

try {
  // the server bundle once (npm run build:server writes dist/server), kept apart
  execFileSync('node', ['src/server/buildServer.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
  cpSync(join(root, 'dist', 'server'), join(dir, 'server'), { recursive: true });
  const db = join(dir, 'bench.db');
  await generateDatabase(db, { ...DEFAULT_OPTIONS, repairs: 5000, requests: 1000 });
  const builds = { with: variant('with', ''), without: variant('without', patch) };
  const times: Record<keyof typeof builds, number[]> = { with: [], without: [] };
  for (let r = 0; r < rounds; r++) {
    for (const name of (r % 2 ? ['without', 'with'] : ['with', 'without']) as (keyof typeof builds)[]) {
      const file = join(dir, `${name}-${r}.db`);
      copyFileSync(db, file);
      await portFree(port);
      const server = await startServer({ port, databaseUrl: file, cwd: builds[name] });
      try {
        const result = await measureListPage({ baseUrl: server.baseUrl, runs: 2 });
        times[name].push(...result.runsMs);
      } finally {
        await server.stop();
      }
    }
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const name of ['with', 'without'] as const) {
    console.log(`${name.padEnd(7)} ${patch}: median ${Math.round(median(times[name]))} ms of ${times[name].length} loads (${times[name].map(Math.round).join(', ')})`);
  }
} finally {
  killAllStarted();
  rmSync(dir, { recursive: true, force: true });
}
