import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest, migrationNames } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { repairRows, requestRows } from './rows.ts';

/**
 * The benchmark database: the app's migrations, the demo seed (so the demo accounts exist),
 * then `repairs` repairs and `requests` requests written with prepared statements in large
 * transactions. Inserts are ordinary INSERTs, so every trigger of the schema (e.g. counts
 * kept per status) fires as in production. Deterministic for (repairs, requests, seed, now).
 *
 *   npx tsx bench/generate.ts <file> [--repairs 1000000 --requests 300000 --seed 1 --now 2026-11-22]
 */

export interface GenerateOptions {
  repairs: number;
  requests: number;
  seed: number;
  /** The "today" of the data (ISO date); fixed so the file is the same on every run. */
  now: string;
}

export const DEFAULT_OPTIONS: GenerateOptions = { repairs: 1_000_000, requests: 300_000, seed: 1, now: '2026-11-22' };
const BATCH = 50_000;
const YEARS = 3;
const log = (msg: string): void => void process.stderr.write(`[generate] ${msg}\n`);

/** Files whose content decides the generated data (schema, migrations, seed, declarations the migrations read): a change regenerates the cached file. */
const FINGERPRINT_SOURCES = ['src/server/db', 'resources', 'bench/rows.ts', 'bench/generate.ts'];

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((f) => filesOf(join(path, f)));
}

/** What the cache compares: the parameters, the migration list and a hash of the sources above. */
export function generationMeta(opts: GenerateOptions): Record<string, unknown> {
  const hash = createHash('sha256');
  for (const f of FINGERPRINT_SOURCES.flatMap(filesOf)) hash.update(f).update(readFileSync(f));
  return { ...opts, migrations: migrationNames(), sources: hash.digest('hex').slice(0, 16) };
}

const metaPath = (file: string): string => `${file}.meta.json`;
const removeDb = (file: string): void => {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`, metaPath(file)]) rmSync(f, { force: true });
};

/**
 * Inserts the rows in transactions of BATCH rows. The table's secondary indexes are dropped
 * first and re-created afterwards from their own `CREATE INDEX` text (one sorted build is
 * several times faster than a million random index inserts); triggers and UNIQUE constraints
 * stay in place, so every row is checked and counted as in production.
 */
function insertAll(raw: SQLite.Database, table: string, rows: Iterable<Record<string, string | number | null>>, total: number): void {
  const indexes = raw.prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null").all(table) as { name: string; sql: string }[];
  for (const ix of indexes) raw.exec(`drop index "${ix.name}"`);
  let stmt: SQLite.Statement | null = null;
  let keys: string[] = [];
  let n = 0;
  const started = Date.now();
  const flush = raw.transaction((batch: Record<string, string | number | null>[]) => {
    for (const row of batch) stmt?.run(keys.map((k) => row[k]));
  });
  let batch: Record<string, string | number | null>[] = [];
  for (const row of rows) {
    if (!stmt) {
      keys = Object.keys(row);
      stmt = raw.prepare(`insert into ${table} (${keys.join(', ')}) values (${keys.map(() => '?').join(', ')})`);
    }
    batch.push(row);
    if (batch.length === BATCH) {
      flush(batch);
      n += batch.length;
      batch = [];
      log(`${table}: ${n.toLocaleString('en')} / ${total.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  if (batch.length) flush(batch);
  n += batch.length;
  log(`${table}: ${n.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const indexed = Date.now();
  raw.transaction(() => {
    for (const ix of indexes) raw.exec(ix.sql);
  })();
  log(`${table}: ${indexes.length} indexes re-created in ${((Date.now() - indexed) / 1000).toFixed(1)} s`);
}

/** Writes a fresh benchmark database to `file` (through `<file>.partial`, renamed when complete). */
export async function generateDatabase(file: string, opts: GenerateOptions): Promise<void> {
  const started = Date.now();
  const partial = `${file}.partial`;
  mkdirSync(dirname(resolve(file)), { recursive: true });
  removeDb(partial);
  try {
    const now = Date.parse(`${opts.now}T00:00:00Z`);
    if (Number.isNaN(now)) throw new Error(`--now ${opts.now} is not a date`);
    const db = openDatabase(partial);
    await migrateToLatest(db);
    await seedDemo(db, now - 3_600_000);
    await db.destroy();
    log(`migrated and seeded the demo data (${((Date.now() - started) / 1000).toFixed(1)} s)`);

    const raw = new SQLite(partial);
    raw.pragma('journal_mode = OFF'); // a failed run deletes the file anyway
    raw.pragma('synchronous = OFF');
    raw.pragma('cache_size = -1048576'); // 1 GiB: the indexes stay in memory while inserting
    raw.pragma('temp_store = MEMORY');
    raw.pragma('threads = 2'); // index builds sort with a helper thread
    raw.pragma('foreign_keys = ON');
    const operators = (raw.prepare('select id from admin where grp >= 64 and status = 1 order by id').all() as { id: number }[]).map((a) => a.id);
    const stock = raw.prepare('select id, kind from stock_item order by id').all() as { id: number; kind: string }[];
    const nosOf = (table: string): string[] => (raw.prepare(`select no from ${table}`).all() as { no: string }[]).map((x) => x.no);
    const ctx = { now, years: YEARS, operators };
    insertAll(raw, 'repair', repairRows(opts.repairs, opts.seed, ctx, nosOf('repair')), opts.repairs);
    insertAll(raw, 'request', requestRows(opts.requests, opts.seed, { ...ctx, stock }, nosOf('request')), opts.requests);
    raw.pragma('journal_mode = WAL');
    raw.close();
    renameSync(partial, file);
    writeFileSync(metaPath(file), `${JSON.stringify(generationMeta(opts), null, 2)}\n`);
    log(`done: ${file} (${(statSync(file).size / 1048576).toFixed(0)} MiB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    removeDb(partial);
    throw err;
  }
}

/** Whether `file` exists and was generated with these parameters, migrations and sources. */
export function isCurrent(file: string, opts: GenerateOptions): boolean {
  if (!existsSync(file) || !existsSync(metaPath(file))) return false;
  try {
    return JSON.stringify(JSON.parse(readFileSync(metaPath(file), 'utf8'))) === JSON.stringify(generationMeta(opts));
  } catch {
    return false;
  }
}

/** The cached database in `dir` for these options, generated first when missing or stale. */
export async function ensureDatabase(opts: GenerateOptions, dir = 'bench/.data'): Promise<{ file: string; reused: boolean; seconds: number }> {
  const file = join(dir, `bench-${opts.repairs}-${opts.requests}-s${opts.seed}.db`);
  if (isCurrent(file, opts)) return { file, reused: true, seconds: 0 };
  const started = Date.now();
  removeDb(file);
  await generateDatabase(file, opts);
  return { file, reused: false, seconds: (Date.now() - started) / 1000 };
}

/** Reads `--repairs N --requests M --seed S --now YYYY-MM-DD` over the defaults. */
export function parseOptions(args: readonly string[], base: GenerateOptions = DEFAULT_OPTIONS): GenerateOptions {
  const opts = { ...base };
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '');
    const value = args[i + 1];
    if (!(key in opts) || value === undefined) throw new Error(`unknown or incomplete option ${args[i]}`);
    if (key === 'now') opts.now = value;
    else {
      const n = Number(value.replaceAll('_', ''));
      if (!Number.isInteger(n) || n < 0) throw new Error(`${args[i]} needs a whole number`);
      (opts as Record<string, unknown>)[key] = n;
    }
  }
  return opts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || file.startsWith('--')) {
    console.error('usage: npx tsx bench/generate.ts <file> [--repairs 1000000 --requests 300000 --seed 1 --now 2026-11-22]');
    process.exit(2);
  }
  const opts = parseOptions(rest);
  if (existsSync(file) && isCurrent(file, opts)) {
    log(`${file} is already current for these parameters`);
  } else {
    removeDb(file);
    await generateDatabase(file, opts);
  }
}
