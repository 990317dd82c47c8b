import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * JS sizes of a production build, read from Vite's manifest (`dist/.vite/manifest.json`) and
 * gzipped here, so the figures are what a browser downloads. A route's JS is the closure of the
 * entry chunk plus the route's lazy chunks over their static imports (what Vite preloads).
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  /** KiB gzip of each measured route. */
  routes: { name: string; kib: number; chunks: string[] }[];
  /** KiB gzip of every JS file of the build. */
  wholeApp: number;
  /** Each lazy page's own JS: its chunk plus static imports no other route or the entry shares. */
  pages: { src: string; ownKib: number }[];
  /** Lazy chunks that are libraries loaded on demand (not pages), with their own KiB. */
  onDemand: { src: string; ownKib: number }[];
  /** Module sources of the /login closure, for the "login imports no layout/list/chart" rule. */
  loginSources: string[];
}

/** The routes the budgets name, by the source files of their lazy chunks. */
export const MEASURED_ROUTES: Record<string, readonly string[]> = {
  '/login': ['src/app/pages/LoginPage.tsx'],
  'list route (/repair/list)': ['src/app/shell/AppLayout.tsx', 'src/app/schema/SchemaListPage.tsx'],
  '/dashboard': ['src/app/shell/AppLayout.tsx', 'src/app/pages/DashboardPage.tsx'],
};

const PAGE_DIRS = ['src/app/pages/', 'src/app/schema/', 'src/app/shell/'];

/** The Vite manifest of a build in `dist`. */
export const readManifest = (dist = 'dist'): Manifest => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The manifest key of the chunk made from `src`. */
export function keyOfSrc(m: Manifest, src: string): string {
  const key = Object.keys(m).find((k) => m[k].src === src || k === src);
  if (!key) throw new Error(`${src} is not a chunk of the build (is it still lazy?)`);
  return key;
}

export function readBundleFigures(dist = 'dist'): BundleFigures {
  const m = readManifest(dist);
  const gzCache = new Map<string, number>();
  const gz = (key: string): number => {
    const file = m[key].file;
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzCache.get(file) ?? 0;
  };
  const closure = (keys: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const k of keys) {
      if (seen.has(k) || !m[k]) continue;
      seen.add(k);
      closure(m[k].imports ?? [], seen);
    }
    return seen;
  };
  const kib = (keys: Iterable<string>): number => Math.round(([...keys].reduce((s, k) => s + gz(k), 0) / 1024) * 10) / 10;
  const entry = Object.keys(m).find((k) => m[k].isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const routes = Object.entries(MEASURED_ROUTES).map(([name, srcs]) => {
    const set = closure([entry, ...srcs.map((src) => keyOfSrc(m, src))]);
    return { name, kib: kib(set), chunks: [...set].map((k) => m[k].file) };
  });
  const jsKeys = Object.keys(m).filter((k) => m[k].file.endsWith('.js'));
  const entryClosure = closure([entry]);
  const dynamic = Object.keys(m).filter((k) => m[k].isDynamicEntry);
  const own = (k: string): number => {
    const others = new Set<string>(entryClosure);
    for (const d of dynamic) if (d !== k) for (const x of closure([d])) others.add(x);
    return kib([...closure([k])].filter((x) => !others.has(x)));
  };
  const isPage = (k: string): boolean => PAGE_DIRS.some((d) => (m[k].src ?? k).startsWith(d));
  const loginSet = closure([entry, keyOfSrc(m, MEASURED_ROUTES['/login'][0])]);
  return {
    routes,
    wholeApp: kib(jsKeys),
    pages: dynamic.filter(isPage).map((k) => ({ src: m[k].src ?? k, ownKib: own(k) })),
    onDemand: dynamic.filter((k) => !isPage(k)).map((k) => ({ src: m[k].src ?? k, ownKib: own(k) })),
    loginSources: [...loginSet].map((k) => m[k].src ?? k),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = readBundleFigures(process.argv[2] ?? 'dist');
  for (const r of f.routes) console.log(`${r.name.padEnd(28)} ${r.kib.toFixed(1).padStart(7)} KiB  (${r.chunks.length} chunks)`);
  console.log(`${'whole app'.padEnd(28)} ${f.wholeApp.toFixed(1).padStart(7)} KiB`);
  for (const p of [...f.pages, ...f.onDemand].sort((a, b) => b.ownKib - a.ownKib)) console.log(`  own ${p.ownKib.toFixed(1).padStart(7)} KiB  ${p.src}`);
}
