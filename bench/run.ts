import { execFileSync, spawn } from 'node:child_process';
import { constants, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { measureListPage, closeBrowser } from './browser.ts';
import { allPass, formatSideBySide, guarded, LIMITS, row, type BudgetRow } from './budgets.ts';
import { DEFAULT_OPTIONS, ensureDatabase, type GenerateOptions } from './generate.ts';
import { BENCH_PG_URL, createPgDatabase, dropPgDatabaseNamed, ensurePgDatabase, pgAdminQuery, pgUrlFor } from './pgGenerate.ts';
import { getData, load, loginCookie, LOAD, type LoadResult } from './load.ts';
import { planRows } from './planBudget.ts';
import { sizeRows } from './sizeBudgets.ts';
import { killAllStarted, startServer, type RunningServer } from './server.ts';

/**
 * `npm run bench`: every budget of issue 6 on this machine, the server's on SQLite and on
 * PostgreSQL side by side, in one table (also written to bench/results.md, newest first), and
 * the list's req/s with WORKERS=2 against WORKERS=1 on each. Knobs: BENCH_REPAIRS,
 * BENCH_REQUESTS, BENCH_SEED (the generated databases: SQLite cached in bench/.data/,
 * PostgreSQL as database cms_bench_<repairs>_<requests>_s<seed>), BENCH_DATABASES
 * (`sqlite,postgres`), BENCH_PG_URL (the PostgreSQL server's maintenance database), BENCH_PORT
 * (8184), BENCH_STATUS (the filtered list's status, `completed`), BENCH_CONNECTIONS,
 * BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_BROWSER_RUNS, BENCH_SKIP_BUILD=1 (measure the
 * existing dist/), BENCH_RESULTS (the results file; `-` writes none), BENCH_ONLY=load (only the
 * server's rows: start, the four loads and memory — no build, sizes, browser, WORKERS=2 or plans;
 * for comparing server changes back to back). Exits 1 when a budget fails or cannot be measured
 * on either database.
 */

const env = process.env;
const started = Date.now();
/** The 1-minute load average when the run began: other work on the machine shows in the figures. */
const loadAtStart = loadavg()[0];
const opts: GenerateOptions = {
  ...DEFAULT_OPTIONS,
  repairs: Number(env.BENCH_REPAIRS ?? DEFAULT_OPTIONS.repairs),
  requests: Number(env.BENCH_REQUESTS ?? DEFAULT_OPTIONS.requests),
  seed: Number(env.BENCH_SEED ?? DEFAULT_OPTIONS.seed),
};
const port = Number(env.BENCH_PORT ?? 8184);
const status = env.BENCH_STATUS ?? 'completed';
/** `BENCH_ONLY=load`: the server's load rows alone (see above); nothing is written to the results file. */
const onlyLoad = env.BENCH_ONLY === 'load';
if (env.BENCH_ONLY !== undefined && !onlyLoad) throw new Error(`BENCH_ONLY: unknown part ${env.BENCH_ONLY} (load)`);
const resultsFile = onlyLoad ? '-' : (env.BENCH_RESULTS ?? 'bench/results.md');
type DatabaseName = 'sqlite' | 'postgres';
const DATABASE_LABEL: Record<DatabaseName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const databases = (env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim()) as DatabaseName[];
for (const d of databases) if (!(d in DATABASE_LABEL)) throw new Error(`BENCH_DATABASES: unknown database ${d} (sqlite, postgres)`);
const log = (msg: string): void => void process.stderr.write(`[bench] ${msg}\n`);
const fmt = (n: number, digits = 0): string => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

let tempDir: string | null = null;
/** The PostgreSQL database this run serves from (a copy of the cached one), dropped at the end. */
let pgRunDatabase: string | null = null;
let server: RunningServer | null = null;
const stopServices = async (): Promise<void> => {
  await closeBrowser();
  if (server) await server.stop().catch(() => killAllStarted());
  server = null;
};
const dropRunDatabase = async (): Promise<void> => {
  if (pgRunDatabase) await dropPgDatabaseNamed(BENCH_PG_URL, pgRunDatabase).catch((err: unknown) => log(`could not drop ${pgRunDatabase}: ${String(err)}`));
  pgRunDatabase = null;
};
const cleanup = async (): Promise<void> => {
  await stopServices();
  await dropRunDatabase();
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

function machineLine(seconds: number, generated: string): string {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()) commit += ' + uncommitted changes';
  } catch {
    /* not a git checkout */
  }
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, commit ${commit}; ${fmt(opts.repairs)} repairs + ${fmt(opts.requests)} requests (${generated}); bench ran ${fmt(seconds)} s`;
}

function writeResults(table: string, machine: string): void {
  if (resultsFile === '-') return;
  const header = '# Benchmark results\n\nWritten by `npm run bench` (see README, "Benchmark"); newest first.\n';
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const sections = previous.split(/^(?=## )/m).filter((s) => s.startsWith('## ')).slice(0, 19);
  const section = `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n${machine}\n\n${table}\n\n`;
  writeFileSync(resultsFile, `${header}\n${section}${sections.join('')}`.replace(/\n{3,}/g, '\n\n'));
}

/** The list URLs the load runs ask for. */
function listUrls(baseUrl: string): Record<'page1' | 'page500' | 'withTotal' | 'withoutTotal', string> {
  const list = `${baseUrl}/api/cms/needs/manage-repairs?pageSize=20&sort=-created_at&type=1`;
  return {
    page1: `${list}&page=1`,
    page500: `${list}&page=500`,
    withTotal: `${list}&page=1&status=${status}`,
    withoutTotal: `${list}&page=1&status=${status}&withTotal=0`,
  };
}

/** What the WORKERS comparison divides by: the single process's figures of the same URLs. */
interface SingleProcessLoad {
  withTotal?: LoadResult;
  page1?: LoadResult;
}

/** The server's budgets on `databaseUrl`, pushed into `rows` as they are measured (a failure keeps the earlier ones). */
async function serverRows(databaseUrl: string, rows: BudgetRow[], single: SingleProcessLoad): Promise<BudgetRow[]> {
  log(`starting the server on :${port} with ${databaseUrl}`);
  server = await startServer({ port, databaseUrl, env: { WORKERS: '1' } });
  rows.push(row(`server start → first answer (${fmt(opts.repairs)} repairs)`, `≤ ${LIMITS.firstAnswerMs} ms`, `${fmt(server.firstAnswerMs)} ms`, server.firstAnswerMs <= LIMITS.firstAnswerMs, server.firstAnswerMs));

  const cookie = await loginCookie(server.baseUrl);
  const urls = listUrls(server.baseUrl);
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
  single.withTotal = results.withTotal;
  single.page1 = results.page1;
  const hwm = server.peakRssMiB();
  const { withTotal: wt, withoutTotal: wo, page1, page500 } = results;
  const c = `${LOAD.connections} connections, ${LOAD.seconds} s`;
  const p99Ratio = wt.p99 / Math.max(wo.p99, 1);
  const deepRatio = page500.rps / Math.max(page1.rps, 1);
  rows.push(
    row(`filtered list with total, ${c}`, `≥ ${fmt(LIMITS.filteredWithTotalRps)} req/s`, `${fmt(wt.rps)} req/s, p99 ${wt.p99} ms (${totalNote})`, wt.rps >= LIMITS.filteredWithTotalRps, wt.rps),
    row('p99 with total ÷ p99 without total', `≤ ${LIMITS.totalP99Ratio}×`, `${wt.p99} ms ÷ ${wo.p99} ms = ${p99Ratio.toFixed(2)}× (without: ${fmt(wo.rps)} req/s)${ignoredNote}`, wt.p99 <= LIMITS.totalP99Ratio * Math.max(wo.p99, 1) && !ignoredNote, p99Ratio),
    row('page 500 ÷ page 1 (req/s)', `≥ ${LIMITS.deepPageRatio}×`, `${fmt(page500.rps)} ÷ ${fmt(page1.rps)} req/s = ${deepRatio.toFixed(2)}× (p99 ${page500.p99} / ${page1.p99} ms)`, page500.rps >= LIMITS.deepPageRatio * page1.rps, deepRatio),
    row('server memory under load', `≤ ${LIMITS.rssMiB} MiB`, `peak VmHWM ${fmt(hwm, 1)} MiB (VmRSS sampled under load ≤ ${fmt(sampled, 1)} MiB)`, hwm <= LIMITS.rssMiB, hwm),
  );

  if (onlyLoad) {
    await stopServices();
    return [];
  }
  rows.push(
    ...(await guarded('list page shows 20 rows, 4× CPU slowdown', `≤ ${fmt(LIMITS.listShownMs)} ms`, async () => {
      const runs = Number(env.BENCH_BROWSER_RUNS ?? 3);
      const b = await measureListPage({ baseUrl: `http://localhost:${port}`, runs });
      return [
        row(`/repair/list shows 20 rows, 4× CPU slowdown (median of ${runs}, fresh cache)`, `≤ ${fmt(LIMITS.listShownMs)} ms`, `${fmt(b.medianMs)} ms (runs: ${b.runsMs.map((x) => fmt(x)).join(', ')})`, b.medianMs <= LIMITS.listShownMs, b.medianMs),
        row('JS chunk rounds before the rows show', `≤ ${LIMITS.chunkRounds}`, `${b.rounds} (${b.chain.join(' → ')})`, b.rounds <= LIMITS.chunkRounds),
      ];
    })),
  );
  await stopServices();
  return [];
}

const WORKERS_BUDGET = 'no budget (2 cores, the load generator on the same machine)';
const WORKERS_ROW = 'WORKERS=2 ÷ WORKERS=1 (req/s)';

/**
 * The same list loads with WORKERS=2 (node:cluster, src/server/main.ts) against the single
 * process's figures: informative rows, no budget. A build that ignores WORKERS runs one node
 * process; then the rows say so instead of measuring one process twice.
 */
async function workerRows(databaseUrl: string, single: SingleProcessLoad): Promise<BudgetRow[]> {
  const name = (what: string): string => `WORKERS=2 ÷ WORKERS=1, ${what} (req/s)`;
  if (!single.withTotal || !single.page1) return [row(WORKERS_ROW, WORKERS_BUDGET, 'not measured: the single-process run failed', null)];
  log(`starting the server with WORKERS=2 on :${port}`);
  server = await startServer({ port, databaseUrl, env: { WORKERS: '2' } });
  let processes = server.nodeProcesses();
  for (let waited = 0; processes < 2 && waited < 5000; waited += 250) {
    await new Promise((r) => setTimeout(r, 250));
    processes = server.nodeProcesses();
  }
  if (processes < 2) {
    await stopServices();
    return [row(WORKERS_ROW, WORKERS_BUDGET, 'skipped: WORKERS not supported by this build (WORKERS=2 started one node process)', 'info')];
  }
  const cookie = await loginCookie(server.baseUrl);
  const urls = listUrls(server.baseUrl);
  const out: BudgetRow[] = [];
  for (const [what, url, one] of [['filtered list with total', urls.withTotal, single.withTotal], ['list page 1', urls.page1, single.page1]] as const) {
    const two = await load(`${what}, WORKERS=2`, url, cookie);
    const ratio = two.rps / Math.max(one.rps, 1);
    out.push(row(name(what), WORKERS_BUDGET, `${fmt(two.rps)} ÷ ${fmt(one.rps)} req/s = ${ratio.toFixed(2)}× (p99 ${two.p99} / ${one.p99} ms; ${processes} node processes)`, 'info', ratio));
  }
  await stopServices();
  return out;
}

/** A database to serve from for this run: a throwaway copy of the cached one (the server writes sessions and the action log). */
interface RunDatabase {
  url: string;
  /** How the cached database came about, for the machine line. */
  note: string;
}

async function sqliteRunDatabase(): Promise<RunDatabase> {
  const db = await ensureDatabase(opts);
  log(db.reused ? `reusing ${db.file}` : `generated ${db.file} in ${db.seconds.toFixed(1)} s`);
  tempDir ??= mkdtempSync(join(tmpdir(), 'cms-bench-'));
  const copy = join(tempDir, 'bench.db');
  const copyStarted = Date.now();
  copyFileSync(db.file, copy, constants.COPYFILE_FICLONE);
  log(`copied the database for the server in ${((Date.now() - copyStarted) / 1000).toFixed(1)} s`);
  return { url: copy, note: db.reused ? 'SQLite cached' : `SQLite generated in ${fmt(db.seconds)} s` };
}

async function postgresRunDatabase(): Promise<RunDatabase> {
  const db = await ensurePgDatabase(opts);
  log(db.reused ? `reusing PostgreSQL database ${db.name}` : `generated PostgreSQL database ${db.name} in ${db.seconds.toFixed(1)} s`);
  // a run killed before its cleanup left its copy behind: drop those whose process is gone
  const leftovers = await pgAdminQuery<{ datname: string }>(BENCH_PG_URL, "select datname from pg_database where datname like 'cms\\_bench\\_run\\_%'");
  for (const { datname } of leftovers) if (!isAlive(Number(datname.split('_').pop()))) await dropPgDatabaseNamed(BENCH_PG_URL, datname);
  const copyStarted = Date.now();
  pgRunDatabase = `cms_bench_run_${process.pid}`;
  await createPgDatabase(BENCH_PG_URL, pgRunDatabase, db.name);
  log(`copied the database for the server in ${((Date.now() - copyStarted) / 1000).toFixed(1)} s`);
  const [settings] = await pgAdminQuery<{ version: string; buffers: string; fsync: string }>(BENCH_PG_URL, "select current_setting('server_version') as version, current_setting('shared_buffers') as buffers, current_setting('fsync') as fsync");
  return { url: pgUrlFor(BENCH_PG_URL, pgRunDatabase), note: `PostgreSQL ${settings.version}, shared_buffers ${settings.buffers}, fsync ${settings.fsync}, ${db.reused ? 'cached' : `generated in ${fmt(db.seconds)} s`}` };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every budget that depends on the database, measured on `name`. */
async function databaseRows(name: DatabaseName, notes: string[]): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  const label = DATABASE_LABEL[name];
  log(`${label}: ${fmt(opts.repairs)} repairs + ${fmt(opts.requests)} requests (seed ${opts.seed})`);
  let run: RunDatabase;
  try {
    run = await (name === 'sqlite' ? sqliteRunDatabase() : postgresRunDatabase());
  } catch (err) {
    return [row(`the ${label} database`, 'generated and copied', `error: ${(err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 160)}`, null)];
  }
  notes.push(run.note);
  const single: SingleProcessLoad = {};
  rows.push(...(await guarded('server, load and browser budgets', 'see bench/budgets.ts', () => serverRows(run.url, rows, single))));
  await stopServices();
  if (onlyLoad) {
    if (name === 'postgres') await dropRunDatabase();
    return rows;
  }
  rows.push(...(await guarded(WORKERS_ROW, WORKERS_BUDGET, () => workerRows(run.url, single))));
  await stopServices();
  const plansBudget = `every list filter and sort on an index (EXPLAIN QUERY PLAN, ${fmt(opts.repairs)} repairs + ${fmt(opts.requests)} requests)`;
  if (name === 'sqlite') {
    // the plans do not depend on the few rows the server wrote (sessions, action log)
    rows.push(...(await guarded(plansBudget, 'no TEMP B-TREE, no full SCAN', () => planRows(run.url, `${fmt(opts.repairs)} repairs + ${fmt(opts.requests)} requests`))));
  } else {
    rows.push(row(plansBudget, 'no TEMP B-TREE, no full SCAN', "not checked: checkListPlans reads SQLite's plans (src/server/engine/queryPlans.ts); PostgreSQL's planner follows its statistics, measured by the load rows", 'info'));
  }
  if (name === 'postgres') await dropRunDatabase();
  return rows;
}

async function main(): Promise<number> {
  const shared: BudgetRow[] = [];
  if (onlyLoad) {
    // the server's rows alone: the build and its sizes are not measured
  } else if (env.BENCH_SKIP_BUILD === '1') {
    shared.push(row('npm run build', `≤ ${LIMITS.buildSeconds} s`, 'skipped (BENCH_SKIP_BUILD=1)', null));
  } else {
    log('npm run build');
    shared.push(...(await guarded('npm run build', `≤ ${LIMITS.buildSeconds} s`, async () => {
      const s = await timeBuild();
      return [row('npm run build', `≤ ${LIMITS.buildSeconds} s`, `${s.toFixed(1)} s`, s <= LIMITS.buildSeconds)];
    })));
  }
  if (!onlyLoad) shared.push(...(await guarded('JS sizes of dist/', 'see bench/budgets.ts', () => sizeRows('dist'))));
  const manifest = 'dist/.vite/manifest.json';
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;

  const notes: string[] = [];
  const perDatabase: Record<DatabaseName, BudgetRow[]> = { sqlite: [], postgres: [] };
  for (const name of databases) perDatabase[name] = await databaseRows(name, notes);
  await cleanup();

  const table = formatSideBySide(shared, perDatabase.sqlite, perDatabase.postgres);
  const rebuilt = existsSync(manifest) && statSync(manifest).mtimeMs !== builtAt;
  const machine = `${machineLine((Date.now() - started) / 1000, notes.join('; '))}${rebuilt ? '\n\n**dist/ was rebuilt by another process during the run: the browser figures are not valid.**' : ''}`;
  console.log(`\n${table}\n\n${machine}\n`);
  writeResults(table, machine);
  if (resultsFile !== '-') log(`written to ${resultsFile}`);
  return allPass([...shared, ...perDatabase.sqlite, ...perDatabase.postgres]) ? 0 : 1;
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
