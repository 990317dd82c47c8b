import { execFileSync, spawn } from 'node:child_process';
import { constants, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { measureListPage, closeBrowser } from './browser.ts';
import { allPass, formatTable, guarded, LIMITS, row, type BudgetRow } from './budgets.ts';
import { DEFAULT_OPTIONS, ensureDatabase, type GenerateOptions } from './generate.ts';
import { getData, load, loginCookie, LOAD, type LoadResult } from './load.ts';
import { planRows } from './planBudget.ts';
import { sizeRows } from './sizeBudgets.ts';
import { killAllStarted, startServer, type RunningServer } from './server.ts';

/**
 * `npm run bench`: every budget of issue 6 on this machine, in one table (also written to
 * bench/results.md, newest first). Knobs: BENCH_REPAIRS, BENCH_REQUESTS, BENCH_SEED (the
 * generated database, cached in bench/.data/), BENCH_PORT (8184), BENCH_STATUS (the filtered
 * list's status, `completed`), BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_WARMUP_SECONDS,
 * BENCH_BROWSER_RUNS, BENCH_SKIP_BUILD=1 (measure the existing dist/), BENCH_RESULTS (the
 * results file; `-` writes none). Exits 1 when a budget fails or cannot be measured.
 */

const env = process.env;
const started = Date.now();
const opts: GenerateOptions = {
  ...DEFAULT_OPTIONS,
  repairs: Number(env.BENCH_REPAIRS ?? DEFAULT_OPTIONS.repairs),
  requests: Number(env.BENCH_REQUESTS ?? DEFAULT_OPTIONS.requests),
  seed: Number(env.BENCH_SEED ?? DEFAULT_OPTIONS.seed),
};
const port = Number(env.BENCH_PORT ?? 8184);
const status = env.BENCH_STATUS ?? 'completed';
const resultsFile = env.BENCH_RESULTS ?? 'bench/results.md';
const log = (msg: string): void => void process.stderr.write(`[bench] ${msg}\n`);
const fmt = (n: number, digits = 0): string => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

let tempDir: string | null = null;
let server: RunningServer | null = null;
const stopServices = async (): Promise<void> => {
  await closeBrowser();
  if (server) await server.stop().catch(() => killAllStarted());
  server = null;
};
const cleanup = async (): Promise<void> => {
  await stopServices();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  tempDir = null;
};
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    log(`${sig}: stopping the server and the browser`);
    void cleanup().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  killAllStarted();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

function timeBuild(): Promise<number> {
  return new Promise((resolveBuild, reject) => {
    const t = performance.now();
    const child = spawn('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (b: Buffer) => void (err += b.toString()));
    child.on('exit', (code) => (code === 0 ? resolveBuild((performance.now() - t) / 1000) : reject(new Error(`npm run build failed: ${err.trim().slice(-300)}`))));
  });
}

function machineLine(seconds: number, database: string): string {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()) commit += ' + uncommitted changes';
  } catch {
    /* not a git checkout */
  }
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, commit ${commit}; ${fmt(opts.repairs)} repairs + ${fmt(opts.requests)} requests (${database}); bench ran ${fmt(seconds)} s`;
}

function writeResults(table: string, machine: string): void {
  if (resultsFile === '-') return;
  const header = '# Benchmark results\n\nWritten by `npm run bench` (see README, "Benchmark"); newest first.\n';
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const sections = previous.split(/^(?=## )/m).filter((s) => s.startsWith('## ')).slice(0, 19);
  const section = `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n${machine}\n\n${table}\n\n`;
  writeFileSync(resultsFile, `${header}\n${section}${sections.join('')}`.replace(/\n{3,}/g, '\n\n'));
}

/** The server's budgets, pushed into `rows` as they are measured (a failure keeps the earlier ones). */
async function serverRows(copy: string, rows: BudgetRow[]): Promise<BudgetRow[]> {
  log(`starting the server on :${port} with ${copy}`);
  server = await startServer({ port, databaseFile: copy });
  rows.push(row(`server start → first answer (${fmt(opts.repairs)} repairs)`, `≤ ${LIMITS.firstAnswerMs} ms`, `${fmt(server.firstAnswerMs)} ms`, server.firstAnswerMs <= LIMITS.firstAnswerMs));

  const cookie = await loginCookie(server.baseUrl);
  const list = `${server.baseUrl}/api/cms/needs/manage-repairs?pageSize=20&sort=-created_at&type=1`;
  const urls = {
    page1: `${list}&page=1`,
    page500: `${list}&page=500`,
    withTotal: `${list}&page=1&status=${status}`,
    withoutTotal: `${list}&page=1&status=${status}&withTotal=0`,
  };
  const probe = {
    withTotal: await getData(urls.withTotal, cookie),
    withoutTotal: await getData(urls.withoutTotal, cookie),
    page500: await getData(urls.page500, cookie),
  };
  if (probe.withTotal.list?.length !== 20 || probe.page500.list?.length !== 20) throw new Error('the lists do not give 20 rows (is the database big enough for page 500?)');
  if (typeof probe.withTotal.total !== 'number') throw new Error('the filtered list answered without its total');
  const totalNote = `status=${status}, total ${fmt(probe.withTotal.total)}`;
  const ignoredNote = 'total' in probe.withoutTotal ? ' (withTotal=0 ignored: the server still sent a total)' : '';

  const stopSampling = server.sampleRss(50);
  let results: Record<keyof typeof urls, LoadResult>;
  let sampled: number;
  try {
    results = {
      withTotal: await load('filtered list with total', urls.withTotal, cookie),
      withoutTotal: await load('filtered list without total', urls.withoutTotal, cookie),
      page1: await load('list page 1', urls.page1, cookie),
      page500: await load('list page 500', urls.page500, cookie),
    };
  } finally {
    sampled = stopSampling();
  }
  const hwm = server.peakRssMiB();
  const { withTotal: wt, withoutTotal: wo, page1, page500 } = results;
  const c = `${LOAD.connections} connections, ${LOAD.seconds} s`;
  rows.push(
    row(`filtered list with total, ${c}`, `≥ ${fmt(LIMITS.filteredWithTotalRps)} req/s`, `${fmt(wt.rps)} req/s, p99 ${wt.p99} ms (${totalNote})`, wt.rps >= LIMITS.filteredWithTotalRps),
    row('p99 with total ÷ p99 without total', `≤ ${LIMITS.totalP99Ratio}×`, `${wt.p99} ms ÷ ${wo.p99} ms = ${(wt.p99 / Math.max(wo.p99, 1)).toFixed(2)}× (without: ${fmt(wo.rps)} req/s)${ignoredNote}`, wt.p99 <= LIMITS.totalP99Ratio * Math.max(wo.p99, 1) && !ignoredNote),
    row('page 500 ÷ page 1 (req/s)', `≥ ${LIMITS.deepPageRatio}×`, `${fmt(page500.rps)} ÷ ${fmt(page1.rps)} req/s = ${(page500.rps / Math.max(page1.rps, 1)).toFixed(2)}× (p99 ${page500.p99} / ${page1.p99} ms)`, page500.rps >= LIMITS.deepPageRatio * page1.rps),
    row('server memory under load', `≤ ${LIMITS.rssMiB} MiB`, `peak VmHWM ${fmt(hwm, 1)} MiB (VmRSS sampled under load ≤ ${fmt(sampled, 1)} MiB)`, hwm <= LIMITS.rssMiB),
  );

  rows.push(
    ...(await guarded('list page shows 20 rows, 4× CPU slowdown', `≤ ${fmt(LIMITS.listShownMs)} ms`, async () => {
      const runs = Number(env.BENCH_BROWSER_RUNS ?? 3);
      const b = await measureListPage({ baseUrl: `http://localhost:${port}`, runs });
      return [
        row(`/repair/list shows 20 rows, 4× CPU slowdown (median of ${runs}, fresh cache)`, `≤ ${fmt(LIMITS.listShownMs)} ms`, `${fmt(b.medianMs)} ms (runs: ${b.runsMs.map((x) => fmt(x)).join(', ')})`, b.medianMs <= LIMITS.listShownMs),
        row('JS chunk rounds before the rows show', `≤ ${LIMITS.chunkRounds}`, `${b.rounds} (${b.chain.join(' → ')})`, b.rounds <= LIMITS.chunkRounds),
      ];
    })),
  );
  await server.stop();
  server = null;
  return [];
}

async function main(): Promise<number> {
  const rows: BudgetRow[] = [];
  if (env.BENCH_SKIP_BUILD === '1') {
    rows.push(row('npm run build', `≤ ${LIMITS.buildSeconds} s`, 'skipped (BENCH_SKIP_BUILD=1)', null));
  } else {
    log('npm run build');
    rows.push(...(await guarded('npm run build', `≤ ${LIMITS.buildSeconds} s`, async () => {
      const s = await timeBuild();
      return [row('npm run build', `≤ ${LIMITS.buildSeconds} s`, `${s.toFixed(1)} s`, s <= LIMITS.buildSeconds)];
    })));
  }
  rows.push(...(await guarded('JS sizes of dist/', 'see bench/budgets.ts', () => sizeRows('dist'))));
  const manifest = 'dist/.vite/manifest.json';
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;

  log(`database: ${fmt(opts.repairs)} repairs + ${fmt(opts.requests)} requests (seed ${opts.seed})`);
  const db = await ensureDatabase(opts);
  log(db.reused ? `reusing ${db.file}` : `generated ${db.file} in ${db.seconds.toFixed(1)} s`);
  tempDir = mkdtempSync(join(tmpdir(), 'cms-bench-'));
  const copy = join(tempDir, 'bench.db');
  const copyStarted = Date.now();
  copyFileSync(db.file, copy, constants.COPYFILE_FICLONE); // the server writes (sessions, action log): the cached file stays pristine
  log(`copied the database for the server in ${((Date.now() - copyStarted) / 1000).toFixed(1)} s`);
  rows.push(...(await guarded('server, load and browser budgets', 'see bench/budgets.ts', () => serverRows(copy, rows))));
  await stopServices();
  // the plans do not depend on the few rows the server wrote (sessions, action log)
  rows.push(...(await guarded('every list filter and sort on an index', 'no TEMP B-TREE, no full SCAN', () => planRows(copy, `${fmt(opts.repairs)} repairs + ${fmt(opts.requests)} requests`))));
  await cleanup();

  const table = formatTable(rows);
  const rebuilt = existsSync(manifest) && statSync(manifest).mtimeMs !== builtAt;
  const machine = `${machineLine((Date.now() - started) / 1000, db.reused ? 'cached database' : `database generated in ${fmt(db.seconds)} s`)}${rebuilt ? '\n\n**dist/ was rebuilt by another process during the run: the browser figures are not valid.**' : ''}`;
  console.log(`\n${table}\n\n${machine}\n`);
  writeResults(table, machine);
  if (resultsFile !== '-') log(`written to ${resultsFile}`);
  return allPass(rows) ? 0 : 1;
}

main().then(
  async (code) => {
    await cleanup();
    process.exit(code);
  },
  async (err: unknown) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  },
);
