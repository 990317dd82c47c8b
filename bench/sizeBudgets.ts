import { LIMITS, row, type BudgetRow } from './budgets.ts';
import { keyOfSrc, MEASURED_ROUTES, readBundleFigures, readManifest } from './bundleSizes.ts';
import { manifestRounds } from './rounds.ts';

/**
 * Chunks the /login closure must not contain: the shell (layout, menu, tabs), list code (the
 * schema list page, tables, refine's list helpers) and charts. Matched against the manifest's
 * source names of the closure (`src/app/shell/…`, `_table-….js`, `node_modules/echarts/…`).
 */
const LOGIN_FORBIDDEN = /src\/app\/shell\/|src\/app\/schema\/|AppLayout|layout|sider|menu|table|list|echarts|zrender|chart/i;

/**
 * The JS budgets of a build in `dist`: the sizes of /login, the list route and the whole app, the
 * list route's files and chunk rounds (from the manifest), each page's own chunk, login's imports.
 */
export function sizeRows(dist = 'dist'): BudgetRow[] {
  const f = readBundleFigures(dist);
  const route = (prefix: string) => {
    const r = f.routes.find((x) => x.name.startsWith(prefix));
    if (!r) throw new Error(`bench/bundleSizes.ts measures no route ${prefix}`);
    return r;
  };
  const login = route('/login');
  const list = route('list route');
  const biggest = [...f.pages].sort((a, b) => b.ownKib - a.ownKib)[0];
  const over = f.pages.filter((p) => p.ownKib > LIMITS.pageOwnKiB);
  const forbidden = f.loginSources.filter((s) => s !== 'src/app/pages/LoginPage.tsx' && LOGIN_FORBIDDEN.test(s));
  const m = readManifest(dist);
  const rounds = manifestRounds(m, MEASURED_ROUTES[list.name].map((src) => keyOfSrc(m, src)));
  const listFiles = list.chunks.filter((file) => file.endsWith('.js')).length;
  return [
    row('JS for /login (gzip)', `≤ ${LIMITS.loginKiB} KiB`, `${login.kib.toFixed(1)} KiB`, login.kib <= LIMITS.loginKiB),
    row('JS for the list route /repair/list (gzip)', `≤ ${LIMITS.listRouteKiB} KiB`, `${list.kib.toFixed(1)} KiB`, list.kib <= LIMITS.listRouteKiB),
    row('JS files the list route loads', `≤ ${LIMITS.listRouteFiles}`, `${listFiles}`, listFiles <= LIMITS.listRouteFiles),
    row('JS chunk rounds of the list route (dist manifest)', `≤ ${LIMITS.chunkRounds}`, `${rounds.rounds} (${rounds.chain.join(' → ')})`, rounds.rounds <= LIMITS.chunkRounds),
    row('JS of the whole app (gzip)', `≤ ${LIMITS.wholeAppKiB} KiB`, `${f.wholeApp.toFixed(1)} KiB`, f.wholeApp <= LIMITS.wholeAppKiB),
    row(
      "each lazy page's own chunk (gzip)",
      `≤ ${LIMITS.pageOwnKiB} KiB`,
      over.length
        ? `${over.length} over: ${over.map((p) => `${p.src.replace(/^src\/app\//, '')} ${p.ownKib.toFixed(1)}`).join(', ')}`
        : `largest ${biggest ? `${biggest.ownKib.toFixed(1)} KiB (${biggest.src.replace(/^src\/app\//, '')})` : '–'}, ${f.pages.length} pages`,
      over.length === 0,
    ),
    row('/login imports no layout, list or chart code', 'none', forbidden.length ? forbidden.join(', ') : `none (${f.loginSources.length} chunks)`, forbidden.length === 0),
  ];
}
