import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { isPostgresUrl } from '../src/server/db/dialect.ts';
import { fillRows, progress, type Row, type RowTarget } from './fillRows.ts';
import { generationMeta, log, migrateAndSeed, nowOf, parseOptions, type GenerateOptions } from './generateOptions.ts';
import { generatePgDatabase, isCurrentPg, pgUrlFor } from './pgGenerate.ts';

// the options live with what both generators share; their users import them from here as before
export { DEFAULT_OPTIONS, parseOptions, type GenerateOptions } from './generateOptions.ts';

/**
 * The benchmark database: the app's migrations, the demo seed (so the demo accounts exist),
 * then `repairs` repairs and `requests` requests written with prepared statements in large
 * transactions. Inserts are ordinary INSERTs, so every trigger of the schema (e.g. counts
 * kept per status) fires as in production. Deterministic for (repairs, requests, seed, now).
 *
 * The same rows go into a PostgreSQL database through bench/pgGenerate.ts (one source of rows:
 * bench/fillRows.ts and bench/rows.ts).
 *
 *   npx tsx bench/generate.ts <file | postgres://…/<database>> [--repairs 1000000 --requests 300000 --seed 1 --now 2026-11-29]
 */

const BATCH = 50_000;
const metaPath = (file: string): string => `${file}.meta.json`;
const removeDb = (file: string): void => {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`, metaPath(file)]) rmSync(f, { force: true });
};

/**
 * The SQLite target: rows in transactions of BATCH rows on prepared statements. The table's
 * secondary indexes are dropped first and re-created afterwards from their own `CREATE INDEX`
 * text (one sorted build is several times faster than a million random index inserts);
 * triggers and UNIQUE constraints stay in place, so every row is checked and counted as in production.
 */
function sqliteTarget(raw: SQLite.Database): RowTarget {
  return {
    select: <T>(q: string) => Promise.resolve(raw.prepare(q).all() as T[]),
    insertAll(table, rows, total) {
      const indexes = raw.prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null").all(table) as { name: string; sql: string }[];
      for (const ix of indexes) raw.exec(`drop index "${ix.name}"`);
      let stmt: SQLite.Statement | null = null;
      let keys: string[] = [];
      let n = 0;
      const shown = progress(log, table, total);
      const flush = raw.transaction((batch: Row[]) => {
        for (const row of batch) stmt?.run(keys.map((k) => row[k]));
      });
      let batch: Row[] = [];
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
          shown.step(n);
        }
      }
      if (batch.length) flush(batch);
      shown.done(n + batch.length);
      const indexed = Date.now();
      raw.transaction(() => {
        for (const ix of indexes) raw.exec(ix.sql);
      })();
      log(`${table}: ${indexes.length} indexes re-created in ${((Date.now() - indexed) / 1000).toFixed(1)} s`);
      return Promise.resolve();
    },
  };
}

/** Writes a fresh benchmark database to `file` (through `<file>.partial`, renamed when complete). */
export async function generateDatabase(file: string, opts: GenerateOptions): Promise<void> {
  const started = Date.now();
  const partial = `${file}.partial`;
  mkdirSync(dirname(resolve(file)), { recursive: true });
  removeDb(partial);
  try {
    const now = nowOf(opts);
    await migrateAndSeed(partial, now);

    const raw = new SQLite(partial);
    raw.pragma('journal_mode = OFF'); // a failed run deletes the file anyway
    raw.pragma('synchronous = OFF');
    raw.pragma('cache_size = -1048576'); // 1 GiB: the indexes stay in memory while inserting
    raw.pragma('temp_store = MEMORY');
    raw.pragma('threads = 2'); // index builds sort with a helper thread
    raw.pragma('foreign_keys = ON');
    await fillRows(sqliteTarget(raw), opts, now);
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const [target, ...rest] = process.argv.slice(2);
  if (!target || target.startsWith('--')) {
    console.error('usage: npx tsx bench/generate.ts <file | postgres://…/<database>> [--repairs 1000000 --requests 300000 --seed 1 --now 2026-11-29]');
    process.exit(2);
  }
  const opts = parseOptions(rest);
  if (isPostgresUrl(target)) {
    // the database named in the URL is (re)created on that server, through its maintenance database
    const name = new URL(target).pathname.slice(1);
    const admin = pgUrlFor(target, 'postgres');
    if (await isCurrentPg(admin, name, opts)) log(`${name} is already current for these parameters`);
    else await generatePgDatabase(admin, name, opts);
  } else if (existsSync(target) && isCurrent(target, opts)) {
    log(`${target} is already current for these parameters`);
  } else {
    removeDb(target);
    await generateDatabase(target, opts);
  }
}
